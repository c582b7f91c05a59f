import type { ChangeFeed } from '../../db/change-feed.ts';
import type { WidgetRepository } from './widget.repository.ts';

/** How long a process trusts its copy while it hears every change, and while it does not. */
const WIDGET_CACHE_MS = 5 * 60_000;
const BLIND_CACHE_MS = 5_000;

interface Snapshot {
  byId: Map<string, string[]>;
  origins: Set<string>;
}

/**
 * The active widgets' allowed origins, asked on every embedded page and every cross-origin call
 * of the booking API. A write to the widgets in any process drops it through the change feed
 * (wall time, not the business clock tests move, bounds it as a net).
 */
export class ActiveWidgets {
  private snapshot?: Promise<Snapshot>;
  private loadedAt = 0;

  constructor(
    private readonly repository: WidgetRepository,
    private readonly feed: ChangeFeed,
  ) {
    feed.on(({ table }) => {
      if (table === 'widgets' || table === '*') this.invalidate();
    });
  }

  invalidate(): void {
    this.snapshot = undefined;
  }

  /** The websites that may embed this widget; undefined when it is unknown or switched off. */
  async originsOf(id: string): Promise<string[] | undefined> {
    return (await this.current()).byId.get(id);
  }

  /** Whether any active widget names this origin. */
  async allows(origin: string): Promise<boolean> {
    return (await this.current()).origins.has(origin);
  }

  private current(): Promise<Snapshot> {
    const now = Date.now();
    const trusted = this.feed.live ? WIDGET_CACHE_MS : BLIND_CACHE_MS;
    if (!this.snapshot || now - this.loadedAt >= trusted) {
      this.loadedAt = now;
      const loading = this.load();
      this.snapshot = loading;
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  private async load(): Promise<Snapshot> {
    const rows = await this.repository.activeOrigins();
    return {
      byId: new Map(rows.map((row) => [row.id, row.allowedOrigins])),
      origins: new Set(rows.flatMap((row) => row.allowedOrigins)),
    };
  }
}
