import { cp, mkdtemp, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../src/db/client.ts';
import { loadDemoData, loadReferenceData } from '../src/seed/demo.ts';
import { adminQuery } from './pg-admin.ts';
import { createDatabase } from './pg-pool.ts';
import { borrowPglite, returnPglite } from './pglite-pool.ts';

/**
 * The demo installation (without its two years of history) loaded once per run for every test file
 * that walks it, instead of once per file: a load is 40 s on PostgreSQL and 60 s on PGlite, and
 * three walks (hostile input, endpoint access, the answers' schemas) loaded it on both databases
 * (docs/decisions.md, "CI time, fourteenth pass"). The first file to ask builds it while the
 * others wait; each then gets a database of its own at the demo's state (a clone on PostgreSQL, the
 * dumped data directory on PGlite), put back to the migrated template's rows when it closes like
 * any other (pg-pool.ts, pglite-pool.ts).
 *
 * Outside the database the demo leaves its pictures, in a folder each file gets a copy of, and its
 * sealed secrets, for which every demo context uses one key. Workers are processes of their own:
 * they meet through files named after the run's template (the lock, the ready mark).
 */

/** The key every demo context seals and opens its secrets with (a `memory://` one is per process). */
export const DEMO_SECRETS_KEY = 'seaberth test demo';

/** What a demo context's database and media come from. */
export type DemoSource =
  | { engine: 'pg'; template: string; media: string }
  | { engine: 'pglite'; dump: string; media: string };

/** The files of the run's demo, beside the template's name (PostgreSQL) or its dump (PGlite). */
function filesOf(base: string) {
  return {
    lock: `${base}.demo-lock`,
    ready: `${base}.demo-ready`,
    failed: `${base}.demo-failed`,
    dump: `${base}.demo.tgz`,
    media: `${base}.demo-media`,
    facts: `${base}.demo-facts.json`,
  };
}

/** The base the demo's files are named after: the PostgreSQL template's name or the PGlite dump. */
export function demoBase(pgTemplate: string | null, pgliteDump: string | null): string {
  if (pgTemplate) return path.join(tmpdir(), pgTemplate);
  if (pgliteDump) return pgliteDump;
  throw new Error('no migrated template: the run has no global setup');
}

/** Removes the run's demo files (the global teardown; the PostgreSQL database goes with the clones). */
export async function removeDemoFiles(base: string): Promise<void> {
  await Promise.all(Object.values(filesOf(base)).map((file) => rm(file, { recursive: true, force: true })));
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Creates the lock file; false when another worker holds it already. */
async function takeLock(file: string): Promise<boolean> {
  try {
    await (await open(file, 'wx')).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Waits for the builder's mark. The build runs on the other core beside this worker's wait; the
 * limit covers a machine several times slower than usual.
 */
async function waitForBuild(files: ReturnType<typeof filesOf>, timeoutMs = 600_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await exists(files.ready)) return;
    if (await exists(files.failed))
      throw new Error(`the run's demo failed to load: ${await readFile(files.failed, 'utf8')}`);
    if (Date.now() > until) throw new Error(`the run's demo was not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The run's demo, built by the first caller: `build` loads it into a database the caller set up
 * and hands back what to publish. Later callers, in any worker, wait for the ready mark.
 */
export async function demoSource(
  engine: DemoSource['engine'],
  base: string,
  build: (files: { dump: string; media: string }) => Promise<void>,
): Promise<DemoSource> {
  const files = filesOf(base);
  if (!(await exists(files.ready))) {
    if (await takeLock(files.lock)) {
      try {
        await build(files);
        await writeFile(files.ready, '');
      } catch (error) {
        await writeFile(
          files.failed,
          error instanceof Error ? (error.stack ?? error.message) : String(error),
        );
        throw error;
      }
    } else await waitForBuild(files);
  }
  return engine === 'pg'
    ? { engine, template: demoDatabaseName(path.basename(base)), media: files.media }
    : { engine, dump: files.dump, media: files.media };
}

/** The demo's PostgreSQL database, named after the template so the run's teardown drops it. */
export function demoDatabaseName(template: string): string {
  return `${template}_demo`;
}

/** PostgreSQL: the demo loaded into a clone of the template, which the files then clone in turn. */
export async function buildPgDemo(
  serverUrl: string,
  template: string,
  load: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const name = demoDatabaseName(template);
  await createDatabase(serverUrl, name, template);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await load(url.toString());
  // Cloned by every demo file: nobody may hold a session on it while they do.
  await adminQuery(serverUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
}

/** PGlite: the demo loaded into a database from the pool, dumped, and the database put back. */
export async function buildPgliteDemo(
  templateDump: string,
  dumpFile: string,
  load: (pglite: PGlite) => Promise<void>,
): Promise<void> {
  const pglite = await borrowPglite(templateDump);
  await load(pglite);
  const dump = await pglite.dumpDataDir('gzip');
  const partial = `${dumpFile}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, dumpFile);
  await returnPglite(pglite);
}

/** A PGlite instance at the demo's state (its dump carries the template's rows kept aside). */
export async function openPgliteDemo(dumpFile: string): Promise<PGlite> {
  return openPglite({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(dumpFile)]) });
}

/** A copy of the demo's pictures for one file, which may add or remove some. */
export async function copyDemoMedia(media: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'seaberth-demo-media-'));
  if (await exists(media)) await cp(media, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** What the run's demo load answered, for the demo test that checks the load itself. */
export interface DemoFacts {
  /** Whether the reference data was loaded by this load (not already there). */
  referenceLoaded: boolean;
  /** When the demo began loading: its history was booked before, what it made itself after. */
  loaded: string;
  /** The logins the load answered (undefined when it found the demo already loaded). */
  logins: string[] | undefined;
}

/**
 * The installation the walks and the demo test run against, loaded as a first start does: the
 * reference data and the demo with its two years of history (the walks read every answer, and
 * the history did not slow them down: the hostile-input walk 61 s with it, 59 s without). One
 * load serves them all; the demo test checks this load through the facts it records
 * (docs/decisions.md, "CI time, twenty-first pass").
 */
export async function loadDemoInto(
  services: Parameters<typeof loadDemoData>[0],
  base: string,
): Promise<void> {
  const referenceLoaded = await loadReferenceData(services);
  const loaded = new Date().toISOString();
  const logins = await loadDemoData(services);
  const facts: DemoFacts = { referenceLoaded, loaded, logins };
  await writeFile(filesOf(base).facts, JSON.stringify(facts));
}

/** The facts of the run's demo load (loadDemoInto); the demo must have been loaded. */
export async function demoFacts(base: string): Promise<DemoFacts> {
  return JSON.parse(await readFile(filesOf(base).facts, 'utf8')) as DemoFacts;
}
