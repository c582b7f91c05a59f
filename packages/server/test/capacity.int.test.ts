import type { OnlineRoom } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newStay, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * One capacity rule everywhere (issue 32): a room's places come from its beds' sleepers (a double
 * bed holds two) within the room's and its type's limits. A couple books a room with one double bed
 * through the back office and the public page; a move into a room with fewer places is refused.
 */
let ctx: TestContext;
let admin: string;
let coral: Record<string, string>;
let garden: string;
let single: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  versioned(ctx, { method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const bed = (type: string) => ({ active: true, visible: true, type, maxAge: -1, internalId: '' });
const room = async (name: string, pax: { min: number; def: number; max: number }, beds: string[]) => {
  const res = await call(
    'POST',
    '/api/rooms',
    {
      type: 'Room',
      name,
      resort: coral.resort,
      roomType: coral.standard,
      configuration: {
        minNoOfPax: pax.min,
        defaultNoOfPax: pax.def,
        maxNoOfPax: pax.max,
        beds: beds.map(bed),
      },
    },
    admin,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  coral = await resortWorld(ctx, admin);
  const types = (await call('GET', '/api/roomtypes?size=0', undefined, admin)).json().data as {
    id: string;
    name: string;
  }[];
  coral.standard = types.find((t) => t.name === 'Standard')!.id;
  // The room form names a bed's type by the bed type's id.
  const double = await call('POST', '/api/bedtype', { name: 'Double', key: 'double', sleeps: 2 }, admin);
  expect(double.statusCode, double.body).toBe(201);
  garden = await room('Garden Double', { min: 1, def: 2, max: 2 }, [double.json().id]);
  single = await room('Single', { min: 1, def: 1, max: 1 }, ['']);
  await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
}, 60_000);
afterAll(() => ctx?.close());

describe('a double bed takes a couple', () => {
  it('offers two places in the room with one double bed, and books two adults in it', async () => {
    const available = await call(
      'GET',
      `/api/rooms/available/${coral.resort}?from=2027-06-01&to=2027-06-05`,
      undefined,
      admin,
    );
    const rooms = available.json() as {
      id: string;
      availableBeds: number;
      freeBeds: number[];
      free: boolean;
    }[];
    expect(rooms.find((r) => r.id === garden)).toMatchObject({ availableBeds: 2, free: true });
    expect(rooms.find((r) => r.id === garden)!.freeBeds).toHaveLength(2);
    expect(rooms.find((r) => r.id === single)).toMatchObject({ availableBeds: 1 });

    const [ana, ben] = [await newCustomer(ctx, admin), await newCustomer(ctx, admin)];
    const stay = await newStay(ctx, admin, {
      resort: coral.resort,
      from: '2027-06-01',
      to: '2027-06-05',
      rooms: [{ room: garden, guests: [ana.id, ben.id] }],
    });
    expect(stay.rooms[0]!.guests).toHaveLength(2);

    // A third guest does not fit: the rule bounds the room, whatever the request says.
    const three = await call(
      'POST',
      '/api/bookings',
      {
        resort: coral.resort,
        dates: { from: '2027-07-01', to: '2027-07-05' },
        rooms: [{ room: garden, guests: [ana.id, ben.id, (await newCustomer(ctx, admin)).id] }],
        state: 'confirmed',
      },
      admin,
    );
    expect(three.statusCode).toBe(400);
    expect(three.json().fields).toEqual([
      { path: 'rooms.0.guests', message: 'Garden Double sleeps at most 2' },
    ]);
  });

  it('offers the couple the room on the public page and books it there', async () => {
    const dates = 'from=2027-08-01&to=2027-08-04';
    const offered = (
      await call('GET', `/api/book/rooms?resort=${coral.resort}&${dates}`)
    ).json() as OnlineRoom[];
    // Guests see rooms by their type's public name, numbered, not by the room's own name.
    expect(offered.find((r) => r.id === garden)).toMatchObject({ beds: 2, freeBeds: 2 });
    expect(offered.find((r) => r.id === single)).toMatchObject({ freeBeds: 1 });

    const made = await call('POST', '/api/book/booking/create', {
      draft: {
        resort: coral.resort,
        dates: { from: '2027-08-01', to: '2027-08-04' },
        rooms: [{ room: garden, guests: 2 }],
      },
      booker: {
        firstName: 'Maya',
        lastName: 'Lind',
        email: 'maya@example.test',
        phone: '+46 70 1',
        country: 'SE',
      },
      guests: [
        { firstName: 'Maya', lastName: 'Lind' },
        { firstName: 'Tom', lastName: 'Lind' },
      ],
      acceptTerms: true,
      idempotencyKey: `capacity-${Date.now()}`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const back = (await call('GET', `/api/bookings/${made.json().id}`, undefined, admin)).json();
    expect(back.rooms[0].guests).toHaveLength(2);
  });

  it('refuses to move two guests into a room of one place, with the preview first', async () => {
    const stay = await newStay(ctx, admin, {
      resort: coral.resort,
      from: '2027-09-01',
      to: '2027-09-03',
      rooms: [
        { room: garden, guests: [(await newCustomer(ctx, admin)).id, (await newCustomer(ctx, admin)).id] },
      ],
    });
    const path = `/api/bookings/${stay.id}/rooms/${stay.rooms[0]!.id}`;
    const preview = await call('POST', `${path}/preview`, { room: single }, admin);
    expect(preview.statusCode).toBe(409);
    const move = await call('POST', path, { room: single, keepPrice: true }, admin);
    expect(move.statusCode).toBe(409);
    expect(move.json()).toMatchObject({
      description: 'ROOM_TOO_SMALL',
      message: 'Single has 1 place; 2 guests do not fit',
      statusCode: 409,
      params: { room: 'Single', places: 1, guests: 2 },
    });
    const after = (await call('GET', `/api/bookings/${stay.id}`, undefined, admin)).json();
    expect(after.rooms[0].room).toBe(garden);
  });
});
