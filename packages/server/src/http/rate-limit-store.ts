import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired windows are swept now and then by whichever process counts, not by a timer. */
const SWEEP_EVERY = 500;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (table `rate_limits`), so a limit
 * holds across every app process behind the proxy. One upsert per limited request counts the hit
 * and starts a new window when the old one has ended, with the database's clock for all processes.
 */
export function databaseRateLimitStore(db: Db) {
  let counted = 0;

  return class DatabaseRateLimitStore {
    /** Each limited route counts on its own, as the plugin's in-memory store does. */
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      db.execute(sql`
        insert into rate_limits (key, hits, reset_at)
        values (${this.prefix + key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl`)
        .then((result) => {
          const row = result.rows[0] as { hits: number; ttl: number };
          callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) });
          if (++counted % SWEEP_EVERY === 0)
            void db.execute(sql`delete from rate_limits where reset_at < now()`).catch(() => undefined);
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { routeInfo?: { method?: unknown; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new DatabaseRateLimitStore(routeOptions, `${String(route?.method ?? '')} ${route?.url ?? ''} `);
    }
  };
}
