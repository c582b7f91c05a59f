import {
  type Calculation,
  type CalculationEntry,
  type CommissionLine,
  type DueAmount,
  isDueLine,
  type TaxLine,
} from './calculation.ts';
import type { QuoteContext } from './draft.ts';
import { type ManualLine, withLineIds } from './manual-lines.ts';
import type { Money } from './money.ts';
import { recalculated } from './quote.ts';

/**
 * One calculation of a booking that holds a resort stay and a trip: each part priced on its own
 * (its asset's price lists, its nights), then ONE list of lines, one total and one set of due
 * amounts from the booking's terms (`dueOf`). The lines as priced are the parts' lines in order,
 * given their ids anew over the whole list, so a change by hand (`changes`) finds its line again
 * after the next pricing. Taxes of the same rate are added up; a commission of one agency too.
 */
export function mergedCalculation(
  parts: readonly Calculation[],
  changes: { manual: readonly ManualLine[]; order?: readonly string[] },
  dueOf: (total: Money) => DueAmount[],
  context: Pick<QuoteContext, 'language' | 'rates'>,
): Calculation {
  const [first] = parts;
  if (!first) throw new Error('mergedCalculation needs at least one part');
  // Ids count lines alike in order over the whole list, so the same parts give the same ids.
  const priced: CalculationEntry[] = withLineIds(
    parts.flatMap((part) =>
      (part.priced ?? part.entries.filter((e) => !isDueLine(e))).map(({ id: _id, ...entry }) => entry),
    ),
  );
  const base: Calculation = {
    ...first,
    tax: mergedTax(parts.flatMap((p) => p.tax)),
    commission: mergedCommission(parts.map((p) => p.commission)),
    focCustomerIds: [...new Set(parts.flatMap((p) => p.focCustomerIds))],
    warnings: sharedWarnings(parts),
  };
  return recalculated(base, { ...changes, priced }, dueOf, context);
}

function mergedTax(lines: readonly TaxLine[]): TaxLine[] {
  const byRate = new Map<string, TaxLine>();
  for (const line of lines) {
    const key = `${line.name}|${line.percent}|${line.inclusive}|${line.amount.currency}`;
    const seen = byRate.get(key);
    byRate.set(
      key,
      seen
        ? {
            ...seen,
            base: { ...seen.base, amount: seen.base.amount + line.base.amount },
            amount: { ...seen.amount, amount: seen.amount.amount + line.amount.amount },
          }
        : line,
    );
  }
  return [...byRate.values()];
}

function mergedCommission(lines: readonly (CommissionLine | null)[]): CommissionLine | null {
  const [first, ...rest] = lines.filter((l): l is CommissionLine => l !== null);
  if (!first) return null;
  const sum = { ...first, base: { ...first.base }, amount: { ...first.amount } };
  for (const line of rest) {
    if (line.agency !== sum.agency || line.amount.currency !== sum.amount.currency) continue;
    if (line.percent !== sum.percent) sum.percent = null;
    sum.base.amount += line.base.amount;
    sum.amount.amount += line.amount.amount;
  }
  return sum;
}

/**
 * A warning stands when it concerns the whole booking: an add-on "not offered" by the resort is
 * no warning when the vessel offers it (each part is priced with all the booking's add-ons).
 */
function sharedWarnings(parts: readonly Calculation[]) {
  const notOffered = (text: string, part: Calculation) =>
    part.warnings.some((w) => w.code === 'NOT_OFFERED' && w.text === text);
  return parts.flatMap((part, i) =>
    // A "not offered" warning is kept once, from the first part, when every part gives it.
    part.warnings.filter(
      (w) => w.code !== 'NOT_OFFERED' || (i === 0 && parts.every((o) => notOffered(w.text, o))),
    ),
  );
}
