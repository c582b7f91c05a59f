import type { StockLedger } from '../stock/index.ts';
import type { PosRepository } from './pos.repository.ts';

/**
 * The goods of a closed sale leave the till's stock location, in the sale's own database
 * transaction (a product that tracks no stock is skipped by the ledger; a till without a location
 * keeps none); a void brings them back. Not enough stock of a product that may not go below zero
 * refuses the sale (409 NOT_ENOUGH_STOCK) and nothing of it is stored.
 */
export async function moveTillStock(
  stock: StockLedger,
  repo: PosRepository,
  transaction: string,
  way: 'sell' | 'return',
): Promise<void> {
  const row = await repo.transactionRow(transaction);
  const till = row && (await repo.till(row.till));
  if (!row || !till?.stockLocation) return;
  const location = till.stockLocation;
  const lines = (await repo.lines(transaction))
    .filter((l) => l.product && l.quantity !== 0)
    .map((l) => ({
      product: l.product!,
      location,
      quantity: Math.abs(l.quantity),
      ref: transaction,
      reason: `${till.name} #${row.number}`,
    }));
  if (!lines.length) return;
  if (way === 'sell') await stock.sell(repo.db, lines);
  else await stock.returnSold(repo.db, lines);
}
