import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The columns every stored record has: a uuid key (both drivers agree on it, unlike bigint), a
 * version for optimistic concurrency, and timestamps.
 */
export const recordColumns = {
  id: uuid().primaryKey().defaultRandom(),
  version: integer().notNull().default(1),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
