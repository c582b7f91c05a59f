import { expect, test } from '@playwright/test';
import { createUser } from './support/api.ts';
import { EN, expectSnackbar, login, logout, pageHeading } from './support/app.ts';
import { APP_PORT } from './support/env.ts';
import { waitForMail } from './support/mailbox.ts';

const NEW_PASSWORD = 'fresh-pw-42';

/** The reset link of the mail; the app's PUBLIC_URL is this server. */
function resetLinkOf(mail: string): string {
  const match = mail.match(new RegExp(`http://localhost:${APP_PORT}/password/reset\\?[^\\s"'<>]+`));
  if (!match) throw new Error(`no reset link in the mail:\n${mail}`);
  return match[0].replaceAll('&amp;', '&');
}

test('password reset: request by mail, set a new one via the link, the link works only once', async ({
  page,
}) => {
  const user = await createUser({ prefix: 'reset', name: 'Rosa Reset' });

  // Request mode
  await page.goto('/password/reset');
  await expect(pageHeading(page, 'Reset password')).toBeVisible();
  await page.getByLabel(EN.email).fill(user.email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expectSnackbar(page, 'password change requested, please check your emails.', 'success');

  const link = resetLinkOf(await waitForMail(user.email));
  const url = new URL(link);
  const token = url.searchParams.get('token');
  expect(token).toBeTruthy();
  expect(url.searchParams.get('email')).toBe(user.email);

  // Save mode, opened from the mail
  await page.goto(link);
  await expect(pageHeading(page, 'Choose a new password')).toBeVisible();
  await expect(page.getByLabel(EN.token)).toHaveValue(token!);
  await expect(page.getByLabel(EN.token)).toBeDisabled();
  await expect(page.getByLabel(EN.email)).toHaveValue(user.email);
  await expect(page.getByLabel(EN.email)).toBeDisabled();

  await page.getByLabel(EN.newPassword).fill(NEW_PASSWORD);
  await page.getByLabel(EN.passwordRepeat).fill(`${NEW_PASSWORD}-typo`);
  await page.getByLabel(EN.passwordRepeat).press('Enter');
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await expect(page).toHaveURL(/\/password\/reset\?/);

  await page.getByLabel(EN.passwordRepeat).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expectSnackbar(page, 'password changed sucessfully!', 'success');
  await expect(page).toHaveURL(/\/$/);
  await expect(pageHeading(page)).toHaveText(/Rosa Reset$/);

  await logout(page);
  await login(page, user.email, NEW_PASSWORD);
  await expect(pageHeading(page)).toHaveText(/Rosa Reset$/);
  await logout(page);

  // The token was used up
  await page.goto(link);
  await page.getByLabel(EN.newPassword).fill('another-pw-7');
  await page.getByLabel(EN.passwordRepeat).fill('another-pw-7');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expectSnackbar(
    page,
    'The reset link is invalid, already used or expired. Please request a new one.',
    'error',
  );
  await expect(page).toHaveURL(/\/password\/reset\?/);
});
