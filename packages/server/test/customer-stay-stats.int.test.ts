import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newStay, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * A customer's previous stays as stored for the specials' criteria LastStay, NoOfStays and
 * StayRevenue and the CRM list (issue 37): counted in the booking's transaction when it changes
 * (checked out, cancelled…), and again by `POST /api/customer/{id}/stats/recalculate`.
 */
let ctx: TestContext;
let admin: string;
let resort: Record<string, string>;
let ola: string;

const setToday = (day: string) => {
  ctx.services.clock.now = () => new Date(`${day}T10:00:00Z`);
};
const post = (url: string, payload: object = {}) =>
  versioned(ctx, { method: 'POST', url, token: admin, payload });
const expectOk = async <R extends { statusCode: number; body: string }>(call: Promise<R>): Promise<R> => {
  const res = await call;
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
/** The ids of the customers the CRM list's filter finds. */
const found = async (filter: object): Promise<string[]> => {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/customer?size=0&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((row: { id: string }) => row.id);
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  setToday('2027-02-01');
  resort = await resortWorld(ctx, admin);
  ola = (await newCustomer(ctx, admin, { firstName: 'Ola', lastName: 'Nordmann' })).id;
}, 120_000);
afterAll(() => ctx?.close());

describe("a customer's stored stays", () => {
  it('counts two stays once over, their last day and revenue, leaves the cancelled one out, and the filter finds them', async () => {
    // Three nights and two nights at Coral Bay (50.00 EUR a night), and a week cancelled.
    const first = await newStay(ctx, admin, {
      resort: resort.resort!,
      from: '2027-03-01',
      to: '2027-03-04',
      rooms: [{ room: resort.R1!, guests: [ola] }],
    });
    const second = await newStay(ctx, admin, {
      resort: resort.resort!,
      from: '2027-04-10',
      to: '2027-04-12',
      rooms: [{ room: resort.R2!, guests: [ola] }],
    });
    const cancelled = await newStay(ctx, admin, {
      resort: resort.resort!,
      from: '2027-04-20',
      to: '2027-04-27',
      rooms: [{ room: resort.R3!, guests: [ola] }],
    });
    expect([first.total, second.total]).toEqual([15_000, 10_000]);
    // Booked, not yet stayed: no previous stays.
    expect(await found({ staysFrom: 1 })).not.toContain(ola);

    // The second stay: checked in on arrival, checked out on departure (the first one is over by then).
    setToday('2027-04-10');
    await expectOk(post(`/api/bookings/${second.id}/checkin`));
    setToday('2027-04-12');
    await expectOk(post(`/api/bookings/${second.id}/checkout`));
    expect(await found({ staysFrom: 2 })).toEqual([ola]);

    // Cancelling the third changes nothing: it is no stay.
    setToday('2027-05-01');
    await expectOk(post(`/api/bookings/${cancelled.id}/cancell`, { percent: 0 }));
    expect(await found({ staysFrom: 2 })).toEqual([ola]);
    expect(await found({ staysFrom: 3 })).toEqual([]);
    expect(await found({ stayRevenueFrom: 25_000 })).toEqual([ola]);
    expect(await found({ stayRevenueFrom: 25_001 })).toEqual([]);

    const figures = await expectOk(
      ctx.request({ method: 'POST', url: `/api/customer/${ola}/stats/recalculate`, token: admin }),
    );
    expect(figures.json().stayStats).toEqual({
      noOfStays: 2,
      lastStay: '2027-04-12',
      stayRevenue: 25_000,
      currency: 'EUR',
    });
  });

  it('refuses a filter with a count below one', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/customer?filter=${encodeURIComponent('{"staysFrom":0}')}`,
      token: admin,
    });
    expect(res.statusCode).toBe(400);
  });
});
