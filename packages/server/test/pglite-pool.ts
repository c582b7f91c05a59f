import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../src/db/client.ts';
import { keepBaseline, resetScript, tablesWithRows } from './database-reset.ts';

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

/** A fresh instance from the template, with the template's own rows kept aside. */
async function loadTemplate(dump: string): Promise<PGlite> {
  const client = await openPglite({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(dump)]) });
  await keepBaseline(client);
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
    // Only the tables the file filled: deleting their rows and vacuuming them (PGlite has no
    // autovacuum, so dead rows would pile up from file to file) costs less than half of
    // truncating all (database-reset.ts).
    const filled = await tablesWithRows(client);
    await client.exec(await resetScript(client, filled));
    if (filled.length) await client.exec(`vacuum ${filled.map((table) => `public."${table}"`).join(', ')}`);
    // PGlite sets the search path when it starts; discarding the session's settings loses it.
    await client.exec('discard all');
    await client.exec('set search_path to public');
    pool.idle.push(client);
  } catch {
    await client.close().catch(() => undefined);
  }
}
