import { randomBytes } from 'node:crypto';
import { hasAnyScope, type MailboxAccount, type Principal } from '@seaberth/domain';
import type { ImapFlowOptions } from 'imapflow';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { notFound, refusal } from '../../http/errors.ts';
import { type MailAccountRow, MailAccountsRepository } from './mail-accounts.repository.ts';

export type { MailAccountRow } from './mail-accounts.repository.ts';

/** User types of the back office: the ones who read an account that names nobody in particular. */
const STAFF = new Set(['admin', 'internal', 'employee', 'default', 'system']);
/** A connect must come back within this time, or its state is refused. */
const STATE_MINUTES = 15;
/** A token is refreshed this long before it runs out, so a login never starts with a stale one. */
const EXPIRY_MARGIN_MS = 60_000;

export const mailUnavailable = (what: string, error: unknown) => {
  const reason = (error as { responseText?: string }).responseText ?? (error as Error).message;
  return refusal('MAIL_SERVER', `The ${what} server answered: ${reason}`, {
    params: {
      reason,
    },
  });
};

const notConnected = (account: MailAccountRow, message: string) =>
  refusal('MAIL_NOT_CONNECTED', message, { params: { account: account.name } });

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

/**
 * Mail accounts: who reads which, and the credentials of a login (a password, or an OAuth2 access
 * token from the authorization-code flow, refreshed when it runs out).
 */
export class MailAccounts {
  private readonly accounts: MailAccountsRepository;

  constructor(
    db: Db,
    private readonly publicUrl: string,
    box: SecretBox,
  ) {
    this.accounts = new MailAccountsRepository(db, box);
  }

  /** Who may read an account: admins and mail.update, the users it names, or all staff when it names none. */
  mayRead(account: MailAccountRow, principal: Principal): boolean {
    if (!account.isActive) return false;
    if (hasAnyScope(principal, ['mail.update'])) return true;
    if (account.users.length) return principal.id !== undefined && account.users.includes(principal.id);
    return STAFF.has(principal.userType);
  }

  async readable(principal: Principal): Promise<MailboxAccount[]> {
    const rows = await this.accounts.all();
    return rows
      .filter((row) => this.mayRead(row, principal))
      .map(({ id, name, email }) => ({ id, name, email }));
  }

  /** The account a mailbox call names, or the user's first; 404 when there is none to read. */
  async forReading(principal: Principal, id?: string): Promise<MailAccountRow> {
    const rows = id ? await this.accounts.byId(id) : await this.accounts.all();
    const account = rows.find((row) => this.mayRead(row, principal));
    if (!account) throw notFound('No mail account to read');
    return account;
  }

  async get(id: string): Promise<MailAccountRow> {
    const row = await this.accounts.get(id);
    if (!row) throw notFound();
    return row;
  }

  redirectUri(): string {
    return `${this.publicUrl}/api/mailaccount/oauth/callback`;
  }

  /** The authorization server's address for this account, with a fresh one-time state. */
  async connectUrl(id: string): Promise<string> {
    const account = await this.get(id);
    if (account.auth !== 'oauth2')
      throw refusal('VALIDATION_ERROR', 'This account logs in with a password, not OAuth2');
    const state = randomBytes(24).toString('base64url');
    await this.accounts.setOauthState(id, state);
    const url = new URL(account.oauthAuthorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', account.oauthClientId);
    url.searchParams.set('redirect_uri', this.redirectUri());
    url.searchParams.set('state', state);
    if (account.oauthScope) url.searchParams.set('scope', account.oauthScope);
    // Google and Microsoft hand out a refresh token only when asked for offline access.
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
    url.searchParams.set('login_hint', account.username);
    return url.toString();
  }

  /** The authorization server came back: the code becomes tokens. Answers the account's id. */
  async completeConnect(state: string, code: string): Promise<string> {
    const since = new Date(Date.now() - STATE_MINUTES * 60_000);
    const account = await this.accounts.byOauthState(state, since);
    if (!account) throw refusal('VALIDATION_ERROR', 'The connection request is unknown or expired');
    // The state is spent whatever the outcome: a replayed callback finds nothing.
    await this.accounts.clearOauthState(account.id);
    const answer = await this.token(account, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri(),
    });
    await this.storeTokens(account.id, answer, account.oauthRefreshToken, true);
    return account.id;
  }

  private async token(account: MailAccountRow, grant: Record<string, string>): Promise<TokenAnswer> {
    const body = new URLSearchParams({
      ...grant,
      client_id: account.oauthClientId,
      client_secret: account.oauthClientSecret ?? '',
    });
    let response: Response;
    try {
      response = await fetch(account.oauthTokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw mailUnavailable('authorization', error);
    }
    const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
    if (!response.ok || !answer.access_token)
      throw mailUnavailable(
        'authorization',
        new Error(answer.error_description ?? answer.error ?? `HTTP ${response.status}`),
      );
    return answer;
  }

  private async storeTokens(
    id: string,
    answer: TokenAnswer,
    previousRefresh: string | null,
    connected = false,
  ): Promise<void> {
    await this.accounts.setTokens(id, {
      oauthAccessToken: answer.access_token,
      // A refresh answer may omit the refresh token: the one held stays valid then.
      oauthRefreshToken: answer.refresh_token ?? previousRefresh,
      oauthExpiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
      ...(connected ? { oauthConnectedAt: new Date() } : {}),
    });
  }

  /** A valid access token for an OAuth2 account, refreshed when it is about to run out. */
  private async accessToken(account: MailAccountRow): Promise<string> {
    if (!account.oauthAccessToken)
      throw notConnected(account, `The mail account ${account.name} is not connected yet`);
    const expires = account.oauthExpiresAt?.getTime();
    if (!expires || expires - EXPIRY_MARGIN_MS > Date.now()) return account.oauthAccessToken;
    if (!account.oauthRefreshToken)
      throw notConnected(account, `The mail account ${account.name} must be connected again`);
    const answer = await this.token(account, {
      grant_type: 'refresh_token',
      refresh_token: account.oauthRefreshToken,
    });
    await this.storeTokens(account.id, answer, account.oauthRefreshToken);
    return answer.access_token!;
  }

  /** How imapflow logs in to the account. */
  async imapOptions(account: MailAccountRow): Promise<ImapFlowOptions> {
    const auth =
      account.auth === 'oauth2'
        ? { user: account.username, accessToken: await this.accessToken(account) }
        : { user: account.username, pass: account.password ?? '' };
    return {
      host: account.imapHost,
      port: account.imapPort,
      secure: account.imapSecurity === 'tls',
      doSTARTTLS:
        account.imapSecurity === 'starttls' ? true : account.imapSecurity === 'none' ? false : undefined,
      auth,
      logger: false,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
    };
  }

  /** How the mail queue sends a mail of the account: its SMTP (if it has one) and its address. */
  async sender(id: string): Promise<{ from: string; smtp?: SMTPTransport.Options }> {
    const account = await this.get(id);
    const from = account.displayName
      ? `"${account.displayName.replace(/["\\]/g, '')}" <${account.email}>`
      : account.email;
    return { from, smtp: await this.smtpOptions(account) };
  }

  /** How nodemailer sends through the account; undefined when it sends through the server's SMTP. */
  async smtpOptions(account: MailAccountRow): Promise<SMTPTransport.Options | undefined> {
    if (!account.smtpHost) return undefined;
    const auth =
      account.auth === 'oauth2'
        ? { type: 'OAuth2' as const, user: account.username, accessToken: await this.accessToken(account) }
        : { user: account.username, pass: account.password ?? '' };
    return {
      host: account.smtpHost,
      port: account.smtpPort,
      secure: account.smtpSecurity === 'tls',
      ignoreTLS: account.smtpSecurity === 'none',
      requireTLS: account.smtpSecurity === 'starttls',
      auth,
      connectionTimeout: 10_000,
    };
  }
}
