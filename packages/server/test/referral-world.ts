import type { BookingDetail, ReferralUseView } from '@seaberth/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The world of the referral suites (issue 37): the trip world, a "Friends of divers" special of
 * 10 % that referral codes give, and the calls those suites make. Registers the file's set-up and
 * tear-down; the fields are filled once `beforeAll` has run.
 */
export interface ReferralWorld {
  ctx: TestContext;
  admin: string;
  ids: Record<string, string>;
  /** The special a referral code gives the new guest. */
  friends: string;
  ok<T>(method: 'GET' | 'POST', url: string, payload?: object, status?: number): Promise<T>;
  /** A referrer with a code giving 10 % off and a 50.00 EUR reward. */
  referrer(firstName: string): Promise<{ customer: { id: string }; code: { id: string; code: string } }>;
  /** A confirmed booking of a deluxe cabin (1500.00 EUR, 1350.00 with the code) on a trip. */
  book(guest: string, trip: string, cabin: string, referralCode?: string): Promise<BookingDetail>;
  pay(booking: string, amount: number): Promise<unknown>;
  usesOf(code: string): Promise<ReferralUseView[]>;
}

export function referralWorld(): ReferralWorld {
  const world = {
    async ok<T>(method: 'GET' | 'POST', url: string, payload?: object, status = 200): Promise<T> {
      const res = await versioned(world.ctx, {
        method,
        url,
        token: world.admin,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, res.body).toBe(status);
      return res.json() as T;
    },
    async referrer(firstName: string) {
      const customer = await newCustomer(world.ctx, world.admin, { firstName, lastName: 'Referrer' });
      const code = await world.ok<{ id: string; code: string }>(
        'POST',
        '/api/referral',
        { customer: customer.id, special: world.friends, rewardAmount: 5_000, rewardCurrency: 'EUR' },
        201,
      );
      return { customer, code };
    },
    book: (guest: string, trip: string, cabin: string, referralCode?: string) =>
      world.ok<BookingDetail>(
        'POST',
        '/api/bookings',
        {
          schedule: world.ids[trip],
          rooms: [{ room: world.ids[cabin], guests: [guest] }],
          state: 'confirmed',
          ...(referralCode ? { referralCode } : {}),
        },
        201,
      ),
    pay: (booking: string, amount: number) =>
      world.ok(
        'POST',
        `/api/bookings/${booking}/payment`,
        { amount, currency: 'EUR', date: '2027-01-10', method: 'bankTransfer' },
        201,
      ),
    usesOf: (code: string) => world.ok<ReferralUseView[]>('GET', `/api/referral/${code}/uses`),
    // The context, ids and special are filled in by beforeAll below.
  } as unknown as ReferralWorld;

  beforeAll(async () => {
    world.ctx = await createTestContext();
    world.admin = await world.ctx.adminToken();
    world.ids = await tripWorld(world.ctx, world.admin);
    const special = await world.ok<{ id: string }>(
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
    );
    world.friends = special.id;
  }, 60_000);
  afterAll(() => world.ctx?.close());
  return world;
}
