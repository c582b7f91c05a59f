/**
 * Putting a used test database back to the migrated template's state, on PGlite and on PostgreSQL
 * alike: every table emptied with its sequences restarted, and the rows the migrations themselves
 * wrote copied back from a schema kept aside when the template was made. A tenth of what a fresh
 * database costs (pglite-pool.ts, pg-pool.ts).
 */

/** The schema that holds a copy of the rows the migrations wrote. */
export const BASELINE = 'test_baseline';

/** What both PGlite and node-postgres answer: one or several statements, their rows. */
export interface SqlClient {
  query<Row>(sql: string): Promise<{ rows: Row[] }>;
}

async function tablesOf(client: SqlClient, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = '${schema}' order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Copies the template's own rows aside, once, right after it is migrated. */
export async function keepBaseline(client: SqlClient): Promise<void> {
  await client.query(`create schema ${BASELINE}`);
  for (const table of await tablesOf(client, 'public')) {
    const { rows } = await client.query<{ any: boolean }>(`select exists (select from "${table}") as any`);
    if (rows[0]?.any) await client.query(`create table ${BASELINE}."${table}" as table public."${table}"`);
  }
}

/**
 * The statements that put the database back to the template's rows, as one script. PGlite empties
 * the tables with `truncate` (it has no autovacuum, so deleted rows would pile up from file to
 * file). PostgreSQL deletes the rows instead, with triggers and foreign keys switched off for the
 * transaction: its `truncate` gives each of the ~140 tables and their indexes new files, synced at
 * commit — 3.7 s a file against 19 ms for the deletes (measured here at load 12), and autovacuum
 * clears the dead rows.
 */
export async function resetScript(client: SqlClient, empty: 'truncate' | 'delete'): Promise<string> {
  const tables = await tablesOf(client, 'public');
  const kept = await tablesOf(client, BASELINE);
  const emptying =
    empty === 'truncate'
      ? [`truncate ${tables.map((table) => `public."${table}"`).join(', ')} restart identity cascade;`]
      : [
          'begin;',
          'set local session_replication_role = replica;',
          ...tables.map((table) => `delete from public."${table}";`),
        ];
  return [
    ...emptying,
    ...kept.map(
      (name) => `insert into public."${name}" overriding system value table ${BASELINE}."${name}";`,
    ),
    `select setval(format('%I.%I', schemaname, sequencename), start_value, false) from pg_sequences where schemaname = 'public';`,
    ...(empty === 'delete' ? ['commit;'] : []),
  ].join('\n');
}
