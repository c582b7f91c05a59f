import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client.ts';
import { keepBaseline } from './database-reset.ts';
import { demoBase, removeDemoFiles } from './demo-template.ts';
import { adminQuery } from './pg-admin.ts';
import { dropClones } from './pg-pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file clones (`CREATE DATABASE … TEMPLATE`). */
    pgTemplate: string | null;
    /** A migrated PGlite data directory (gzipped tar) each test file loads into memory. */
    pgliteDump: string | null;
    /** The server bundled as `npm start` runs it, for the tests that start processes (PostgreSQL). */
    serverBundle: string | null;
  }
}

/**
 * Migrates one database for the whole run instead of one per test file: on PostgreSQL a template
 * database the files clone, on PGlite a dumped data directory they load. Every file still gets a
 * database of its own; only the 36 migrations run once (about 3 s a file on PostgreSQL, 1.5 s on
 * PGlite, times a hundred files).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `seaberth_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    await database.migrate();
    await database.close();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await keepBaseline(client).finally(() => client.end());
    // Nobody may connect to it, so cloning it never fails on a stray session.
    await adminQuery(serverUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    project.provide('pgTemplate', name);
    project.provide('pgliteDump', null);
    const bundle = bundleServer();
    project.provide('serverBundle', bundle.main);
    return async () => {
      await rm(bundle.dir, { recursive: true, force: true });
      // The demo's database (demo-template.ts) is one of the clones.
      await dropClones(serverUrl, name);
      await removeDemoFiles(demoBase(name, null));
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const file = path.join(tmpdir(), `seaberth-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tgz`);
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', null);
  project.provide('pgliteDump', file);
  project.provide('serverBundle', null);
  return async () => {
    await rm(file, { force: true });
    await removeDemoFiles(demoBase(null, file));
  };
}

/**
 * The processes of the PostgreSQL suite's crash and two-process tests run the server bundled, as
 * `npm start` does: each start through tsx compiled the ~500 source files again (3–4 s of CPU a
 * start, seven starts a run). Bundled once per run (about a second) into a folder of its own.
 */
function bundleServer(): { dir: string; main: string } {
  const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const relative = path.join('dist', `test-${process.pid}-${randomBytes(4).toString('hex')}`);
  execFileSync(process.execPath, [path.join(server, '..', '..', 'scripts', 'build-server.mjs'), relative], {
    // Its errors, if any, in the run's output.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const dir = path.join(server, relative);
  return { dir, main: path.join(dir, 'main.mjs') };
}
