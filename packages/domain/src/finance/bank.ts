import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { isoDateSchema } from '../dates/index.ts';
import { bicSchema, ibanSchema } from '../documents/index.ts';
import { Dec } from '../pricing/index.ts';
import { defineResource, moneyAmount } from '../resources/index.ts';
import { dateRangeSchema, RANGE_SPANS, TIME_UNIT_SPANS } from '../dates/index.ts';

const hidden = { ui: { hideInList: true } };

/**
 * A bank account whose statements are imported and reconciled (SPEC §2 /bank, feature bank). Read
 * by `bank.read` or who works with its entries; changed by `banks.*`.
 */
export const bankResource = defineResource({
  name: 'bank',
  scope: 'banks',
  scopes: { read: ['bank.read', 'banks.read', 'bankentries.read'] },
  features: ['bank'],
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    iban: ibanSchema,
    bic: bicSchema.default(''),
    currency: currencyCode.default('EUR'),
    /** Signed minor units on the opening date, before the first imported entry. */
    openingBalance: moneyAmount('currency', { signed: true }).default(0),
    openingDate: isoDateSchema,
    /** Certain matches (the booking number in the remittance, the open amount) are assigned at import. */
    autoAssign: z.boolean().default(false),
    isActive: z.boolean().default(true),
    note: z.string().max(2000).default('').meta(hidden),
    /** A Wise account: its profile and balance ids and an API token, to collect its transactions. */
    wiseProfileId: z.string().trim().max(50).default('').meta(hidden),
    wiseBalanceId: z.string().trim().max(50).default('').meta(hidden),
    wiseToken: z
      .string()
      .max(500)
      .optional()
      .meta({ ui: { widget: 'password', writeOnly: true, hideInList: true } }),
  }),
  search: ['name', 'iban'],
  columns: ['name', 'iban', 'currency', 'openingDate', 'autoAssign', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['iban']],
});
export type Bank = z.output<(typeof bankResource)['schema']> & { id: string; version: number };

/** How an entry stands: nothing assigned yet, part of it, or all of it. */
export const BANK_ENTRY_STATES = ['open', 'partial', 'assigned'] as const;
export type BankEntryState = (typeof BANK_ENTRY_STATES)[number];

/** Where an entry came from: a statement file, or typed in at the desk (cash, card). */
export const BANK_ENTRY_SOURCES = ['camt053', 'mt940', 'csv', 'wise', 'manual'] as const;

/**
 * A line of a bank statement (`/api/bankentry`): written by imports and the desk (the standard
 * writes are the desk's, not the generic layer's); money is assigned to bookings through `POST
 * {id}/payments`.
 */
export const bankEntryResource = defineResource({
  name: 'bankentry',
  scope: 'bankentries',
  features: ['bank'],
  readOnly: true,
  // Desk entries are written through `/api/bankentry` (bank-entry-writes.ts): each a version.
  history: true,
  schema: z.object({
    bank: z.uuid().meta({ ui: { widget: 'reference', ref: 'bank' } }),
    bookingDate: isoDateSchema,
    valueDate: isoDateSchema.nullable().default(null).meta(hidden),
    amount: z.number().int(),
    currency: currencyCode,
    counterpartyName: z.string().default(''),
    counterpartyIban: z.string().default('').meta(hidden),
    remittance: z.string().default(''),
    reference: z.string().default('').meta(hidden),
    /** Minor units of the entry already assigned to bookings. */
    assigned: z.number().int().default(0),
    state: z.enum(BANK_ENTRY_STATES).default('open'),
    source: z.enum(BANK_ENTRY_SOURCES).default('manual'),
  }),
  search: ['counterpartyName', 'remittance', 'reference'],
  columns: ['bookingDate', 'counterpartyName', 'remittance', 'amount', 'currency', 'state'],
  filters: ['bank', 'state', 'source'],
  sort: { field: 'bookingDate', order: -1 },
  titleField: 'counterpartyName',
});

/** `POST /api/bankentry/{id}/payments`: the entry, or part of it, pays a booking. */
export const assignBankEntrySchema = z.object({
  booking: z.uuid(),
  /** Minor units of the entry's currency; default: what is left of the entry, at most the booking's open amount. */
  amount: z.number().int().min(1).max(1_000_000_000_000).optional(),
  /** Booking-currency units per unit of the entry's currency (a decimal as text); default the day's rate. */
  rate: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,10})?$/, 'Give the rate as a decimal number')
    .optional(),
  /** Whether `rate` is booking per entry currency (`direct`) or the other way round (`inverse`). */
  rateType: z.enum(['direct', 'inverse']).default('direct'),
  note: z.string().max(500).default(''),
});
export type AssignBankEntry = z.output<typeof assignBankEntrySchema>;

/** `POST /api/bank/wise/collect/{id}`: the period to collect (default the last 30 days). */
export const wiseCollectSchema = dateRangeSchema({ maxDays: RANGE_SPANS.year, optional: true });

type BankPeriod = 'day' | 'week' | 'month';
/** A series holds a point per period: days for three years, weeks for ten, months for thirty. */
const SERIES_SPANS: Record<BankPeriod, number> = TIME_UNIT_SPANS;

/** `GET /api/bank/balance`: the accounts' balance at the end of each period. */
export const bankBalanceQuerySchema = dateRangeSchema(
  { maxDays: (q) => SERIES_SPANS[q.groupBy as BankPeriod] },
  {
    bank: z.uuid().optional(),
    groupBy: z.enum(['day', 'week', 'month']).default('month'),
  },
);

export const bankBalancePointSchema = z.object({
  /** First day of the period. */
  period: z.string(),
  currency: z.string(),
  /** Money in and out during the period, and the balance at its end (minor units). */
  received: z.number(),
  paid: z.number(),
  balance: z.number(),
});
export type BankBalancePoint = z.infer<typeof bankBalancePointSchema>;

/** One payment of a booking made from a bank entry. */
export const bankEntryPaymentSchema = z.object({
  id: z.string(),
  entry: z.string(),
  booking: z.string(),
  bookingNo: z.string(),
  payment: z.string(),
  /** Of the entry, in its currency. */
  amount: z.number(),
  /** What the booking was credited, in its currency. */
  bookingAmount: z.number(),
  bookingCurrency: z.string(),
  createdAt: z.string(),
});
export type BankEntryPayment = z.infer<typeof bankEntryPaymentSchema>;

/** The answer of an import: what was new, what was known already, what was assigned at once. */
export const bankImportResultSchema = z.object({
  format: z.enum(['camt053', 'mt940', 'csv', 'wise']),
  read: z.number(),
  imported: z.number(),
  duplicates: z.number(),
  assigned: z.number(),
});
export type BankImportResult = z.infer<typeof bankImportResultSchema>;

/**
 * Minor units of another currency at a rate given as decimal text: `direct` is target units per
 * source unit, `inverse` source units per target unit; rounded half up to the target's cents.
 */
export function convertAtRate(
  amount: number,
  fromDecimals: number,
  toDecimals: number,
  rate: string,
  rateType: 'direct' | 'inverse',
): number {
  const major = new Dec(amount).div(new Dec(10).pow(fromDecimals));
  const converted = rateType === 'direct' ? major.mul(rate) : major.div(rate);
  return converted.mul(new Dec(10).pow(toDecimals)).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber();
}

/** `GET /api/bank/cashflow`: money received per period against what bookings are due to pay then. */
export const cashflowPointSchema = z.object({
  period: z.string(),
  currency: z.string(),
  /** Money that came in on the accounts (minor units). */
  received: z.number(),
  /** Due amounts of live bookings falling in the period, less what is paid of them. */
  expected: z.number(),
});
export type CashflowPoint = z.infer<typeof cashflowPointSchema>;

/**
 * The open part of each due amount, in date order (payments settle due amounts in date order, as
 * `nextDueAmount` says): [{ due, open }], nothing for what is paid.
 */
export function openDueAmounts(
  due: readonly { amount: { amount: number }; due: string }[],
  paid: number,
): { due: string; open: number }[] {
  let covered = paid;
  const open: { due: string; open: number }[] = [];
  for (const step of [...due].sort((a, b) => a.due.localeCompare(b.due))) {
    const part = Math.max(0, step.amount.amount - Math.max(covered, 0));
    covered -= step.amount.amount;
    if (part > 0) open.push({ due: step.due, open: part });
  }
  return open;
}

export const bankCashflowQuerySchema = dateRangeSchema(
  { maxDays: (q) => SERIES_SPANS[q.groupBy as BankPeriod] },
  { groupBy: z.enum(['day', 'week', 'month']).default('month') },
);

/** How a CSV export's columns map to entries; saved per bank. Column names are header texts. */
export const csvMappingSchema = z.object({
  delimiter: z.enum([';', ',', '\t']),
  decimal: z.enum([',', '.']),
  dateFormat: z.enum(['DD.MM.YYYY', 'DD.MM.YY', 'YYYY-MM-DD', 'MM/DD/YYYY']),
  /** Lines before the header line (German banks put the account's facts first). */
  skipLines: z.number(),
  columns: z.object({
    bookingDate: z.string(),
    valueDate: z.string().optional(),
    /** One signed amount column, or credit and debit columns. */
    amount: z.string().optional(),
    credit: z.string().optional(),
    debit: z.string().optional(),
    currency: z.string().optional(),
    counterpartyName: z.string().optional(),
    counterpartyIban: z.string().optional(),
    remittance: z.array(z.string()).optional(),
    reference: z.string().optional(),
  }),
});
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** `POST /api/bank/{id}/import/preview`: the file's header and first rows, the guessed and saved mapping. */
export const statementPreviewSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  mapping: csvMappingSchema.nullable(),
  /** The mapping the last CSV import of the account was given, stored as it came. */
  saved: z.record(z.string(), z.unknown()).nullable(),
});

/** A booking an entry probably pays, and why: its number in the text (certain) or its open amount and name. */
export const bankSuggestionSchema = z.object({
  booking: z.string(),
  bookingNo: z.string(),
  leadName: z.string(),
  agencyName: z.string().nullable(),
  currency: z.string(),
  open: z.number(),
  reason: z.enum(['number', 'amount']),
});
export type BankSuggestion = z.infer<typeof bankSuggestionSchema>;

/**
 * The booking payment an assignment made (`POST /api/bankentry/{id}/payments`): the booking's
 * payment as its page lists it.
 */
export const bankAssignmentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** What it counts in the booking currency. */
  bookingAmount: z.number(),
  /** The rate it was converted at; null in the booking currency. */
  rate: z.string().nullable(),
  date: z.string(),
  method: z.string(),
  reference: z.string(),
  note: z.string(),
  createdAt: z.string(),
});

/** `DELETE /api/bank/{id}/entries`: how many entries went. */
export const bankEntriesDeletedSchema = z.object({ deleted: z.number() });
