import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { resorts, vessels } from './assets.ts';
import { bookings } from './bookings.ts';
import { recordColumns, trigramIndex } from './columns.ts';
import { customers } from './customers.ts';
import { diveBoats, diveSites, diveTypes } from './dive.ts';
import { employees } from './staff.ts';

/**
 * Logged dives, one row per diver and dive (SPEC §3 Dive entry, /api/divelog). `billing` says how
 * the dive was paid: from a dive package on `booking` (`packageProduct`), charged to it as the
 * calculation line `chargeLine`, or not at all. A decade holds about 500,000 rows (issue 34):
 * the day, the diver and the site each have an index, the list's default order too.
 */
export const diveLogs = pgTable(
  'dive_logs',
  {
    ...recordColumns,
    date: date({ mode: 'string' }).notNull(),
    start: text().notNull(),
    end: text(),
    type: uuid()
      .notNull()
      .references(() => diveTypes.id, { onDelete: 'restrict' }),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    customerName: text().notNull().default(''),
    depth: doublePrecision(),
    boat: uuid().references(() => diveBoats.id, { onDelete: 'set null' }),
    diveSite: uuid().references(() => diveSites.id, { onDelete: 'set null' }),
    sort: integer().notNull().default(1),
    crew: text().notNull().default(''),
    diveGuide: uuid().references(() => employees.id, { onDelete: 'set null' }),
    rentalGear: text().notNull().default(''),
    resort: uuid().references(() => resorts.id, { onDelete: 'restrict' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'restrict' }),
    tankSize: doublePrecision(),
    airMix: integer().notNull().default(21),
    comment: text().notNull().default(''),
    booking: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    billing: text().notNull().default('none'),
    packageProduct: text(),
    chargeLine: text(),
    createdBy: uuid(),
  },
  (t) => [
    // A diver makes one dive at a time: the same dive logged twice (a double click, a retry, two
    // tablets) is refused by the database, so it is never charged twice.
    uniqueIndex('dive_logs_customer_date_start_key').on(t.customer, t.date, t.start),
    // The list's default order, newest first: `order by date desc, id` sorts nulls first, so the
    // index must too (with nulls last the first page sorted all 500,000 rows of a decade).
    index('dive_logs_date_id_idx').on(t.date.desc().nullsFirst(), t.id),
    index('dive_logs_site_date_idx').on(t.diveSite, t.date),
    index('dive_logs_booking_idx').on(t.booking),
    trigramIndex('dive_logs_customer_name_trgm', t.customerName),
    check('dive_logs_billing_check', sql`${t.billing} in ('package', 'charged', 'none')`),
  ],
);
