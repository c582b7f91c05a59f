import { expect, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import {
  chooseStayForTwo,
  fillCouple,
  openResortBooking,
  type ResortChoice,
  resortPaidByTransfer,
} from './support/online.ts';
import { shooter } from './support/shots.ts';

/**
 * Issue 32: a couple books a resort room online and pays by bank transfer. The last page shows
 * the amount, the due date, the bank details and the GiroCode; the booking is a reservation with
 * an option date, its confirmation waits in the mail queue and the office has a to-do.
 * Screenshots: /tmp/shots/online-transfer-*.png.
 */
const shot = shooter('online-transfer');
let token: string;
let resort: ResortChoice;

test.beforeAll(async () => {
  token = await adminToken();
  resort = await resortPaidByTransfer(token);
});

test('a couple books a room online and pays by bank transfer', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openResortBooking(page, resort);
  await chooseStayForTwo(page, () => page.getByRole('button', { name: 'Next month' }).click());
  await expect(page.locator('body')).not.toContainText(/Room \d{2,}|R\d{3}/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCouple(
    page,
    { first: 'Lea', last: 'Brandt', email: 'lea.brandt@example.test' },
    { first: 'Jan', last: 'Brandt' },
  );
  await page.getByRole('button', { name: 'Reserve and pay by bank transfer' }).click();

  const held = page.getByRole('heading', { name: /^Reservation .* is held for you$/ });
  await expect(held).toBeVisible({ timeout: 20_000 });
  const bookingNo = (await held.textContent())!.match(/Reservation (\S+) is held/)![1]!;
  await expect(page.getByTestId('transfer-iban')).toHaveText(/^[A-Z]{2}\d{2}( \w{4})+/);
  await expect(page.getByTestId('transfer-reference')).toHaveText(bookingNo);
  await expect(page.getByTestId('transfer-amount')).toContainText('€');
  await expect(page.getByTestId('transfer-due')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(page.getByRole('img', { name: /Payment QR code/ })).toBeVisible();
  await shot(page, 'final-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'final-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The back office: a reservation with an option date, its mail queued, a to-do for the office.
  const found = await apiCall<{ data: { id: string; bookingNo: string }[] }>(
    'GET',
    `/api/bookings?search=${encodeURIComponent(bookingNo)}`,
    { token },
  );
  const id = found.data.find((b) => b.bookingNo === bookingNo)!.id;
  const booking = await apiCall<{ state: string; optionUntil: string | null; source: string }>(
    'GET',
    `/api/bookings/${id}`,
    { token },
  );
  expect(booking).toMatchObject({ state: 'planned', source: 'online' });
  expect(booking.optionUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const mails = await apiCall<{ data: { to: string; subject: string }[] }>(
    'GET',
    `/api/mailqueue?size=0&search=${encodeURIComponent('lea.brandt@example.test')}`,
    { token },
  );
  expect(mails.data.length).toBeGreaterThan(0);
  const todos = await apiCall<{ data: { group: string; open: boolean }[] }>(
    'GET',
    `/api/todo/open?booking=${id}`,
    { token },
  );
  expect(todos.data).toContainEqual(expect.objectContaining({ group: 'Online booking', open: true }));
});
