import type { BankEntryPayment } from '@seaberth/domain';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/resource-repository.ts';
import { bankEntries, bankEntryPayments, banks, bookingPayments, bookings } from '../../db/schema/index.ts';
import type { StatementEntry } from './import/statement.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';

export type BankRow = typeof banks.$inferSelect;
export type BankEntryRow = typeof bankEntries.$inferSelect;

export interface EntryQuery {
  from?: string;
  to?: string;
  state?: 'open' | 'partial' | 'assigned' | 'unassigned';
  search?: string;
  page: number;
  size: number;
}

/** Bank accounts, their entries and the booking payments made from entries: the SQL of finance. */
export class BankEntriesRepository {
  constructor(private readonly db: Db) {}

  async bank(id: string): Promise<BankRow | undefined> {
    const [row] = await this.db.select().from(banks).where(eq(banks.id, id));
    return row;
  }

  async saveMapping(id: string, mapping: Record<string, unknown>): Promise<void> {
    await this.db.update(banks).set({ csvMapping: mapping }).where(eq(banks.id, id));
  }

  async entry(id: string): Promise<BankEntryRow | undefined> {
    const [row] = await this.db.select().from(bankEntries).where(eq(bankEntries.id, id));
    return row;
  }

  async entriesIn(ids: string[]): Promise<BankEntryRow[]> {
    if (!ids.length) return [];
    return this.db.select().from(bankEntries).where(inArray(bankEntries.id, ids));
  }

  /**
   * Adds the entries the account does not know yet (by identity) in one statement per 500; answers
   * the new rows. Run inside a transaction, a refused file adds nothing.
   */
  async insertNew(bank: string, source: string, entries: StatementEntry[]): Promise<BankEntryRow[]> {
    const added: BankEntryRow[] = [];
    for (let i = 0; i < entries.length; i += 500) {
      const rows = await this.db
        .insert(bankEntries)
        .values(
          entries.slice(i, i + 500).map((e) => ({
            bank,
            identity: e.identity,
            bookingDate: e.bookingDate,
            valueDate: e.valueDate,
            amount: e.amount,
            currency: e.currency,
            counterpartyName: e.counterpartyName,
            counterpartyIban: e.counterpartyIban,
            remittance: e.remittance,
            reference: e.reference,
            bankReference: e.bankReference,
            source,
          })),
        )
        .onConflictDoNothing({ target: [bankEntries.bank, bankEntries.identity] })
        .returning();
      added.push(...rows);
    }
    return added;
  }

  async entries(bank: string, query: EntryQuery): Promise<{ data: BankEntryRow[]; total: number }> {
    const term = query.search?.trim();
    const where = and(
      eq(bankEntries.bank, bank),
      query.from ? gte(bankEntries.bookingDate, query.from) : undefined,
      query.to ? lte(bankEntries.bookingDate, query.to) : undefined,
      query.state === 'unassigned'
        ? ne(bankEntries.state, 'assigned')
        : query.state
          ? eq(bankEntries.state, query.state)
          : undefined,
      term
        ? or(
            ilike(bankEntries.counterpartyName, likePattern(term)),
            ilike(bankEntries.remittance, likePattern(term)),
            ilike(bankEntries.reference, likePattern(term)),
          )
        : undefined,
    );
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(bankEntries)
        .where(where)
        .orderBy(desc(bankEntries.bookingDate), desc(bankEntries.createdAt))
        .limit(query.size || ALL_ROWS_READ)
        .offset(query.size ? query.page * query.size : 0)
        .then((rows) => (query.size ? rows : allRows(rows))),
      this.db.select({ n: sql<number>`count(*)::int` }).from(bankEntries).where(where),
    ]);
    return { data: rows, total: Number(count?.n ?? 0) };
  }

  /** Entries of every account matching a condition (manual, temporary), newest first. */
  /** The entries written by hand, a page of them. */
  manualEntries(page: number, size: number) {
    return this.entriesWhere(eq(bankEntries.source, 'manual'), page, size);
  }

  /** Money received and not (fully) assigned yet, a page of it. */
  unassignedEntries(page: number, size: number) {
    return this.entriesWhere(and(gt(bankEntries.amount, 0), ne(bankEntries.state, 'assigned'))!, page, size);
  }

  async entriesWhere(condition: SQL, page: number, size: number) {
    const [rows, [count]] = await Promise.all([
      this.db
        .select({ entry: bankEntries, bankName: banks.name })
        .from(bankEntries)
        .innerJoin(banks, eq(banks.id, bankEntries.bank))
        .where(condition)
        .orderBy(desc(bankEntries.bookingDate), desc(bankEntries.createdAt))
        .limit(size || ALL_ROWS_READ)
        .offset(size ? page * size : 0)
        .then((rows) => (size ? rows : allRows(rows))),
      this.db.select({ n: sql<number>`count(*)::int` }).from(bankEntries).where(condition),
    ]);
    return { data: rows.map((r) => ({ ...r.entry, bankName: r.bankName })), total: Number(count?.n ?? 0) };
  }

  /** Deletes the account's entries nothing was assigned from; answers how many. */
  async deleteUnassigned(bank: string): Promise<number> {
    const gone = await this.db
      .delete(bankEntries)
      .where(
        and(
          eq(bankEntries.bank, bank),
          eq(bankEntries.assigned, 0),
          sql`not exists (select 1 from ${bankEntryPayments} p where p.entry = ${bankEntries.id})`,
        ),
      )
      .returning({ id: bankEntries.id });
    return gone.length;
  }

  async insertManual(values: typeof bankEntries.$inferInsert): Promise<BankEntryRow> {
    const [row] = await this.db.insert(bankEntries).values(values).returning();
    return row!;
  }

  /**
   * Changes an entry at the version the caller saw, only while none of it is assigned (the
   * database keeps `assigned` and `state` from the assignments): undefined when either moved on.
   */
  async updateUnassigned(
    id: string,
    version: number,
    values: Partial<typeof bankEntries.$inferInsert>,
  ): Promise<BankEntryRow | undefined> {
    const [row] = await this.db
      .update(bankEntries)
      .set({ ...values, version: sql`${bankEntries.version} + 1`, updatedAt: new Date() })
      .where(and(eq(bankEntries.id, id), eq(bankEntries.version, version), eq(bankEntries.assigned, 0)))
      .returning();
    return row;
  }

  /** Deletes an entry none of which is assigned; false when something is (or it is gone). */
  async deleteUnassignedEntry(id: string): Promise<boolean> {
    const gone = await this.db
      .delete(bankEntries)
      .where(
        and(
          eq(bankEntries.id, id),
          eq(bankEntries.assigned, 0),
          sql`not exists (select 1 from ${bankEntryPayments} p where p.entry = ${bankEntries.id})`,
        ),
      )
      .returning({ id: bankEntries.id });
    return gone.length > 0;
  }

  /** Locks the entry for the rest of the transaction: two assignments of one entry queue here. */
  async lock(id: string): Promise<BankEntryRow | undefined> {
    const result = await this.db.execute(sql`select id from ${bankEntries} where id = ${id} for update`);
    if (!result.rows.length) return undefined;
    return this.entry(id);
  }

  async link(values: typeof bankEntryPayments.$inferInsert): Promise<string> {
    const [row] = await this.db
      .insert(bankEntryPayments)
      .values(values)
      .returning({ id: bankEntryPayments.id });
    return row!.id;
  }

  async payments(entries: string[]): Promise<BankEntryPayment[]> {
    if (!entries.length) return [];
    const rows = await this.db
      .select({
        id: bankEntryPayments.id,
        entry: bankEntryPayments.entry,
        booking: bankEntryPayments.booking,
        bookingNo: bookings.bookingNo,
        payment: bankEntryPayments.payment,
        amount: bankEntryPayments.amount,
        bookingAmount: sql<number>`coalesce(${bookingPayments.bookingAmount}, ${bookingPayments.amount})`,
        bookingCurrency: bookings.currency,
        createdAt: bankEntryPayments.createdAt,
      })
      .from(bankEntryPayments)
      .innerJoin(bookings, eq(bookings.id, bankEntryPayments.booking))
      .innerJoin(bookingPayments, eq(bookingPayments.id, bankEntryPayments.payment))
      .where(inArray(bankEntryPayments.entry, entries))
      .orderBy(asc(bankEntryPayments.createdAt));
    return rows.map((r) => ({
      ...r,
      bookingNo: String(r.bookingNo),
      bookingAmount: Number(r.bookingAmount),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async paymentLink(entry: string, id: string) {
    const [row] = await this.db
      .select()
      .from(bankEntryPayments)
      .where(and(eq(bankEntryPayments.entry, entry), eq(bankEntryPayments.id, id)));
    return row;
  }

  /** Money in and out per period of [from, to] and before it, per account (minor units). */
  async sums(bank: string | undefined, from: string, to: string, unit: 'day' | 'week' | 'month') {
    const period = sql.raw(`'${unit}'`);
    const condition = bank ? sql`and e.bank = ${bank}` : sql``;
    const [before, during] = await Promise.all([
      this.db.execute(sql`
        select e.bank, coalesce(sum(e.amount), 0)::bigint as total from ${bankEntries} e
        where e.booking_date < ${from}::date ${condition} group by e.bank`),
      this.db.execute(sql`
        select e.bank, date_trunc(${period}, e.booking_date)::date::text as period,
          coalesce(sum(e.amount) filter (where e.amount > 0), 0)::bigint as received,
          coalesce(sum(e.amount) filter (where e.amount < 0), 0)::bigint as paid
        from ${bankEntries} e
        where e.booking_date between ${from}::date and ${to}::date ${condition}
        group by e.bank, 2`),
    ]);
    return {
      before: (before.rows as { bank: string; total: string | number }[]).map((r) => ({
        bank: r.bank,
        total: Number(r.total),
      })),
      during: (
        during.rows as { bank: string; period: string; received: string | number; paid: string | number }[]
      ).map((r) => ({ bank: r.bank, period: r.period, received: Number(r.received), paid: Number(r.paid) })),
    };
  }

  /** Live bookings with something open: their due amounts, paid and currency (the cash-flow's expectations). */
  async openBookings(states: string[]) {
    return this.db
      .select({
        currency: bookings.currency,
        paid: bookings.paid,
        total: bookings.total,
        from: bookings.from,
        due: sql<
          { amount: { amount: number }; due: string }[]
        >`coalesce(${bookings.calculation}->'due', '[]'::jsonb)`,
      })
      .from(bookings)
      .where(and(inArray(bookings.state, states), sql`${bookings.total} > ${bookings.paid}`));
  }

  banks(ids?: string[]): Promise<BankRow[]> {
    return this.db
      .select()
      .from(banks)
      .where(ids ? inArray(banks.id, ids) : undefined)
      .orderBy(asc(banks.name));
  }
}
