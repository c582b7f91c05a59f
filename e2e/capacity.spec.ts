import { expect, test } from '@playwright/test';
import { adminToken, apiCall, demoResort, type StoredRecord } from './support/api.ts';
import { signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * One capacity rule (issue 32): the demo's Garden Double has one double bed, which sleeps two, so a
 * couple books it in the wizard as two places. Screenshots land in /tmp/shots/capacity-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('capacity', { full: false });

function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

interface Booking {
  id: string;
  state: string;
  rooms: { room: string; guests: { customer: string }[] }[];
}

test('a couple books the Garden Double with its one double bed: two places in the wizard', async ({
  page,
}) => {
  const token = await adminToken();
  const resort = await demoResort(token);
  const filter = encodeURIComponent(JSON.stringify({ resort: resort!.id }));
  const rooms = (
    await apiCall<{ data: StoredRecord[] }>('GET', `/api/rooms?size=0&filter=${filter}`, { token })
  ).data;
  const g112 = rooms.find((room) => room.name === 'G112')!;
  const person = (firstName: string) =>
    apiCall<StoredRecord>('POST', '/api/customer', {
      token,
      body: { masterData: { firstName, lastName: `Couple${RUN}` }, contact: {}, address: {}, passport: {} },
    });
  const lina = await person('Lina');
  const jonas = await person('Jonas');

  await page.setViewportSize({ width: 1366, height: 768 });
  // Half a year ahead, past the demo's bookings: the room is free.
  const from = addDaysIso(today, 180);
  const to = addDaysIso(today, 184);
  await signIn(
    page,
    E2E_ADMIN.email,
    E2E_ADMIN.password,
    `/booking/wizard?resort=${resort!.id}&room=${g112.id}&from=${from}&to=${to}`,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Rooms and guests' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'G112 (2 places)' })).toBeChecked();
  const places = page.getByRole('combobox', { name: 'Places in G112' });
  await expect(places).toHaveText('2 places');
  await places.click();
  await expect(page.getByRole('option')).toHaveText(['1 place', '2 places']);
  await page.keyboard.press('Escape');

  const pick = async (place: string, name: string) => {
    await page.getByRole('combobox', { name: place }).fill(name);
    await page.getByRole('option', { name: new RegExp(`${name} Couple${RUN}`) }).click();
  };
  await pick('Guest 1 in G112', 'Lina');
  await pick('Guest 2 in G112', 'Jonas');
  await shot(page, 'wizard-rooms');

  for (const step of ['Extras', 'Who and how', 'Summary']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
  }
  await page.getByRole('radio', { name: 'Reservation' }).check();
  await page.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const booking = await apiCall<Booking>('GET', `/api/bookings/${id}`, { token });
  expect(booking.state).toBe('planned');
  expect(booking.rooms).toHaveLength(1);
  expect(booking.rooms[0]!.room).toBe(g112.id);
  expect(booking.rooms[0]!.guests.map((g) => g.customer).sort()).toEqual([lina.id, jonas.id].sort());
});
