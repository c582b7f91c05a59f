import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldBeds, newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  versioned(ctx, { method: 'POST', url, token, payload });
const held = (asset: string, from: string, to: string) => heldBeds(ctx, admin, asset, from, to);
async function create(path: string, payload: Record<string, unknown>) {
  const res = await post(`/api/${path}`, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string } & Record<string, unknown>;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
});
afterAll(() => ctx.close());

describe('creating a trip booking', () => {
  it('answers 201 with a numbered, priced booking holding the cabin, priced like the quote', async () => {
    const anna = await newCustomer(ctx, admin, {
      firstName: 'Anna',
      lastName: 'Berg',
      birthday: '1990-05-01',
      nationality: 'DE',
    });
    const ben = await newCustomer(ctx, admin, { firstName: 'Ben', lastName: 'Berg', permanentAge: 9 });
    const quote = await post('/api/book/booking/price', {
      asset: { kind: 'vessel', id: ids.manta },
      schedule: { id: ids.s1 },
      rooms: [
        {
          roomType: (await get(`/api/rooms/${ids['Cabin 1']}`)).json().roomType,
          room: ids['Cabin 1'],
          beds: [
            { id: anna.id, birthday: '1990-05-01', passportCountry: 'DE' },
            { id: ben.id, permanentAge: 9 },
          ],
        },
      ],
      source: 'direct',
      currency: 'EUR',
    });
    expect(quote.statusCode, quote.body).toBe(200);

    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']!, guests: [anna.id, ben.id] }],
    });
    expect(booking.bookingNo).toMatch(/^\d{4}-\d{5}$/);
    expect(booking.bookingNo.slice(0, 4)).toBe(booking.bookingDate.slice(0, 4));
    expect(booking).toMatchObject({
      state: 'planned',
      type: 'vessel',
      from: '2027-03-06',
      to: '2027-03-13',
      vessel: ids.manta,
      schedule: ids.s1,
      noOfPax: 2,
      lead: anna.id,
      leadName: 'Anna Berg',
      currency: 'EUR',
      paid: 0,
      version: 1,
    });
    expect(booking.total).toBeGreaterThan(0);
    expect(booking.total).toBe(quote.json().total.amount);
    expect(booking.calculation?.total.amount).toBe(booking.total);
    expect(booking.rooms).toEqual([
      expect.objectContaining({
        room: ids['Cabin 1'],
        roomName: 'Cabin 1',
        beds: null,
        guests: [
          { customer: anna.id, fullName: 'Anna Berg', bed: 0, variant: null },
          { customer: ben.id, fullName: 'Ben Berg', bed: 1, variant: null },
        ],
      }),
    ]);
    expect((await held(ids.manta!, '2027-03-06', '2027-03-13'))['Cabin 1']).toEqual([[0, 64]]);

    // The re-quote leaves the booking's own guests out of "already on the trip".
    const again = await get(`/api/price/booking/${booking.id}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().total.amount).toBe(booking.total);

    const customers = (await get(`/api/bookings/${booking.id}/customers`)).json();
    expect(
      customers.map((c: { fullName: string; age: number | null; roomName: string }) => [
        c.fullName,
        c.age,
        c.roomName,
      ]),
    ).toEqual([
      ['Anna Berg', 36, 'Cabin 1'],
      ['Ben Berg', 9, 'Cabin 1'],
    ]);
  });

  it('lets exactly one of ten concurrent bookings of one cabin through', async () => {
    const guest = await newCustomer(ctx, admin);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/bookings', { schedule: ids.s1, rooms: [{ room: ids['Cabin 2'], guests: [guest.id] }] }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    // Every refusal names the cabin; the screen words it from the params in the operator's language.
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json()).toMatchObject({
        description: 'ROOM_TAKEN',
        params: { room: 'Cabin 2', from: '06.03.2027', to: '13.03.2027' },
      });
    expect(refused.message).toContain('Cabin 2');
    expect(refused.message).toContain('2027-03-06');
    expect((await held(ids.manta!, '2027-03-06', '2027-03-13'))['Cabin 2']).toHaveLength(1);
  });

  it('shares a cabin bed by bed, and refuses a bed taken twice', async () => {
    const a = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids.Shared!, beds: [0, 1], guests: [(await newCustomer(ctx, admin)).id, null] }],
    });
    const b = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids.Shared!, beds: [3] }],
    });
    expect(a.rooms[0]!.beds).toEqual([0, 1]);
    expect(a.noOfPax).toBe(1);
    expect(b.rooms[0]!.beds).toEqual([3]);
    const guest = await newCustomer(ctx, admin);
    const clash = await post('/api/bookings', {
      schedule: ids.s1,
      rooms: [{ room: ids.Shared, beds: [1, 2], guests: [guest.id, null] }],
    });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().message).toContain('Shared');
    expect((await held(ids.manta!, '2027-03-06', '2027-03-13')).Shared).toEqual([
      [0, 2],
      [3, 4],
    ]);

    const notShared = await post('/api/bookings', {
      schedule: ids.s2,
      rooms: [{ room: ids['Cabin 3'], beds: [0], guests: [guest.id] }],
    });
    expect(notShared.statusCode).toBe(400);
    expect(notShared.json().fields).toEqual([expect.objectContaining({ path: 'rooms.0.beds' })]);
    const noSuchBed = await post('/api/bookings', {
      schedule: ids.s2,
      rooms: [{ room: ids.Shared, beds: [7], guests: [guest.id] }],
    });
    expect(noSuchBed.statusCode).toBe(400);
    expect(noSuchBed.json().fields[0].message).toContain('no bed 7');
  });

  it('keeps a waiting booking off the beds until it can have them', async () => {
    const waiting = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 3']! }],
      state: 'waiting',
    });
    expect((await held(ids.manta!, '2027-03-06', '2027-03-13'))['Cabin 3']).toBeUndefined();
    await newTripBooking(ctx, admin, { schedule: ids.s1!, rooms: [{ room: ids['Cabin 3']! }] });
    const promote = await post(`/api/bookings/${waiting.id}/change`, { state: 'planned' });
    expect(promote.statusCode, promote.body).toBe(409);
    expect(promote.json().message).toContain('Cabin 3');
    const still = (await get(`/api/bookings/${waiting.id}`)).json();
    expect(still).toMatchObject({ state: 'waiting', version: 1 });
  });
});

describe('changing state', () => {
  it('cancels a booking, freeing its cabin for the next guest', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 1']! }],
      state: 'confirmed',
    });
    const wrong = await post(`/api/bookings/${booking.id}/change`, { state: 'draft' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain('confirmed');
    const res = await post(`/api/bookings/${booking.id}/cancell`, { reason: 'illness', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'aborted', version: 2 });
    expect(res.json().cancelationDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect((await held(ids.manta!, '2027-03-13', '2027-03-20'))['Cabin 1']).toBeUndefined();
    await newTripBooking(ctx, admin, { schedule: ids.s2!, rooms: [{ room: ids['Cabin 1']! }] });
    expect((await post(`/api/bookings/${booking.id}/cancell`, {})).statusCode).toBe(409);
  });

  it('frees beds when released and holds them again when confirmed', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 2']! }],
    });
    const freed = await post(`/api/bookings/${booking.id}/change`, { state: 'freed' });
    expect(freed.json()).toMatchObject({ state: 'freed', version: 2 });
    expect((await held(ids.manta!, '2027-03-13', '2027-03-20'))['Cabin 2']).toBeUndefined();
    const confirmed = await post(`/api/bookings/${booking.id}/change`, { state: 'confirmed', version: 2 });
    expect(confirmed.json()).toMatchObject({ state: 'confirmed', version: 3 });
    expect((await held(ids.manta!, '2027-03-13', '2027-03-20'))['Cabin 2']).toEqual([[0, 64]]);
  });

  it('answers 409 STALE_VERSION for a change based on an old version', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 4']! }],
    });
    expect(
      (await post(`/api/bookings/${booking.id}/change`, { state: 'confirmed', version: 1 })).statusCode,
    ).toBe(200);
    const stale = await post(`/api/bookings/${booking.id}/change`, { state: 'planned', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ description: 'STALE_VERSION' });
    expect((await get(`/api/bookings/${booking.id}`)).json()).toMatchObject({
      state: 'confirmed',
      version: 2,
    });
  });
});

describe('validation', () => {
  it('names the invalid fields of a booking', async () => {
    const guest = await newCustomer(ctx, admin);
    const unknown = '00000000-0000-4000-8000-000000000001';
    const res = await post('/api/bookings', {
      schedule: ids.s4,
      rooms: [
        { room: ids['Cabin 4'], guests: [guest.id, unknown] },
        { room: ids.Retired, guests: [null] },
        { room: ids.D1, guests: [null] },
        { room: unknown, guests: [null] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual([
      'rooms.0.guests.1',
      'rooms.1.room',
      'rooms.2.room',
      'rooms.3.room',
    ]);
    const shape = await post('/api/bookings', {
      rooms: [{ room: ids['Cabin 4'], guests: [guest.id], beds: [0, 1] }],
    });
    expect(shape.statusCode).toBe(400);
    expect(
      shape
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['rooms.0.beds', 'schedule']);
    const tooMany = await post('/api/bookings', {
      schedule: ids.s4,
      rooms: [{ room: ids['Cabin 4'], guests: [guest.id, null, null] }],
    });
    expect(tooMany.json().fields).toEqual([expect.objectContaining({ path: 'rooms.0.guests' })]);
    const noTrip = await post('/api/bookings', {
      schedule: unknown,
      rooms: [{ room: ids['Cabin 4'], guests: [guest.id] }],
    });
    expect(noTrip.json().fields).toEqual([expect.objectContaining({ path: 'schedule' })]);
  });
});

describe('a resort stay', () => {
  it('is booked without a price list: total 0 with the engine saying why', async () => {
    const resort = await create('resort', { name: 'Reef Lodge' });
    const room = await create('rooms', { name: 'R1', resort: resort.id });
    const guest = await newCustomer(ctx, admin);
    const res = await post('/api/bookings', {
      resort: resort.id,
      dates: { from: '2027-05-01', to: '2027-05-05' },
      rooms: [{ room: room.id, guests: [guest.id] }],
      state: 'draft',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'resort',
      resort: resort.id,
      vessel: null,
      total: 0,
      state: 'draft',
    });
    expect(res.json().calculation.warnings.map((w: { code: string }) => w.code)).toContain('NO_PRICE');
    const trip = await post('/api/bookings', {
      resort: resort.id,
      dates: { from: '2027-05-03', to: '2027-05-04' },
      rooms: [{ room: room.id, guests: [guest.id] }],
    });
    expect(trip.statusCode).toBe(409);
  });
});

describe('reading bookings', () => {
  it('lists bookings without their calculation and answers the detail in a fixed number of statements', async () => {
    const list = (await get('/api/bookings?size=0')).json();
    expect(list.total).toBeGreaterThan(5);
    expect(list.data[0]).not.toHaveProperty('calculation');
    expect(list.data[0].bookingNo).toMatch(/^\d{4}-\d{5}$/);
    const small = await newTripBooking(ctx, admin, { schedule: ids.s4!, rooms: [{ room: ids['Cabin 1']! }] });
    const big = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [
        { room: ids['Cabin 2']! },
        { room: ids['Cabin 3']! },
        { room: ids.Shared!, beds: [0, 1, 2], guests: [null, null, null] },
      ],
    });
    expect(big.rooms).toHaveLength(3);
    const count = async (id: string) => {
      ctx.queryLog.length = 0;
      expect((await get(`/api/bookings/${id}`)).statusCode).toBe(200);
      return ctx.queryLog.length;
    };
    expect(await count(big.id)).toBe(await count(small.id));
    expect(await count(small.id)).toBeLessThanOrEqual(7);
  });
});

describe('who may see and change bookings', () => {
  let dugongOnly: string;
  let noBookings: string;
  let readOnly: string;

  beforeAll(async () => {
    const user = (email: string, scope: string[], extra: Record<string, unknown> = {}) =>
      newUser(ctx, admin, email, scope, extra);
    dugongOnly = await user('dugong@test.local', ['bookings.read', 'bookings.create', 'customers.read'], {
      vessels: [ids.dugong],
    });
    noBookings = await user('nobook@test.local', ['customers.read']);
    readOnly = await user('reader@test.local', ['bookings.read']);
  });

  it('shows a user limited to another vessel none of this vessel’s bookings', async () => {
    const list = (await get('/api/bookings?size=0', dugongOnly)).json();
    expect(list.total).toBe(0);
    const any = (await get('/api/bookings?size=1')).json().data[0];
    expect((await get(`/api/bookings/${any.id}`, dugongOnly)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${any.id}/customers`, dugongOnly)).statusCode).toBe(404);
    const guest = await newCustomer(ctx, admin);
    const res = await post(
      '/api/bookings',
      { schedule: ids.s4, rooms: [{ room: ids['Cabin 4'], guests: [guest.id] }] },
      dugongOnly,
    );
    expect(res.statusCode).toBe(403);
    const own = await post(
      '/api/bookings',
      { schedule: ids.d1, rooms: [{ room: ids.D1, guests: [guest.id] }] },
      dugongOnly,
    );
    expect(own.statusCode, own.body).toBe(201);
    expect((await get('/api/bookings?size=0', dugongOnly)).json().total).toBe(1);
  });

  it('answers 403 without the booking scopes', async () => {
    expect((await get('/api/bookings', noBookings)).statusCode).toBe(403);
    expect((await post('/api/bookings', { schedule: ids.s4, rooms: [] }, noBookings)).statusCode).toBe(403);
    const any = (await get('/api/bookings?size=1')).json().data[0];
    const change = await post(`/api/bookings/${any.id}/change`, { state: 'confirmed' }, readOnly);
    expect(change.statusCode).toBe(403);
    expect(change.json().description).toBe('FORBIDDEN_RESSOURCE');
    const payment = await post(
      `/api/bookings/${any.id}/payment`,
      { amount: 1, currency: 'EUR', date: '2027-01-01' },
      readOnly,
    );
    expect(payment.statusCode).toBe(403);
    expect((await get(`/api/price/booking/${any.id}`, readOnly)).statusCode).toBe(200);
  });
});
