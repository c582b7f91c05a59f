import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31 finding 10: readers without bookings.read (agents, low-scope users) learn from the
 * occupancy chart and the vessel calendar which beds are taken, not by whom: no agency names, no
 * notes, no guests' gender, no booking states, no blocker reasons.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let agent: string;
let crew: string;

const call = (method: 'GET' | 'POST', url: string, token = admin, payload?: object) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  const rival = (await call('POST', '/api/agency', admin, { name: 'Rival Travel' })).json().id;
  const own = (await call('POST', '/api/agency', admin, { name: 'Own Travel' })).json().id;
  const bed = { active: true, visible: true, type: 'single', maxAge: -1, internalId: '' };
  const quad = await call('POST', '/api/rooms', admin, {
    type: 'Cabin',
    name: 'Quad',
    vessel: ids.manta,
    allowSharedRoom: true,
    allowMixedGender: false,
    configuration: { minNoOfPax: 1, defaultNoOfPax: 1, maxNoOfPax: 4, beds: [bed, bed, bed, bed] },
  });
  expect(quad.statusCode, quad.body).toBe(201);
  const guest = await newCustomer(ctx, admin, { gender: 'f' });
  const booked = await call('POST', '/api/bookings', admin, {
    schedule: ids.s1,
    rooms: [{ room: quad.json().id, guests: [guest.id], beds: [0] }],
    agency: rival,
    state: 'confirmed',
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const blocked = await call('POST', '/api/rooms/addBlocker', admin, {
    room: ids['Cabin 2'],
    from: '2027-03-06',
    to: '2027-03-13',
    reason: 'OutOfOrder',
    note: 'Owner family visit',
  });
  expect(blocked.statusCode, blocked.body).toBeLessThan(300);
  agent = await newUser(ctx, admin, 'agent@own.test', ['agencies.self'], { userType: 'agency', agency: own });
  crew = await newUser(ctx, admin, 'crew@bluereef.test', ['schedules.read']);
}, 60_000);
afterAll(() => ctx?.close());

const chart = `/api/rooms/occupancy/${'{manta}'}?from=2027-03-06&to=2027-03-13`;

describe('occupancy without bookings.read', () => {
  it('shows staff who may read bookings the agency, the note and the gender', async () => {
    const body = (await call('GET', chart.replace('{manta}', ids.manta!))).body;
    expect(body).toContain('Rival Travel');
    expect(body).toContain('Owner family visit');
    expect(body).toContain('"gender":"f"');
  });

  it('shows agents and low-scope users taken or free only, on the chart and the vessel calendar', async () => {
    for (const token of [agent, crew]) {
      const res = await call('GET', chart.replace('{manta}', ids.manta!), token);
      expect(res.statusCode, res.body).toBe(200);
      for (const secret of ['Rival Travel', 'Owner family visit', 'OutOfOrder', '"gender"', 'bookingState'])
        expect(res.body).not.toContain(secret);
      const rooms = res.json().rooms as { name: string; nights: string[]; occupancies: { kind: string }[] }[];
      const byName = Object.fromEntries(rooms.map((r) => [r.name, r]));
      // The blocked cabin is simply taken; the quad's one booked bed makes it partly taken.
      expect(byName['Cabin 2']!.nights).toEqual(Array(7).fill('full'));
      expect(byName.Quad!.nights[0]).toBe('partial');
      expect(byName['Cabin 3']!.nights[0]).toBe('free');
      expect(byName['Cabin 2']!.occupancies.map((o) => o.kind)).toEqual(['booking']);
    }
    const calendar = await call('GET', '/api/tour/calendar/2027-03-01/2027-04-01', crew);
    expect(calendar.statusCode, calendar.body).toBe(200);
    for (const secret of ['Rival Travel', 'Owner family visit', 'OutOfOrder', '"gender"', 'bookingState'])
      expect(calendar.body).not.toContain(secret);
    expect(calendar.json().occupancies.length).toBeGreaterThan(0);
  });
});
