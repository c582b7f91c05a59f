import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../jobs/clock.ts';

/** Attempts that go through at once; each one after waits twice as long as the one before… */
export const FREE_LOGIN_ATTEMPTS = 5;
const FIRST_DELAY_MS = 1000;
/** …up to this pause, so a forgotten password never locks anyone out for longer. */
export const MAX_LOGIN_DELAY_MS = 15 * 60_000;
/** A day without an attempt and the count starts over (the row is swept like any window). */
const FORGET_MS = 24 * 60 * 60_000;

/** The pause owed after `attempts` attempts, in milliseconds. */
export function loginDelayMs(attempts: number): number {
  if (attempts < FREE_LOGIN_ATTEMPTS) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(30, attempts - FREE_LOGIN_ATTEMPTS));
}

/**
 * A growing pause per account (and per trusted device) between login attempts, counted in the
 * table `rate_limits` so it holds across every process. Keys: `login-account:<identity>` and
 * `login-device:<id>`. A row keeps the attempts in `hits` and `reset_at` = last attempt + a day,
 * so the last attempt and the pause owed both follow from the row.
 *
 * An attempt is taken before the password is checked, in one statement that refuses it while the
 * pause runs: a burst of parallel guesses gets no more through than a slow one.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Takes one attempt for `key`; answers 0, or the milliseconds to wait when refused. */
  async take(key: string): Promise<number> {
    const now = this.clock.now();
    const at = now.toISOString();
    const delay = sql`(case when rate_limits.hits < ${FREE_LOGIN_ATTEMPTS} then 0
      else least(${MAX_LOGIN_DELAY_MS}::float8,
        ${FIRST_DELAY_MS}::float8 * power(2, least(30, rate_limits.hits - ${FREE_LOGIN_ATTEMPTS}))) end)
      * interval '1 millisecond'`;
    const taken = await this.db.execute(sql`
      insert into rate_limits (key, hits, reset_at)
      values (${key}, 1, ${at}::timestamptz + ${FORGET_MS} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when rate_limits.reset_at <= ${at}::timestamptz then 1 else rate_limits.hits + 1 end,
        reset_at = excluded.reset_at
      where rate_limits.reset_at <= ${at}::timestamptz
        or rate_limits.reset_at - ${FORGET_MS} * interval '1 millisecond' + ${delay} <= ${at}::timestamptz
      returning hits`);
    if (taken.rows.length > 0) return 0;
    const [row] = (await this.db.execute(sql`select hits, reset_at from rate_limits where key = ${key}`))
      .rows as { hits: number; reset_at: string | Date }[];
    if (!row) return 0;
    const last = new Date(row.reset_at).getTime() - FORGET_MS;
    return Math.max(1000, last + loginDelayMs(Number(row.hits)) - now.getTime());
  }

  /** A login that succeeded ends the count of its key. */
  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }
}
