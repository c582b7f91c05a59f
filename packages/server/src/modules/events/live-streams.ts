import {
  type LiveChange,
  type LiveEvent,
  liveChangeOf,
  mayHear,
  type Principal,
  ringsBell,
} from '@seaberth/domain';
import type { Change, ChangeFeed } from '../../db/change-feed.ts';

/** One open screen: whose it is, and how to reach it. */
export interface LiveStream {
  userId: string;
  principal: Principal;
  /** The kinds of change the user's bell wants (their settings), marked `bell` on the way. */
  notifications: readonly string[];
  /** Sends text as is (the SSE framing is the caller's). */
  write(text: string): void;
  /** Ends the response; called once, by the hub. */
  end(): void;
  /** Asked at each heartbeat: the session still holds, with its current rights and settings (or undefined: end it). */
  recheck(): Promise<{ principal: Principal; notifications: readonly string[] } | undefined>;
}

/** A browser with many tabs opens one stream each; beyond this the next is refused (429). */
export const MAX_STREAMS_PER_USER = 10;
/** Proxies close a response that says nothing for a minute or so; a comment line keeps it open. */
export const HEARTBEAT_MS = 25_000;

export const frame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * The open live screens of this process (issue 38). Every process hears every change through the
 * change feed (LISTEN on the database, fed by the triggers of migration 0073), so a stream on any
 * process learns of a write made on any other; each event goes only to the streams whose user may
 * see it.
 */
export class LiveStreams {
  private readonly streams = new Set<LiveStream>();
  private heartbeat?: NodeJS.Timeout;
  private closed = false;

  constructor(
    feed: ChangeFeed,
    private readonly maxPerUser = MAX_STREAMS_PER_USER,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {
    feed.on((change) => this.heard(change));
  }

  get size(): number {
    return this.streams.size;
  }

  hasRoom(userId: string): boolean {
    if (this.closed) return false;
    let open = 0;
    for (const stream of this.streams) if (stream.userId === userId) open++;
    return open < this.maxPerUser;
  }

  /** Starts sending to `stream`; the returned function ends it (the client went away). */
  open(stream: LiveStream): () => void {
    this.streams.add(stream);
    // Clients reconnect after 3 s when the stream ends; `ready` says it is listening from now on.
    stream.write(`retry: 3000\n${frame({ type: 'ready' })}`);
    this.heartbeat ??= setInterval(() => void this.beat(), this.heartbeatMs).unref();
    return () => this.drop(stream);
  }

  /** Ends every stream (the server shuts down): otherwise the HTTP server waits for them forever. */
  closeAll(): void {
    this.closed = true;
    for (const stream of [...this.streams]) this.drop(stream);
  }

  private drop(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    stream.end();
    if (this.streams.size === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  private heard({ table, id }: Change): void {
    if (this.streams.size === 0) return;
    // `*`: the listening connection was lost or is back; what happened in between is unknown.
    const change: LiveChange | undefined =
      table === '*' ? { event: { type: 'resync' } } : liveChangeOf(table, id);
    if (!change) return;
    const text = frame(change.event);
    const ringing = frame({ ...change.event, bell: true });
    for (const stream of this.streams)
      if (mayHear(stream.principal, stream.userId, change))
        stream.write(ringsBell(change.event, stream.userId, stream.notifications) ? ringing : text);
  }

  /** A comment keeps proxies from closing; a session ended, rights or bell settings changed since the stream began count. */
  private async beat(): Promise<void> {
    for (const stream of [...this.streams]) {
      const current = await stream.recheck().catch(() => undefined);
      if (!this.streams.has(stream)) continue;
      if (!current) this.drop(stream);
      else {
        stream.principal = current.principal;
        stream.notifications = current.notifications;
        stream.write(': ping\n\n');
      }
    }
  }
}
