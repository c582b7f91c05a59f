import type { BookingDetail } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldBeds, newTripBooking, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  versioned(ctx, { method: 'POST', url, token, payload });
const held = (asset: string, from: string, to: string) => heldBeds(ctx, admin, asset, from, to);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
});
afterAll(() => ctx.close());

describe('changing rooms and trips', () => {
  it('moves a booked cabin to another, repricing, and refuses a taken one changing nothing', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    const taken = await newTripBooking(ctx, admin, { schedule: ids.s3!, rooms: [{ room: ids['Cabin 2']! }] });
    const roomBooking = booking.rooms[0]!.id;
    const clash = await post(`/api/bookings/${booking.id}/changeRoom`, { roomBooking, room: ids['Cabin 2'] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('Cabin 2');
    expect((await get(`/api/bookings/${booking.id}`)).json()).toMatchObject({
      version: 1,
      rooms: [{ room: ids['Cabin 1'] }],
    });
    expect((await held(ids.manta!, '2027-03-20', '2027-03-27'))['Cabin 1']).toEqual([[0, 64]]);

    const res = await post(`/api/bookings/${booking.id}/changeRoom`, {
      roomBooking,
      room: ids.Suite,
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json() as BookingDetail;
    expect(moved.rooms[0]).toMatchObject({
      id: roomBooking,
      room: ids.Suite,
      roomName: 'Suite',
      guests: booking.rooms[0]!.guests,
    });
    expect(moved.version).toBe(2);
    expect(moved.total).toBeGreaterThan(booking.total);
    expect(moved.total).toBe((await get(`/api/price/booking/${booking.id}`)).json().total.amount);
    const grid = await held(ids.manta!, '2027-03-20', '2027-03-27');
    expect(grid['Cabin 1']).toBeUndefined();
    expect(grid.Suite).toEqual([[0, 64]]);
    expect(grid['Cabin 2']).toHaveLength(1);
    expect(taken.state).toBe('planned');

    const otherVessel = await post(`/api/bookings/${booking.id}/changeRoom`, {
      roomBooking,
      room: ids.D1,
    });
    expect(otherVessel.statusCode).toBe(400);
    expect(otherVessel.json().fields[0].path).toBe('room');
  });

  it('moves a booking to another trip, even of another vessel, and refuses a clash changing nothing', async () => {
    // Cabin 1 is taken on the first trip.
    await newTripBooking(ctx, admin, { schedule: ids.s1!, rooms: [{ room: ids['Cabin 1']! }] });
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 1']! }, { room: ids['Cabin 2']! }],
    });
    const [one, two] = booking.rooms.map((r) => r.id);
    const clash = await post(`/api/bookings/${booking.id}/move/${ids.s1}`, {
      rooms: [
        { roomBooking: one, room: ids['Cabin 4'] },
        { roomBooking: two, room: ids['Cabin 1'] },
      ],
    });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().message).toContain('Cabin 1');
    expect((await get(`/api/bookings/${booking.id}`)).json()).toMatchObject({
      schedule: ids.s4,
      from: '2027-03-27',
      version: 1,
    });
    expect(await held(ids.manta!, '2027-03-27', '2027-04-03')).toMatchObject({
      'Cabin 1': [[0, 64]],
      'Cabin 2': [[0, 64]],
    });
    expect((await held(ids.manta!, '2027-03-06', '2027-03-13'))['Cabin 4']).toBeUndefined();

    const unmapped = await post(`/api/bookings/${booking.id}/move/${ids.s2}`, {
      rooms: [{ roomBooking: one, room: ids['Cabin 3'] }],
    });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().fields).toEqual([expect.objectContaining({ path: 'rooms' })]);
    const twice = await post(`/api/bookings/${booking.id}/move/${ids.s2}`, {
      rooms: [
        { roomBooking: one, room: ids['Cabin 3'] },
        { roomBooking: two, room: ids['Cabin 3'] },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields[0].path).toBe('rooms.1.room');

    const res = await post(`/api/bookings/${booking.id}/move/${ids.s2}`, {
      rooms: [
        { roomBooking: one, room: ids['Cabin 3'] },
        { roomBooking: two, room: ids.Suite },
      ],
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ schedule: ids.s2, from: '2027-03-13', to: '2027-03-20', version: 2 });
    expect(res.json().rooms.map((r: { roomName: string; from: string }) => [r.roomName, r.from])).toEqual([
      ['Cabin 3', '2027-03-13'],
      ['Suite', '2027-03-13'],
    ]);
    expect(await held(ids.manta!, '2027-03-27', '2027-04-03')).toEqual({});
    expect((await held(ids.manta!, '2027-03-13', '2027-03-20')).Suite).toEqual([[0, 64]]);

    const toDugong = await post(`/api/bookings/${booking.id}/move/${ids.d1}`, {
      rooms: [
        { roomBooking: one, room: ids.D1 },
        { roomBooking: two, room: ids['Cabin 4'] },
      ],
    });
    expect(toDugong.statusCode).toBe(400);
    expect(toDugong.json().fields[0]).toMatchObject({ path: 'rooms.1.room' });
  });
});

describe('payments', () => {
  it('keeps paid as the sum of the payments counted in the booking currency', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 3']! }],
    });
    const pay = (amount: number, currency = 'EUR') =>
      post(`/api/bookings/${booking.id}/payment`, { amount, currency, date: '2026-12-01', method: 'card' });
    const deposit = await pay(45000);
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json()).toMatchObject({ amount: 45000, currency: 'EUR', method: 'card' });
    await pay(30000);
    await pay(-5000);
    // No rate for US dollars yet: refused, nothing recorded.
    const noRate = await pay(1000, 'USD');
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().description).toBe('FX_ERROR');
    let detail = (await get(`/api/bookings/${booking.id}`)).json();
    expect(detail.paid).toBe(70000);
    expect(detail.payments).toHaveLength(3);
    expect(detail.version).toBe(4);

    // With the day's rate a dollar payment counts in euros; both amounts and the rate are kept.
    const currency = await post('/api/currency', { code: 'USD', name: 'US dollar', exchangeRate: '1.10' });
    expect(currency.statusCode, currency.body).toBe(201);
    const dollars = await pay(11000, 'USD');
    expect(dollars.statusCode, dollars.body).toBe(201);
    expect(dollars.json()).toMatchObject({
      amount: 11000,
      currency: 'USD',
      bookingAmount: 10000,
      rate: '0.909091',
    });
    const credited = await post(`/api/bookings/${booking.id}/payment`, {
      amount: 5500,
      currency: 'USD',
      bookingAmount: 4900,
      date: '2026-12-02',
    });
    expect(credited.json()).toMatchObject({ bookingAmount: 4900, rate: '0.890909' });
    expect((await get(`/api/bookings/${booking.id}`)).json().paid).toBe(84900);
    for (const id of [dollars.json().id, credited.json().id])
      await versioned(ctx, {
        method: 'DELETE',
        url: `/api/bookings/${booking.id}/payment/${id}`,
        token: admin,
      });
    detail = (await get(`/api/bookings/${booking.id}`)).json();
    expect(detail.paid).toBe(70000);
    const removed = await versioned(ctx, {
      method: 'DELETE',
      url: `/api/bookings/${booking.id}/payment/${deposit.json().id}`,
      token: admin,
    });
    expect(removed.statusCode).toBe(204);
    detail = (await get(`/api/bookings/${booking.id}`)).json();
    expect(detail.paid).toBe(25000);
    const again = await versioned(ctx, {
      method: 'DELETE',
      url: `/api/bookings/${booking.id}/payment/${deposit.json().id}`,
      token: admin,
    });
    expect(again.statusCode).toBe(404);
  });
});
