import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * A trip sold through its screens: cabins booked for a customer, the cabin taken meanwhile by
 * somebody else refused, the guests and the payments of the trip, a mail to every guest, the
 * booking on the vessel calendar in its state's colour, a cabin moved, a payment added and the
 * booking confirmed. Screenshots land in /tmp/shots/bookings-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);

const shot = shooter('bookings');

interface Booking {
  id: string;
  bookingNo: string;
  state: string;
  version: number;
  total: number;
  rooms: { id: string; room: string; roomName: string }[];
}
interface PricedBooking extends Booking {
  calculation: { due: { kind: string; amount: { amount: number } }[] };
}

/** Minor units as the English screens show euros. */
const euro = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);

test('trip bookings: book, refuse a taken cabin, guests, payments, mail, calendar, move, pay, confirm', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken();
  const vessel = await apiCall<StoredRecord>('POST', '/api/vessel', {
    token,
    body: { name: `MV Booked ${RUN}` },
  });
  const cabinType = await apiCall<StoredRecord>('POST', '/api/roomtypes', {
    token,
    body: { name: `Double ${RUN}`, vessel: vessel.id },
  });
  const terms = await apiCall<StoredRecord>('POST', '/api/terms', {
    token,
    body: { name: `30 % deposit ${RUN}`, deposit: 30, depositDueDays: 7, restDueDays: 30 },
  });
  // 1,450.00 a guest for the trip (before specials), 30 % due a week after booking.
  await apiCall('POST', '/api/price', {
    token,
    body: {
      name: `Booked trips ${RUN}`,
      vessel: vessel.id,
      type: 'Trip',
      status: 'active',
      calculationType: 'complete',
      defaultTermsOfPayment: terms.id,
      entries: [{ roomType: cabinType.id, season: '', noOfPax: null, amount: 145_000 }],
    },
  });
  const cabins: Record<string, string> = {};
  for (const name of ['Cabin 1', 'Cabin 2', 'Cabin 3']) {
    const cabin = await apiCall<StoredRecord>('POST', '/api/rooms', {
      token,
      body: { type: 'Cabin', name, vessel: vessel.id, roomType: cabinType.id },
    });
    cabins[name] = cabin.id;
  }
  const tour = await apiCall<StoredRecord>('POST', '/api/tour', {
    token,
    body: { name: `Komodo South ${RUN}`, vessel: vessel.id },
  });
  const year = new Date().getFullYear() + 1;
  const from = `${year}-04-10`;
  const to = `${year}-04-17`;
  const trip = await apiCall<StoredRecord>('POST', '/api/schedule', {
    token,
    body: { tour: tour.id, vessel: vessel.id, from, to },
  });
  const lastName = `Berg${RUN}`;
  await apiCall<StoredRecord>('POST', '/api/customer', {
    token,
    body: {
      masterData: { firstName: 'Anna', lastName, nationality: 'DE', birthday: '1988-03-02' },
      contact: { email: `anna.${RUN}@guests.test` },
      address: {},
      passport: {},
    },
  });
  const other = await apiCall<StoredRecord>('POST', '/api/customer', {
    token,
    body: {
      masterData: { firstName: 'Otto', lastName: `Other${RUN}` },
      contact: {},
      address: {},
      passport: {},
    },
  });

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/schedule/${trip.id}`);

  // Book Cabin 1 for Anna.
  await page.getByTestId('open-book-cabins').click();
  const dialog = page.getByTestId('book-cabins-dialog');
  await dialog.getByTestId(`book-cabin-${cabins['Cabin 1']}`).check();
  const picker = dialog.getByRole('combobox', { name: 'Guests in Cabin 1' });
  await picker.fill(lastName);
  await page.getByRole('option', { name: new RegExp(`Anna ${lastName}`) }).click();
  // The quote grows the dialog when it arrives and moves the button down: a click aimed before
  // that lands beside it (a flaky run of the suite in two lanes, 06.12.).
  await expect(dialog.getByText(/^Deposit .* due /)).toBeVisible();
  await shot(page, 'book-dialog');
  await dialog.getByTestId('book-cabins-submit').click();
  const done = page.getByRole('dialog', { name: 'Book cabins' });
  await expect(done).toContainText('with 1 cabin was created');
  await expect(done.getByRole('link', { name: 'Open booking' })).toBeVisible();
  await done.getByRole('button', { name: 'Close' }).click();

  // Cabin 3 is booked by somebody else while the dialog is open: the server refuses, nothing is lost.
  await page.getByTestId('open-book-cabins').click();
  await dialog.getByTestId(`book-cabin-${cabins['Cabin 3']}`).check();
  await dialog.getByRole('combobox', { name: 'Guests in Cabin 3' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(`Anna ${lastName}`) }).click();
  await expect(dialog.getByText(/^Deposit .* due /)).toBeVisible();
  await apiCall('POST', '/api/bookings', {
    token,
    body: { schedule: trip.id, rooms: [{ room: cabins['Cabin 3'], guests: [other.id] }], state: 'confirmed' },
  });
  // The live feed may reload the free cabins before the click (the dialog then says Cabin 3 was
  // taken), or the server refuses it: either way the dialog names Cabin 3 and keeps the rest.
  await dialog.getByTestId('book-cabins-submit').click();
  await expect(dialog.getByTestId(/^book-cabins-(error|taken)$/).first()).toContainText('Cabin 3');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The trip's guests and payments.
  const guests = page.getByTestId('trip-guests-table');
  await expect(guests.getByRole('row', { name: new RegExp(`Anna ${lastName}`) })).toContainText('Cabin 1');
  await expect(guests.getByRole('row', { name: new RegExp(`Otto Other${RUN}`) })).toContainText('Cabin 3');
  // The cabin tiles say what holds each cabin, in the calendar's colours.
  await expect(page.getByRole('listitem', { name: 'Cabin 1: Reservation' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Cabin 3: Booked' })).toBeVisible();
  // The amounts come from the stored calculations: which specials apply depends on what else the
  // database holds (the demo's early bird, specials other tests save).
  const [annaBooking] = (
    await apiCall<{ data: Booking[] }>('GET', `/api/bookings?search=${lastName}&size=0`, { token })
  ).data;
  const [ottoBooking] = (
    await apiCall<{ data: Booking[] }>('GET', `/api/bookings?search=Other${RUN}&size=0`, { token })
  ).data;
  const priced = await apiCall<PricedBooking>('GET', `/api/bookings/${annaBooking!.id}`, { token });
  const dueOf = (kind: string) => priced.calculation.due.find((d) => d.kind === kind)!.amount.amount;
  expect(priced.total).toBeGreaterThan(0);
  expect(dueOf('deposit') + dueOf('rest')).toBe(priced.total);
  const payments = page.getByTestId('trip-payments');
  // Nothing paid yet: the deposit is the next amount due.
  await expect(payments.getByRole('row', { name: new RegExp(`Anna ${lastName}`) })).toContainText(
    euro(dueOf('deposit')),
  );
  await expect(payments.getByTestId('trip-payments-total-EUR')).toContainText(
    euro(priced.total + ottoBooking!.total),
  );
  await shot(page, 'trip-page');
  expect(annaBooking?.state).toBe('planned');

  // A mail to every guest holding a bed: Anna has an address, Otto has none.
  await page.getByRole('button', { name: 'Mail to guests' }).click();
  const mail = page.getByTestId('trip-mail-dialog');
  await mail.getByRole('textbox', { name: 'Subject' }).fill('Your cabin on {{vessel}}');
  await mail.getByRole('textbox', { name: 'Text' }).fill('Dear ');
  await mail.getByRole('button', { name: 'Insert First name' }).click();
  await expect(mail.getByTestId('trip-mail-preview')).toContainText('Dear Anna');
  await mail.getByTestId('trip-mail-send').click();
  await expect(mail.getByTestId('trip-mail-result')).toContainText('1 mail queued');
  await expect(mail).toContainText(`Otto Other${RUN}: no e-mail address`);
  await shot(page, 'trip-mail');
  await mail.getByRole('button', { name: 'Close' }).click();

  // The vessel calendar: Cabin 1 is a reservation, Cabin 3 a booking, Cabin 2 free.
  await open(page, `/booking/calendar?span=1&month=${from.slice(0, 7)}&vessel=${vessel.id}`);
  const lane = (cabin: string) =>
    page.getByRole('gridcell', { name: new RegExp(`^${cabin} · Komodo South ${RUN}`) });
  await expect(lane('Cabin 1')).toHaveAttribute('data-s', 'reservation');
  await expect(lane('Cabin 3')).toHaveAttribute('data-s', 'booking');
  await expect(lane('Cabin 2')).toHaveAttribute('data-s', 'free');
  await shot(page, 'calendar');

  // Move Anna's cabin to Cabin 2.
  await open(page, `/schedules/movecabin/${annaBooking!.id}`);
  await expect(page.getByTestId('move-cabin-booking')).toContainText(annaBooking!.bookingNo);
  await page.getByRole('radio', { name: 'Another cabin on this trip' }).check();
  await page.getByRole('combobox', { name: 'New cabin for Cabin 1' }).click();
  await page.getByRole('option', { name: /Cabin 2/ }).click();
  await shot(page, 'move-cabin');
  await page.getByTestId('move-cabin-submit').click();
  await expect(page).toHaveURL(new RegExp(`/schedule/${trip.id}$`));
  await expect(guests.getByRole('row', { name: new RegExp(`Anna ${lastName}`) })).toContainText('Cabin 2');

  // Pay the deposit on the booking page and confirm it.
  await open(page, `/booking/${annaBooking!.id}`);
  await page.getByRole('button', { name: 'Add payment' }).click();
  const pay = page.getByTestId('payment-dialog');
  await pay.getByRole('textbox', { name: 'Amount' }).fill((dueOf('deposit') / 100).toFixed(2));
  await pay.getByRole('textbox', { name: 'Reference' }).fill(`Transfer ${RUN}`);
  await pay.getByTestId('payment-dialog-submit').click();
  await expect(page.getByTestId('booking-payments')).toContainText(euro(dueOf('deposit')));
  await page.getByTestId('booking-state-confirmed').click();
  await shot(page, 'booking-page');
  await expect
    .poll(
      async () =>
        (await apiCall<Booking & { paid: number }>('GET', `/api/bookings/${annaBooking!.id}`, { token }))
          .state,
    )
    .toBe('confirmed');
  const stored = await apiCall<Booking & { paid: number; rooms: { roomName: string }[] }>(
    'GET',
    `/api/bookings/${annaBooking!.id}`,
    { token },
  );
  expect(stored.paid).toBe(dueOf('deposit'));
  // The trip's payment list now waits for the rest (a full load: the payment would reach the
  // trip page cached earlier only through the live stream).
  await page.goto(`/schedule/${trip.id}`);
  await expect(payments.getByRole('row', { name: new RegExp(`Anna ${lastName}`) })).toContainText(
    euro(dueOf('rest')),
  );
  await shot(page, 'trip-page-paid');
  expect(stored.rooms.map((r) => r.roomName)).toEqual(['Cabin 2']);

  // The tour booking screen offers the trip with the one cabin left.
  await open(page, '/booking/tour');
  await page.getByRole('combobox', { name: 'Vessel' }).click();
  await page.getByRole('option', { name: `MV Booked ${RUN}` }).click();
  await expect(page.getByTestId(`bookable-trip-free-${trip.id}`)).toContainText('1 of 3 cabins free');
  await shot(page, 'tour-booking');
});
