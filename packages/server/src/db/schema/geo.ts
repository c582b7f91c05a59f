import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

export const countries = pgTable(
  'countries',
  {
    ...recordColumns,
    code: text().notNull(),
    name: text().notNull(),
    translations: jsonb().$type<{ de: string; en: string }>().notNull().default({ de: '', en: '' }),
    callingCodes: jsonb().$type<string[]>().notNull().default([]),
    states: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('countries_code_key').on(t.code)],
);

export const destinations = pgTable(
  'destinations',
  {
    ...recordColumns,
    name: text().notNull(),
    country: text(),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('destinations_name_key').on(t.name)],
);

export const ports = pgTable(
  'ports',
  {
    ...recordColumns,
    code: text().notNull(),
    name: text().notNull(),
    country: text(),
    destination: text().notNull().default(''),
  },
  (t) => [uniqueIndex('ports_code_key').on(t.code)],
);

export const airports = pgTable(
  'airports',
  {
    ...recordColumns,
    code: text().notNull(),
    name: text().notNull(),
    city: text().notNull().default(''),
    country: text(),
  },
  (t) => [uniqueIndex('airports_code_key').on(t.code)],
);

export const airlines = pgTable(
  'airlines',
  {
    ...recordColumns,
    code: text().notNull(),
    name: text().notNull(),
    country: text(),
  },
  (t) => [uniqueIndex('airlines_code_key').on(t.code)],
);
