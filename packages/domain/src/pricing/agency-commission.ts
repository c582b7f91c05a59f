import type { CommissionLine, QuoteWarning } from './calculation.ts';
import type { Delta } from './discounts.ts';
import { convertExact, Dec, decimalsOf, formatMoney, roundMinor, ZERO } from './money.ts';
import { percentText } from './percent.ts';
import type { PriceList } from './price-list.ts';
import { type AppliedSpecial, candidates, type QuoteEnv } from './specials.ts';

/**
 * The commissionable price: room, trip and variant units on the booking's invoice at their price
 * after specials, except the changes of specials marked excludeFromCommission.
 */
export function commissionableBase(env: QuoteEnv, applied: readonly AppliedSpecial[]): Dec {
  const excluded = applied
    .filter((a) => a.special.excludeFromCommission)
    .flatMap((a) => a.deltas)
    .filter((d: Delta) => d.unit.line.commissionable)
    .reduce((s, d) => s.plus(d.delta), ZERO);
  const base = env.lines
    .filter((l) => l.commissionable && l.settlement === 'Direct' && l.currency === env.draft.currency)
    .flatMap((l) => l.units)
    .reduce((s, u) => s.plus(u.amount), ZERO)
    .minus(excluded);
  return Dec.max(base, 0);
}

/** The agency's percentage: the booking's commission record, else the agency's, else the list's. */
function standardPercent(env: QuoteEnv, main: PriceList | null): { percent: number; source: string } | null {
  const record = (id: string | null | undefined) => env.context.commissions?.find((c) => c.id === id);
  const chosen = record(env.draft.commission);
  if (chosen) return { percent: chosen.percent, source: chosen.name };
  const agency = env.draft.agency?.commission;
  if (typeof agency === 'number') return { percent: agency, source: 'agency commission' };
  const listed = record(main?.commission);
  return listed ? { percent: listed.percent, source: `${listed.name} (${main?.name})` } : null;
}

/**
 * What the agency earns, when the booking has one. AgencyCommission specials whose rule holds
 * replace the standard percentage (PerCent) or set a fixed amount (Absolute); of several, the one
 * paying the agency most applies, so an agency never loses by qualifying for another incentive.
 */
export function agencyCommission(
  env: QuoteEnv,
  applied: readonly AppliedSpecial[],
  main: PriceList | null,
  warnings: QuoteWarning[],
): CommissionLine | null {
  const agency = env.draft.agency?.id;
  if (!agency) return null;
  const currency = env.draft.currency;
  const base = commissionableBase(env, applied);
  const options: { percent: number | null; amount: Dec; reason: string }[] = [];
  const standard = standardPercent(env, main);
  if (standard)
    options.push({
      percent: standard.percent,
      amount: base.mul(standard.percent).div(100),
      reason: standard.source,
    });
  for (const { special } of candidates(env, 'AgencyCommission', warnings)) {
    if (special.discount === 'PerCent')
      options.push({
        percent: special.discountValue,
        amount: base.mul(special.discountValue).div(100),
        reason: special.name,
      });
    else if (special.discount === 'Absolute')
      options.push({
        percent: null,
        amount: convertExact(new Dec(special.discountValue), special.currency, currency, env.context.rates),
        reason: special.name,
      });
  }
  const best = options.reduce<(typeof options)[number] | null>(
    (b, o) => (b === null || o.amount.gt(b.amount) ? o : b),
    null,
  );
  if (!best) return null;
  const baseMoney = { amount: roundMinor(base), currency };
  const decimals = decimalsOf(env.context.rates, currency);
  return {
    agency,
    percent: best.percent,
    base: baseMoney,
    amount: { amount: roundMinor(best.amount), currency },
    reason:
      best.percent === null
        ? best.reason
        : `${best.reason}: ${percentText(best.percent)} % of ${formatMoney(baseMoney, decimals)}`,
  };
}
