import type { BookingDetail } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31: an agency's credit limit holds not only for a new booking but for every price change
 * of one it already has (a guest more, a line by hand): a change that raises what the agency owes
 * past its limit is refused with CREDIT_LIMIT and changes nothing; one that lowers it passes, and
 * two changes racing for the last of the limit are counted one after the other.
 */
let ctx: TestContext;
let admin: string;
let coral: Record<string, string>;
let limited: string;

const post = (url: string, payload: object = {}) =>
  versioned(ctx, { method: 'POST', url, token: admin, payload });
const detail = async (id: string) =>
  (await versioned(ctx, { method: 'GET', url: `/api/bookings/${id}`, token: admin })).json() as BookingDetail;

/** A confirmed stay in the dorm through the limited agency, 50.00 per guest and night. */
async function agencyStay(room: string, guests: number, from: string, to: string) {
  const people: string[] = [];
  for (let i = 0; i < guests; i += 1) people.push((await newCustomer(ctx, admin)).id);
  const res = await post('/api/bookings', {
    resort: coral.resort,
    dates: { from, to },
    rooms: [{ room, guests: people }],
    state: 'confirmed',
    agency: limited,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { booking: res.json() as BookingDetail, people };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  coral = await resortWorld(ctx, admin);
  const res = await post('/api/agency', {
    name: 'Limited Travel',
    payer: 'agency',
    creditLimit: 1000,
    commissionPercent: 0,
  });
  expect(res.statusCode, res.body).toBe(201);
  limited = res.json().id;
});
afterAll(() => ctx.close());

describe('the credit limit on a price change', () => {
  it('refuses a guest more past the limit, changing nothing, and lets a change that lowers the debt pass', async () => {
    const { booking, people } = await agencyStay(coral.Dorm!, 2, '2027-03-07', '2027-03-14');
    expect(booking.total).toBe(70_000);
    const room = booking.rooms[0]!.id;
    const third = (await newCustomer(ctx, admin)).id;
    const more = await post(`/api/bookings/${booking.id}/rooms/${room}/customers`, {
      guests: [...people, third],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      description: 'CREDIT_LIMIT',
      params: { agency: 'Limited Travel', limit: '€1,000.00', after: '€1,050.00' },
    });
    expect(await detail(booking.id)).toMatchObject({ total: 70_000, noOfPax: 2, version: booking.version });

    const line = await post(`/api/bookings/${booking.id}/calculation`, { text: 'Nitrox', amount: 40_000 });
    expect(line.statusCode).toBe(409);
    expect(line.json().description).toBe('CREDIT_LIMIT');

    // Within the limit a line passes, and a discount (less owed) always does.
    const small = await post(`/api/bookings/${booking.id}/calculation`, { text: 'Transfer', amount: 20_000 });
    expect(small.statusCode, small.body).toBe(201);
    const discount = await post(`/api/bookings/${booking.id}/calculation`, {
      text: 'Goodwill',
      amount: -5_000,
      type: 'discount',
    });
    expect(discount.statusCode, discount.body).toBe(201);
    expect((await detail(booking.id)).total).toBe(85_000);
    // Taking the booking off the limit's reach (cancelling) frees it for the next test.
    const cancelled = await post(`/api/bookings/${booking.id}/cancell`, { reason: 'customer', percent: 0 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('lets only one of two changes racing for the last of the limit through', async () => {
    const a = await agencyStay(coral.R1!, 1, '2027-05-02', '2027-05-08');
    const b = await agencyStay(coral.R2!, 1, '2027-05-02', '2027-05-08');
    expect(a.booking.total + b.booking.total).toBe(60_000);
    // Each second guest adds 300.00: one fits under 1,000.00, both do not.
    const second = async (stay: typeof a) =>
      post(`/api/bookings/${stay.booking.id}/rooms/${stay.booking.rooms[0]!.id}/customers`, {
        guests: [...stay.people, (await newCustomer(ctx, admin)).id],
      });
    const answers = await Promise.all([second(a), second(b)]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
      200, 409,
    ]);
    expect((await detail(a.booking.id)).total + (await detail(b.booking.id)).total).toBe(90_000);
  });
});
