import type { CustomerFigures } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newStay, newTripBooking, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The customer's record page (issue 37): a guest's figures counted live from the bookings they are
 * a guest of, through `POST /api/customer/{id}/stats/recalculate`.
 */
let ctx: TestContext;
let admin: string;
let trips: Record<string, string>;
let resort: Record<string, string>;
let anna: string;
let ben: string;
let stay: string;

const figuresOf = (customer: string, token = admin) =>
  ctx.request({ method: 'POST', url: `/api/customer/${customer}/stats/recalculate`, token });
const post = (url: string, payload: object) => versioned(ctx, { method: 'POST', url, token: admin, payload });
const expectOk = async (call: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const res = await call;
  expect(res.statusCode, res.body).toBe(status);
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  trips = await tripWorld(ctx, admin);
  resort = await resortWorld(ctx, admin);
  anna = (await newCustomer(ctx, admin, { firstName: 'Anna', lastName: 'Visser' })).id;
  ben = (await newCustomer(ctx, admin, { firstName: 'Ben', lastName: 'Visser' })).id;
  // A week on MV Manta (1,500.00 EUR), of which 500.00 is paid.
  const trip = await newTripBooking(ctx, admin, {
    schedule: trips.s1!,
    rooms: [{ room: trips['Cabin 1']!, guests: [anna] }],
  });
  await expectOk(
    post(`/api/bookings/${trip.id}/payment`, {
      amount: 50_000,
      currency: 'EUR',
      date: '2027-01-05',
      method: 'card',
    }),
    201,
  );
  // Three nights at Coral Bay with Ben in one room (2 × 3 × 50.00 EUR): the booking counts once.
  stay = (
    await newStay(ctx, admin, {
      resort: resort.resort!,
      from: '2027-03-20',
      to: '2027-03-23',
      rooms: [{ room: resort.R1!, guests: [anna, ben] }],
    })
  ).id;
  // Cancelled for free: neither a stay nor money.
  const free = await newTripBooking(ctx, admin, {
    schedule: trips.s3!,
    rooms: [{ room: trips['Cabin 2']!, guests: [anna] }],
  });
  await expectOk(post(`/api/bookings/${free.id}/cancell`, { percent: 0 }));
  // Cancelled for a fee of 200.00, unpaid: money owed, but no stay.
  const charged = await newTripBooking(ctx, admin, {
    schedule: trips.s4!,
    rooms: [{ room: trips['Cabin 3']!, guests: [anna] }],
  });
  await expectOk(post(`/api/bookings/${charged.id}/cancell`, { value: 20_000 }));
  // An offer is no sale either.
  await newTripBooking(ctx, admin, {
    schedule: trips.s2!,
    rooms: [{ room: trips['Cabin 4']!, guests: [anna] }],
    state: 'draft',
  });
  await expectOk(
    ctx.request({
      method: 'POST',
      url: '/api/customer/credits',
      token: admin,
      payload: { customer: anna, kind: 'voucher', amount: 2_500, currency: 'EUR', date: '2027-01-02' },
    }),
    201,
  );
  // Between the trip and the stay at the resort.
  ctx.services.clock.now = () => new Date('2027-03-16T10:00:00Z');
}, 120_000);
afterAll(() => ctx?.close());

describe("a customer's figures", () => {
  it('counts two stays, their nights and dates, revenue and what is open, and the credit held', async () => {
    const res = await figuresOf(anna);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual<CustomerFigures>({
      customer: anna,
      today: '2027-03-16',
      stays: 2,
      nights: 7 + 3,
      firstStay: '2027-03-06',
      lastStay: '2027-03-06',
      nextArrival: '2027-03-20',
      money: [
        {
          currency: 'EUR',
          // The trip, the stay and the cancellation's fee.
          revenue: 150_000 + 30_000 + 20_000,
          open: 100_000 + 30_000 + 20_000,
          credit: 2_500,
        },
      ],
      // Stored for the specials: the trip is over (it left on 03-13), the stay still to come.
      stayStats: { noOfStays: 1, lastStay: '2027-03-13', stayRevenue: 150_000, currency: 'EUR' },
    });
  });

  it('counts for a user limited to a vessel only the bookings of that vessel', async () => {
    const sailor = await newUser(ctx, admin, 'sailor@test.local', ['customers.read'], {
      vessels: [trips.manta],
    });
    const res = await figuresOf(anna, sailor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stays: 1,
      nights: 7,
      firstStay: '2027-03-06',
      lastStay: '2027-03-06',
      nextArrival: null,
      money: [{ currency: 'EUR', revenue: 170_000, open: 120_000, credit: 2_500 }],
    });
  });

  it('answers zeros for a customer who has not travelled yet', async () => {
    const nobody = await newCustomer(ctx, admin);
    expect((await figuresOf(nobody.id)).json()).toEqual({
      customer: nobody.id,
      today: '2027-03-16',
      stays: 0,
      nights: 0,
      firstStay: null,
      lastStay: null,
      nextArrival: null,
      money: [],
      stayStats: { noOfStays: 0, lastStay: null, stayRevenue: 0, currency: 'EUR' },
    });
  });

  it('answers 404 for an unknown customer, 403 without customers.read and 401 to a guest', async () => {
    const unknown = await figuresOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const booker = await newUser(ctx, admin, 'booker@test.local', ['bookings.read']);
    expect((await figuresOf(anna, booker)).statusCode).toBe(403);
    const guest = await ctx.request({ method: 'POST', url: `/api/customer/${anna}/stats/recalculate` });
    expect(guest.statusCode).toBe(401);
  });
});

describe("a customer's guest forms", () => {
  it('lists only the forms of the customer asked for', async () => {
    // The desk opens a form for Anna: each guest of the room gets one, Ben too.
    const opened = await ctx.request({
      method: 'POST',
      url: `/api/guestform/customer/${anna}/${stay}`,
      token: admin,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const names = async (query: string) => {
      const res = await ctx.request({
        method: 'GET',
        url: `/api/guestform?state=draft${query}`,
        token: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((row: { customer: string }) => row.customer);
    };
    expect(await names(`&customer=${anna}`)).toEqual([anna]);
    expect(await names(`&customer=${ben}`)).toEqual([ben]);
    expect((await names('')).sort()).toEqual([anna, ben].sort());
  });
});
