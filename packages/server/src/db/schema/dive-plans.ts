import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { assetColumns } from './assets.ts';
import { recordColumns } from './columns.ts';
import { customers } from './customers.ts';
import { diveBoats, diveSites, diveTypes } from './dive.ts';
import { employees } from './staff.ts';

/**
 * A day's dive plan of one resort or one vessel (issue 34, `/api/diveplan`): one per day and asset
 * (nulls not distinct, so a second plan for the same day is a clash, not a twin).
 */
export const divePlans = pgTable(
  'dive_plans',
  {
    ...recordColumns,
    date: date({ mode: 'string' }).notNull(),
    ...assetColumns(),
  },
  (t) => [
    unique('dive_plans_day_key').on(t.date, t.resort, t.vessel).nullsNotDistinct(),
    check('dive_plans_one_asset', sql`(${t.resort} is null) <> (${t.vessel} is null)`),
  ],
);

/**
 * A planned dive: the wall-clock time where the operator is, its length (the head count counts from
 * its end), where, what, on which boat, with which guide and crew; closed once every diver is back
 * on board (or with the reason why one is not).
 */
export const divePlanDives = pgTable(
  'dive_plan_dives',
  {
    id: uuid().primaryKey().defaultRandom(),
    plan: uuid()
      .notNull()
      .references(() => divePlans.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
    time: text().notNull(),
    minutes: integer().notNull().default(60),
    site: uuid().references(() => diveSites.id, { onDelete: 'set null' }),
    type: uuid().references(() => diveTypes.id, { onDelete: 'set null' }),
    boat: uuid().references(() => diveBoats.id, { onDelete: 'set null' }),
    guide: uuid().references(() => employees.id, { onDelete: 'set null' }),
    crew: jsonb().$type<string[]>().notNull().default([]),
    notes: text().notNull().default(''),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: text().notNull().default(''),
    closeReason: text().notNull().default(''),
  },
  (t) => [index('dive_plan_dives_plan_idx').on(t.plan, t.sort), index('dive_plan_dives_boat_idx').on(t.boat)],
);

/** A guest on a planned dive, with the override of a block and the tick back on board. */
export const divePlanDivers = pgTable(
  'dive_plan_divers',
  {
    id: uuid().primaryKey().defaultRandom(),
    dive: uuid()
      .notNull()
      .references(() => divePlanDives.id, { onDelete: 'cascade' }),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    nitroxMix: text().notNull().default(''),
    overrideReason: text(),
    overrideBy: text().notNull().default(''),
    overrideAt: timestamp({ withTimezone: true }),
    backOnBoardAt: timestamp({ withTimezone: true }),
    backBy: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('dive_plan_divers_dive_customer_key').on(t.dive, t.customer),
    index('dive_plan_divers_customer_idx').on(t.customer),
  ],
);

/** What happened to a plan, newest last: who, when, which action, and the reason when one was named. */
export const divePlanHistory = pgTable(
  'dive_plan_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    plan: uuid()
      .notNull()
      .references(() => divePlans.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actor: uuid(),
    actorName: text().notNull().default(''),
    action: text().notNull(),
    details: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
  },
  (t) => [index('dive_plan_history_plan_idx').on(t.plan, t.at)],
);
