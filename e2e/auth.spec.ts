import { expect, test } from '@playwright/test';
import { drawer, EN, expectSnackbar, login, logout, pageHeading } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';

test.describe('login and logout', () => {
  test('the admin logs in with Enter, sees the start page and logs out via the account menu', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(pageHeading(page, EN.loginTitle)).toBeVisible();
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);

    await expect(pageHeading(page)).toHaveText(/^Good (morning|afternoon|evening), Administrator$/);
    const nav = drawer(page);
    await expect(nav).toBeVisible();
    // Areas of the drawer an administrator sees with the default modules.
    for (const area of ['Start', 'Bookings', 'Master data', 'Configuration']) {
      await expect(nav.getByRole('button', { name: area, exact: true })).toBeVisible();
    }

    await logout(page);
    await expect(pageHeading(page, EN.loginTitle)).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
    // The session is gone: the start page sends the guest back to the login.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a wrong password shows the translated error and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(EN.email).fill(E2E_ADMIN.email);
    await page.getByLabel(EN.password, { exact: true }).fill('not-the-password');
    await page.getByLabel(EN.password, { exact: true }).press('Enter');

    await expectSnackbar(page, EN.invalidCredentials, 'error');
    await expect(page).toHaveURL(/\/login$/);
    await expect(pageHeading(page, EN.loginTitle)).toBeVisible();
  });
});
