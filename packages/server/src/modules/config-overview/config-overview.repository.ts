import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailAccounts, mailTemplates, payProviders, userRoles, users } from '../../db/schema/index.ts';

/** The counts the configuration overview shows, one query each. */
export class ConfigOverviewRepository {
  constructor(private readonly db: Db) {}

  async counts() {
    const [[providers], [activeProviders], [accounts], [templates], [activeUsers], [roles]] =
      await Promise.all([
        this.db.select({ n: count() }).from(payProviders),
        this.db.select({ n: count() }).from(payProviders).where(eq(payProviders.isActive, true)),
        this.db.select({ n: count() }).from(mailAccounts).where(eq(mailAccounts.isActive, true)),
        this.db.select({ n: count() }).from(mailTemplates).where(eq(mailTemplates.isActive, true)),
        // Staff who log in: not the guests' and agents' own accounts, not the switched off.
        this.db
          .select({ n: count() })
          .from(users)
          .where(
            and(ne(users.userType, 'inactive'), ne(users.userType, 'customer'), ne(users.userType, 'guest')),
          ),
        this.db.select({ n: count() }).from(userRoles),
      ]);
    return {
      providers: Number(providers?.n ?? 0),
      activeProviders: Number(activeProviders?.n ?? 0),
      accounts: Number(accounts?.n ?? 0),
      templates: Number(templates?.n ?? 0),
      users: Number(activeUsers?.n ?? 0),
      roles: Number(roles?.n ?? 0),
    };
  }
}
