import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { resetScript } from './database-reset.ts';
import { adminQuery } from './pg-admin.ts';

/**
 * PostgreSQL databases handed from test file to test file within a worker, as pglite-pool.ts
 * does for PGlite. A database per file cost 2 s (3.5 s beside another writer): the clone writes
 * the whole template to the WAL (1.6 GB a run), and `DROP DATABASE` forces an immediate
 * checkpoint and waits for it, that is for every dirty page on the server — the other worker's
 * files' included — to be written and synced. Putting it back costs 19 ms (database-reset.ts). A
 * file still gets a database of its own: lent to one test context at a time and
 * back in the pool only once it holds the template's rows again. The run's databases are named
 * after its template, so the run's global teardown drops them all (`dropClones`).
 */
interface Pool {
  idle: string[];
}
const KEY = Symbol.for('seaberth.test.pgPool');
const shared = globalThis as Record<symbol, Pool>;
shared[KEY] ??= { idle: [] };
const pool = shared[KEY];

function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Two files cloning the template at the same moment can meet PostgreSQL's "source database is
 * being accessed by other users" (55006): each clone briefly holds it. A short wait and again.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      // A test's commit need not survive a crash of the server: without waiting for the WAL's
      // flush a commit costs no fsync (2–3 ms each on CI's disk, thousands a run).
      await adminQuery(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * The URL of a database at the template's state: a returned one when there is one, else a clone.
 * With `from` (a database made from the template, such as the run's demo), a clone of that one,
 * named as the template's so that it joins the pool when it is returned.
 */
export async function borrowPg(serverUrl: string, template: string, from?: string): Promise<string> {
  const idle = from ? undefined : pool.idle.pop();
  if (idle) return idle;
  const name = `${template}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await createDatabase(serverUrl, name, from ?? template);
  return urlOf(serverUrl, name);
}

/**
 * Back to the template's rows and into the pool, once the app's connections are closed. A
 * database that cannot be reset is left for the run's teardown to drop.
 */
export async function returnPg(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query(await resetScript(client));
    pool.idle.push(url);
  } catch {
    // Not reusable; dropped with the run's other databases.
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops the template's clones (the run's global teardown, when no file uses them any more). */
export async function dropClones(serverUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select datname as name from pg_database where datname like $1`,
      [`${template.replaceAll('_', '\\_')}\\_%`],
    );
    for (const { name } of rows) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
