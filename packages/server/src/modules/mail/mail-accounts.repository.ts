import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailAccounts } from '../../db/schema/index.ts';

export type MailAccountRow = typeof mailAccounts.$inferSelect;
type TokenColumns = Pick<
  typeof mailAccounts.$inferInsert,
  'oauthAccessToken' | 'oauthRefreshToken' | 'oauthExpiresAt' | 'oauthConnectedAt'
>;

/** The mail accounts' rows: listed, found, and their OAuth2 state and tokens written. */
export class MailAccountsRepository {
  constructor(private readonly db: Db) {}

  /** Every account, by name. */
  all(): Promise<MailAccountRow[]> {
    return this.db.select().from(mailAccounts).orderBy(asc(mailAccounts.name));
  }

  async get(id: string): Promise<MailAccountRow | undefined> {
    const [row] = await this.db.select().from(mailAccounts).where(eq(mailAccounts.id, id));
    return row;
  }

  /** As a list: the account, or none. */
  byId(id: string): Promise<MailAccountRow[]> {
    return this.db.select().from(mailAccounts).where(eq(mailAccounts.id, id));
  }

  async setOauthState(id: string, state: string): Promise<void> {
    await this.db
      .update(mailAccounts)
      .set({ oauthState: state, oauthStateAt: new Date() })
      .where(eq(mailAccounts.id, id));
  }

  /** The account waiting for this OAuth2 state, handed out after `since`. */
  async byOauthState(state: string, since: Date): Promise<MailAccountRow | undefined> {
    const [account] = await this.db
      .select()
      .from(mailAccounts)
      .where(and(eq(mailAccounts.oauthState, state), gt(mailAccounts.oauthStateAt, since)));
    return account;
  }

  async clearOauthState(id: string): Promise<void> {
    await this.db
      .update(mailAccounts)
      .set({ oauthState: null, oauthStateAt: null })
      .where(eq(mailAccounts.id, id));
  }

  async setTokens(id: string, tokens: TokenColumns): Promise<void> {
    await this.db.update(mailAccounts).set(tokens).where(eq(mailAccounts.id, id));
  }
}
