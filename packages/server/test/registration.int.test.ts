import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31, finding 9 and part of 10: registration is closed unless the operator opens it per user
 * type, gives no session before the address is confirmed, answers a taken address exactly like a
 * new one (its owner gets a notice), mails no caller-chosen text and gives only own-record scopes.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: 'https://app.seaberth.test' });
});
afterAll(() => ctx.close());

const SPAM_NAME = 'Claim your prize at https://evil.example';

const register = (email: string, userType = 'customer', password = 'secret1') =>
  ctx.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { userType, name: SPAM_NAME, email, password },
  });

const login = (email: string, password = 'secret1') =>
  ctx.request({ method: 'POST', url: '/api/auth/token', payload: { email, password } });

/** The newest queued mail to `to` (the queue holds it until a worker sends it). */
async function lastMailTo(to: string) {
  const mails = await ctx.services.mailRepository.recent(200);
  return mails.find((mail) => mail.to === to);
}

function confirmLinkOf(text: string) {
  const link = text.match(/https:\/\/app\.seaberth\.test\/user\/([0-9a-f-]{36})\/verify\?token=(\S+)/);
  expect(link, text).not.toBeNull();
  return { id: link![1]!, token: decodeURIComponent(link![2]!) };
}

describe('registration switches', () => {
  it('stays closed while only online booking is open, and opens per user type', async () => {
    await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
    await ctx.services.settings.put('booking', 'allowAgencyBooking', 'true');
    const closed = await register('early@test.local');
    expect(closed.statusCode).toBe(403);
    expect(closed.json().description).toBe('REGISTRATION_CLOSED');

    const admin = await ctx.adminToken();
    const opened = await ctx.request({
      method: 'POST',
      url: '/api/settings',
      token: admin,
      payload: { group: 'booking', key: 'allowCustomerRegistration', value: 'true' },
    });
    expect(opened.statusCode).toBe(201);
    expect((await register('early@test.local')).statusCode).toBe(202);
    expect((await register('agent@test.local', 'agency')).statusCode).toBe(403);
    const bootstrap = (await ctx.request({ method: 'GET', url: '/api/bootstrap' })).json();
    expect(bootstrap).toMatchObject({ allowCustomerRegistration: true, allowAgencyRegistration: false });
  });
});

describe('a registration', () => {
  beforeAll(async () => {
    await ctx.services.settings.put('booking', 'allowCustomerRegistration', 'true');
    await ctx.services.settings.put('booking', 'allowAgencyRegistration', 'true');
  });

  it('gives no session before the address is confirmed, then the own-record scopes only', async () => {
    const res = await register('  Nina.New@Test.Local ');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });

    // Stored in its normal form; no login before the link is used, and a new link is mailed.
    const early = await login('nina.new@test.local');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ description: 'EMAIL_NOT_CONFIRMED' });
    expect(early.json().token).toBeUndefined();

    const mail = (await lastMailTo('nina.new@test.local'))!;
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).not.toContain('Claim');
    const { id, token } = confirmLinkOf(mail.text);
    const confirmed = await ctx.request({
      method: 'POST',
      url: `/api/users/${id}/verify?token=${encodeURIComponent(token)}`,
    });
    expect(confirmed.json()).toEqual({ verified: true });

    const session = await login('nina.new@test.local');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      userType: 'customer',
      verified: true,
      permissions: { scope: ['customers.self', 'users.self'] },
    });
    // Nothing of the operator's: letterhead with bank details, guest-form statistics.
    const tokenOf = session.json().token as string;
    for (const url of ['/api/company', '/api/company/texts', '/api/guestform/statistics']) {
      const read = await ctx.request({ method: 'GET', url, token: tokenOf });
      expect(read.statusCode, url).toBe(403);
    }
  });

  it('gives a fresh agency account no statistics nor letterhead either', async () => {
    expect((await register('agency@test.local', 'agency')).statusCode).toBe(202);
    const { id, token } = confirmLinkOf((await lastMailTo('agency@test.local'))!.text);
    await ctx.request({ method: 'POST', url: `/api/users/${id}/verify?token=${encodeURIComponent(token)}` });
    const session = (await login('agency@test.local')).json();
    expect(session.user.permissions.scope).toEqual(['agencies.self', 'users.self']);
    for (const url of ['/api/company', '/api/guestform/statistics']) {
      const read = await ctx.request({ method: 'GET', url, token: session.token });
      expect(read.statusCode, url).toBe(403);
    }
  });

  it('answers a taken address exactly like a new one and tells its owner instead', async () => {
    const before = (await ctx.services.mailRepository.recent(500)).length;
    const taken = await register(` ${ADMIN.email.toUpperCase()}`, 'customer', 'takeover1');
    const fresh = await register('fresh@test.local');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const notice = (await lastMailTo(ADMIN.email))!;
    expect(notice.subject).toBe('Seaberth: someone tried to register with your address');
    expect(notice.text).not.toContain('evil.example');
    expect(notice.text).not.toMatch(/verify\?token=/);
    expect((await ctx.services.mailRepository.recent(500)).length).toBe(before + 2);
    // The owner's account is as it was.
    expect((await login(ADMIN.email, 'takeover1')).statusCode).toBe(401);
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });
});

describe('registration limits', () => {
  it('mails one address only so often, whoever asks', async () => {
    const limited = await createTestContext({ authRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      await limited.services.settings.put('booking', 'allowCustomerRegistration', 'true');
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            userType: 'customer',
            name: 'X',
            email: `${' '.repeat(i)}Target@Test.Local`,
            password: 'secret1',
          },
        });
        codes.push(res.statusCode);
      }
      // ceil(3 / 2) = 2 mails per address and hour.
      expect(codes).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});
