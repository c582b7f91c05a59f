import { Dec, roundMinor } from './money.ts';

/**
 * The one VAT rule of bookings and invoices (docs/decisions.md, "One VAT rule"): the VAT of an
 * amount in whole minor units at `percent`, rounded once, half away from zero. A gross price
 * (inclusive) contains amount × p / (100 + p) — the VAT is taken out of the price, the net is what
 * is left, so the guest pays the price as quoted to the cent and no rounding line is needed. A net
 * price (exclusive) carries amount × p / 100 on top. The booking's tax lines and the invoice's
 * breakdown both come from here, from the same rounded amount, so they agree to the cent.
 */
export function vatOf(amount: number, percent: number, inclusive: boolean): number {
  const p = new Dec(percent);
  const base = new Dec(amount);
  return roundMinor(inclusive ? base.mul(p).div(p.plus(100)) : base.mul(p).div(100));
}

/** The net of an amount by the same rule: a gross price less the VAT it contains; a net price as it is. */
export function netOf(amount: number, percent: number, inclusive: boolean): number {
  return inclusive ? amount - vatOf(amount, percent, true) : amount;
}
