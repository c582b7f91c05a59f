import { type AddRule, ONLINE_PER, type OnlineProduct, type QuoteProduct } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { offeredProducts, type ProductRow, productsOfferedAt } from './products.repository.ts';

/** `GET /api/book/products?asset=`: what a guest may order ahead at a vessel or resort. */
export async function onlineProducts(db: Db, asset: string): Promise<OnlineProduct[]> {
  const rows = await productsOfferedAt(db, asset);
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
  const rows = await offeredProducts(
    db,
    asset,
    chosen.map((c) => c.product),
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
