import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/** The channel the database triggers of migration 0035 announce changes on. */
export const CHANGES_CHANNEL = 'seaberth_changes';

/** `table` changed; `id` is the row, or empty for the whole table. `*` means: forget everything. */
export interface Change {
  table: string;
  id: string;
}

export type ChangeHandler = (change: Change) => void;

/**
 * What every process hears about writes to the tables it caches (sessions, users, roles, settings,
 * widgets), whichever process or tool made them: PostgreSQL `LISTEN/NOTIFY`, fed by triggers.
 * A cache may answer from memory only while the feed is `live`; when the listening connection
 * drops, the feed says `*` (forget everything), answers `live = false` until it is back, and says
 * `*` again then, because changes made in between were not heard.
 */
export class ChangeFeed {
  private readonly handlers = new Set<ChangeHandler>();
  private closed = false;
  live = false;

  constructor(private readonly connect: (feed: ChangeFeed) => Promise<() => Promise<void>>) {}

  on(handler: ChangeHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Tells this process's caches at once; other processes hear the same write through the database. */
  emit(change: Change): void {
    for (const handler of this.handlers) handler(change);
  }

  /** The payload a trigger sent: `table:id`. */
  heard(payload: string): void {
    const colon = payload.indexOf(':');
    if (colon <= 0) return;
    const change = { table: payload.slice(0, colon), id: payload.slice(colon + 1) };
    this.emit(change);
    for (const waiter of this.echoes)
      if (waiter.table === change.table && waiter.id === change.id) waiter.done();
  }

  private readonly echoes = new Set<Change & { done: () => void }>();

  /**
   * Resolves when the database announces `change` back to this process (or after `timeoutMs`): it
   * sends a notice to every listener at once, so by then the other processes have it too. Ask
   * before the write.
   */
  echo(change: Change, timeoutMs = 1000): Promise<void> {
    if (!this.live) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        ...change,
        done: () => {
          clearTimeout(timer);
          this.echoes.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.done, timeoutMs);
      this.echoes.add(waiter);
    });
  }

  private disconnect?: () => Promise<void>;
  private retry?: NodeJS.Timeout;

  async start(): Promise<void> {
    // Two apps on one open database (tests, a second app in one process) share its feed: a second
    // listener would announce every change twice.
    if (this.live) return;
    this.disconnect = await this.connect(this);
    this.live = true;
  }

  /** The listening connection is gone: trust nothing cached, and listen again after `delayMs`. */
  lost(delayMs: number): void {
    this.live = false;
    this.emit({ table: '*', id: '' });
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.start()
        .then(() => this.emit({ table: '*', id: '' }))
        .catch(() => this.lost(Math.min(delayMs * 2, 30_000)));
    }, delayMs);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    clearTimeout(this.retry);
    await this.disconnect?.().catch(() => undefined);
  }
}

/** One dedicated connection that only listens (a pooled one would be handed to queries). */
export function postgresChangeFeed(connectionString: string): ChangeFeed {
  return new ChangeFeed(async (feed) => {
    const client = new pg.Client({ connectionString });
    let ended = false;
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) feed.heard(message.payload ?? '');
    });
    const drop = () => {
      if (ended) return;
      ended = true;
      feed.lost(1000);
    };
    client.on('error', drop);
    client.on('end', drop);
    await client.connect();
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    return async () => {
      ended = true;
      await client.end();
    };
  });
}

/** PGlite is one process: its own listen reaches every writer there is. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  return new ChangeFeed(async (feed) => client.listen(CHANGES_CHANNEL, (payload) => feed.heard(payload)));
}

/**
 * The feed of each open database, so a repository that only holds the query builder can announce
 * its own writes: the triggers' notice reaches this process a moment after the commit, and a
 * request that follows the write must not find the old copy in between.
 */
const feeds = new WeakMap<Db, ChangeFeed>();

export function attachChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

export function announceChange(db: Db, table: string, id = ''): void {
  feeds.get(db)?.emit({ table, id });
}

/** Tells every process, through the database, to forget all it caches (`*`). */
export async function announceForgetAll(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, '*:')`);
}
