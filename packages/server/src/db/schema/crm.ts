import type { CrmCriteria } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { recordColumns } from './columns.ts';
import { customers } from './customers.ts';

/**
 * Saved CRM filters (`/api/crmfilter`): private to `createdBy` unless shared; a shared one is seen
 * by the staff when made by staff (`agency` null), by the agency's agents when made by an agent.
 */
export const crmFilters = pgTable(
  'crm_filters',
  {
    ...recordColumns,
    name: text().notNull(),
    criteria: jsonb().$type<CrmCriteria>().notNull().default(sql`'{}'::jsonb`),
    shared: boolean().notNull().default(false),
    createdBy: uuid(),
    createdByName: text().notNull().default(''),
    agency: uuid().references(() => agencies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('crm_filters_created_by_idx').on(t.createdBy),
    index('crm_filters_shared_idx').on(t.agency).where(sql`${t.shared}`),
  ],
);

/**
 * A customer's ids in connected systems (`/api/customer/{id}/reference/...`): an external id names
 * one customer per system; a customer may hold several per system (two records merged).
 */
export const customerReferences = pgTable(
  'customer_references',
  {
    id: uuid().primaryKey().defaultRandom(),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    system: text().notNull(),
    external: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>(),
    createdBy: uuid(),
    createdByName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_references_system_external_key').on(t.system, t.external),
    uniqueIndex('customer_references_customer_system_external_key').on(t.customer, t.system, t.external),
  ],
);
