import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { EN } from './support/app.ts';
import { addDays, operatorToday, zoneOnAnotherDay } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';
import { expectFocusShown, tabTo } from './support/keyboard.ts';
import { shooter } from './support/shots.ts';

/**
 * Issue 40, a day at the desk by keyboard alone: log in, check a guest in from the arrivals list
 * (through the missing-data question), and book a stay through the wizard, every control reached
 * with Tab, its focus seen and never under the app bar. Screenshots: /tmp/shots/desk-keyboard-*.png.
 */

// A browser whose calendar is on another day than the operator's: "today" at the desk (the
// arrivals to check in) is still the operator's (Europe/Berlin) day.
test.use({ timezoneId: zoneOnAnotherDay() });

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('desk-keyboard', { full: false });

interface Booking {
  id: string;
  bookingNo: string;
  state: string;
  total: number;
  rooms: { id: string; room: string; guests: ({ customer: string } | null)[] }[];
}

test('a day at the desk without the mouse: check-in from arrivals and a booking through the wizard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const today = operatorToday();
  const resort = await apiCall<StoredRecord>('POST', '/api/resort', {
    token,
    body: { name: `Keyboard Bay ${RUN}` },
  });
  const type = await apiCall<StoredRecord>('POST', '/api/roomtypes', {
    token,
    body: { name: `Lagoon ${RUN}`, resort: resort.id },
  });
  const rooms: Record<string, string> = {};
  for (const name of ['K1', 'K2'])
    rooms[name] = (
      await apiCall<StoredRecord>('POST', '/api/rooms', {
        token,
        body: { type: 'Room', name, resort: resort.id, roomType: type.id },
      })
    ).id;
  await apiCall('POST', '/api/price', {
    token,
    body: {
      name: `Keyboard ${RUN}`,
      resort: resort.id,
      status: 'active',
      calculationType: 'unit',
      entries: [{ roomType: type.id, amount: 9000 }],
    },
  });
  const person = (firstName: string) =>
    apiCall<StoredRecord>('POST', '/api/customer', {
      token,
      body: { masterData: { firstName, lastName: `Keys${RUN}` }, contact: {}, address: {}, passport: {} },
    });
  const arriving = await person('Arno');
  const booker = await person('Bea');
  const stay = await apiCall<Booking>('POST', '/api/bookings', {
    token,
    body: {
      resort: resort.id,
      dates: { from: today, to: addDays(today, 3) },
      rooms: [{ room: rooms.K1, guests: [arriving.id] }],
      state: 'confirmed',
    },
  });

  // Log in: type, Tab, type, Enter.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: EN.email }));
  await page.keyboard.type(E2E_ADMIN.email);
  await tabTo(page, page.getByLabel(EN.password, { exact: true }));
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: EN.greeting })).toBeVisible();

  // Arrivals: Tab to the stay's "Check in", Enter; the question about missing data takes the focus.
  await page.goto(`/resort/dates?resort=${resort.id}&from=${today}&to=${today}`);
  const line = page.getByRole('row').filter({ hasText: stay.bookingNo });
  await expect(line).toBeVisible();
  await tabTo(page, line.getByRole('button', { name: 'Check in' }), { max: 120 });
  await page.keyboard.press('Enter');
  const missing = page.getByRole('dialog', { name: `Booking ${stay.bookingNo}: guest data is missing` });
  await expect(missing).toBeVisible();
  await expect.poll(() => missing.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await shot(page, 'check-in-question');
  await tabTo(page, missing.getByRole('button', { name: 'Check in anyway' }));
  await page.keyboard.press('Enter');
  await expect(line).toContainText('Checked in');
  // The dialog gave the focus back to the page, not to nowhere.
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  // The wizard, as the chart hands over a pick of free nights: a guest chosen by typing, the steps
  // by Tab and Enter, the kind chosen with the arrow keys, and the reservation made.
  const from = addDays(today, 10);
  const to = addDays(today, 12);
  await page.goto(`/booking/wizard?resort=${resort.id}&room=${rooms.K2}&from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Rooms and guests' })).toBeVisible();
  await tabTo(page, page.getByRole('combobox', { name: 'Guest 1 in K2' }), { max: 120 });
  await page.keyboard.type('Bea');
  const option = page.getByRole('option', { name: new RegExp(`Bea Keys${RUN}`) });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Guest 1 in K2' })).toHaveValue(
    new RegExp(`Bea Keys${RUN}`),
  );
  for (const step of ['Extras', 'Who and how', 'Summary']) {
    await tabTo(page, page.getByRole('button', { name: 'Next' }), { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
  }
  // What the summary quotes (the demo's specials may apply) is what the booking costs.
  const quoted = page.getByTestId('wizard-quote-full').getByTestId('quote-total');
  await expect(quoted).toHaveText(/€\d/);
  const shown = Math.round(Number((await quoted.textContent())!.replace(/[^\d.]/g, '')) * 100);
  const reservation = page.getByRole('radio', { name: 'Reservation' });
  await tabTo(page, page.getByRole('radio', { checked: true }), { max: 120 });
  // Radio groups move by arrow keys; the checked one is the group's one Tab stop.
  for (let step = 0; step < 4 && !(await reservation.isChecked()); step++)
    await page.keyboard.press('ArrowDown');
  await expect(reservation).toBeChecked();
  await expectFocusShown(page);
  await shot(page, 'wizard-summary');
  await tabTo(page, page.getByRole('button', { name: 'Create reservation' }), { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const created = await apiCall<Booking>('GET', `/api/bookings/${page.url().split('/').pop()}`, { token });
  expect(created).toMatchObject({ state: 'planned', total: shown });
  expect(created.rooms[0]!.room).toBe(rooms.K2);
  expect(created.rooms[0]!.guests[0]).toMatchObject({ customer: booker.id });
});
