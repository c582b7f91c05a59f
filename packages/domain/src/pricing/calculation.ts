import type { Money } from './money.ts';
import type { RuleCriterion } from './special.ts';

/** SPEC §3 calculation entry types. */
export const ENTRY_TYPES = [
  'cost',
  'room_cost',
  'text',
  'tour',
  'addon',
  'deposit',
  'rest',
  'special',
  'product',
  'discount',
  'payment',
  'external',
  'option',
] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/**
 * SPEC §3 customer-type modes. Direct: on the booking's invoice. OnSite: paid at the resort or on
 * board. ForFree: a free place (FOC) given away. Info: shown, not added (inclusive tax, due
 * amounts). None: text without an amount.
 */
export const CUSTOMER_TYPES = ['ForFree', 'OnSite', 'Direct', 'Info', 'None'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Entries of these modes add up to the totals; the others only inform. */
export const COUNTED_CUSTOMER_TYPES: readonly CustomerType[] = ['Direct', 'OnSite', 'ForFree'];

/** A criterion of a special's rule with the value it was checked against. */
export interface MatchedCriterion extends RuleCriterion {
  actual: string | number | (string | number)[] | null;
}

/** Why an entry exists, so a screen can explain the price. */
export interface EntryReason {
  source:
    | 'priceList'
    | 'variant'
    | 'supplement'
    | 'product'
    | 'external'
    | 'special'
    | 'tax'
    | 'terms'
    | 'manual';
  priceList?: { id: string; name: string };
  seasons?: string[];
  special?: { id: string; name: string; discount: string; target: string; scope: string };
  /** The rule as checked at booking level; per-guest criteria are checked for each guest. */
  rule?: MatchedCriterion[];
  /** Human-readable arithmetic, e.g. "7 nights × 120.00 EUR". */
  computation: string;
}

export interface CalculationEntry {
  /**
   * Stable within the booking (manual-lines.ts): the editor's handle on a line. Absent in
   * calculations stored before lines had ids.
   */
  id?: string;
  text: string;
  sort: number;
  amount: Money;
  editable: boolean;
  deletable: boolean;
  unique: boolean;
  /** Guest the line is for, if any. */
  customer: string | null;
  /** Price list that priced the line, if any. */
  price: string | null;
  customerType: CustomerType;
  type: EntryType;
  reason: EntryReason;
  /** A line an action added rather than the price lists: the fee a cancellation charges. */
  kind?: 'cancellationFee';
  /** Added or changed by hand: a re-quote keeps it as it is. */
  manual?: boolean;
  /**
   * A room or trip line priced as `count` equal prices (nights, or one stay): what an invoice says
   * in the guest's words ("7 nights × €85.00"). Absent when the prices differ or a special changed them.
   */
  per?: EntryPer;
}

export interface EntryPer {
  count: number;
  unit: 'night' | 'stay';
  /** Minor units of the entry's currency, per unit. */
  price: number;
}

export interface TaxLine {
  name: string;
  percent: number;
  inclusive: boolean;
  base: Money;
  amount: Money;
}

export interface CommissionLine {
  agency: string;
  /** Null for a fixed amount from an AgencyCommission special. */
  percent: number | null;
  base: Money;
  amount: Money;
  reason: string;
}

export interface DueAmount {
  kind: 'deposit' | 'rest';
  amount: Money;
  due: string;
}

export interface QuoteWarning {
  code:
    | 'NO_PRICE'
    | 'NOT_OFFERED'
    | 'CURRENCY_NOT_OFFERED'
    | 'SPECIAL_NOT_APPLICABLE'
    | 'NO_GUESTS'
    | 'NO_DATES';
  text: string;
  customer?: string;
  night?: string;
  special?: string;
}

export interface Calculation {
  currency: string;
  entries: CalculationEntry[];
  /** Per currency, of the counted entries; the booking currency first. */
  totals: Money[];
  /** The booking-currency total the terms split into due amounts. */
  total: Money;
  tax: TaxLine[];
  commission: CommissionLine | null;
  due: DueAmount[];
  /** Guests travelling free of charge (booking hasFOC / focIds). */
  focCustomerIds: string[];
  /**
   * The lines as the price lists priced them, before the changes by hand: what a change by hand
   * is applied to again, and what a line goes back to when it is priced again.
   */
  priced?: CalculationEntry[];
  warnings: QuoteWarning[];
}

/** A line the engine writes from the terms (deposit, rest): informs, and always comes last. */
export function isDueLine(entry: Pick<CalculationEntry, 'customerType' | 'type'>): boolean {
  return entry.customerType === 'Info' && (entry.type === 'deposit' || entry.type === 'rest');
}

/** Per currency, the counted lines (the booking currency first, even at 0). */
export function totalsOf(entries: readonly CalculationEntry[], currency: string): Money[] {
  const sums = new Map<string, number>([[currency, 0]]);
  for (const e of entries)
    if (COUNTED_CUSTOMER_TYPES.includes(e.customerType))
      sums.set(e.amount.currency, (sums.get(e.amount.currency) ?? 0) + e.amount.amount);
  return [...sums].map(([c, amount]) => ({ amount, currency: c }));
}
