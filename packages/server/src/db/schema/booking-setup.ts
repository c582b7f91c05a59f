import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { resorts, vessels } from './assets.ts';
import { recordColumns } from './columns.ts';

export const bookingSources = pgTable(
  'booking_sources',
  {
    ...recordColumns,
    name: text().notNull(),
    key: text().notNull().default(''),
    channel: text().notNull().default('direct'),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('booking_sources_name_key').on(t.name)],
);

export const bookingCategories = pgTable(
  'booking_categories',
  {
    ...recordColumns,
    name: text().notNull(),
    color: text().notNull().default('#1a7f8e'),
    description: text().notNull().default(''),
    sort: integer().notNull().default(9999),
  },
  (t) => [uniqueIndex('booking_categories_name_key').on(t.name)],
);

export const dayGuests = pgTable(
  'day_guests',
  {
    ...recordColumns,
    date: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    pax: integer().notNull().default(1),
    resort: uuid().references(() => resorts.id, { onDelete: 'cascade' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
    phone: text().notNull().default(''),
    note: text().notNull().default(''),
  },
  (t) => [index('day_guests_date_idx').on(t.date)],
);

export const dayEvents = pgTable(
  'day_events',
  {
    ...recordColumns,
    date: date({ mode: 'string' }).notNull(),
    until: date({ mode: 'string' }),
    title: text().notNull(),
    resort: uuid().references(() => resorts.id, { onDelete: 'cascade' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
    color: text().notNull().default('#f2a541'),
    description: text().notNull().default(''),
  },
  (t) => [index('day_events_date_idx').on(t.date)],
);
