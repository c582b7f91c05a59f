import type { BookingDetail, CustomerCredits } from '@seaberth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './booking-fixtures.ts';
import { referralWorld } from './referral-world.ts';
import type { TestContext } from './test-app.ts';

/**
 * A referred booking's later life (issue 37): a rebooking carries the friend's code to the new
 * booking, a cancellation after payment takes the referrer's reward back, and a merge of two guests
 * who were both thanked for keeps both rewards (one standing) and is undone exactly.
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

const credits = (customer: string) =>
  ok<CustomerCredits>('GET', `/api/customer/credits?customer=${customer}`);
const rewardsOf = async (code: string) =>
  (await ok<{ data: { id: string; rewards: number }[] }>('GET', '/api/referral?size=0')).data.find(
    (r) => r.id === code,
  )?.rewards;

describe('a rebooked referred booking', () => {
  it('keeps the discount and thanks the referrer once the new booking is paid', async () => {
    const { customer: anna, code } = await referrer('Anna');
    const ben = await newCustomer(ctx, admin, { firstName: 'Ben', lastName: 'Friend' });
    const booking = await book(ben.id, 's1', 'Cabin 1', code.code);
    expect(booking.total).toBe(135_000);
    await pay(booking.id, 100_000);

    const next = await ok<BookingDetail>('POST', `/api/bookings/${booking.id}/rebook/${ids.s3}`, {}, 201);
    expect(next).toMatchObject({
      total: 135_000,
      paid: 100_000,
      extras: { specials: [{ special: friends }] },
    });
    expect(await usesOf(code.id)).toEqual([
      expect.objectContaining({ booking: next.id, bookingNo: next.bookingNo, reward: null }),
    ]);

    await pay(next.id, 35_000);
    expect((await credits(anna.id)).entries).toEqual([
      expect.objectContaining({ kind: 'referralReward', amount: 5_000 }),
    ]);
    expect((await usesOf(code.id))[0]!.reward).toMatchObject({ amount: 5_000, reversedAt: null });

    // Undone, the use goes back with the booking that stands again; the reward is not paid twice.
    await ok('POST', `/api/bookings/${booking.id}/revertRebook`, {});
    expect((await usesOf(code.id))[0]).toMatchObject({ booking: booking.id });
    await pay(booking.id, 1_000);
    expect((await credits(anna.id)).entries).toHaveLength(1);
  });

  it('rewards once when a booking paid in full is rebooked and paid again', async () => {
    const { customer: carl, code } = await referrer('Carl');
    const dana = await newCustomer(ctx, admin, { firstName: 'Dana', lastName: 'Friend' });
    const booking = await book(dana.id, 's1', 'Cabin 2', code.code);
    await pay(booking.id, booking.total);
    expect((await credits(carl.id)).entries).toHaveLength(1);
    const next = await ok<BookingDetail>('POST', `/api/bookings/${booking.id}/rebook/${ids.s3}`, {}, 201);
    await pay(next.id, 2_000);
    expect((await credits(carl.id)).entries).toHaveLength(1);
    expect(await usesOf(code.id)).toEqual([
      expect.objectContaining({ booking: next.id, reward: expect.objectContaining({ amount: 5_000 }) }),
    ]);
  });
});

describe('a referred booking cancelled after it was paid', () => {
  it('takes the reward back through the referrer’s credit ledger', async () => {
    const { customer: eva, code } = await referrer('Eva');
    const finn = await newCustomer(ctx, admin, { firstName: 'Finn', lastName: 'Friend' });
    const booking = await book(finn.id, 's2', 'Cabin 1', code.code);
    await pay(booking.id, booking.total);
    expect(await rewardsOf(code.id)).toBe(1);

    await ok('POST', `/api/bookings/${booking.id}/cancell`, { reason: 'customer', percent: 0 });
    const ledger = await credits(eva.id);
    const reward = ledger.entries.find((e) => e.kind === 'referralReward')!;
    const reversal = ledger.entries.find((e) => e.kind === 'reversal')!;
    expect(reversal).toMatchObject({ amount: -5_000, reverses: reward.id });
    expect(ledger.balances).toEqual([]);
    const [use] = await usesOf(code.id);
    expect(use!.reward).toMatchObject({ reversedAt: expect.any(String), reversal: reversal.id });
    expect(await rewardsOf(code.id)).toBe(0);
  });

  it('marks the reward reversed when the referrer spent the credit already', async () => {
    const { customer: gus, code } = await referrer('Gus');
    const hana = await newCustomer(ctx, admin, { firstName: 'Hana', lastName: 'Friend' });
    const booking = await book(hana.id, 's2', 'Cabin 2', code.code);
    await pay(booking.id, booking.total);
    await ok(
      'POST',
      '/api/customer/credits',
      { customer: gus.id, kind: 'refundPaid', amount: 5_000, currency: 'EUR', note: 'Paid out in cash' },
      201,
    );
    await ok('POST', `/api/bookings/${booking.id}/cancell`, { reason: 'customer', percent: 0 });
    const ledger = await credits(gus.id);
    expect(ledger.entries.map((e) => e.kind).sort()).toEqual(['referralReward', 'refundPaid']);
    expect((await usesOf(code.id))[0]!.reward).toMatchObject({
      reversedAt: expect.any(String),
      reversal: null,
    });
    expect(await rewardsOf(code.id)).toBe(0);
  });
});

describe('merging two guests who were both referred and rewarded', () => {
  it('keeps both rewards, one standing and one superseded, and is undone exactly', async () => {
    const { customer: ivy, code: ivyCode } = await referrer('Ivy');
    const { customer: jon, code: jonCode } = await referrer('Jon');
    const kim = await newCustomer(ctx, admin, {
      firstName: 'Kim',
      lastName: 'Twice',
      email: 'kim@example.test',
    });
    const kimAgain = await newCustomer(ctx, admin, { firstName: 'Kim', lastName: 'Twice' });
    const first = await book(kim.id, 's4', 'Cabin 1', ivyCode.code);
    const second = await book(kimAgain.id, 's4', 'Cabin 2', jonCode.code);
    await pay(first.id, first.total);
    await pay(second.id, second.total);

    const merge = await ok<{ id: string }>('POST', `/api/customer/${kim.id}/merge/${kimAgain.id}`, {});
    const [kept] = await usesOf(ivyCode.id);
    const [superseded] = await usesOf(jonCode.id);
    expect(kept).toMatchObject({ customer: kim.id, reward: { supersededBy: null } });
    expect(superseded).toMatchObject({ customer: kim.id, reward: { supersededBy: kept!.reward!.id } });
    // Nothing lost: both referrers keep the credit they were given.
    for (const who of [ivy, jon])
      expect((await credits(who.id)).balances[0]).toMatchObject({ balance: 5_000 });
    expect([await rewardsOf(ivyCode.id), await rewardsOf(jonCode.id)]).toEqual([1, 0]);

    await ok('POST', `/api/customer/merge/${merge.id}/undo`, {});
    expect((await usesOf(ivyCode.id))[0]).toMatchObject({ customer: kim.id, reward: { supersededBy: null } });
    expect((await usesOf(jonCode.id))[0]).toMatchObject({
      customer: kimAgain.id,
      reward: { supersededBy: null },
    });
    expect([await rewardsOf(ivyCode.id), await rewardsOf(jonCode.id)]).toEqual([1, 1]);

    // And merged again the other way round, the same way.
    await ok('POST', `/api/customer/${kimAgain.id}/merge/${kim.id}`, {});
    expect((await usesOf(ivyCode.id))[0]!.reward!.supersededBy).toBe(
      (await usesOf(jonCode.id))[0]!.reward!.id,
    );
  });
});
