import { expect, test } from '@playwright/test';
import { pageHeading, signIn } from './support/app.ts';
import { typeDate } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * An operator changes a setting through its typed form (a number with bounds, refused out of
 * range under the field), and types a date into the app's one date field.
 * Screenshots land in /tmp/shots/settings-*.png.
 */

const shot = shooter('settings');

test('changes the option period through the typed booking settings', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/config/settings/booking');
  await expect(pageHeading(page, 'Settings')).toBeVisible();
  const days = page.getByRole('spinbutton', { name: 'Option period' });
  await expect(days).toHaveValue(/\d+/);
  await days.fill('999');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be at most 365')).toBeVisible();
  const next = String(5 + Math.floor(Math.random() * 20));
  await days.fill(next);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Option period' })).toHaveValue(next);
  await shot(page, 'booking');
});

test('types a date as DD.MM.YYYY and picks one from the calendar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/finance/invoices');
  const from = page.getByRole('textbox', { name: 'Issued from' });
  await typeDate(from, '2027-03-15');
  await expect(from).toHaveValue('15.03.2027');
  await page
    .getByRole('button', { name: /Choose date/ })
    .first()
    .click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('gridcell', { name: '15', selected: true })).toBeVisible();
  await shot(page, 'date-picker', { full: false });
  await calendar.getByRole('gridcell', { name: '20' }).click();
  await expect(from).toHaveValue('20.03.2027');
});
