import { expect, test } from '@playwright/test';
import { login } from './support/app.ts';
import { waitForMail } from './support/mailbox.ts';
import { TAKE_SHOTS } from './support/shots.ts';

/**
 * A guest registers as a customer (the demo opens registration), is asked to check the mail (no
 * session before the address is confirmed), confirms it through the link and then logs in.
 */
const RUN = Date.now().toString(36).slice(-5);

test('a new customer registers and confirms the e-mail address from the mail', async ({ page }) => {
  const email = `diver-${RUN}@example.com`;
  await page.goto('/register/customer');
  await expect(page.getByRole('heading', { name: 'Create a customer account' })).toBeVisible();
  await page.getByLabel('Full name').fill('Dina Diver');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('bubbles1');
  await page.getByLabel('Repeat password').fill('bubbles1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`we have sent a link to ${email}`)).toBeVisible();

  const mail = await waitForMail(email);
  const link = mail.match(/https?:\/\/[^/\s]+(\/user\/[0-9a-f-]{36}\/verify\?token=\S+)/);
  expect(link, mail).not.toBeNull();
  await page.goto(link![1]!);
  await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
  if (TAKE_SHOTS) await page.screenshot({ path: test.info().outputPath('verify-user.png') });
  await page.getByRole('link', { name: 'Go to the login' }).click();
  await login(page, email, 'bubbles1');

  // The link works once.
  await page.goto(link![1]!);
  await expect(page.getByText(/The confirmation link is invalid, already used or expired/)).toBeVisible();
});
