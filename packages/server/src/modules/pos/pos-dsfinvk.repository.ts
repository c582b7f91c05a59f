import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/**
 * The reads of a DSFinV-K export: the closings of a period and everything they took in, in a few
 * set-wise queries (a year is ~100,000 receipts), in till and Z number order.
 */
export class PosDsfinvkRepository {
  constructor(readonly db: Db) {}

  closings(from: string, to: string, tills: SQL | undefined, till?: string) {
    const c = t.posClosings;
    return this.db
      .select({ closing: c, till: t.posTills })
      .from(c)
      .innerJoin(t.posTills, eq(t.posTills.id, c.till))
      .where(and(gte(c.day, from), lte(c.day, to), tills, till ? eq(c.till, till) : undefined))
      .orderBy(asc(t.posTills.name), asc(c.till), asc(c.number));
  }

  transactions(closings: string[]) {
    if (!closings.length) return Promise.resolve([]);
    const tx = t.posTransactions;
    return this.db
      .select()
      .from(tx)
      .where(inArray(tx.closing, closings))
      .orderBy(asc(tx.till), asc(tx.number));
  }

  /** The lines of those closings' transactions, with the product's barcode and category name. */
  lines(closings: string[]) {
    if (!closings.length) return Promise.resolve([]);
    const l = t.posLines;
    return this.db
      .select({
        transaction: l.transaction,
        sort: l.sort,
        name: l.name,
        product: l.product,
        barcode: t.products.barcode,
        category: l.category,
        categoryName: t.productCategories.name,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        amount: l.amount,
        taxRate: l.taxRate,
      })
      .from(l)
      .innerJoin(t.posTransactions, eq(t.posTransactions.id, l.transaction))
      .leftJoin(t.products, eq(t.products.id, l.product))
      .leftJoin(t.productCategories, eq(t.productCategories.id, l.category))
      .where(inArray(t.posTransactions.closing, closings))
      .orderBy(asc(l.transaction), asc(l.sort), asc(l.createdAt));
  }

  payments(closings: string[]) {
    if (!closings.length) return Promise.resolve([]);
    const p = t.posPayments;
    return this.db
      .select({
        transaction: p.transaction,
        kind: p.kind,
        amount: p.amount,
        currency: p.currency,
        baseAmount: p.baseAmount,
        change: p.change,
      })
      .from(p)
      .innerJoin(t.posTransactions, eq(t.posTransactions.id, p.transaction))
      .where(inArray(t.posTransactions.closing, closings))
      .orderBy(asc(p.createdAt), asc(p.id));
  }

  /** The closings that took in voided receipts (a void may land in a later closing than its sale). */
  closingsOf(transactions: string[]) {
    if (!transactions.length) return Promise.resolve([]);
    return this.db
      .select({
        id: t.posTransactions.id,
        zNumber: t.posClosings.number,
        zCreatedAt: t.posClosings.closedAt,
      })
      .from(t.posTransactions)
      .leftJoin(t.posClosings, eq(t.posClosings.id, t.posTransactions.closing))
      .where(inArray(t.posTransactions.id, transactions));
  }
}
