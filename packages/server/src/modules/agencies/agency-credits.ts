import {
  type AgencyCreditEntry,
  type AgencyCreditInput,
  type AgencyCredits,
  agencyCreditInputSchema,
  signedCredit,
} from '@seaberth/domain';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { agencies, agencyCredits, bookings } from '../../db/schema/index.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import type { Actor } from '../bookings/booking-actor.ts';

const reversal = alias(agencyCredits, 'reversal');

/** The agencies' ledger: entries added and reversed, never changed (a trigger guards the table). */
export class AgencyCreditLedger {
  constructor(
    private readonly db: Db,
    private readonly today: () => Promise<string>,
  ) {}

  async list(
    query: { agency?: string; from?: string; to?: string },
    onlyAgency?: string,
  ): Promise<AgencyCredits> {
    const agency = onlyAgency ?? query.agency;
    const rows = await this.db
      .select({
        id: agencyCredits.id,
        agency: agencyCredits.agency,
        agencyName: agencies.name,
        date: agencyCredits.date,
        kind: agencyCredits.kind,
        amount: agencyCredits.amount,
        currency: agencyCredits.currency,
        booking: agencyCredits.booking,
        bookingNo: bookings.bookingNo,
        note: agencyCredits.note,
        reverses: agencyCredits.reverses,
        reversedBy: reversal.id,
        createdByName: agencyCredits.createdByName,
        createdAt: agencyCredits.createdAt,
      })
      .from(agencyCredits)
      .innerJoin(agencies, eq(agencies.id, agencyCredits.agency))
      .leftJoin(bookings, eq(bookings.id, agencyCredits.booking))
      .leftJoin(reversal, eq(reversal.reverses, agencyCredits.id))
      .where(
        and(
          agency ? eq(agencyCredits.agency, agency) : undefined,
          query.from ? gte(agencyCredits.date, query.from) : undefined,
          query.to ? lte(agencyCredits.date, query.to) : undefined,
        ),
      )
      .orderBy(desc(agencyCredits.date), desc(agencyCredits.createdAt))
      .limit(5000);
    // Balances are over all time, whatever period the entries show.
    const balances = await this.db
      .select({
        agency: agencyCredits.agency,
        agencyName: agencies.name,
        currency: agencyCredits.currency,
        balance: sql<number>`sum(${agencyCredits.amount})::bigint`,
      })
      .from(agencyCredits)
      .innerJoin(agencies, eq(agencies.id, agencyCredits.agency))
      .where(agency ? eq(agencyCredits.agency, agency) : undefined)
      .groupBy(agencyCredits.agency, agencies.name, agencyCredits.currency)
      .orderBy(agencies.name);
    return {
      entries: rows.map((row) => ({
        ...row,
        kind: row.kind as AgencyCreditEntry['kind'],
        createdAt: row.createdAt.toISOString(),
      })),
      balances: balances.map((b) => ({ ...b, balance: Number(b.balance) })),
    };
  }

  async add(body: AgencyCreditInput, actor: Actor): Promise<AgencyCreditEntry> {
    const input = agencyCreditInputSchema.parse(body);
    const [agency] = await this.db.select().from(agencies).where(eq(agencies.id, input.agency));
    if (!agency) throw validationError([{ path: 'agency', message: 'No such agency' }]);
    if (input.booking) {
      const [booking] = await this.db
        .select({ agency: bookings.agency })
        .from(bookings)
        .where(eq(bookings.id, input.booking));
      if (!booking || booking.agency !== agency.id)
        throw validationError([{ path: 'booking', message: 'Not a booking of this agency' }]);
    }
    const [row] = await this.db
      .insert(agencyCredits)
      .values({
        agency: agency.id,
        date: input.date ?? (await this.today()),
        kind: input.kind,
        amount: signedCredit(input.kind, input.amount),
        currency: agency.currency,
        booking: input.booking ?? null,
        note: input.note,
        createdBy: actor.userId ?? null,
        createdByName: actor.name ?? '',
      })
      .returning({ id: agencyCredits.id });
    return this.entry(row!.id);
  }

  /** The entry booked once more with the opposite sign; an entry is reversed at most once. */
  async reverse(id: string, note: string, actor: Actor): Promise<AgencyCreditEntry> {
    const [entry] = await this.db.select().from(agencyCredits).where(eq(agencyCredits.id, id));
    if (!entry) throw notFound('Credit entry');
    if (entry.kind === 'reversal')
      throw new AppError(409, 'CONFLICT', 'A reversal is not reversed: book a correction instead');
    const today = await this.today();
    const inserted = await this.db
      .insert(agencyCredits)
      .values({
        agency: entry.agency,
        date: today,
        kind: 'reversal',
        amount: -entry.amount,
        currency: entry.currency,
        booking: entry.booking,
        note: note || `Reverses the entry of ${entry.date}`,
        reverses: entry.id,
        createdBy: actor.userId ?? null,
        createdByName: actor.name ?? '',
      })
      .onConflictDoNothing()
      .returning({ id: agencyCredits.id });
    if (!inserted.length) throw new AppError(409, 'CONFLICT', 'This entry was reversed already');
    return this.entry(inserted[0]!.id);
  }

  private async entry(id: string): Promise<AgencyCreditEntry> {
    const [row] = await this.db
      .select({ agency: agencyCredits.agency })
      .from(agencyCredits)
      .where(eq(agencyCredits.id, id));
    const found = (await this.list({ agency: row!.agency })).entries.find((e) => e.id === id);
    if (!found) throw notFound('Credit entry');
    return found;
  }
}
