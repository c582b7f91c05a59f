import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { fillDate } from './support/dates.ts';
import { settle } from './support/route-visits.ts';

/**
 * The administrator sets up the tax adviser's DATEV numbers on /plugins and downloads the month's
 * Buchungsstapel. Screenshots land in /tmp/shots/plugins-*.png.
 */
const shot = shooter('plugins');

test('saves the DATEV settings and downloads the EXTF batch of a month', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/plugins');
  await expect(pageHeading(page, 'Plugins')).toBeVisible();
  const xero = page.getByTestId('xero-card');
  const datev = page.getByTestId('datev-card');
  await expect(xero.getByText('Nothing sent to Xero yet.')).toBeVisible();
  await shot(page, 'desktop');

  await datev.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByTestId('datev-settings-dialog');
  await dialog.getByRole('textbox', { name: /Adviser number/ }).fill('29098');
  await dialog.getByRole('textbox', { name: /Client number/ }).fill('55003');
  await dialog.getByRole('textbox', { name: 'Initials' }).fill('SB');
  await shot(page, 'datev-settings', { full: false });
  await dialog.getByRole('textbox', { name: /Adviser number/ }).scrollIntoViewIfNeeded();
  await shot(page, 'datev-settings-top', { full: false });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(datev.getByTestId('datev-summary')).toHaveText(
    'Adviser 29098, client 55003, SKR03, one collective debtor',
  );

  // A month before any demo or test invoice: other specs issue invoices at rates this adviser's
  // settings have no account for, and the export rightly refuses those (shown in the card).
  await fillDate(datev.getByLabel('From'), '2020-01-01');
  await fillDate(datev.getByLabel('To'), '2020-01-31');
  const downloading = page.waitForEvent('download');
  await datev.getByRole('button', { name: 'Download export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('EXTF_Buchungsstapel_2020-01-01_2020-01-31.csv');
  const bytes = readFileSync((await download.path())!);
  const [header, columns] = bytes.toString('latin1').split('\r\n');
  const fields = header!.split(';');
  expect(fields.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
  expect(fields.slice(10, 12)).toEqual(['29098', '55003']);
  expect(columns!.split(';')).toHaveLength(125);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/plugins');
  await expect(datev.getByTestId('datev-summary')).toBeVisible();
  await shot(page, 'phone');
  await xero.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByTestId('xero-settings-dialog')).toBeVisible();
  // The dialog fades in: the picture is of the settled screen (its fade over, not a fixed wait).
  await settle(page);
  await shot(page, 'xero-settings-phone', { full: false });
});
