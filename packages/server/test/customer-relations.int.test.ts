import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Customer groups and relations (issue 37): guests filed under groups, and pairs of guests who
 * belong together (family, partner, buddy, travels with), one record per pair read from both sides.
 */
let ctx: TestContext;
let admin: string;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
}, 60_000);
afterAll(() => ctx?.close());

describe('customer groups', () => {
  it('files customers under a group, lists them by it, and refuses a second group of the same name', async () => {
    const club = await call('POST', '/api/customergroup', { name: 'Club members' });
    expect(club.statusCode, club.body).toBe(201);
    const again = await call('POST', '/api/customergroup', { name: 'Club members' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ description: 'DUPLICATE' });
    const member = await newCustomer(ctx, admin, { firstName: 'Ines', lastName: 'Berg' });
    const current = (await call('GET', `/api/customer/${member.id}`)).json();
    const filed = await call('POST', `/api/customer/${member.id}`, {
      ...current,
      group: club.json().id,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    await newCustomer(ctx, admin, { firstName: 'Otto', lastName: 'Berg' });
    const list = await call(
      'GET',
      `/api/customer?filter=${encodeURIComponent(JSON.stringify({ group: club.json().id }))}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((c: { fullName: string }) => c.fullName)).toEqual(['Ines Berg']);
    // Deleting the group leaves its customers, unfiled.
    const removed = await call('DELETE', `/api/customergroup/${club.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/customer/${member.id}`)).json().group).toBeNull();
  });
});

describe('customer relations', () => {
  let anna: string;
  let ben: string;
  let carla: string;

  beforeAll(async () => {
    anna = (await newCustomer(ctx, admin, { firstName: 'Anna', lastName: 'Visser' })).id;
    ben = (await newCustomer(ctx, admin, { firstName: 'Ben', lastName: 'Visser' })).id;
    carla = (await newCustomer(ctx, admin, { firstName: 'Carla', lastName: 'Rossi' })).id;
  });

  it('keeps one record per pair and shows it on both customers, with the other person', async () => {
    const partner = await call('POST', '/api/customerrelation', {
      customer: anna,
      related: ben,
      kind: 'partner',
      note: 'Married',
    });
    expect(partner.statusCode, partner.body).toBe(201);
    const buddy = await call('POST', '/api/customerrelation', {
      customer: carla,
      related: anna,
      kind: 'buddy',
    });
    expect(buddy.statusCode, buddy.body).toBe(201);
    const ofAnna = (await call('GET', `/api/customer/${anna}/relations`)).json();
    expect(
      ofAnna.map((r: { kind: string; other: { fullName: string } }) => [r.kind, r.other.fullName]),
    ).toEqual([
      ['buddy', 'Carla Rossi'],
      ['partner', 'Ben Visser'],
    ]);
    const ofBen = (await call('GET', `/api/customer/${ben}/relations`)).json();
    expect(ofBen).toEqual([
      expect.objectContaining({
        kind: 'partner',
        note: 'Married',
        other: expect.objectContaining({ id: anna }),
      }),
    ]);
  });

  it('refuses the same pair entered the other way round, and a customer related to themselves', async () => {
    const twice = await call('POST', '/api/customerrelation', {
      customer: ben,
      related: anna,
      kind: 'family',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      description: 'DUPLICATE',
      fields: [expect.objectContaining({ path: 'related' })],
    });
    const self = await call('POST', '/api/customerrelation', { customer: ben, related: ben });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toEqual([expect.objectContaining({ path: 'related', code: 'relationSelf' })]);
    const unknown = await call('GET', '/api/customer/00000000-0000-4000-8000-000000000000/relations');
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a reader see relations but not change them; an agent sees none', async () => {
    const reader = await newUser(ctx, admin, 'reader@relations.test', ['customers.read']);
    expect((await call('GET', `/api/customer/${anna}/relations`, undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/customerrelation', undefined, reader)).statusCode).toBe(200);
    const write = await call('POST', '/api/customerrelation', { customer: ben, related: carla }, reader);
    expect(write.statusCode).toBe(403);
    const agent = await newUser(ctx, admin, 'agent@relations.test', ['agencies.self']);
    expect((await call('GET', `/api/customer/${anna}/relations`, undefined, agent)).statusCode).toBe(403);
    expect((await call('GET', '/api/customerrelation', undefined, agent)).statusCode).toBe(403);
  });
});
