import type { AgencyCreditQuery } from '@seaberth/domain';
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { agencies, agencyCredits, bookings } from '../../db/schema/index.ts';

export type AgencyCreditRow = typeof agencyCredits.$inferSelect;
type NewAgencyCredit = typeof agencyCredits.$inferInsert;
type EntryFilter = Pick<AgencyCreditQuery, 'from' | 'to' | 'kind'> & { agency?: string };

const reversal = alias(agencyCredits, 'reversal');

function entriesWhere(filter: EntryFilter): SQL | undefined {
  return and(
    filter.agency ? eq(agencyCredits.agency, filter.agency) : undefined,
    filter.from ? gte(agencyCredits.date, filter.from) : undefined,
    filter.to ? lte(agencyCredits.date, filter.to) : undefined,
    filter.kind ? eq(agencyCredits.kind, filter.kind) : undefined,
  );
}

/** The agencies' credit ledger: its entries as lists show them, balances, entries added. */
export class AgencyCreditsRepository {
  constructor(private readonly db: Db) {}

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

  /**
   * Entries, newest first (`limit` of them from `offset`). With an agency the filter and the order
   * run along `agency_credits_agency_idx` (agency, date).
   */
  page(filter: EntryFilter, limit: number, offset?: number) {
    const ordered = this.entries(entriesWhere(filter))
      .orderBy(desc(agencyCredits.date), desc(agencyCredits.createdAt), desc(agencyCredits.id))
      .limit(limit);
    return offset === undefined ? ordered : ordered.offset(offset);
  }

  async count(filter: EntryFilter): Promise<number> {
    return Number(
      (await this.db.select({ n: count() }).from(agencyCredits).where(entriesWhere(filter)))[0]?.n ?? 0,
    );
  }

  async entry(id: string) {
    const [row] = await this.entries(eq(agencyCredits.id, id));
    return row;
  }

  /** Each agency's balance per currency (or the one agency's) over all time, by agency name. */
  balances(agency?: string) {
    return this.db
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
  }

  async stored(id: string): Promise<AgencyCreditRow | undefined> {
    const [entry] = await this.db.select().from(agencyCredits).where(eq(agencyCredits.id, id));
    return entry;
  }

  async bookingAgency(booking: string): Promise<{ agency: string | null } | undefined> {
    const [row] = await this.db
      .select({ agency: bookings.agency })
      .from(bookings)
      .where(eq(bookings.id, booking));
    return row;
  }

  async add(values: NewAgencyCredit): Promise<string> {
    const [row] = await this.db.insert(agencyCredits).values(values).returning({ id: agencyCredits.id });
    return row!.id;
  }

  /** Adds a reversal; undefined when the entry was reversed already (one reversal each). */
  async addReversal(values: NewAgencyCredit): Promise<string | undefined> {
    const inserted = await this.db
      .insert(agencyCredits)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: agencyCredits.id });
    return inserted[0]?.id;
  }
}
