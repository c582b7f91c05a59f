import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;

/** Sold online at this asset: active, bookable online, and of the asset or of none (sold everywhere). */
const offeredAt = (asset: string) =>
  and(
    eq(products.isActive, true),
    eq(products.onlineBookable, true),
    or(
      eq(products.vessel, asset),
      eq(products.resort, asset),
      and(isNull(products.vessel), isNull(products.resort)),
    ),
  );

/** The products sold online at an asset, by name. */
export function productsOfferedAt(db: Db, asset: string): Promise<ProductRow[]> {
  return db.select().from(products).where(offeredAt(asset)).orderBy(asc(products.name));
}

/** Those of the products `ids` sold online at an asset. */
export function offeredProducts(db: Db, asset: string, ids: string[]): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), offeredAt(asset)));
}
