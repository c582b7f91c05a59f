import type { BookingDetail, DiveLogRecord, DiveOverview } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The dive log (issue 34): a dive per diver that bills the folio — it uses the diver's dive package
 * on the booking, else charges the dive type's product to the booking (on its invoice) — reversed
 * when the dive is deleted; the same dive twice at once is logged and charged once; the overview
 * and statistics count it; scopes, agents and the feature switch guard it.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let boatDive: string;
let nitroxDive: string;
let site: string;
let boat: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

async function create(path: string, payload: Record<string, unknown>) {
  const res = await call('POST', `/api/${path}`, payload);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json() as { id: string; version: number };
}

const dive = (customer: string, date: string, start: string, extra: Record<string, unknown> = {}) => ({
  date,
  start,
  end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}`,
  type: boatDive,
  customer,
  depth: 18.4,
  diveSite: site,
  boat,
  resort: world.resort,
  tankSize: 12,
  ...extra,
});

async function log(entries: object[], token = admin) {
  const res = await call('POST', '/api/divelog', { entries }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().entries as DiveLogRecord[];
}

const booking = async (id: string) => (await call('GET', `/api/bookings/${id}`)).json() as BookingDetail;
const diveLines = (detail: BookingDetail) =>
  (detail.calculation?.entries ?? []).filter((e) => e.id?.startsWith('m-dive-'));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  const boatProduct = await create('product', {
    name: 'Boat dive',
    amount: 4500,
    currency: 'EUR',
    addRule: 'PerDive',
  });
  const nitroxProduct = await create('product', {
    name: 'Nitrox boat dive',
    amount: 5500,
    currency: 'EUR',
    addRule: 'PerDive',
  });
  boatDive = (await create('divetype', { name: 'Boat dive', kind: 'boat', product: boatProduct.id })).id;
  nitroxDive = (await create('divetype', { name: 'Nitrox dive', kind: 'nitrox', product: nitroxProduct.id }))
    .id;
  site = (await create('divesite', { name: 'Batu Bolong', area: 'Central Komodo', depthMax: 40 })).id;
  boat = (await create('diveboat', { name: 'Komodo Explorer', seats: 12, resort: world.resort })).id;
}, 60_000);
afterAll(() => ctx?.close());

describe('dives bill the folio', () => {
  it('charges the dive type’s product to the booking without a package, on its invoice, and reverses it on delete', async () => {
    const stay = await newStay(ctx, admin, {
      resort: world.resort,
      from: '2031-03-01',
      to: '2031-03-08',
      rooms: [{ room: world.R1! }],
    });
    const diver = stay.rooms[0]!.guests[0]!.customer;
    const totalBefore = stay.total;
    const [logged] = await log([dive(diver, '2031-03-02', '08:30')]);
    expect(logged).toMatchObject({ booking: stay.id, billing: 'charged', customer: diver, depth: 18.4 });
    expect(logged!.customerName).not.toBe('');

    const charged = await booking(stay.id);
    const [line] = diveLines(charged);
    expect(line).toMatchObject({
      customer: diver,
      customerType: 'Direct',
      amount: { amount: 4500, currency: 'EUR' },
    });
    expect(line!.text).toContain('Boat dive');
    expect(line!.text).toContain('Batu Bolong');
    expect(charged.total).toBe(totalBefore + 4500);
    expect(charged.version).toBe(stay.version + 1);

    // The invoice shows what was dived.
    const company = await call('POST', '/api/company', {
      name: 'Komodo Divers Ltd',
      address: { street: 'Jalan Soekarno Hatta 1', zip: '86554', city: 'Labuan Bajo', country: 'ID' },
      email: 'dive@komodo.test',
      website: 'https://komodo.test',
    });
    expect(company.statusCode, company.body).toBe(200);
    await create('tax', { name: 'Standard 19 %', percent: 19, category: 'S', isDefault: true });
    const invoice = await call('POST', `/api/bookings/${stay.id}/invoice`, {});
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect((invoice.json().lines as { text: string }[]).some((l) => l.text.includes('Boat dive'))).toBe(true);

    // A charge already invoiced is reversed too: the booking's invoices follow its calculation.
    expect((await call('DELETE', `/api/divelog/${logged!.id}`)).statusCode).toBe(204);
    expect((await booking(stay.id)).total).toBe(totalBefore);
    const second = await newStay(ctx, admin, {
      resort: world.resort,
      from: '2031-03-10',
      to: '2031-03-14',
      rooms: [{ room: world.R2! }],
    });
    const other = second.rooms[0]!.guests[0]!.customer;
    const [again] = await log([dive(other, '2031-03-11', '09:00')]);
    expect((await booking(second.id)).total).toBe(second.total + 4500);
    expect((await call('DELETE', `/api/divelog/${again!.id}`)).statusCode).toBe(204);
    const reversed = await booking(second.id);
    expect(diveLines(reversed)).toEqual([]);
    expect(reversed.total).toBe(second.total);
    expect((await call('GET', `/api/divelog/${again!.id}`)).statusCode).toBe(404);
    const history = await call('GET', `/api/bookings/${second.id}/history`);
    expect(history.statusCode, history.body).toBe(200);
  });

  it('uses a PerDive package on the booking first, then charges', async () => {
    const stay = await newStay(ctx, admin, {
      resort: world.resort,
      from: '2031-04-01',
      to: '2031-04-03',
      rooms: [{ room: world.R1! }],
    });
    const diver = stay.rooms[0]!.guests[0]!.customer;
    // Two dives paid with the booking: the package product, quantity fixed at 2 per guest by hand.
    const sold = await call('POST', `/api/bookings/${stay.id}/product/pkg-2-dives`, {
      version: stay.version,
      name: '2-dive package',
      price: { amount: 8000, currency: 'EUR' },
      addRule: 'PerDive',
      quantity: 1,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const withPackage = sold.json() as BookingDetail;
    // Two nights: dive days = 2 + 1 − 3 = 0 by SPEC §9's defaults; the operator sets one day without dives.
    await ctx.services.settings.put('dive', 'daysWithoutDives', '2');
    await ctx.services.settings.put('dive', 'divesPerDay', '2');
    ctx.services.settings.invalidate();
    // 2 nights + 1 − 2 = 1 dive day × 2 dives = 2 dives in the package.
    const logged = await log([
      dive(diver, '2031-04-01', '08:00'),
      dive(diver, '2031-04-01', '11:00'),
      dive(diver, '2031-04-02', '08:00'),
    ]);
    expect(logged.map((d) => d.billing)).toEqual(['package', 'package', 'charged']);
    expect(logged[0]!.packageProduct).toBe('pkg-2-dives');
    const after = await booking(stay.id);
    expect(diveLines(after)).toHaveLength(1);
    expect(after.total).toBe(withPackage.total + 4500);
    // Deleting a package dive gives it back: the next dive is from the package again, not charged.
    expect((await call('DELETE', `/api/divelog/${logged[0]!.id}`)).statusCode).toBe(204);
    expect((await booking(stay.id)).total).toBe(withPackage.total + 4500);
    const [next] = await log([dive(diver, '2031-04-02', '14:00')]);
    expect(next!.billing).toBe('package');
    await ctx.services.settings.put('dive', 'daysWithoutDives', '3');
    await ctx.services.settings.put('dive', 'divesPerDay', '3');
    ctx.services.settings.invalidate();
  });

  it('logs and charges the same dive sent twice at once only once', async () => {
    const stay = await newStay(ctx, admin, {
      resort: world.resort,
      from: '2031-05-01',
      to: '2031-05-05',
      rooms: [{ room: world.R3! }],
    });
    const diver = stay.rooms[0]!.guests[0]!.customer;
    const body = { entries: [dive(diver, '2031-05-02', '08:30')] };
    const answers = await Promise.all([
      call('POST', '/api/divelog', body),
      call('POST', '/api/divelog', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const after = await booking(stay.id);
    expect(diveLines(after)).toHaveLength(1);
    expect(after.total).toBe(stay.total + 4500);
    const list = await call(
      'GET',
      `/api/divelog?filter=${encodeURIComponent(JSON.stringify({ customer: diver }))}`,
    );
    expect(list.json().total).toBe(1);
    // Two different dives of two guests of one booking at once: both charged, nothing lost.
    const pair = await newStay(ctx, admin, {
      resort: world.resort,
      from: '2031-05-10',
      to: '2031-05-14',
      rooms: [
        {
          room: world.Dorm!,
          guests: [(await newCustomer(ctx, admin)).id, (await newCustomer(ctx, admin)).id],
        },
      ],
    });
    const [a, b] = pair.rooms[0]!.guests.map((g) => g!.customer);
    const both = await Promise.all([
      call('POST', '/api/divelog', { entries: [dive(a!, '2031-05-11', '08:30')] }),
      call('POST', '/api/divelog', { entries: [dive(b!, '2031-05-11', '08:30')] }),
    ]);
    expect(both.map((x) => x.statusCode)).toEqual([201, 201]);
    const paired = await booking(pair.id);
    expect(diveLines(paired)).toHaveLength(2);
    expect(paired.total).toBe(pair.total + 9000);
  });

  it('logs a dive without a booking unbilled, and the on-site dives of a room booking on it', async () => {
    const dayGuest = await newCustomer(ctx, admin);
    const [free] = await log([dive(dayGuest.id, '2031-06-01', '08:30')]);
    expect(free).toMatchObject({ booking: null, billing: 'none' });

    const stay = await newStay(ctx, admin, {
      resort: world.resort,
      from: '2031-06-10',
      to: '2031-06-12',
      rooms: [{ room: world.R1! }],
    });
    const roomId = stay.rooms[0]!.id;
    const diver = stay.rooms[0]!.guests[0]!.customer;
    const onsite = await call('POST', `/api/bookings/onsite/${roomId}/dives`, {
      entries: [dive(diver, '2031-06-11', '08:30')],
    });
    expect(onsite.statusCode, onsite.body).toBe(201);
    expect(onsite.json().entries[0]).toMatchObject({ booking: stay.id, billing: 'charged' });
    const stranger = await call('POST', `/api/bookings/onsite/${roomId}/dives`, {
      entries: [dive(dayGuest.id, '2031-06-11', '14:00')],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields[0].path).toBe('entries.0.customer');
  });

  it('refuses unknown references and corrects depth and times inline at the version seen', async () => {
    const guest = await newCustomer(ctx, admin);
    const bad = await call('POST', '/api/divelog', {
      entries: [dive(guest.id, '2031-07-01', '08:30', { diveSite: '00000000-0000-4000-8000-000000000000' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: expect.any(String), statusCode: 400, path: '/api/divelog' });
    expect(bad.json().fields[0].path).toBe('entries.0.diveSite');

    const [logged] = await log([dive(guest.id, '2031-07-01', '08:30')]);
    const fixed = await call('POST', `/api/divelog/${logged!.id}`, {
      version: logged!.version,
      depth: 24.5,
      end: '09:41',
      airMix: 32,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      depth: 24.5,
      end: '09:41',
      airMix: 32,
      version: logged!.version + 1,
    });
    const stale = await call('POST', `/api/divelog/${logged!.id}`, { version: logged!.version, depth: 10 });
    expect(stale.statusCode).toBe(409);
    const backwards = await call('POST', `/api/divelog/${logged!.id}`, {
      version: logged!.version + 1,
      end: '08:00',
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('overview and statistics', () => {
  it('count dives, divers, boats, sites and nitrox per day and per group', async () => {
    const [x, y] = [await newCustomer(ctx, admin), await newCustomer(ctx, admin)];
    await log([
      dive(x.id, '2032-01-10', '08:00', { depth: 20 }),
      dive(x.id, '2032-01-10', '11:00', { type: nitroxDive, airMix: 32, depth: 30 }),
      dive(y.id, '2032-01-10', '08:00', { depth: 10 }),
      dive(y.id, '2032-01-11', '08:00', { boat: null, depth: 12 }),
    ]);
    const overview = await call('GET', '/api/divelog/overview?from=2032-01-01&to=2032-01-31');
    expect(overview.statusCode, overview.body).toBe(200);
    const body = overview.json() as DiveOverview;
    expect(body.days).toEqual([
      { date: '2032-01-10', dives: 3, divers: 2, boats: 1, sites: 1, nitroxDives: 1 },
      { date: '2032-01-11', dives: 1, divers: 1, boats: 0, sites: 1, nitroxDives: 0 },
    ]);
    expect(body.total).toEqual({ dives: 4, divers: 2, boats: 1, sites: 1, nitroxDives: 1 });

    const byType = await call('GET', '/api/divelog/statistics?from=2032-01-01&to=2032-01-31&groupBy=type');
    expect(byType.statusCode, byType.body).toBe(200);
    const rows = byType.json().rows as {
      label: string;
      dives: number;
      divers: number;
      nitroxShare: number;
    }[];
    expect(rows.find((r) => r.label === 'Boat dive')).toMatchObject({ dives: 3, divers: 2, nitroxShare: 0 });
    expect(rows.find((r) => r.label === 'Nitrox dive')).toMatchObject({
      dives: 1,
      divers: 1,
      nitroxShare: 1,
    });
    const byMonth = await call('GET', '/api/divelog/statistics?from=2032-01-01&to=2032-01-31&groupBy=month');
    expect(byMonth.json().rows).toEqual([
      {
        key: '2032-01',
        label: '2032-01',
        dives: 4,
        divers: 2,
        nitroxDives: 1,
        nitroxShare: 0.25,
        averageDepth: 18,
      },
    ]);
    const csv = await call(
      'GET',
      '/api/divelog/statistics?from=2032-01-01&to=2032-01-31&groupBy=site&export=csv',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Batu Bolong');
  });

  it('count divers per level: each written certification once per diver, merged by level', async () => {
    const card = async (certificationLevel: string) => {
      const res = await call('POST', '/api/customer', {
        masterData: { firstName: certificationLevel || 'Nocard', lastName: 'Level' },
        contact: {},
        address: {},
        passport: {},
        diver: { certificationLevel },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };
    const [padi, cmas, rescue, none] = [
      await card('Advanced Open Water Diver'),
      await card('CMAS ** Diver'),
      await card('Rescue Diver'),
      await card(''),
    ];
    await log([
      dive(padi.id, '2033-02-10', '08:00', { depth: 20 }),
      dive(padi.id, '2033-02-10', '11:00', { type: nitroxDive, airMix: 32, depth: 30 }),
      dive(padi.id, '2033-02-11', '08:00', { depth: null }),
      dive(cmas.id, '2033-02-10', '08:00', { depth: 10 }),
      dive(rescue.id, '2033-02-12', '08:00', { depth: null }),
      dive(none.id, '2033-02-12', '08:00', { depth: 12.5 }),
      dive(none.id, '2033-02-13', '08:00', { depth: 12.6 }),
    ]);
    const byLevel = await call('GET', '/api/divelog/statistics?from=2033-02-01&to=2033-02-28&groupBy=level');
    expect(byLevel.statusCode, byLevel.body).toBe(200);
    // Levels merge in the order of the written certifications ('' first); a merged average weighs
    // each certification's average by its dives.
    expect(byLevel.json().rows).toEqual([
      {
        key: 'none',
        label: 'No certification',
        dives: 2,
        divers: 1,
        nitroxDives: 0,
        nitroxShare: 0,
        averageDepth: 12.6,
      },
      {
        key: 'advancedOpenWater',
        label: 'Advanced Open Water',
        dives: 4,
        divers: 2,
        nitroxDives: 1,
        nitroxShare: 0.25,
        averageDepth: 21.3,
      },
      {
        key: 'rescue',
        label: 'Rescue',
        dives: 1,
        divers: 1,
        nitroxDives: 0,
        nitroxShare: 0,
        averageDepth: null,
      },
    ]);
  });
});

describe('access', () => {
  it('asks divelog scopes for each call, refuses agents and guests, and is off with the feature', async () => {
    const reader = await newUser(ctx, admin, 'dive-reader@test.local', ['divelog.read']);
    const guest = await newCustomer(ctx, admin);
    expect((await call('GET', '/api/divelog', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/divelog/overview', undefined, reader)).statusCode).toBe(200);
    const refused = await call(
      'POST',
      '/api/divelog',
      { entries: [dive(guest.id, '2033-01-01', '08:00')] },
      reader,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().description).toBe('FORBIDDEN_RESSOURCE');
    const nobody = await newUser(ctx, admin, 'no-dive@test.local', ['bookings.read']);
    for (const url of ['/api/divelog', '/api/divelog/overview', '/api/divelog/statistics'])
      expect((await call('GET', url, undefined, nobody)).statusCode, url).toBe(403);
    const made = await call('POST', '/api/agency', { name: 'Reef Travel', type: 'travel' });
    expect(made.statusCode, made.body).toBe(201);
    const agent = await newUser(ctx, admin, 'dive-agent@test.local', ['agencies.self', 'bookings.create'], {
      userType: 'agency',
      agency: made.json().id,
    });
    expect((await call('GET', '/api/divelog', undefined, agent)).statusCode).toBe(403);
    expect((await call('POST', '/api/divelog', { entries: [] }, agent)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/divelog' })).statusCode).toBe(401);

    await ctx.services.settings.put('features', 'diveLog', 'false');
    ctx.services.settings.invalidate();
    expect((await call('GET', '/api/divelog')).statusCode).toBe(404);
    expect((await call('GET', '/api/divelog/overview')).statusCode).toBe(404);
    await ctx.services.settings.put('features', 'diveLog', 'true');
    ctx.services.settings.invalidate();
  });
});
