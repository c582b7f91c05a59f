import type { BookingDetail, CustomerCredits, ReferralUseView } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * A copy of a referred booking (issue 37) is made with the friend's code as a fresh booking with
 * it would be: the discount and a use of the code of its own, so its payment thanks the referrer;
 * but one reward per new guest, however many of their bookings are paid.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let friends: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  versioned(ctx, { method, url, token: admin, ...(payload ? { payload } : {}) });

async function ok<T>(method: 'GET' | 'POST', url: string, payload?: object, status = 200): Promise<T> {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** A referrer with a code giving 10 % off and a 50.00 EUR reward. */
async function referrer(firstName: string) {
  const customer = await newCustomer(ctx, admin, { firstName, lastName: 'Referrer' });
  const code = await ok<{ id: string; code: string }>(
    'POST',
    '/api/referral',
    { customer: customer.id, special: friends, rewardAmount: 5_000, rewardCurrency: 'EUR' },
    201,
  );
  return { customer, code };
}

/** A confirmed booking of a deluxe cabin (1500.00 EUR, 1350.00 with the code) on a trip. */
const book = (guest: string, trip: string, cabin: string, referralCode: string) =>
  ok<BookingDetail>(
    'POST',
    '/api/bookings',
    { schedule: ids[trip], rooms: [{ room: ids[cabin], guests: [guest] }], state: 'confirmed', referralCode },
    201,
  );
const copy = (booking: string, trip: string) =>
  ok<BookingDetail>(
    'POST',
    `/api/bookings/${booking}/copy`,
    { schedule: ids[trip], state: 'confirmed' },
    201,
  );
const pay = (booking: string, amount: number) =>
  ok(
    'POST',
    `/api/bookings/${booking}/payment`,
    { amount, currency: 'EUR', date: '2027-01-10', method: 'bankTransfer' },
    201,
  );
const rewardsTo = async (customer: string) =>
  (await ok<CustomerCredits>('GET', `/api/customer/credits?customer=${customer}`)).entries.filter(
    (e) => e.kind === 'referralReward',
  );
const usesOf = (code: string) => ok<ReferralUseView[]>('GET', `/api/referral/${code}/uses`);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  friends = (
    await ok<{ id: string }>(
      'POST',
      '/api/specials',
      {
        name: 'Friends of divers',
        status: 'active',
        discount: 'PerCent',
        discountValue: 10,
        target: 'booking',
      },
      201,
    )
  ).id;
}, 60_000);
afterAll(() => ctx?.close());

describe('a copied referred booking', () => {
  it('uses the code too: the copy paid first thanks the referrer, the original paid after does not again', async () => {
    const { customer: anna, code } = await referrer('Anna');
    const ben = await newCustomer(ctx, admin, { firstName: 'Ben', lastName: 'Friend' });
    const booking = await book(ben.id, 's1', 'Cabin 1', code.code);
    const copied = await copy(booking.id, 's2');
    expect(copied).toMatchObject({ total: 135_000, extras: { specials: [{ special: friends }] } });
    expect((await usesOf(code.id)).map((u) => [u.booking, u.customer]).sort()).toEqual(
      [
        [booking.id, ben.id],
        [copied.id, ben.id],
      ].sort(),
    );

    await pay(copied.id, copied.total);
    expect(await rewardsTo(anna.id)).toEqual([expect.objectContaining({ amount: 5_000 })]);
    await pay(booking.id, booking.total);
    expect(await rewardsTo(anna.id)).toHaveLength(1);
  });

  it('makes no second reward for the same new guest when the original was paid and rewarded', async () => {
    const { customer: carl, code } = await referrer('Carl');
    const dana = await newCustomer(ctx, admin, { firstName: 'Dana', lastName: 'Friend' });
    const booking = await book(dana.id, 's1', 'Cabin 2', code.code);
    await pay(booking.id, booking.total);
    expect(await rewardsTo(carl.id)).toHaveLength(1);

    const copied = await copy(booking.id, 's3');
    await pay(copied.id, copied.total);
    expect(await rewardsTo(carl.id)).toHaveLength(1);
    const uses = await usesOf(code.id);
    expect(uses.find((u) => u.booking === copied.id)).toMatchObject({ customer: dana.id, reward: null });
  });

  it('copies a booking made without a code without any use', async () => {
    const { code } = await referrer('Eva');
    const finn = await newCustomer(ctx, admin, { firstName: 'Finn', lastName: 'Plain' });
    const plain = await ok<BookingDetail>(
      'POST',
      '/api/bookings',
      { schedule: ids.s1, rooms: [{ room: ids['Cabin 3'], guests: [finn.id] }], state: 'confirmed' },
      201,
    );
    const copied = await copy(plain.id, 's2');
    expect(copied.total).toBe(150_000);
    expect(await usesOf(code.id)).toEqual([]);
  });
});
