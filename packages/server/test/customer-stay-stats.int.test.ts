import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerStayStatsRepository } from '../src/modules/customers/index.ts';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newStay, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * A customer's previous stays as stored for the specials' criteria LastStay, NoOfStays and
 * StayRevenue and the CRM list (issue 37): counted in the booking's transaction when it changes
 * (checked out, cancelled…, rebooked, split), by the nightly job for a stay that ended without
 * any change, and again by `POST /api/customer/{id}/stats/recalculate`.
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

  it('counts again when a stay that is over is rebooked to later dates', async () => {
    setToday('2027-06-01');
    const rita = (await newCustomer(ctx, admin, { firstName: 'Rita', lastName: 'Rebook' })).id;
    const stay = await newStay(ctx, admin, {
      resort: resort.resort!,
      from: '2027-06-05',
      to: '2027-06-08',
      rooms: [{ room: resort.R1!, guests: [rita] }],
    });
    setToday('2027-06-10');
    await expectOk(post(`/api/customer/${rita}/stats/recalculate`));
    expect(await found({ staysFrom: 1 })).toContain(rita);

    // Rebooked to July, it was no stay of hers after all.
    const res = await post(`/api/bookings/${stay.id}/rebook`, {
      dates: { from: '2027-07-01', to: '2027-07-03' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await found({ staysFrom: 1 })).not.toContain(rita);
    // Undone, it is again.
    await expectOk(post(`/api/bookings/${stay.id}/revertRebook`));
    expect(await found({ staysFrom: 1 })).toContain(rita);
  });

  it('counts again when a stay that is over is split: each guest is worth their own part', async () => {
    setToday('2027-08-01');
    const sam = (await newCustomer(ctx, admin, { firstName: 'Sam', lastName: 'Split' })).id;
    const tia = (await newCustomer(ctx, admin, { firstName: 'Tia', lastName: 'Split' })).id;
    // Two rooms of two nights: 200.00 EUR, each guest's stay worth all of it while they share the booking.
    const stay = await newStay(ctx, admin, {
      resort: resort.resort!,
      from: '2027-08-02',
      to: '2027-08-04',
      rooms: [
        { room: resort.R1!, guests: [sam] },
        { room: resort.R2!, guests: [tia] },
      ],
    });
    setToday('2027-08-10');
    await expectOk(post(`/api/customer/${sam}/stats/recalculate`));
    expect(await found({ stayRevenueFrom: 20_000, staysFrom: 1 })).toContain(sam);

    const res = await post(`/api/bookings/${stay.id}/splitByCustomer`, {
      parts: [{ customers: [sam] }, { customers: [tia] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await found({ stayRevenueFrom: 20_000 })).not.toContain(sam);
    const halves = await found({ stayRevenueFrom: 10_000, staysFrom: 1 });
    expect(halves).toContain(sam);
    expect(halves).toContain(tia);
  });

  it('counts a stay that ended without any change in the nightly job, once', async () => {
    setToday('2027-09-01');
    const uma = (await newCustomer(ctx, admin, { firstName: 'Uma', lastName: 'Nightly' })).id;
    const vic = (await newCustomer(ctx, admin, { firstName: 'Vic', lastName: 'Nightly' })).id;
    for (const [guest, room] of [
      [uma, resort.R1!],
      [vic, resort.R2!],
    ] as const)
      await newStay(ctx, admin, {
        resort: resort.resort!,
        from: '2027-09-05',
        to: '2027-09-07',
        rooms: [{ room, guests: [guest] }],
      });
    setToday('2027-09-20');
    expect(await found({ staysFrom: 1 })).not.toContain(uma);

    // The repository's rounds: a batch of one counts one guest, the next the other, then none is left.
    const stats = new CustomerStayStatsRepository(ctx.services.database.db);
    const day = { today: '2027-09-20', baseCurrency: 'EUR', rates: { base: 'EUR', currencies: [] } };
    const first = await stats.refreshStale(day, 1);
    expect(first).toEqual({ counted: 1, last: expect.any(String) });
    const second = await stats.refreshStale(day, 1, first.last);
    expect(second).toEqual({ counted: 1, last: expect.any(String) });
    expect(second.last! > first.last!).toBe(true);
    expect(await stats.refreshStale(day, 1, second.last)).toEqual({ counted: 0, last: null });
    // A sweep from the start again finds nothing left: both are counted.
    expect(await stats.refreshStale(day, 10)).toEqual({ counted: 0, last: null });
    expect(await found({ staysFrom: 1 })).toEqual(expect.arrayContaining([uma, vic]));

    // A later stay of Uma's ends unnoticed: the job, run by the job runner, counts it.
    setToday('2027-09-21');
    await newStay(ctx, admin, {
      resort: resort.resort!,
      from: '2027-09-22',
      to: '2027-09-25',
      rooms: [{ room: resort.R1!, guests: [uma] }],
    });
    setToday('2027-10-01');
    expect(await found({ staysFrom: 2 })).not.toContain(uma);
    await ctx.services.jobs.runDue();
    expect(await found({ staysFrom: 2 })).toContain(uma);
    expect(await stats.of(uma)).toMatchObject({
      noOfStays: 2,
      lastStay: '2027-09-25',
      countedOn: '2027-10-01',
    });
    expect(await stats.refreshStale({ ...day, today: '2027-10-01' }, 100)).toEqual({
      counted: 0,
      last: null,
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
