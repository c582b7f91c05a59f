import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LOGIN_DELAY_MS } from '../src/modules/auth/login-throttle.ts';
import { ADMIN, createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31, finding 1: every spelling of an e-mail counts against one account, and the account's
 * growing pause cannot lock its owner out of a browser that logged in before (device cookie).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
// The pauses run on the business clock: held still, none of them ends while a test runs.
const T0 = Date.now();
beforeEach(() => {
  ctx.services.clock.now = () => new Date(T0);
});

const login = (email: string, password: string, cookie?: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/auth/token',
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });

/** The `name=value` of the device cookie a successful login sets. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(/^seaberth_device_[0-9a-f]{12}=/);
  expect(header).toContain('HttpOnly');
  expect(header).toContain('SameSite=Strict');
  return header.split(';')[0]!;
}

/** Spaces, letter case and compatibility forms (fullwidth ＠, ideographic space) of one address. */
const spelling = (email: string, i: number) => {
  const forms = [email, email.toUpperCase(), email.replace('@', '＠'), `\u3000${email}`];
  return `${' '.repeat(i)}${forms[i % forms.length]}`;
};

describe('the growing pause per account', () => {
  it('answers 429 to 200 wrong passwords in 200 spellings; the owner still logs in from a known browser', async () => {
    const owner = await login(ADMIN.email, ADMIN.password);
    expect(owner.statusCode).toBe(200);
    const cookie = deviceCookieOf(owner);
    // The device cookie is no access token.
    const asToken = await ctx.request({
      method: 'GET',
      url: '/api/users/self',
      token: cookie.split('=')[1],
    });
    expect(asToken.statusCode).toBe(401);

    const codes: number[] = [];
    for (let i = 0; i < 200; i++) codes.push((await login(spelling(ADMIN.email, i), 'wrong')).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5).every((code) => code === 429)).toBe(true);

    const blocked = await login(` ${ADMIN.email.toUpperCase()}`, 'wrong');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, description: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // A browser the owner never used waits like the attacker (the right password is not even tried)…
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(429);
    // …the owner's own browser does not.
    const known = await login(ADMIN.email, ADMIN.password, cookie);
    expect(known.statusCode).toBe(200);
    expect(known.json().user.email).toBe(ADMIN.email);

    // The pause ends: at most MAX_LOGIN_DELAY_MS after the last attempt.
    ctx.services.clock.now = () => new Date(T0 + MAX_LOGIN_DELAY_MS + 60_000);
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });

  it('keeps a known browser to its own pause: its wrong passwords are limited too', async () => {
    const cookie = deviceCookieOf(await login(ADMIN.email, ADMIN.password));
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(ADMIN.email, 'wrong', cookie)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // A cookie of another account (or a made-up one) exempts nothing.
    expect((await login(ADMIN.email, ADMIN.password, 'seaberth_device_000000000000=forged')).statusCode).toBe(
      200,
    );
  });

  it('counts an unknown address like a known one, so the pause tells nothing', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(spelling('nobody@test.local', i), 'x')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('the limit per caller and account', () => {
  it('counts every spelling of the e-mail under one key', async () => {
    const limited = await createTestContext({ authRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/api/auth/token',
          payload: { email: spelling('victim@test.local', i), password: 'guess' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
