import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { expectSnackbar, signIn } from './support/app.ts';
import { addDays, operatorToday } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * Issue 35 at the bar, on a tablet: a guest in house orders two beers on their room at the counter,
 * the bar's stock falls by two, and the guest's booking shows the beers on its calculation, the
 * folio the check-out settles. Screenshots: /tmp/shots/pos-counter-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('pos-counter', { full: false });

test('two beers on a guest’s room at the counter: on the booking, and out of the bar’s stock', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken();
  const post = <T = StoredRecord>(path: string, body: unknown) => apiCall<T>('POST', path, { token, body });
  const today = operatorToday();

  const resort = await post('/api/resort', { name: `Bar Bay ${RUN}` });
  const roomType = await post('/api/roomtypes', { name: `Hut ${RUN}`, resort: resort.id });
  const room = await post('/api/rooms', {
    type: 'Room',
    name: `H${RUN}`,
    resort: resort.id,
    roomType: roomType.id,
  });
  await post('/api/price', {
    name: `Bar Bay ${RUN}`,
    resort: resort.id,
    status: 'active',
    calculationType: 'unit',
    entries: [{ roomType: roomType.id, amount: 7000 }],
  });
  const guest = await post('/api/customer', {
    masterData: { firstName: 'Thirsty', lastName: `Guest${RUN}` },
    contact: {},
    address: {},
    passport: {},
  });
  const stay = await post<{ id: string; bookingNo: string }>('/api/bookings', {
    resort: resort.id,
    dates: { from: addDays(today, -1), to: addDays(today, 2) },
    rooms: [{ room: room.id, guests: [guest.id] }],
    state: 'confirmed',
  });
  const location = await post('/api/stocklocation', { name: `Bar ${RUN}`, kind: 'bar', resort: resort.id });
  await post('/api/postill', {
    name: `Bar ${RUN}`,
    kind: 'bar',
    resort: resort.id,
    stockLocation: location.id,
  });
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

  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/pos/counter');
  await page.getByRole('combobox', { name: /^Till/ }).click();
  await page.getByRole('option', { name: `Bar ${RUN}` }).click();
  const tile = page.getByRole('button', { name: new RegExp(`^Lager ${RUN}`) });
  await tile.click();
  await expect(page.getByRole('heading', { name: /^Receipt #\d+/ })).toBeVisible();
  await page.getByRole('button', { name: `One Lager ${RUN} more` }).click();
  await expect(page.getByText('€9.00').first()).toBeVisible();
  await shot(page, 'receipt-tablet');

  await page.getByRole('button', { name: 'On room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Charge to a room' });
  await dialog.getByLabel('Guest, room or booking number').fill(`Guest${RUN}`);
  await dialog.getByRole('button', { name: new RegExp(`H${RUN} — Thirsty Guest${RUN}`) }).click();
  await dialog.getByRole('button', { name: `Charge to H${RUN}` }).click();
  await expectSnackbar(page, `Charged to H${RUN} (Thirsty Guest${RUN}).`, 'success');

  // The bar's shelf has two bottles less.
  const stock = await apiCall<{ data: { product: string; quantity: number }[] }>(
    'GET',
    `/api/product/stock?size=0&location=${location.id}`,
    { token },
  );
  expect(stock.data.find((row) => row.product === beer.id)?.quantity).toBe(22);

  // The booking shows the beers, to be settled with the stay.
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, `/booking/${stay.id}`);
  await expect(
    page.getByRole('cell', { name: new RegExp(`^2 × Lager ${RUN} \\(Bar ${RUN} #\\d+\\)`) }),
  ).toBeVisible();
  await shot(page, 'booking');
});
