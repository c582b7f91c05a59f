import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** /config/mail: sender, reply-to, signature, SMTP and IMAP; passwords never go back; a test send. */
let ctx: TestContext;
let smtp: SmtpSink;
let admin: string;

const post = (url: string, payload: object) => ctx.request({ method: 'POST', url, token: admin, payload });

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('mail settings', () => {
  it('keeps the server passwords to itself and saves the rest', async () => {
    const withPassword = smtp.url.replace('smtp://', 'smtp://office:s3cret@');
    const saved = await post('/api/mail/settings', {
      from: 'Blue Reef Diving <info@bluereef.test>',
      replyTo: 'office@bluereef.test',
      signature: 'Blue Reef Diving · +49 40 1234567',
      smtpUrl: withPassword,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      smtpUrl: withPassword.replace('s3cret', '********'),
      transport: 'settings',
    });
    expect(saved.body).not.toContain('s3cret');
    // Saving the form as shown keeps the passwords.
    await post('/api/mail/settings', saved.json());
    expect(await ctx.services.settings.get('mail', 'smtpUrl')).toBe(withPassword);

    const wrong = await post('/api/mail/settings', { smtpUrl: 'http://mail.example.com', replyTo: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['replyTo', 'smtpUrl']);
  });

  it('sends a test mail with the sender and reply-to, and says why one fails', async () => {
    // The local SMTP server takes mail without logging in.
    await post('/api/mail/settings', {
      from: 'Blue Reef Diving <info@bluereef.test>',
      replyTo: 'office@bluereef.test',
      smtpUrl: smtp.url,
    });
    const sent = await post('/api/mail/settings/test', { to: 'me@bluereef.test' });
    expect(sent.json()).toEqual({ status: 'sent', error: null });
    const mail = await simpleParser(smtp.inbox.at(-1)!.raw);
    expect(mail.from?.text).toBe('"Blue Reef Diving" <info@bluereef.test>');
    expect(mail.replyTo?.text).toBe('office@bluereef.test');

    await post('/api/mail/settings', { smtpUrl: 'smtp://127.0.0.1:1' });
    const failed = await post('/api/mail/settings/test', { to: 'me@bluereef.test' });
    expect(failed.json().status).toBe('failed');
    expect(failed.json().error).toBeTruthy();
  });
});
