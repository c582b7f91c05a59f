import { expect, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * The operator connects Stripe: adds the provider with its keys in Configuration → Payment
 * providers, sees it listed with its secrets stored but never shown. Screenshots land in
 * /tmp/shots/payment-providers-*.png.
 */
const shot = shooter('payment-providers');

test('adds a Stripe provider whose secrets are stored and never shown again', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Stripe E2E ${Date.now()}`;
  const secretKey = `sk_test_e2e${Date.now()}`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/config/paymentprovider');
  await expect(pageHeading(page, 'Payment providers')).toBeVisible();
  await page.getByRole('button', { name: 'Add provider' }).click();
  const dialog = page.getByTestId('pay-provider-dialog');
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel('Publishable key').fill('pk_test_e2e');
  await dialog.getByLabel('Secret key').fill(secretKey);
  await dialog.getByLabel('Webhook signing secret').fill('whsec_e2e_signing');
  await shot(page, 'dialog', { full: false });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const card = page.locator('[data-testid^="pay-provider-"]').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Secret key stored')).toBeVisible();
  await expect(card.getByText('Webhook signing secret stored')).toBeVisible();
  await expect(card.getByText('/api/payments/notify/booking/any/')).toBeVisible();
  await expect(page.getByText(secretKey)).toHaveCount(0);
  await shot(page, 'list');

  // Editing shows the secret as stored, never its value.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel('Secret key')).toHaveValue('');
  await expect(dialog.getByLabel('Secret key')).toHaveAttribute('placeholder', '•••••••• stored');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const token = await adminToken();
  const listed = await apiCall<{ data: { name: string; hasSecretKey: boolean }[] }>(
    'GET',
    '/api/payprovider',
    {
      token,
    },
  );
  expect(JSON.stringify(listed)).not.toContain(secretKey);
  expect(listed.data.find((p) => p.name === name)?.hasSecretKey).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/config/paymentprovider');
  await expect(card).toBeVisible();
  await shot(page, 'list-phone');
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel('Secret key')).toHaveAttribute('placeholder', '•••••••• stored');
  await shot(page, 'edit-phone', { full: false });
});
