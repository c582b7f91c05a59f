import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;
const ids: Record<string, string> = {};

async function create(path: string, payload: Record<string, unknown>) {
  const res = await ctx.request({ method: 'POST', url: `/api/${path}`, token: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}
async function get(url: string, token = admin) {
  const res = await ctx.request({ method: 'GET', url, token });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids.manta = (await create('vessel', { name: 'MV Manta' })).id;
  ids.dugong = (await create('vessel', { name: 'MV Dugong' })).id;
  ids.c1 = (await create('rooms', { type: 'Cabin', name: 'C1', vessel: ids.manta })).id;
  ids.c2 = (await create('rooms', { type: 'Cabin', name: 'C2', vessel: ids.manta })).id;
  await create('rooms', { type: 'Cabin', name: 'D1', vessel: ids.dugong });
  ids.north = (await create('tour', { name: 'Northern Reefs' })).id;
  ids.south = (await create('tour', { name: 'Southern Wrecks' })).id;
  const trips: [string, string, string, string, string?][] = [
    ['past', ids.north, ids.manta, '2025-01-04'],
    ['jan', ids.north, ids.manta, '2030-01-05'],
    ['feb', ids.south, ids.manta, '2030-02-02'],
    ['mar', ids.north, ids.manta, '2030-03-02'],
    ['full', ids.south, ids.dugong, '2030-01-05', 'full'],
    ['cancelled', ids.south, ids.dugong, '2030-02-02', 'cancelled'],
  ];
  for (const [key, tour, vessel, from, status] of trips) {
    const to = new Date(`${from}T00:00:00Z`);
    to.setUTCDate(to.getUTCDate() + 7);
    ids[key] = (
      await create('schedule', {
        tour,
        vessel,
        from,
        to: to.toISOString().slice(0, 10),
        status: status ?? 'open',
      })
    ).id;
  }
  // February: one bed of C1 taken for the last night. March: both cabins blocked as a whole.
  for (const payload of [
    { room: ids.c1, from: '2030-02-08', to: '2030-02-09', reason: 'Maintanance', beds: [0] },
    { room: ids.c1, from: '2030-03-01', to: '2030-03-10', reason: 'Event' },
    { room: ids.c2, from: '2030-03-01', to: '2030-03-10', reason: 'OutOfOrder' },
  ]) {
    const res = await ctx.request({ method: 'POST', url: '/api/rooms/addBlocker', token: admin, payload });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => ctx.close());

describe('GET /api/schedule/booking', () => {
  it('lists trips with what is left to sell, cancelled ones left out', async () => {
    const { status, body } = await get('/api/schedule/booking?size=0');
    expect(status).toBe(200);
    expect(body.total).toBe(5);
    const byId = Object.fromEntries(body.data.map((t: { id: string }) => [t.id, t]));
    expect(byId[ids.jan]).toMatchObject({
      tourName: 'Northern Reefs',
      vesselName: 'MV Manta',
      nights: 7,
      cabins: 2,
      freeCabins: 2,
      beds: 4,
      freeBeds: 4,
    });
    expect(byId[ids.feb]).toMatchObject({ freeCabins: 1, freeBeds: 3 });
    expect(byId[ids.mar]).toMatchObject({ freeCabins: 0, freeBeds: 0 });
    expect(byId[ids.cancelled]).toBeUndefined();
  });

  it('narrows to trips from today (new), with places left (available), by filter and search', async () => {
    const fresh = (await get('/api/schedule/booking?size=0&new=true')).body;
    expect(fresh.data.map((t: { id: string }) => t.id)).not.toContain(ids.past);
    const available = (await get('/api/schedule/booking?size=0&new=true&available=true')).body;
    expect(available.data.map((t: { id: string }) => t.id)).toEqual([ids.jan, ids.feb]);
    const filter = encodeURIComponent(JSON.stringify({ vessel: ids.dugong }));
    expect(
      (await get(`/api/schedule/booking?filter=${filter}`)).body.data.map((t: { id: string }) => t.id),
    ).toEqual([ids.full]);
    const search = (await get('/api/schedule/booking?search=southern&size=0')).body;
    expect(search.data.every((t: { tourName: string }) => t.tourName === 'Southern Wrecks')).toBe(true);
  });

  it('pages and sorts on the server, and answers a short form', async () => {
    const page = (await get('/api/schedule/booking?size=2&page=1&sort=freeBeds&order=-1')).body;
    expect(page).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(page.data.map((t: { freeBeds: number }) => t.freeBeds)).toEqual([3, 2]);
    const short = (await get('/api/schedule/booking?size=1&short=true')).body.data[0];
    expect(Object.keys(short).sort()).toEqual(
      ['freeBeds', 'from', 'id', 'to', 'tour', 'tourName', 'vessel', 'vesselName'].sort(),
    );
  });

  it('refuses an unknown filter or sort with a field error', async () => {
    const filter = encodeURIComponent(JSON.stringify({ note: 'x' }));
    const bad = await get(`/api/schedule/booking?filter=${filter}`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toBe('filter.note');
    expect((await get('/api/schedule/booking?sort=note')).status).toBe(400);
  });
});

describe('GET /api/tour/booking', () => {
  it('lists tours with their bookable departures, next departure first', async () => {
    const { status, body } = await get('/api/tour/booking?new=true&available=true');
    expect(status).toBe(200);
    expect(body.data.map((t: { name: string }) => t.name)).toEqual(['Northern Reefs', 'Southern Wrecks']);
    const [north, south] = body.data;
    expect(north).toMatchObject({ nextDeparture: '2030-01-05', freeBeds: 4 });
    expect(north.departures.map((d: { id: string }) => d.id)).toEqual([ids.jan]);
    expect(south.departures).toEqual([
      expect.objectContaining({ id: ids.feb, vesselName: 'MV Manta', freeCabins: 1, freeBeds: 3 }),
    ]);
  });

  it('answers a short form and searches by name', async () => {
    const { body } = await get('/api/tour/booking?short=true&search=north');
    expect(body.data).toEqual([
      { id: ids.north, name: 'Northern Reefs', nights: 7, nextDeparture: '2025-01-04', departures: 3 },
    ]);
  });

  it('shows a user limited to one vessel only that vessel’s trips', async () => {
    await create('users', {
      name: 'Dugong desk',
      email: 'dugong-desk@test.local',
      password: 'secret1',
      userType: 'employee',
      vessels: [ids.dugong],
      permissions: { scope: ['bookings.read'] },
    });
    const token = (await ctx.login('dugong-desk@test.local', 'secret1')).token;
    const trips = (await get('/api/schedule/booking?size=0', token)).body;
    expect(trips.data.map((t: { id: string }) => t.id)).toEqual([ids.full]);
    const tours = (await get('/api/tour/booking', token)).body;
    expect(tours.data.map((t: { name: string }) => t.name)).toEqual(['Southern Wrecks']);
  });
});
