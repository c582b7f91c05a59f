import { type AddRule, ONLINE_PER, type OnlineProduct, type QuoteProduct } from '@seaberth/domain';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { validationError } from '../../http/errors.ts';

type ProductRow = typeof products.$inferSelect;

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

/** `GET /api/book/products?asset=`: what a guest may order ahead at a vessel or resort. */
export async function onlineProducts(db: Db, asset: string): Promise<OnlineProduct[]> {
  const rows = await db.select().from(products).where(offeredAt(asset)).orderBy(asc(products.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: { amount: row.amount, currency: row.currency },
    per: ONLINE_PER[row.addRule as AddRule] ?? 'booking',
  }));
}

/**
 * The products a guest chose, as the quote engine prices them, read from the database: name,
 * price and rule are never taken from the request. A product not offered at this asset online
 * (unknown, inactive, not bookable online, another asset's) is refused by its place in the draft.
 */
export async function chosenProducts(
  db: Db,
  asset: string,
  chosen: readonly { product: string; quantity: number }[],
): Promise<QuoteProduct[]> {
  if (!chosen.length) return [];
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          chosen.map((c) => c.product),
        ),
        offeredAt(asset),
      ),
    );
  const byId = new Map<string, ProductRow>(rows.map((row) => [row.id, row]));
  const refused = chosen.flatMap((c, i) =>
    byId.has(c.product) ? [] : [{ path: `products.${i}.product`, message: 'No such product here' }],
  );
  if (refused.length) throw validationError(refused);
  return chosen.map((c) => {
    const row = byId.get(c.product)!;
    return {
      id: row.id,
      name: row.name,
      price: { amount: row.amount, currency: row.currency },
      addRule: row.addRule as AddRule,
      category: row.productCategory,
      quantity: c.quantity,
    };
  });
}
