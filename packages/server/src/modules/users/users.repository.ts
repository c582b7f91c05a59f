import { type UserSettings } from '@seaberth/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { announceChange } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async updateSelf(
    id: string,
    values: { name?: string; phone?: string; settings?: UserSettings; notifications?: string[] },
  ) {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, id))
      .returning();
    announceChange(this.db, 'users', id);
    return row;
  }

  roles() {
    return this.db
      .select({ id: userRoles.id, name: userRoles.name, group: userRoles.group, scope: userRoles.scope })
      .from(userRoles)
      .orderBy(asc(userRoles.group), asc(userRoles.name));
  }

  async roleGroups(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ group: userRoles.group })
      .from(userRoles)
      .orderBy(asc(userRoles.group));
    return rows.map((r) => r.group).filter(Boolean);
  }
}
