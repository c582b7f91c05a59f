import type {
  DiveLogRecord,
  DivePlan,
  DivePlanDayAnswer,
  DivePlanGuest,
  DivePlanHistoryEntry,
} from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Dive plans (issue 34): a day's dives per resort with the divers on each, every eligibility reason,
 * the override with its history, a boat's seats refused, the head count's close, the printed list
 * and who may reach any of it.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let plan: DivePlan;
const ids: Record<string, string> = {};
const DAY = '2027-03-10';

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

async function ok<T>(method: Method, url: string, payload?: object, status = 200): Promise<T> {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json() as T;
}

const create = async (path: string, payload: object) =>
  (await ok<{ id: string }>('POST', `/api/${path}`, payload, 201)).id;

/** A customer with a diver group as the guest form would have brought it. */
async function diver(firstName: string, data: Record<string, unknown>, gear: Record<string, unknown> = {}) {
  return create('customer', {
    masterData: { firstName, lastName: 'Diver' },
    contact: {},
    address: {},
    passport: {},
    diver: {
      certificationAgency: 'PADI',
      certificationLevel: 'Advanced Open Water',
      dives: 120,
      lastDive: '2026-12-01',
      nitrox: true,
      emergencyName: `${firstName}'s sister`,
      emergencyPhone: '+49 30 1234',
      ...data,
    },
    gear,
  });
}

/** A sent guest form for the customer: the medical answers, the physician's form, the waiver. */
async function sentForm(
  booking: string,
  customer: string,
  form: { yes?: boolean; physician?: boolean; signed?: boolean },
) {
  await ctx.services.database.db.insert(schema.guestForms).values({
    booking,
    bed: 0,
    customer,
    state: 'submitted',
    submittedAt: new Date('2027-03-01T10:00:00Z'),
    data: {
      medical: { answers: { q1: false, q2: Boolean(form.yes) } },
      files: form.physician ? { physicianForm: '00000000-0000-4000-8000-000000000001' } : {},
      consent: form.signed !== false,
      signature: form.signed === false ? '' : 'data:image/png;base64,AAAA',
    } as never,
  });
}

const diverOf = (p: DivePlan, customer: string) => {
  const found = p.dives.flatMap((d) => d.divers).find((d) => d.customer === customer);
  expect(found, `diver ${customer}`).toBeDefined();
  return found!;
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  // 03:00 in Berlin on the plan's day.
  ctx.services.clock.now = () => new Date(`${DAY}T02:00:00Z`);
  world = await resortWorld(ctx, admin);
  ids.bigBoat = await create('diveboat', { name: 'Komodo Explorer', seats: 20, resort: world.resort });
  ids.smallBoat = await create('diveboat', { name: 'Little Skiff', seats: 2, resort: world.resort });
  ids.deepSite = await create('divesite', { name: 'Batu Bolong', level: 'advancedOpenWater', minDives: 30 });
  ids.houseReef = await create('divesite', { name: 'House Reef', level: 'none', resort: world.resort });
  ids.nitrox = await create('divetype', { name: 'Nitrox dive', kind: 'nitrox' });
  ids.boatDive = await create('divetype', { name: 'Boat dive', kind: 'boat' });
  ids.guide = await create('employee', {
    firstName: 'Gita',
    lastName: 'Guide',
    role: 'divemaster',
    resort: world.resort,
  });

  ids.ann = await diver('Ann', {});
  ids.ben = await diver('Ben', { certificationLevel: 'Open Water Diver' });
  ids.cid = await diver('Cid', { lastDive: '2025-02-01' });
  ids.dee = await diver('Dee', { dives: 12 });
  ids.eve = await diver('Eve', { nitrox: false });
  ids.fay = await diver('Fay', {});
  ids.gus = await diver('Gus', {}, { wetsuit: 'L', fins: 'EU 44' });
  ids.day = await diver('Dayguest', {});
  const stay = await newStay(ctx, admin, {
    resort: world.resort,
    from: '2027-03-08',
    to: '2027-03-14',
    rooms: [
      { room: world.R1, guests: [ids.ann, ids.ben] },
      { room: world.R2, guests: [ids.cid, ids.dee] },
      { room: world.R3, guests: [ids.eve, ids.fay] },
      { room: world.Dorm, guests: [ids.gus] },
    ],
  });
  ids.stay = stay.id;
  for (const c of ['ann', 'ben', 'cid', 'dee', 'eve', 'day']) await sentForm(stay.id, ids[c]!, {});
  await sentForm(stay.id, ids.fay!, { yes: true });
  // Gus sent none: no waiver.
}, 120_000);
afterAll(() => ctx?.close());

describe('a day’s plan', () => {
  it('proposes the planning default of 3 dives for a new day, once per day and resort', async () => {
    const none = await ok<DivePlanDayAnswer>('GET', `/api/diveplan/day?date=${DAY}&resort=${world.resort}`);
    expect(none).toEqual({ plan: null, divesPerDay: 3 });
    plan = await ok<DivePlan>('POST', '/api/diveplan', { date: DAY, resort: world.resort }, 201);
    expect(plan.dives.map((d) => d.time)).toEqual(['08:00', '11:00', '14:30']);
    expect(plan.dives.every((d) => d.divers.length === 0 && d.minutes === 60)).toBe(true);
    const twice = await call('POST', '/api/diveplan', { date: DAY, resort: world.resort });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().description).toBe('DUPLICATE');
    const neither = await call('POST', '/api/diveplan', { date: DAY });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().fields).toEqual([
      expect.objectContaining({ path: 'resort', code: 'divePlanAsset' }),
    ]);
    const day = await ok<DivePlanDayAnswer>('GET', `/api/diveplan/day?date=${DAY}&resort=${world.resort}`);
    expect(day.plan?.id).toBe(plan.id);
  });

  it('offers the guests in house that day and finds day guests by name', async () => {
    const guests = await ok<DivePlanGuest[]>(
      'GET',
      `/api/diveplan/guests?date=${DAY}&resort=${world.resort}`,
    );
    expect(guests.map((g) => g.fullName).sort()).toEqual(
      ['Ann', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus'].map((n) => `${n} Diver`),
    );
    expect(guests.find((g) => g.customer === ids.ben)).toMatchObject({
      source: 'inHouse',
      level: 'openWater',
      room: 'R1',
      checkedIn: false,
    });
    // The day after departure nobody is in house.
    expect(await ok('GET', `/api/diveplan/guests?date=2027-03-14&resort=${world.resort}`)).toEqual([]);
    const found = await ok<DivePlanGuest[]>(
      'GET',
      `/api/diveplan/guests?date=${DAY}&resort=${world.resort}&search=dayg`,
    );
    expect(found.filter((g) => g.source === 'dayGuest').map((g) => g.customer)).toEqual([ids.day]);
  });

  it('sets a dive’s site, type, boat, guide and refuses a boat of another place', async () => {
    const [first] = plan.dives;
    plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/dives/${first!.id}`, {
      site: ids.deepSite,
      type: ids.nitrox,
      boat: ids.bigBoat,
      guide: ids.guide,
      crew: [ids.guide],
    });
    expect(plan.dives[0]).toMatchObject({
      siteName: 'Batu Bolong',
      typeKind: 'nitrox',
      boatName: 'Komodo Explorer',
      seats: 20,
      guideName: 'Gita Guide',
      crew: [{ id: ids.guide, name: 'Gita Guide' }],
    });
    const otherResort = await create('resort', { name: 'Elsewhere' });
    const foreign = await create('diveboat', { name: 'Foreign boat', seats: 5, resort: otherResort });
    const refused = await call('POST', `/api/diveplan/${plan.id}/dives/${first!.id}`, { boat: foreign });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].path).toBe('boat');
  });
});

describe('eligibility', () => {
  it('shows every reason per diver: level, last dive, logged dives, nitrox, medical, waiver', async () => {
    const dive = plan.dives[0]!.id;
    for (const c of ['ann', 'ben', 'cid', 'dee', 'eve', 'fay', 'gus'])
      plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/dives/${dive}/divers`, {
        customer: ids[c],
        nitroxMix: 'EAN32',
      });
    const standing = (c: string) => {
      const d = diverOf(plan, ids[c]!);
      return [d.eligibility, d.findings.map((f) => f.reason)];
    };
    expect(standing('ann')).toEqual(['ok', []]);
    expect(standing('ben')).toEqual(['block', ['level']]);
    expect(diverOf(plan, ids.ben!).findings[0]!.params).toEqual({
      has: 'openWater',
      needs: 'advancedOpenWater',
    });
    expect(standing('cid')).toEqual(['warning', ['lastDive']]);
    expect(diverOf(plan, ids.cid!).findings[0]!.params).toEqual({ last: '2025-02-01', months: 12 });
    expect(standing('dee')).toEqual(['block', ['minDives']]);
    expect(diverOf(plan, ids.dee!).findings[0]!.params).toEqual({ has: 12, needs: 30 });
    expect(standing('eve')).toEqual(['block', ['nitrox']]);
    expect(standing('fay')).toEqual(['block', ['medical']]);
    expect(standing('gus')).toEqual(['block', ['waiver']]);
    // A diver is on a dive once.
    const twice = await call('POST', `/api/diveplan/${plan.id}/dives/${dive}/divers`, { customer: ids.ann });
    expect(twice.statusCode).toBe(409);
    // On a nitrox dive a diver breathes the usual mix unless another is named; taken off again.
    plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/dives/${dive}/divers`, { customer: ids.day });
    const day = diverOf(plan, ids.day!);
    expect(day.nitroxMix).toBe('EAN32');
    plan = await ok<DivePlan>('DELETE', `/api/diveplan/${plan.id}/divers/${day.id}`);
    expect(plan.dives[0]!.divers.map((d) => d.customer)).not.toContain(ids.day);
    const history = await ok<DivePlanHistoryEntry[]>('GET', `/api/diveplan/${plan.id}/history`);
    expect(history.slice(-2)).toMatchObject([
      { action: 'diverAdded', details: { diver: 'Dayguest Diver', time: '08:00' } },
      { action: 'diverRemoved', details: { diver: 'Dayguest Diver', time: '08:00' } },
    ]);
  });

  it('counts the dives logged with us before the day, beside what the diver declared', async () => {
    // Cid declared a last dive two years back; the day before, Cid dived with us.
    const logged = await call('POST', '/api/divelog', {
      entries: [
        {
          date: '2027-03-09',
          start: '08:30',
          end: '09:30',
          type: ids.boatDive,
          customer: ids.cid,
          depth: 16,
          diveSite: ids.houseReef,
          resort: world.resort,
        },
      ],
    });
    expect(logged.statusCode, logged.body).toBe(201);
    plan = await ok<DivePlan>('GET', `/api/diveplan/${plan.id}`);
    expect(diverOf(plan, ids.cid!).eligibility).toBe('ok');
  });

  it('lets a user who changes plans override a block with a reason the history keeps', async () => {
    const gus = diverOf(plan, ids.gus!);
    const reader = await newUser(ctx, admin, 'reader@dive.test', ['diveplan.read']);
    const refused = await call(
      'POST',
      `/api/diveplan/${plan.id}/divers/${gus.id}/override`,
      { reason: 'Signed on paper' },
      reader,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().description).toBe('FORBIDDEN_RESSOURCE');
    const noReason = await call('POST', `/api/diveplan/${plan.id}/divers/${gus.id}/override`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const ann = diverOf(plan, ids.ann!);
    const nothing = await call('POST', `/api/diveplan/${plan.id}/divers/${ann.id}/override`, {
      reason: 'Why not',
    });
    expect(nothing.statusCode).toBe(400);

    plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/divers/${gus.id}/override`, {
      reason: 'Waiver signed on paper at the jetty',
    });
    const after = diverOf(plan, ids.gus!);
    // Still shows why, but no longer blocks.
    expect(after.eligibility).toBe('warning');
    expect(after.findings.map((f) => f.reason)).toEqual(['waiver']);
    expect(after.override).toMatchObject({
      reason: 'Waiver signed on paper at the jetty',
      by: 'Administrator',
    });
    const history = await ok<DivePlanHistoryEntry[]>('GET', `/api/diveplan/${plan.id}/history`);
    expect(history.find((h) => h.action === 'override')).toMatchObject({
      actorName: 'Administrator',
      details: {
        diver: 'Gus Diver',
        blocks: 'waiver',
        reason: 'Waiver signed on paper at the jetty',
        time: '08:00',
      },
    });
  });
});

describe('boat seats', () => {
  it('refuses a diver over the boat’s seats, on adding, moving and changing the boat', async () => {
    const second = plan.dives[1]!.id;
    plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/dives/${second}`, {
      boat: ids.smallBoat,
      site: ids.houseReef,
      type: ids.boatDive,
    });
    for (const c of ['ann', 'cid'])
      plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/dives/${second}/divers`, {
        customer: ids[c],
      });
    const full = await call('POST', `/api/diveplan/${plan.id}/dives/${second}/divers`, { customer: ids.day });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      error: 'Conflict',
      statusCode: 409,
      description: 'DIVE_BOAT_FULL',
      params: { boat: 'Little Skiff', seats: 2, divers: 3 },
      path: `/api/diveplan/${plan.id}/dives/${second}/divers`,
      method: 'POST',
    });
    expect(full.json().message).toContain('Little Skiff has 2 seats');
    const ben = diverOf(plan, ids.ben!);
    const moved = await call('POST', `/api/diveplan/${plan.id}/divers/${ben.id}/move`, { dive: second });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().description).toBe('DIVE_BOAT_FULL');
    const smaller = await call('POST', `/api/diveplan/${plan.id}/dives/${plan.dives[0]!.id}`, {
      boat: ids.smallBoat,
    });
    expect(smaller.statusCode).toBe(409);
    // Moving to a dive with room works; the diver leaves the old dive.
    const third = plan.dives[2]!.id;
    plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/divers/${ben.id}/move`, { dive: third });
    expect(plan.dives[2]!.divers.map((d) => d.customer)).toEqual([ids.ben]);
    expect(plan.dives[0]!.divers.map((d) => d.customer)).not.toContain(ids.ben);
  });
});

describe('head count', () => {
  it('counts the time since the dive’s end and refuses to close with a diver missing unless a reason is named', async () => {
    const second = plan.dives[1]!;
    // 11:00 Berlin + 60 minutes = 11:00 UTC; 25 minutes later.
    ctx.services.clock.now = () => new Date(`${DAY}T11:25:00Z`);
    plan = await ok<DivePlan>('GET', `/api/diveplan/${plan.id}`);
    expect(plan.dives[1]).toMatchObject({ endsAt: `${DAY}T11:00:00.000Z`, minutesSinceEnd: 25 });
    expect(plan.dives[2]!.minutesSinceEnd).toBeNull();

    const ann = diverOf(plan, ids.ann!);
    const annOnSecond = second.divers.find((d) => d.customer === ids.ann)!;
    expect(annOnSecond).toBeDefined();
    plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/divers/${annOnSecond.id}/back`, {
      back: true,
    });
    expect(plan.dives[1]!.divers.find((d) => d.id === annOnSecond.id)).toMatchObject({
      backOnBoardAt: `${DAY}T11:25:00.000Z`,
      backBy: 'Administrator',
    });
    expect(ann).toBeDefined();

    const refused = await call('POST', `/api/diveplan/${plan.id}/dives/${second.id}/close`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      description: 'DIVERS_NOT_BACK',
      params: { count: 1, names: 'Cid Diver' },
    });

    plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/dives/${second.id}/close`, {
      reason: 'Cid went ashore with the second boat',
    });
    expect(plan.dives[1]).toMatchObject({
      closedAt: `${DAY}T11:25:00.000Z`,
      closedBy: 'Administrator',
      closeReason: 'Cid went ashore with the second boat',
    });
    const history = await ok<DivePlanHistoryEntry[]>('GET', `/api/diveplan/${plan.id}/history`);
    expect(history.at(-1)).toMatchObject({
      action: 'closed',
      details: { time: '11:00', missing: 'Cid Diver', reason: 'Cid went ashore with the second boat' },
    });
    // A closed dive changes no more.
    const late = await call('POST', `/api/diveplan/${plan.id}/dives/${second.id}/divers`, {
      customer: ids.day,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().description).toBe('DIVE_CLOSED');
  });

  it('closes a dive with everybody back without a reason', async () => {
    const third = plan.dives[2]!;
    plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/divers/${third.divers[0]!.id}/back`, {
      back: true,
    });
    plan = await ok<DivePlan>('POST', `/api/diveplan/${plan.id}/dives/${third.id}/close`, {});
    expect(plan.dives[2]!.closedAt).not.toBeNull();
    expect(plan.dives[2]!.closeReason).toBe('');
  });
});

describe('the printed dive list', () => {
  it('prints boat, site, times, divers with level, gear, nitrox mix and emergency contact', async () => {
    const html = await call('POST', '/api/diveplan/print/divelist?format=html', {
      date: DAY,
      resort: world.resort,
    });
    expect(html.statusCode, html.body).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    for (const text of [
      'Komodo Explorer',
      'Batu Bolong',
      '08:00',
      'Gus Diver',
      'Advanced Open Water',
      'Wetsuit L',
      'EAN32',
      'Gus&#39;s sister',
    ])
      expect(html.body).toContain(text);
    const pdf = await call('POST', '/api/diveplan/print/divelist', { date: DAY, resort: world.resort });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sheet = await call('POST', '/api/diveplan/print/headcount?format=html', {
      date: DAY,
      resort: world.resort,
    });
    expect(sheet.body).toContain('Head count');
    const none = await call('POST', '/api/diveplan/print/divelist', {
      date: '2027-04-01',
      resort: world.resort,
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('logging a planned dive', () => {
  type Logged = { entries: DiveLogRecord[] };
  const logUrl = (dive: string) => `/api/diveplan/${plan.id}/dives/${dive}/log`;
  const loggedAt = async (start: string) =>
    (await ctx.services.database.db.select().from(schema.diveLogs)).filter(
      (row) => row.date === DAY && row.start === start,
    );

  it('logs every diver of a dive in one step, filled from the plan, and no one twice', async () => {
    plan = await ok<DivePlan>('GET', `/api/diveplan/${plan.id}`);
    const [morning, , afternoon] = plan.dives;
    // A dive without a type cannot be logged: the type names what is charged.
    const untyped = await call('POST', logUrl(afternoon!.id));
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().fields).toEqual([expect.objectContaining({ path: 'type' })]);

    const { entries } = await ok<Logged>('POST', logUrl(morning!.id), undefined, 201);
    expect(entries.map((e) => e.customer).sort()).toEqual(morning!.divers.map((d) => d.customer).sort());
    for (const entry of entries)
      expect(entry).toMatchObject({
        date: DAY,
        start: '08:00',
        end: '09:00',
        type: ids.nitrox,
        diveSite: ids.deepSite,
        boat: ids.bigBoat,
        diveGuide: ids.guide,
        crew: 'Gita Guide',
        resort: world.resort,
        sort: 1,
        airMix: 32,
        depth: null,
        booking: ids.stay,
      });
    plan = await ok<DivePlan>('GET', `/api/diveplan/${plan.id}`);
    const byCustomer = new Map(entries.map((e) => [e.customer, e.id]));
    for (const diver of plan.dives[0]!.divers) expect(diver.loggedDive).toBe(byCustomer.get(diver.customer));
    const history = await ok<DivePlanHistoryEntry[]>('GET', `/api/diveplan/${plan.id}/history`);
    expect(history.at(-1)).toMatchObject({
      action: 'logged',
      details: { time: '08:00', divers: entries.length },
    });

    const again = await ok<Logged>('POST', logUrl(morning!.id), undefined, 201);
    expect(again.entries).toEqual([]);
    expect(await loggedAt('08:00')).toHaveLength(entries.length);
  });

  it('counts a diver’s dives of the day and logs each diver once when two log at the same time', async () => {
    const second = plan.dives[1]!;
    const answers = await Promise.all([call('POST', logUrl(second.id)), call('POST', logUrl(second.id))]);
    for (const res of answers) expect([201, 409], res.body).toContain(res.statusCode);
    expect(answers.some((res) => res.statusCode === 201)).toBe(true);
    const rows = await loggedAt('11:00');
    expect(rows.map((r) => r.customer).sort()).toEqual(second.divers.map((d) => d.customer).sort());
    const onMorning = new Set(plan.dives[0]!.divers.map((d) => d.customer));
    for (const row of rows) expect(row.sort).toBe(onMorning.has(row.customer) ? 2 : 1);
  });

  it('keeps the mix a planner sets for a diver, and refuses one that is no breathing gas', async () => {
    const diver = plan.dives[0]!.divers[0]!;
    const url = `/api/diveplan/${plan.id}/divers/${diver.id}`;
    plan = await ok<DivePlan>('POST', url, { nitroxMix: 'EAN 36' });
    expect(plan.dives[0]!.divers.find((d) => d.id === diver.id)!.nitroxMix).toBe('EAN 36');
    for (const nitroxMix of ['EAN 12', 'banana', '32 % and more oxygen']) {
      const refused = await call('POST', url, { nitroxMix });
      expect(refused.statusCode, nitroxMix).toBe(400);
      expect(refused.json().fields[0].path).toBe('nitroxMix');
    }
    const history = await ok<DivePlanHistoryEntry[]>('GET', `/api/diveplan/${plan.id}/history`);
    expect(history.at(-1)).toMatchObject({ action: 'mixChanged', details: { mix: 'EAN 36', time: '08:00' } });
  });

  it('needs divelog.create, not only the plan’s scopes', async () => {
    const planner = await newUser(ctx, admin, 'logger@dive.test', ['diveplan.read', 'diveplan.update']);
    const res = await call('POST', logUrl(plan.dives[0]!.id), undefined, planner);
    expect(res.statusCode).toBe(403);
    expect(res.json().description).toBe('FORBIDDEN_RESSOURCE');
  });
});

describe('who may plan', () => {
  it('answers 401 to guests, 403 without diveplan.read and to agents, 404 when the dive centre is off', async () => {
    const url = `/api/diveplan/day?date=${DAY}&resort=${world.resort}`;
    expect((await call('GET', url, undefined, '')).statusCode).toBe(401);
    const nobody = await newUser(ctx, admin, 'nobody@dive.test', ['bookings.read']);
    const forbidden = await call('GET', url, undefined, nobody);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().description).toBe('FORBIDDEN_RESSOURCE');
    const agency = await create('agency', { name: 'Reef Travel' });
    const agent = await newUser(ctx, admin, 'agent@dive.test', ['agencies.self', 'bookings.create'], {
      userType: 'agency',
      agency,
    });
    expect((await call('GET', url, undefined, agent)).statusCode).toBe(403);
    expect((await call('POST', `/api/diveplan/${plan.id}/dives`, { time: '09:00' }, agent)).statusCode).toBe(
      403,
    );
    // A planner of another resort does not see this one's plan.
    const elsewhere = await newUser(ctx, admin, 'elsewhere@dive.test', ['diveplan.read'], {
      resorts: [await create('resort', { name: 'Far Away' })],
    });
    expect((await call('GET', `/api/diveplan/${plan.id}`, undefined, elsewhere)).statusCode).toBe(404);

    await ctx.services.settings.put('features', 'diveLog', 'false');
    ctx.services.settings.invalidate();
    const off = await call('GET', url);
    expect(off.statusCode).toBe(404);
    expect(off.json().description).toBe('FEATURE_DISABLED');
    await ctx.services.settings.put('features', 'diveLog', 'true');
    ctx.services.settings.invalidate();
    expect((await call('GET', url)).statusCode).toBe(200);
  });

  it('deletes a plan with diveplan.delete only', async () => {
    const planner = await newUser(ctx, admin, 'planner@dive.test', ['diveplan.read', 'diveplan.update']);
    expect((await call('DELETE', `/api/diveplan/${plan.id}`, undefined, planner)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/diveplan/${plan.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/diveplan/${plan.id}`)).statusCode).toBe(404);
  });
});
