import ICAL from 'ical.js';
import { schedules } from '../src/db/schema/index.ts';
import { sqlState } from '../src/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;
let vessel: { id: string };
let otherVessel: { id: string };
let tour: { id: string; name: string };
let otherTour: { id: string };

async function create(path: string, payload: Record<string, unknown>, token = admin) {
  const res = await ctx.request({ method: 'POST', url: `/api/${path}`, token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const schedule = (from: string, to: string, extra: Record<string, unknown> = {}) =>
  ctx.request({
    method: 'POST',
    url: '/api/schedule',
    token: admin,
    payload: { tour: tour.id, vessel: vessel.id, from, to, ...extra },
  });
const get = (url: string, token = admin) => ctx.request({ method: 'GET', url, token });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  vessel = await create('vessel', { name: 'MV Manta' });
  otherVessel = await create('vessel', { name: 'MV Dugong' });
  await create('rooms', { type: 'Cabin', name: 'Cabin 1', vessel: vessel.id });
  await create('rooms', { type: 'Cabin', name: 'Cabin 2', vessel: vessel.id });
  await create('rooms', { type: 'Cabin', name: 'Cabin 3', vessel: vessel.id, isActive: false });
  tour = await create('tour', {
    name: 'Northern Reefs, Wrecks; and \\ more',
    vessel: vessel.id,
    destination: 'Red Sea',
    embarkationPort: 'Hurghada',
    disembarkationPort: 'Hurghada',
  });
  otherTour = await create('tour', { name: 'Deep South', nights: 10 });
});
afterAll(() => ctx.close());

describe('tours', () => {
  it('creates a tour with 7 nights by default and lists it', async () => {
    expect(tour).toMatchObject({ nights: 7, isActive: true, description: { de: '', en: '' } });
    const list = (await get('/api/tour?size=0')).json();
    expect(list.data.map((t: { name: string }) => t.name).sort()).toEqual(['Deep South', tour.name]);
  });
});

describe('schedules never overlap on one vessel', () => {
  it('defaults status, dives per day and derived dive days', async () => {
    const res = await schedule('2027-01-02', '2027-01-09');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'open', divesPerDay: 3, diveDays: null });
  });

  it('refuses an overlapping schedule with a 409 naming the vessel and dates', async () => {
    const res = await schedule('2027-01-05', '2027-01-12');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('MV Manta');
    expect(res.json().message).toContain('2027-01-02 to 2027-01-09');
  });

  it('lets the next group embark on the disembarkation day, and another vessel sail the same days', async () => {
    expect((await schedule('2027-01-09', '2027-01-16')).statusCode).toBe(201);
    const other = await schedule('2027-01-05', '2027-01-12', { vessel: otherVessel.id });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('does not count cancelled schedules', async () => {
    const cancelled = await schedule('2027-02-01', '2027-02-08', { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(201);
    // A cancelled one may even be created over an active one.
    expect((await schedule('2027-01-03', '2027-01-06', { status: 'cancelled' })).statusCode).toBe(201);
    expect((await schedule('2027-02-01', '2027-02-08')).statusCode).toBe(201);
    // Reactivating the cancelled one now clashes.
    const row = cancelled.json();
    const revived = await ctx.request({
      method: 'POST',
      url: `/api/schedule/${row.id}`,
      token: admin,
      payload: { version: row.version, status: 'open' },
    });
    expect(revived.statusCode).toBe(409);
    expect(revived.json().message).toContain('2027-02-01 to 2027-02-08');
  });

  it('refuses an update that moves a schedule over another, but allows moving within its own dates', async () => {
    const res = await schedule('2027-03-01', '2027-03-08');
    const row = res.json();
    const clash = await ctx.request({
      method: 'POST',
      url: `/api/schedule/${row.id}`,
      token: admin,
      payload: { version: row.version, from: '2027-01-14', to: '2027-01-21' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/MV Manta .*2027-01-09 to 2027-01-16/);
    const moved = await ctx.request({
      method: 'POST',
      url: `/api/schedule/${row.id}`,
      token: admin,
      payload: { version: row.version, from: '2027-03-02', to: '2027-03-09' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('refuses a disembarkation before embarkation with a field error', async () => {
    const res = await schedule('2027-05-09', '2027-05-02');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe('to');
  });

  it('is kept by the database itself, not only by the check before writing', async () => {
    const direct = ctx.services.database.db
      .insert(schedules)
      .values({ tour: tour.id, vessel: vessel.id, from: '2027-01-08', to: '2027-01-10' });
    const error = await direct.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe('23P01');
  });

  it('names an unknown tour or vessel as a field error', async () => {
    const res = await schedule('2027-09-01', '2027-09-08', { tour: vessel.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'tour', message: 'No such tour' }]);
  });

  it('lets exactly one of 10 concurrent overlapping creations through', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => schedule(`2027-06-0${i}`.replace('-00', '-10'), '2027-06-20')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const inJune = (await get(`/api/tour/date/2027-06-01/2027-07-01?vessel=${vessel.id}`)).json();
    expect(inJune).toHaveLength(1);
  });
});

describe('schedule calls', () => {
  it('lists the schedules of a range with tour names, per vessel', async () => {
    const all = (await get('/api/tour/date/2027-01-01/2027-01-20')).json();
    expect(all.map((s: { vesselName: string; from: string }) => `${s.vesselName} ${s.from}`)).toEqual([
      'MV Manta 2027-01-02',
      'MV Manta 2027-01-03',
      'MV Dugong 2027-01-05',
      'MV Manta 2027-01-09',
    ]);
    const manta = (await get(`/api/tour/date/2027-01-01/2027-01-20?vessel=${vessel.id}`)).json();
    expect(manta[0]).toMatchObject({ tourName: tour.name, nights: 7 });
    expect(manta.every((s: { vessel: string }) => s.vessel === vessel.id)).toBe(true);
  });

  it('answers the info of a schedule: tour, vessel, nights, dive days and cabins', async () => {
    const [first] = (await get(`/api/tour/date/2027-01-02/2027-01-03?vessel=${vessel.id}`)).json();
    const info = (await get(`/api/schedule/${first.id}/info`)).json();
    expect(info).toMatchObject({
      vesselName: 'MV Manta',
      nights: 7,
      diveDays: 5,
      divesPerDay: 3,
      cabins: 2,
      tour: { name: tour.name, destination: 'Red Sea' },
      schedule: { id: first.id, from: '2027-01-02', to: '2027-01-09' },
    });
  });
});

describe('copying a season', () => {
  it('copies the schedules of a period to a target period and reports clashes', async () => {
    // A trip already sits where the second copy would go.
    expect((await schedule('2027-07-12', '2027-07-15', { tour: otherTour.id })).statusCode).toBe(201);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/schedule/copy/2027-01-01/2027-02-01',
      token: admin,
      payload: { asset: vessel.id, target: { from: '2027-07-01', to: '2027-08-01' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { created, skipped } = res.json();
    // Jan 2 and Jan 9 move by 181 days; the cancelled Jan 3 trip is not copied.
    expect(created.map((s: { from: string; to: string }) => [s.from, s.to])).toEqual([
      ['2027-07-02', '2027-07-09'],
    ]);
    expect(created[0]).toMatchObject({ tour: tour.id, status: 'open', vessel: vessel.id });
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({
      from: '2027-07-09',
      to: '2027-07-16',
      code: 'CLASH',
      clash: { tourName: 'Deep South', from: '2027-07-12', to: '2027-07-15' },
    });
    expect(skipped[0].reason).toContain('Deep South');
    expect(skipped[0].reason).toContain('2027-07-12 to 2027-07-15');
  });

  it('copies a season a year later on the same weekdays', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/schedule/copy/2027-01-01/2027-03-01',
      token: admin,
      payload: { asset: vessel.id, addyear: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { created, skipped } = res.json();
    expect(created.map((s: { from: string }) => s.from)).toEqual(['2028-01-01', '2028-01-08', '2028-01-31']);
    expect(skipped).toEqual([]);
    // Copying again clashes with every copy and changes nothing.
    const again = (
      await ctx.request({
        method: 'POST',
        url: '/api/schedule/copy/2027-01-01/2027-03-01',
        token: admin,
        payload: { asset: vessel.id, addyear: true },
      })
    ).json();
    expect(again.created).toEqual([]);
    expect(again.skipped).toHaveLength(3);
  });

  it('needs a target or addyear', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/schedule/copy/2027-01-01/2027-03-01',
      token: admin,
      payload: { asset: vessel.id },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('ICS feed', () => {
  it('is a calendar an independent parser reads: one event per schedule with dates and summaries', async () => {
    const res = await get(`/api/tour/ics?vessel=${vessel.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const listed = (await get(`/api/tour/date/2026-01-01/2029-01-01?vessel=${vessel.id}`)).json();
    expect(events).toHaveLength(listed.length);
    const first = events.find((e) => e.startDate.toString() === '2027-01-02')!;
    expect(first.endDate.toString()).toBe('2027-01-10');
    expect(first.startDate.isDate).toBe(true);
    expect(first.summary).toBe(`${tour.name} – MV Manta`);
    expect(first.uid).toMatch(/@seaberth$/);
    const cancelled = events.find((e) => e.startDate.toString() === '2027-01-03')!;
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('needs a token or the calendar key', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/tour/ics' })).statusCode).toBe(401);
    await ctx.request({
      method: 'POST',
      url: '/api/settings',
      token: admin,
      payload: { group: 'calendar', key: 'icsKey', value: 'sub-secret-123' },
    });
    expect((await ctx.request({ method: 'GET', url: '/api/tour/ics?key=wrong' })).statusCode).toBe(401);
    const byKey = await ctx.request({ method: 'GET', url: '/api/tour/ics?key=sub-secret-123' });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.body).toContain('MV Dugong');
  });
});

describe('asset restriction', () => {
  let limited: string;

  beforeAll(async () => {
    await create('users', {
      name: 'Dugong crew',
      email: 'dugong@test.local',
      password: 'secret1',
      userType: 'employee',
      vessels: [otherVessel.id],
      permissions: { scope: ['tours.read', 'schedules.read', 'schedules.create', 'schedules.update'] },
    });
    limited = (await ctx.login('dugong@test.local', 'secret1')).token;
  });

  it('shows a user limited to another vessel none of this vessel’s schedules', async () => {
    const list = (await get('/api/schedule?size=0', limited)).json();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((s: { vessel: string }) => s.vessel === otherVessel.id)).toBe(true);
    expect((await get(`/api/tour/date/2027-01-01/2027-02-01?vessel=${vessel.id}`, limited)).json()).toEqual(
      [],
    );
    const [manta] = (await get(`/api/tour/date/2027-01-02/2027-01-03?vessel=${vessel.id}`)).json();
    expect((await get(`/api/schedule/${manta.id}/info`, limited)).statusCode).toBe(404);
    expect((await get(`/api/schedule/${manta.id}`, limited)).statusCode).toBe(404);
    const feed = (await get('/api/tour/ics', limited)).body;
    expect(feed).not.toContain('MV Manta');
  });

  it('refuses to create or copy schedules for a vessel the user may not touch', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/schedule',
      token: limited,
      payload: { tour: tour.id, vessel: vessel.id, from: '2029-01-01', to: '2029-01-08' },
    });
    expect(res.statusCode).toBe(403);
    const copy = await ctx.request({
      method: 'POST',
      url: '/api/schedule/copy/2027-01-01/2027-03-01',
      token: limited,
      payload: { asset: vessel.id, addyear: true },
    });
    expect(copy.statusCode).toBe(403);
  });
});
