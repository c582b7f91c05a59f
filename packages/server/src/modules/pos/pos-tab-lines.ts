import type { PosRepository, PosTransactionRow } from './pos.repository.ts';

/** Adds lines; an item already on the tab at the same price gets the quantity added instead. */
export async function addLines(
  repo: PosRepository,
  id: string,
  items: {
    product: string | null;
    name: string;
    category: string | null;
    quantity: number;
    unitPrice: number;
    taxRate: number;
    currency: string;
  }[],
) {
  const existing = await repo.lines(id);
  let sort = existing.length;
  for (const item of items) {
    const same = existing.find(
      (l) => l.product && l.product === item.product && l.unitPrice === item.unitPrice,
    );
    if (same) {
      same.quantity += item.quantity;
      same.amount = same.unitPrice * same.quantity;
      await repo.setLine(same.id, { quantity: same.quantity, amount: same.amount });
      continue;
    }
    const [line] = await repo.insertLines([
      { ...item, transaction: id, amount: item.unitPrice * item.quantity, sort: sort++ },
    ]);
    existing.push(line!);
  }
}

export async function retotal(repo: PosRepository, id: string): Promise<PosTransactionRow> {
  const lines = await repo.lines(id);
  return repo.updateTransaction(id, {
    total: lines.reduce((s, l) => s + l.amount, 0),
    itemCount: lines.reduce((s, l) => s + l.quantity, 0),
  });
}
