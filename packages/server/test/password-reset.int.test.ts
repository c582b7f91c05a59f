import { SEALED_MAIL_TEXT } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMail, type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { ADMIN, createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let smtp: SmtpSink;
let inbox: ReceivedMail[];
const decode = decodeMail;

beforeAll(async () => {
  smtp = await startSmtpSink();
  inbox = smtp.inbox;
  ctx = await createTestContext({ smtpUrl: smtp.url, publicUrl: 'https://app.seaberth.test' });
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function requestReset(email: string, isCRMUser = false) {
  const res = await ctx.request({
    method: 'PUT',
    url: '/api/auth/password/reset',
    payload: { email, isCRMUser, ts: Date.now() },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });
  return ctx.services.mail.processQueue();
}

describe('password reset by mail', () => {
  it('mails a single-use link that sets a new password', async () => {
    expect(await requestReset(ADMIN.email)).toBe(1);
    const mail = decode(inbox.at(-1)!.raw);
    expect(inbox.at(-1)!.to).toBe(ADMIN.email);
    const link = mail.match(/https:\/\/app\.seaberth\.test\/password\/reset\?token=([^&\s]+)&email=(\S+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const saved = await ctx.request({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { email: ADMIN.email, password: 'brand-new', token },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ userType: 'admin', user: { email: ADMIN.email } });
    expect(saved.json().token.length).toBeGreaterThan(50);

    const reused = await ctx.request({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { email: ADMIN.email, password: 'other-one', token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().description).toBe('INVALID_RESET_TOKEN');

    const oldLogin = await ctx.request({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect((await ctx.login(ADMIN.email, 'brand-new')).user.email).toBe(ADMIN.email);
    // Restore for the other tests of this file.
    await ctx.request({
      method: 'POST',
      url: '/api/users/self/password',
      token: (await ctx.login(ADMIN.email, 'brand-new')).token,
      payload: { oldPassword: 'brand-new', password: ADMIN.password },
    });
  });

  it('seals the reset mail in the queue: whoever reads the queue does not get the link', async () => {
    await requestReset(ADMIN.email);
    const link = decode(inbox.at(-1)!.raw).match(/password\/reset\?token=([^&\s]+)/)![1]!;
    const created = await ctx.request({
      method: 'POST',
      url: '/api/users',
      token: await ctx.adminToken(),
      payload: {
        name: 'Queue reader',
        email: 'queue-reader@test.local',
        password: 'secret1',
        userType: 'employee',
        permissions: { scope: ['mailqueue.read', 'mailqueue.update'] },
      },
    });
    expect(created.statusCode).toBe(201);
    const { token } = await ctx.login('queue-reader@test.local', 'secret1');
    const list = await ctx.request({ method: 'GET', url: '/api/mailqueue?size=0', token });
    const row = list.json().data.find((m: { to: string; subject: string }) => m.to === ADMIN.email);
    expect(row.status).toBe('sent');
    expect(row.text).toBe(SEALED_MAIL_TEXT);
    expect(JSON.stringify(list.json())).not.toContain(link);
    const one = await ctx.request({ method: 'GET', url: `/api/mailqueue/${row.id}`, token });
    expect(one.json().text).toBe(SEALED_MAIL_TEXT);
    const csv = await ctx.request({ method: 'GET', url: '/api/mailqueue/listCSV', token });
    expect(csv.body).not.toContain(link);
    // Sending it again goes to the owner of the address, and still shows no text.
    const again = await ctx.request({
      method: 'POST',
      url: `/api/mailqueue/${row.id}/plan`,
      token,
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    expect(JSON.stringify(again.json())).not.toContain(link);
    expect(inbox.at(-1)!.to).toBe(ADMIN.email);
  });

  it('links club users to the club reset page', async () => {
    await requestReset(ADMIN.email, true);
    expect(decode(inbox.at(-1)!.raw)).toContain('https://app.seaberth.test/club/password/reset?token=');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = inbox.length;
    expect(await requestReset('nobody@test.local')).toBe(0);
    expect(inbox.length).toBe(before);
  });

  it('takes as long for an unknown address as for a known one', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await ctx.request({ method: 'PUT', url: '/api/auth/password/reset', payload: { email } });
      expect(res.json()).toEqual({ ok: true });
      return performance.now() - started;
    };
    // Both answer after the same floor (250 ms), whatever work the known address caused.
    for (const email of ['nobody@test.local', ` ${ADMIN.email.toUpperCase()}`]) {
      expect(await timed(email)).toBeGreaterThanOrEqual(240);
    }
    await ctx.services.mail.processQueue();
  });

  it('refuses a made-up token, a token for another e-mail, and validates the payload', async () => {
    const madeUp = await ctx.request({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { email: ADMIN.email, password: 'abcdef', token: 'not-a-token' },
    });
    expect(madeUp.json().description).toBe('INVALID_RESET_TOKEN');

    await requestReset(ADMIN.email);
    const token = decodeURIComponent(decode(inbox.at(-1)!.raw).match(/token=([^&\s]+)/)![1]!);
    const otherEmail = await ctx.request({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { email: 'else@test.local', password: 'abcdef', token },
    });
    expect(otherEmail.json().description).toBe('INVALID_RESET_TOKEN');

    const invalid = await ctx.request({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { email: 'bad', password: 'ab' },
    });
    expect(invalid.statusCode).toBe(400);
    const messages = invalid
      .json()
      .fields.map((f: { path: string; message: string }) => `${f.path}: ${f.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'email: E-mail must be valid',
        'password: Password must be longer than 4 characters',
        'token: Token is required',
      ]),
    );
  });

  it('keeps mail queued when no SMTP server is configured', async () => {
    const offline = await createTestContext();
    try {
      await offline.request({
        method: 'PUT',
        url: '/api/auth/password/reset',
        payload: { email: ADMIN.email },
      });
      expect(await offline.services.mail.processQueue()).toBe(0);
      const queued = await offline.services.mailRepository.recent();
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ to: ADMIN.email, status: 'queued', attempts: 0 });
    } finally {
      await offline.close();
    }
  });
});

describe('e-mail confirmation of self-registered users', () => {
  async function register(email: string) {
    await ctx.services.settings.put('booking', 'allowCustomerRegistration', 'true');
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { userType: 'customer', name: 'Vera Verify', email, password: 'secret1' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await ctx.services.mail.processQueue()).toBe(1);
    const mail = decode(inbox.at(-1)!.raw);
    expect(inbox.at(-1)!.to).toBe(email);
    const link = mail.match(/https:\/\/app\.seaberth\.test\/user\/([0-9a-f-]{36})\/verify\?token=(\S+)/);
    expect(link).not.toBeNull();
    return { id: link![1]!, token: decodeURIComponent(link![2]!) };
  }
  const verify = (id: string, query = '', token?: string) =>
    ctx.request({ method: 'POST', url: `/api/users/${id}/verify${query}`, token });

  it('mails a link on registration that confirms the address once, without a login', async () => {
    const { id, token } = await register('vera@test.local');
    const ok = await verify(id, `?token=${encodeURIComponent(token)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ verified: true });
    expect((await ctx.login('vera@test.local', 'secret1')).user).toMatchObject({ id, verified: true });

    const reused = await verify(id, `?token=${encodeURIComponent(token)}`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().description).toBe('INVALID_VERIFY_TOKEN');
  });

  it('refuses a token for another user, and never takes a confirmation token as a reset token', async () => {
    const { id, token } = await register('wrong@test.local');
    const adminId = (await ctx.login()).user.id;
    const other = await verify(adminId, `?token=${encodeURIComponent(token)}`);
    expect(other.statusCode).toBe(400);
    const asReset = await ctx.request({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { email: 'wrong@test.local', password: 'taken-over', token },
    });
    expect(asReset.statusCode).toBe(400);
    expect(asReset.json().description).toBe('INVALID_RESET_TOKEN');
    // Used up by the refused attempt for another user: the link works once, whoever tries it.
    expect((await verify(id, `?token=${encodeURIComponent(token)}`)).statusCode).toBe(400);
  });

  it('mails a new link to the logged-in user who asks, and only for themselves', async () => {
    const { id } = await register('again@test.local');
    expect((await verify(id)).statusCode).toBe(401);
    const admin = await ctx.adminToken();
    expect((await verify(id, '', admin)).statusCode).toBe(403);
    // A session of an account not confirmed yet: one that dates from before confirmation was required.
    const sessionId = await ctx.services.authRepository.createSession(id, 1);
    const { token: own } = await ctx.services.tokens.issue({ userId: id, sessionId });
    const resent = await verify(id, '', own);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ verified: false, sent: true });
    expect(await ctx.services.mail.processQueue()).toBe(1);
    const link = decode(inbox.at(-1)!.raw).match(/\/user\/[0-9a-f-]{36}\/verify\?token=(\S+)/);
    expect((await verify(id, `?token=${link![1]}`)).statusCode).toBe(200);
    expect((await verify(id, '', own)).json()).toEqual({ verified: true, sent: false });
  });
});
