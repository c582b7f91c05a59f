import type { Allotment } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ALLOTMENT_JOB } from '../src/modules/agencies/allotment.jobs.ts';
import { newCustomer, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Allotments: rooms held for an agency on trips or over a resort period, sold to nobody else,
 * taken over by the agency's bookings (in part when a booking needs only some beds or nights),
 * released at their date by a job that runs once across processes, and shown on the calendars.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let blue: string;
let green: string;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

async function agency(name: string): Promise<string> {
  const res = await call('POST', '/api/agency', { name, commissionPercent: 10 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function hold(agencyId: string, body: object) {
  return call('POST', `/api/agency/${agencyId}/allotments`, { releaseDate: '2027-03-01', ...body });
}

async function book(
  schedule: string,
  room: string,
  agencyId: string | null,
  extra: object = {},
  token = admin,
) {
  // Made by whoever books: an agent names only its agency's own clients (issue 31).
  const guest = await newCustomer(ctx, token);
  return call(
    'POST',
    '/api/bookings',
    { schedule, rooms: [{ room: ids[room], guests: [guest.id], ...extra }], agency: agencyId },
    token,
  );
}

/** Names of the rooms free for the nights, as the wizard asks (for an agency or for anybody). */
async function freeNames(from: string, to: string, agencyId?: string, token = admin) {
  const res = await call(
    'GET',
    `/api/rooms/available/${ids.manta}?from=${from}&to=${to}${agencyId ? `&agency=${agencyId}` : ''}`,
    undefined,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { name: string; free: boolean }[]).filter((r) => r.free).map((r) => r.name);
}

/** The active occupancy rows of a cabin for the nights: kind and beds. */
async function rowsOf(room: string, from: string, to: string) {
  const res = await call('GET', `/api/rooms/occupancy/${ids.manta}?from=${from}&to=${to}`);
  const found = (
    res.json().rooms as { name: string; occupancies: { kind: string; beds: number[] }[] }[]
  ).find((r) => r.name === room);
  return found!.occupancies.map((o) => `${o.kind} ${o.beds.join('-')}`).sort();
}

const at = (iso: string) => {
  ctx.services.clock.now = () => new Date(iso);
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  blue = await agency('Blue Reef Travel');
  green = await agency('Green Fins Tours');
}, 60_000);
afterAll(() => ctx?.close());

describe('allotments', () => {
  it('holds the first free cabins of a trip for the agency and sells them to nobody else', async () => {
    const res = await hold(blue, { schedules: [ids.s3], count: 2, note: 'Spring fair' });
    expect(res.statusCode, res.body).toBe(201);
    const [allotment] = res.json() as Allotment[];
    expect(allotment).toMatchObject({
      agency: blue,
      agencyName: 'Blue Reef Travel',
      asset: ids.manta,
      assetName: 'MV Manta',
      schedule: ids.s3,
      tourName: 'Northern reefs',
      from: '2027-03-20',
      to: '2027-03-27',
      releaseDate: '2027-03-01',
      note: 'Spring fair',
      releasedAt: null,
      bookings: [],
    });
    expect(allotment!.rooms.map((r) => [r.name, r.held])).toEqual([
      ['Cabin 1', true],
      ['Cabin 2', true],
    ]);

    // Anybody else sees them taken; the agency sees them free.
    expect(await freeNames('2027-03-20', '2027-03-27')).not.toContain('Cabin 1');
    expect(await freeNames('2027-03-20', '2027-03-27', blue)).toEqual(
      expect.arrayContaining(['Cabin 1', 'Cabin 2']),
    );
    const marked = (
      await call('GET', `/api/rooms/available/${ids.manta}?from=2027-03-20&to=2027-03-27&agency=${blue}`)
    ).json() as { name: string; allotment: boolean }[];
    expect(marked.filter((r) => r.allotment).map((r) => r.name)).toEqual(['Cabin 1', 'Cabin 2']);
    const trips = async (agencyId?: string) =>
      (await call('GET', `/api/schedule/booking?size=0${agencyId ? `&agency=${agencyId}` : ''}`))
        .json()
        .data.find((t: { id: string }) => t.id === ids.s3).freeCabins;
    expect((await trips(blue)) - (await trips())).toBe(2);

    const other = await book(ids.s3, 'Cabin 1', green);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ description: 'ROOM_TAKEN', params: { room: 'Cabin 1' } });
    expect((await book(ids.s3, 'Cabin 2', null)).statusCode).toBe(409);
  });

  it('lets a booking of the agency take a cabin out of its allotment', async () => {
    const booked = await book(ids.s3, 'Cabin 1', blue);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await rowsOf('Cabin 1', '2027-03-20', '2027-03-27')).toEqual(['booking 0-64']);
    expect(await rowsOf('Cabin 2', '2027-03-20', '2027-03-27')).toEqual(['allotment 0-64']);
    const [allotment] = (await call('GET', `/api/agency/allotments?agency=${blue}`)).json() as Allotment[];
    expect(allotment!.rooms.map((r) => [r.name, r.held])).toEqual([
      ['Cabin 1', false],
      ['Cabin 2', true],
    ]);
    expect(allotment!.bookings).toEqual([{ id: booked.json().id, bookingNo: booked.json().bookingNo }]);

    // The vessel calendar shows what is still held, and for whom.
    const calendar = (await call('GET', '/api/tour/calendar/2027-03-01/2027-04-01')).json();
    const held = calendar.occupancies.filter((o: { kind: string }) => o.kind === 'allotment');
    expect(held).toEqual([
      expect.objectContaining({ room: ids['Cabin 2'], agency: blue, agencyName: 'Blue Reef Travel' }),
    ]);
  });

  it('keeps the beds and nights a booking does not take', async () => {
    const res = await hold(green, { schedules: [ids.s4], rooms: [ids.Shared] });
    expect(res.statusCode, res.body).toBe(201);
    const one = await book(ids.s4, 'Shared', green, { beds: [1] });
    expect(one.statusCode, one.body).toBe(201);
    expect(await rowsOf('Shared', '2027-03-27', '2027-04-03')).toEqual([
      'allotment 0-1',
      'allotment 2-64',
      'booking 1-2',
    ]);
    // Another bed of it is still the agency's: nobody else gets it, the agency does.
    expect((await book(ids.s4, 'Shared', blue, { beds: [2] })).statusCode).toBe(409);
    expect((await book(ids.s4, 'Shared', green, { beds: [2] })).statusCode).toBe(201);
  });

  it('refuses more rooms than are free, naming the place, and creates nothing of a refused request', async () => {
    const before = (await call('GET', '/api/agency/allotments')).json().length;
    // Trip s1 has all six cabins free, s3 four (Cabin 1 is booked, Cabin 2 held).
    const res = await hold(blue, { schedules: [ids.s1, ids.s3], count: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      description: 'NOT_ENOUGH_ROOMS',
      params: { place: 'MV Manta', free: 4, count: 5 },
    });
    expect((await call('GET', '/api/agency/allotments')).json()).toHaveLength(before);
    const taken = await hold(blue, { schedules: [ids.s3], rooms: [ids['Cabin 2']] });
    expect(taken.json()).toMatchObject({ description: 'ROOM_TAKEN', params: { room: 'Cabin 2' } });
    const foreign = await hold(blue, { schedules: [ids.s1], rooms: [ids.D1] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([expect.objectContaining({ path: 'rooms.0' })]);
    const neither = await call('POST', `/api/agency/${blue}/allotments`, {
      releaseDate: '2027-03-01',
      count: 1,
    });
    expect(neither.statusCode).toBe(400);
  });

  it('returns what is unused to open sale at the release date, once, whichever process runs the job', async () => {
    const res = await hold(green, { schedules: [ids.s2], count: 1, releaseDate: '2027-02-20' });
    const [allotment] = res.json() as Allotment[];
    expect(allotment!.rooms.map((r) => r.name)).toEqual(['Cabin 1']);
    at('2027-02-19T22:30:00Z'); // 23:30 in Berlin: still the day before
    await ctx.services.jobs.schedule(ALLOTMENT_JOB);
    await ctx.services.jobs.runDue();
    expect(await freeNames('2027-03-13', '2027-03-20')).not.toContain('Cabin 1');

    at('2027-02-19T23:30:00Z'); // 00:30 on the release day
    const second = await buildApp(ctx.config, ctx.services.database, { logger: false });
    second.services.clock.now = ctx.services.clock.now;
    await ctx.services.jobs.schedule(ALLOTMENT_JOB);
    await ctx.services.jobs.schedule(ALLOTMENT_JOB, 'second');
    try {
      await Promise.all([ctx.services.jobs.runDue(), second.services.jobs.runDue()]);
    } finally {
      await second.app.close();
    }
    const released = (await call('GET', `/api/agency/allotments/${allotment!.id}`)).json() as Allotment;
    expect(released.releasedAt).not.toBeNull();
    expect(released.rooms).toEqual([expect.objectContaining({ name: 'Cabin 1', held: false })]);
    expect(await freeNames('2027-03-13', '2027-03-20')).toContain('Cabin 1');
    // Released ones leave the default list.
    const open = (await call('GET', `/api/agency/allotments?agency=${green}`)).json() as Allotment[];
    expect(open.map((a) => a.id)).not.toContain(allotment!.id);
    const all = (await call('GET', `/api/agency/allotments?agency=${green}&released=true`)).json();
    expect(all.map((a: Allotment) => a.id)).toContain(allotment!.id);
    const late = await call('PATCH', `/api/agency/allotments/${allotment!.id}`, {
      releaseDate: '2027-03-01',
    });
    expect(late.statusCode).toBe(400);
  });

  it('holds resort rooms over a period; a shorter stay keeps the nights around it; the operator moves or releases', async () => {
    const coral = await resortWorld(ctx, admin);
    const res = await call('POST', `/api/agency/${blue}/allotments`, {
      resort: coral.resort,
      from: '2027-06-01',
      to: '2027-06-15',
      rooms: [coral.R2],
      releaseDate: '2027-05-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [allotment] = res.json() as Allotment[];
    expect(allotment).toMatchObject({ assetName: 'Coral Bay', schedule: null, tourName: null });
    const guest = await newCustomer(ctx, admin);
    const stay = await call('POST', '/api/bookings', {
      resort: coral.resort,
      dates: { from: '2027-06-05', to: '2027-06-08' },
      rooms: [{ room: coral.R2, guests: [guest.id] }],
      agency: blue,
    });
    expect(stay.statusCode, stay.body).toBe(201);
    const occupancy = await call('GET', `/api/rooms/occupancy/${coral.resort}?from=2027-06-01&to=2027-06-30`);
    const r2 = occupancy.json().rooms.find((r: { name: string }) => r.name === 'R2');
    expect(
      r2.occupancies.map((o: { kind: string; from: string; to: string }) => `${o.kind} ${o.from} ${o.to}`),
    ).toEqual([
      'allotment 2027-06-01 2027-06-05',
      'booking 2027-06-05 2027-06-08',
      'allotment 2027-06-08 2027-06-15',
    ]);
    // The occupancy chart draws the held nights with the agency's name.
    const chart = (await call('GET', `/api/bookings/occupancy/${coral.resort}/2027-06-01/2027-06-30`)).json();
    expect(chart.blockers.filter((b: { kind: string }) => b.kind === 'allotment')).toEqual([
      expect.objectContaining({
        room: coral.R2,
        from: '2027-06-01',
        to: '2027-06-05',
        note: 'Blue Reef Travel',
      }),
      expect.objectContaining({ room: coral.R2, from: '2027-06-08', to: '2027-06-15' }),
    ]);

    const moved = await call('PATCH', `/api/agency/allotments/${allotment!.id}`, {
      releaseDate: '2027-05-15',
      note: 'Extended',
    });
    expect(moved.json()).toMatchObject({ releaseDate: '2027-05-15', note: 'Extended' });
    const done = await call('POST', `/api/agency/allotments/${allotment!.id}/release`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().releasedAt).not.toBeNull();
    expect(done.json().rooms[0].held).toBe(false);
    expect(done.json().bookings).toEqual([expect.objectContaining({ id: stay.json().id })]);
    const noResort = await call('POST', `/api/agency/${blue}/allotments`, {
      resort: '00000000-0000-4000-8000-000000000000',
      from: '2027-05-01',
      to: '2027-05-08',
      count: 1,
      releaseDate: '2027-04-01',
    });
    expect(noResort.json().fields).toEqual([expect.objectContaining({ path: 'resort' })]);
  });

  it('shows an agent their own agency’s allotments only and counts them free for them', async () => {
    const agent = await newUser(ctx, admin, 'agent@blue-reef.test', ['agencies.self', 'bookings.create'], {
      userType: 'agency',
      agency: blue,
    });
    const mine = (
      await call('GET', `/api/agency/allotments?agency=${green}&released=true`, undefined, agent)
    ).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a: Allotment) => a.agency === blue)).toBe(true);
    const theirs = (await call('GET', `/api/agency/allotments?agency=${green}&released=true`)).json()[0];
    expect((await call('GET', `/api/agency/allotments/${theirs.id}`, undefined, agent)).statusCode).toBe(404);
    expect((await hold(blue, { schedules: [ids.s4], count: 1 })).statusCode).toBe(201);
    expect(
      (
        await call(
          'POST',
          `/api/agency/${blue}/allotments`,
          { schedules: [ids.s1], count: 1, releaseDate: '2027-03-01' },
          agent,
        )
      ).statusCode,
    ).toBe(403);
    // Without naming an agency, the agent's own allotment counts as free for them.
    expect(await freeNames('2027-03-20', '2027-03-27', undefined, agent)).toContain('Cabin 2');
    await ctx.services.settings.put('booking', 'allowAgencyBooking', 'true');
    const booked = await book(ids.s3, 'Cabin 2', null, {}, agent);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().agency).toBe(blue);
  });
});
