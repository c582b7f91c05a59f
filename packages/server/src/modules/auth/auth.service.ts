import { createHash, randomUUID } from 'node:crypto';
import {
  type AuthResponse,
  MIN_PASSWORD_LENGTH,
  normalizeIdentity,
  type Principal,
  REGISTRATION_SETTINGS,
  type RegistrationUserType,
} from '@seaberth/domain';
import type { Config } from '../../config.ts';
import { RateLimitedError, refusal, unauthorized, validationError } from '../../http/errors.ts';
import { APP_VERSION } from '../../lib/version.ts';
import type { MailService } from '../mail/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { confirmationMail, registrationNoticeMail, resetMail } from './auth-mails.ts';
import { DEVICE_TTL_SECONDS, deviceCookieName, readCookie } from './device-cookie.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, randomToken, verifyPassword } from './passwords.ts';
import { toPrincipal, toSessionUser } from './session-user.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import type { TokenService } from './tokens.ts';

export interface Authenticated {
  principal: Principal;
  user: UserRow;
  sessionId: string;
}

const invalidCredentials = () => refusal('INVALID_CREDENTIALS', 'E-mail or password is wrong');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How long an e-mail confirmation link works. */
const VERIFY_TOKEN_TTL_MINUTES = 7 * 24 * 60;

/**
 * Answers to a stranger (registration, password reset) take at least this long, known address or
 * not, so the time does not tell which addresses have accounts.
 */
const EVEN_ANSWER_MS = 250;

async function inEvenTime<T>(work: () => Promise<T>): Promise<T> {
  const [result] = await Promise.all([work(), new Promise((resolve) => setTimeout(resolve, EVEN_ANSWER_MS))]);
  return result;
}

/** What a login may carry besides e-mail and password: where from, and the browser's cookies. */
export interface LoginContext {
  ip?: string;
  userAgent?: string;
  cookies?: string;
}

/** Scopes a self-registered account starts with: its own records only. */
const REGISTRATION_SCOPES: Record<RegistrationUserType, string[]> = {
  customer: ['customers.self', 'users.self'],
  agency: ['agencies.self', 'users.self'],
};

export class AuthService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly config: Config,
    private readonly sessions: SessionCache,
    private readonly throttle: LoginThrottle,
    /** A limit on a key of the handler's choosing (an address across all callers). */
    private readonly limit: (key: string, max: number, windowMs: number) => Promise<void>,
  ) {}

  /** Mails a stranger may cause per address and hour: confirmations, notices, reset links. */
  private get mailsPerAddress() {
    return { max: Math.max(1, Math.ceil(this.config.authRateLimit.max / 2)), windowMs: 60 * 60_000 };
  }

  /** Resolves a bearer token to its user; throws 401 for expired, forged or revoked tokens. */
  async authenticate(token: string): Promise<Authenticated> {
    const claims = await this.tokens.verify(token);
    const session = this.sessions.get(claims.sessionId) ?? (await this.readSession(claims.sessionId));
    const user = session?.user;
    if (!session || !user || user.id !== claims.userId || user.userType === 'inactive')
      throw unauthorized('Session has ended');
    return { principal: toPrincipal(user, session.roleScopes), user, sessionId: claims.sessionId };
  }

  /** The common path reads nothing (SessionCache); a session not held yet is read and kept. */
  private async readSession(sessionId: string): Promise<CachedSession | undefined> {
    const mark = this.sessions.mark();
    const found = await this.repository.activeSession(sessionId);
    if (!found) return undefined;
    const session = {
      user: found.user,
      roleScopes: await this.repository.roleScopes(found.user.roles),
      expiresAt: found.expiresAt.getTime(),
    };
    this.sessions.set(sessionId, session, mark);
    return session;
  }

  private async respond(user: UserRow, sessionId: string): Promise<AuthResponse> {
    const { token, expiresIn } = await this.tokens.issue({ userId: user.id, sessionId });
    const roleScopes = await this.repository.roleScopes(user.roles);
    return { token, expiresIn, version: APP_VERSION.version, user: toSessionUser(user, roleScopes) };
  }

  /**
   * Every attempt first takes its turn from the growing pause of the account (OWASP's device
   * cookie: a browser this account logged in from before takes it from its own pause instead, so
   * an attacker who keeps the account paused does not lock its owner out). The password is checked
   * only when the turn is granted, so a paused account answers 429 and tells nothing.
   */
  async login(
    email: string,
    password: string,
    context: LoginContext = {},
  ): Promise<AuthResponse & { device: { userId: string; token: string } }> {
    const identity = normalizeIdentity(email);
    const user = await this.repository.userByEmail(identity);
    const deviceToken = user ? readCookie(context.cookies, deviceCookieName(user.id)) : undefined;
    const device = user && deviceToken ? await this.tokens.verifyDevice(deviceToken, user.id) : undefined;
    const turnKey = device ? `login-device:${device}` : `login-account:${identity}`;
    const waitMs = await this.throttle.take(turnKey);
    if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
    // The hash check runs for unknown e-mails too, so timing does not tell which accounts exist.
    const valid = await verifyPassword(password, user?.passwordHash);
    if (!user || !valid || user.userType === 'inactive' || user.userType === 'guest') {
      await this.repository.recordLogin(identity, false, user?.id, context.ip);
      throw invalidCredentials();
    }
    await this.throttle.clear(turnKey);
    if (!user.verified) {
      // Only the password's owner gets here: a fresh link instead of a session.
      const { max, windowMs } = this.mailsPerAddress;
      await this.limit(`mail-address:${identity}`, max, windowMs);
      await this.mailVerification(user);
      throw refusal(
        'EMAIL_NOT_CONFIRMED',
        'Please confirm your e-mail address first; we have mailed you a new link',
      );
    }
    await this.repository.recordLogin(identity, true, user.id, context.ip);
    const sessionId = await this.repository.createSession(
      user.id,
      this.config.sessionMaxDays,
      context.ip,
      context.userAgent,
    );
    const token = await this.tokens.issueDevice(user.id, device ?? randomUUID(), DEVICE_TTL_SECONDS);
    return { ...(await this.respond(user, sessionId)), device: { userId: user.id, token } };
  }

  /**
   * A session for a user another trusted party vouched for: a connected installation's signed
   * jump token (issue 39). Undefined for an unknown, inactive or guest account.
   */
  async loginAs(userId: string, context: LoginContext = {}): Promise<AuthResponse | undefined> {
    const user = await this.repository.userById(userId);
    if (!user || user.userType === 'inactive' || user.userType === 'guest') return undefined;
    await this.repository.recordLogin(normalizeIdentity(user.email), true, user.id, context.ip);
    const sessionId = await this.repository.createSession(
      user.id,
      this.config.sessionMaxDays,
      context.ip,
      context.userAgent,
    );
    return this.respond(user, sessionId);
  }

  async refresh(auth: Authenticated): Promise<AuthResponse> {
    await this.repository.touchSession(auth.sessionId);
    return this.respond(auth.user, auth.sessionId);
  }

  logout(auth: Authenticated): Promise<void> {
    return this.sessions.revoke(auth.sessionId, () => this.repository.revokeSession(auth.sessionId));
  }

  /**
   * Open registration, when the operator opened it for the user type. No session until the address
   * is confirmed, and the same answer (in the same time) whether the address is new or taken: a
   * taken address gets a notice to its owner instead of a second account.
   */
  async register(input: {
    userType: RegistrationUserType;
    name: string;
    email: string;
    password: string;
    phone?: string;
  }): Promise<{ ok: true }> {
    const open = await this.settings.getBoolean(
      REGISTRATION_SETTINGS.group,
      REGISTRATION_SETTINGS.keys[input.userType],
      false,
    );
    if (!open) throw refusal('REGISTRATION_CLOSED', `Registration as ${input.userType} is not open`);
    const email = normalizeIdentity(input.email);
    const { max, windowMs } = this.mailsPerAddress;
    await this.limit(`mail-address:${email}`, max, windowMs);
    return inEvenTime(async () => {
      const passwordHash = await hashPassword(input.password);
      const existing = await this.repository.userByEmail(email);
      const created = existing
        ? undefined
        : await this.repository.insertUserIfNew({
            name: input.name,
            email,
            phone: input.phone ?? '',
            userType: input.userType,
            permissions: { scope: REGISTRATION_SCOPES[input.userType] },
            passwordHash,
            verified: false,
          });
      if (created) await this.mailVerification(created);
      else
        await this.mail.enqueue({
          to: email,
          ...registrationNoticeMail(`${this.config.publicUrl}/password/reset`),
        });
      return { ok: true as const };
    });
  }

  /**
   * A self-registered address is confirmed by a mailed single-use link; accounts staff create are
   * trusted as they are. The link stays good for a week: people register and read mail later.
   */
  private async mailVerification(user: UserRow): Promise<void> {
    const token = randomToken();
    await this.repository.createReset(user.id, sha256(token), VERIFY_TOKEN_TTL_MINUTES, 'verify');
    const link = `${this.config.publicUrl}/user/${user.id}/verify?token=${encodeURIComponent(token)}`;
    await this.mail.enqueue({ to: user.email, ...confirmationMail(link), sealed: true });
  }

  /** SPEC §7 users `{id}/verify` with the mailed token: confirms the address, once. */
  async verify(userId: string, token: string): Promise<{ verified: true }> {
    const owner = await this.repository.consumeReset(sha256(token), 'verify');
    if (!owner || owner !== userId) {
      throw refusal(
        'INVALID_VERIFY_TOKEN',
        'This confirmation link is invalid, used or expired; log in to have a new one sent',
      );
    }
    await this.repository.markVerified(userId);
    return { verified: true };
  }

  /** A new confirmation link for a logged-in user who has not confirmed yet. */
  async resendVerification(user: UserRow): Promise<{ verified: boolean; sent: boolean }> {
    if (user.verified) return { verified: true, sent: false };
    await this.mailVerification(user);
    return { verified: false, sent: true };
  }

  /** Mails a single-use link when the account exists; answers the same, in the same time, either way. */
  async requestReset(email: string, club: boolean): Promise<void> {
    const identity = normalizeIdentity(email);
    const { max, windowMs } = this.mailsPerAddress;
    await this.limit(`mail-address:${identity}`, max, windowMs);
    await inEvenTime(() => this.mailReset(identity, club));
  }

  private async mailReset(identity: string, club: boolean): Promise<void> {
    const user = await this.repository.userByEmail(identity);
    if (!user || user.userType === 'inactive') return;
    const token = randomToken();
    await this.repository.createReset(user.id, sha256(token), this.config.resetTokenTtlMinutes);
    const base = club ? '/club/password/reset' : '/password/reset';
    const link = `${this.config.publicUrl}${base}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    await this.mail.enqueue({
      to: user.email,
      ...resetMail(link, token, this.config.resetTokenTtlMinutes),
      sealed: true,
    });
  }

  async saveReset(input: {
    email: string;
    password: string;
    token: string;
  }): Promise<AuthResponse & { userType: string }> {
    const userId = await this.repository.consumeReset(sha256(input.token));
    const user = userId ? await this.repository.userById(userId) : undefined;
    if (!user || normalizeIdentity(user.email) !== normalizeIdentity(input.email)) {
      throw refusal(
        'INVALID_RESET_TOKEN',
        'This reset link is invalid, used or expired; please request a new one',
      );
    }
    await this.repository.setPassword(user.id, await hashPassword(input.password), true);
    await this.repository.revokeUserSessions(user.id);
    const sessionId = await this.repository.createSession(user.id, this.config.sessionMaxDays);
    const fresh = (await this.repository.userById(user.id))!;
    return { ...(await this.respond(fresh, sessionId)), userType: fresh.userType };
  }

  async changeOwnPassword(auth: Authenticated, oldPassword: string, password: string): Promise<void> {
    if (!(await verifyPassword(oldPassword, auth.user.passwordHash))) {
      throw validationError([{ path: 'oldPassword', message: 'The current password is wrong' }]);
    }
    await this.repository.setPassword(auth.user.id, await hashPassword(password), false);
    await this.repository.revokeUserSessions(auth.user.id, auth.sessionId);
  }

  /** An administrator sets a user's password; the e-mail must match as a guard against wrong ids. */
  async setUserPassword(userId: string, email: string, password: string, keepStatus: boolean): Promise<void> {
    const user = await this.repository.userById(userId);
    if (!user) throw refusal('NOT_FOUND', 'User not found');
    if (normalizeIdentity(user.email) !== normalizeIdentity(email)) {
      throw validationError([{ path: 'email', message: "E-mail does not match the user's e-mail" }]);
    }
    await this.repository.setPassword(user.id, await hashPassword(password), !keepStatus);
    await this.repository.revokeUserSessions(user.id);
  }

  recentLogins(limit: number) {
    return this.repository.recentLogins(limit);
  }
}

export { MIN_PASSWORD_LENGTH };
