import { expect, test } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { hasDovecot, type ImapServer, startImapServer } from '../packages/server/test/imap-server.ts';
import { adminToken, apiCall } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * The mailbox as an operator meets it: a mail account pointing at a real IMAP server (Dovecot,
 * started here), a guest's mail about a booking, read in /mail with the link to that booking.
 * Screenshots land in /tmp/shots/mailbox-*.png.
 */
const RUN = Date.now().toString(36).slice(-5);
const USER = { name: `office.${RUN}@seaberth-demo.example`, password: 'imap-secret' };
const shot = shooter('mailbox');
let imap: ImapServer;

test.skip(!hasDovecot && !process.env.CI, 'Dovecot (dovecot-imapd) is not installed');

test.beforeAll(async () => {
  imap = await startImapServer({ users: [USER] });
});
test.afterAll(async () => {
  await imap?.stop();
});

test('reads a guest mail in /mail with the booking it names', async ({ page }) => {
  const token = await adminToken();
  await apiCall('POST', '/api/mailaccount', {
    token,
    body: {
      name: `Office ${RUN}`,
      email: USER.name,
      imapHost: imap.host,
      imapPort: imap.port,
      imapSecurity: 'none',
      username: USER.name,
      password: USER.password,
    },
  });
  const bookings = await apiCall<{ data: { id: string; bookingNo: string }[] }>(
    'GET',
    '/api/bookings?size=1',
    {
      token,
    },
  );
  const booking = bookings.data[0]!;
  const client = new ImapFlow({
    host: imap.host,
    port: imap.port,
    secure: false,
    auth: { user: USER.name, pass: USER.password },
    logger: false,
  });
  await client.connect();
  const subject = `Our flights for booking ${booking.bookingNo}`;
  await client.append(
    'INBOX',
    [
      'From: Anna Berg <anna.berg@example.com>',
      `To: ${USER.name}`,
      `Subject: ${subject}`,
      'Date: Tue, 24 Nov 2026 09:30:00 +0000',
      'Message-ID: <flights-e2e@example.com>',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hello, we land at 14:05 with LH 774. Please pick us up at the airport.',
      '',
    ].join('\r\n'),
  );
  await client.logout();

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/mail');
  await expect(pageHeading(page, 'Mail')).toBeVisible();
  const row = page.getByText(subject).first();
  await expect(row).toBeVisible();
  await row.click();
  const reader = page.getByTestId('mail-reader');
  await expect(reader.getByText('we land at 14:05 with LH 774')).toBeVisible();
  await expect(reader.getByRole('link', { name: new RegExp(booking.bookingNo) })).toBeVisible();
  await shot(page, 'read');
  await page.getByRole('button', { name: 'Reply' }).click();
  await expect(page.getByTestId('mail-reply-dialog')).toBeVisible();
  await shot(page, 'reply');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText(subject).first()).toBeVisible();
  await shot(page, 'phone');
  await page.setViewportSize({ width: 1366, height: 768 });

  await open(page, '/config/mailaccounts');
  await expect(page.getByRole('gridcell', { name: `Office ${RUN}` })).toBeVisible();
  await shot(page, 'accounts');
});
