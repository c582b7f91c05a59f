import type { Company, InvoiceLine, InvoiceParty, InvoiceTaxSubtotal } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { recordColumns } from './columns.ts';
import { users } from './users.ts';

/** The tax rates invoices use (`/tax`). */
export const taxRates = pgTable(
  'tax_rates',
  {
    ...recordColumns,
    name: text().notNull(),
    percent: doublePrecision().notNull(),
    category: text().notNull().default('S'),
    exemptionReason: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('tax_rates_name_key').on(t.name),
    // One default rate at most.
    uniqueIndex('tax_rates_is_default_key').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

/**
 * The last invoice number of each year. Issuing takes the year's row in its transaction (an
 * upsert that increments), so concurrent issuers wait for each other and a rolled-back issue gives
 * its number back: the sequence has no gaps and no repeats.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
});

/**
 * Issued invoices and credit notes: written once, never updated or deleted (a trigger refuses it;
 * only the stored PDF's key may be set once). Seller and payer are kept as they were at issue.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    number: text().notNull(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    kind: text().notNull(),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    bookingNo: text().notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    serviceFrom: date({ mode: 'string' }).notNull(),
    serviceTo: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    language: text().notNull(),
    seller: jsonb().$type<Company>().notNull(),
    payer: jsonb().$type<InvoiceParty>().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    taxes: jsonb().$type<InvoiceTaxSubtotal[]>().notNull(),
    net: bigint({ mode: 'number' }).notNull(),
    tax: bigint({ mode: 'number' }).notNull(),
    gross: bigint({ mode: 'number' }).notNull(),
    rounding: bigint({ mode: 'number' }).notNull(),
    total: bigint({ mode: 'number' }).notNull(),
    refersTo: uuid(),
    reason: text().notNull().default(''),
    storageKey: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    index('invoices_booking_idx').on(t.booking),
    index('invoices_issue_date_idx').on(t.issueDate),
    // One credit note per invoice.
    uniqueIndex('invoices_refers_to_key').on(t.refersTo).where(sql`${t.refersTo} is not null`),
  ],
);

/**
 * Public links to an invoice (`POST invoice/public`): only a hash of the token is kept, so the
 * table does not hold working links; the invoice itself stays untouched.
 */
export const invoiceLinks = pgTable(
  'invoice_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    invoice: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    provider: text().notNull().default(''),
    level: text().notNull().default(''),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invoice_links_token_hash_key').on(t.tokenHash),
    index('invoice_links_invoice_idx').on(t.invoice),
  ],
);
