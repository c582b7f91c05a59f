import {
  type AgencyCreditBalance,
  type AgencyCreditEntry,
  type AgencyCreditInput,
  type AgencyCreditQuery,
  type AgencyCredits,
  agencyCreditInputSchema,
  signedCredit,
} from '@seaberth/domain';
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { agencies, agencyCredits, bookings } from '../../db/schema/index.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { Actor } from '../bookings/booking-actor.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';

const reversal = alias(agencyCredits, 'reversal');

/** The agencies' ledger: entries added and reversed, never changed (a trigger guards the table). */
export class AgencyCreditLedger {
  constructor(
    private readonly db: Db,
    private readonly today: () => Promise<string>,
  ) {}

  /**
   * One page of the entries, newest first, and the balances over all time. With an agency the
   * filter and the order run along `agency_credits_agency_idx` (agency, date).
   */
  async list(query: AgencyCreditQuery, onlyAgency?: string): Promise<AgencyCredits> {
    const agency = onlyAgency ?? query.agency;
    const where = and(
      agency ? eq(agencyCredits.agency, agency) : undefined,
      query.from ? gte(agencyCredits.date, query.from) : undefined,
      query.to ? lte(agencyCredits.date, query.to) : undefined,
      query.kind ? eq(agencyCredits.kind, query.kind) : undefined,
    );
    const { page, size } = query;
    const ordered = this.entries(where).orderBy(
      desc(agencyCredits.date),
      desc(agencyCredits.createdAt),
      desc(agencyCredits.id),
    );
    const rows =
      size === 0
        ? allRows(await ordered.limit(ALL_ROWS_READ))
        : await ordered.limit(size).offset(page * size);
    // Only count when the page does not already tell the total.
    const total =
      size === 0 || (page === 0 && rows.length < size)
        ? rows.length
        : Number((await this.db.select({ n: count() }).from(agencyCredits).where(where))[0]?.n ?? 0);
    return {
      entries: rows.map(toEntry),
      balances: await this.balances(agency),
      total,
      page,
      size,
    };
  }

  /** Each agency's balance (or the one agency's) over all time, whatever period a list shows. */
  async balances(agency?: string): Promise<AgencyCreditBalance[]> {
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
    return balances.map((b) => ({ ...b, balance: Number(b.balance) }));
  }

  /** The entries with their agency, booking and reversal, as the list shows them. */
  private entries(where: SQL | undefined) {
    return this.db
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
      .where(where)
      .$dynamic();
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
      throw refusal('CONFLICT', 'A reversal is not reversed: book a correction instead');
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
    if (!inserted.length) throw refusal('CONFLICT', 'This entry was reversed already');
    return this.entry(inserted[0]!.id);
  }

  private async entry(id: string): Promise<AgencyCreditEntry> {
    const [row] = await this.entries(eq(agencyCredits.id, id));
    if (!row) throw notFound('Credit entry');
    return toEntry(row);
  }
}

type EntryRow = Omit<AgencyCreditEntry, 'kind' | 'createdAt'> & { kind: string; createdAt: Date };

function toEntry(row: EntryRow): AgencyCreditEntry {
  return { ...row, kind: row.kind as AgencyCreditEntry['kind'], createdAt: row.createdAt.toISOString() };
}
