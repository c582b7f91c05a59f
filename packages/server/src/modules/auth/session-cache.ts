import type { Change, ChangeFeed } from '../../db/change-feed.ts';
import type { UserRow } from './auth.repository.ts';

export interface CachedSession {
  user: UserRow;
  roleScopes: string[];
  /** The session's absolute end (ms): past it the session is over whatever the cache says. */
  expiresAt: number;
}

/** A copy older than this is read again even if no change was heard: a net under the feed. */
const MAX_AGE_MS = 5 * 60_000;
/** About a kilobyte each: ten thousand signed-in people stay within ~10 MB. */
const MAX_ENTRIES = 10_000;

/**
 * Authenticated sessions by id, so a request with a valid token needs no database round trip.
 * Every write to sessions, users or roles (in any process) reaches the change feed and drops the
 * copies it touches, so a logout or a revoked user takes effect everywhere at once; while the
 * feed is not live nothing is answered from memory.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { at: number }>();
  /** Moves on every drop: a read that began before a drop must not store what it read. */
  private generation = 0;

  constructor(private readonly feed: ChangeFeed) {
    feed.on((change) => this.changed(change));
  }

  get(sessionId: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (!this.feed.live || now - entry.at > MAX_AGE_MS || entry.expiresAt <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  /** A token for `set`: the state of the cache before the database is read. */
  mark(): number {
    return this.generation;
  }

  set(sessionId: string, session: CachedSession, mark: number): void {
    if (mark !== this.generation || !this.feed.live) return;
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { ...session, at: Date.now() });
    // Maps keep insertion order: the first key is the one stored longest ago.
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Revokes a session and answers once every listening process has been told (logout). */
  async revoke(sessionId: string, write: () => Promise<void>): Promise<void> {
    const told = this.feed.echo({ table: 'sessions', id: sessionId });
    await write();
    await told;
  }

  get size(): number {
    return this.entries.size;
  }

  private changed({ table, id }: Change): void {
    if (table === 'sessions' && id) {
      this.generation++;
      this.entries.delete(id);
    } else if (table === 'users' && id) {
      this.generation++;
      for (const [sessionId, entry] of this.entries) if (entry.user.id === id) this.entries.delete(sessionId);
    } else if (table === 'sessions' || table === 'users' || table === 'user_roles' || table === '*') {
      this.generation++;
      this.entries.clear();
    }
  }
}
