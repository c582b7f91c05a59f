import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { expectSnackbar, signIn } from './support/app.ts';
import { addDays, operatorToday } from './support/dates.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * Issue 34, a dive centre's day without paper: the dive manager plans tomorrow's two boat dives
 * for the guests in house on a tablet, sees the warning for a guest whose last dive was two years
 * ago, logs the morning dive in one step, the crew counts heads back on board on a phone, and the
 * guests' booking shows the dives charged. Screenshots: /tmp/shots/dive-day-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);
const shot = shooter('dive-day', { full: false });

interface Booking {
  id: string;
  bookingNo: string;
}

/** Picks an option of an MUI select by its field's label. */
async function choose(dialog: Locator, label: string, option: string) {
  // A select is named by its label and then its value ("Boat Sea Eagle"): match the label's start.
  await dialog.getByRole('combobox', { name: new RegExp(`^${label}(\\s|$)`) }).click();
  await dialog.page().getByRole('option', { name: option }).click();
}

async function editDive(page: Page, time: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: `Edit the dive at ${time}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit the dive at ${time}` });
  for (const [label, option] of Object.entries(fields)) await choose(dialog, label, option);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** A 1×1 PNG: what a signature pad sends, reduced to the smallest picture. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type GuestData = Record<string, unknown> & { masterData: object; contact: object };

/** Every guest of the booking sends the guest form through its link: all medical answers no, signed. */
async function signForms(token: string, booking: string) {
  const { token: link } = await apiCall<{ token: string }>('GET', `/api/guestform/${booking}/links`, {
    token,
  });
  const { medicalQuestions } = await apiCall<{ medicalQuestions: string[] }>('GET', '/api/guestform/types', {
    token,
  });
  const url = `/api/guestform/${booking}/linked?token=${encodeURIComponent(link)}`;
  const open = await apiCall<{ guests: { form: string; version: number; data: GuestData }[] }>('GET', url);
  for (const [i, guest] of open.guests.entries())
    await apiCall('POST', url, {
      body: {
        form: guest.form,
        version: guest.version,
        submit: true,
        data: {
          ...guest.data,
          masterData: { ...guest.data.masterData, birthday: '1985-06-01' },
          contact: { ...guest.data.contact, email: `diver${i}-${RUN}@e2e.local` },
          medical: { answers: Object.fromEntries(medicalQuestions.map((q) => [q, false])) },
          consent: true,
          signature: SIGNATURE,
        },
      },
    });
}

test('plan tomorrow’s boat dives, see the rusty diver, log the morning dive, count heads, and bill the booking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const post = <T = StoredRecord>(path: string, body: unknown) => apiCall<T>('POST', path, { token, body });
  const today = operatorToday();
  const tomorrow = addDays(today, 1);

  const resort = await post('/api/resort', { name: `Dive Bay ${RUN}` });
  const roomType = await post('/api/roomtypes', { name: `Bungalow ${RUN}`, resort: resort.id });
  const rooms: string[] = [];
  for (const name of ['B1', 'B2'])
    rooms.push(
      (await post('/api/rooms', { type: 'Room', name, resort: resort.id, roomType: roomType.id })).id,
    );
  await post('/api/price', {
    name: `Dive Bay ${RUN}`,
    resort: resort.id,
    status: 'active',
    calculationType: 'unit',
    entries: [{ roomType: roomType.id, amount: 8000 }],
  });
  const product = await post('/api/product', {
    name: `Boat dive ${RUN}`,
    amount: 4500,
    currency: 'EUR',
    addRule: 'PerDive',
  });
  await post('/api/divetype', { name: `Boat dive ${RUN}`, kind: 'boat', product: product.id });
  await post('/api/divesite', { name: `Coral Garden ${RUN}`, level: 'openWater', resort: resort.id });
  await post('/api/divesite', { name: `Manta Point ${RUN}`, level: 'openWater', resort: resort.id });
  await post('/api/diveboat', { name: `Sea Eagle ${RUN}`, seats: 8, resort: resort.id });
  const diver = (firstName: string, lastDive: string) =>
    post('/api/customer', {
      masterData: { firstName, lastName: `Reef${RUN}` },
      contact: {},
      address: {},
      passport: {},
      diver: {
        certificationAgency: 'PADI',
        certificationLevel: 'Advanced Open Water',
        dives: 60,
        lastDive,
      },
    });
  const ann = await diver('Ann', addDays(today, -40));
  const rusty = await diver('Rusty', addDays(today, -730));
  const stay = await post<Booking>('/api/bookings', {
    resort: resort.id,
    dates: { from: today, to: addDays(today, 4) },
    rooms: [
      { room: rooms[0], guests: [ann.id] },
      { room: rooms[1], guests: [rusty.id] },
    ],
    state: 'confirmed',
  });
  await signForms(token, stay.id);
  const annName = `Ann Reef${RUN}`;
  const rustyName = `Rusty Reef${RUN}`;

  // The dive manager plans tomorrow on a tablet.
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/dive/plan?date=${tomorrow}&asset=${resort.id}`);
  await page.getByRole('button', { name: 'Plan the day with 3 dives' }).click();
  await editDive(page, '08:00', {
    'Dive site': `Coral Garden ${RUN}`,
    'Dive type': `Boat dive ${RUN}`,
    Boat: `Sea Eagle ${RUN} (8 seats)`,
  });
  await editDive(page, '11:00', {
    'Dive site': `Manta Point ${RUN}`,
    'Dive type': `Boat dive ${RUN}`,
    Boat: `Sea Eagle ${RUN} (8 seats)`,
  });
  // Two boat dives: the afternoon one goes.
  await page.getByRole('button', { name: 'Edit the dive at 14:30' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete dive' }).click();
  await expect(page.getByRole('button', { name: 'Edit the dive at 14:30' })).toHaveCount(0);

  const guests = page.getByRole('region', { name: 'Guests of the day' });
  const morningLabel = `08:00 · Coral Garden ${RUN} · Sea Eagle ${RUN}`;
  const noonLabel = `11:00 · Manta Point ${RUN} · Sea Eagle ${RUN}`;
  for (const name of [annName, rustyName])
    for (const dive of [morningLabel, noonLabel]) {
      await guests.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: `Add to ${dive}` }).click();
      await expect(
        guests.getByText(new RegExp(`on ${dive === morningLabel ? 1 : 2} dives?`)).first(),
      ).toBeVisible();
    }
  const morning = page.getByRole('region', { name: `08:00 · Coral Garden ${RUN}` });
  await expect(morning.getByText('2 of 8 seats')).toBeVisible();

  // Rusty last dived two years ago: a warning with its reason, Ann is fit.
  const rustyCard = morning.getByRole('listitem').filter({ hasText: rustyName });
  await expect(rustyCard.getByText('Warning')).toBeVisible();
  await expect(rustyCard.getByText(/Last dive .*more than 12 months ago/)).toBeVisible();
  await expect(morning.getByRole('listitem').filter({ hasText: annName }).getByText('OK')).toBeVisible();
  await shot(page, 'plan-tablet');

  // The morning dive is logged for both divers in one step.
  await morning.getByRole('button', { name: 'Log dive at 08:00' }).click();
  await expectSnackbar(page, '2 dives logged', 'success');
  await expect(morning.getByRole('link', { name: 'Correct depths and times' })).toBeVisible();
  await expect(morning.getByText('Logged')).toHaveCount(3);

  // The crew counts heads on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Head count' }).click();
  const divers = page.getByRole('list', { name: 'Divers of the dive at 08:00' });
  // The tick is the server's: it shows once the plan comes back with the diver on board.
  for (const name of [annName, rustyName]) {
    const tick = divers.getByRole('checkbox', { name });
    await tick.click();
    await expect(tick).toBeChecked();
  }
  await expect(page.getByText('2 of 2 back on board').first()).toBeVisible();
  await shot(page, 'head-count-phone');
  await page.getByRole('button', { name: 'Close the dive' }).first().click();
  const closing = page.getByRole('dialog', { name: 'Close the dive at 08:00' });
  await expect(closing.getByText('Everybody is back on board.')).toBeVisible();
  await closing.getByRole('button', { name: 'Close the dive' }).click();
  await expect(closing).toBeHidden();

  // The booking shows the two dives charged.
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, `/booking/${stay.id}`);
  for (const name of [annName, rustyName])
    await expect(
      page.getByRole('cell', {
        name: new RegExp(`^Boat dive ${RUN}, Coral Garden ${RUN} \\(.* 08:00\\) – ${name}`),
      }),
    ).toBeVisible();
  await shot(page, 'booking-dives');
});
