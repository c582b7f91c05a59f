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
const calendar = (range: string, token = admin) =>
  ctx.request({ method: 'GET', url: `/api/tour/calendar/${range}`, token });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids.manta = (await create('vessel', { name: 'MV Manta' })).id;
  ids.dugong = (await create('vessel', { name: 'MV Dugong' })).id;
  ids.mainDeck = (await create('vesseldeck', { vessel: ids.manta, name: 'Main deck', sort: 1 })).id;
  ids.cabin1 = (
    await create('rooms', { type: 'Cabin', name: 'C1', vessel: ids.manta, deck: ids.mainDeck })
  ).id;
  ids.cabin2 = (await create('rooms', { type: 'Cabin', name: 'C2', vessel: ids.manta })).id;
  await create('rooms', { type: 'Cabin', name: 'Old', vessel: ids.manta, isActive: false });
  ids.dugongCabin = (await create('rooms', { type: 'Cabin', name: 'D1', vessel: ids.dugong })).id;
  const tour = await create('tour', { name: 'Northern Reefs' });
  for (const [vessel, from, to] of [
    [ids.manta, '2027-01-02', '2027-01-09'],
    [ids.manta, '2027-01-09', '2027-01-16'],
    [ids.manta, '2027-03-06', '2027-03-13'],
    [ids.dugong, '2027-01-05', '2027-01-15'],
  ] as const) {
    await create('schedule', { tour: tour.id, vessel, from, to });
  }
  const blocked = await ctx.request({
    method: 'POST',
    url: '/api/rooms/addBlocker',
    token: admin,
    payload: { room: ids.cabin2, from: '2027-01-09', to: '2027-01-12', reason: 'OutOfOrder' },
  });
  expect(blocked.statusCode, blocked.body).toBe(201);
});
afterAll(() => ctx.close());

describe('GET /api/tour/calendar/{from}/{to}', () => {
  it('answers vessels with decks and active cabins, the trips of the range and their occupancies', async () => {
    const res = await calendar('2027-01-01/2027-02-01');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.vessels.map((v: { name: string }) => v.name)).toEqual(['MV Dugong', 'MV Manta']);
    const manta = body.vessels.find((v: { id: string }) => v.id === ids.manta);
    expect(manta.decks).toEqual([{ id: ids.mainDeck, name: 'Main deck', sort: 1 }]);
    expect(manta.cabins.map((c: { name: string; deck: string | null }) => [c.name, c.deck])).toEqual([
      ['C1', ids.mainDeck],
      ['C2', null],
    ]);
    expect(manta.cabins[0].activeBeds).toEqual([0, 1]);
    expect(
      body.schedules.map((s: { from: string; tourName: string; nights: number }) => [
        s.from,
        s.tourName,
        s.nights,
      ]),
    ).toEqual([
      ['2027-01-02', 'Northern Reefs', 7],
      ['2027-01-05', 'Northern Reefs', 10],
      ['2027-01-09', 'Northern Reefs', 7],
    ]);
    expect(body.occupancies).toEqual([
      expect.objectContaining({
        room: ids.cabin2,
        from: '2027-01-09',
        to: '2027-01-12',
        reason: 'OutOfOrder',
      }),
    ]);
    expect(body.weekend).toEqual({ arrivalDays: [], departureDays: [] });
  });

  it('narrows to one vessel', async () => {
    const body = (
      await ctx.request({
        method: 'GET',
        url: `/api/tour/calendar/2027-01-01/2028-01-01?vessel=${ids.dugong}`,
        token: admin,
      })
    ).json();
    expect(body.vessels.map((v: { id: string }) => v.id)).toEqual([ids.dugong]);
    expect(body.schedules).toHaveLength(1);
    expect(body.occupancies).toEqual([]);
  });

  it('reads the same fixed number of queries for a month of one vessel as for a year of two', async () => {
    const count = async (range: string) => {
      ctx.queryLog.length = 0;
      expect((await calendar(range)).statusCode).toBe(200);
      return {
        all: ctx.queryLog.length,
        occupancy: ctx.queryLog.filter((q) => q.includes('"occupancies"') || q.includes('occupancies o'))
          .length,
      };
    };
    const month = await count('2027-01-01/2027-02-01');
    const year = await count('2027-01-01/2028-01-01');
    expect(month.occupancy).toBe(1);
    expect(year).toEqual(month);
  });

  it('marks the change-over days of the schedule rules from the settings', async () => {
    await create('settings', { group: 'calendar', key: 'arrivalDays', value: '6' });
    // The API refuses an entry that is no weekday; one stored before that rule (an import) is
    // still read as the weekdays it names.
    await ctx.services.settings.put('calendar', 'departureDays', '6, 3, x');
    const body = (await calendar('2027-01-01/2027-02-01')).json();
    expect(body.weekend).toEqual({ arrivalDays: [6], departureDays: [3, 6] });
  });

  it('refuses a reversed or too long range with a field error', async () => {
    for (const range of ['2027-02-01/2027-01-01', '2027-01-01/2028-03-01', '2027-13-01/2027-14-01']) {
      const res = await calendar(range);
      expect(res.statusCode, range).toBe(400);
      expect(res.json()).toMatchObject({
        description: 'VALIDATION_ERROR',
        fields: expect.arrayContaining([
          expect.objectContaining({ path: expect.stringMatching(/^params\./) }),
        ]),
      });
    }
  });

  it('shows a user limited to one vessel only that vessel, even when asking for another', async () => {
    await create('users', {
      name: 'Dugong office',
      email: 'dugong-office@test.local',
      password: 'secret1',
      userType: 'employee',
      vessels: [ids.dugong],
      permissions: { scope: ['bookings.read'] },
    });
    const token = (await ctx.login('dugong-office@test.local', 'secret1')).token;
    const own = (await calendar('2027-01-01/2027-02-01', token)).json();
    expect(own.vessels.map((v: { id: string }) => v.id)).toEqual([ids.dugong]);
    expect(own.schedules.every((s: { vessel: string }) => s.vessel === ids.dugong)).toBe(true);
    const other = await ctx.request({
      method: 'GET',
      url: `/api/tour/calendar/2027-01-01/2027-02-01?vessel=${ids.manta}`,
      token,
    });
    expect(other.json()).toMatchObject({ vessels: [], schedules: [], occupancies: [] });
  });

  it('needs bookings.read or schedules.read', async () => {
    await create('users', {
      name: 'Guest forms only',
      email: 'forms@test.local',
      password: 'secret1',
      userType: 'employee',
      permissions: { scope: ['forms.read'] },
    });
    const token = (await ctx.login('forms@test.local', 'secret1')).token;
    expect((await calendar('2027-01-01/2027-02-01', token)).statusCode).toBe(403);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/tour/calendar/2027-01-01/2027-02-01' })).statusCode,
    ).toBe(401);
  });
});
