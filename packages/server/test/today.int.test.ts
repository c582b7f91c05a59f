import type { TodayFigures } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * GET /api/dashboard/today: the Today page's figures on one operator day (2027-01-10), made from
 * bookings arriving and leaving around it, an overdue deposit, an option running out, an online
 * booking, an overdue to-do and a birthday; cards only for readers who may open their lists.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = (url: string, payload: object) => versioned(ctx, { method: 'POST', url, token: admin, payload });
const at = (iso: string) => {
  ctx.services.clock.now = () => new Date(iso);
};
const today = async (query = '', token = admin) => {
  const res = await get(`/api/dashboard/today${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TodayFigures;
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await resortWorld(ctx, admin);
  await ctx.services.settings.put('general', 'timezone', 'UTC');
  at('2027-01-01T10:00:00Z');
  // Booked on New Year's day: arriving today, leaving today, in house (two guests, checked in later).
  await newStay(ctx, admin, {
    resort: ids.resort!,
    from: '2027-01-10',
    to: '2027-01-13',
    rooms: [{ room: ids.R1! }],
  });
  await newStay(ctx, admin, {
    resort: ids.resort!,
    from: '2027-01-07',
    to: '2027-01-10',
    rooms: [{ room: ids.R3! }],
  });
  const inHouse = await newStay(ctx, admin, {
    resort: ids.resort!,
    from: '2027-01-08',
    to: '2027-01-12',
    rooms: [
      { room: ids.Dorm!, guests: [(await newCustomer(ctx, admin)).id, (await newCustomer(ctx, admin)).id] },
    ],
  });
  // From here on bookings take a to-do due three days after booking and a 30 % deposit due in a week.
  expect(
    (
      await post('/api/tododefinition', {
        text: 'Send the voucher',
        rule: { calcType: 'afterBooking', value: 3 },
      })
    ).statusCode,
  ).toBe(201);
  const terms = await post('/api/terms', {
    name: 'Deposit 30',
    deposit: 30,
    depositDueDays: 7,
    restDueDays: 0,
  });
  expect(terms.statusCode, terms.body).toBe(201);
  const list = (await get(`/api/price?size=1`)).json().data[0];
  const updated = await post(`/api/price/${list.id}`, { ...list, defaultTermsOfPayment: terms.json().id });
  expect(updated.statusCode, updated.body).toBe(200);
  // Deposit due 2027-01-08 and unpaid: overdue on the 10th; its to-do was due on the 4th.
  await newStay(ctx, admin, {
    resort: ids.resort!,
    from: '2027-01-20',
    to: '2027-01-25',
    rooms: [{ room: ids.R3! }],
  });

  at('2027-01-10T08:00:00Z');
  const checkIn = await post(`/api/bookings/${inHouse.id}/checkin`, { version: inHouse.version });
  expect(checkIn.statusCode, checkIn.body).toBe(200);
  // Arriving tomorrow, held until tomorrow: an option that runs out.
  const option = await post('/api/bookings', {
    resort: ids.resort,
    dates: { from: '2027-01-11', to: '2027-01-14' },
    rooms: [{ room: ids.R2, guests: [(await newCustomer(ctx, admin)).id] }],
    state: 'planned',
    optionUntil: '2027-01-11',
  });
  expect(option.statusCode, option.body).toBe(201);
  // Came in through the website today; its deposit falls due within the week.
  const online = await post('/api/bookings', {
    resort: ids.resort,
    dates: { from: '2027-02-01', to: '2027-02-03' },
    rooms: [{ room: ids.R1, guests: [(await newCustomer(ctx, admin)).id] }],
    state: 'confirmed',
    source: 'online',
  });
  expect(online.statusCode, online.body).toBe(201);
  await newCustomer(ctx, admin, { firstName: 'Bea', lastName: 'Birthday', birthday: '1985-01-15' });
  await newCustomer(ctx, admin, { firstName: 'Later', lastName: 'Birthday', birthday: '1985-03-15' });
});
afterAll(() => ctx.close());

describe('the Today figures', () => {
  it('counts the day for the admin: stays, money, options, online, to-dos and birthdays', async () => {
    const figures = await today();
    expect(figures).toMatchObject({
      today: '2027-01-10',
      asset: null,
      days: 30,
      stays: {
        arrivalsToday: 1,
        arrivalsTomorrow: 1,
        departuresToday: 1,
        departuresTomorrow: 0,
        // The arrival of today (1) and the dorm (2); the departure of today has left.
        guestsInHouse: 3,
        // Today's arrival is not checked in yet; the dorm is.
        checkInsDue: 1,
      },
      payments: { overdue: 1, dueSoon: 2 },
      options: { expiring: 1 },
      online: { recent: 1 },
      bank: { unmatched: 0 },
      todos: { overdue: 1 },
      birthdays: { count: 1, next: [{ fullName: 'Bea Birthday', date: '2027-01-15', age: 42 }] },
    });
    expect(figures.payments!.open).toBeGreaterThanOrEqual(3);
    expect(figures.stays!.nights).toHaveLength(14);
    expect(figures.stays!.nights.slice(0, 3)).toEqual([
      { date: '2027-01-10', guests: 3 },
      { date: '2027-01-11', guests: 4 },
      { date: '2027-01-12', guests: 2 },
    ]);
  });

  it('lists what the payments card counts, for one asset too', async () => {
    const lines = (await get(`/api/bookings/paymentStatus?days=30&asset=${ids.resort}`)).json() as {
      due: { overdue: boolean };
    }[];
    expect(lines.filter((l) => l.due.overdue)).toHaveLength(1);
    expect(lines).toHaveLength(3);
    const none = await get('/api/bookings/paymentStatus?days=30&asset=00000000-0000-4000-8000-000000000000');
    expect(none.json()).toEqual([]);
  });

  it('asks further ahead for birthdays with days=', async () => {
    expect((await today('?days=90')).birthdays?.count).toBe(2);
  });

  it('narrows to one resort, and answers 404 for an asset that does not exist', async () => {
    const figures = await today(`?asset=${ids.resort}`);
    expect(figures.asset).toEqual({ id: ids.resort, type: 'resort' });
    expect(figures.stays?.arrivalsToday).toBe(1);
    const res = await get('/api/dashboard/today?asset=00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });

  it('gives a reader of bookings without a finance scope no payment or bank figures', async () => {
    const reader = await newUser(ctx, admin, 'desk-today@test.local', ['bookings.read', 'customers.read']);
    const figures = await today('', reader);
    expect(figures.stays?.arrivalsToday).toBe(1);
    expect(figures.birthdays?.count).toBe(1);
    expect(figures).not.toHaveProperty('payments');
    expect(figures).not.toHaveProperty('bank');
  });

  it('gives a bookkeeper the money and the bank, not the stays', async () => {
    const bookkeeper = await newUser(ctx, admin, 'books-today@test.local', ['bankentries.read']);
    const figures = await today('', bookkeeper);
    expect(Object.keys(figures).sort()).toEqual(['asset', 'bank', 'days', 'payments', 'today']);
    expect(figures.payments?.overdue).toBe(1);
  });

  it('answers 401 without a login', async () => {
    expect((await versioned(ctx, { method: 'GET', url: '/api/dashboard/today' })).statusCode).toBe(401);
  });
});
