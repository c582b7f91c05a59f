import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { expectSnackbar, pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open as openScreen } from './support/route-visits.ts';

/**
 * A customer's credit as the office uses it: a gift voucher given on /ccredits, spent on one of the
 * customer's open bookings from the booking page, the payment reversed again from the customer's
 * page. Screenshots land in /tmp/shots/customer-credits-*.png.
 */
const shot = shooter('customer-credits');

interface BookingRow {
  id: string;
  total: number;
  paid: number;
  agency: string | null;
}
interface Detail extends BookingRow {
  lead: string | null;
  leadName: string;
  bookingNo: string;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** The screen as a phone shows it, then back to the desktop. */
async function onPhoneToo(page: Page, name: string, full = true) {
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`, { full });
  await page.setViewportSize(DESKTOP);
}

test('gives a voucher, pays a booking from it and reverses the payment', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const filter = encodeURIComponent(JSON.stringify({ state: 'confirmed', currency: 'EUR' }));
  const open = (
    await apiCall<{ data: BookingRow[] }>(
      'GET',
      `/api/bookings?size=100&sort=from&order=1&filter=${filter}`,
      {
        token,
      },
    )
  ).data.filter((b) => !b.agency && b.total - b.paid > 10_000);
  const booking = await apiCall<Detail>('GET', `/api/bookings/${open[0]!.id}`, { token });
  const customer = booking.lead!;
  const held = async () =>
    (
      await apiCall<{ balances: { currency: string; balance: number }[] }>(
        'GET',
        `/api/customer/credits?customer=${customer}`,
        { token },
      )
    ).balances.find((b) => b.currency === 'EUR')?.balance ?? 0;
  const paid = async () => (await apiCall<Detail>('GET', `/api/bookings/${booking.id}`, { token })).paid;
  const heldBefore = await held();

  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/ccredits');
  await expect(pageHeading(page, 'Customer credits')).toBeVisible();
  // The demo's vouchers are there from the start.
  await expect(page.getByTestId('credit-balances')).toContainText('Lukas Weber');
  await shot(page, 'page');
  await onPhoneToo(page, 'page');

  // A gift voucher of 100.00 for the booker.
  await page.getByRole('button', { name: 'Add entry' }).click();
  const add = page.getByTestId('add-credit-dialog');
  await add.getByRole('combobox', { name: 'Customer' }).fill(booking.leadName);
  await page
    .getByRole('option', { name: new RegExp(`^${booking.leadName}`) })
    .first()
    .click();
  await add.getByRole('textbox', { name: 'Amount' }).fill('100');
  await add.getByRole('textbox', { name: 'Note' }).fill('Gift voucher GV-E2E');
  await expect(add).toContainText("Books +€100.00 to the customer's credit.");
  await shot(page, 'add-dialog', { full: false });
  await onPhoneToo(page, 'add-dialog', false);
  await add.getByRole('button', { name: 'Add' }).click();
  await expectSnackbar(page, 'The entry of €100.00 was added.', 'success');
  await expect(add).toBeHidden();
  expect(await held()).toBe(heldBefore + 10_000);
  await expect(page.getByRole('row').filter({ hasText: 'Gift voucher GV-E2E' })).toContainText('+€100.00');

  // The booking is paid from it.
  const paidBefore = await paid();
  await openScreen(page, `/booking/${booking.id}`);
  const payments = page.getByTestId('booking-payments');
  await payments.getByRole('button', { name: 'Pay from credit' }).click();
  const pay = page.getByTestId('booking-credit-dialog');
  await expect(pay.getByRole('combobox', { name: 'Whose credit' })).toContainText(booking.leadName);
  await pay.getByRole('textbox', { name: 'Amount' }).fill('100');
  await shot(page, 'pay-dialog', { full: false });
  await onPhoneToo(page, 'pay-dialog', false);
  await pay.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectSnackbar(page, `€100.00 paid from ${booking.leadName}'s credit.`, 'success');
  await expect(payments.getByRole('row').filter({ hasText: 'Customer credit' })).toContainText('€100.00');
  expect(await paid()).toBe(paidBefore + 10_000);
  expect(await held()).toBe(heldBefore);
  await shot(page, 'booking-paid');

  // Reversed from the customer's page: the booking is open again, the credit back.
  await page.goto(`/customer/${customer}`);
  const credit = page.getByRole('region', { name: 'Credit' });
  // All of the voucher went into the booking: nothing is held now, the entries say where it went.
  await expect(credit).toContainText(heldBefore ? 'Credit' : 'No credit held.');
  await credit.getByRole('button', { name: 'Reverse Paid a booking of -€100.00' }).click();
  const reverse = page.getByTestId('reverse-credit-dialog');
  await expect(reverse).toContainText(
    `The payment it made on booking ${booking.bookingNo} is taken off the booking`,
  );
  await reverse.getByRole('button', { name: 'Reverse' }).click();
  await expect(reverse).toBeHidden();
  await expect(credit.getByRole('row').filter({ hasText: 'Reversal' })).toContainText('+€100.00');
  await shot(page, 'customer');
  expect(await paid()).toBe(paidBefore);
  expect(await held()).toBe(heldBefore + 10_000);
});
