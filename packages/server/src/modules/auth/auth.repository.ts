import { normalizeIdentity } from '@seaberth/domain';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { announceChange } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { logins, passwordResets, sessions, userRoles, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export class AuthRepository {
  constructor(private readonly db: Db) {}

  async userByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeIdentity(email)}`);
    return row;
  }

  async userById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async roleScopes(roleIds: string[]): Promise<string[]> {
    const ids = roleIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ scope: userRoles.scope })
      .from(userRoles)
      .where(inArray(userRoles.id, ids));
    return rows.flatMap((r) => r.scope);
  }

  async createSession(userId: string, maxDays: number, ip?: string, userAgent?: string): Promise<string> {
    const [row] = await this.db
      .insert(sessions)
      .values({
        userId,
        expiresAt: new Date(Date.now() + maxDays * 86_400_000),
        ip,
        userAgent: userAgent?.slice(0, 300),
      })
      .returning({ id: sessions.id });
    return row!.id;
  }

  /** The session with its user, only while it is neither revoked nor past its absolute end. */
  async activeSession(sessionId: string): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
    const [row] = await this.db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    return row;
  }

  async touchSession(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
  }

  async revokeSession(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    announceChange(this.db, 'sessions', sessionId);
  }

  async revokeUserSessions(userId: string, exceptSessionId?: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
        ),
      );
    announceChange(this.db, 'users', userId);
  }

  async recordLogin(email: string, success: boolean, userId?: string, ip?: string): Promise<void> {
    await this.db.insert(logins).values({ email: email.slice(0, 320), success, userId, ip });
  }

  recentLogins(limit: number) {
    return this.db
      .select({
        id: logins.id,
        email: logins.email,
        success: logins.success,
        ip: logins.ip,
        at: logins.at,
        userId: logins.userId,
      })
      .from(logins)
      .orderBy(desc(logins.at))
      .limit(limit);
  }

  async markVerified(userId: string): Promise<void> {
    await this.db
      .update(users)
      .set({ verified: true, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, userId));
    announceChange(this.db, 'users', userId);
  }

  async setPassword(userId: string, passwordHash: string, markVerified: boolean): Promise<void> {
    await this.db
      .update(users)
      .set({
        passwordHash,
        updatedAt: new Date(),
        version: sql`${users.version} + 1`,
        ...(markVerified ? { verified: true } : {}),
      })
      .where(eq(users.id, userId));
    announceChange(this.db, 'users', userId);
  }

  async createReset(
    userId: string,
    tokenHash: string,
    ttlMinutes: number,
    purpose: 'reset' | 'verify' = 'reset',
  ): Promise<void> {
    await this.db
      .insert(passwordResets)
      .values({ userId, purpose, tokenHash, expiresAt: new Date(Date.now() + ttlMinutes * 60_000) });
  }

  /** Marks the token used in the same statement that checks it, so it works exactly once. */
  async consumeReset(tokenHash: string, purpose: 'reset' | 'verify' = 'reset'): Promise<string | undefined> {
    const [row] = await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          // A confirmation link must never reset a password, nor the other way round.
          eq(passwordResets.purpose, purpose),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return row?.userId;
  }

  /** The new user, or undefined when the address is taken (also by a registration racing this one). */
  async insertUserIfNew(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  }

  async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    return row!;
  }
}
