import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { settle } from './support/route-visits.ts';
import { shooter } from './support/shots.ts';

const shot = shooter('vessel-export');

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, `${name}-desktop`);
}

/**
 * Issue 39, /export: the demo vessel is sold on the channel with two cabin types mapped and one of
 * its next trips taken off; the operator puts that trip back on and sees the vessel's count follow.
 */
test('shows the demo vessel on the channel and puts a trip taken off back on', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/export');
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Channel manager', level: 1 })).toBeVisible();
  // Other specs on this lane add vessels and trips of their own (not on the channel): the demo's
  // vessel is looked up by name and its trips shown alone.
  await page.getByRole('textbox', { name: 'Search vessels' }).fill('Sea Whisper');
  const vessel = page.locator('[data-testid^="export-vessel-"]').filter({ hasText: 'MV Sea Whisper' });
  await expect(vessel.getByRole('switch', { name: /^Sell .* on the channel$/ })).toBeChecked();
  await expect(vessel.getByText('Deluxe Cabin', { exact: false })).toBeVisible();
  await expect(vessel.getByText(/51 of 52 trips on the channel/)).toBeVisible();
  await expect(page.getByText(/from €/).first()).toBeVisible();
  await shots(page, 'demo');
  await vessel.getByRole('button', { name: 'Show trips' }).click();

  const off = page
    .locator('[data-testid^="export-trip-"]')
    .filter({ has: page.getByRole('combobox', { name: /on the channel$/ }) })
    .filter({ hasText: 'Not on the channel' })
    .filter({ hasText: 'MV Sea Whisper' })
    .first();
  await off.getByRole('combobox').click();
  await page.getByRole('option', { name: 'As the vessel: on' }).click();
  await expect(vessel.getByText(/52 of 52 trips on the channel/)).toBeVisible();
});
