import type { BookingDetail, CustomerData } from '@seaberth/domain';
import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';

/** What a test may set on a new customer; everything else gets a plain default. */
export type CustomerOverrides = Partial<CustomerData['masterData']> & {
  email?: string;
  addressCountry?: string;
};

export interface TestCustomer {
  id: string;
  version: number;
  fullName: string;
  masterData: CustomerData['masterData'];
  contact: CustomerData['contact'];
}

let made = 0;

/**
 * A customer created through `POST /api/customer` (fails the test unless 201). Without overrides
 * the names are unique per test file: "Guest1 Test", "Guest2 Test", …
 */
export async function newCustomer(
  ctx: TestContext,
  token: string,
  overrides: CustomerOverrides = {},
): Promise<TestCustomer> {
  made += 1;
  const { email, addressCountry, ...master } = overrides;
  const res = await ctx.request({
    method: 'POST',
    url: '/api/customer',
    token,
    payload: {
      masterData: { firstName: `Guest${made}`, lastName: 'Test', ...master },
      contact: { email: email ?? '' },
      address: { country: addressCountry ?? '' },
      passport: {},
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** One booked cabin of `newTripBooking`: guest ids (a new customer each when left out), optional beds. */
export interface TestRoom {
  room: string;
  guests?: (string | null)[];
  beds?: number[];
}

/**
 * A booking of cabins on a schedule through `POST /api/bookings` (fails the test unless 201);
 * state defaults to the API's default, planned. Returns the BookingDetail the API answered.
 */
export async function newTripBooking(
  ctx: TestContext,
  token: string,
  booking: { schedule: string; rooms: TestRoom[]; state?: 'draft' | 'planned' | 'confirmed' | 'waiting' },
): Promise<BookingDetail> {
  const rooms = [];
  for (const room of booking.rooms) {
    const guests = room.guests ?? [(await newCustomer(ctx, token)).id];
    rooms.push({ room: room.room, guests, ...(room.beds ? { beds: room.beds } : {}) });
  }
  const res = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token,
    payload: { schedule: booking.schedule, rooms, ...(booking.state ? { state: booking.state } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** `POST /api/{path}` as the given user; fails the test unless 201, answers the new id. */
function creator(ctx: TestContext, token: string) {
  return async (path: string, payload: Record<string, unknown>): Promise<string> => {
    const res = await ctx.request({ method: 'POST', url: `/api/${path}`, token, payload });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
    return res.json().id;
  };
}

const bed = { active: true, visible: true, type: 'single', maxAge: -1, internalId: '' };
export const beds = (n: number) => ({
  minNoOfPax: 1,
  defaultNoOfPax: Math.min(2, n),
  maxNoOfPax: n,
  beds: Array.from({ length: n }, () => bed),
});

/**
 * Two vessels for booking tests, built through the API. MV Manta: Cabin 1–4 (Deluxe, 2 beds),
 * Suite (2 beds), Shared (Dorm, 4 beds, shared bed by bed), Retired (inactive); weekly trips s1–s4
 * from 2027-03-06; one active price list (complete: Deluxe 1500.00, Suite 2200.00, Dorm 900.00 EUR
 * per guest). MV Dugong: cabin D1 and trip d1 (2027-03-06, unpriced). Answers ids by those names
 * plus `manta` and `dugong`.
 */
export async function tripWorld(ctx: TestContext, token: string): Promise<Record<string, string>> {
  const create = creator(ctx, token);
  const ids: Record<string, string> = {};
  ids.manta = await create('vessel', { name: 'MV Manta' });
  ids.dugong = await create('vessel', { name: 'MV Dugong' });
  const deluxe = await create('roomtypes', { name: 'Deluxe', vessel: ids.manta });
  const suite = await create('roomtypes', { name: 'Suite', vessel: ids.manta });
  const dorm = await create('roomtypes', { name: 'Dorm', vessel: ids.manta, maxNoOfPax: 4 });
  const cabin = async (name: string, roomType: string, extra: Record<string, unknown> = {}) => {
    ids[name] = await create('rooms', {
      type: 'Cabin',
      name,
      vessel: ids.manta,
      roomType,
      configuration: beds(2),
      ...extra,
    });
  };
  for (const n of [1, 2, 3, 4]) await cabin(`Cabin ${n}`, deluxe);
  await cabin('Suite', suite);
  await cabin('Shared', dorm, { allowSharedRoom: true, allowMixedGender: true, configuration: beds(4) });
  await cabin('Retired', deluxe, { isActive: false });
  ids.D1 = await create('rooms', { type: 'Cabin', name: 'D1', vessel: ids.dugong });
  const tour = await create('tour', { name: 'Northern reefs', vessel: ids.manta });
  const trip = (vessel: string, from: string, to: string) => create('schedule', { tour, vessel, from, to });
  ids.s1 = await trip(ids.manta, '2027-03-06', '2027-03-13');
  ids.s2 = await trip(ids.manta, '2027-03-13', '2027-03-20');
  ids.s3 = await trip(ids.manta, '2027-03-20', '2027-03-27');
  ids.s4 = await trip(ids.manta, '2027-03-27', '2027-04-03');
  ids.d1 = await trip(ids.dugong, '2027-03-06', '2027-03-13');
  await create('price', {
    name: 'Manta 2027',
    vessel: ids.manta,
    status: 'active',
    calculationType: 'complete',
    currencies: ['EUR'],
    entries: [
      { roomType: deluxe, amount: 150000 },
      { roomType: suite, amount: 220000 },
      { roomType: dorm, amount: 90000 },
    ],
  });
  return ids;
}

/** The bed ranges booking occupancies hold in a vessel's or resort's rooms for some nights, by room name. */
export async function heldBeds(
  ctx: TestContext,
  token: string,
  asset: string,
  from: string,
  to: string,
): Promise<Record<string, number[][]>> {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/rooms/occupancy/${asset}?from=${from}&to=${to}`,
    token,
  });
  const out: Record<string, number[][]> = {};
  for (const room of res.json().rooms as {
    name: string;
    occupancies: { kind: string; beds: number[] }[];
  }[]) {
    const taken = room.occupancies.filter((o) => o.kind === 'booking').map((o) => o.beds);
    if (taken.length) out[room.name] = taken;
  }
  return out;
}

/**
 * A resort for the front desk, built through the API: Coral Bay with rooms R1–R3 (Standard, 2 beds)
 * and a shared Dorm of 4 beds, priced 50.00 EUR per guest and night all year. Answers ids by name
 * plus `resort`.
 */
export async function resortWorld(ctx: TestContext, token: string): Promise<Record<string, string>> {
  const create = creator(ctx, token);
  const ids: Record<string, string> = {};
  ids.resort = await create('resort', { name: 'Coral Bay' });
  const standard = await create('roomtypes', { name: 'Standard', resort: ids.resort });
  const dorm = await create('roomtypes', { name: 'Dorm', resort: ids.resort, maxNoOfPax: 4 });
  for (const name of ['R1', 'R2', 'R3'])
    ids[name] = await create('rooms', {
      type: 'Room',
      name,
      resort: ids.resort,
      roomType: standard,
      configuration: beds(2),
    });
  ids.Dorm = await create('rooms', {
    type: 'Room',
    name: 'Dorm',
    resort: ids.resort,
    roomType: dorm,
    allowSharedRoom: true,
    allowMixedGender: true,
    configuration: beds(4),
  });
  await create('price', {
    name: 'Coral Bay all year',
    resort: ids.resort,
    status: 'active',
    calculationType: 'unit',
    currencies: ['EUR'],
    entries: [
      { roomType: standard, amount: 5000 },
      { roomType: dorm, amount: 5000 },
    ],
  });
  return ids;
}

/** A resort stay through `POST /api/bookings` (fails the test unless 201), a new guest per place. */
export async function newStay(
  ctx: TestContext,
  token: string,
  stay: {
    resort: string;
    from: string;
    to: string;
    rooms: TestRoom[];
    state?: 'draft' | 'planned' | 'confirmed' | 'waiting';
  },
): Promise<BookingDetail> {
  const rooms = [];
  for (const room of stay.rooms) {
    const guests = room.guests ?? [(await newCustomer(ctx, token)).id];
    rooms.push({ room: room.room, guests, ...(room.beds ? { beds: room.beds } : {}) });
  }
  const res = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token,
    payload: {
      resort: stay.resort,
      dates: { from: stay.from, to: stay.to },
      rooms,
      state: stay.state ?? 'confirmed',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A staff user through `POST /api/users` with these scopes (and e.g. `vessels`), logged in: answers the token. */
export async function newUser(
  ctx: TestContext,
  adminToken: string,
  email: string,
  scope: string[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  await creator(ctx, adminToken)('users', {
    name: email,
    email,
    password: 'secret1',
    userType: 'employee',
    permissions: { scope },
    ...extra,
  });
  return (await ctx.login(email, 'secret1')).token;
}
