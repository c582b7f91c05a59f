import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../src/db/client.ts';

/**
 * PGlite databases handed from test file to test file within a worker. Loading the migrated
 * template into a new instance costs 2–3 s a file (WebAssembly start-up and the data directory),
 * about 140 files a run; putting a used database back to the template's state costs a tenth of
 * that. A file still gets a database of its own: an instance is lent to one test context at a
 * time and returned only once it is back to the template's rows.
 *
 * The workers run without isolation (vitest.config.ts), so this module's state lives as long as
 * the worker; it is kept on globalThis so a re-evaluated module finds the same pool.
 */
interface Pool {
  idle: PGlite[];
}
const KEY = Symbol.for('seaberth.test.pglitePool');
const shared = globalThis as Record<symbol, Pool>;
shared[KEY] ??= { idle: [] };
const pool = shared[KEY];

/** Rows the migrations themselves write are copied here once, and put back on every reset. */
const BASELINE = 'test_baseline';

async function publicTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}

/** A fresh instance from the template, with the template's own rows kept aside. */
async function loadTemplate(dump: string): Promise<PGlite> {
  const client = await openPglite({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(dump)]) });
  await client.exec(`create schema ${BASELINE}`);
  for (const table of await publicTables(client)) {
    const { rows } = await client.query<{ any: boolean }>(`select exists (select from "${table}") as any`);
    if (rows[0]?.any) await client.exec(`create table ${BASELINE}."${table}" as table public."${table}"`);
  }
  return client;
}

/** A database at the template's state: a returned one when there is one, else a new load. */
export async function borrowPglite(dump: string): Promise<PGlite> {
  return pool.idle.pop() ?? loadTemplate(dump);
}

/**
 * Back to the template's state — every table emptied and its sequences restarted, the
 * template's rows copied back, the session's settings, locks and listeners dropped — and into
 * the pool. A database that cannot be reset (a transaction left open) is closed instead, and
 * the next file loads a new one.
 */
export async function returnPglite(client: PGlite): Promise<void> {
  try {
    const tables = await publicTables(client);
    const { rows: kept } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = '${BASELINE}'`,
    );
    const list = tables.map((table) => `public."${table}"`).join(', ');
    const refill = kept.map(
      ({ name }) => `insert into public."${name}" overriding system value table ${BASELINE}."${name}";`,
    );
    await client.exec(
      [
        `truncate ${list} restart identity cascade;`,
        ...refill,
        `select setval(format('%I.%I', schemaname, sequencename), start_value, false) from pg_sequences where schemaname = 'public';`,
      ].join('\n'),
    );
    // PGlite sets the search path when it starts; discarding the session's settings loses it.
    await client.exec('discard all');
    await client.exec('set search_path to public');
    pool.idle.push(client);
  } catch {
    await client.close().catch(() => undefined);
  }
}
