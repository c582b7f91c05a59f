import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Counts one hit of `key` in its window (a new window when the old one has ended) in the table
 * `rate_limits`; answers the hits so far and the milliseconds left, on the database's clock.
 */
export async function countRateLimitHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttl: number }> {
  const result = await db.execute(sql`
    insert into rate_limits (key, hits, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl`);
  return result.rows[0] as { hits: number; ttl: number };
}

/** Deletes the windows that have ended. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < now()`);
}
