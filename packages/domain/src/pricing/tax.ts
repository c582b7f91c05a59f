import { Dec, ZERO } from './money.ts';
import type { PriceList } from './price-list.ts';
import type { AppliedSpecial } from './specials.ts';
import type { PriceLine, Unit } from './units.ts';

export interface PriceTax {
  name: string;
  percent: number;
  inclusive: boolean;
}

/** SPEC §4: tax defaults to `aborted`; only an active tax with a rate is charged or shown. */
export function taxOfList(list: PriceList): PriceTax | null {
  if (list.tax.status !== 'active' || list.tax.value <= 0) return null;
  return { name: list.tax.name || 'Tax', percent: list.tax.value, inclusive: list.tax.inclusive };
}

export interface TaxBase {
  tax: PriceTax;
  base: Dec;
}

/**
 * Taxable bases per tax: each unit on the invoice (booking currency, not paid on site) is taxed as
 * its line is, at its price after specials, except for the changes of specials marked
 * `excludeFromTax`.
 */
export function invoiceTaxBases(
  lines: readonly PriceLine[],
  applied: readonly AppliedSpecial[],
  currency: string,
): TaxBase[] {
  const excluded = new Map<Unit, Dec>();
  for (const a of applied)
    if (a.special.excludeFromTax)
      for (const d of a.deltas) excluded.set(d.unit, (excluded.get(d.unit) ?? ZERO).plus(d.delta));
  const bases = new Map<string, TaxBase>();
  for (const line of lines) {
    const tax = line.tax;
    if (!tax || line.settlement !== 'Direct' || line.currency !== currency) continue;
    const key = `${tax.name}|${tax.percent}|${tax.inclusive}`;
    const entry = bases.get(key) ?? { tax, base: ZERO };
    for (const unit of line.units)
      entry.base = entry.base.plus(unit.amount).minus(excluded.get(unit) ?? ZERO);
    bases.set(key, entry);
  }
  // Excluding a surcharge that later specials took away again could leave a negative base.
  return [...bases.values()].map((b) => ({ ...b, base: Dec.max(b.base, 0) }));
}
