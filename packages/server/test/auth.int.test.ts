import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('auth life cycle', () => {
  it('logs in and answers token, expiresIn, version and the user without its password hash', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: ADMIN.email, password: ADMIN.password, ts: Date.now() },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token.length).toBeGreaterThan(50);
    expect(body.expiresIn).toBe(3600);
    expect(typeof body.version).toBe('string');
    expect(body.user).toMatchObject({ email: ADMIN.email, userType: 'admin' });
    expect(body.user.settings).toEqual({
      showCustomersInBookingList: true,
      showInvertedCurrencyExchange: false,
      defaultDashboardDays: 30,
    });
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const wrong = await ctx.request({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: ADMIN.email, password: 'nope' },
    });
    const unknown = await ctx.request({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'ghost@test.local', password: 'nope' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        description: 'INVALID_CREDENTIALS',
        message: 'E-mail or password is wrong',
        statusCode: 401,
      });
    }
  });

  it('checks, refreshes and revokes a session on logout', async () => {
    const { token } = await ctx.login();
    expect((await ctx.request({ method: 'HEAD', url: '/api/auth/token', token })).statusCode).toBe(200);
    const refreshed = await ctx.request({ method: 'PUT', url: '/api/auth/token', token });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json().token as string;
    expect(second.length).toBeGreaterThan(50);
    expect((await ctx.request({ method: 'DELETE', url: '/api/auth/token', token: second })).statusCode).toBe(
      204,
    );
    // Every token of the session stops working, the refreshed one and the original alike.
    for (const t of [token, second]) {
      const res = await ctx.request({ method: 'HEAD', url: '/api/auth/token', token: t });
      expect(res.statusCode).toBe(401);
      const users = await ctx.request({ method: 'GET', url: '/api/users', token: t });
      expect(users.json()).toMatchObject({ statusCode: 401, description: 'UNAUTHORIZED' });
    }
  });

  it('answers HEAD without a token with 401', async () => {
    expect((await ctx.request({ method: 'HEAD', url: '/api/auth/token' })).statusCode).toBe(401);
  });

  it('rejects a forged token', async () => {
    const { token } = await ctx.login();
    const forged = `${token.slice(0, -4)}AAAA`;
    const res = await ctx.request({ method: 'GET', url: '/api/users/self', token: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json().description).toBe('UNAUTHORIZED');
  });

  it('ends every session when the password is changed by its owner, except the current one', async () => {
    const other = await ctx.login();
    const current = await ctx.login();
    const res = await ctx.request({
      method: 'POST',
      url: '/api/users/self/password',
      token: current.token,
      payload: { oldPassword: ADMIN.password, password: 'new-secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await ctx.request({ method: 'HEAD', url: '/api/auth/token', token: other.token })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.request({ method: 'HEAD', url: '/api/auth/token', token: current.token })).statusCode,
    ).toBe(200);
    await ctx.request({
      method: 'POST',
      url: '/api/users/self/password',
      token: current.token,
      payload: { oldPassword: 'new-secret', password: ADMIN.password },
    });
  });

  it('refuses a wrong old password and a too short new one with field errors', async () => {
    const { token } = await ctx.login();
    const wrongOld = await ctx.request({
      method: 'POST',
      url: '/api/users/self/password',
      token,
      payload: { oldPassword: 'x', password: 'abcdef' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().fields).toEqual([expect.objectContaining({ path: 'oldPassword' })]);
    const short = await ctx.request({
      method: 'POST',
      url: '/api/users/self/password',
      token,
      payload: { oldPassword: ADMIN.password, password: 'abc' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0]).toMatchObject({
      path: 'password',
      message: 'Password must be longer than 4 characters',
    });
  });

  it('requires a logged-in user to change a password', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/users/self/password',
      payload: { oldPassword: 'a', password: 'abcdef' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('expired tokens', () => {
  it('answers 401 TokenExpiredError / TOKEN_EXPIRED with description UNAUTHORIZED', async () => {
    const short = await createTestContext({ tokenTtlSeconds: 1 });
    try {
      const { token } = await short.login();
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const res = await short.request({ method: 'GET', url: '/api/bootstrap', token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        error: 'TokenExpiredError',
        message: 'TOKEN_EXPIRED',
        description: 'UNAUTHORIZED',
      });
    } finally {
      await short.close();
    }
  });
});

describe('rate limiting', () => {
  it('slows down repeated login attempts for one account', async () => {
    const limited = await createTestContext({ authRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const attempt = () =>
        limited.request({
          method: 'POST',
          url: '/api/auth/token',
          payload: { email: 'victim@test.local', password: 'guess' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, description: 'RATE_LIMITED' });
      // Another account from the same address is not locked out by the attack.
      expect((await limited.login()).token).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
