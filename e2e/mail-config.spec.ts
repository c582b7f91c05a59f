import { expect, test } from '@playwright/test';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mailbox.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * The mail configuration an operator sets up once: /config/mail with a test mail that arrives at
 * the test SMTP server, the mail schedules and their planned mails, and the tax rates invoices use.
 * Screenshots land in /tmp/shots/mail-config-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('mail-config');

test('sets the reply-to address, sends a test mail, and shows schedules and tax rates', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/config/mail');
  await expect(pageHeading(page, 'Mail')).toBeVisible();
  await expect(
    page.getByText('Mail goes out through the mail server the system was installed with'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Replies to' }).fill('office@seaberth-demo.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The mail settings were saved.')).toBeVisible();
  const to = `check.${RUN}@example.com`;
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
  await page.getByRole('button', { name: 'Send test mail' }).click();
  await expect(page.getByTestId('test-result')).toContainText(`The test mail to ${to} was accepted`);
  const mail = await waitForMail(to);
  expect(mail).toContain('Reply-To: office@seaberth-demo.example');
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'mail');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'mail-phone');
  await page.setViewportSize({ width: 1366, height: 768 });

  await open(page, '/config/mailschedule');
  await expect(page.getByRole('gridcell', { name: 'Voucher a week before arrival' })).toBeVisible();
  await shot(page, 'schedules');
  await page.getByRole('link', { name: 'Planned mails' }).click();
  await expect(pageHeading(page, 'Planned mails')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Planned', selected: true })).toBeVisible();
  await shot(page, 'planned');

  await open(page, '/tax');
  await expect(page.getByRole('gridcell', { name: 'USt. 19 %' })).toBeVisible();
  await shot(page, 'tax');
});
