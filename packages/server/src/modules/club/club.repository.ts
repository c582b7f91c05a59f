import type { BookingState, ClubBooking, ClubContest, ClubData, ClubDive } from '@seaberth/domain';
import { and, asc, desc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { contestDerivedColumns } from '../contests/index.ts';

/** What the club reads of the member's own customer record. */
export interface ClubRecord {
  id: string;
  fullName: string;
  version: number;
  createdAt: Date;
  data: ClubData & { masterData: ClubData['masterData'] & { permanentAge: number | null } };
}

/**
 * The club's reads, each narrowed to one customer in its statement: a member's bookings (as booker
 * or guest), invoices (addressed to them or of a booking they made), dives and contests.
 */
export class ClubRepository {
  constructor(readonly db: Db) {}

  async record(customer: string): Promise<ClubRecord | undefined> {
    const c = t.customers;
    const [row] = await this.db
      .select({
        id: c.id,
        fullName: c.fullName,
        version: c.version,
        createdAt: c.createdAt,
        masterData: c.masterData,
        contact: c.contact,
        address: c.address,
        passport: c.passport,
      })
      .from(c)
      .where(eq(c.id, customer));
    if (!row) return undefined;
    const { masterData, contact, address, passport, ...rest } = row;
    return { ...rest, data: { masterData, contact, address, passport } as ClubRecord['data'] };
  }

  /** The member's bookings as booker or as a guest in one of its rooms, newest first. */
  async bookings(customer: string): Promise<ClubBooking[]> {
    const b = t.bookings;
    const asGuest = exists(
      this.db
        .select({ one: sql`1` })
        .from(t.bookingGuests)
        .where(and(eq(t.bookingGuests.booking, b.id), eq(t.bookingGuests.customer, customer))),
    );
    const rows = await this.db
      .select({
        booking: b.id,
        bookingNo: b.bookingNo,
        state: b.state,
        type: b.type,
        from: b.from,
        to: b.to,
        place: sql<string>`coalesce(${t.vessels.name}, ${t.resorts.name}, '')`,
        tourName: t.tours.name,
        lead: b.lead,
        currency: b.currency,
        total: b.total,
        paid: b.paid,
      })
      .from(b)
      .leftJoin(t.vessels, eq(t.vessels.id, b.vessel))
      .leftJoin(t.resorts, eq(t.resorts.id, b.resort))
      .leftJoin(t.tours, eq(t.tours.id, b.tour))
      // An aborted booking never became one (the online checkout given up): not the guest's.
      .where(and(or(eq(b.lead, customer), asGuest), sql`${b.state} <> 'aborted'`))
      .orderBy(desc(b.from), desc(b.bookingNo));
    return rows.map(({ lead, paid, total, ...row }) => {
      const booker = lead === customer;
      return {
        ...row,
        state: row.state as BookingState,
        type: row.type as ClubBooking['type'],
        booker,
        // A guest who did not book sees the trip, not what someone else paid for it.
        total: booker ? total : 0,
        open: booker ? Math.max(total - paid, 0) : 0,
      };
    });
  }

  /** Ids and bookings of the invoices addressed to the member or issued for a booking they made. */
  async invoices(customer: string): Promise<{ id: string; booking: string }[]> {
    const i = t.invoices;
    return this.db
      .select({ id: i.id, booking: i.booking })
      .from(i)
      .innerJoin(t.bookings, eq(t.bookings.id, i.booking))
      .where(or(sql`${i.payer}->>'customer' = ${customer}`, eq(t.bookings.lead, customer)))
      .orderBy(desc(i.issueDate), desc(i.number));
  }

  async dives(customer: string): Promise<ClubDive[]> {
    const d = t.diveLogs;
    const rows = await this.db
      .select({
        id: d.id,
        date: d.date,
        start: d.start,
        end: d.end,
        depth: d.depth,
        site: sql<string>`coalesce(${t.diveSites.name}, '')`,
        kind: t.diveTypes.name,
      })
      .from(d)
      .innerJoin(t.diveTypes, eq(t.diveTypes.id, d.type))
      .leftJoin(t.diveSites, eq(t.diveSites.id, d.diveSite))
      .where(eq(d.customer, customer))
      .orderBy(desc(d.date), desc(d.start));
    return rows.map((row) => ({ ...row, start: row.start || null }));
  }

  /** Contests open today, and any the member entered, with whether they did. */
  async contests(customer: string, today: string): Promise<ClubContest[]> {
    const c = t.contests;
    const derived = contestDerivedColumns(today);
    const entered = exists(
      this.db
        .select({ one: sql`1` })
        .from(t.contestEntries)
        .where(and(eq(t.contestEntries.contest, c.id), eq(t.contestEntries.customer, customer))),
    );
    const rows = await this.db
      .select({
        id: c.id,
        name: c.name,
        from: c.from,
        to: c.to,
        prize: c.prize,
        terms: c.terms,
        state: (derived.state as { value: SQL<string> }).value,
        entered: sql<boolean>`${entered}`,
      })
      .from(c)
      .where(or(and(sql`${c.from} <= ${today}::date`, sql`${c.to} >= ${today}::date`), entered))
      .orderBy(asc(c.to));
    return rows.map((row) => ({ ...row, state: row.state as ClubContest['state'] }));
  }

  /** Whether the member's invoice list holds this one: the club's only way to an invoice. */
  async ownsInvoice(customer: string, invoice: string): Promise<boolean> {
    const rows = await this.invoices(customer);
    return rows.some((row) => row.id === invoice);
  }
}
