import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

/**
 * Booking widgets (SPEC §2 /widget-admin). Assets, tours and room types are id lists in jsonb: an
 * empty list means "all", and a deleted asset simply stops being offered.
 */
export const widgets = pgTable(
  'widgets',
  {
    ...recordColumns,
    name: text().notNull(),
    kind: text().notNull().default('trips'),
    vessels: jsonb().$type<string[]>().notNull().default([]),
    tours: jsonb().$type<string[]>().notNull().default([]),
    resorts: jsonb().$type<string[]>().notNull().default([]),
    roomTypes: jsonb().$type<string[]>().notNull().default([]),
    primaryColor: text().notNull().default('#0b6e99'),
    language: text(),
    currency: text(),
    allowedOrigins: jsonb().$type<string[]>().notNull().default([]),
    onlinePayment: text().notNull().default('asset'),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('widgets_name_key').on(t.name)],
);
