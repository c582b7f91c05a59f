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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';
import { customers } from './customers.ts';

type Localized = { de: string; en: string };

/** Contests (feature contest): a prize drawn among the customers who entered within the period. */
export const contests = pgTable(
  'contests',
  {
    ...recordColumns,
    name: text().notNull(),
    from: date({ mode: 'string' }).notNull(),
    to: date({ mode: 'string' }).notNull(),
    prize: jsonb().$type<Localized>().notNull().default({ de: '', en: '' }),
    winners: integer().notNull().default(1),
    terms: jsonb().$type<Localized>().notNull().default({ de: '', en: '' }),
  },
  (t) => [
    check('contests_period_check', sql`${t.to} >= ${t.from}`),
    check('contests_winners_check', sql`${t.winners} > 0`),
    index('contests_from_id_idx').on(t.from, t.id),
  ],
);

/**
 * The customers who entered a contest, once each: the unique pair lets the database refuse a
 * second entry even when the same request arrives twice at once. A customer with entries is not
 * deleted (the entry and a draw's winners name them); erasure anonymises them in place.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    contest: uuid()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** `staff` or `self` (the customer's own login). */
    source: text().notNull(),
    enteredBy: uuid(),
    enteredByName: text().notNull().default(''),
    enteredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** 1 for the first winner drawn, 2 for the next…; null for the others and before the draw. */
    winnerRank: integer(),
  },
  (t) => [
    uniqueIndex('contest_entries_contest_customer_key').on(t.contest, t.customer),
    index('contest_entries_customer_idx').on(t.customer),
  ],
);

/**
 * A contest's draw, kept for good: one row per contest (the key), so the database refuses a second
 * draw, and a drawn contest cannot be deleted with its record. `pool` lists the entries' customers
 * in the order drawn from, so the winners can be worked out again from it and `randomNumbers`.
 */
export const contestDraws = pgTable('contest_draws', {
  contest: uuid()
    .primaryKey()
    .references(() => contests.id, { onDelete: 'restrict' }),
  drawnAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  drawnBy: uuid(),
  drawnByName: text().notNull().default(''),
  entries: integer().notNull(),
  randomNumbers: jsonb().$type<number[]>().notNull(),
  pool: jsonb().$type<string[]>().notNull(),
  /** The winners' customer ids in the order drawn. */
  winners: jsonb().$type<string[]>().notNull(),
});
