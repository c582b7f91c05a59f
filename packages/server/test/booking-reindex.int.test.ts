import { addDays } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The figures a booking row keeps beside their source (SPEC §7 `reindex`, `{id}/reindex`): the
 * lead's name follows a renamed customer and a new lead by itself; what came around the actions
 * (a row written by hand) is put right by a reindex, for one booking or all, by those allowed.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let today: string;

const call = (method: 'GET' | 'POST', url: string, token = admin, payload?: object) =>
  ctx.request({ method, url, token, payload });
const found = async (query: string) =>
  (await call('GET', `/api/bookings/find?query=${encodeURIComponent(query)}`)).json() as { id: string }[];
const row = async (id: string) => {
  const result = await ctx.services.database.db.execute(
    sql`select lead_name, total, paid, has_foc from bookings where id = ${id}`,
  );
  return result.rows[0] as {
    lead_name: string;
    total: string | number;
    paid: string | number;
    has_foc: boolean;
  };
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  today = await ctx.operatorToday();
}, 120_000);
afterAll(() => ctx?.close());

describe('the lead name a booking keeps', () => {
  it('follows the customer renamed on the customer page, so the search finds the new name', async () => {
    const guest = await newCustomer(ctx, admin, { firstName: 'Lena', lastName: 'Kraus' });
    const stay = await newStay(ctx, admin, {
      resort: world.resort!,
      from: addDays(today, 20),
      to: addDays(today, 23),
      rooms: [{ room: world.R1!, guests: [guest.id] }],
    });
    expect(stay.leadName).toBe('Lena Kraus');
    const renamed = await call('POST', `/api/customer/${guest.id}`, admin, {
      masterData: { ...guest.masterData, lastName: 'Weber' },
      version: guest.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await row(stay.id)).lead_name).toBe('Lena Weber');
    expect((await found('Weber')).map((b) => b.id)).toContain(stay.id);
  });
});

describe('POST reindex and {id}/reindex', () => {
  it('puts right a booking whose kept figures were written around the actions, and only that one', async () => {
    const stay = await newStay(ctx, admin, {
      resort: world.resort!,
      from: addDays(today, 30),
      to: addDays(today, 32),
      rooms: [{ room: world.R2! }],
    });
    const before = await row(stay.id);
    await ctx.services.database.db.execute(
      sql`update bookings set lead_name = 'Stale', total = 1, paid = 777 where id = ${stay.id}`,
    );
    const one = await call('POST', `/api/bookings/${stay.id}/reindex`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ bookings: 1, changed: 1 });
    expect(await row(stay.id)).toEqual(before);
    // Nothing left to put right: the same call changes nothing, and the version stays.
    expect((await call('POST', `/api/bookings/${stay.id}/reindex`)).json()).toEqual({
      bookings: 1,
      changed: 0,
    });
    const detail = (await call('GET', `/api/bookings/${stay.id}`)).json();
    expect(detail.version).toBe(stay.version);
  });

  it('reindexes every booking for an administrator, twice at once without harm', async () => {
    const a = await newStay(ctx, admin, {
      resort: world.resort!,
      from: addDays(today, 40),
      to: addDays(today, 41),
      rooms: [{ room: world.R3! }],
    });
    await ctx.services.database.db.execute(sql`update bookings set paid = 5 where id = ${a.id}`);
    const total = Number(
      (
        (await ctx.services.database.db.execute(sql`select count(*) as n from bookings`)).rows[0] as {
          n: number;
        }
      ).n,
    );
    const both = await Promise.all([
      call('POST', '/api/bookings/reindex'),
      call('POST', '/api/bookings/reindex'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().bookings)).toEqual([total, total]);
    expect(both.reduce((sum, r) => sum + r.json().changed, 0)).toBe(1);
    expect(Number((await row(a.id)).paid)).toBe(0);
  });

  it('is for those allowed: all bookings only for an administrator, one for whoever may change it', async () => {
    const stay = await newStay(ctx, admin, {
      resort: world.resort!,
      from: addDays(today, 50),
      to: addDays(today, 51),
      rooms: [{ room: world.R1! }],
    });
    const updater = await newUser(ctx, admin, 'updater@test.local', ['bookings.read', 'bookings.update']);
    const reader = await newUser(ctx, admin, 'reader@test.local', ['bookings.read']);
    expect((await call('POST', `/api/bookings/${stay.id}/reindex`, updater)).statusCode).toBe(200);
    expect((await call('POST', '/api/bookings/reindex', updater)).statusCode).toBe(403);
    expect((await call('POST', `/api/bookings/${stay.id}/reindex`, reader)).statusCode).toBe(403);
    const anonymous = await ctx.request({ method: 'POST', url: '/api/bookings/reindex' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call('POST', '/api/bookings/00000000-0000-4000-8000-000000000000/reindex');
    expect(unknown.statusCode).toBe(404);
    const hostile = await call('POST', `/api/bookings/${encodeURIComponent("1' or 1=1 --")}/reindex`);
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.any(String),
      statusCode: 400,
    });
  });
});
