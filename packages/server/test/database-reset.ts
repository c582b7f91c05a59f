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
 * The statements that put the database back to the template's rows, as one script: the tables
 * emptied by deleting their rows, with triggers and foreign keys switched off for the transaction,
 * the template's rows copied back and the sequences restarted. `tables` limits the emptying to the
 * tables named (the ones holding rows, `tablesWithRows`). PostgreSQL's `truncate` gives each of the
 * ~140 tables and their indexes new files, synced at commit — 3.7 s a file against 19 ms for the
 * deletes (measured here at load 12). On PGlite, truncating every table took 115–130 ms a file;
 * finding the ~20 tables a file filled and deleting and vacuuming them takes about 50 ms
 * (docs/decisions.md, "CI time, thirty-first pass").
 */
export async function resetScript(client: SqlClient, tables?: string[]): Promise<string> {
  const kept = await tablesOf(client, BASELINE);
  const emptied = [...new Set([...(tables ?? (await tablesOf(client, 'public'))), ...kept])];
  return [
    'begin;',
    'set local session_replication_role = replica;',
    ...emptied.map((table) => `delete from public."${table}";`),
    ...kept.map(
      (name) => `insert into public."${name}" overriding system value table ${BASELINE}."${name}";`,
    ),
    `select setval(format('%I.%I', schemaname, sequencename), start_value, false) from pg_sequences where schemaname = 'public';`,
    'commit;',
  ].join('\n');
}

/** The public tables that hold a row, asked in one statement. */
export async function tablesWithRows(client: SqlClient): Promise<string[]> {
  const tables = await tablesOf(client, 'public');
  const probe = tables
    .map((table) => `select '${table}' as name where exists (select from public."${table}")`)
    .join(' union all ');
  return (await client.query<{ name: string }>(probe)).rows.map((row) => row.name);
}
