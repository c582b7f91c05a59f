import { and, asc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type RentalItemRow = typeof t.rentalItems.$inferSelect;
export type RentalRow = typeof t.rentals.$inferSelect;
export type NewRental = typeof t.rentals.$inferInsert;

/** Rental gear's reads and writes; renting and returning run through `transaction`. */
export class RentalRepository {
  constructor(readonly db: Db) {}

  transaction<T>(work: (repo: RentalRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new RentalRepository(tx as unknown as Db)));
  }

  /** The item, its row locked until the transaction ends: rentals of one item queue here. */
  async lockItem(id: string): Promise<RentalItemRow | undefined> {
    const [row] = await this.db.select().from(t.rentalItems).where(eq(t.rentalItems.id, id)).for('update');
    return row;
  }

  /** A new version too: a form opened before the item went out saves against what it is now. */
  async setItemState(id: string, state: string): Promise<void> {
    await this.db
      .update(t.rentalItems)
      .set({ state, version: sql`${t.rentalItems.version} + 1`, updatedAt: new Date() })
      .where(eq(t.rentalItems.id, id));
  }

  async product(id: string) {
    const [row] = await this.db
      .select({
        id: t.products.id,
        name: t.products.name,
        amount: t.products.amount,
        stockType: t.products.stockType,
      })
      .from(t.products)
      .where(eq(t.products.id, id));
    return row;
  }

  async insertRental(values: NewRental): Promise<RentalRow> {
    const [row] = await this.db.insert(t.rentals).values(values).returning();
    return row!;
  }

  async updateRental(id: string, values: Partial<NewRental>): Promise<RentalRow> {
    const [row] = await this.db
      .update(t.rentals)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(t.rentals.id, id))
      .returning();
    return row!;
  }

  async deleteRental(id: string): Promise<void> {
    await this.db.delete(t.rentals).where(eq(t.rentals.id, id));
  }

  async lockRental(id: string): Promise<RentalRow | undefined> {
    const [row] = await this.db.select().from(t.rentals).where(eq(t.rentals.id, id)).for('update');
    return row;
  }

  async rental(id: string): Promise<RentalRow | undefined> {
    const [row] = await this.db.select().from(t.rentals).where(eq(t.rentals.id, id));
    return row;
  }

  /** Rentals out on any day from `from` to `to`: begun by `to`, not given back before `from`. */
  out(filter: { from: string; to: string; customer?: string }): Promise<RentalRow[]> {
    const r = t.rentals;
    const conditions: SQL[] = [
      lte(r.from, filter.to),
      or(isNull(r.returnedOn), gte(r.returnedOn, filter.from))!,
    ];
    if (filter.customer) conditions.push(eq(r.customer, filter.customer));
    return this.db
      .select()
      .from(r)
      .where(and(...conditions))
      .orderBy(asc(r.from), asc(r.productName), asc(r.itemNumber))
      .limit(1000);
  }
}
