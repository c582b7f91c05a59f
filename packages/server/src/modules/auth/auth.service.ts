import { createHash } from 'node:crypto';
import { type AuthResponse, MIN_PASSWORD_LENGTH, type Principal, type UserType } from '@seaberth/domain';
import type { Config } from '../../config.ts';
import { AppError, unauthorized, validationError } from '../../http/errors.ts';
import { APP_VERSION } from '../../lib/version.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { hashPassword, randomToken, verifyPassword } from './passwords.ts';
import { toPrincipal, toSessionUser } from './session-user.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import type { TokenService } from './tokens.ts';

export interface Authenticated {
  principal: Principal;
  user: UserRow;
  sessionId: string;
}

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'E-mail or password is wrong');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How long an e-mail confirmation link works. */
const VERIFY_TOKEN_TTL_MINUTES = 7 * 24 * 60;

/** Scopes a self-registered account starts with: its own records only. */
const REGISTRATION_SCOPES: Record<'customer' | 'agency', string[]> = {
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
  ) {}

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
    return { token, expiresIn, version: APP_VERSION.version, user: toSessionUser(user) };
  }

  async login(email: string, password: string, ip?: string, userAgent?: string): Promise<AuthResponse> {
    const user = await this.repository.userByEmail(email);
    // The hash check runs for unknown e-mails too, so timing does not tell which accounts exist.
    const valid = await verifyPassword(password, user?.passwordHash);
    if (!user || !valid || user.userType === 'inactive' || user.userType === 'guest') {
      await this.repository.recordLogin(email, false, user?.id, ip);
      throw invalidCredentials();
    }
    await this.repository.recordLogin(email, true, user.id, ip);
    const sessionId = await this.repository.createSession(user.id, this.config.sessionMaxDays, ip, userAgent);
    return this.respond(user, sessionId);
  }

  async refresh(auth: Authenticated): Promise<AuthResponse> {
    await this.repository.touchSession(auth.sessionId);
    return this.respond(auth.user, auth.sessionId);
  }

  logout(auth: Authenticated): Promise<void> {
    return this.sessions.revoke(auth.sessionId, () => this.repository.revokeSession(auth.sessionId));
  }

  async register(
    input: { userType: 'customer' | 'agency'; name: string; email: string; password: string; phone?: string },
    ip?: string,
  ): Promise<AuthResponse> {
    const allowed =
      input.userType === 'customer'
        ? await this.settings.getBoolean('booking', 'allowCustomerBooking', false)
        : await this.settings.getBoolean('booking', 'allowAgencyBooking', false);
    if (!allowed)
      throw new AppError(403, 'REGISTRATION_CLOSED', `Registration as ${input.userType} is not open`);
    const user = await this.repository.insertUser({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? '',
      userType: input.userType as UserType,
      permissions: { scope: REGISTRATION_SCOPES[input.userType] },
      passwordHash: await hashPassword(input.password),
      verified: false,
    });
    await this.mailVerification(user);
    const sessionId = await this.repository.createSession(user.id, this.config.sessionMaxDays, ip);
    return this.respond(user, sessionId);
  }

  /**
   * A self-registered address is confirmed by a mailed single-use link; accounts staff create are
   * trusted as they are. The link stays good for a week: people register and read mail later.
   */
  private async mailVerification(user: UserRow): Promise<void> {
    const token = randomToken();
    await this.repository.createReset(user.id, sha256(token), VERIFY_TOKEN_TTL_MINUTES, 'verify');
    const link = `${this.config.publicUrl}/user/${user.id}/verify?token=${encodeURIComponent(token)}`;
    await this.mail.enqueue({
      to: user.email,
      subject: 'Seaberth: confirm your e-mail address',
      text: [
        `Hello ${user.name},`,
        '',
        'thank you for registering. Open this link to confirm that this address is yours:',
        link,
        '',
        'The link works once and expires in 7 days.',
        'If you did not register, ignore this mail.',
      ].join('\n'),
    });
  }

  /** SPEC §7 users `{id}/verify` with the mailed token: confirms the address, once. */
  async verify(userId: string, token: string): Promise<{ verified: true }> {
    const owner = await this.repository.consumeReset(sha256(token), 'verify');
    if (!owner || owner !== userId) {
      throw new AppError(
        400,
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

  /** Mails a single-use link when the account exists; answers the same either way. */
  async requestReset(email: string, club: boolean): Promise<void> {
    const user = await this.repository.userByEmail(email);
    if (!user || user.userType === 'inactive') return;
    const token = randomToken();
    await this.repository.createReset(user.id, sha256(token), this.config.resetTokenTtlMinutes);
    const base = club ? '/club/password/reset' : '/password/reset';
    const link = `${this.config.publicUrl}${base}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    await this.mail.enqueue({
      to: user.email,
      subject: 'Seaberth: reset your password',
      text: [
        `Hello ${user.name},`,
        '',
        'someone asked to reset the password of your Seaberth account. Open this link to choose a new one:',
        link,
        '',
        `Reset token: ${token}`,
        `The link works once and expires in ${this.config.resetTokenTtlMinutes} minutes.`,
        'If you did not ask for this, ignore this mail; your password stays as it is.',
      ].join('\n'),
    });
  }

  async saveReset(input: {
    email: string;
    password: string;
    token: string;
  }): Promise<AuthResponse & { userType: string }> {
    const userId = await this.repository.consumeReset(sha256(input.token));
    const user = userId ? await this.repository.userById(userId) : undefined;
    if (!user || user.email.toLowerCase() !== input.email.trim().toLowerCase()) {
      throw new AppError(
        400,
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
    if (!user) throw new AppError(404, 'NOT_FOUND', 'User not found');
    if (user.email.toLowerCase() !== email.trim().toLowerCase()) {
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
