import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  all() {
    return this.db.select({ group: settings.group, key: settings.key, value: settings.value }).from(settings);
  }

  /** Inserts or overwrites one entry (used by the server itself, not by the generic API). */
  async put(group: string, key: string, value: string): Promise<void> {
    await this.db
      .insert(settings)
      .values({ group, key, value })
      .onConflictDoUpdate({
        target: [settings.group, settings.key],
        set: { value, updatedAt: new Date() },
      });
  }

  /** Inserts only when missing; answers the stored value (the first writer wins across processes). */
  async putIfMissing(group: string, key: string, value: string): Promise<string> {
    await this.db.insert(settings).values({ group, key, value }).onConflictDoNothing();
    const [row] = await this.db
      .select({ value: settings.value })
      .from(settings)
      .where(and(eq(settings.group, group), eq(settings.key, key)));
    return row?.value ?? value;
  }
}
