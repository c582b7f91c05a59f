import { type Principal, posClosingResource, posTillResource } from '@seaberth/domain';
import { and, asc, eq, getTableColumns, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { assetCondition } from '../../db/asset-condition.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type PosClosingRow = typeof t.posClosings.$inferSelect;
/** Which transactions a sum is over (pending of a till, or taken in by a closing). */
export type ClosingScope = SQL;
export type NewPosClosing = typeof t.posClosings.$inferInsert;

/** The reads and writes of a till's closing; one closing runs in a transaction with the till locked. */
export class PosClosingRepository {
  constructor(readonly db: Db) {}

  transaction<T>(work: (tx: PosClosingRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PosClosingRepository(tx as unknown as Db)));
  }

  /** A user limited to some resorts or vessels closes only their tills (and those of no asset). */
  static tillsVisibleTo(principal: Principal): SQL | undefined {
    return assetCondition(posTillResource, getTableColumns(t.posTills), principal);
  }

  /** A stored closing is seen by who sees its till's resort or vessel. */
  static closingsVisibleTo(principal: Principal): SQL | undefined {
    return assetCondition(posClosingResource, getTableColumns(t.posClosings), principal);
  }

  /** The till if the requester may see it (`visible`: their assets), its row locked when asked. */
  async till(id: string, visible?: SQL, lock = false) {
    const query = this.db
      .select()
      .from(t.posTills)
      .where(and(eq(t.posTills.id, id), visible));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async nextNumber(till: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(max(${t.posClosings.number}), 0)::int` })
      .from(t.posClosings)
      .where(eq(t.posClosings.till, till));
    return Number(row?.n ?? 0) + 1;
  }

  /** The till's transactions a closing now would take in: no longer open and in no closing yet. */
  pendingOf(till: string): SQL {
    const tx = t.posTransactions;
    return and(eq(tx.till, till), ne(tx.state, 'open'), isNull(tx.closing))!;
  }

  /** The transactions a stored closing took in. */
  takenBy(closing: string): SQL {
    return eq(t.posTransactions.closing, closing);
  }

  /**
   * Marks the till's pending transactions as taken in by `closing`; the sums are then read by
   * `takenBy`, so they are over exactly the rows marked, whatever was paid meanwhile.
   */
  async takeIn(closing: string, till: string): Promise<number> {
    const rows = await this.db
      .update(t.posTransactions)
      .set({ closing })
      .where(this.pendingOf(till))
      .returning({ id: t.posTransactions.id });
    return rows.length;
  }

  /** How many, which numbers, their sum, and the voids among them. */
  async summary(scope: SQL) {
    const tx = t.posTransactions;
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        first: sql<number | null>`min(${tx.number})`,
        last: sql<number | null>`max(${tx.number})`,
        // Sales only: a room's bill paid at the till (a settlement) is money, not a sale.
        total: sql<number>`coalesce(sum(${tx.total}) filter (where ${tx.kind} <> 'settlement'), 0)::bigint`,
        voidCount: sql<number>`count(*) filter (where ${tx.kind} = 'void')::int`,
        voidAmount: sql<number>`coalesce(sum(${tx.total}) filter (where ${tx.kind} = 'void'), 0)::bigint`,
      })
      .from(tx)
      .where(scope);
    return {
      count: Number(row?.count ?? 0),
      first: row?.first == null ? null : Number(row.first),
      last: row?.last == null ? null : Number(row.last),
      total: Number(row?.total ?? 0),
      voidCount: Number(row?.voidCount ?? 0),
      voidAmount: Number(row?.voidAmount ?? 0),
    };
  }

  /** Tabs of the till still open: listed on the report, taken in by a later closing. */
  openTabs(till: string) {
    const tx = t.posTransactions;
    return this.db
      .select({
        id: tx.id,
        number: tx.number,
        guestName: tx.guestName,
        roomName: tx.roomName,
        total: tx.total,
      })
      .from(tx)
      .where(and(eq(tx.till, till), eq(tx.state, 'open')))
      .orderBy(asc(tx.number));
  }

  private ids(scope: SQL) {
    return this.db.select({ id: t.posTransactions.id }).from(t.posTransactions).where(scope);
  }

  /** Sales by category (name as the category is called now; one deleted since: '') and by VAT rate. */
  async lineTotals(all: SQL) {
    const l = t.posLines;
    const scope = and(all, ne(t.posTransactions.kind, 'settlement'))!;
    const byCategory = await this.db
      .select({
        category: l.category,
        name: sql<string>`coalesce(max(${t.productCategories.name}), '')`,
        amount: sql<number>`coalesce(sum(${l.amount}), 0)::bigint`,
      })
      .from(l)
      .leftJoin(t.productCategories, eq(t.productCategories.id, l.category))
      .where(inArray(l.transaction, this.ids(scope)))
      .groupBy(l.category);
    const byTaxRate = await this.db
      .select({ taxRate: l.taxRate, gross: sql<number>`coalesce(sum(${l.amount}), 0)::bigint` })
      .from(l)
      .where(inArray(l.transaction, this.ids(scope)))
      .groupBy(l.taxRate)
      .orderBy(asc(l.taxRate));
    return {
      byCategory: byCategory.map((r) => ({ ...r, amount: Number(r.amount) })),
      byTaxRate: byTaxRate.map((r) => ({ taxRate: Number(r.taxRate), gross: Number(r.gross) })),
    };
  }

  /** Payments summed per kind and currency handed over: what they settle, and cash in and out. */
  async paymentTotals(scope: SQL) {
    const p = t.posPayments;
    const rows = await this.db
      .select({
        kind: p.kind,
        currency: p.currency,
        amount: sql<number>`coalesce(sum(${p.amount}), 0)::bigint`,
        baseAmount: sql<number>`coalesce(sum(${p.baseAmount}), 0)::bigint`,
        change: sql<number>`coalesce(sum(${p.change}), 0)::bigint`,
      })
      .from(p)
      .where(inArray(p.transaction, this.ids(scope)))
      .groupBy(p.kind, p.currency)
      .orderBy(asc(p.kind), asc(p.currency));
    return rows.map((r) => ({
      kind: r.kind,
      currency: r.currency,
      amount: Number(r.amount),
      baseAmount: Number(r.baseAmount),
      change: Number(r.change),
    }));
  }

  async insert(values: NewPosClosing): Promise<PosClosingRow> {
    const [row] = await this.db.insert(t.posClosings).values(values).returning();
    return row!;
  }

  async closing(id: string, visible?: SQL): Promise<PosClosingRow | undefined> {
    const [row] = await this.db
      .select()
      .from(t.posClosings)
      .where(and(eq(t.posClosings.id, id), visible));
    return row;
  }
}
