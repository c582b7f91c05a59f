import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { testLater, testNow } from './test-clock.ts';

/**
 * Issue 31, finding 4: anonymous callers cannot hold a house. Through the public API with the
 * operator's default limits: a few cabins per booking, two unpaid holds per visitor (IP address
 * or e-mail, counted in the database), and a ceiling on the share of a departure's free cabins
 * that unpaid online bookings hold at once, which concurrent requests cannot pass together.
 */
let ctx: TestContext;
let admin: string;
let trips: Record<string, string>;
let keys = 0;

const book = (
  draft: { schedule: string; rooms: { room: string; guests: number }[] },
  visitor: { ip: string; email: string },
) =>
  ctx.request({
    method: 'POST',
    url: '/api/book/booking/create',
    remoteAddress: visitor.ip,
    payload: {
      draft,
      booker: { firstName: 'Ola', lastName: 'Nord', email: visitor.email, country: 'NO' },
      guests: draft.rooms.flatMap((r) =>
        Array.from({ length: r.guests }, (_, i) => ({ firstName: 'Ola', lastName: `Nord ${i}` })),
      ),
      acceptTerms: true,
      idempotencyKey: `holds-${++keys}-${Date.now()}`,
    },
  });

const cabin = (schedule: string, name: string) => ({ schedule, rooms: [{ room: trips[name]!, guests: 1 }] });

const setting = async (key: string, value: string) => {
  const made = await ctx.request({
    method: 'POST',
    url: '/api/settings',
    token: admin,
    payload: { group: 'booking', key, value },
  });
  expect(made.statusCode, made.body).toBe(201);
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  trips = await tripWorld(ctx, admin);
  await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('limits on public holds', () => {
  it('takes a few cabins per booking; the operator sets how many', async () => {
    const five = {
      schedule: trips.s3!,
      rooms: ['Cabin 1', 'Cabin 2', 'Cabin 3', 'Cabin 4', 'Suite'].map((name) => ({
        room: trips[name]!,
        guests: 1,
      })),
    };
    const refused = await book(five, { ip: '10.0.1.1', email: 'group@example.test' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ description: 'ONLINE_ROOMS_LIMIT', params: { max: 4 } });

    await setting('onlineMaxRooms', '5');
    await setting('onlineHoldShare', '100');
    try {
      const made = await book(five, { ip: '10.0.1.1', email: 'group@example.test' });
      expect(made.statusCode, made.body).toBe(201);
      // Held for the default 15 minutes.
      const minutes = (new Date(made.json().holdUntil).getTime() - testNow().getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15);
    } finally {
      await ctx.services.settings.put('booking', 'onlineMaxRooms', '4');
      await ctx.services.settings.put('booking', 'onlineHoldShare', '30');
    }
  });

  it('lets one visitor hold two unpaid bookings, counted by address and by e-mail, until a hold ends', async () => {
    const guest = { ip: '10.0.2.1', email: 'Hold.Me@Example.test' };
    expect((await book(cabin(trips.s2!, 'Cabin 1'), guest)).statusCode).toBe(201);
    expect((await book(cabin(trips.s2!, 'Cabin 2'), guest)).statusCode).toBe(201);

    const third = await book(cabin(trips.s4!, 'Cabin 1'), guest);
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json()).toMatchObject({ description: 'ONLINE_HOLDS_LIMIT', params: { max: 2 } });
    // Another address with the same e-mail (spelled otherwise) is the same visitor; so is another e-mail from the same address.
    const sameMail = await book(cabin(trips.s4!, 'Cabin 1'), {
      ip: '10.0.2.2',
      email: 'HOLD.me@example.test',
    });
    expect(sameMail.json().description).toBe('ONLINE_HOLDS_LIMIT');
    const sameAddress = await book(cabin(trips.s4!, 'Cabin 1'), {
      ip: guest.ip,
      email: 'other@example.test',
    });
    expect(sameAddress.json().description).toBe('ONLINE_HOLDS_LIMIT');
    // Nothing of a refused booking stays: the cabin is free for someone else.
    expect(
      (await book(cabin(trips.s4!, 'Cabin 1'), { ip: '10.0.2.3', email: 'c@example.test' })).statusCode,
    ).toBe(201);

    // The holds end unpaid: the visitor may book again.
    const clock = ctx.services.clock.now;
    try {
      ctx.services.clock.now = () => testLater(16 * 60_000);
      expect((await book(cabin(trips.s4!, 'Cabin 2'), guest)).statusCode).toBe(201);
    } finally {
      ctx.services.clock.now = clock;
    }
  });

  it('keeps most of a departure bookable: concurrent holds stop at the share of its free cabins', async () => {
    // Six cabins on the Manta's first trip (four deluxe, the suite, the dorm): 30 % of six is two.
    const names = ['Cabin 1', 'Cabin 2', 'Cabin 3', 'Cabin 4'];
    const answers = await Promise.all(
      names.map((name, i) =>
        book(cabin(trips.s1!, name), { ip: `10.0.3.${i + 1}`, email: `share${i}@example.test` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([201, 201, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused).toMatchObject({ description: 'ONLINE_HOLD_SHARE', params: { place: 'MV Manta' } });

    // The departure keeps its other cabins for the desk and for paying guests.
    const rooms = (await ctx.request({ method: 'GET', url: `/api/book/rooms?schedule=${trips.s1}` })).json();
    expect(rooms.filter((r: { freeBeds: number }) => r.freeBeds > 0)).toHaveLength(4);
  });
});
