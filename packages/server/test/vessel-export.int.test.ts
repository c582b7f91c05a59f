import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channelSchedules, roomTypes } from '../src/db/schema/index.ts';
import { PricingRepository } from '../src/modules/pricing/pricing.repository.ts';
import { newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { type ChannexServer, startChannexServer } from './support/channex-server.ts';
import { createTestContext, type TestContext } from './test-app.ts';

const KEY = 'channex-key-export-1';
const PROPERTY = 'property-manta';
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let channex: ChannexServer;
const deluxe: Record<string, string> = {};
// Business time just before the trips of tripWorld (March 2027): all four are upcoming.
const now = Date.parse('2027-03-01T10:00:00Z');

const call = async (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  token: string | undefined = admin,
) => ctx.request({ method, url, ...(token ? { token } : {}), ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.services.clock.now = () => new Date(now);
  admin = await ctx.adminToken();
  await ctx.services.settings.put('features', 'ota', 'true');
  world = await tripWorld(ctx, admin);
  const [type] = await ctx.services.database.db.select().from(roomTypes).where(eq(roomTypes.name, 'Deluxe'));
  deluxe.id = type!.id;
  channex = await startChannexServer({ apiKey: KEY, propertyId: PROPERTY, now: () => now });
  deluxe.channel = channex.addRoomType('Deluxe Cabin').roomType;
}, 180_000);
afterAll(async () => {
  await channex?.close();
  await ctx?.close();
});

describe('who may see /export', () => {
  it('admin and vessel.update; without the scope 403, anonymous 401', async () => {
    const updater = await newUser(ctx, admin, 'export-updater@test.local', ['vessel.update']);
    const reader = await newUser(ctx, admin, 'export-reader@test.local', ['vessel.read', 'bookings.read']);
    for (const url of ['/api/export/vessels', '/api/export/trips']) {
      expect((await call('GET', url)).statusCode).toBe(200);
      expect((await call('GET', url, undefined, updater)).statusCode).toBe(200);
      const refused = await call('GET', url, undefined, reader);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().description).toBe('FORBIDDEN_RESSOURCE');
      expect((await call('GET', url, undefined, '')).statusCode).toBe(401);
    }
    const put = await call('PUT', `/api/export/vessels/${world.manta}`, { onChannel: true }, reader);
    expect(put.statusCode).toBe(403);
    expect((await call('PUT', `/api/export/trips/${world.s1}`, { onChannel: true }, '')).statusCode).toBe(
      401,
    );
  });
});

describe('the vessels', () => {
  it('are paged, searched and sorted on the server, with their cabin types and upcoming trips', async () => {
    const all = (await call('GET', '/api/export/vessels')).json();
    expect(all.total).toBe(2);
    expect(all.data.map((v: { name: string }) => v.name)).toEqual(['MV Dugong', 'MV Manta']);
    const manta = all.data[1];
    expect(manta).toMatchObject({ onChannel: false, upcomingTrips: 4, tripsOnChannel: 0, lastPush: null });
    // The retired cabin does not count.
    expect(manta.cabinTypes.map((t: { name: string; cabins: number }) => [t.name, t.cabins])).toEqual([
      ['Deluxe', 4],
      ['Dorm', 1],
      ['Suite', 1],
    ]);
    const byTrips = (await call('GET', '/api/export/vessels?sort=trips&order=-1&size=1')).json();
    expect(byTrips).toMatchObject({ total: 2, size: 1, data: [{ name: 'MV Manta' }] });
    const second = (await call('GET', '/api/export/vessels?sort=trips&order=-1&size=1&page=1')).json();
    expect(second.data.map((v: { name: string }) => v.name)).toEqual(['MV Dugong']);
    const searched = (await call('GET', '/api/export/vessels?search=dug')).json();
    expect(searched).toMatchObject({ total: 1, data: [{ name: 'MV Dugong', upcomingTrips: 1 }] });
  });

  it('refuses an unknown sort and a switch that is not a boolean with 400 in the error shape', async () => {
    const sort = await call('GET', '/api/export/vessels?sort=secret');
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({ statusCode: 400, path: '/api/export/vessels', method: 'GET' });
    expect(sort.json().description).toBeTruthy();
    const body = await call('PUT', `/api/export/vessels/${world.manta}`, { onChannel: 'yes' });
    expect(body.statusCode).toBe(400);
    const unknown = await call('PUT', '/api/export/vessels/00000000-0000-4000-8000-000000000000', {
      onChannel: true,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the trips', () => {
  it('show free cabins and berths per cabin type and the price the online booking quotes', async () => {
    await newTripBooking(ctx, admin, { schedule: world.s1!, rooms: [{ room: world['Cabin 1']! }] });
    const page = (await call('GET', `/api/export/trips?vessel=${world.manta}`)).json();
    expect(page.total).toBe(4);
    const s1 = page.data.find((t: { id: string }) => t.id === world.s1);
    const types = Object.fromEntries(s1.cabinTypes.map((t: { name: string }) => [t.name, t]));
    expect(types.Deluxe).toMatchObject({ cabins: 4, freeCabins: 3, freeBerths: 6 });
    expect(types.Suite).toMatchObject({ cabins: 1, freeCabins: 1, freeBerths: 2 });
    expect(types.Dorm).toMatchObject({ cabins: 1, freeCabins: 1, freeBerths: 4 });
    expect(s1).toMatchObject({
      freeCabins: 5,
      freeBerths: 12,
      nights: 7,
      onChannel: false,
      tripOnChannel: null,
    });
    // The same price a guest sees in the online booking for the cheapest cabin of each type.
    const online = (await call('GET', `/api/book/rooms?schedule=${world.s1}`, undefined, '')).json();
    for (const name of ['Deluxe', 'Suite', 'Dorm']) {
      const prices = online
        .filter((room: { roomType: { name: string } }) => room.roomType.name === name)
        .map((room: { price: { amount: number } }) => room.price.amount);
      expect(types[name].priceFrom).toEqual({ amount: Math.min(...prices), currency: 'EUR' });
    }
    expect(s1.priceFrom.amount).toBe(
      Math.min(...s1.cabinTypes.map((t: { priceFrom: { amount: number } }) => t.priceFrom.amount)),
    );
    // The page's trips are priced with their guests counted in one query: the same count as one
    // trip's own (which a booking's quote reads).
    const pricing = new PricingRepository(ctx.services.database.db);
    const trips = await pricing.schedules(page.data.map((t: { id: string }) => t.id));
    expect(trips).toHaveLength(4);
    const counted = await pricing.paxOnTrips(trips.map((t) => t.id));
    for (const trip of trips)
      expect(counted.get(trip.id) ?? 0, trip.id).toBe(
        await pricing.paxOnTrip(trip.vessel, trip.from, trip.to),
      );
    expect(counted.get(world.s1!)).toBeGreaterThan(0);
  });

  it('are searched by tour or vessel, sorted and paged on the server', async () => {
    const dugong = (await call('GET', '/api/export/trips?search=dugong')).json();
    expect(dugong.data.map((t: { id: string }) => t.id)).toEqual([world.d1]);
    const latest = (await call('GET', '/api/export/trips?sort=from&order=-1&size=2')).json();
    expect(latest.total).toBe(5);
    expect(latest.data.map((t: { id: string }) => t.id)).toEqual([world.s4, world.s3]);
  });

  it('follow their vessel’s switch unless a trip has its own, and one switch set twice at once is one row', async () => {
    expect((await call('PUT', `/api/export/vessels/${world.manta}`, { onChannel: true })).statusCode).toBe(
      204,
    );
    const [a, b] = await Promise.all([
      call('PUT', `/api/export/trips/${world.s2}`, { onChannel: false }),
      call('PUT', `/api/export/trips/${world.s2}`, { onChannel: false }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([204, 204]);
    const rows = await ctx.services.database.db
      .select()
      .from(channelSchedules)
      .where(eq(channelSchedules.schedule, world.s2!));
    expect(rows).toHaveLength(1);
    const trips = (await call('GET', `/api/export/trips?vessel=${world.manta}`)).json().data;
    expect(trips.map((t: { onChannel: boolean }) => t.onChannel)).toEqual([true, false, true, true]);
    const vessel = (await call('GET', '/api/export/vessels?search=manta')).json().data[0];
    expect(vessel).toMatchObject({ onChannel: true, tripsOnChannel: 3 });
    // Back to following the vessel.
    await call('PUT', `/api/export/trips/${world.s4}`, { onChannel: false });
    await call('PUT', `/api/export/trips/${world.s4}`, { onChannel: null });
    const again = (await call('GET', '/api/export/vessels?search=manta')).json().data[0];
    expect(again.tripsOnChannel).toBe(3);
  });

  it('are what the channel is told: cabins free only on the nights of trips on the channel', async () => {
    await call('PUT', '/api/ota/connection', {
      enabled: true,
      baseUrl: channex.url,
      propertyId: PROPERTY,
      apiKey: KEY,
    });
    const mapped = await call('PUT', '/api/ota/mappings', {
      roomTypes: [{ roomType: deluxe.id, channelRoomType: deluxe.channel }],
      ratePlans: [],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect((await call('POST', '/api/ota/sync', {})).statusCode).toBe(202);
    await ctx.services.jobs.runDue();
    const told = (day: string) => channex.availabilityOn(deluxe.channel!, day);
    expect(told('2027-03-05')).toBe(0); // before the first trip
    expect(told('2027-03-06')).toBe(3); // s1, on the channel, Cabin 1 booked
    expect(told('2027-03-14')).toBe(0); // s2, taken off the channel
    expect(told('2027-03-21')).toBe(4); // s3
    expect(told('2027-04-03')).toBe(0); // after the last trip
    const vessel = (await call('GET', '/api/export/vessels?search=manta')).json().data[0];
    expect(vessel.lastPush).toMatchObject({ kind: 'availability', state: 'ok' });
    expect(vessel.cabinTypes.find((t: { name: string }) => t.name === 'Deluxe')).toMatchObject({
      channelRoomType: deluxe.channel,
      lastPush: { state: 'ok' },
    });
    const trip = (await call('GET', `/api/export/trips?vessel=${world.manta}`)).json().data[0];
    expect(trip.cabinTypes.map((t: { name: string; onChannel: boolean }) => [t.name, t.onChannel])).toEqual([
      ['Deluxe', true],
      ['Dorm', false],
      ['Suite', false],
    ]);
  });
});

describe('a user limited to one vessel', () => {
  it('sees only that vessel on /export and in the OTA mapping, and saving the mapping keeps the others', async () => {
    const token = await newUser(ctx, admin, 'dugong-only@test.local', ['vessel.update', 'suapi.all'], {
      vessels: [world.dugong],
    });
    const seen = (await call('GET', '/api/export/vessels', undefined, token)).json();
    expect(seen.data.map((v: { name: string }) => v.name)).toEqual(['MV Dugong']);
    const trips = (await call('GET', '/api/export/trips', undefined, token)).json();
    expect(trips.data.map((t: { id: string }) => t.id)).toEqual([world.d1]);
    expect((await call('PUT', `/api/export/trips/${world.s1}`, { onChannel: false }, token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/ota/mappings', undefined, token)).json()).toEqual({
      roomTypes: [],
      ratePlans: [],
    });
    const other = await call(
      'PUT',
      '/api/ota/mappings',
      { roomTypes: [{ roomType: deluxe.id, channelRoomType: 'ch-other' }], ratePlans: [] },
      token,
    );
    expect(other.statusCode).toBe(400);
    expect((await call('PUT', '/api/ota/mappings', { roomTypes: [], ratePlans: [] }, token)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/ota/mappings')).json().roomTypes).toEqual([
      { roomType: deluxe.id, channelRoomType: deluxe.channel },
    ]);
  });
});
