import {
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { productResource, type Principal } from '@seaberth/domain';
import { assetCondition } from '../../db/asset-condition.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { bookingsVisibleTo } from '../bookings/index.ts';

export type PosTransactionRow = typeof t.posTransactions.$inferSelect;
export type PosLineRow = typeof t.posLines.$inferSelect;
export type PosPaymentRow = typeof t.posPayments.$inferSelect;
export type PosTillRow = typeof t.posTills.$inferSelect;
export type NewPosTransaction = typeof t.posTransactions.$inferInsert;
export type NewPosLine = typeof t.posLines.$inferInsert;
export type NewPosPayment = typeof t.posPayments.$inferInsert;

/** Live bookings whose guests may be in house: planned and confirmed (offers and cancellations are not). */
const LIVE = ['planned', 'confirmed'];

export interface InHouseRow {
  booking: string;
  resort: string | null;
  vessel: string | null;
  bookingNo: string;
  roomBooking: string;
  roomName: string;
  customer: string;
  fullName: string;
  checkedIn: boolean;
  currency: string;
  open: number;
}

/** The point of sale's reads and writes; a transaction of the counter runs through `within(tx)`. */
export class PosRepository {
  constructor(readonly db: Db) {}

  transaction<T>(work: (tx: PosRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PosRepository(tx as unknown as Db)));
  }

  /** The till, its row locked: transactions of one till are numbered one after the other. */
  async lockTill(id: string): Promise<PosTillRow | undefined> {
    const [row] = await this.db.select().from(t.posTills).where(eq(t.posTills.id, id)).for('update');
    return row;
  }

  async nextNumber(till: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(max(${t.posTransactions.number}), 0)::int` })
      .from(t.posTransactions)
      .where(eq(t.posTransactions.till, till));
    return Number(row?.n ?? 0) + 1;
  }

  async insertTransaction(values: NewPosTransaction): Promise<PosTransactionRow> {
    const [row] = await this.db.insert(t.posTransactions).values(values).returning();
    return row!;
  }

  /** The transaction, its row locked for the rest of the transaction. */
  async lockTransaction(id: string): Promise<PosTransactionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(t.posTransactions)
      .where(eq(t.posTransactions.id, id))
      .for('update');
    return row;
  }

  async transactionRow(id: string): Promise<PosTransactionRow | undefined> {
    const [row] = await this.db.select().from(t.posTransactions).where(eq(t.posTransactions.id, id));
    return row;
  }

  async updateTransaction(id: string, values: Partial<NewPosTransaction>): Promise<PosTransactionRow> {
    const [row] = await this.db
      .update(t.posTransactions)
      .set({ ...values, version: sql`${t.posTransactions.version} + 1`, updatedAt: new Date() })
      .where(eq(t.posTransactions.id, id))
      .returning();
    return row!;
  }

  lines(transaction: string): Promise<PosLineRow[]> {
    return this.db
      .select()
      .from(t.posLines)
      .where(eq(t.posLines.transaction, transaction))
      .orderBy(asc(t.posLines.sort), asc(t.posLines.createdAt), asc(t.posLines.id));
  }

  async line(id: string): Promise<PosLineRow | undefined> {
    const [row] = await this.db.select().from(t.posLines).where(eq(t.posLines.id, id));
    return row;
  }

  /** Lines of other transactions that void these lines already. */
  voidedLines(lines: string[]): Promise<{ voidsLine: string | null }[]> {
    if (!lines.length) return Promise.resolve([]);
    return this.db
      .select({ voidsLine: t.posLines.voidsLine })
      .from(t.posLines)
      .where(inArray(t.posLines.voidsLine, lines));
  }

  async insertLines(values: NewPosLine[]): Promise<PosLineRow[]> {
    if (!values.length) return [];
    return this.db.insert(t.posLines).values(values).returning();
  }

  async setLine(id: string, values: Pick<NewPosLine, 'quantity' | 'amount'>): Promise<void> {
    await this.db.update(t.posLines).set(values).where(eq(t.posLines.id, id));
  }

  async deleteLine(id: string): Promise<void> {
    await this.db.delete(t.posLines).where(eq(t.posLines.id, id));
  }

  payments(transaction: string): Promise<PosPaymentRow[]> {
    return this.db
      .select()
      .from(t.posPayments)
      .where(eq(t.posPayments.transaction, transaction))
      .orderBy(asc(t.posPayments.createdAt), asc(t.posPayments.id));
  }

  /** The transaction a client's payment key went into, wherever it is. */
  async transactionOfKey(key: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ transaction: t.posPayments.transaction })
      .from(t.posPayments)
      .where(eq(t.posPayments.key, key));
    return row?.transaction;
  }

  async paymentByKey(transaction: string, key: string): Promise<PosPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(t.posPayments)
      .where(and(eq(t.posPayments.transaction, transaction), eq(t.posPayments.key, key)));
    return row;
  }

  async insertPayments(values: NewPosPayment[]): Promise<void> {
    if (values.length) await this.db.insert(t.posPayments).values(values);
  }

  async deletePayment(transaction: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(t.posPayments)
      .where(and(eq(t.posPayments.transaction, transaction), eq(t.posPayments.id, id)))
      .returning({ id: t.posPayments.id });
    return rows.length > 0;
  }

  /** Active products by id with their category, as the counter sells them. */
  products(ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(t.products)
      .where(and(inArray(t.products.id, ids), eq(t.products.isActive, true)));
  }

  /** The counter's catalogue: active products with their category's name, by category and name. */
  /** A TSE account with its secret (only the signer reads it). */
  async tse(id: string): Promise<typeof t.posTses.$inferSelect | undefined> {
    const [row] = await this.db.select().from(t.posTses).where(eq(t.posTses.id, id));
    return row;
  }

  /**
   * The signing step's answer on a transaction (no new version: the receipt's data stay as they
   * were). A failure never overwrites a signature a retry alongside has stored meanwhile.
   */
  async setSignature(
    id: string,
    values: Pick<NewPosTransaction, 'signatureState' | 'signature' | 'signatureError'>,
  ): Promise<void> {
    const unlessSigned =
      values.signatureState === 'failed' ? ne(t.posTransactions.signatureState, 'signed') : undefined;
    await this.db
      .update(t.posTransactions)
      .set(values)
      .where(and(eq(t.posTransactions.id, id), unlessSigned));
  }

  /** Transactions still to sign, oldest first. */
  async unsigned(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: t.posTransactions.id })
      .from(t.posTransactions)
      .where(inArray(t.posTransactions.signatureState, ['pending', 'failed']))
      .orderBy(asc(t.posTransactions.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async till(id: string): Promise<PosTillRow | undefined> {
    const [row] = await this.db.select().from(t.posTills).where(eq(t.posTills.id, id));
    return row;
  }

  catalogue(principal: Principal, till?: Pick<PosTillRow, 'resort' | 'vessel' | 'categories'>) {
    const p = t.products;
    // A bar that sells drinks only: the till names its categories (none named: everything).
    const ownCategories = till?.categories.length ? inArray(p.productCategory, till.categories) : undefined;
    const atTill =
      till && (till.resort || till.vessel)
        ? or(
            and(isNull(p.resort), isNull(p.vessel)),
            till.resort ? eq(p.resort, till.resort) : undefined,
            till.vessel ? eq(p.vessel, till.vessel) : undefined,
          )
        : undefined;
    return this.db
      .select({
        id: t.products.id,
        name: t.products.name,
        category: t.products.productCategory,
        categoryName: sql<string>`coalesce(${t.productCategories.name}, '')`,
        amount: t.products.amount,
        currency: t.products.currency,
        barcode: t.products.barcode,
        taxRate: t.products.taxRate,
        image: sql<string | null>`${t.products.images}->>0`,
      })
      .from(t.products)
      .leftJoin(t.productCategories, eq(t.productCategories.id, t.products.productCategory))
      .where(
        and(
          eq(t.products.isActive, true),
          atTill,
          ownCategories,
          assetCondition(productResource, getTableColumns(t.products), principal),
        ),
      )
      .orderBy(asc(t.productCategories.name), asc(t.products.name));
  }

  async defaultTaxPercent(): Promise<number> {
    const [row] = await this.db
      .select({ percent: t.taxRates.percent })
      .from(t.taxRates)
      .where(and(eq(t.taxRates.isDefault, true), eq(t.taxRates.isActive, true)));
    return row?.percent ?? 0;
  }

  /**
   * Guests who may be charged today: on a live booking, their room not checked out, and either
   * checked in or the room's dates holding today (the departure day included: they pay on leaving).
   */
  inHouse(
    today: string,
    filter: {
      search?: string;
      roomBooking?: string;
      /** One guest's stays (a scanned member card). */
      customer?: string;
      principal?: Principal;
      till?: Pick<PosTillRow, 'resort' | 'vessel'>;
      /** A room's guests whether in house or not (a bill paid at departure or after). */
      anyTime?: boolean;
    } = {},
  ): Promise<InHouseRow[]> {
    const br = t.bookingRooms;
    const conditions: (SQL | undefined)[] = [inArray(t.bookings.state, LIVE)];
    if (!filter.anyTime)
      conditions.push(
        isNull(br.checkOut),
        or(isNotNull(br.checkIn), and(lte(br.from, today), gte(br.to, today))),
        // Checked in early or late still means the stay is about now: not a booking of last year.
        sql`${br.from} <= ${today}::date + 1 and ${br.to} >= ${today}::date - 1`,
      );
    if (filter.roomBooking) conditions.push(eq(br.id, filter.roomBooking));
    if (filter.customer) conditions.push(eq(t.bookingGuests.customer, filter.customer));
    if (filter.principal) conditions.push(bookingsVisibleTo(filter.principal));
    // A till of a resort charges the resort's guests, one on board the vessel's.
    if (filter.till?.resort) conditions.push(eq(t.bookings.resort, filter.till.resort));
    if (filter.till?.vessel) conditions.push(eq(t.bookings.vessel, filter.till.vessel));
    if (filter.search?.trim()) {
      const pattern = `%${filter.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        or(
          ilike(t.customers.fullName, pattern),
          ilike(t.rooms.name, pattern),
          ilike(t.bookings.bookingNo, pattern),
        ),
      );
    }
    return this.db
      .select({
        booking: t.bookings.id,
        resort: t.bookings.resort,
        vessel: t.bookings.vessel,
        bookingNo: t.bookings.bookingNo,
        roomBooking: br.id,
        roomName: t.rooms.name,
        customer: t.bookingGuests.customer,
        fullName: t.customers.fullName,
        checkedIn: sql<boolean>`${br.checkIn} is not null`,
        currency: t.bookings.currency,
        open: sql<number>`(${t.bookings.total} - ${t.bookings.paid})::float8`,
      })
      .from(t.bookingGuests)
      .innerJoin(br, eq(br.id, t.bookingGuests.roomBooking))
      .innerJoin(t.bookings, eq(t.bookings.id, t.bookingGuests.booking))
      .innerJoin(t.customers, eq(t.customers.id, t.bookingGuests.customer))
      .innerJoin(t.rooms, eq(t.rooms.id, br.room))
      .where(and(...conditions))
      .orderBy(asc(t.rooms.name), asc(t.customers.sortName))
      .limit(200);
  }

  /** The room booking with its booking and room name, whether or not in house. */
  async roomBooking(id: string) {
    const [row] = await this.db
      .select({ id: t.bookingRooms.id, booking: t.bookingRooms.booking, roomName: t.rooms.name })
      .from(t.bookingRooms)
      .innerJoin(t.rooms, eq(t.rooms.id, t.bookingRooms.room))
      .where(eq(t.bookingRooms.id, id));
    return row;
  }

  /** Sales of a period per day, category and payment kind (voids count against them). */
  async stats(from: string, to: string, till?: string) {
    const tx = t.posTransactions;
    const period = and(
      gte(tx.day, from),
      lte(tx.day, to),
      inArray(tx.state, ['paid', 'folio', 'void']),
      till ? eq(tx.till, till) : undefined,
    );
    const [byDay, byCategory, byKind] = await Promise.all([
      this.db
        .select({
          day: tx.day,
          transactions: sql<number>`count(*) filter (where ${tx.kind} = 'sale')::int`,
          amount: sql<number>`coalesce(sum(${tx.total}), 0)::bigint`,
        })
        .from(tx)
        .where(period)
        .groupBy(tx.day)
        .orderBy(asc(tx.day)),
      this.db
        .select({
          category: t.posLines.category,
          name: sql<string>`coalesce(max(${t.productCategories.name}), '')`,
          quantity: sql<number>`coalesce(sum(${t.posLines.quantity}), 0)::int`,
          amount: sql<number>`coalesce(sum(${t.posLines.amount}), 0)::bigint`,
        })
        .from(t.posLines)
        .innerJoin(tx, eq(tx.id, t.posLines.transaction))
        .leftJoin(t.productCategories, eq(t.productCategories.id, t.posLines.category))
        .where(period)
        .groupBy(t.posLines.category),
      this.db
        .select({
          kind: t.posPayments.kind,
          amount: sql<number>`coalesce(sum(${t.posPayments.baseAmount}), 0)::bigint`,
        })
        .from(t.posPayments)
        .innerJoin(tx, eq(tx.id, t.posPayments.transaction))
        .where(period)
        .groupBy(t.posPayments.kind)
        .orderBy(asc(t.posPayments.kind)),
    ]);
    const num = <R extends { amount: number }>(rows: R[]) =>
      rows.map((r) => ({ ...r, amount: Number(r.amount) }));
    return { byDay: num(byDay), byCategory: num(byCategory), byKind: num(byKind) };
  }
}
