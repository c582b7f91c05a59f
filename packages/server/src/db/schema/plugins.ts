import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoices } from './invoices.ts';

/**
 * One row per plugin (`xero`, `datev`): whether it is on, its settings as the form has them, and
 * its secrets (client secret, the cached access token), which never leave the server.
 */
export const pluginConnections = pgTable('plugin_connections', {
  plugin: text().primaryKey(),
  enabled: boolean().notNull().default(false),
  settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  secrets: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where one of our invoices (or credit notes) stands in an accounting system: the id that system
 * gave it, so a second push updates instead of duplicating. `lockedUntil` is the lease of a push
 * under way, so two pushes of one invoice never run at once (across processes too).
 */
export const invoiceExports = pgTable(
  'invoice_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    invoice: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    system: text().notNull(),
    state: text().notNull(),
    externalId: text(),
    pushedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_exports_invoice_system_key').on(t.invoice, t.system),
    index('invoice_exports_system_updated_idx').on(t.system, t.updatedAt),
  ],
);

/** Per-customer DATEV debtor accounts: a customer keeps its number for good, numbers never repeat. */
export const datevDebitors = pgTable(
  'datev_debitors',
  {
    customer: uuid().primaryKey(),
    account: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('datev_debitors_account_key').on(t.account)],
);
