import type { BookingDetail, BookingVersion } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldBeds, newCustomer, newTripBooking, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const get = (url: string) => versioned(ctx, { method: 'GET', url, token: admin });
const post = (url: string, payload: object) => versioned(ctx, { method: 'POST', url, token: admin, payload });
const del = (url: string) => versioned(ctx, { method: 'DELETE', url, token: admin });
const history = async (id: string) => (await get(`/api/bookings/${id}/history`)).json() as BookingVersion[];
const held = () => heldBeds(ctx, admin, ids.manta!, '2027-03-06', '2027-03-13');
const seating = (booking: BookingDetail) =>
  Object.fromEntries(booking.rooms.map((r) => [r.roomName, r.guests.map((g) => g?.fullName ?? null)]));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
});
afterAll(() => ctx.close());

describe('rooms of a booking', () => {
  it('adds a cabin with its guest: beds held, priced, in the history; refuses a taken one', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    const guest = await newCustomer(ctx, admin, { firstName: 'Ines' });
    const res = await post(`/api/bookings/${booking.id}/rooms`, {
      room: ids['Cabin 2'],
      guests: [guest.id, null],
      version: booking.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const added: BookingDetail = res.json();
    expect(added.rooms.map((r) => r.roomName)).toEqual(['Cabin 1', 'Cabin 2']);
    expect(added.noOfPax).toBe(2);
    // The price list prices the guests named: one more at the Deluxe price.
    expect(added.total).toBe(booking.total * 2);
    expect((await held())['Cabin 2']).toEqual([[0, 64]]);
    expect((await history(booking.id))[0]).toMatchObject({ action: 'rooms', version: added.version });

    const again = await post(`/api/bookings/${booking.id}/rooms`, { room: ids['Cabin 2'], guests: [null] });
    expect(again.statusCode).toBe(400);
    const other = await newTripBooking(ctx, admin, { schedule: ids.s1!, rooms: [{ room: ids['Cabin 3']! }] });
    const taken = await post(`/api/bookings/${booking.id}/rooms`, { room: ids['Cabin 3'], guests: [null] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ description: 'ROOM_TAKEN', params: { room: 'Cabin 3' } });
    expect((await get(`/api/bookings/${booking.id}`)).json().version).toBe(added.version);
    await del(`/api/bookings/${other.id}`);
  });

  it('lists the free cabins of its trip and what it sells besides its rooms', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    const cabins = await get(`/api/bookings/${booking.id}/cabins`);
    expect(cabins.statusCode, cabins.body).toBe(200);
    const names = (cabins.json() as { name: string }[]).map((c) => c.name);
    expect(names).toContain('Cabin 2');
    expect(names).not.toContain('Cabin 1');
    expect(names).not.toContain('Retired');
    const products = await get(`/api/bookings/${booking.id}/products`);
    expect(products.json()).toEqual({ products: [], addons: [] });
  });

  it('removes a cabin with its guests, freeing its beds; the last one stays', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 1']! }, { room: ids['Cabin 2']! }],
    });
    const second = booking.rooms[1]!;
    const res = await del(`/api/bookings/${booking.id}/removeRoom/${second.id}?version=${booking.version}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rooms.map((r: { roomName: string }) => r.roomName)).toEqual(['Cabin 1']);
    expect(res.json()).toMatchObject({ noOfPax: 1, total: booking.total / 2 });
    const after = await heldBeds(ctx, admin, ids.manta!, '2027-03-20', '2027-03-27');
    expect(after['Cabin 2']).toBeUndefined();
    const last = await del(`/api/bookings/${booking.id}/removeRoom/${booking.rooms[0]!.id}`);
    expect(last.statusCode).toBe(400);
  });
});

describe('guests in beds', () => {
  it('swaps two guests of different cabins when one is put onto the other’s bed', async () => {
    const ana = await newCustomer(ctx, admin, { firstName: 'Ana' });
    const bo = await newCustomer(ctx, admin, { firstName: 'Bo' });
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [
        { room: ids['Cabin 1']!, guests: [ana.id] },
        { room: ids['Cabin 2']!, guests: [bo.id] },
      ],
    });
    const res = await post(`/api/bookings/${booking.id}/rooms/${booking.rooms[1]!.id}/customers`, {
      guests: [ana.id],
      version: booking.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(seating(res.json())).toEqual({ 'Cabin 1': ['Bo Test'], 'Cabin 2': ['Ana Test'] });
    expect(res.json().noOfPax).toBe(2);
    expect((await history(booking.id))[0]!.action).toBe('guests');
  });

  it('seats a new guest in an empty place and orders a cabin’s guests', async () => {
    const cy = await newCustomer(ctx, admin, { firstName: 'Cy' });
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 3']!, guests: [cy.id, null] }],
    });
    const dee = await newCustomer(ctx, admin, { firstName: 'Dee' });
    const res = await post(`/api/bookings/${booking.id}/rooms/${booking.rooms[0]!.id}/customers`, {
      guests: [dee.id, cy.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(seating(res.json())).toEqual({ 'Cabin 3': ['Dee Test', 'Cy Test'] });
    expect(res.json().noOfPax).toBe(2);
    const crowded = await post(`/api/bookings/${booking.id}/rooms/${booking.rooms[0]!.id}/customers`, {
      guests: [dee.id, cy.id, null, null, null],
    });
    expect(crowded.statusCode).toBe(400);
    const twice = await post(`/api/bookings/${booking.id}/rooms/${booking.rooms[0]!.id}/customers`, {
      guests: [dee.id, dee.id],
    });
    expect(twice.statusCode).toBe(400);
  });
});
