import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { drawer, login, pageHeading } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mailbox.ts';
import { shooter } from './support/shots.ts';

/**
 * The owner's minute with the numbers on the demo data: how full this year is and at what rate,
 * whether it books ahead of last year, who sent the guests (the top agencies downloaded as XLSX
 * and read back), and the same list mailed every week. Screenshots land in /tmp/shots/stats-*.png.
 */
const shot = shooter('stats', { quiet: true });

test('the owner reads occupancy and pace, exports the top agencies and subscribes to them weekly', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const nav = drawer(page);
  await nav.getByRole('button', { name: 'Statistics', exact: true }).click();
  await nav.getByRole('link', { name: 'Occupancy statistics' }).click();
  await expect(page).toHaveURL(/\/stats\/occupancy/);
  await expect(pageHeading(page, 'Occupancy statistics')).toBeVisible();

  // The demo's resort (other specs add resorts of their own), this year month by month, with the
  // rates and what they mean; the choice lives in the address.
  // With the demo's resort alone there is no choice to make.
  await expect(page.getByRole('table', { name: 'Occupancy: the figures' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Resort or vessel' });
  if (await picker.isVisible()) {
    await picker.click();
    await page.getByRole('option', { name: 'Coral Garden Resort' }).click();
    await expect(page).toHaveURL(/asset=/);
  }
  const occupancy = page.getByRole('table', { name: 'Occupancy: the figures' });
  await expect(occupancy.getByRole('row')).toHaveCount(13);
  await expect(occupancy.getByRole('columnheader', { name: 'RevPAR' })).toBeVisible();
  await expect(
    page.getByText(/ADR \(average daily rate\) is room revenue ÷ room-nights sold/).first(),
  ).toBeVisible();
  // The pace: a row per month, against last year on the same day.
  const pace = page.getByRole('table', { name: 'Pace against last year: the figures' });
  await expect(pace.getByRole('row')).toHaveCount(13);
  await expect(pace.getByRole('columnheader', { name: 'Room-nights last year' })).toBeVisible();
  const year = new Date().getFullYear();
  await expect(page.getByRole('table', { name: 'Occupancy per year: the figures' })).toContainText(
    String(year),
  );
  await shot(page, 'occupancy-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(occupancy).toBeVisible();
  await shot(page, 'occupancy-phone');
  await page.setViewportSize({ width: 1366, height: 768 });
  // High season week by week: the unit lives in the address and heads the first column.
  const report = page.getByTestId('report-utilization');
  await report.getByRole('group', { name: 'Group by' }).getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/groupBy=week/);
  await expect(occupancy.getByRole('columnheader', { name: 'Week' })).toBeVisible();
  await expect(occupancy.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^W\d{2} \d{4}$/);
  await shot(page, 'occupancy-weeks', { full: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'occupancy-weeks-phone', { full: false });
  await page.setViewportSize({ width: 1366, height: 768 });
  await report.getByRole('group', { name: 'Group by' }).getByRole('button', { name: 'Month' }).click();
  await expect(occupancy.getByRole('row')).toHaveCount(13);

  // Who sent the guests: the top agencies as an Excel workbook, read back.
  await nav.getByRole('link', { name: 'Booking statistics' }).click();
  await expect(pageHeading(page, 'Booking statistics')).toBeVisible();
  // The desk's last 30 days beside the 30 before, at the top.
  const activity = page.getByTestId('booking-activity');
  await expect(activity.getByRole('heading', { name: 'The last 30 days' })).toBeVisible();
  await expect(activity.getByText('Bookings made', { exact: true })).toBeVisible();
  const agencies = page.getByRole('table', { name: 'Top agencies: the figures' });
  await expect(agencies.getByRole('row').nth(1)).toBeVisible();
  // Only the confirmed bookings, then all again: the filter lives in the address.
  await page.getByRole('button', { name: 'Filter' }).click();
  const filters = page.getByRole('dialog', { name: 'Which bookings the figures count' });
  await filters.getByRole('combobox', { name: 'Booking state' }).click();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await expect(page).toHaveURL(/states=confirmed/);
  await expect(filters.getByRole('button', { name: 'Confirmed' })).toBeVisible();
  await shot(page, 'booking-filters', { full: false });
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/states=/);
  await filters.getByRole('button', { name: 'Done' }).click();
  await shot(page, 'booking-desktop', { full: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(activity).toBeVisible();
  await shot(page, 'booking-phone', { full: false });
  await page.setViewportSize({ width: 1366, height: 768 });
  const first = (await agencies.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())?.trim();
  expect(first).toBeTruthy();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'XLSX: Top agencies as an Excel workbook' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const cells = (row: number) =>
    (sheet.getRow(row).values as unknown[]).slice(1).map((value) => (value === null ? '' : String(value)));
  const header = cells(headerRow(sheet));
  expect(header).toEqual(expect.arrayContaining(['Rank', 'Agency', 'Bookings', 'Guests', 'Revenue']));
  expect(cells(headerRow(sheet) + 1)).toContain(first);

  // The same list every Monday.
  await page.getByRole('button', { name: 'Mail: Top agencies on a schedule' }).click();
  const dialog = page.getByRole('dialog', { name: /Mail “Top agencies” on a schedule/ });
  await expect(dialog.getByLabel('How often')).toContainText('Weekly');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('“Top agencies” will be mailed on schedule.')).toBeVisible();

  await nav.getByRole('link', { name: 'Exports' }).click();
  const mails = page.getByRole('region', { name: 'Report mails' });
  const subscription = mails.getByRole('listitem').filter({ hasText: 'Top agencies' });
  await expect(subscription).toContainText('Every Monday');
  await shot(page, 'report-mails');
  await subscription.getByRole('button', { name: 'Send now: Top agencies' }).click();
  const mail = await waitForMail(E2E_ADMIN.email, 30_000);
  expect(mail).toContain('Top agencies');
  expect(mail).toMatch(/filename="?[^"\n]*\.xlsx/);
  expect(mail).toMatch(/image\/png/);
});

/** The workbook's header row: the first row whose first cell says "Rank". */
function headerRow(sheet: ExcelJS.Worksheet): number {
  for (let row = 1; row <= sheet.actualRowCount; row++)
    if (String(sheet.getRow(row).getCell(1).value) === 'Rank') return row;
  throw new Error('no header row in the workbook');
}
