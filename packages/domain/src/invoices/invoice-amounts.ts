import { z } from 'zod';
import { vatOf } from '../pricing/index.ts';
import { TAX_CATEGORIES, type TaxCategory } from './tax-rate.ts';

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
  /** Further calculation lines this item bills (the other guests of a room). */
  also?: string[];
  text: string;
  amount: number;
  rate: InvoiceRate;
}

/** An invoice line as EN 16931 has it: net (BT-131), with its VAT category and rate. */
export const invoiceLineSchema = z.object({
  line: z.string(),
  /** Further calculation lines billed in this line; absent on invoices issued before. */
  also: z.array(z.string()).optional(),
  text: z.string(),
  quantity: z.number(),
  net: z.number(),
  percent: z.number(),
  category: z.enum(TAX_CATEGORIES),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** A VAT breakdown (BG-23): per category and rate, the taxable amount and the tax. */
export const invoiceTaxSubtotalSchema = z.object({
  percent: z.number(),
  category: z.enum(TAX_CATEGORIES),
  exemptionReason: z.string(),
  net: z.number(),
  tax: z.number(),
});
export type InvoiceTaxSubtotal = z.infer<typeof invoiceTaxSubtotalSchema>;

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  taxes: InvoiceTaxSubtotal[];
  /** Sum of line nets (BT-106 = BT-109, no document allowances). */
  net: number;
  /** BT-110. */
  tax: number;
  /** net + tax (BT-112). */
  gross: number;
  /** BT-114: always 0 now (one VAT rule); invoices issued before it may carry a cent. */
  rounding: number;
  /** gross + rounding (BT-115 before payments): what the items cost. */
  payable: number;
}

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

/**
 * The invoice amounts of some calculation lines: line nets, the VAT breakdown per category and
 * rate, and the totals, by the booking's own VAT rule (vatOf): the VAT of gross prices is taken
 * out of their sum, the VAT of net prices added to theirs, each rounded once. So an invoice of a
 * whole booking shows the booking's VAT to the cent, the guest pays the prices as quoted, and
 * there is no rounding line (BT-114 stays 0). The line nets add up to each breakdown's taxable
 * amount and the totals are their sums (BR-CO-10/13/14/15); the breakdown's VAT may differ from
 * taxable amount × rate by a cent for gross prices (docs/decisions.md, "One VAT rule").
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
  for (const group of groups.values()) {
    const { percent, category, exemptionReason } = group[0]!.rate;
    const inclusive = group.filter((item) => item.rate.inclusive);
    const exclusive = group.filter((item) => !item.rate.inclusive);
    const gross = inclusive.reduce((a, item) => a + item.amount, 0);
    const added = exclusive.reduce((a, item) => a + item.amount, 0);
    const contained = vatOf(gross, percent, true);
    const shares = apportion(
      gross - contained,
      inclusive.map((item) => item.amount),
    );
    for (const [i, item] of inclusive.entries()) nets.set(item, shares[i]!);
    for (const item of exclusive) nets.set(item, item.amount);
    taxes.push({
      percent,
      category,
      exemptionReason,
      net: gross - contained + added,
      tax: contained + vatOf(added, percent, false),
    });
  }
  const net = taxes.reduce((a, t) => a + t.net, 0);
  const tax = taxes.reduce((a, t) => a + t.tax, 0);
  return {
    lines: items.map((item) => ({
      line: item.line,
      ...(item.also?.length ? { also: item.also } : {}),
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
    rounding: 0,
    payable: net + tax,
  };
}
