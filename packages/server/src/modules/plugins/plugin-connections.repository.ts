import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pluginConnections } from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

export type PluginName = 'xero' | 'datev';

export interface PluginConnection {
  enabled: boolean;
  /** null until the settings were saved once. */
  settings: Record<string, unknown> | null;
  secrets: Record<string, unknown>;
}

/**
 * The plugins' rows: settings saved whole, secrets merged key by key (a token refresh touches only
 * its keys). Text secrets are sealed in the table (lib/secret-box.ts) and read opened; a plugin
 * without secrets (DATEV) goes without the box.
 */
export class PluginConnections {
  constructor(
    private readonly db: Db,
    private readonly box?: SecretBox,
  ) {}

  async read(plugin: PluginName): Promise<PluginConnection> {
    const [row] = await this.db.select().from(pluginConnections).where(eq(pluginConnections.plugin, plugin));
    if (!row) return { enabled: false, settings: null, secrets: {} };
    return {
      enabled: row.enabled,
      settings: row.settings,
      secrets: await this.mapTexts(row.secrets, 'reveal'),
    };
  }

  private async mapTexts(secrets: Record<string, unknown>, how: 'reveal' | 'sealValue') {
    const box = this.box;
    if (!box) return secrets;
    const entries = await Promise.all(
      Object.entries(secrets).map(async ([key, value]) => [
        key,
        typeof value === 'string' ? await box[how](value) : value,
      ]),
    );
    return Object.fromEntries(entries) as Record<string, unknown>;
  }

  async save(
    plugin: PluginName,
    values: { enabled: boolean; settings: Record<string, unknown>; secrets: Record<string, unknown> },
  ): Promise<void> {
    values = { ...values, secrets: await this.mapTexts(values.secrets, 'sealValue') };
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
    const kept = await this.mapTexts(
      Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null)),
      'sealValue',
    );
    let merged = sql`(${pluginConnections.secrets} || ${JSON.stringify(kept)}::jsonb)`;
    for (const key of removed) merged = sql`(${merged} - ${key}::text)`;
    await this.db
      .update(pluginConnections)
      .set({ secrets: merged })
      .where(eq(pluginConnections.plugin, plugin));
  }
}
