import type { BookingDetail } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

let ctx: TestContext;
let admin: string;
const ids: Record<string, string> = {};

const post = (url: string, payload: object) => versioned(ctx, { method: 'POST', url, token: admin, payload });
const create = async (path: string, payload: object): Promise<string> => {
  const res = await post(`/api/${path}`, payload);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json().id;
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids.resort = await create('resort', { name: 'Blue Lagoon' });
  const standard = await create('roomtypes', { name: 'Standard', resort: ids.resort });
  ids.R1 = await create('rooms', { type: 'Room', name: 'B1', resort: ids.resort, roomType: standard });
  ids.R2 = await create('rooms', { type: 'Room', name: 'B2', resort: ids.resort, roomType: standard });
  ids.fullBoard = await create('pricevariant', {
    name: 'Full board',
    surcharge: 2000,
    surchargeType: 'absolute',
    perNight: true,
  });
  ids.nitrox = await create('supplements', { name: 'Nitrox', amount: 1000, addRule: 'PerDay' });
  ids.welcome = await create('specials', {
    name: 'Welcome back',
    status: 'active',
    discount: 'Absolute',
    discountValue: 500,
    autoAdd: false,
  });
  await create('price', {
    name: 'Blue Lagoon',
    resort: ids.resort,
    status: 'active',
    calculationType: 'unit',
    currencies: ['EUR'],
    variants: [ids.fullBoard],
    supplements: [ids.nitrox],
    entries: [{ roomType: standard, amount: 5000 }],
  });
});
afterAll(() => ctx.close());

describe('a booking with its extras', () => {
  it('prices a guest’s variant, an add-on for one guest and a special chosen by hand, and keeps them', async () => {
    const anna = await newCustomer(ctx, admin);
    const ben = await newCustomer(ctx, admin);
    const plain = await post('/api/bookings', {
      resort: ids.resort,
      dates: { from: '2027-06-01', to: '2027-06-04' },
      rooms: [{ room: ids.R1, guests: [anna.id, ben.id] }],
    });
    expect(plain.json().total).toBe(2 * 3 * 5000);
    await post(`/api/bookings/${plain.json().id}/cancell`, {});

    const res = await post('/api/bookings', {
      resort: ids.resort,
      dates: { from: '2027-06-01', to: '2027-06-04' },
      rooms: [{ room: ids.R1, guests: [anna.id, ben.id], variants: [ids.fullBoard, null] }],
      extras: {
        addons: [{ supplement: ids.nitrox, customers: [anna.id] }],
        specials: [{ special: ids.welcome }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking: BookingDetail = res.json();
    const kinds = booking.calculation!.entries.map((e) => e.type);
    expect(kinds).toContain('addon');
    expect(kinds).toContain('special');
    // Rooms 300.00, full board for Anna 3 nights × 20.00, nitrox for Anna on the 4 days from
    // arrival to departure × 10.00, minus 5.00.
    expect(booking.total).toBe(30000 + 6000 + 4000 - 500);
    expect(booking.rooms[0]!.guests.map((g) => g?.variant)).toEqual([ids.fullBoard, null]);
    expect(booking.extras.addons).toEqual([{ supplement: ids.nitrox, customers: [anna.id] }]);

    // A re-quote and a change of room price the same extras again.
    const quote = await versioned(ctx, {
      method: 'GET',
      url: `/api/price/booking/${booking.id}`,
      token: admin,
    });
    expect(quote.json().total.amount).toBe(booking.total);
    const moved = await post(`/api/bookings/${booking.id}/changeRoom`, {
      roomBooking: booking.rooms[0]!.id,
      room: ids.R2,
    });
    expect(moved.json().total).toBe(booking.total);
  });

  it('refuses variants that do not match the guests', async () => {
    const guest = await newCustomer(ctx, admin);
    const res = await post('/api/bookings', {
      resort: ids.resort,
      dates: { from: '2027-07-01', to: '2027-07-04' },
      rooms: [{ room: ids.R1, guests: [guest.id], variants: [ids.fullBoard, null] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe('rooms.0.variants');
  });
});
