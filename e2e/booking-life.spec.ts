import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * A booking's life through the booking page: a trip guest rebooked onto next month's departure,
 * a booking of two couples split into two, and an option that expires (the test clock) so the
 * waiting booking gets the cabin. Screenshots land in /tmp/shots/life-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);

const shot = shooter('life');

interface Booking {
  id: string;
  bookingNo: string;
  state: string;
  version: number;
  total: number;
  paid: number;
  optionUntil: string | null;
  rebookedTo: string | null;
  splitFrom: string | null;
  rooms: { id: string; roomName: string }[];
}

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

let token: string;
const world: Record<string, string> = {};

async function customer(firstName: string, gender: 'm' | 'f') {
  const made = await apiCall<StoredRecord>('POST', '/api/customer', {
    token,
    body: {
      masterData: { firstName, lastName: `Life${RUN}`, gender },
      contact: {},
      address: {},
      passport: {},
    },
  });
  return made.id;
}

function book(
  schedule: string,
  rooms: { room: string; guests: string[] }[],
  extra: Record<string, unknown> = {},
) {
  return apiCall<Booking>('POST', '/api/bookings', { token, body: { schedule, rooms, ...extra } });
}

test.beforeAll(async () => {
  token = await adminToken();
  const vessel = await apiCall<StoredRecord>('POST', '/api/vessel', {
    token,
    body: { name: `MV Life ${RUN}` },
  });
  const type = await apiCall<StoredRecord>('POST', '/api/roomtypes', {
    token,
    body: { name: `Twin ${RUN}`, vessel: vessel.id },
  });
  await apiCall('POST', '/api/price', {
    token,
    body: {
      name: `Life trips ${RUN}`,
      vessel: vessel.id,
      type: 'Trip',
      status: 'active',
      calculationType: 'complete',
      entries: [{ roomType: type.id, season: '', noOfPax: null, amount: 100_000 }],
    },
  });
  for (const name of ['Cabin 1', 'Cabin 2', 'Cabin 3', 'Cabin 4']) {
    const cabin = await apiCall<StoredRecord>('POST', '/api/rooms', {
      token,
      body: { type: 'Cabin', name, vessel: vessel.id, roomType: type.id },
    });
    world[name] = cabin.id;
  }
  const tour = await apiCall<StoredRecord>('POST', '/api/tour', {
    token,
    body: { name: `Raja Ampat ${RUN}`, vessel: vessel.id },
  });
  for (const [key, from] of [
    ['thisMonth', 40],
    ['nextMonth', 70],
  ] as const) {
    const trip = await apiCall<StoredRecord>('POST', '/api/schedule', {
      token,
      body: { tour: tour.id, vessel: vessel.id, from: day(from), to: day(from + 7) },
    });
    world[key] = trip.id;
  }
});

test.afterAll(async () => {
  // Later specs see real time again.
  await apiCall('POST', '/api/test/clock', { token, body: { now: null } });
});

test('rebooks a trip guest onto next month’s departure; the payment moves along', async ({ page }) => {
  const anna = await customer('Anna', 'f');
  const booking = await book(world.thisMonth!, [{ room: world['Cabin 1']!, guests: [anna] }]);
  await apiCall('POST', `/api/bookings/${booking.id}/payment`, {
    token,
    body: { amount: 30_000, currency: 'EUR', date: day(0), method: 'card', version: booking.version },
  });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${booking.id}`);
  await expect(pageHeading(page, new RegExp(booking.bookingNo))).toBeVisible();
  await page.getByRole('button', { name: 'Rebook' }).click();
  const dialog = page.getByRole('dialog', { name: `Rebook ${booking.bookingNo}` });
  await dialog.getByRole('combobox', { name: 'Departure' }).click();
  await page.getByRole('option', { name: new RegExp(`Raja Ampat ${RUN}`) }).click();
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'rebook-dialog');
  await dialog.getByRole('button', { name: 'Rebook' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/booking/${booking.id}$`));
  const next = await apiCall<Booking>('GET', `/api/bookings/${page.url().split('/').pop()}`, { token });
  await expect(pageHeading(page, new RegExp(next.bookingNo))).toBeVisible();
  expect(next).toMatchObject({ state: 'planned', paid: 30_000 });
  await expect(page.locator('[data-state="planned"]').first()).toBeVisible();
  const old = await apiCall<Booking>('GET', `/api/bookings/${booking.id}`, { token });
  expect(old).toMatchObject({ state: 'rebooked', rebookedTo: next.id, paid: 0 });
  await page.goto(`/booking/${booking.id}`);
  await expect(page.locator('[data-state="rebooked"]').first()).toBeVisible();
  // The history tells the rebooking with who did it.
  const history = page.getByTestId('booking-history');
  await expect(history.getByTestId('booking-version-3')).toContainText('Rebooked');
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'booking-page');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'booking-page-phone');
  await page.setViewportSize({ width: 1400, height: 900 });
});

test('splits a booking of two couples into two bookings; the totals add up', async ({ page }) => {
  const guests = await Promise.all([
    customer('Ben', 'm'),
    customer('Bea', 'f'),
    customer('Carl', 'm'),
    customer('Cleo', 'f'),
  ]);
  const booking = await book(world.nextMonth!, [
    { room: world['Cabin 2']!, guests: [guests[0]!, guests[1]!] },
    { room: world['Cabin 3']!, guests: [guests[2]!, guests[3]!] },
  ]);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${booking.id}`);
  await page.getByRole('button', { name: 'Split' }).click();
  const dialog = page.getByRole('dialog', { name: `Split ${booking.bookingNo}` });
  // The last room goes to the second booking by default.
  await expect(dialog.getByRole('combobox', { name: /Cabin 3/ })).toHaveText('Booking 2');
  await shot(page, 'split-dialog');
  await dialog.getByRole('button', { name: 'Split' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/booking/${booking.id}$`));
  const original = await apiCall<Booking>('GET', `/api/bookings/${booking.id}`, { token });
  expect(original.state).toBe('splitted');
  const parts = await apiCall<{ data: Booking[] }>(
    'GET',
    `/api/bookings?size=0&filter=${encodeURIComponent(JSON.stringify({ state: 'planned', schedule: world.nextMonth }))}`,
    { token },
  );
  const made = parts.data.filter((b) => b.splitFrom === booking.id);
  expect(made).toHaveLength(2);
  expect(made.reduce((sum, b) => sum + b.total, 0)).toBe(booking.total);
  await page.goto(`/booking/${booking.id}`);
  await expect(page.locator('[data-state="splitted"]').first()).toBeVisible();
});

test('an option expires and the waiting booking gets the cabin', async ({ page }) => {
  const kim = await customer('Kim', 'f');
  const lou = await customer('Lou', 'm');
  // Held until tomorrow only: moving the clock past it leaves the demo's options alone.
  const option = await book(world.thisMonth!, [{ room: world['Cabin 4']!, guests: [kim] }], {
    optionUntil: day(1),
  });
  const waiting = await book(world.thisMonth!, [{ room: world['Cabin 4']!, guests: [lou] }], {
    state: 'waiting',
  });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/${waiting.id}`);
  await expect(page.locator('[data-state="waiting"]').first()).toBeVisible();

  const moved = await apiCall<{ ran: number }>('POST', '/api/test/clock', {
    token,
    body: { now: `${day(2)}T09:00:00.000Z` },
  });
  expect(moved.ran).toBeGreaterThan(0);
  expect(await apiCall<Booking>('GET', `/api/bookings/${option.id}`, { token })).toMatchObject({
    state: 'freed',
  });
  await page.reload();
  await expect(page.locator('[data-state="draft"]').first()).toBeVisible();
  const offered = await apiCall<Booking>('GET', `/api/bookings/${waiting.id}`, { token });
  expect(offered.optionUntil).toBe(day(4));
  await shot(page, 'waiting-offered');
});
