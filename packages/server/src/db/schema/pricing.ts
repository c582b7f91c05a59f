import type { PriceEntry, PricePeriod, RuleCriterion } from '@seaberth/domain';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assetColumns, assetIndexes, resorts, vessels } from './assets.ts';
import { recordColumns } from './columns.ts';

type DateRange = { from: string | null; to: string | null };
type Tax = { status: 'active' | 'aborted'; value: number; name: string; inclusive: boolean };

/**
 * Pricing records (docs/pricing.md). What lists filter, sort or join on is a column; the nested
 * structures a price list or special is edited as (periods, entries, rules, tax) are jsonb, read and
 * written whole. Percentages and rates are double precision (a percentage like 12.5 is not money);
 * money amounts are integer minor units inside the jsonb entries and `bigint` columns (mode number: both drivers answer numbers).
 */
export const priceLists = pgTable(
  'price_lists',
  {
    ...recordColumns,
    name: text().notNull(),
    internalId: text().notNull().default(''),
    resort: uuid().references(() => resorts.id, { onDelete: 'cascade' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
    status: text().notNull().default('draft'),
    type: text().notNull().default(''),
    calculationType: text().notNull().default('unit'),
    valid: jsonb().$type<DateRange>().notNull().default({ from: null, to: null }),
    periods: jsonb().$type<PricePeriod[]>().notNull().default([]),
    entries: jsonb().$type<PriceEntry[]>().notNull().default([]),
    variants: jsonb().$type<string[]>().notNull().default([]),
    supplements: jsonb().$type<string[]>().notNull().default([]),
    currencies: jsonb().$type<string[]>().notNull().default(['EUR']),
    useOnsiteCurrency: boolean().notNull().default(false),
    countries: jsonb().$type<string[]>().notNull().default([]),
    surcharge: doublePrecision().notNull().default(0),
    surchargeType: text().notNull().default('percent'),
    discount: doublePrecision().notNull().default(0),
    discountType: text().notNull().default('percent'),
    tax: jsonb().$type<Tax>().notNull().default({ status: 'aborted', value: 0, name: '', inclusive: true }),
    basePrice: bigint({ mode: 'number' }),
    isAvailableToOTA: boolean().notNull().default(false),
    termsOfPayment: jsonb().$type<string[]>().notNull().default([]),
    defaultTermsOfPayment: uuid().references(() => terms.id, { onDelete: 'set null' }),
    commission: uuid().references(() => commissions.id, { onDelete: 'set null' }),
    includedServices: jsonb().$type<string[]>().notNull().default([]),
    excludedServices: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [
    unique('price_lists_name_resort_vessel_key').on(t.name, t.resort, t.vessel).nullsNotDistinct(),
    index('price_lists_resort_idx').on(t.resort, t.status),
    index('price_lists_vessel_idx').on(t.vessel, t.status),
    // GET /api/price/entry/{id} finds the list holding an entry without scanning every list's JSON.
    index('price_lists_entries_idx').using('gin', t.entries.op('jsonb_path_ops')),
  ],
);

export const priceVariants = pgTable(
  'price_variants',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
    surcharge: doublePrecision().notNull().default(0),
    surchargeType: text().notNull().default('percent'),
    perNight: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('price_variants_name_key').on(t.name)],
);

export const supplements = pgTable(
  'supplements',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
    ...assetColumns(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().notNull().default('EUR'),
    addRule: text().notNull().default('PerPerson'),
    productCategory: uuid(),
    customerType: text().notNull().default('Direct'),
    isActive: boolean().notNull().default(true),
  },
  (t) => assetIndexes('supplements', t),
);

export const specialsGroups = pgTable(
  'specials_groups',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('specials_groups_name_key').on(t.name)],
);

export const specials = pgTable(
  'specials',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
    type: text().notNull().default('special'),
    status: text().notNull().default('draft'),
    dateRange: jsonb().$type<DateRange>().notNull().default({ from: null, to: null }),
    rule: jsonb().$type<RuleCriterion[]>().notNull().default([]),
    discount: text().notNull().default('PerCent'),
    discountValue: doublePrecision().notNull().default(0),
    currency: text().notNull().default('EUR'),
    target: text().notNull().default('room'),
    scope: text().notNull().default('Booking'),
    productCategories: jsonb().$type<string[]>().notNull().default([]),
    replaceMatchingRoomPrice: boolean().notNull().default(false),
    autoAdd: boolean().notNull().default(false),
    unique: boolean().notNull().default(false),
    deletable: boolean().notNull().default(true),
    editable: boolean().notNull().default(true),
    reduce: boolean().notNull().default(true),
    excludeFromTax: boolean().notNull().default(false),
    excludeFromCommission: boolean().notNull().default(false),
    includeSpecialsWithSameRule: boolean().notNull().default(false),
    includeIn: jsonb().$type<string[]>().notNull().default([]),
    group: uuid().references(() => specialsGroups.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('specials_name_key').on(t.name), index('specials_status_idx').on(t.status)],
);

export const terms = pgTable(
  'terms',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
    deposit: doublePrecision().notNull().default(0),
    depositType: text().notNull().default('percent'),
    currency: text().notNull().default('EUR'),
    depositDueDays: integer().notNull().default(7),
    restDueDays: integer().notNull().default(30),
    /** What a cancellation costs by how close it comes to arrival (domain cancellation-fee.ts). */
    cancellation: jsonb().$type<{ daysBefore: number; percent: number }[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('terms_name_key').on(t.name)],
);

export const commissions = pgTable(
  'commissions',
  {
    ...recordColumns,
    name: text().notNull(),
    percent: doublePrecision().notNull().default(10),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('commissions_name_key').on(t.name)],
);
