import { expect, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { expectSnackbar, pageHeading, signIn } from './support/app.ts';
import { addDays, operatorToday } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';
import { euro } from './support/money.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * Cancellation fees an operator sets, and the desk's guards (issue 32), on the demo data: a scale
 * typed in the terms editor charges a cancellation by the terms, the dialog shows fee and refund
 * before confirming, the booking then shows "Refund due"; a check-out with money open warns and
 * takes the payment there. Screenshots at 1366×768 in /tmp/shots/cancellation-*.png.
 */

const shot = shooter('cancellation', { full: false });
const today = operatorToday();

interface Row {
  id: string;
  bookingNo: string;
  state: string;
  type: string;
  from: string;
  to: string;
  total: number;
  paid: number;
  currency: string;
  version: number;
}

test.use({ viewport: { width: 1366, height: 768 } });
// The booking page reads a lot on a loaded machine.
test.setTimeout(180_000);

test('a scale set in the terms editor charges a cancellation by the terms, and the refund is due', async ({
  page,
}) => {
  const token = await adminToken();
  const rows = (await apiCall<{ data: Row[] }>('GET', '/api/bookings?size=0', { token })).data;
  // A demo stay paid in full, 31 to 89 days ahead: the scale below charges 30 %.
  const booking = rows.find(
    (b) =>
      b.state === 'confirmed' &&
      b.type === 'resort' &&
      b.currency === 'EUR' &&
      b.total > 0 &&
      b.paid >= b.total &&
      b.from > addDays(today, 31) &&
      b.from < addDays(today, 89),
  );
  expect(booking, 'a paid demo stay 1–3 months ahead').toBeDefined();
  const fee = Math.round(booking!.total * 0.3);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/terms');
  await expect(pageHeading(page, 'Terms of payment')).toBeVisible();
  await page.getByRole('button', { name: /^30 % deposit/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Cancellation fees' })).toBeVisible();
  // The operator's own scale: 30 % from 90 days before arrival, 60 % from 30 days.
  const removeFirst = dialog.getByRole('button', { name: 'Remove step 1' });
  while ((await removeFirst.count()) > 0) await removeFirst.click();
  await expect(dialog.getByText(/No cancellation fees yet/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add step' }).click();
  await dialog.getByRole('spinbutton', { name: 'Step 1: from days before arrival' }).fill('90');
  await dialog.getByRole('spinbutton', { name: 'Step 1: fee in percent' }).fill('30');
  await dialog.getByRole('button', { name: 'Add step' }).click();
  await dialog.getByRole('spinbutton', { name: 'Step 2: from days before arrival' }).fill('30');
  await dialog.getByRole('spinbutton', { name: 'Step 2: fee in percent' }).fill('60');
  const preview = dialog.getByRole('region', { name: 'What a cancellation costs' });
  await preview.getByRole('spinbutton', { name: 'Cancelled days before arrival' }).fill('40');
  await expect(preview).toContainText(
    'Cancelled 40 days before arrival, a €1,000.00 booking: fee €300.00 (30 %)',
  );
  await dialog.getByRole('spinbutton', { name: 'Step 2: fee in percent' }).scrollIntoViewIfNeeded();
  await shot(page, '01-terms-editor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await open(page, `/booking/${booking!.id}`);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel booking ${booking!.bookingNo}?` });
  const summary = cancel.getByRole('region', { name: 'What the cancellation charges' });
  await expect(summary.getByTestId('cancel-preview-fee')).toHaveText(euro(fee));
  await expect(summary).toContainText('30 % by “30 % deposit, rest 30 days before arrival”');
  await expect(summary).toContainText(`Refund due${euro(booking!.paid - fee)}`);
  await shot(page, '02-cancel-dialog');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expectSnackbar(page, `Booking ${booking!.bookingNo} was cancelled.`, 'success');

  const facts = page.getByRole('region', { name: `Booking ${booking!.bookingNo}` });
  await expect(facts.getByText('Refund due', { exact: true })).toBeVisible();
  await expect(facts.getByText(euro(booking!.paid - fee), { exact: true })).toBeVisible();
  await expect(facts).not.toContainText('−');
  await expect(page.getByText('Cancellation fee (30 %)').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Refund ${euro(booking!.paid - fee)}` })).toBeVisible();
  await shot(page, '03-refund-due');
});

test('a check-out with money open warns and takes the payment there', async ({ page }) => {
  const token = await adminToken();
  const rows = (await apiCall<{ data: Row[] }>('GET', '/api/bookings?size=0', { token })).data;
  const candidates = rows.filter(
    (b) =>
      b.state === 'confirmed' &&
      b.type === 'resort' &&
      b.currency === 'EUR' &&
      b.from <= today &&
      b.to > today &&
      b.total > 0,
  );
  // A stay in house today: checked in already, or one whose every room has arrived (a booking
  // may hold a room that arrives later, which cannot be checked in yet).
  let stay: Row | undefined;
  for (const candidate of candidates) {
    const seen = await apiCall<Row & { checkIn: string | null }>('GET', `/api/bookings/${candidate.id}`, {
      token,
    });
    if (!seen.checkIn) {
      const answer = await apiCall('POST', `/api/bookings/${candidate.id}/checkin`, {
        token,
        body: { version: seen.version },
      }).catch((error: unknown) => error);
      if (answer instanceof Error) continue;
    }
    stay = candidate;
    break;
  }
  expect(stay, 'a demo stay in house today').toBeDefined();
  const detail = await apiCall<Row & { checkIn: string | null }>('GET', `/api/bookings/${stay!.id}`, {
    token,
  });
  // €178.50 open, as the tester found it: what is paid beyond that goes back first.
  const refund = detail.paid - (detail.total - 17_850);
  if (refund !== 0)
    await apiCall('POST', `/api/bookings/${stay!.id}/payment`, {
      token,
      body: {
        amount: -refund,
        currency: 'EUR',
        date: today,
        method: 'cash',
        reference: '',
        version: detail.version,
      },
    });

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${stay!.id}`);
  const actions = page.getByRole('group', { name: 'Actions' });
  await expect(actions.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Check out' }).click();
  const warning = page.getByRole('dialog', { name: `Booking ${stay!.bookingNo}: money is still open` });
  await expect(warning).toContainText('€178.50 is still open on this booking.');
  await shot(page, '04-open-balance');
  await warning.getByRole('button', { name: 'Take payment of €178.50' }).click();
  const payment = page.getByRole('dialog', { name: `Payment at check-out of booking ${stay!.bookingNo}` });
  await expect(payment.getByRole('textbox', { name: /Amount/ })).toHaveValue('178.50');
  await payment.getByRole('button', { name: 'Add' }).click();
  // Leaving before the booked departure asks about the price; on the day itself it checks out at once.
  const early = page.getByRole('dialog', { name: `Booking ${stay!.bookingNo} leaves early` });
  const done = page.getByRole('alert').filter({ hasText: `Booking ${stay!.bookingNo} is checked out.` });
  await expect(early.or(done)).toBeVisible();
  if (await early.isVisible()) await early.getByRole('button', { name: 'Check out' }).click();
  await expect(done).toBeVisible();
  const after = await apiCall<Row & { checkOut: string | null }>('GET', `/api/bookings/${stay!.id}`, {
    token,
  });
  expect(after.total - after.paid).toBe(0);
  expect(after.checkOut).not.toBeNull();
});
