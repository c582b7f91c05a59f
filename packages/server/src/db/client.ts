import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { attachChangeFeed, type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed.ts';
import * as schema from './schema/index.ts';
import { slimParsers } from './pglite-parsers.ts';
import { guardTransactions } from './pglite-transaction-guard.ts';
import { keepConnectionsOnStatementErrors } from './statement-errors.ts';

/**
 * Both drivers expose the same Drizzle query builder; the node-postgres type stands for both so
 * repositories are written once.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Changes to cached tables, from any process; started by the app once migrated. */
  changes: ChangeFeed;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of this database runs startup work (migrations, the first
   * administrator, demo data): several processes starting at once on an empty database take turns.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a gzipped tar, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key of startup work; any constant shared by every Seaberth process. */
const STARTUP_LOCK = 4_815_162_342;

/**
 * Extensions the migrations use, created first: exclusion constraints on date ranges (btree_gist) and
 * trigram indexes for the lists' search (pg_trgm). Both ship with PostgreSQL's contrib and PGlite.
 */
const EXTENSIONS = 'CREATE EXTENSION IF NOT EXISTS btree_gist; CREATE EXTENSION IF NOT EXISTS pg_trgm;';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** PGlite (in-process) unless a PostgreSQL URL is given. `memory://` keeps PGlite in memory. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
  /** Sees every statement; tests use it to prove a screen's data comes in a fixed number of queries. */
  logger?: Logger;
  /** PGlite only: starts from a dumped data directory (the tests' migrated template). */
  loadDataDir?: Blob;
  /**
   * PGlite only: an instance already open, which `close()` leaves open — the tests hand one
   * database from file to file (test/pglite-pool.ts) instead of loading the template each time.
   */
  pglite?: PGlite;
}): Promise<Database> {
  if (options.databaseUrl) {
    // A small pool: the app is stateless and scales by processes, not by connections per process.
    const pool = keepConnectionsOnStatementErrors(
      new pg.Pool({ connectionString: options.databaseUrl, max: 10 }),
    );
    // An idle connection can be closed by the server (restart, failover, an administrator). The pool
    // replaces it on the next query; without a listener Node would treat it as a crash.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger: options.logger });
    const changes = postgresChangeFeed(options.databaseUrl);
    attachChangeFeed(db, changes);
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      // The lock belongs to one connection: held on it while the work runs on the pool.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        holder.release();
      }
    };
    return {
      db,
      driver: 'pg',
      changes,
      exclusive,
      migrate: () =>
        exclusive(async () => {
          await pool.query(EXTENSIONS);
          await migratePg(db, { migrationsFolder });
        }),
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  const borrowed = options.pglite;
  const client = borrowed ?? (await openPglite(options));
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger: options.logger }) as unknown as Db;
  const changes = pgliteChangeFeed(client);
  attachChangeFeed(db, changes);
  return {
    db,
    driver: 'pglite',
    changes,
    // One process owns a PGlite folder: nobody to take turns with.
    exclusive: (work) => work(),
    migrate: async () => {
      await client.exec(EXTENSIONS);
      await migratePglite(db as never, { migrationsFolder });
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      await changes.close();
      if (!borrowed) await client.close();
    },
  };
}

/** A PGlite instance with the extensions the migrations use (memory:// keeps it in memory). */
export async function openPglite(options: { dataDir: string; loadDataDir?: Blob }): Promise<PGlite> {
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : options.dataDir,
    extensions: { btree_gist, pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  await slimParsers(client);
  // Off in production for now: a query started (not awaited) inside a transaction is refused too.
  if (process.env.SEABERTH_TX_GUARD === '1') guardTransactions(client);
  return client;
}

/** SQLSTATE of a driver error, whichever driver raised it (Drizzle may wrap it in `cause`). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a driver error names, if any. */
export function sqlConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The database's size on disk in bytes. */
export async function databaseSize(db: Db): Promise<number> {
  const result = await db.execute(sql`select pg_database_size(current_database()) as size`);
  return Number((result.rows[0] as { size: number | string }).size);
}
