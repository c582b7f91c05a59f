import type { CrmDashboard, CustomerReference } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The CRM lists (issue 37): customers narrowed by criteria in SQL (exact rows), within the reach of
 * the reader; saved filters private or shared; the CRM start's figures on a hand-made set; and a
 * customer's ids in connected systems, moved by a merge and gone with an erasure.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
const people: Record<string, string> = {};
/** A booking of each of these guests. */
const stays: Record<string, string> = {};
let gold: string;
let agency: string;
let agent: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

const today = (day: string) => {
  ctx.services.clock.now = () => new Date(`${day}T10:00:00Z`);
};

/** The names the customer list answers for the filter, by name. */
async function names(filter: Record<string, unknown>, token = admin, extra = ''): Promise<string[]> {
  const res = await call(
    'GET',
    `/api/customer?size=100&sort=sortName&filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`,
    undefined,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((row: { masterData: { firstName: string } }) => row.masterData.firstName);
}

async function setting(group: string, key: string, value: string) {
  const res = await call('POST', '/api/settings', { group, key, value });
  expect(res.statusCode, res.body).toBe(201);
}

async function person(
  key: string,
  data: { country: string; birthday: string | null; email: string; created: string },
  token = admin,
) {
  const made = await newCustomer(ctx, token, {
    firstName: key,
    lastName: 'Crm',
    birthday: data.birthday,
    email: data.email,
    addressCountry: data.country,
  });
  people[key] = made.id;
  // The record was added on that day (the database stamps the real time).
  await ctx.services.database.db.execute(
    sql`update customers set created_at = ${`${data.created}T09:00:00Z`}::timestamptz where id = ${made.id}`,
  );
}

const stay = (who: string, room: string, from: string, to: string) =>
  newStay(ctx, admin, {
    resort: world.resort!,
    from,
    to,
    rooms: [{ room: world[room]!, guests: [people[who]!] }],
    state: 'confirmed',
  });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  today('2025-01-01');
  world = await resortWorld(ctx, admin);
  await setting('features', 'loyalityProgram', 'true');
  await call('POST', '/api/loyaltytier', { name: 'Blue', minPoints: 0 });
  gold = (await call('POST', '/api/loyaltytier', { name: 'Gold', minPoints: 100 })).json().id;
  agency = (await call('POST', '/api/agency', { name: 'Reef Travel', type: 'travel' })).json().id;
  agent = await newUser(ctx, admin, 'agent@reef.test', ['agencies.self'], { userType: 'agency', agency });

  await person('Anna', {
    country: 'DE',
    birthday: '1990-05-17',
    email: 'anna@example.test',
    created: '2027-05-03',
  });
  await person('Ben', { country: 'AT', birthday: '1985-11-02', email: '', created: '2027-04-20' });
  // The agent's own client.
  await person(
    'Cleo',
    { country: 'DE', birthday: '1979-05-30', email: 'cleo@example.test', created: '2026-12-01' },
    agent,
  );
  await person('Dan', { country: 'FR', birthday: null, email: 'dan@example.test', created: '2025-01-10' });
  await person('Eve', {
    country: 'AT',
    birthday: '2000-01-01',
    email: 'eve@example.test',
    created: '2027-05-10',
  });

  await stay('Anna', 'R1', '2025-06-01', '2025-06-08');
  await stay('Anna', 'R1', '2027-03-01', '2027-03-05');
  stays.Ben = (await stay('Ben', 'R2', '2027-03-01', '2027-03-05')).id;
  stays.Dan = (await stay('Dan', 'R2', '2025-06-01', '2025-06-08')).id;
  await stay('Eve', 'R3', '2027-06-01', '2027-06-05');
  const { db } = ctx.services.database;
  await db.execute(sql`update customers set meta = '{"newsletter": true}'::jsonb where id = ${people.Cleo!}`);
  await db.execute(sql`insert into loyalty_members (customer, tier) values (${people.Anna!}, ${gold})`);
  today('2027-05-15');
}, 120_000);
afterAll(() => ctx?.close());

describe('the CRM customer list', () => {
  it('narrows by each criterion in SQL, exactly', async () => {
    expect(await names({ country: 'DE' })).toEqual(['Anna', 'Cleo']);
    expect(await names({ nationality: 'DE' })).toEqual([]);
    expect(await names({ birthdayMonth: 5 })).toEqual(['Anna', 'Cleo']);
    expect(await names({ returning: true })).toEqual(['Anna']);
    expect(await names({ returning: false })).toEqual(['Ben', 'Cleo', 'Dan', 'Eve']);
    expect(await names({ bookedFrom: '2027-03-01', bookedTo: '2027-03-31' })).toEqual(['Anna', 'Ben']);
    expect(await names({ bookedFrom: '2027-05-20' })).toEqual(['Eve']);
    expect(await names({ lastStayBefore: '2026-01-01' })).toEqual(['Dan']);
    expect(await names({ lastStayAfter: '2027-01-01' })).toEqual(['Anna', 'Ben']);
    expect(await names({ hasEmail: false })).toEqual(['Ben']);
    expect(await names({ dataKey: 'newsletter', dataValue: true })).toEqual(['Cleo']);
    expect(await names({ tier: gold })).toEqual(['Anna']);
    expect(await names({ createdFrom: '2027-05-01' })).toEqual(['Anna', 'Eve']);
    expect(await names({ createdFrom: '2027-04-01', createdTo: '2027-04-30' })).toEqual(['Ben']);
    expect(await names({ country: 'DE', birthdayMonth: 5, hasEmail: true }, admin, '&search=anna')).toEqual([
      'Anna',
    ]);
  });

  it('pages and counts the filtered set, exports it as CSV and refuses a bad criterion', async () => {
    const filter = encodeURIComponent(JSON.stringify({ country: 'DE' }));
    const page = await call('GET', `/api/customer?size=1&page=1&sort=sortName&filter=${filter}`);
    expect(page.json()).toMatchObject({
      total: 2,
      data: [expect.objectContaining({ fullName: 'Cleo Crm' })],
    });
    const csv = await call('GET', `/api/customer/listCSV?sort=sortName&filter=${filter}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Anna Crm');
    expect(lines[2]).toContain('Cleo Crm');
    const bad = await call('GET', `/api/customer?filter=${encodeURIComponent('{"birthdayMonth":13}')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('birthdayMonth');
  });

  it("shows an agent only its agency's customers, whatever the filter", async () => {
    expect(await names({ country: 'DE' }, agent)).toEqual(['Cleo']);
    expect(await names({ birthdayMonth: 5 }, agent)).toEqual(['Cleo']);
  });

  it('narrows the guest forms by the same criteria', async () => {
    // Opening a guest's form makes the forms of the booking's places.
    for (const who of ['Ben', 'Dan'])
      expect((await call('POST', `/api/guestform/customer/${people[who]}/${stays[who]}`)).statusCode).toBe(
        200,
      );
    const filter = encodeURIComponent(JSON.stringify({ country: 'FR' }));
    const res = await call('GET', `/api/guestform?state=draft&size=0&filter=${filter}`);
    expect(res.statusCode, res.body).toBe(200);
    const all = (await call('GET', '/api/guestform?state=draft&size=0')).json();
    const dans = all.data.filter((row: { customer: string }) => row.customer === people.Dan);
    // Every guest's place has its form; the filter keeps Dan's alone.
    expect(dans.length).toBeGreaterThan(0);
    expect(all.data.length).toBeGreaterThan(dans.length);
    expect(res.json().data.map((row: { id: string }) => row.id)).toEqual(
      dans.map((row: { id: string }) => row.id),
    );
  });
});

describe('the CRM start', () => {
  it('counts customers, new ones, returning guests, birthdays, countries and tiers', async () => {
    const res = await call('GET', '/api/customer/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as CrmDashboard).toEqual({
      today: '2027-05-15',
      total: 5,
      newThisMonth: 2,
      newLastMonth: 1,
      returningThisYear: 1,
      birthdaysNextDays: 1,
      topCountries: [
        { country: 'AT', customers: 2 },
        { country: 'DE', customers: 2 },
        { country: 'FR', customers: 1 },
      ],
      tiers: [
        expect.objectContaining({ name: 'Blue', members: 0 }),
        expect.objectContaining({ name: 'Gold', members: 1 }),
      ],
    });
  });

  it("counts an agent's clients only, and refuses a user without customer rights", async () => {
    const mine = (await call('GET', '/api/customer/dashboard', undefined, agent)).json() as CrmDashboard;
    expect(mine).toMatchObject({
      total: 1,
      newThisMonth: 0,
      birthdaysNextDays: 0,
      topCountries: [{ country: 'DE', customers: 1 }],
    });
    const clerk = await newUser(ctx, admin, 'clerk@crm.test', ['bookings.read']);
    expect((await call('GET', '/api/customer/dashboard', undefined, clerk)).statusCode).toBe(403);
    expect((await call('GET', '/api/crmfilter', undefined, clerk)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/customer?filter=${encodeURIComponent('{"country":"DE"}')}`, undefined, clerk))
        .statusCode,
    ).toBe(403);
  });
});

describe('saved filters', () => {
  it('are private to who saved them unless shared, and changed only by them', async () => {
    const sales = await newUser(ctx, admin, 'sales@crm.test', ['customers.read']);
    const front = await newUser(ctx, admin, 'front@crm.test', ['customers.read']);
    const mine = await call('POST', '/api/crmfilter', { name: 'Mine', criteria: { country: 'DE' } });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({ shared: false, createdByName: expect.any(String) });
    const team = await call(
      'POST',
      '/api/crmfilter',
      { name: 'Returning divers', criteria: { returning: true }, shared: true },
      sales,
    );
    expect(team.statusCode, team.body).toBe(201);
    const listed = async (token: string) =>
      (await call('GET', '/api/crmfilter?size=0', undefined, token))
        .json()
        .data.map((f: { name: string }) => f.name);
    expect(await listed(admin)).toEqual(['Mine', 'Returning divers']);
    expect(await listed(sales)).toEqual(['Returning divers']);
    expect(await listed(front)).toEqual(['Returning divers']);
    // Staff's filters are not the agency's.
    expect(await listed(agent)).toEqual([]);
    expect((await call('GET', `/api/crmfilter/${mine.json().id}`, undefined, sales)).statusCode).toBe(404);
    const { id, version } = team.json();
    expect((await call('DELETE', `/api/crmfilter/${id}`, undefined, front)).statusCode).toBe(403);
    const renamed = await call('POST', `/api/crmfilter/${id}`, { name: 'Came back', version }, sales);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Came back', criteria: { returning: true }, shared: true });
    const bad = await call('POST', '/api/crmfilter', { name: 'Bad', criteria: { birthdayMonth: 0 } });
    expect(bad.statusCode).toBe(400);
  });

  it("shares an agent's filter with its agency's agents only; an agent without an agency saves none", async () => {
    const peer = await newUser(ctx, admin, 'peer@reef.test', ['agencies.self'], {
      userType: 'agency',
      agency,
    });
    const loose = await newUser(ctx, admin, 'loose@agents.test', ['agencies.self'], { userType: 'agency' });
    const made = await call(
      'POST',
      '/api/crmfilter',
      { name: 'Our Germans', criteria: { country: 'DE' }, shared: true },
      agent,
    );
    expect(made.statusCode, made.body).toBe(201);
    const names = async (token: string) =>
      (await call('GET', '/api/crmfilter?size=0', undefined, token))
        .json()
        .data.map((f: { name: string }) => f.name);
    expect(await names(peer)).toEqual(['Our Germans']);
    expect(await names(admin)).not.toContain('Our Germans');
    expect(await names(loose)).toEqual([]);
    expect((await call('POST', '/api/crmfilter', { name: 'Mine' }, loose)).statusCode).toBe(403);
  });
});

describe("a customer's references", () => {
  const ref = (customer: string, path = '') => `/api/customer/${customer}/reference${path}`;

  it('are linked, found, changed and unlinked; an external id names one customer', async () => {
    const anna = people.Anna!;
    const ben = people.Ben!;
    const put = await call('PUT', ref(anna, '/datev/10001'), { data: { account: '10001' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      customer: anna,
      system: 'datev',
      external: '10001',
      data: { account: '10001' },
    });
    const again = await call('PUT', ref(anna, '/datev/10001'), { data: { account: '10001', since: 2027 } });
    expect(again.json().data).toEqual({ account: '10001', since: 2027 });
    expect((await call('POST', ref(anna, '/datev/10001'))).statusCode).toBe(409);
    expect((await call('POST', ref(ben, '/datev/10001'))).statusCode).toBe(409);
    expect((await call('PUT', ref(ben, '/datev/10001'))).statusCode).toBe(409);
    expect((await call('POST', ref(anna, '/lexoffice/c-77'))).statusCode).toBe(201);

    expect(
      (await call('GET', ref(anna))).json().map((r: CustomerReference) => `${r.system}:${r.external}`),
    ).toEqual(['datev:10001', 'lexoffice:c-77']);
    expect((await call('GET', ref(anna, '/find/datev'))).json()).toMatchObject({ external: '10001' });
    expect((await call('GET', ref(ben, '/find/datev'))).statusCode).toBe(404);
    expect((await call('GET', ref(ben, '/datev/10001'))).statusCode).toBe(404);
    expect((await call('GET', ref(anna, '/lexoffice/c-77'))).statusCode).toBe(200);
    expect((await call('DELETE', ref(anna, '/lexoffice/c-77'))).statusCode).toBe(204);
    expect((await call('DELETE', ref(anna, '/lexoffice/c-77'))).statusCode).toBe(404);
    expect((await call('GET', ref(anna, '/bad system/1'))).statusCode).toBe(400);
  });

  it('need customers.read to read and customers.update to change', async () => {
    const reader = await newUser(ctx, admin, 'reader@crm.test', ['customers.read']);
    const clerk = await newUser(ctx, admin, 'clerk2@crm.test', ['bookings.read']);
    expect((await call('GET', ref(people.Anna!), undefined, clerk)).statusCode).toBe(403);
    expect((await call('GET', ref(people.Anna!), undefined, reader)).statusCode).toBe(200);
    expect((await call('PUT', ref(people.Anna!, '/datev/2'), {}, reader)).statusCode).toBe(403);
    expect((await call('GET', ref('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
  });

  it('move to the survivor of a merge and go with an erasure', async () => {
    expect((await call('PUT', ref(people.Eve!, '/lexoffice/c-88'))).statusCode).toBe(200);
    const merged = await call('POST', `/api/customer/${people.Ben}/merge/${people.Eve}`);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().moved.customer_references).toBe(1);
    expect((await call('GET', ref(people.Ben!, '/find/lexoffice'))).json()).toMatchObject({
      external: 'c-88',
    });

    expect((await call('PUT', ref(people.Dan!, '/datev/10004'))).statusCode).toBe(200);
    const erased = await call('POST', `/api/customer/${people.Dan}/privacy/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().wiped.references).toBe(1);
    expect((await call('GET', ref(people.Dan!))).json()).toEqual([]);
  });
});
