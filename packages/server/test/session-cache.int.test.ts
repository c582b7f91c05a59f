import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../src/db/change-feed.ts';
import { sessions } from '../src/db/schema/index.ts';
import type { UserRow } from '../src/modules/auth/auth.repository.ts';
import { SessionCache } from '../src/modules/auth/session-cache.ts';
import { newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;

const get = (url: string, token: string) => ctx.request({ method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  ctx.request({ method: 'POST', url, token, payload });

/** What a request read of sessions, users and roles to know who asks. */
async function authReads(url: string, token: string): Promise<string[]> {
  ctx.queryLog.length = 0;
  await get(url, token);
  return ctx.queryLog.filter((q) => /from "(sessions|user_roles)"/.test(q));
}

/** The notice of a write made outside this process's repositories arrives a moment after it. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 1000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within a second');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(() => ctx.close());

describe('authentication without a database round trip', () => {
  it('reads the session once, then answers from memory', async () => {
    const { token } = await ctx.login();
    expect(await authReads('/api/users?size=1', token)).toHaveLength(1);
    expect(await authReads('/api/users?size=1', token)).toEqual([]);
  });

  it('refuses a logged-out token at once', async () => {
    const { token } = await ctx.login();
    expect((await get('/api/users?size=1', token)).statusCode).toBe(200);
    expect((await ctx.request({ method: 'DELETE', url: '/api/auth/token', token })).statusCode).toBe(204);
    expect((await get('/api/users?size=1', token)).statusCode).toBe(401);
  });

  it('follows a user switched off, and a role that changes its scopes', async () => {
    const role = (await post('/api/userrole', { name: 'Reception', scope: ['customers.read'] })).json();
    const token = await newUser(ctx, admin, 'desk@test.local', [], { roles: [role.id] });
    expect((await get('/api/customer', token)).statusCode).toBe(200);
    expect((await get('/api/users', token)).statusCode).toBe(403);

    const widened = await post(`/api/userrole/${role.id}`, {
      version: role.version,
      scope: ['customers.read', 'users.read'],
    });
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await get('/api/users', token)).statusCode).toBe(200);

    const user = (await get('/api/users?search=desk@test.local', admin)).json().data[0];
    const off = await post(`/api/users/${user.id}`, { version: user.version, userType: 'inactive' });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get('/api/customer', token)).statusCode).toBe(401);
  });

  it('hears a revocation written straight to the database, as another process would', async () => {
    const { token } = await ctx.login();
    expect((await get('/api/users?size=1', token)).statusCode).toBe(200);
    const sessionId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
    await ctx.services.database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
    await eventually(async () => (await get('/api/users?size=1', token)).statusCode === 401);
  });
});

describe('the session cache', () => {
  const user = { id: 'u1' } as UserRow;
  const session = { user, roleScopes: [], expiresAt: Date.now() + 60_000 };
  const liveFeed = async () => {
    const feed = new ChangeFeed(async () => async () => undefined);
    await feed.start();
    return feed;
  };

  it('keeps nothing a read found if a change was heard while it read', async () => {
    const feed = await liveFeed();
    const cache = new SessionCache(feed);
    const mark = cache.mark();
    feed.emit({ table: 'sessions', id: 's1' });
    cache.set('s1', session, mark);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', session, cache.mark());
    expect(cache.get('s1')).toBeDefined();
  });

  it("drops a user's sessions on a change of the user, and everything on a change of roles", async () => {
    const feed = await liveFeed();
    const cache = new SessionCache(feed);
    cache.set('s1', session, cache.mark());
    cache.set('s2', { ...session, user: { id: 'u2' } as UserRow }, cache.mark());
    feed.emit({ table: 'users', id: 'u1' });
    expect([cache.get('s1'), cache.get('s2')?.user.id]).toEqual([undefined, 'u2']);
    feed.emit({ table: 'user_roles', id: '' });
    expect(cache.size).toBe(0);
  });

  it('answers nothing from memory while the feed is not listening, nor past the session end', async () => {
    const feed = await liveFeed();
    const cache = new SessionCache(feed);
    cache.set('s1', session, cache.mark());
    cache.set('s2', { ...session, expiresAt: Date.now() - 1 }, cache.mark());
    expect(cache.get('s2')).toBeUndefined();
    await feed.close();
    expect(cache.get('s1')).toBeUndefined();
  });
});
