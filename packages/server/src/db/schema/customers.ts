import type { CustomerData } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { recordColumns, trigramIndex } from './columns.ts';

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
    note: text().notNull().default(''),
    fullName: text().notNull(),
    sortName: text().notNull(),
    /** Made by an agent of this agency for a client: the agency's agents see it (SPEC §6 agencies.self). */
    agency: uuid().references((): AnyPgColumn => agencies.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('customers_sort_name_id_idx').on(t.sortName, t.id),
    trigramIndex('customers_full_name_trgm', t.fullName),
    trigramIndex('customers_contact_trgm', t.contact, 'jsonb'),
    // Birthdays by month and day (the Today page), whatever the year.
    index('customers_birthday_md_idx').on(sql`substr(${t.masterData}->>'birthday', 6, 5)`),
    index('customers_agency_idx').on(t.agency).where(sql`${t.agency} is not null`),
  ],
);
