import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './booking-fixtures.ts';
import { ADMIN, createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 38: the standard writes of `/api/mailqueue` (SPEC §7). No SMTP is configured here, so every
 * mail stays waiting in the queue, where it may be corrected, copied and withdrawn.
 */
let ctx: TestContext;
let admin: string;
let writer: string;
let reader: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).token;
  writer = await newUser(ctx, admin, 'writer@test.local', [
    'mailqueue.read',
    'mailqueue.create',
    'mailqueue.update',
    'mailqueue.delete',
  ]);
  reader = await newUser(ctx, admin, 'reader@test.local', ['mailqueue.read']);
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  token: string | undefined,
  payload?: unknown,
) =>
  ctx.request({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('/api/mailqueue writes', () => {
  it('queues, corrects, copies and withdraws a mail', async () => {
    const made = await call('POST', '/api/mailqueue', writer, {
      to: 'guest@example.com',
      subject: 'Your transfer',
      text: 'We pick you up at 10.',
      sendAfter: '2099-01-01T08:00:00Z',
    });
    expect(made.statusCode, made.body).toBe(201);
    const mail = made.json();
    expect(mail).toMatchObject({ to: 'guest@example.com', subject: 'Your transfer', status: 'queued' });
    expect(mail.sendAfter).toBe('2099-01-01T08:00:00.000Z');

    const changed = await call('POST', `/api/mailqueue/${mail.id}`, writer, {
      text: 'We pick you up at 11.',
      version: mail.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ text: 'We pick you up at 11.', version: mail.version + 1 });
    const stale = await call('POST', `/api/mailqueue/${mail.id}`, writer, {
      subject: 'Late',
      version: mail.version,
    });
    expect(stale.statusCode).toBe(409);

    const copy = await call('POST', `/api/mailqueue/${mail.id}/copy`, writer, { to: 'partner@example.com' });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      to: 'partner@example.com',
      text: 'We pick you up at 11.',
      status: 'queued',
    });

    expect((await call('DELETE', `/api/mailqueue/${copy.json().id}`, writer)).statusCode).toBe(204);
    expect((await call('GET', `/api/mailqueue/${copy.json().id}`, reader)).statusCode).toBe(404);
  });

  it('neither changes nor copies a mail holding a sign-in link', async () => {
    const asked = await call('PUT', '/api/auth/password/reset', undefined, { email: ADMIN.email });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const list = (await call('GET', '/api/mailqueue?size=0', reader)).json();
    const sealed = list.data.find((m: { to: string }) => m.to === ADMIN.email);
    expect(sealed).toBeDefined();
    const change = await call('POST', `/api/mailqueue/${sealed.id}`, writer, {
      to: 'thief@example.com',
      version: sealed.version,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toContain('sign-in link');
    expect(
      (await call('POST', `/api/mailqueue/${sealed.id}/copy`, writer, { to: 'thief@example.com' }))
        .statusCode,
    ).toBe(400);
  });

  it('answers only holders of the scopes, and refuses bad input in the shape of SPEC §8', async () => {
    const body = { to: 'guest@example.com', subject: 'Hello', text: 'Hi' };
    expect((await call('POST', '/api/mailqueue', reader, body)).statusCode).toBe(403);
    const mail = (await call('POST', '/api/mailqueue', writer, body)).json();
    expect(
      (await call('POST', `/api/mailqueue/${mail.id}`, reader, { text: 'x', version: 1 })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/mailqueue/${mail.id}`, reader)).statusCode).toBe(403);
    expect((await call('POST', `/api/mailqueue/${mail.id}/copy`, reader, {})).statusCode).toBe(403);

    const bad = await call('POST', '/api/mailqueue', writer, { ...body, to: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, path: '/api/mailqueue', method: 'POST' });
    expect(bad.json().fields?.[0]?.path ?? JSON.stringify(bad.json())).toContain('to');
    expect(
      (await call('POST', '/api/mailqueue', writer, { ...body, to: 'a@b.example\r\nBcc: x@y.example' }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/mailqueue', writer, { ...body, subject: '' })).statusCode).toBe(400);
    expect((await call('POST', `/api/mailqueue/${mail.id}`, writer, { version: 1 })).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/mailqueue/${crypto.randomUUID()}`, writer, { text: 'x', version: 1 }))
        .statusCode,
    ).toBe(404);
  });
});
