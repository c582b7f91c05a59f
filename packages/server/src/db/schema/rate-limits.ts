import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hits per key (route and client address) in the current window, shared by every app process so a
 * limit holds however a proxy spreads the requests. A row whose window has ended starts over.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
