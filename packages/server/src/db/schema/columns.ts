import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * A trigram index for the lists' free-text search (`column::text ILIKE '%…%'`): a GIN index of
 * pg_trgm answers it from the index instead of reading every row (both PostgreSQL and PGlite load
 * the extension before migrating). A jsonb column is indexed as its text, as the search reads it.
 */
export function trigramIndex(name: string, column: AnyPgColumn, as: 'text' | 'jsonb' = 'text') {
  const target: SQL = as === 'jsonb' ? sql`(${column}::text)` : sql`${column}`;
  return index(name).using('gin', sql`${target} gin_trgm_ops`);
}
