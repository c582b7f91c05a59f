import { type Calculation, type CalculationEntry, isDueLine, totalsOf } from '../pricing/index.ts';
import type { Money } from '../pricing/index.ts';
import type { BookingExtras } from './booking.ts';

/**
 * Divides `amount` into parts in proportion to `weights`, in whole minor units, so the parts add
 * up to `amount` exactly (largest remainder; ties to the earlier part). All-zero weights: all to
 * the first part.
 */
export function divideProportionally(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / sum);
  // + 0: no negative zero in stored amounts.
  const parts = exact.map((x) => Math.trunc(x) + 0);
  let rest = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: Math.abs(x - Math.trunc(x)) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  const step = Math.sign(rest);
  for (let k = 0; rest !== 0; k = (k + 1) % order.length) {
    parts[order[k]!.i]! += step;
    rest -= step;
  }
  return parts;
}

const share = (value: Money, weights: number[]) =>
  divideProportionally(value.amount, weights).map((amount) => ({ amount, currency: value.currency }));

/**
 * A booking's calculation divided among the bookings of a split: each line goes to the part its
 * guest goes to (`partOf`), lines for no guest to the first part; due amounts, tax and commission
 * are shared in proportion to each part's total. No money is created or lost: per currency the
 * parts' totals, due amounts, tax and commission add up to the original's.
 */
export function divideCalculation(
  calculation: Calculation,
  partOf: (customer: string | null) => number,
  parts: number,
): Calculation[] {
  const lines = calculation.entries.filter((e) => !isDueLine(e));
  const due = calculation.entries.filter(isDueLine);
  const entries = Array.from({ length: parts }, (): CalculationEntry[] => []);
  for (const entry of lines) entries[partOf(entry.customer)]!.push(entry);
  const totals = entries.map((list) => totalsOf(list, calculation.currency));
  const weights = totals.map((t) =>
    Math.max(0, t.find((m) => m.currency === calculation.currency)?.amount ?? 0),
  );
  const dueShares = calculation.due.map((d) => share(d.amount, weights));
  const dueLineShares = due.map((e) => share(e.amount, weights));
  const taxShares = calculation.tax.map((t) => ({
    base: share(t.base, weights),
    amount: share(t.amount, weights),
  }));
  const commission = calculation.commission;
  const commissionShares = commission && {
    base: share(commission.base, weights),
    amount: share(commission.amount, weights),
  };
  return entries.map((list, p) => {
    const total = totals[p]!.find((m) => m.currency === calculation.currency) ?? {
      amount: 0,
      currency: calculation.currency,
    };
    return {
      ...calculation,
      entries: [...list, ...due.map((e, i) => ({ ...e, amount: dueLineShares[i]![p]! }))].filter(
        (e) => !isDueLine(e) || e.amount.amount !== 0,
      ),
      totals: totals[p]!,
      total,
      due: calculation.due
        .map((d, i) => ({ ...d, amount: dueShares[i]![p]! }))
        .filter((d) => d.amount.amount !== 0),
      tax: calculation.tax.map((t, i) => ({
        ...t,
        base: taxShares[i]!.base[p]!,
        amount: taxShares[i]!.amount[p]!,
      })),
      commission: commission && {
        ...commission,
        base: commissionShares!.base[p]!,
        amount: commissionShares!.amount[p]!,
      },
      focCustomerIds: calculation.focCustomerIds.filter((c) => partOf(c) === p),
      // The lines as priced go with their guests too, or a change by hand would bring back the others'.
      ...(calculation.priced ? { priced: calculation.priced.filter((e) => partOf(e.customer) === p) } : {}),
    };
  });
}

/**
 * What a booking adds to its rooms, divided among the parts of a split like its calculation: a
 * line by hand and a product go with their guest (for nobody: the first part), an add-on for some
 * guests keeps those of each part (one for all guests goes to every part, priced per guest), the
 * specials, price list, commission, exchange rate and order stay with every part.
 */
export function divideExtras(
  extras: BookingExtras,
  partOf: (customer: string | null) => number,
  parts: number,
): BookingExtras[] {
  return Array.from({ length: parts }, (_, p) => {
    const mine = (customers: string[] | undefined) => customers?.filter((c) => partOf(c) === p);
    const addons = extras.addons.flatMap((addon) => {
      if (!addon.customers) return [addon];
      const customers = mine(addon.customers)!;
      return customers.length ? [{ ...addon, customers }] : [];
    });
    const part: BookingExtras = { ...extras, addons };
    if (extras.manual) part.manual = extras.manual.filter((m) => partOf(m.customer) === p);
    if (extras.products)
      part.products = extras.products.flatMap((product) => {
        if (!product.customers) return partOf(null) === p ? [product] : [];
        const customers = mine(product.customers)!;
        return customers.length ? [{ ...product, customers }] : [];
      });
    return part;
  });
}
