import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { expectSnackbar, login } from './support/app.ts';
import { addDays, operatorToday } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * Issue 35's evening at the bar, on a tablet (820×1180), through the screens: a guest in house has
 * two beers put on their room at the counter and rents a dive computer at the rental counter, a
 * walk-in pays a beer in cash, the guest checks out and the final invoice lists the beers and the
 * computer, and the bar closes its day with the drawer counted as expected ("Balanced").
 * Screenshots: /tmp/shots/pos-night-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('pos-night', { full: false });
const TABLET = { width: 820, height: 1180 };

test('an evening at the bar: beers and a computer on the room, the invoice at check-out, the day closed balanced', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const token = await adminToken();
  const post = <T = StoredRecord>(path: string, body: unknown) => apiCall<T>('POST', path, { token, body });
  const today = operatorToday();

  // Setup through the API, as pos-counter.spec.ts: a resort with a room, a price, a guest in house.
  const resort = await post('/api/resort', { name: `Night Bay ${RUN}` });
  const roomType = await post('/api/roomtypes', { name: `Bungalow ${RUN}`, resort: resort.id });
  const room = await post('/api/rooms', {
    type: 'Room',
    name: `N${RUN}`,
    resort: resort.id,
    roomType: roomType.id,
  });
  await post('/api/price', {
    name: `Night Bay ${RUN}`,
    resort: resort.id,
    status: 'active',
    calculationType: 'unit',
    entries: [{ roomType: roomType.id, amount: 7000 }],
  });
  const guest = await post('/api/customer', {
    masterData: { firstName: 'Nightly', lastName: `Guest${RUN}` },
    contact: {},
    address: {},
    passport: {},
  });
  const stay = await post<{ id: string; bookingNo: string; version: number }>('/api/bookings', {
    resort: resort.id,
    dates: { from: addDays(today, -2), to: addDays(today, 1) },
    rooms: [{ room: room.id, guests: [guest.id] }],
    state: 'confirmed',
  });
  await post(`/api/bookings/${stay.id}/checkin`, { version: stay.version });
  // The bar sells from its shelf; the rental counter's till has no stock location (gear is numbered).
  const location = await post('/api/stocklocation', { name: `Bar ${RUN}`, kind: 'bar', resort: resort.id });
  const bar = await post('/api/postill', {
    name: `Bar ${RUN}`,
    kind: 'bar',
    resort: resort.id,
    stockLocation: location.id,
  });
  await post('/api/postill', { name: `Rental ${RUN}`, kind: 'rental', resort: resort.id });
  const beer = await post('/api/product', {
    name: `Lager ${RUN}`,
    resort: resort.id,
    amount: 450,
    currency: 'EUR',
    trackStock: true,
    unit: 'Bottle',
  });
  const supplier = await post('/api/supplier', { name: `Brewery ${RUN}` });
  await post(`/api/supplier/${supplier.id}/deliveries`, {
    location: location.id,
    date: today,
    reference: `D-${RUN}`,
    lines: [{ product: beer.id, quantity: 24 }],
  });
  const computer = await post('/api/product', {
    name: `Dive computer ${RUN}`,
    resort: resort.id,
    amount: 1500,
    currency: 'EUR',
    stockType: 'ReusableGood',
  });
  const itemNumber = `C${RUN}`;
  await post('/api/rentalitem', {
    product: computer.id,
    number: itemNumber,
    size: '',
    nextService: addDays(today, 90),
  });

  await page.setViewportSize(TABLET);
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // 1. Two beers on the guest's room at the bar.
  await open(page, '/pos/counter');
  const tillField = page.getByRole('combobox', { name: /^Till/ });
  await tillField.click();
  await page.getByRole('option', { name: `Bar ${RUN}` }).click();
  const beerTile = page.getByRole('button', { name: new RegExp(`^Lager ${RUN}`) });
  await beerTile.click();
  await expect(page.getByRole('heading', { name: /^Receipt #\d+/ })).toBeVisible();
  await page.getByRole('button', { name: `One Lager ${RUN} more` }).click();
  await expect(page.getByTestId('pos-total')).toHaveText('€9.00');
  await shot(page, 'counter');
  await page.getByRole('button', { name: 'On room' }).click();
  const roomDialog = page.getByRole('dialog', { name: 'Charge to a room' });
  await roomDialog.getByLabel('Guest, room or booking number').fill(`Guest${RUN}`);
  await roomDialog.getByRole('button', { name: new RegExp(`N${RUN} — Nightly Guest${RUN}`) }).click();
  await roomDialog.getByRole('button', { name: `Charge to N${RUN}` }).click();
  await expectSnackbar(page, `Charged to N${RUN} (Nightly Guest${RUN}).`, 'success');
  await expect(page.getByRole('heading', { name: 'New receipt' })).toBeVisible();

  // 2. A walk-in pays a beer in cash: handed over exactly the price, no change.
  await beerTile.click();
  await expect(page.getByTestId('pos-total')).toHaveText('€4.50');
  await page.getByRole('button', { name: 'Pay now' }).click();
  const payDialog = page.getByRole('dialog', { name: 'Pay €4.50' });
  await expect(payDialog.getByRole('button', { name: 'Cash' })).toHaveAttribute('aria-pressed', 'true');
  await expect(payDialog.getByTestId('pos-change')).toHaveText('Change: €0.00');
  await shot(page, 'pay-dialog');
  await payDialog.getByRole('button', { name: 'Take payment' }).click();
  await expectSnackbar(page, 'Paid.', 'success');
  await expect(page.getByRole('heading', { name: 'New receipt' })).toBeVisible();

  // 3. The dive computer rented to the guest at the rental counter.
  await open(page, '/product/rental');
  await page.getByLabel('Search number or size').fill(itemNumber);
  const itemRow = page.getByTestId(`rental-item-${itemNumber}`);
  await expect(itemRow).toContainText(`Dive computer ${RUN}`);
  await expect(itemRow).toContainText('Available');
  await itemRow.getByRole('button', { name: 'Rent' }).click();
  const rentDialog = page.getByRole('dialog', { name: `Rent Dive computer ${RUN} ${itemNumber}` });
  await rentDialog.getByRole('combobox', { name: /^Charged at till/ }).click();
  await page.getByRole('option', { name: `Rental ${RUN}` }).click();
  await rentDialog.getByLabel('Guest, room or booking number').fill(`Guest${RUN}`);
  await rentDialog.getByRole('button', { name: new RegExp(`N${RUN} — Nightly Guest${RUN}`) }).click();
  const rentButton = rentDialog.getByRole('button', { name: `Rent to Nightly Guest${RUN} (N${RUN})` });
  await expect(rentButton).toBeEnabled();
  await shot(page, 'rent-dialog');
  await rentButton.click();
  await expectSnackbar(
    page,
    `Dive computer ${RUN} ${itemNumber} is rented and charged on the room.`,
    'success',
  );
  await expect(itemRow).toContainText('Rented');
  await expect(itemRow).toContainText(`Nightly Guest${RUN} (N${RUN})`);

  // 4. Check-out at the booking: the bill is still open, the guest leaves a night early at the
  // booked price, and the final invoice carries the bar and the rental.
  await open(page, `/booking/${stay.id}`);
  await expect(
    page.getByRole('cell', { name: new RegExp(`^2 × Lager ${RUN} \\(Bar ${RUN} #\\d+\\)`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('cell', { name: new RegExp(`^1 × Dive computer ${RUN} \\(Rental ${RUN} #\\d+\\)`) }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Check out', exact: true }).click();
  await page.getByTestId('open-balance-dialog').getByTestId('check-out-anyway').click();
  const leaveEarly = page.getByRole('dialog', { name: new RegExp(`Booking ${stay.bookingNo} leaves early`) });
  await leaveEarly.getByRole('radio', { name: /Keep the price/ }).check();
  await leaveEarly.getByRole('button', { name: 'Check out', exact: true }).click();
  await expectSnackbar(page, `Booking ${stay.bookingNo} is checked out.`, 'success');

  const invoices = page.getByTestId('booking-invoices');
  await invoices.getByRole('button', { name: 'Issue invoice' }).click();
  const issue = page.getByTestId('issue-invoice-dialog');
  await expect(issue.getByRole('checkbox', { name: new RegExp(`2 × Lager ${RUN}.*€9\\.00`) })).toBeChecked();
  await expect(
    issue.getByRole('checkbox', { name: new RegExp(`Dive computer ${RUN}.*€15\\.00`) }),
  ).toBeChecked();
  await issue.getByRole('button', { name: /Issue invoice of/ }).click();
  const issued = page.getByText(/Invoice \d{4}-\d{5} was issued\./);
  await expect(issued).toBeVisible();
  const number = (await issued.textContent())!.match(/\d{4}-\d{5}/)![0];
  await expect(invoices.getByRole('cell', { name: number, exact: true })).toBeVisible();
  await invoices.getByRole('button', { name: `Public link to ${number}` }).click();
  const url = (await invoices.getByTestId('public-link').getByRole('link').getAttribute('href'))!;

  // The invoice as the guest reads it: the beers and the computer are lines of it.
  const guestView = await browser.newContext({ viewport: TABLET });
  const invoicePage = await guestView.newPage();
  await invoicePage.goto(url);
  await expect(invoicePage.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  const lines = invoicePage.getByRole('table', { name: 'Lines on this invoice' });
  await expect(lines.getByRole('cell', { name: new RegExp(`^2 × Lager ${RUN}`) })).toBeVisible();
  await expect(lines.getByRole('cell', { name: new RegExp(`Dive computer ${RUN}`) })).toBeVisible();
  await shot(invoicePage, 'invoice');
  await guestView.close();

  // 5. The evening's closing of the bar: the walk-in's €4.50 are in the drawer, nothing else.
  await page.goto('/pos/counter');
  await tillField.click();
  await page.getByRole('option', { name: `Bar ${RUN}` }).click();
  await page.getByRole('button', { name: 'Close day' }).click();
  const closing = page.getByRole('dialog', { name: `Close the day at Bar ${RUN}` });
  await expect(closing.getByText(/Receipts #\d+ to #\d+ \(2\) are taken in, sales €13\.50\./)).toBeVisible();
  await expect(closing.getByText('Expected: €4.50')).toBeVisible();
  await expect(closing.getByText('No open tabs.')).toBeVisible();
  await closing.getByLabel('Counted EUR').fill('4.50');
  await expect(closing.getByTestId('pos-closing-difference-EUR')).toHaveText('Difference: €0.00');
  await shot(page, 'closing-dialog');
  await closing.getByRole('button', { name: 'Close day' }).click();
  const done = page.getByRole('dialog', { name: /^Day closed: Z report \d+$/ });
  await expect(done).toBeVisible();
  await expect(done).toContainText('2 receipts taken in, sales €13.50.');
  await shot(page, 'closed');
  await done.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(done).toBeHidden();

  // The closings list: the bar's day, balanced.
  await open(page, '/pos/closing');
  await page.getByRole('combobox', { name: /^Till/ }).click();
  await page.getByRole('option', { name: `Bar ${RUN}` }).click();
  const row = page.getByRole('row').filter({ hasText: `Bar ${RUN}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Balanced');
  await expect(row).toContainText('€13.50');
  await shot(page, 'closings');

  // Stored as it was counted: one closing of the bar, no cash difference.
  const stored = await apiCall<{ data: { till: string; cash: { difference: number }[] }[] }>(
    'GET',
    `/api/pos/closing?size=0&filter=${encodeURIComponent(JSON.stringify({ till: bar.id }))}`,
    { token },
  );
  expect(stored.data).toHaveLength(1);
  expect(stored.data[0]!.cash.every((c) => c.difference === 0)).toBe(true);
});
