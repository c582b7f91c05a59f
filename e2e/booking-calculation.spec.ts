import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { displayDate } from './support/dates.ts';

/**
 * The calculation editor on the booking page: a priced line changed inline, a line added and
 * removed again, the lines put in order by dragging, the booking priced again after a preview;
 * the total and the due amounts follow each change. Screenshots land in /tmp/shots/calc-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);

const shot = shooter('calc');

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

interface Booking {
  id: string;
  bookingNo: string;
  total: number;
  version: number;
  noOfPax: number;
  rooms: { id: string; roomName: string; guests: ({ fullName: string } | null)[] }[];
}

let token: string;
let booking: Booking;
const world: Record<string, string> = {};

test.beforeAll(async () => {
  token = await adminToken();
  const post = <T = StoredRecord>(path: string, body: unknown) => apiCall<T>('POST', path, { token, body });
  const vessel = await post('/api/vessel', { name: `MV Ledger ${RUN}` });
  const type = await post('/api/roomtypes', { name: `Double ${RUN}`, vessel: vessel.id });
  await post('/api/price', {
    name: `Ledger trips ${RUN}`,
    vessel: vessel.id,
    type: 'Trip',
    status: 'active',
    calculationType: 'complete',
    entries: [{ roomType: type.id, season: '', noOfPax: null, amount: 100_000 }],
  });
  const cabin = await post('/api/rooms', {
    type: 'Cabin',
    name: 'Cabin 1',
    vessel: vessel.id,
    roomType: type.id,
  });
  const second = await post('/api/rooms', {
    type: 'Cabin',
    name: 'Cabin 2',
    vessel: vessel.id,
    roomType: type.id,
  });
  world.cabin1 = cabin.id;
  world.cabin2 = second.id;
  const tour = await post('/api/tour', { name: `Komodo ${RUN}`, vessel: vessel.id });
  const trip = await post('/api/schedule', { tour: tour.id, vessel: vessel.id, from: day(45), to: day(52) });
  const terms = await post('/api/terms', {
    name: `30 % now ${RUN}`,
    deposit: 30,
    depositDueDays: 7,
    restDueDays: 30,
  });
  const guest = await post('/api/customer', {
    masterData: { firstName: 'Rosa', lastName: `Ledger${RUN}`, gender: 'f' },
    contact: {},
    address: {},
    passport: {},
  });
  // Between the demo's early bird (90 days ahead) and last minute (14 days): the list price alone.
  world.trip = trip.id;
  world.guest = guest.id;
  booking = await post<Booking>('/api/bookings', {
    schedule: trip.id,
    rooms: [{ room: cabin.id, guests: [guest.id] }],
    termsOfPayment: terms.id,
  });
});

test('edits a calculation line and sees the total and the due amounts change', async ({ page }) => {
  expect(booking.total).toBe(100_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${booking.id}`);
  await expect(pageHeading(page, new RegExp(booking.bookingNo))).toBeVisible();
  const editor = page.getByTestId('calculation-editor');
  const total = editor.getByTestId('quote-total');
  const due = editor.getByRole('region', { name: 'Due amounts' });
  await expect(total).toHaveText('€1,000.00');
  await expect(due).toContainText('Deposit €300.00');
  await expect(due).toContainText('Rest €700.00');

  // The trip's line at an agreed price, edited in place.
  await editor.getByRole('button', { name: /^Edit “Ledger trips/ }).click();
  const amount = editor.getByRole('textbox', { name: 'EUR' });
  await amount.fill('900.00');
  await amount.press('Enter');
  await expect(total).toHaveText('€900.00');
  await expect(due).toContainText('Deposit €270.00');
  await expect(due).toContainText('Rest €630.00');
  await expect(editor.getByText('by hand')).toBeVisible();

  // A line added by hand …
  await editor.getByRole('button', { name: 'Add line' }).click();
  const add = page.getByRole('dialog', { name: `Add a line to booking ${booking.bookingNo}` });
  await add.getByRole('textbox', { name: 'Text' }).fill('Nitrox course');
  await add.getByRole('textbox', { name: 'Amount (EUR)' }).fill('180');
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'add-line');
  await add.getByRole('button', { name: 'Add line' }).click();
  await expect(total).toHaveText('€1,080.00');
  await expect(due).toContainText('Rest €756.00');

  // … dragged above the trip by its handle …
  const nitroxHandle = editor.getByRole('button', {
    name: 'Move “Nitrox course” (drag, click, or arrow keys)',
  });
  const firstRow = editor.locator('tbody tr').first();
  await nitroxHandle.dragTo(firstRow);
  await expect(editor.locator('tbody tr').first()).toContainText('Nitrox course');
  await shot(page, 'editor');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'editor-phone');
  await page.setViewportSize({ width: 1400, height: 900 });

  // … and removed again after a confirmation.
  await editor.getByRole('button', { name: 'Remove “Nitrox course”' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove “Nitrox course”?' });
  await expect(remove).toContainText('€180.00');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(total).toHaveText('€900.00');

  // Pricing again keeps the agreed price unless told otherwise; the preview shows the difference first.
  await editor.getByRole('button', { name: 'Price again…' }).click();
  const reload = page.getByRole('dialog', { name: `Price booking ${booking.bookingNo} again` });
  await reload.getByRole('switch', { name: 'Keep the lines added or changed by hand' }).uncheck();
  await reload.getByRole('button', { name: 'Show the new prices' }).click();
  await expect(reload.getByRole('status')).toHaveText('Total now €900.00, then €1,000.00');
  await reload.getByRole('button', { name: 'Apply the new prices' }).click();
  await expect(total).toHaveText('€1,000.00');

  const history = page.getByTestId('booking-history');
  await expect(history).toContainText('Priced again');
  const stored = await apiCall<Booking>('GET', `/api/bookings/${booking.id}`, { token });
  expect(stored.total).toBe(100_000);
});

test('adds a cabin, drags a guest onto its bed, and removes it again', async ({ page }) => {
  const sam = await apiCall<StoredRecord>('POST', '/api/customer', {
    token,
    body: {
      masterData: { firstName: 'Sam', lastName: `Ledger${RUN}`, gender: 'm' },
      contact: {},
      address: {},
      passport: {},
    },
  });
  // The first test's booking holds Cabin 1 of this trip: this one is on the trip after it.
  const trip = await apiCall<StoredRecord>('GET', `/api/schedule/${world.trip}`, { token });
  const later = await apiCall<StoredRecord>('POST', '/api/schedule', {
    token,
    body: { tour: trip.tour, vessel: trip.vessel, from: day(60), to: day(67) },
  });
  const pair = await apiCall<Booking>('POST', '/api/bookings', {
    token,
    body: { schedule: later.id, rooms: [{ room: world.cabin1, guests: [world.guest, sam.id] }] },
  });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${pair.id}`);
  const rooms = page.getByRole('list', { name: 'Rooms and guests' });
  await page.getByRole('button', { name: 'Add cabin' }).click();
  const add = page.getByRole('dialog', { name: `Add a cabin to booking ${pair.bookingNo}` });
  await add.getByRole('combobox', { name: 'Cabin' }).click();
  await page.getByRole('option', { name: /^Cabin 2/ }).click();
  await add.getByRole('button', { name: 'Add cabin' }).click();
  await expect(rooms).toContainText('Cabin 2');
  const grown = await apiCall<Booking>('GET', `/api/bookings/${pair.id}`, { token });
  const [first, second] = grown.rooms;

  // Sam's bed in Cabin 1 dragged onto the empty place of Cabin 2.
  await page.locator(`[data-seat="${first!.id}:1"]`).dragTo(page.locator(`[data-seat="${second!.id}:0"]`));
  await expect(page.locator(`[data-seat="${second!.id}:0"]`)).toContainText('Sam');
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'rooms');
  await page.setViewportSize({ width: 1400, height: 900 });

  await page.getByRole('button', { name: 'Remove Cabin 2 from the booking' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Cabin 2?' });
  await expect(remove).toContainText('Sam');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(rooms).not.toContainText('Cabin 2');
  const after = await apiCall<Booking>('GET', `/api/bookings/${pair.id}`, { token });
  expect(after.noOfPax).toBe(1);
  expect(after.rooms.map((r) => r.roomName)).toEqual(['Cabin 1']);
});

test('adds a week at a resort after the trip: one booking, both parts priced together', async ({ page }) => {
  const post = <T = StoredRecord>(path: string, body: unknown) => apiCall<T>('POST', path, { token, body });
  const resort = await post('/api/resort', { name: `Coral ${RUN}` });
  const type = await post('/api/roomtypes', { name: `Garden ${RUN}`, resort: resort.id });
  await post('/api/rooms', { type: 'Room', name: 'Garden 1', resort: resort.id, roomType: type.id });
  await post('/api/price', {
    name: `Coral stays ${RUN}`,
    resort: resort.id,
    status: 'active',
    calculationType: 'unit',
    entries: [{ roomType: type.id, season: '', noOfPax: null, amount: 5_000 }],
  });
  const trip = await apiCall<StoredRecord>('GET', `/api/schedule/${world.trip}`, { token });
  const later = await post('/api/schedule', {
    tour: trip.tour,
    vessel: trip.vessel,
    from: day(75),
    to: day(82),
  });
  const booking = await post<Booking & { to: string }>('/api/bookings', {
    schedule: later.id,
    rooms: [{ room: world.cabin1, guests: [world.guest] }],
  });

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${booking.id}`);
  const rooms = page.getByRole('list', { name: 'Rooms and guests' });
  await page.getByRole('button', { name: 'Add cabin' }).click();
  const add = page.getByRole('dialog');
  await add.getByRole('combobox', { name: 'Where' }).click();
  await page.getByRole('option', { name: 'At a resort (same booking)' }).click();
  await expect(add).toHaveAccessibleName(`Add a room to booking ${booking.bookingNo}`);
  await add.getByRole('combobox', { name: 'Resort', exact: true }).click();
  await page.getByRole('option', { name: `Coral ${RUN}` }).click();
  // The week after the trip is offered; its free rooms are listed.
  await expect(add.getByLabel('Arrival')).toHaveValue(displayDate(booking.to));
  await add.getByRole('combobox', { name: 'Room', exact: true }).click();
  await page.getByRole('option', { name: /^Garden 1/ }).click();
  // The guest of the trip sleeps at the resort too.
  await add.getByRole('combobox', { name: 'Guests' }).fill(`Ledger${RUN}`);
  await page.getByRole('option', { name: new RegExp(`Rosa Ledger${RUN}`) }).click();
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'mixed-add');
  await add.getByRole('button', { name: 'Add room' }).click();
  await expect(rooms).toContainText('Garden 1');
  await expect(rooms.getByTestId('room-dates')).toHaveCount(2);
  // Both places are named; a booking with both parts is not rebooked or copied as a whole.
  await expect(page.getByRole('link', { name: 'Open resort' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rebook', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0);

  const mixed = await apiCall<Booking & { resort: string; schedule: string; to: string }>(
    'GET',
    `/api/bookings/${booking.id}`,
    { token },
  );
  expect(mixed).toMatchObject({ resort: resort.id, schedule: later.id, to: day(89) });
  // The trip as before and seven nights at the resort, in one total on the page.
  expect(mixed.total).toBe(booking.total + 7 * 5_000);
  const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
    mixed.total / 100,
  );
  await expect(page.getByTestId('calculation-editor').getByTestId('quote-total')).toHaveText(euros);
  await shot(page, 'mixed');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'mixed-phone');
});
