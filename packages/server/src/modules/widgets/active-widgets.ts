import type { WidgetRepository } from './widget.repository.ts';

/** How long one process trusts its copy: a change reaches every other process within this time. */
export const WIDGET_CACHE_MS = 5_000;

interface Snapshot {
  byId: Map<string, string[]>;
  origins: Set<string>;
}

/**
 * The active widgets' allowed origins, asked on every embedded page and every cross-origin call
 * of the booking API. Kept for a few seconds (wall time, not the business clock tests move); a
 * write in this process drops it at once.
 */
export class ActiveWidgets {
  private snapshot?: Promise<Snapshot>;
  private loadedAt = 0;

  constructor(private readonly repository: WidgetRepository) {}

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
    if (!this.snapshot || now - this.loadedAt >= WIDGET_CACHE_MS) {
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
