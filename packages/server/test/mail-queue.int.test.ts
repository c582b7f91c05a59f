import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { ADMIN, createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let token: string;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // No SMTP at first: mail must wait in the queue, visible.
  ctx = await createTestContext();
  token = await ctx.adminToken();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('mail queue', () => {
  it('lists queued mail, its state the server’s, with statistics saying nothing can be sent yet', async () => {
    await ctx.request({ method: 'PUT', url: '/api/auth/password/reset', payload: { email: ADMIN.email } });
    const list = (await ctx.request({ method: 'GET', url: '/api/mailqueue', token })).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      to: ADMIN.email,
      status: 'queued',
      attempts: 0,
      subject: expect.stringContaining('reset'),
    });

    const stats = (await ctx.request({ method: 'GET', url: '/api/mailqueue/statistics', token })).json();
    expect(stats).toEqual({ counts: { queued: 1, sending: 0, sent: 0, failed: 0 }, transport: 'none' });

    // The queue's state is the server's (issue 38 added the writes, mail-queue-writes.int.test.ts):
    // a status is not taken from a client, and this sealed reset mail is neither changed nor copied.
    const id = list.data[0].id;
    for (const call of [
      { method: 'POST' as const, url: '/api/mailqueue', payload: { to: 'x@y.z' } },
      { method: 'POST' as const, url: `/api/mailqueue/${id}`, payload: { version: 1, status: 'sent' } },
      { method: 'POST' as const, url: `/api/mailqueue/${id}`, payload: { version: 1, to: 'thief@y.z' } },
      { method: 'POST' as const, url: `/api/mailqueue/${id}/copy`, payload: {} },
    ]) {
      expect((await ctx.request({ ...call, token })).statusCode, `${call.method} ${call.url}`).toBe(400);
    }
    const after = (await ctx.request({ method: 'GET', url: `/api/mailqueue/${id}`, token })).json();
    expect(after).toMatchObject({ to: ADMIN.email, status: 'queued', version: list.data[0].version });
  });

  it('sends a failed mail again when planned, once SMTP is configured', async () => {
    const [queued] = (await ctx.request({ method: 'GET', url: '/api/mailqueue', token })).json().data;
    // A broken SMTP address first: the attempt fails and the error is kept on the mail.
    await ctx.services.settings.put('mail', 'smtpUrl', 'smtp://127.0.0.1:1');
    await ctx.services.mail.processQueue();
    const failed = (await ctx.request({ method: 'GET', url: `/api/mailqueue/${queued.id}`, token })).json();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBeTruthy();

    await ctx.services.settings.put('mail', 'smtpUrl', smtp.url);
    const planned = await ctx.request({ method: 'POST', url: `/api/mailqueue/${queued.id}/plan`, token });
    expect(planned.statusCode, planned.body).toBe(200);
    const sent = (await ctx.request({ method: 'GET', url: `/api/mailqueue/${queued.id}`, token })).json();
    expect(sent).toMatchObject({ status: 'sent', lastError: null });
    expect(smtp.inbox).toHaveLength(1);
    const stats = (await ctx.request({ method: 'GET', url: '/api/mailqueue/statistics', token })).json();
    expect(stats).toMatchObject({ counts: { sent: 1, queued: 0 }, transport: 'configured' });
  });

  it('sends a request’s mail when the request ends, not at the worker’s next look', async () => {
    // The worker looks only once an hour here: what arrives came through the request's nudge.
    ctx.services.mail.start(3_600_000);
    try {
      const before = smtp.inbox.length;
      const reset = await ctx.request({
        method: 'PUT',
        url: '/api/auth/password/reset',
        payload: { email: ADMIN.email },
      });
      expect(reset.statusCode, reset.body).toBeLessThan(300);
      await expect.poll(() => smtp.inbox.length, { timeout: 5_000 }).toBe(before + 1);
      expect(smtp.inbox.at(-1)?.to).toBe(ADMIN.email);
      // The sink has the mail once the server sent its end of data, a moment before the server
      // hears the answer and marks it sent.
      const counts = async () =>
        (await ctx.request({ method: 'GET', url: '/api/mailqueue/statistics', token })).json().counts;
      await expect.poll(counts, { timeout: 5_000 }).toMatchObject({ queued: 0, sending: 0 });
    } finally {
      await ctx.services.mail.stop();
    }
  });

  it('needs the mailqueue scopes', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/mailqueue' })).statusCode).toBe(401);
  });
});
