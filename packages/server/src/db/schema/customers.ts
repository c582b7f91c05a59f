import type { CustomerData, CustomerDataValues, CustomerField } from '@seaberth/domain';
import { NAME_ACCENTED, NAME_PLAIN } from '@seaberth/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { recordColumns, trigramIndex } from './columns.ts';

/** Customer groups (`/api/customergroup`). */
export const customerGroups = pgTable(
  'customer_groups',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('customer_groups_name_key').on(t.name)],
);

/**
 * What identifies a person (domain normalizeEmail, normalizePhone, normalizePassport,
 * normalizeName), kept by the database as stored generated columns: the duplicates list joins
 * 100,000 customers on plain indexed text instead of computing a regular expression per row and
 * side. Constants are literals, as a generated column's expression must be immutable.
 */
const matchKey = (expression: string) =>
  text()
    .notNull()
    .generatedAlwaysAs((): SQL => sql.raw(expression));
const customerMatchColumns = {
  emailKey: matchKey(`lower(trim(coalesce("contact"->>'email', '')))`),
  phoneKey: matchKey(`regexp_replace(coalesce("contact"->>'phone', ''), '[^0-9]', '', 'g')`),
  passportKey: matchKey(`upper(regexp_replace(coalesce("passport"->>'number', ''), '[[:space:]]', '', 'g'))`),
  nameKey: matchKey(`lower(translate(coalesce("full_name", ''), '${NAME_ACCENTED}', '${NAME_PLAIN}'))`),
  /** The birthday as text, null when not known: name and birthday together say the same person. */
  birthdayKey: text().generatedAlwaysAs((): SQL => sql.raw(`nullif("master_data"->>'birthday', '')`)),
};
/** The generated columns: never written, never sent (the customer's bindings hide them). */
export const CUSTOMER_MATCH_COLUMNS = Object.keys(customerMatchColumns);

/**
 * A customer's birthday as month and day (`MM-DD`), whatever the year: the expression of the index
 * `customers_birthday_md_idx`, so the Today page's count and the birthday list stay on it.
 */
export const customerBirthdayMd = (masterData: AnyPgColumn): SQL =>
  sql`substr(${masterData}->>'birthday', 6, 5)`;

/**
 * Customers in the wire shape of SPEC §3 (jsonb groups); `fullName` and `sortName` are kept by the
 * server from the master data so lists search and sort on plain indexed text.
 */
export const customers = pgTable(
  'customers',
  {
    ...recordColumns,
    masterData: jsonb().$type<CustomerData['masterData']>().notNull(),
    contact: jsonb().$type<CustomerData['contact']>().notNull(),
    address: jsonb().$type<CustomerData['address']>().notNull(),
    passport: jsonb().$type<CustomerData['passport']>().notNull(),
    /** Diver experience and emergency contact (guest forms apply it; issue 16). */
    diver: jsonb().$type<CustomerData['diver']>().notNull().default(sql`'{}'::jsonb`),
    /** Rental gear sizes. */
    gear: jsonb().$type<CustomerData['gear']>().notNull().default(sql`'{}'::jsonb`),
    customerType: text().notNull().default(''),
    group: uuid().references((): AnyPgColumn => customerGroups.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    fullName: text().notNull(),
    sortName: text().notNull(),
    /** The customer's data (`{id}/meta`): the data groups' fields by key, and free keys. */
    meta: jsonb().$type<CustomerDataValues>().notNull().default(sql`'{}'::jsonb`),
    /** Made by an agent of this agency for a client: the agency's agents see it (SPEC §6 agencies.self). */
    agency: uuid().references((): AnyPgColumn => agencies.id, { onDelete: 'set null' }),
    ...customerMatchColumns,
  },
  (t) => [
    index('customers_sort_name_id_idx').on(t.sortName, t.id),
    trigramIndex('customers_full_name_trgm', t.fullName),
    trigramIndex('customers_contact_trgm', t.contact, 'jsonb'),
    // Birthdays by month and day (the Today page, the birthday list), whatever the year.
    index('customers_birthday_md_idx').on(customerBirthdayMd(t.masterData)),
    index('customers_agency_idx').on(t.agency).where(sql`${t.agency} is not null`),
    index('customers_group_idx').on(t.group).where(sql`${t.group} is not null`),
    // The CRM list's criteria (crm-criteria.repository.ts): address country, nationality, the
    // operator's customer data by value, and when a record was added (new this month).
    index('customers_country_idx').on(sql`(${t.address}->>'country')`),
    index('customers_nationality_idx').on(sql`(${t.masterData}->>'nationality')`),
    index('customers_meta_idx').using('gin', sql`${t.meta} jsonb_path_ops`),
    index('customers_created_at_idx').on(t.createdAt),
    // The duplicates list (issue 37): one index per way two records name the same person, with
    // the id, so the self-joins read the small indexes alone, never the wide rows.
    index('customers_email_key_idx').on(t.emailKey, t.id).where(sql`${t.emailKey} <> ''`),
    index('customers_phone_key_idx').on(t.phoneKey, t.id).where(sql`length(${t.phoneKey}) >= 6`),
    index('customers_passport_key_idx').on(t.passportKey, t.id).where(sql`${t.passportKey} <> ''`),
    index('customers_name_key_idx').on(t.nameKey, t.birthdayKey, t.id),
  ],
);

/** Customer data groups (`/api/customerdatagroup`): the operator's own customer fields. */
export const customerDataGroups = pgTable(
  'customer_data_groups',
  {
    ...recordColumns,
    name: text().notNull(),
    sort: integer().notNull().default(0),
    fields: jsonb().$type<CustomerField[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex('customer_data_groups_name_key').on(t.name)],
);

/**
 * Relations between two customers (`/api/customerrelation`): one row per pair, whichever way it
 * was entered (the unique index on the ordered pair refuses the same two people twice).
 */
export const customerRelations = pgTable(
  'customer_relations',
  {
    ...recordColumns,
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    related: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text().notNull().default('travelsWith'),
    note: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('customer_relations_pair_key').on(
      sql`least(${t.customer}, ${t.related})`,
      sql`greatest(${t.customer}, ${t.related})`,
    ),
    index('customer_relations_customer_idx').on(t.customer),
    index('customer_relations_related_idx').on(t.related),
  ],
);

/**
 * The privacy requests honoured for a customer (GDPR): what, when and by whom — kept as the proof
 * that a request was answered, so no personal data beyond the customer's id.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    byUser: uuid(),
    byName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_requests_customer_idx').on(t.customer, t.createdAt)],
);

/**
 * Pairs of customers an operator said are not the same person (issue 37): the duplicates list
 * leaves them out. Stored once per pair, the smaller id first; gone with either customer.
 */
export const customerDuplicateDismissals = pgTable(
  'customer_duplicate_dismissals',
  {
    a: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    b: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    byUser: uuid(),
    byName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.a, t.b] }), index('customer_duplicate_dismissals_b_idx').on(t.b)],
);

/** A row a merge moved from the removed customer to the survivor: enough to move exactly it back. */
export interface MovedReference {
  table: string;
  column: string;
  /** The row's key (its id; for a DATEV account, the customer it belongs to). */
  id: string;
  /**
   * Not moved but marked: `column` was set to keep a promise the move would break (a merged
   * duplicate's referral reward superseded by the survivor's); an undo clears it again.
   */
  mark?: boolean;
}

/** A row a merge deleted because it would have become meaningless (a relation to oneself), kept whole. */
export interface DroppedRow {
  table: string;
  row: Record<string, unknown>;
}

/**
 * Merges of duplicate customers (issue 37): the survivor, the removed customer's whole row, every
 * reference moved and row dropped, and the survivor's fields before the merge filled them — what
 * an undo within MERGE_UNDO_DAYS needs to give both customers back exactly.
 */
export const customerMerges = pgTable(
  'customer_merges',
  {
    id: uuid().primaryKey().defaultRandom(),
    survivor: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The removed customer's id: not a reference, the row is gone until an undo. */
    removedId: uuid().notNull(),
    /** The removed customer's row as `to_jsonb` wrote it (column names as stored). */
    removed: jsonb().$type<Record<string, unknown>>().notNull(),
    moved: jsonb().$type<MovedReference[]>().notNull().default(sql`'[]'::jsonb`),
    dropped: jsonb().$type<DroppedRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** The survivor's columns the merge changed, as they were (stored names). */
    survivorBefore: jsonb().$type<Record<string, unknown>>().notNull(),
    byUser: uuid(),
    byName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp({ withTimezone: true }),
    undoneBy: text(),
  },
  (t) => [
    index('customer_merges_survivor_idx').on(t.survivor, t.createdAt),
    index('customer_merges_removed_idx').on(t.removedId),
  ],
);

/**
 * A customer's previous stays as the specials' rule criteria read them (SPEC §3 LastStay,
 * NoOfStays, StayRevenue) and the CRM list filters on: bookings they are a guest of that were not
 * cancelled and are over (checked out, or departed by the day counted). Kept by the booking's own
 * transaction whenever its state, money or guests change, and by `{id}/stats/recalculate`.
 */
export const customerStayStats = pgTable(
  'customer_stay_stats',
  {
    customer: uuid()
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    noOfStays: integer().notNull().default(0),
    /** The departure day of the latest of those stays. */
    lastStay: date({ mode: 'string' }),
    /** Their totals in minor units of `currency`, the base currency when counted. */
    stayRevenue: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().notNull(),
    /** The operator's day the stays were counted on. */
    countedOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    index('customer_stay_stats_stays_idx').on(t.noOfStays),
    index('customer_stay_stats_revenue_idx').on(t.stayRevenue),
  ],
);
