import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

let ctx: TestContext;
let admin: string;
const ids: Record<string, string> = {};

async function create(path: string, payload: Record<string, unknown>, token = admin) {
  const res = await versioned(ctx, { method: 'POST', url: `/api/${path}`, token, payload });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json();
}
const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const customer = (firstName: string, lastName: string, extra: Record<string, unknown> = {}) =>
  create('customer', {
    masterData: { firstName, lastName, birthday: '1990-06-15', nationality: 'DE' },
    contact: { email: `${firstName.toLowerCase()}@guests.test` },
    address: {},
    passport: {},
    ...extra,
  });
const book = (
  rooms: { room: string; guests: (string | null)[] }[],
  state = 'confirmed',
  schedule = ids.trip,
) => create('bookings', { schedule, rooms, state });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const vessel = await create('vessel', { name: 'MV Manta' });
  const other = await create('vessel', { name: 'MV Dugong' });
  const cabinType = await create('roomtypes', { name: 'Double cabin', vessel: vessel.id });
  for (const name of ['Cabin 10', 'Cabin 9', 'Cabin 2'])
    ids[name] = (
      await create('rooms', { type: 'Cabin', name, vessel: vessel.id, roomType: cabinType.id })
    ).id;
  const tour = await create('tour', { name: 'Northern Reefs', vessel: vessel.id });
  const otherTour = await create('tour', { name: 'Deep South', vessel: other.id });
  ids.tour = tour.id;
  ids.otherTour = otherTour.id;
  ids.vessel = vessel.id;
  ids.other = other.id;
  ids.trip = (
    await create('schedule', { tour: tour.id, vessel: vessel.id, from: '2027-06-05', to: '2027-06-12' })
  ).id;
  ids.otherTrip = (
    await create('schedule', { tour: otherTour.id, vessel: other.id, from: '2027-06-05', to: '2027-06-12' })
  ).id;
  const terms = await create('terms', {
    name: '30 % deposit',
    deposit: 30,
    depositDueDays: 7,
    restDueDays: 30,
  });
  await create('price', {
    name: 'Manta trips',
    vessel: vessel.id,
    type: 'Trip',
    status: 'active',
    calculationType: 'complete',
    defaultTermsOfPayment: terms.id,
    entries: [{ roomType: cabinType.id, season: '', noOfPax: null, amount: 150_000 }],
  });
  const anna = await customer('Anna', 'Berg', {
    masterData: { firstName: 'Anna', lastName: 'Berg', birthday: '2015-07-01', nationality: 'DE' },
  });
  const ben = await customer('Ben', 'Berg');
  const carla = await customer('Carla', 'Diaz', { contact: { email: '' } });
  const dora = await customer('Dora', 'Eck');
  Object.assign(ids, { anna: anna.id, ben: ben.id, carla: carla.id, dora: dora.id });
  ids.bergs = (await book([{ room: ids['Cabin 10']!, guests: [ben.id, anna.id] }])).id;
  ids.carlaBooking = (await book([{ room: ids['Cabin 9']!, guests: [carla.id, null] }], 'planned')).id;
  ids.waiting = (await book([{ room: ids['Cabin 2']!, guests: [dora.id] }], 'waiting')).id;
  ids.cancelled = (await book([{ room: ids['Cabin 2']!, guests: [dora.id] }], 'planned')).id;
  const cancel = await versioned(ctx, {
    method: 'POST',
    url: `/api/bookings/${ids.cancelled}/cancell`,
    token: admin,
    payload: { reason: 'customer' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
});
afterAll(() => ctx.close());

describe('GET /api/schedule/{id}/customers', () => {
  it('lists every guest holding a bed or waiting, by cabin in natural order and bed, with age on arrival', async () => {
    const res = await get(`/api/schedule/${ids.trip}/customers`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as {
      fullName: string;
      roomName: string;
      bed: number;
      state: string;
      age: number;
    }[];
    expect(rows.map((r) => [r.roomName, r.bed, r.fullName, r.state])).toEqual([
      ['Cabin 2', 0, 'Dora Eck', 'waiting'],
      ['Cabin 9', 0, 'Carla Diaz', 'planned'],
      ['Cabin 10', 0, 'Ben Berg', 'confirmed'],
      ['Cabin 10', 1, 'Anna Berg', 'confirmed'],
    ]);
    // Anna turns 12 on 1 July, after the trip starts on 5 June.
    expect(rows.find((r) => r.fullName === 'Anna Berg')).toMatchObject({
      age: 11,
      nationality: 'DE',
      email: 'anna@guests.test',
    });
  });

  it('narrows to the states asked for, and answers 404 for an unknown trip', async () => {
    const res = await get(`/api/schedule/${ids.trip}/customers?states=aborted`);
    expect(res.json().map((r: { fullName: string }) => r.fullName)).toEqual(['Dora Eck']);
    expect((await get(`/api/schedule/${ids.otherTrip}/customers`)).json()).toEqual([]);
    expect((await get('/api/schedule/00000000-0000-4000-8000-000000000000/customers')).statusCode).toBe(404);
  });

  it('hides the trips of other vessels from a user limited to one vessel', async () => {
    await create('users', {
      name: 'Dugong office',
      email: 'dugong@test.local',
      password: 'secret1',
      userType: 'employee',
      vessels: [ids.other],
      permissions: { scope: ['bookings.read'] },
    });
    const token = (await ctx.login('dugong@test.local', 'secret1')).token;
    expect((await get(`/api/schedule/${ids.trip}/customers`, token)).statusCode).toBe(404);
    expect((await get(`/api/tour/${ids.tour}/${ids.trip}/payments`, token)).statusCode).toBe(404);
    expect((await get(`/api/schedule/${ids.otherTrip}/customers`, token)).statusCode).toBe(200);
  });
});

describe('GET /api/tour/{tour}/{schedule}/payments', () => {
  it('answers each live booking with total, paid, open and the next due amount, and totals', async () => {
    const bergs = (await get(`/api/bookings/${ids.bergs}`)).json();
    expect(bergs.total).toBeGreaterThan(0);
    const deposit = bergs.calculation.due.find((d: { kind: string }) => d.kind === 'deposit');
    await create(`bookings/${ids.bergs}/payment`, {
      amount: deposit.amount.amount,
      currency: bergs.currency,
      date: '2026-11-21',
      method: 'bankTransfer',
    });
    const res = await get(`/api/tour/${ids.tour}/${ids.trip}/payments`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const line = body.bookings.find((b: { booking: string }) => b.booking === ids.bergs);
    const rest = bergs.calculation.due.find((d: { kind: string }) => d.kind === 'rest');
    expect(line).toMatchObject({
      leadName: 'Ben Berg',
      noOfPax: 2,
      total: bergs.total,
      paid: deposit.amount.amount,
      open: bergs.total - deposit.amount.amount,
      nextDue: { date: rest.due, amount: rest.amount.amount },
    });
    // The cancelled booking without money is not on the list; the waiting one is.
    const numbers = body.bookings.map((b: { booking: string }) => b.booking);
    expect(numbers).toContain(ids.waiting);
    expect(numbers).not.toContain(ids.cancelled);
    const sum = (key: 'total' | 'paid' | 'open') =>
      body.bookings.reduce((n: number, b: Record<string, number>) => n + b[key]!, 0);
    expect(body.totals).toEqual([
      { currency: bergs.currency, total: sum('total'), paid: sum('paid'), open: sum('open') },
    ]);
  });

  it('answers 404 when the trip is not one of the tour', async () => {
    expect((await get(`/api/tour/${ids.otherTour}/${ids.trip}/payments`)).statusCode).toBe(404);
  });
});

describe('POST /api/schedule/{schedule}/sendMail', () => {
  const send = (payload: Record<string, unknown>, token = admin) =>
    versioned(ctx, { method: 'POST', url: `/api/schedule/${ids.trip}/sendMail`, token, payload });

  it('queues one filled-in mail per guest holding a bed and names those without an address', async () => {
    const res = await send({
      subject: 'Your trip on {{vessel}}',
      text: 'Hello {{firstName}}, cabin {{cabin}}, {{from}}–{{to}}. {{unknown}}',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      queued: 2,
      skipped: [{ customer: ids.carla, fullName: 'Carla Diaz', reason: 'NO_EMAIL' }],
    });
    const queue = (await get('/api/mailqueue?size=0&sort=to&order=1')).json().data;
    expect(queue.map((m: { to: string }) => m.to)).toEqual(['anna@guests.test', 'ben@guests.test']);
    expect(queue[0]).toMatchObject({
      subject: 'Your trip on MV Manta',
      text: 'Hello Anna, cabin Cabin 10, 05.06.2027–12.06.2027. {{unknown}}',
      status: 'queued',
    });
  });

  it('reaches only the guests asked for, and the waiting list when its state is chosen', async () => {
    const res = await send({ subject: 'Waiting list', text: 'A cabin may free up', states: ['waiting'] });
    expect(res.json()).toEqual({ queued: 1, skipped: [] });
    const only = await send({ subject: 'Just Ben', text: 'Hi', customers: [ids.ben] });
    expect(only.json()).toEqual({ queued: 1, skipped: [] });
  });

  it('refuses an empty subject with the field named, and a user without bookings.update', async () => {
    const res = await send({ subject: ' ', text: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'subject' })]));
    await create('users', {
      name: 'Reader',
      email: 'reader@test.local',
      password: 'secret1',
      userType: 'employee',
      permissions: { scope: ['bookings.read'] },
    });
    const reader = (await ctx.login('reader@test.local', 'secret1')).token;
    expect((await send({ subject: 'a', text: 'b' }, reader)).statusCode).toBe(403);
  });
});

describe('the passenger list of a trip', () => {
  it('prints each booked guest in their bed, cabins in natural order, and no line for an empty bed', async () => {
    const list = await create('vessellist', {
      name: 'Manifest',
      vessel: ids.vessel,
      kind: 'passengers',
      fields: ['name', 'nationality', 'birthday'],
    });
    const res = await get(`/api/schedule/${ids.trip}/printList/${list.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = [...res.body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) =>
      [...m[1]!.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/gs)].map((c) => c[1]),
    );
    const cabin10 = rows.filter((r) => r[0] === 'Cabin 10');
    expect(cabin10).toEqual([
      ['Cabin 10', 'Bed 1', 'Berg, Ben', 'DE', '15.06.1990'],
      ['Cabin 10', 'Bed 2', 'Berg, Anna', 'DE', '01.07.2015'],
    ]);
    // Carla's reservation holds Cabin 9 with one bed paid for but empty: the empty bed is no
    // passenger. The waiting list is not on board, and a free cabin has no line.
    expect(rows.filter((r) => r[0] === 'Cabin 9').map((r) => r[2])).toEqual(['Diaz, Carla']);
    expect(rows.filter((r) => r[0] === 'Cabin 2')).toEqual([]);
    // "Cabin 9" before "Cabin 10", as people count.
    const cabins = rows.map((r) => r[0]).filter((name) => name?.startsWith('Cabin'));
    expect(cabins.indexOf('Cabin 9')).toBeLessThan(cabins.indexOf('Cabin 10'));
  });
});

describe('the vessel calendar with bookings', () => {
  it('answers booked beds with their booking state; waiting and cancelled bookings hold none', async () => {
    const res = await get(`/api/tour/calendar/2027-06-01/2027-07-01?vessel=${ids.vessel}`);
    expect(res.statusCode, res.body).toBe(200);
    const booked = (res.json().occupancies as { room: string; kind: string; bookingState: string }[])
      .filter((o) => o.kind === 'booking')
      .map((o) => [o.room, o.bookingState]);
    expect(booked.sort()).toEqual(
      [
        [ids['Cabin 10'], 'confirmed'],
        [ids['Cabin 9'], 'planned'],
      ].sort(),
    );
  });
});

describe('a cabin booked with an empty place', () => {
  it('keeps the empty place on the booking and prices it again as it was priced', async () => {
    const stored = (await get(`/api/bookings/${ids.carlaBooking}`)).json();
    expect(stored.rooms[0].guests.map((g: { fullName: string } | null) => g?.fullName ?? null)).toEqual([
      'Carla Diaz',
      null,
    ]);
    const again = await get(`/api/price/booking/${ids.carlaBooking}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().total.amount).toBe(stored.total);
  });
});

describe('what bookings stand on', () => {
  it('refuses to delete a booked trip or a booked cabin and says why, keeping both', async () => {
    const trip = await versioned(ctx, { method: 'DELETE', url: `/api/schedule/${ids.trip}`, token: admin });
    expect(trip.statusCode).toBe(409);
    expect(trip.json().message).toMatch(/This trip has bookings/);
    const cabin = await versioned(ctx, {
      method: 'DELETE',
      url: `/api/rooms/${ids['Cabin 10']}`,
      token: admin,
    });
    expect(cabin.statusCode).toBe(409);
    expect(cabin.json().message).toMatch(/This room is booked/);
    expect((await get(`/api/schedule/${ids.trip}`)).statusCode).toBe(200);
    expect((await get(`/api/schedule/${ids.trip}/customers`)).json()).toHaveLength(4);
  });
});

describe('GET /api/customer/{id}/stay', () => {
  it('lists the bookings a customer travels in, newest first, with place, tour and room', async () => {
    const ben = await get(`/api/customer/${ids.ben}/stay`);
    expect(ben.statusCode, ben.body).toBe(200);
    expect(ben.json()).toEqual([
      expect.objectContaining({
        booking: ids.bergs,
        state: 'confirmed',
        type: 'vessel',
        from: '2027-06-05',
        to: '2027-06-12',
        place: 'MV Manta',
        tourName: 'Northern Reefs',
        roomName: 'Cabin 10',
      }),
    ]);
    const dora = (await get(`/api/customer/${ids.dora}/stay`)).json() as { state: string }[];
    expect(dora.map((s) => s.state).sort()).toEqual(['aborted', 'waiting']);
    expect((await get('/api/customer/00000000-0000-4000-8000-000000000000/stay')).statusCode).toBe(404);
  });

  it('shows a user limited to another vessel none of them', async () => {
    const token = (await ctx.login('dugong@test.local', 'secret1')).token;
    const res = await get(`/api/customer/${ids.ben}/stay`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
