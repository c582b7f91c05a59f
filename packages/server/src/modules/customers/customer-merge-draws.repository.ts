import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DroppedRow } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The record of a drawn contest's log as it was before a merge, kept in the merge's `dropped`
 * list under this name: not a table the undo re-inserts (DROPPABLE), but the log to write back.
 */
export const DRAW_LOG = 'contest_draws';

/** A draw's log: who was drawn from, in order, and who won. */
interface DrawLog {
  contest: string;
  pool: string[];
  winners: string[];
}

const replaced = (column: string, from: string, to: string) => sql`(
  select coalesce(jsonb_agg(case when e = to_jsonb(${from}::text) then to_jsonb(${to}::text) else e end order by i), '[]'::jsonb)
  from jsonb_array_elements(${sql.raw(column)}) with ordinality a(e, i))`;

/**
 * A drawn contest's log names customers by id (contest_draws.pool and winners): a merge names the
 * survivor where the removed customer stood, so the winner the log shows is a customer who exists.
 * Answers the logs as they were, for the undo to write back exactly (both may be in one pool).
 */
export async function mergeDrawLogs(tx: Tx, survivor: string, other: string): Promise<DroppedRow[]> {
  const needle = JSON.stringify([other]);
  const before = await tx.execute(sql`
    select contest::text as contest, pool, winners from contest_draws
    where pool @> ${needle}::jsonb or winners @> ${needle}::jsonb for update`);
  const logs = before.rows as unknown as DrawLog[];
  if (!logs.length) return [];
  await tx.execute(sql`
    update contest_draws set pool = ${replaced('pool', other, survivor)}, winners = ${replaced('winners', other, survivor)}
    where pool @> ${needle}::jsonb or winners @> ${needle}::jsonb`);
  return logs.map((log) => ({ table: DRAW_LOG, row: { ...log } }));
}

/** An undo writes the logs back as they were before the merge. */
export async function restoreDrawLogs(tx: Tx, dropped: DroppedRow[]): Promise<void> {
  for (const { table, row } of dropped) {
    if (table !== DRAW_LOG) continue;
    const log = row as unknown as DrawLog;
    await tx.execute(sql`
      update contest_draws set pool = ${JSON.stringify(log.pool)}::jsonb, winners = ${JSON.stringify(log.winners)}::jsonb
      where contest = ${log.contest}::uuid`);
  }
}
