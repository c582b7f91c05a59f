import { z } from 'zod';
import { TAX_CATEGORIES, type TaxCategory } from '../invoices/index.ts';
import { dateRangeSchema, RANGE_SPANS } from '../dates/index.ts';

/**
 * The DATEV posting export (`/plugins`, admin): invoices, credit notes and payments of a period
 * as an EXTF "Buchungsstapel" (format category 21, version 13) that German tax advisers import
 * into DATEV Rechnungswesen.
 */
export const DATEV_CHARTS = ['SKR03', 'SKR04'] as const;
export type DatevChart = (typeof DATEV_CHARTS)[number];

/** One collective debtor account for everybody, or one account per customer (numbered from it). */
export const DATEV_DEBITOR_MODES = ['collective', 'perCustomer'] as const;

/** A revenue account for one of our tax rates (category and percent, as invoice lines carry them). */
export const datevRevenueAccountSchema = z.object({
  category: z.enum(TAX_CATEGORIES),
  percent: z.number().min(0).max(100),
  account: z.number().int().min(1).max(99_999_999),
});
export type DatevRevenueAccount = z.output<typeof datevRevenueAccountSchema>;

const account = z.number().int().min(1).max(999_999_999);

/** `PUT /api/plugins/datev`. Account numbers are checked against the account length by the server. */
export const datevSettingsSchema = z.object({
  /** Beraternummer of the tax adviser's DATEV licence. */
  consultantNumber: z.number().int().min(1001).max(9_999_999),
  /** Mandantennummer of the business at the adviser. */
  clientNumber: z.number().int().min(1).max(99_999),
  /** First day of the fiscal year as MM-DD (the header's WJ-Beginn takes the year of the period). */
  fiscalYearStart: z
    .string()
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a month and day as MM-DD')
    .default('01-01'),
  /** Sachkontenlänge: digits of a ledger account (4 in most offices); debtors have one digit more. */
  accountLength: z.number().int().min(4).max(8).default(4),
  chart: z.enum(DATEV_CHARTS).default('SKR03'),
  revenueAccounts: z.array(datevRevenueAccountSchema).max(50).default([]),
  debitorMode: z.enum(DATEV_DEBITOR_MODES).default('collective'),
  /** The collective debtor, or the first number of the per-customer ones. */
  debitorAccount: account.default(10000),
  bankAccount: account.default(1200),
  cashAccount: account.default(1000),
  /** The batch's currency (header WKZ); documents and payments in others are left out. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Currency code must be three letters')
    .default('EUR'),
  /** Diktatkürzel: the initials the adviser sees on the batch. */
  initials: z.string().trim().max(2).default(''),
  /** Festschreibung: the postings are locked on import (GoBD); off lets the adviser correct them first. */
  lock: z.boolean().default(false),
});
export type DatevSettingsInput = z.input<typeof datevSettingsSchema>;
export type DatevSettings = z.output<typeof datevSettingsSchema>;

const revenueAccountAnswer = z.object({
  category: z.enum(TAX_CATEGORIES),
  percent: z.number(),
  account: z.number(),
});

/** The settings as they leave the server (parsed when read, no input limits). */
const datevSettingsAnswerSchema = z.object({
  consultantNumber: z.number(),
  clientNumber: z.number(),
  fiscalYearStart: z.string(),
  accountLength: z.number(),
  chart: z.enum(DATEV_CHARTS),
  revenueAccounts: z.array(revenueAccountAnswer),
  debitorMode: z.enum(DATEV_DEBITOR_MODES),
  debitorAccount: z.number(),
  bankAccount: z.number(),
  cashAccount: z.number(),
  currency: z.string(),
  initials: z.string(),
  lock: z.boolean(),
});

export const datevSettingsDefaultsSchema = z.object({
  revenueAccounts: z.array(revenueAccountAnswer),
  bankAccount: z.number(),
  cashAccount: z.number(),
  debitorAccount: z.number(),
});
export type DatevSettingsDefaults = z.infer<typeof datevSettingsDefaultsSchema>;

/** `GET /api/plugins/datev`: the stored settings, or null before they were saved once. */
export const datevSettingsViewSchema = z.object({
  settings: datevSettingsAnswerSchema.nullable(),
  /** What a new form starts with for each chart (SKR03, SKR04). */
  defaults: z.object({ SKR03: datevSettingsDefaultsSchema, SKR04: datevSettingsDefaultsSchema }),
});
export type DatevSettingsView = z.infer<typeof datevSettingsViewSchema>;

/**
 * Suggested accounts of the two standard charts, for the tax adviser to confirm. Revenue by our
 * VAT categories: standard rates to the automatic revenue accounts (8400/4400 at 19 %, 8300/4300
 * at 7 %), exempt (E, Z) to "steuerfreie Umsätze § 4 Nr. 8 ff.", reverse charge in another EU
 * country (AE) to 8336/4336, intra-community supplies (K) to 8125/4125, exports (G) to 8120/4120,
 * services not taxable in Germany (O, e.g. dives abroad) to 8338/4338.
 */
export const DATEV_DEFAULTS: Record<DatevChart, DatevSettingsDefaults> = {
  SKR03: {
    revenueAccounts: revenue({ S19: 8400, S7: 8300, E: 8100, Z: 8100, AE: 8336, K: 8125, G: 8120, O: 8338 }),
    bankAccount: 1200,
    cashAccount: 1000,
    debitorAccount: 10000,
  },
  SKR04: {
    revenueAccounts: revenue({ S19: 4400, S7: 4300, E: 4100, Z: 4100, AE: 4336, K: 4125, G: 4120, O: 4338 }),
    bankAccount: 1800,
    cashAccount: 1600,
    debitorAccount: 10000,
  },
};

function revenue(accounts: Record<'S19' | 'S7' | Exclude<TaxCategory, 'S'>, number>): DatevRevenueAccount[] {
  return Object.entries(accounts).map(([key, value]) =>
    key.startsWith('S')
      ? { category: 'S' as const, percent: Number(key.slice(1)), account: value }
      : { category: key as TaxCategory, percent: 0, account: value },
  );
}

/** `GET /api/plugins/datev/export?from&to`: one period, within one fiscal year. */
export const datevExportQuerySchema = dateRangeSchema({ maxDays: RANGE_SPANS.year });
