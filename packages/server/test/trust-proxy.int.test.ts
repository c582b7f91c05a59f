import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { parseTrustProxy } from '../src/config.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31, finding 2: X-Forwarded-For counts only from a proxy named in TRUST_PROXY; otherwise
 * the socket's address does (light-my-request's is 127.0.0.1), and a made-up header resets no limit.
 */
async function withContext(overrides: Partial<Config>, run: (ctx: TestContext) => Promise<void>) {
  const ctx = await createTestContext({ authRateLimit: { max: 3, windowMs: 60_000 }, ...overrides });
  try {
    await ctx.services.settings.put('booking', 'allowCustomerRegistration', 'true');
    await run(ctx);
  } finally {
    await ctx.close();
  }
}

/** Four calls of one per-caller limit, each claiming another client address. */
async function forgedRun(
  ctx: TestContext,
  call: (i: number) => { url: string; method: 'POST' | 'PUT'; payload: object },
) {
  const codes: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await ctx.request({ ...call(i), headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
    codes.push(res.statusCode);
  }
  return codes;
}

const loginCall = () => ({
  method: 'POST' as const,
  url: '/api/auth/token',
  payload: { email: 'victim@test.local', password: 'guess' },
});
const registerCall = (i: number) => ({
  method: 'POST' as const,
  url: '/api/auth/register',
  payload: { userType: 'customer', name: 'Mallory', email: `m${i}@test.local`, password: 'secret1' },
});
const resetCall = (i: number) => ({
  method: 'PUT' as const,
  url: '/api/auth/password/reset',
  payload: { email: `r${i}@test.local` },
});

describe('TRUST_PROXY unset: the socket address counts', () => {
  it('keeps the login, registration and reset limits whatever X-Forwarded-For says', async () => {
    await withContext({}, async (ctx) => {
      expect(await forgedRun(ctx, loginCall)).toEqual([401, 401, 401, 429]);
      expect(await forgedRun(ctx, registerCall)).toEqual([202, 202, 202, 429]);
      expect(await forgedRun(ctx, resetCall)).toEqual([200, 200, 200, 429]);
    });
  });
});

describe('TRUST_PROXY naming the caller', () => {
  it('counts the address the proxy passes on', async () => {
    await withContext({ trustProxy: ['127.0.0.1'] }, async (ctx) => {
      expect(await forgedRun(ctx, loginCall)).toEqual([401, 401, 401, 401]);
      expect(await forgedRun(ctx, registerCall)).toEqual([202, 202, 202, 202]);
      expect(await forgedRun(ctx, resetCall)).toEqual([200, 200, 200, 200]);
    });
  });

  it('trusts a hop count as well', async () => {
    await withContext({ trustProxy: 1 }, async (ctx) => {
      expect(await forgedRun(ctx, loginCall)).toEqual([401, 401, 401, 401]);
    });
  });
});

describe('parseTrustProxy', () => {
  it('reads nothing as no proxy, digits as hops, else a list; refuses to trust everyone', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.2, 172.16.0.0/12,loopback')).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});
