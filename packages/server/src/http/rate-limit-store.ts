import type { Db } from '../db/client.ts';
import { RateLimitedError } from './errors.ts';
import { countRateLimitHit, sweepRateLimits } from './rate-limits.repository.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired windows are swept now and then by whichever process counts, not by a timer. */
const SWEEP_EVERY = 500;

/**
 * Counts one hit of `key` in its window (a new window when the old one has ended) and answers the
 * hits so far and the milliseconds left, on the database's clock for all processes.
 */
export async function countHit(
  db: Db,
  key: string,
  timeWindow: number,
): Promise<{ current: number; ttl: number }> {
  const windowMs = Math.max(1, Math.trunc(timeWindow));
  const row = await countRateLimitHit(db, key, windowMs);
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

/**
 * A limit a handler applies itself, for a key the route's limit cannot see (an address across
 * all callers): past `max` hits in the window it throws 429 with Retry-After.
 */
export async function enforceLimit(db: Db, key: string, max: number, windowMs: number): Promise<void> {
  const { current, ttl } = await countHit(db, key, windowMs);
  if (current > max) throw new RateLimitedError(Math.max(1, Math.ceil(ttl / 1000)));
}

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
      countHit(db, this.prefix + key, timeWindow)
        .then((result) => {
          callback(null, result);
          if (++counted % SWEEP_EVERY === 0) void sweepRateLimits(db).catch(() => undefined);
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { routeInfo?: { method?: unknown; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new DatabaseRateLimitStore(routeOptions, `${String(route?.method ?? '')} ${route?.url ?? ''} `);
    }
  };
}
