import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/** The jobs table: schedule, claim what is due (one process wins each row), finish or retry. */
export class JobsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Schedules `kind`/`key` at `runAt`; an existing row moves to the earlier of its time and this one.
   * Given a caller's transaction (`db`), the job commits with the work that needs it, or not at all.
   */
  async schedule(
    kind: string,
    key: string,
    runAt: Date,
    payload: Record<string, unknown> = {},
    db: Db = this.db,
  ): Promise<void> {
    await db
      .insert(jobs)
      .values({ kind, key, runAt, payload })
      .onConflictDoUpdate({
        target: [jobs.kind, jobs.key],
        set: { runAt: sql`least(${jobs.runAt}, excluded.run_at)`, payload: sql`excluded.payload` },
      });
  }

  /**
   * Claims up to `limit` rows due at `now`, locking them until `lockedUntil`. SKIP LOCKED lets
   * several processes claim at once without two getting the same row; a row whose lock ran out
   * (its process died) is due again.
   */
  async claimDue(now: Date, lockedUntil: Date, limit: number): Promise<JobRow[]> {
    const result = await this.db.execute(sql`
      update ${jobs} set locked_until = ${lockedUntil.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (
        select id from ${jobs}
        where run_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        order by run_at
        limit ${limit}
        for update skip locked)
      returning id, kind, key, payload, attempts`);
    return result.rows as unknown as JobRow[];
  }

  /** Done: the row goes, or (recurring work) waits for its next time. */
  async finish(id: string, next: Date | null): Promise<void> {
    if (next)
      await this.db
        .update(jobs)
        .set({ runAt: next, lockedUntil: null, attempts: 0, lastError: null })
        .where(eq(jobs.id, id));
    else await this.db.delete(jobs).where(eq(jobs.id, id));
  }

  /** The work is done another way: its job goes (nothing when it ran or went already). */
  async cancel(kind: string, key: string): Promise<void> {
    await this.db.delete(jobs).where(and(eq(jobs.kind, kind), eq(jobs.key, key)));
  }

  async fail(id: string, error: string, retryAt: Date): Promise<void> {
    await this.db
      .update(jobs)
      .set({ runAt: retryAt, lockedUntil: null, lastError: error.slice(0, 2000) })
      .where(eq(jobs.id, id));
  }

  async find(kind: string, key = ''): Promise<JobRow | undefined> {
    const [row] = await this.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${kind} and ${jobs.key} = ${key}`);
    return row;
  }
}
