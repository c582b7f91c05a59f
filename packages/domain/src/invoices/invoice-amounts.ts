import type { TaxCategory } from './tax-rate.ts';

/** A tax rate as an invoice applies it: the booking's prices contain it (inclusive) or not. */
export interface InvoiceRate {
  percent: number;
  category: TaxCategory;
  exemptionReason: string;
  inclusive: boolean;
}

/** What is invoiced: a calculation line (by its id) with its amount in minor units, tax as priced. */
export interface InvoiceItem {
  line: string;
  text: string;
  amount: number;
  rate: InvoiceRate;
}

/** An invoice line as EN 16931 has it: net (BT-131), with its VAT category and rate. */
export interface InvoiceLine {
  line: string;
  text: string;
  quantity: number;
  net: number;
  percent: number;
  category: TaxCategory;
}

/** A VAT breakdown (BG-23): per category and rate, the taxable amount and the tax. */
export interface InvoiceTaxSubtotal {
  percent: number;
  category: TaxCategory;
  exemptionReason: string;
  net: number;
  tax: number;
}

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  taxes: InvoiceTaxSubtotal[];
  /** Sum of line nets (BT-106 = BT-109, no document allowances). */
  net: number;
  /** BT-110. */
  tax: number;
  /** net + tax (BT-112). */
  gross: number;
  /** BT-114: the cent that makes gross prices payable as priced when rounding the tax moved it. */
  rounding: number;
  /** gross + rounding (BT-115 before payments): what the items cost. */
  payable: number;
}

/** Half away from zero, so a credit note rounds exactly like its invoice. */
const round = (value: number) => Math.sign(value) * Math.round(Math.abs(value));
const taxOf = (net: number, percent: number) => round((net * percent) / 100);

/**
 * Splits `total` over the weights in proportion, in whole minor units that add up exactly
 * (largest remainder), so line nets always sum to the breakdown's taxable amount.
 */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    const shares = weights.map(() => 0);
    if (shares.length) shares[shares.length - 1] = total;
    return shares;
  }
  const exact = weights.map((w) => (w * total) / sum);
  const shares = exact.map((x) => Math.trunc(x));
  let rest = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: Math.abs(x - Math.trunc(x)) }))
    .sort((a, b) => b.frac - a.frac);
  for (let k = 0; rest !== 0 && order.length; k = (k + 1) % order.length) {
    const step = Math.sign(rest);
    shares[order[k]!.i]! += step;
    rest -= step;
  }
  return shares;
}

/** For gross prices: the net whose tax, rounded as EN 16931 rounds it (BR-CO-17), gives back the gross. */
function netOfGross(gross: number, percent: number): number {
  const guess = round((gross * 100) / (100 + percent));
  for (const net of [guess, guess - 1, guess + 1]) if (net + taxOf(net, percent) === gross) return net;
  return guess;
}

/**
 * The invoice amounts of some calculation lines: line nets, the VAT breakdown per category and
 * rate, and the totals, so that every EN 16931 sum rule holds (BR-CO-10/13/14/15/17): the line
 * nets add up to each breakdown's taxable amount, each breakdown's tax is its taxable amount times
 * its rate rounded, and the totals are their sums. Gross prices stay payable to the cent: where
 * rounding the tax moved a gross price, the difference is the rounding amount (BT-114).
 */
export function invoiceAmounts(items: readonly InvoiceItem[]): InvoiceAmounts {
  // One breakdown per category and rate, gross-priced and net-priced items alike.
  const groups = new Map<string, InvoiceItem[]>();
  for (const item of items) {
    const key = `${item.rate.category}|${item.rate.percent}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const nets = new Map<InvoiceItem, number>();
  const taxes: InvoiceTaxSubtotal[] = [];
  let payable = 0;
  for (const group of groups.values()) {
    const { percent, category, exemptionReason } = group[0]!.rate;
    const inclusive = group.filter((item) => item.rate.inclusive);
    const exclusive = group.filter((item) => !item.rate.inclusive);
    const gross = inclusive.reduce((a, item) => a + item.amount, 0);
    const inclusiveNet = netOfGross(gross, percent);
    const shares = apportion(
      inclusiveNet,
      inclusive.map((item) => item.amount),
    );
    for (const [i, item] of inclusive.entries()) nets.set(item, shares[i]!);
    for (const item of exclusive) nets.set(item, item.amount);
    const net = inclusiveNet + exclusive.reduce((a, item) => a + item.amount, 0);
    const tax = taxOf(net, percent);
    taxes.push({ percent, category, exemptionReason, net, tax });
    payable += exclusive.length ? net + tax : gross;
  }
  const net = taxes.reduce((a, t) => a + t.net, 0);
  const tax = taxes.reduce((a, t) => a + t.tax, 0);
  return {
    lines: items.map((item) => ({
      line: item.line,
      text: item.text,
      quantity: 1,
      net: nets.get(item)!,
      percent: item.rate.percent,
      category: item.rate.category,
    })),
    taxes,
    net,
    tax,
    gross: net + tax,
    rounding: payable - (net + tax),
    payable,
  };
}
