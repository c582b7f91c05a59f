import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Work that happens later or again and again (expiring options, the waiting list, …), shared by
 * every app process: a due row is claimed with FOR UPDATE SKIP LOCKED by exactly one of them and
 * locked for a while; a crashed process's claim runs out and the row is due again. One row per
 * kind and key: scheduling the same work again moves its time instead of adding a row.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    key: text().notNull().default(''),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_key').on(t.kind, t.key),
    // The claim scans due rows by time.
    index('jobs_run_at_idx').on(t.runAt),
  ],
);
