import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;

async function create(path: string, payload: Record<string, unknown>, token = admin) {
  const res = await ctx.request({ method: 'POST', url: `/api/${path}`, token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

let vessel: { id: string };
let otherVessel: { id: string };
let resort: { id: string };
let cabin: { id: string; name: string };
let dorm: { id: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  vessel = await create('vessel', { name: 'MV Manta' });
  otherVessel = await create('vessel', { name: 'MV Dugong' });
  resort = await create('resort', { name: 'Reef Lodge' });
  const deck = await create('vesseldeck', { vessel: vessel.id, name: 'Main deck', sort: 1 });
  cabin = await create('rooms', { type: 'Cabin', name: 'Cabin 1', vessel: vessel.id, deck: deck.id });
  await create('rooms', { type: 'Cabin', name: 'Cabin 2', vessel: vessel.id, deck: deck.id });
  await create('rooms', { type: 'Cabin', name: 'Dugong 1', vessel: otherVessel.id });
  dorm = await create('rooms', {
    type: 'Room',
    name: 'Dorm A',
    resort: resort.id,
    allowSharedRoom: true,
    configuration: { maxNoOfPax: 4, defaultNoOfPax: 4, beds: [{}, {}, {}, {}] },
  });
});
afterAll(() => ctx.close());

const block = (payload: Record<string, unknown>, token = admin) =>
  ctx.request({ method: 'POST', url: '/api/rooms/addBlocker', token, payload });
const available = async (assetId: string, from: string, to: string) =>
  (
    await ctx.request({
      method: 'GET',
      url: `/api/rooms/available/${assetId}?from=${from}&to=${to}`,
      token: admin,
    })
  ).json();

describe('rooms and cabins', () => {
  it('numbers beds, counts active ones and defaults the configuration to two beds', async () => {
    const dormRow = (await ctx.request({ method: 'GET', url: `/api/rooms/${dorm.id}`, token: admin })).json();
    expect(dormRow.configuration.beds.map((b: { no: number }) => b.no)).toEqual([0, 1, 2, 3]);
    expect(dormRow.availableBeds).toBe(4);
    const cabinRow = (
      await ctx.request({ method: 'GET', url: `/api/rooms/${cabin.id}`, token: admin })
    ).json();
    expect(cabinRow.configuration).toMatchObject({ defaultNoOfPax: 2, minNoOfPax: 1, maxNoOfPax: 2 });
    expect(cabinRow.availableBeds).toBe(2);

    // A new bed gets the next number; existing numbers never move.
    const beds = [...dormRow.configuration.beds.filter((b: { no: number }) => b.no !== 1), { active: false }];
    const updated = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${dorm.id}`,
      token: admin,
      payload: { version: dormRow.version, configuration: { ...dormRow.configuration, beds } },
    });
    expect(updated.json().configuration.beds.map((b: { no: number }) => b.no)).toEqual([0, 2, 3, 4]);
    expect(updated.json().availableBeds).toBe(3);
  });

  it('refuses inconsistent rooms with field errors', async () => {
    const cases = [
      { payload: { type: 'Cabin', name: 'X', resort: resort.id }, path: 'type' },
      { payload: { type: 'Room', name: 'Y', resort: resort.id, vessel: vessel.id }, path: 'resort' },
      {
        payload: {
          type: 'Room',
          name: 'Z',
          resort: resort.id,
          configuration: { minNoOfPax: 3, defaultNoOfPax: 2 },
        },
        path: 'configuration.defaultNoOfPax',
      },
    ];
    for (const { payload, path } of cases) {
      const res = await ctx.request({ method: 'POST', url: '/api/rooms', token: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const duplicate = await ctx.request({
      method: 'POST',
      url: '/api/rooms',
      token: admin,
      payload: { type: 'Cabin', name: 'Cabin 1', vessel: vessel.id },
    });
    expect(duplicate.statusCode).toBe(409);
    // The same name on another vessel is fine.
    await create('rooms', { type: 'Cabin', name: 'Cabin 1', vessel: otherVessel.id });
  });

  it('applies the room type defaults of SPEC §9', async () => {
    const type = await create('roomtypes', { name: 'Deluxe', vessel: vessel.id });
    expect(type).toMatchObject({
      defaultNoOfPax: 2,
      minNoOfPax: 1,
      maxNoOfPax: 2,
      maxNoOfOTAPax: -1,
      sizeInSqm: -1,
      roomTypeOTA: 'Double',
      surchargeType: 'percent',
    });
  });
});

describe('blockers and availability', () => {
  it('takes a blocked cabin out of availability for exactly those nights', async () => {
    const res = await block({
      room: cabin.id,
      from: '2027-03-01',
      to: '2027-03-08',
      reason: 'Maintanance',
      note: 'engine room works',
    });
    expect(res.statusCode).toBe(201);
    const grid = (
      await ctx.request({
        method: 'GET',
        url: `/api/rooms/occupancy/${vessel.id}?from=2027-03-01&to=2027-03-02`,
        token: admin,
      })
    ).json();
    const blocked = grid.rooms.find((room: { name: string }) => room.name === 'Cabin 1');
    expect(blocked.occupancies[0]).toMatchObject({
      note: 'engine room works',
      from: '2027-03-01',
      to: '2027-03-08',
    });
    expect(blocked.nights).toEqual(['blocked']);
    const names = (list: { name: string }[]) => list.map((room) => room.name).sort();
    expect(names(await available(vessel.id, '2027-03-05', '2027-03-12'))).toEqual(['Cabin 2']);
    expect(names(await available(vessel.id, '2027-02-20', '2027-03-02'))).toEqual(['Cabin 2']);
    // Half-open nights: the cabin is free again from the departure day on.
    expect(names(await available(vessel.id, '2027-03-08', '2027-03-15'))).toEqual(['Cabin 1', 'Cabin 2']);
    expect(names(await available(vessel.id, '2027-02-22', '2027-03-01'))).toEqual(['Cabin 1', 'Cabin 2']);
  });

  it('blocks single beds of a dorm, leaving the others bookable', async () => {
    const res = await block({
      room: dorm.id,
      from: '2027-05-01',
      to: '2027-05-04',
      reason: 'Event',
      beds: [0, 2],
    });
    expect(res.statusCode).toBe(201);
    const [room] = await available(resort.id, '2027-05-02', '2027-05-03');
    expect(room).toMatchObject({ name: 'Dorm A', freeBeds: [3], free: false });
    const occupancy = (
      await ctx.request({
        method: 'GET',
        url: `/api/rooms/occupancy/${resort.id}?from=2027-04-30&to=2027-05-05`,
        token: admin,
      })
    ).json();
    expect(occupancy.rooms[0].nights).toEqual(['free', 'partial', 'partial', 'partial', 'free']);
    expect(occupancy.rooms[0].occupancies[0]).toMatchObject({
      kind: 'blocker',
      reason: 'Event',
      beds: [0, 1],
    });
  });

  it('refuses a blocker overlapping another one, for the same bed or for the whole room', async () => {
    const bedThenRoom = await block({
      room: dorm.id,
      from: '2027-05-03',
      to: '2027-05-10',
      reason: 'OutOfOrder',
    });
    expect(bedThenRoom.statusCode).toBe(409);
    expect(bedThenRoom.json()).toMatchObject({
      description: 'CONFLICT',
      message: expect.stringContaining('Dorm A is already occupied or blocked'),
    });
    const sameBed = await block({
      room: dorm.id,
      from: '2027-04-28',
      to: '2027-05-02',
      reason: 'OutOfOrder',
      beds: [2],
    });
    expect(sameBed.statusCode).toBe(409);
    const otherBed = await block({
      room: dorm.id,
      from: '2027-04-28',
      to: '2027-05-02',
      reason: 'OutOfOrder',
      beds: [3],
    });
    expect(otherBed.statusCode).toBe(201);
    const unknownBed = await block({
      room: dorm.id,
      from: '2027-06-01',
      to: '2027-06-02',
      reason: 'Event',
      beds: [9],
    });
    expect(unknownBed.statusCode).toBe(400);
    const reversed = await block({ room: dorm.id, from: '2027-06-05', to: '2027-06-01', reason: 'Event' });
    expect(reversed.statusCode).toBe(400);
  });

  it('lets exactly one of many concurrent overlapping blockers of one bed through', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        block({
          room: cabin.id,
          from: `2027-08-${String(1 + (i % 5)).padStart(2, '0')}`,
          to: '2027-08-10',
          reason: 'Event',
          beds: [0],
        }),
      ),
    );
    const codes = attempts.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(24);
    const occupancy = (
      await ctx.request({
        method: 'GET',
        url: `/api/rooms/occupancy/${vessel.id}?from=2027-08-01&to=2027-08-11`,
        token: admin,
      })
    ).json();
    const cabinOne = occupancy.rooms.find((room: { name: string }) => room.name === 'Cabin 1');
    expect(cabinOne.occupancies).toHaveLength(1);
  });

  it('makes the room available again when its blocker is removed', async () => {
    const created = (
      await block({ room: cabin.id, from: '2027-10-01', to: '2027-10-05', reason: 'OutOfOrder' })
    ).json();
    expect(
      (await available(vessel.id, '2027-10-02', '2027-10-03')).map((r: { name: string }) => r.name),
    ).not.toContain('Cabin 1');
    const removed = await ctx.request({
      method: 'POST',
      url: '/api/rooms/removeBlocker',
      token: admin,
      payload: { id: created[0].id },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await available(vessel.id, '2027-10-02', '2027-10-03')).map((r: { name: string }) => r.name),
    ).toContain('Cabin 1');
    expect(
      (await block({ room: cabin.id, from: '2027-10-01', to: '2027-10-05', reason: 'Event' })).statusCode,
    ).toBe(201);
    const again = await ctx.request({
      method: 'POST',
      url: '/api/rooms/removeBlocker',
      token: admin,
      payload: { id: created[0].id },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('asset restriction', () => {
  let limited: string;

  beforeAll(async () => {
    await create('users', {
      name: 'Manta crew',
      email: 'crew@test.local',
      password: 'secret1',
      userType: 'employee',
      vessels: [vessel.id],
      permissions: { scope: ['vessel.read', 'vessel.update', 'resort.read'] },
    });
    limited = (await ctx.login('crew@test.local', 'secret1')).token;
  });

  it('shows a user limited to one vessel only that vessel and its cabins', async () => {
    const vessels = (await ctx.request({ method: 'GET', url: '/api/vessel', token: limited })).json();
    expect(vessels.data.map((v: { name: string }) => v.name)).toEqual(['MV Manta']);
    const resorts = (await ctx.request({ method: 'GET', url: '/api/resort', token: limited })).json();
    expect(resorts.total).toBe(0);
    const roomList = (await ctx.request({ method: 'GET', url: '/api/rooms?size=0', token: limited })).json();
    expect(roomList.data.map((room: { name: string }) => room.name).sort()).toEqual(['Cabin 1', 'Cabin 2']);
    const foreign = await ctx.request({
      method: 'GET',
      url: `/api/vessel/${otherVessel.id}`,
      token: limited,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await available(otherVessel.id, '2027-01-01', '2027-01-02')).toHaveLength(2);
    const foreignAvailability = await ctx.request({
      method: 'GET',
      url: `/api/rooms/available/${otherVessel.id}?from=2027-01-01&to=2027-01-02`,
      token: limited,
    });
    expect(foreignAvailability.json()).toEqual([]);
  });

  it('refuses writes outside the allowed assets', async () => {
    const elsewhere = await ctx.request({
      method: 'POST',
      url: '/api/rooms',
      token: limited,
      payload: { type: 'Cabin', name: 'Sneaky', vessel: otherVessel.id },
    });
    expect(elsewhere.statusCode).toBe(403);
    const newVessel = await ctx.request({
      method: 'POST',
      url: '/api/vessel',
      token: limited,
      payload: { name: 'MV New' },
    });
    expect(newVessel.statusCode).toBe(403);
    const own = await ctx.request({
      method: 'POST',
      url: '/api/rooms',
      token: limited,
      payload: { type: 'Cabin', name: 'Cabin 3', vessel: vessel.id },
    });
    expect(own.statusCode).toBe(201);
    const dugongCabin = (
      await ctx.request({ method: 'GET', url: '/api/rooms?search=Dugong', token: admin })
    ).json().data[0];
    const blockForeign = await block(
      { room: dugongCabin.id, from: '2027-01-01', to: '2027-01-03', reason: 'Event' },
      limited,
    );
    expect(blockForeign.statusCode).toBe(404);
  });

  it('lists the allowed assets in bootstrap', async () => {
    const boot = (await ctx.request({ method: 'GET', url: '/api/bootstrap', token: limited })).json();
    expect(boot.assets).toEqual([{ id: vessel.id, name: 'MV Manta', type: 'vessel' }]);
    const all = (await ctx.request({ method: 'GET', url: '/api/bootstrap', token: admin })).json();
    expect(all.assets.map((a: { name: string }) => a.name).sort()).toEqual([
      'MV Dugong',
      'MV Manta',
      'Reef Lodge',
    ]);
  });
});

describe('feature switches', () => {
  it('answers 404 for vessels while the vessel feature is off', async () => {
    await ctx.request({
      method: 'POST',
      url: '/api/settings',
      token: admin,
      payload: { group: 'features', key: 'vessel', value: 'false' },
    });
    expect((await ctx.request({ method: 'GET', url: '/api/vessel', token: admin })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/resort', token: admin })).statusCode).toBe(200);
  });
});
