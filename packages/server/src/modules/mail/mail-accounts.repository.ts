import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailAccounts } from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

export type MailAccountRow = typeof mailAccounts.$inferSelect;
type TokenColumns = Pick<
  typeof mailAccounts.$inferInsert,
  'oauthAccessToken' | 'oauthRefreshToken' | 'oauthExpiresAt' | 'oauthConnectedAt'
>;

const SEALED = ['password', 'oauthClientSecret', 'oauthAccessToken', 'oauthRefreshToken'] as const;

/**
 * The mail accounts' rows: listed, found, and their OAuth2 state and tokens written. The secrets
 * are sealed in the table (lib/secret-box.ts) and read opened.
 */
export class MailAccountsRepository {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  private async opened(row: MailAccountRow): Promise<MailAccountRow> {
    const open = { ...row };
    for (const key of SEALED) open[key] = row[key] ? await this.box.reveal(row[key]) : row[key];
    return open;
  }

  /** Every account, by name. */
  async all(): Promise<MailAccountRow[]> {
    const rows = await this.db.select().from(mailAccounts).orderBy(asc(mailAccounts.name));
    return Promise.all(rows.map((row) => this.opened(row)));
  }

  async get(id: string): Promise<MailAccountRow | undefined> {
    const [row] = await this.db.select().from(mailAccounts).where(eq(mailAccounts.id, id));
    return row && this.opened(row);
  }

  /** As a list: the account, or none. */
  async byId(id: string): Promise<MailAccountRow[]> {
    const row = await this.get(id);
    return row ? [row] : [];
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
    return account && this.opened(account);
  }

  async clearOauthState(id: string): Promise<void> {
    await this.db
      .update(mailAccounts)
      .set({ oauthState: null, oauthStateAt: null })
      .where(eq(mailAccounts.id, id));
  }

  async setTokens(id: string, tokens: TokenColumns): Promise<void> {
    const sealed = {
      ...tokens,
      oauthAccessToken: await this.box.sealValue(tokens.oauthAccessToken),
      oauthRefreshToken: await this.box.sealValue(tokens.oauthRefreshToken),
    };
    await this.db.update(mailAccounts).set(sealed).where(eq(mailAccounts.id, id));
  }
}
