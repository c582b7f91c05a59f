import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pluginConnections } from '../../db/schema/index.ts';

export type PluginName = 'xero' | 'datev';

export interface PluginConnection {
  enabled: boolean;
  /** null until the settings were saved once. */
  settings: Record<string, unknown> | null;
  secrets: Record<string, unknown>;
}

/** The plugins' rows: settings saved whole, secrets merged key by key (a token refresh touches only its keys). */
export class PluginConnections {
  constructor(private readonly db: Db) {}

  async read(plugin: PluginName): Promise<PluginConnection> {
    const [row] = await this.db.select().from(pluginConnections).where(eq(pluginConnections.plugin, plugin));
    if (!row) return { enabled: false, settings: null, secrets: {} };
    return { enabled: row.enabled, settings: row.settings, secrets: row.secrets };
  }

  async save(
    plugin: PluginName,
    values: { enabled: boolean; settings: Record<string, unknown>; secrets: Record<string, unknown> },
  ): Promise<void> {
    await this.db
      .insert(pluginConnections)
      .values({ plugin, ...values })
      .onConflictDoUpdate({
        target: pluginConnections.plugin,
        set: {
          enabled: values.enabled,
          settings: values.settings,
          secrets: values.secrets,
          updatedAt: sql`now()`,
        },
      });
  }

  /** Sets some secrets (null removes one) and leaves the others as they are. */
  async patchSecrets(plugin: PluginName, patch: Record<string, unknown>): Promise<void> {
    const removed = Object.keys(patch).filter((key) => patch[key] === null);
    const kept = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
    let merged = sql`(${pluginConnections.secrets} || ${JSON.stringify(kept)}::jsonb)`;
    for (const key of removed) merged = sql`(${merged} - ${key}::text)`;
    await this.db
      .update(pluginConnections)
      .set({ secrets: merged })
      .where(eq(pluginConnections.plugin, plugin));
  }
}
