import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * The front desk of a resort in Chromium: the occupancy chart (a stay dragged onto a taken room is
 * refused with the clash named, dragged onto a free one moves), and the chart's drawing time for
 * 200 rooms × 90 days. Screenshots land in /tmp/shots/front-desk-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);

function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

const shot = shooter('front-desk', { full: false, settle: false });

interface Booking {
  id: string;
  bookingNo: string;
  rooms: { id: string; room: string }[];
}

/** Drags with the mouse from the middle of `from` to the lane of the line `to`, as a person would. */
async function dragOnto(page: Page, from: Locator, to: Locator, shiftX = 0) {
  const start = (await from.boundingBox())!;
  const target = (await to.boundingBox())!;
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x + 12, target.y + target.height / 2, { steps: 4 });
  await page.mouse.move(x + shiftX, target.y + target.height / 2, { steps: 4 });
  await page.mouse.up();
}

const lane = (page: Page, room: string) => page.locator(`[data-room="${room}"] [data-lane]`);

test.describe('front desk', () => {
  let resort: StoredRecord;
  const rooms: Record<string, string> = {};
  let token: string;

  test.beforeAll(async () => {
    token = await adminToken();
    resort = await apiCall<StoredRecord>('POST', '/api/resort', {
      token,
      body: { name: `Front Desk ${RUN}` },
    });
    const type = await apiCall<StoredRecord>('POST', '/api/roomtypes', {
      token,
      body: { name: `Garden ${RUN}`, resort: resort.id },
    });
    for (const name of ['D1', 'D2', 'D3', 'D4'])
      rooms[name] = (
        await apiCall<StoredRecord>('POST', '/api/rooms', {
          token,
          body: { type: 'Room', name, resort: resort.id, roomType: type.id },
        })
      ).id;
    await apiCall('POST', '/api/price', {
      token,
      body: {
        name: `Front desk ${RUN}`,
        resort: resort.id,
        status: 'active',
        calculationType: 'unit',
        entries: [{ roomType: type.id, amount: 8000 }],
      },
    });
  });

  const stay = async (room: string, from: number, to: number, state: string) => {
    const guest = await apiCall<StoredRecord>('POST', '/api/customer', {
      token,
      body: {
        masterData: { firstName: `Guest ${room}`, lastName: RUN },
        contact: {},
        address: {},
        passport: {},
      },
    });
    return apiCall<Booking>('POST', '/api/bookings', {
      token,
      body: {
        resort: resort.id,
        dates: { from: addDaysIso(today, from), to: addDaysIso(today, to) },
        rooms: [{ room: rooms[room], guests: [guest.id] }],
        state,
      },
    });
  };

  test('moves a stay on the chart; a taken room is refused with the clash named', async ({ page }) => {
    const moving = await stay('D1', 3, 6, 'planned');
    const blocking = await stay('D2', 3, 6, 'confirmed');
    await signIn(
      page,
      E2E_ADMIN.email,
      E2E_ADMIN.password,
      `/booking/occupancy?resort=${resort.id}&span=2w&start=${addDaysIso(today, -2)}`,
    );
    const bar = page.locator(`[data-rb="${moving.rooms[0]!.id}"]`);
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-color', 'reservation');
    await shot(page, 'chart');

    await dragOnto(page, bar, lane(page, 'D2'));
    const dialog = page.getByTestId('move-preview-dialog');
    await expect(dialog.getByTestId('move-clash')).toContainText(`D2 is taken`);
    await expect(dialog.getByTestId('move-clash')).toContainText(blocking.bookingNo);
    await expect(dialog.getByRole('button', { name: 'Move' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await dragOnto(page, bar, lane(page, 'D4'));
    await expect(dialog).toContainText('to D4');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(`[data-room="D4"] [data-rb="${moving.rooms[0]!.id}"]`)).toBeVisible();
    const stored = await apiCall<Booking>('GET', `/api/bookings/${moving.id}`, { token });
    expect(stored.rooms[0]!.room).toBe(rooms.D4);
  });

  test('books two rooms and four guests (one child) through the wizard, explained, as a reservation', async ({
    page,
  }) => {
    const person = (firstName: string, birthday: string) =>
      apiCall<StoredRecord>('POST', '/api/customer', {
        token,
        body: {
          masterData: { firstName, lastName: `Wizard${RUN}`, birthday },
          contact: {},
          address: {},
          passport: {},
        },
      });
    const anna = await person('Anna', '1985-04-01');
    await person('Ben', '1983-09-12');
    await person('Carla', '1990-02-02');
    const mia = await person('Mia', '2019-06-10');
    // As the chart hands over a drag across free days: resort, room and nights preset.
    const from = addDaysIso(today, 20);
    const to = addDaysIso(today, 23);
    await signIn(
      page,
      E2E_ADMIN.email,
      E2E_ADMIN.password,
      `/booking/wizard?resort=${resort.id}&room=${rooms.D3}&from=${from}&to=${to}`,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Rooms and guests' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'D3 (2 places)' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'D4 (2 places)' }).check();
    const pick = async (place: string, name: string) => {
      await page.getByRole('combobox', { name: place }).fill(name);
      await page.getByRole('option', { name: new RegExp(`${name} Wizard${RUN}`) }).click();
    };
    await pick('Guest 1 in D3', 'Anna');
    await pick('Guest 2 in D3', 'Ben');
    await pick('Guest 1 in D4', 'Carla');
    await pick('Guest 2 in D4', 'Mia');
    await expect(page.getByTestId(`wizard-child-${mia.id}`)).toHaveText(/Child/);
    await expect(page.getByTestId(`wizard-child-${anna.id}`)).toHaveCount(0);
    for (const step of ['Extras', 'Who and how', 'Summary']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
    }
    // Four guests × 3 nights × 80.00, every line explained by the engine.
    const quote = page.getByTestId('wizard-quote-full');
    await expect(quote.getByTestId('quote-total')).toContainText('960.00');
    await shot(page, 'wizard-summary');
    await page.getByRole('radio', { name: 'Reservation' }).check();
    await page.getByRole('button', { name: 'Create reservation' }).click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    const booking = await apiCall<Booking & { state: string; total: number }>('GET', `/api/bookings/${id}`, {
      token,
    });
    expect(booking).toMatchObject({ state: 'planned', total: 96000 });
    expect(booking.rooms.map((r) => r.room).sort()).toEqual([rooms.D3, rooms.D4].sort());

    // On the chart: both rooms in the reservation colour.
    await page.goto(`/booking/occupancy?resort=${resort.id}&span=2w&start=${addDaysIso(today, 18)}`);
    for (const room of booking.rooms)
      await expect(page.locator(`[data-rb="${room.id}"]`)).toHaveAttribute('data-color', 'reservation');
  });

  test('checks a guest in from the arrivals list, and the chart shows the stay checked in', async ({
    page,
  }) => {
    const arriving = await stay('D3', 0, 2, 'confirmed');
    await signIn(
      page,
      E2E_ADMIN.email,
      E2E_ADMIN.password,
      `/resort/dates?resort=${resort.id}&from=${today}&to=${today}`,
    );
    const line = page.getByRole('row').filter({ hasText: arriving.bookingNo });
    await line.getByRole('button', { name: 'Check in' }).click();
    // The stay's guest has no passport yet: the desk is told and may go on.
    const missing = page.getByRole('dialog', {
      name: `Booking ${arriving.bookingNo}: guest data is missing`,
    });
    await expect(missing).toContainText('passport');
    await missing.getByRole('button', { name: 'Check in anyway' }).click();
    await expect(line).toContainText('Checked in');
    await shot(page, 'arrivals');
    await page.goto(`/booking/occupancy?resort=${resort.id}&span=2w&start=${addDaysIso(today, -2)}`);
    await expect(page.locator(`[data-rb="${arriving.rooms[0]!.id}"]`)).toHaveAttribute(
      'data-color',
      'checkedIn',
    );
  });
});

test('books a trip’s berths through the same wizard', async ({ page }) => {
  const token = await adminToken();
  const trips = await apiCall<{ data: { id: string; freeCabins: number }[] }>(
    'GET',
    '/api/schedule/booking?new=true&size=50',
    { token },
  );
  const trip = trips.data.find((t) => t.freeCabins > 0)!;
  await apiCall<StoredRecord>('POST', '/api/customer', {
    token,
    body: {
      masterData: { firstName: 'Tara', lastName: `Trip${RUN}` },
      contact: {},
      address: {},
      passport: {},
    },
  });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/booking/wizard?schedule=${trip.id}`);
  // The link picks the trip on the first step; Next waits until its vessel and dates are looked up
  // (clicked before, it shows the step's missing fields and stays, as a person would see).
  await expect(page.getByRole('radio', { checked: true })).toBeVisible();
  await expect(page.getByTestId('wizard-trip-chosen')).toBeVisible();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rooms and guests' })).toBeVisible();
  await page
    .getByRole('checkbox', { name: /\(\d places?\)/ })
    .first()
    .check();
  const place = page.getByRole('combobox', { name: /^Guest 1 in / }).first();
  await place.fill('Tara');
  await page.getByRole('option', { name: new RegExp(`Tara Trip${RUN}`) }).click();
  for (const step of ['Extras', 'Who and how', 'Summary']) {
    await page.getByTestId('wizard-next').click();
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
  }
  await page.getByRole('radio', { name: 'Booking' }).check();
  await page.getByRole('button', { name: 'Create booking' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const booking = await apiCall<{ schedule: string; state: string }>(
    'GET',
    `/api/bookings/${page.url().split('/').pop()}`,
    { token },
  );
  expect(booking).toMatchObject({ schedule: trip.id, state: 'confirmed' });
});
