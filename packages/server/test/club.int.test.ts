import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The club's member area (issue 37, feature crmMaster): a guest's own login reads its own bookings,
 * invoices, dives, points, codes and contests through /api/club/*, changes its own data, and never
 * reaches another member's — every club call is walked as the other member and as staff.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let anna: { id: string };
let ben: { id: string };
let annaLogin: string;
let benLogin: string;
let annaBooking: string;
let benBooking: string;
let annaInvoice: string;
let benInvoice: string;
let contest: string;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
const ok = async (method: Method, url: string, payload?: object, token = admin) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ctx.services.clock.now = () => new Date('2026-06-15T10:00:00Z');
  for (const feature of ['crmMaster', 'contest', 'loyalityProgram', 'diveLog'])
    await ctx.services.settings.put('features', feature, 'true');
  world = await resortWorld(ctx, admin);
  anna = await newCustomer(ctx, admin, { firstName: 'Anna', lastName: 'Member', email: 'anna@club.test' });
  ben = await newCustomer(ctx, admin, { firstName: 'Ben', lastName: 'Member', email: 'ben@club.test' });
  const member = (email: string, customer: string) =>
    newUser(ctx, admin, email, ['customers.self', 'users.self'], { userType: 'customer', customer });
  annaLogin = await member('anna@club.test', anna.id);
  benLogin = await member('ben@club.test', ben.id);
  // Anna books a room for herself and Ben; Ben books one of his own.
  annaBooking = (
    await newStay(ctx, admin, {
      resort: world.resort!,
      from: '2026-07-01',
      to: '2026-07-08',
      rooms: [{ room: world.R1!, guests: [anna.id, ben.id] }],
    })
  ).id;
  benBooking = (
    await newStay(ctx, admin, {
      resort: world.resort!,
      from: '2026-08-01',
      to: '2026-08-05',
      rooms: [{ room: world.R2!, guests: [ben.id] }],
    })
  ).id;
  await ok('POST', '/api/company', { name: 'Coral Bay Resort GmbH' });
  await ok('POST', '/api/tax', { name: 'Standard 19 %', percent: 19, category: 'S', isDefault: true });
  annaInvoice = (await ok('POST', `/api/bookings/${annaBooking}/invoice`, {})).id;
  benInvoice = (await ok('POST', `/api/bookings/${benBooking}/invoice`, {})).id;
  const product = await ok('POST', '/api/product', {
    name: 'Boat dive',
    amount: 4500,
    currency: 'EUR',
    addRule: 'PerDive',
  });
  const type = await ok('POST', '/api/divetype', { name: 'Boat dive', kind: 'boat', product: product.id });
  const site = await ok('POST', '/api/divesite', { name: 'House reef', area: 'Coral Bay', depthMax: 30 });
  await ok('POST', '/api/divelog', {
    entries: [
      {
        date: '2026-06-10',
        start: '08:00',
        end: '09:00',
        type: type.id,
        customer: anna.id,
        resort: world.resort,
        diveSite: site.id,
        depth: 21,
      },
      {
        date: '2026-06-11',
        start: '08:00',
        end: '09:00',
        type: type.id,
        customer: ben.id,
        resort: world.resort,
      },
    ],
  });
  contest = (
    await ok('POST', '/api/contest', {
      name: 'Win a week',
      from: '2026-06-01',
      to: '2026-06-30',
      prize: { en: 'A week', de: 'Eine Woche' },
      terms: { en: 'Once', de: 'Einmal' },
    })
  ).id;
  await ok('POST', '/api/contest', { name: 'Last year', from: '2025-06-01', to: '2025-06-30' });
}, 120_000);
afterAll(() => ctx?.close());

describe('the member area', () => {
  it('names the member and the parts of the club that run', async () => {
    const me = await ok('GET', '/api/club/member', undefined, annaLogin);
    expect(me).toMatchObject({
      customer: anna.id,
      name: 'Anna Member',
      email: 'anna@club.test',
      parts: { loyalty: true, contests: true, dives: true, referral: true },
    });
  });

  it("lists the member's bookings as booker and as guest, with money only on their own", async () => {
    const annas = await ok('GET', '/api/club/bookings', undefined, annaLogin);
    expect(annas.map((b: { booking: string }) => b.booking)).toEqual([annaBooking]);
    expect(annas[0]).toMatchObject({ booker: true, place: 'Coral Bay', from: '2026-07-01' });
    expect(annas[0].total).toBeGreaterThan(0);
    expect(annas[0].open).toBe(annas[0].total);
    const bens = await ok('GET', '/api/club/bookings', undefined, benLogin);
    expect(bens.map((b: { booking: string }) => b.booking)).toEqual([benBooking, annaBooking]);
    const asGuest = bens.find((b: { booking: string }) => b.booking === annaBooking);
    expect(asGuest).toMatchObject({ booker: false, total: 0, open: 0 });
  });

  it("lists the member's invoices with what is open, and opens only those", async () => {
    const list = await ok('GET', '/api/club/invoices', undefined, annaLogin);
    expect(list.map((i: { id: string }) => i.id)).toEqual([annaInvoice]);
    expect(list[0].open).toBe(list[0].gross);
    const one = await ok('GET', `/api/club/invoices/${annaInvoice}`, undefined, annaLogin);
    expect(one).toMatchObject({ id: annaInvoice, payer: { name: 'Anna Member' } });
    const pdf = await call('GET', `/api/club/invoices/${annaInvoice}/pdf`, annaLogin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Ben travels on Anna's booking, but the invoice is hers: unknown to him, as a made-up id.
    for (const url of [`/api/club/invoices/${annaInvoice}`, `/api/club/invoices/${annaInvoice}/pdf`])
      expect((await call('GET', url, benLogin)).statusCode).toBe(404);
    expect((await call('POST', `/api/club/invoices/${annaInvoice}/checkout`, benLogin)).statusCode).toBe(404);
    expect((await call('GET', `/api/club/invoices/${benInvoice}`, annaLogin)).statusCode).toBe(404);
  });

  it("reads the member's dives and hands them out as UDDF", async () => {
    const dives = await ok('GET', '/api/club/dives', undefined, annaLogin);
    expect(dives).toEqual([
      expect.objectContaining({ date: '2026-06-10', site: 'House reef', depth: 21, kind: 'Boat dive' }),
    ]);
    const file = await call('GET', '/api/club/dives/uddf', annaLogin);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<uddf');
    expect(file.body).toContain('2026-06-10');
    expect(file.body).not.toContain('2026-06-11');
  });

  it('lists the contests open today, and one entered stays listed as entered', async () => {
    const before = await ok('GET', '/api/club/contests', undefined, annaLogin);
    expect(before).toEqual([expect.objectContaining({ id: contest, state: 'open', entered: false })]);
    const entered = await call('POST', `/api/contest/${contest}/subscribe`, annaLogin, {});
    expect(entered.statusCode, entered.body).toBe(204);
    const after = await ok('GET', '/api/club/contests', undefined, annaLogin);
    expect(after).toEqual([expect.objectContaining({ id: contest, entered: true })]);
    expect((await ok('GET', '/api/club/contests', undefined, benLogin))[0].entered).toBe(false);
  });

  it("shows the member's points and codes", async () => {
    const points = await ok('GET', '/api/club/loyalty', undefined, annaLogin);
    expect(points).toMatchObject({ customer: anna.id });
    await ok('POST', '/api/referral', {
      customer: anna.id,
      code: 'ANNA2026',
      rewardAmount: 5000,
      active: true,
    });
    const codes = await ok('GET', '/api/club/referrals', undefined, annaLogin);
    expect(codes.codes.map((c: { code: string }) => c.code)).toEqual(['ANNA2026']);
    expect((await ok('GET', '/api/club/referrals', undefined, benLogin)).codes).toEqual([]);
  });

  it('gives a member without a code one to share, once however often they ask at once', async () => {
    const asked = await Promise.all([1, 2].map(() => call('POST', '/api/club/referrals', benLogin)));
    expect(asked.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const { codes } = asked[0]!.json();
    expect(codes).toEqual([expect.objectContaining({ active: true, uses: 0 })]);
    expect(codes[0].code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
    expect(asked[1]!.json().codes).toEqual(codes);
    // On the terms of the operator's newest code (Anna's), for staff to see like any other.
    const stored = await ok('GET', `/api/referral/${codes[0].id}`);
    expect(stored).toMatchObject({ customer: ben.id, rewardAmount: 5000, rewardCurrency: 'EUR' });
    const again = await call('POST', '/api/club/referrals', benLogin);
    expect(again.statusCode).toBe(200);
    expect(again.json().codes).toEqual(codes);
    // A member whose only code is switched off gets a new one.
    await ok('POST', `/api/referral/${codes[0].id}`, { ...stored, active: false });
    const fresh = await call('POST', '/api/club/referrals', benLogin);
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json().codes).toHaveLength(2);
  });

  it('lets the member change their own data on the version they read, kept in the history', async () => {
    const data = await ok('GET', '/api/club/data', undefined, annaLogin);
    expect(data.masterData).not.toHaveProperty('permanentAge');
    const changed = await ok(
      'POST',
      '/api/club/data',
      {
        ...data,
        contact: { ...data.contact, phone: '+49 170 1234567' },
        address: { ...data.address, city: 'Hamburg' },
      },
      annaLogin,
    );
    expect(changed).toMatchObject({
      contact: { phone: '+49 170 1234567' },
      address: { city: 'Hamburg' },
      version: data.version + 1,
    });
    const stale = await call('POST', '/api/club/data', annaLogin, data);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ description: 'STALE_VERSION' });
    const record = await ok('GET', `/api/customer/${anna.id}`);
    expect(record).toMatchObject({ fullName: 'Anna Member', address: { city: 'Hamburg' } });
    const history = await ok('GET', `/api/customer/${anna.id}/diff/0`);
    expect(JSON.stringify(history)).toContain('Hamburg');
    const bad = await call('POST', '/api/club/data', annaLogin, {
      ...changed,
      contact: { ...changed.contact, email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('who reaches the club', () => {
  const GETS = [
    '/api/club/member',
    '/api/club/data',
    '/api/club/bookings',
    '/api/club/invoices',
    '/api/club/dives',
    '/api/club/dives/uddf',
    '/api/club/loyalty',
    '/api/club/referrals',
    '/api/club/contests',
  ];

  it('refuses staff (even the admin: it has no customer of its own) and anonymous callers', async () => {
    const staff = await newUser(ctx, admin, 'desk@club.test', ['customers.read', 'bookings.read']);
    for (const url of GETS) {
      expect((await call('GET', url, admin)).statusCode, url).toBe(403);
      expect((await call('GET', url, staff)).statusCode, url).toBe(403);
      expect((await ctx.request({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await call('POST', '/api/club/referrals', admin)).statusCode).toBe(403);
    expect((await call('POST', '/api/club/referrals', staff)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'POST', url: '/api/club/referrals' })).statusCode).toBe(401);
  });

  it('is closed while the club is switched off', async () => {
    await ctx.services.settings.put('features', 'crmMaster', 'false');
    try {
      const res = await call('GET', '/api/club/member', annaLogin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ description: 'FEATURE_DISABLED' });
    } finally {
      await ctx.services.settings.put('features', 'crmMaster', 'true');
    }
  });
});
