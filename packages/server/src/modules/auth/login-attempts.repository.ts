import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** How attempts are counted: free ones, then a pause doubling from the first up to the most. */
export interface AttemptRule {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A row is forgotten this long after its last attempt. */
  forgetMs: number;
}

/** Login attempts per key in the table `rate_limits`: `hits` attempts, `reset_at` = last + forgetMs. */
export class LoginAttemptsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts an attempt at `at` unless the pause owed after the attempts so far still runs (one
   * statement); false when it was refused.
   */
  async take(key: string, at: string, rule: AttemptRule): Promise<boolean> {
    const delay = sql`(case when rate_limits.hits < ${rule.free} then 0
      else least(${rule.maxDelayMs}::float8,
        ${rule.firstDelayMs}::float8 * power(2, least(30, rate_limits.hits - ${rule.free}))) end)
      * interval '1 millisecond'`;
    const taken = await this.db.execute(sql`
      insert into rate_limits (key, hits, reset_at)
      values (${key}, 1, ${at}::timestamptz + ${rule.forgetMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when rate_limits.reset_at <= ${at}::timestamptz then 1 else rate_limits.hits + 1 end,
        reset_at = excluded.reset_at
      where rate_limits.reset_at <= ${at}::timestamptz
        or rate_limits.reset_at - ${rule.forgetMs} * interval '1 millisecond' + ${delay} <= ${at}::timestamptz
      returning hits`);
    return taken.rows.length > 0;
  }

  /** The attempts counted for `key` and when the row is forgotten. */
  async get(key: string): Promise<{ hits: number; reset_at: string | Date } | undefined> {
    const [row] = (await this.db.execute(sql`select hits, reset_at from rate_limits where key = ${key}`))
      .rows as { hits: number; reset_at: string | Date }[];
    return row;
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }
}
