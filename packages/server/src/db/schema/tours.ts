import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vessels } from './assets.ts';
import { recordColumns } from './columns.ts';

type Localized = { de: string; en: string };

export const tours = pgTable(
  'tours',
  {
    ...recordColumns,
    name: text().notNull(),
    internalId: text().notNull().default(''),
    vessel: uuid().references(() => vessels.id, { onDelete: 'set null' }),
    destination: text().notNull().default(''),
    embarkationPort: text().notNull().default(''),
    disembarkationPort: text().notNull().default(''),
    nights: integer().notNull().default(7),
    description: jsonb().$type<Localized>().notNull().default({ de: '', en: '' }),
    images: jsonb().$type<string[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('tours_name_key').on(t.name)],
);

/**
 * A dated departure. The vessel is taken for the nights [from, to); the exclusion constraint that
 * keeps one vessel's schedules apart is in the hand-written migration `schedule_overlap`.
 */
export const schedules = pgTable(
  'schedules',
  {
    ...recordColumns,
    tour: uuid()
      .notNull()
      .references(() => tours.id, { onDelete: 'restrict' }),
    vessel: uuid()
      .notNull()
      .references(() => vessels.id, { onDelete: 'cascade' }),
    from: date({ mode: 'string' }).notNull(),
    to: date({ mode: 'string' }).notNull(),
    status: text().notNull().default('open'),
    divesPerDay: integer().notNull().default(3),
    diveDays: integer(),
    note: text().notNull().default(''),
  },
  (t) => [
    check('schedules_dates_check', sql`${t.to} > ${t.from}`),
    index('schedules_tour_idx').on(t.tour),
    index('schedules_from_id_idx').on(t.from, t.id),
  ],
);
