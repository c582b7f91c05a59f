import { z } from 'zod';
import type { Money } from './money.ts';
import { CRITERIA, OPERATORS } from './special.ts';

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

/*
 * The calculation as it leaves the server (issue 33 §1): the schemas name every field a booking's
 * calculation carries, so serialising an answer through them drops nothing the screens read. They
 * describe what the engine wrote, not what a client may send: no bounds, no formats.
 */

/** An amount of money as answers carry it: integer minor units of a currency. */
export const moneySchema = z.object({ amount: z.number(), currency: z.string() });

/** A criterion of a special's rule with the value it was checked against. */
export const matchedCriterionSchema = z.object({
  criterion: z.enum(CRITERIA),
  operator: z.enum(OPERATORS),
  values: z.array(z.union([z.string(), z.number()])),
  actual: z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]).nullable(),
});
export type MatchedCriterion = z.infer<typeof matchedCriterionSchema>;

/** Why an entry exists, so a screen can explain the price. */
export const entryReasonSchema = z.object({
  source: z.enum([
    'priceList',
    'variant',
    'supplement',
    'product',
    'external',
    'special',
    'tax',
    'terms',
    'manual',
  ]),
  priceList: z.object({ id: z.string(), name: z.string() }).optional(),
  seasons: z.array(z.string()).optional(),
  special: z
    .object({ id: z.string(), name: z.string(), discount: z.string(), target: z.string(), scope: z.string() })
    .optional(),
  /** The rule as checked at booking level; per-guest criteria are checked for each guest. */
  rule: z.array(matchedCriterionSchema).optional(),
  /** Human-readable arithmetic, e.g. "7 nights × 120.00 EUR". */
  computation: z.string(),
});
export type EntryReason = z.infer<typeof entryReasonSchema>;

export const entryPerSchema = z.object({
  count: z.number(),
  unit: z.enum(['night', 'stay']),
  /** Minor units of the entry's currency, per unit. */
  price: z.number(),
});
export type EntryPer = z.infer<typeof entryPerSchema>;

export const calculationEntrySchema = z.object({
  /**
   * Stable within the booking (manual-lines.ts): the editor's handle on a line. Absent in
   * calculations stored before lines had ids.
   */
  id: z.string().optional(),
  text: z.string(),
  sort: z.number(),
  amount: moneySchema,
  editable: z.boolean(),
  deletable: z.boolean(),
  unique: z.boolean(),
  /** Guest the line is for, if any. */
  customer: z.string().nullable(),
  /** Price list that priced the line, if any. */
  price: z.string().nullable(),
  customerType: z.enum(CUSTOMER_TYPES),
  type: z.enum(ENTRY_TYPES),
  reason: entryReasonSchema,
  /** A line an action added rather than the price lists: the fee a cancellation charges. */
  kind: z.literal('cancellationFee').optional(),
  /** Added or changed by hand: a re-quote keeps it as it is. */
  manual: z.boolean().optional(),
  /**
   * A room or trip line priced as `count` equal prices (nights, or one stay): what an invoice says
   * in the guest's words ("7 nights × €85.00"). Absent when the prices differ or a special changed them.
   */
  per: entryPerSchema.optional(),
});
export type CalculationEntry = z.infer<typeof calculationEntrySchema>;

export const taxLineSchema = z.object({
  name: z.string(),
  percent: z.number(),
  inclusive: z.boolean(),
  base: moneySchema,
  amount: moneySchema,
});
export type TaxLine = z.infer<typeof taxLineSchema>;

export const commissionLineSchema = z.object({
  agency: z.string(),
  /** Null for a fixed amount from an AgencyCommission special. */
  percent: z.number().nullable(),
  base: moneySchema,
  amount: moneySchema,
  reason: z.string(),
});
export type CommissionLine = z.infer<typeof commissionLineSchema>;

export const dueAmountSchema = z.object({
  kind: z.enum(['deposit', 'rest']),
  amount: moneySchema,
  due: z.string(),
});
export type DueAmount = z.infer<typeof dueAmountSchema>;

export const quoteWarningSchema = z.object({
  code: z.enum([
    'NO_PRICE',
    'NOT_OFFERED',
    'CURRENCY_NOT_OFFERED',
    'SPECIAL_NOT_APPLICABLE',
    'NO_GUESTS',
    'NO_DATES',
  ]),
  text: z.string(),
  customer: z.string().optional(),
  night: z.string().optional(),
  special: z.string().optional(),
});
export type QuoteWarning = z.infer<typeof quoteWarningSchema>;

export const calculationSchema = z
  .object({
    currency: z.string(),
    entries: z.array(calculationEntrySchema),
    /** Per currency, of the counted entries; the booking currency first. */
    totals: z.array(moneySchema),
    /** The booking-currency total the terms split into due amounts. */
    total: moneySchema,
    tax: z.array(taxLineSchema),
    commission: commissionLineSchema.nullable(),
    due: z.array(dueAmountSchema),
    /** Guests travelling free of charge (booking hasFOC / focIds). */
    focCustomerIds: z.array(z.string()),
    /**
     * The lines as the price lists priced them, before the changes by hand: what a change by hand
     * is applied to again, and what a line goes back to when it is priced again.
     */
    priced: z.array(calculationEntrySchema).optional(),
    warnings: z.array(quoteWarningSchema),
  })
  .meta({ id: 'Calculation' });
export type Calculation = z.infer<typeof calculationSchema>;

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
