import type { BookingDetail, CustomerCredits } from '@seaberth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './booking-fixtures.ts';
import { referralWorld } from './referral-world.ts';
import type { TestContext } from './test-app.ts';

/**
 * A copy of a referred booking (issue 37) is made with the friend's code as a fresh booking with
 * it would be: the discount and a use of the code of its own, so its payment thanks the referrer;
 * but one reward per new guest, however many of their bookings are paid.
 */
const world = referralWorld();
const { ok, referrer, book, pay, usesOf } = world;
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let friends: string;
beforeAll(() => {
  ({ ctx, admin, ids, friends } = world);
});

const copy = (booking: string, trip: string) =>
  ok<BookingDetail>(
    'POST',
    `/api/bookings/${booking}/copy`,
    { schedule: ids[trip], state: 'confirmed' },
    201,
  );
const rewardsTo = async (customer: string) =>
  (await ok<CustomerCredits>('GET', `/api/customer/credits?customer=${customer}`)).entries.filter(
    (e) => e.kind === 'referralReward',
  );

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
