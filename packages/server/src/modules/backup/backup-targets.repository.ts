import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pluginConnections } from '../../db/schema/index.ts';

/** The row of `plugin_connections` that holds the Dropbox connection (settings and sealed token). */
const DROPBOX = 'dropbox';

export interface DropboxConnection {
  enabled: boolean;
  /** The folder in the Dropbox the backups go to (`/Seaberth`). */
  folder: string;
  /** The access token, sealed (secret-box.ts); never leaves the server. */
  sealedToken: string | null;
  /** When the last upload finished, and what it said. */
  lastUpload: { at: string; name: string; ok: boolean; message: string } | null;
}

/** Where backups go besides the server's disk: the Dropbox connection's row. */
export class BackupTargetsRepository {
  constructor(private readonly db: Db) {}

  async dropbox(): Promise<DropboxConnection> {
    const [row] = await this.db.select().from(pluginConnections).where(eq(pluginConnections.plugin, DROPBOX));
    const settings = (row?.settings ?? {}) as Partial<DropboxConnection>;
    const token = row?.secrets.token;
    return {
      enabled: row?.enabled ?? false,
      folder: typeof settings.folder === 'string' ? settings.folder : '/Seaberth',
      sealedToken: typeof token === 'string' && token !== '' ? token : null,
      lastUpload: settings.lastUpload ?? null,
    };
  }

  /** Saves the connection whole; a token of undefined keeps the stored one, null removes it. */
  async saveDropbox(values: {
    enabled: boolean;
    folder: string;
    sealedToken?: string | null;
    lastUpload: DropboxConnection['lastUpload'];
  }): Promise<void> {
    const settings = { folder: values.folder, lastUpload: values.lastUpload };
    const given =
      values.sealedToken === undefined ? undefined : values.sealedToken ? { token: values.sealedToken } : {};
    await this.db
      .insert(pluginConnections)
      .values({ plugin: DROPBOX, enabled: values.enabled, settings, secrets: given ?? {} })
      .onConflictDoUpdate({
        target: pluginConnections.plugin,
        set: {
          enabled: values.enabled,
          settings,
          ...(given === undefined ? {} : { secrets: given }),
          updatedAt: sql`now()`,
        },
      });
  }
}
