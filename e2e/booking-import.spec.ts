import { expect, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { addDays, displayDate, operatorToday } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

const shot = shooter('booking-import');

/**
 * Issue 39: bookings brought over from a spreadsheet on the booking list. Two rows under one
 * reference are one booking with two bungalows; a third row wants a bungalow the first booking
 * now holds and is refused with its line, while the others are booked (an import is a batch of
 * independent bookings). Sending the same file again books nothing twice.
 */
test('imports a CSV: two rows under one reference become one booking, a taken room is refused', async ({
  page,
}) => {
  // Far beyond the demo's bookings, so the bungalows are free whatever other specs booked; a
  // retry takes other dates than the attempt before it, whose booking stays.
  const arrival = addDays(operatorToday(), 660 + test.info().retry * 14);
  const departure = addDays(arrival, 5);
  const reference = `IMP-${Date.now().toString(36).toUpperCase()}`;
  const row = (room: string, first: string, last: string, ref: string) =>
    [
      'Coral Garden Resort',
      room,
      displayDate(arrival),
      displayDate(departure),
      first,
      last,
      '',
      '2',
      'confirmed',
      ref,
    ].join(';');
  const csv = [
    'Resort;Room;Arrival;Departure;First name;Last name;Email;Guests;State;Reference',
    row('Bungalow 3', 'Ingrid', 'Halvorsen', reference),
    row('Bungalow 4', 'Lars', 'Halvorsen', reference),
    row('Bungalow 3', 'Tomás', 'Ribeiro', `${reference}-B`),
  ].join('\n');
  const file = { name: 'bookings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/booking/list');
  await page.getByRole('button', { name: 'Import bookings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bookings' });
  // Nothing to send before a file is chosen.
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();

  await dialog.getByLabel('Booking file').setInputFiles(file);
  await expect(dialog.getByText('bookings.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Rows: 2 booked, 0 skipped, 1 refused')).toBeVisible();
  const report = dialog.getByRole('table', { name: 'Import bookings' });
  // Line 1 is the header: the file's rows are lines 2–4, the refused one named by its line.
  await expect(report.getByRole('row').filter({ hasText: `${reference}-B` })).toContainText('Refused');
  await expect(report.getByRole('row').filter({ hasText: 'Booked' })).toHaveCount(2);
  await shot(page, 'report-desktop', { full: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'report-phone', { full: false });
  await page.setViewportSize({ width: 1366, height: 768 });

  // The same file again: the booked reference is skipped, the refused row is refused again.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Import bookings' }).click();
  await dialog.getByLabel('Booking file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Rows: 0 booked, 2 skipped, 1 refused')).toBeVisible();

  // The booking is in the list under its lead guest, and holds both bungalows.
  const number = await report.getByRole('link').first().textContent();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(number ?? '');
  const listed = page.getByRole('row').filter({ hasText: number ?? '' });
  await expect(listed).toContainText('Ingrid Halvorsen');
  await listed.getByRole('button', { name: number ?? '' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number ?? '');
  await expect(page.getByText('Bungalow 3').first()).toBeVisible();
  await expect(page.getByText('Bungalow 4').first()).toBeVisible();
});
