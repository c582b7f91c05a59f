import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { dateRangeSchema, isoDateSchema, RANGE_SPANS } from '../dates/index.ts';
import { defineResource } from '../resources/index.ts';
import { POS_PAYMENT_KINDS } from './pos.ts';

/** Counted against expected cash of one currency in the drawer; difference = counted − expected. */
export const posClosingCashSchema = z.object({
  currency: z.string(),
  expected: z.number().int(),
  counted: z.number().int(),
  difference: z.number().int(),
});
export type PosClosingCash = z.output<typeof posClosingCashSchema>;

/** What a closing adds up: sales by category, by VAT rate (gross, net, tax), by payment kind, voids. */
export const posClosingTotalsSchema = z.object({
  byCategory: z.array(
    z.object({ category: z.string().nullable(), name: z.string(), amount: z.number().int() }),
  ),
  byTaxRate: z.array(
    z.object({
      taxRate: z.number(),
      gross: z.number().int(),
      net: z.number().int(),
      tax: z.number().int(),
    }),
  ),
  byPaymentKind: z.array(z.object({ kind: z.enum(POS_PAYMENT_KINDS), amount: z.number().int() })),
  /** Void receipts taken in: how many and their (negative) sum. */
  voids: z.object({ count: z.number().int(), amount: z.number().int() }),
});
export type PosClosingTotals = z.output<typeof posClosingTotalsSchema>;

/** A tab still open when the till closed: listed on the Z report, left for the next closing. */
export const posOpenTabSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  guestName: z.string(),
  roomName: z.string(),
  total: z.number().int(),
});
export type PosOpenTab = z.output<typeof posOpenTabSchema>;

/**
 * The day's closing of one till (a Z report, issue 35): every transaction of the till not yet in a
 * closing and no longer open is taken in, so each sale is in exactly one. Written by the server
 * only (`POST /api/pos/closing`); the generic layer lists and reads them at `/api/pos/closing`.
 */
export const posClosingResource = defineResource({
  name: 'pos/closing',
  scope: 'pos',
  features: ['pos'],
  readOnly: true,
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    till: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'postill' } }),
    tillName: z.string().default(''),
    resort: z.uuid().nullable().default(null),
    vessel: z.uuid().nullable().default(null),
    /** The Z number: counted per till from 1 without gaps (the till's row is locked meanwhile). */
    number: z.number().int(),
    /** The operator's business day it was closed on. */
    day: isoDateSchema,
    currency: currencyCode,
    firstNumber: z.number().int(),
    lastNumber: z.number().int(),
    transactionCount: z.number().int(),
    /** Sales net of voids, in the till's currency. */
    total: z.number().int(),
    cash: z.array(posClosingCashSchema).default([]),
    reason: z.string().default(''),
    totals: posClosingTotalsSchema,
    openTabs: z.array(posOpenTabSchema).default([]),
    userName: z.string().default(''),
    closedAt: z.string(),
  }),
  search: ['tillName', 'userName'],
  columns: ['day', 'tillName', 'number', 'transactionCount', 'total', 'userName'],
  filters: ['till', 'day'],
  sort: { field: 'closedAt', order: -1 },
  titleField: 'number',
});

/** A stored closing as `POST /api/pos/closing` answers it (the generic `GET` answers the same record). */
export const posClosingSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  till: z.string(),
  tillName: z.string(),
  resort: z.string().nullable(),
  vessel: z.string().nullable(),
  number: z.number().int(),
  day: z.string(),
  currency: z.string(),
  firstNumber: z.number().int(),
  lastNumber: z.number().int(),
  transactionCount: z.number().int(),
  total: z.number().int(),
  cash: z.array(posClosingCashSchema),
  reason: z.string(),
  totals: posClosingTotalsSchema,
  openTabs: z.array(posOpenTabSchema),
  userName: z.string(),
  closedAt: z.string(),
});
export type PosClosing = z.output<typeof posClosingSchema>;

/** What a closing refuses with: `reason` when the counted cash differs and no reason is given. */
export const POS_CLOSING_MESSAGES = {
  reason: 'Say why the counted cash differs from the expected',
} as const;

/** `POST /api/pos/closing`: the cash counted in the drawer per currency, and why it differs if it does. */
export const posClosingInputSchema = z
  .object({
    till: z.uuid(),
    counted: z
      .array(
        z.object({ currency: currencyCode, amount: z.number().int().min(0).max(100_000_000_00) }).strict(),
      )
      .max(20)
      .default([]),
    reason: z.string().trim().max(1000).default(''),
  })
  .strict();
export type PosClosingInput = z.output<typeof posClosingInputSchema>;

/** `GET /api/pos/closing/preview?till=`: what a closing now would take in; nothing is stored. */
export const posClosingPreviewSchema = z.object({
  till: z.string(),
  tillName: z.string(),
  day: z.string(),
  currency: z.string(),
  firstNumber: z.number().int().nullable(),
  lastNumber: z.number().int().nullable(),
  transactionCount: z.number().int(),
  total: z.number().int(),
  /** Expected cash per currency; nothing is counted yet (counted 0, difference what is missing). */
  cash: z.array(posClosingCashSchema),
  totals: posClosingTotalsSchema,
  openTabs: z.array(posOpenTabSchema),
});
export type PosClosingPreview = z.output<typeof posClosingPreviewSchema>;

/** A payment as the drawer sees it: cash in the currency handed over, change out in the till's. */
export interface DrawerPayment {
  kind: string;
  amount: number;
  currency: string;
  change: number;
}

/**
 * The cash that should be in the drawer per currency: each cash payment's amount in the currency
 * handed over, less the change given back in the till's currency (a void's negative cash counts
 * the same way). Card and folio never touch the drawer. The till's currency always comes first.
 */
export function expectedCash(payments: DrawerPayment[], tillCurrency: string): Map<string, number> {
  const byCurrency = new Map<string, number>([[tillCurrency, 0]]);
  const add = (currency: string, amount: number) =>
    byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + amount);
  for (const p of payments) {
    if (p.kind !== 'cash') continue;
    add(p.currency, p.amount);
    if (p.change) add(tillCurrency, -p.change);
  }
  return byCurrency;
}

/** Expected against counted per currency; a currency counted but not expected shows up too. */
export function closingCash(
  expected: Map<string, number>,
  counted: { currency: string; amount: number }[],
): PosClosingCash[] {
  const currencies = [...expected.keys(), ...counted.map((c) => c.currency)];
  return [...new Set(currencies)].map((currency) => {
    const exp = expected.get(currency) ?? 0;
    const cnt = counted.filter((c) => c.currency === currency).reduce((s, c) => s + c.amount, 0);
    return { currency, expected: exp, counted: cnt, difference: cnt - exp };
  });
}

/** A counted difference in any currency needs a reason on the Z report. */
export const closingNeedsReason = (cash: PosClosingCash[]) => cash.some((c) => c.difference !== 0);

/** Net and tax of a gross amount at a VAT rate in percent, the tax rounded to the minor unit. */
export function taxOfGross(gross: number, taxRate: number): { net: number; tax: number } {
  const net = Math.round((gross * 100) / (100 + taxRate));
  return { net, tax: gross - net };
}

/** `GET /api/pos/export/dsfinvk`: the closings of a period (at most a year), one till or all. */
export const dsfinvkExportQuerySchema = dateRangeSchema(
  { maxDays: RANGE_SPANS.year },
  { till: z.uuid().optional() },
);
