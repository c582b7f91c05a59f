import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beds, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** Issue 38: `/api/roomprices` get and writes (SPEC §7): a single room's price is an entry of a price list. */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let list: { id: string; version: number };
let otherRoom: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).token;
  ids = await resortWorld(ctx, admin);
  const lists = (
    await ctx.request({
      method: 'GET',
      url: `/api/price?filter=${encodeURIComponent(JSON.stringify({ resort: ids.resort }))}`,
      token: admin,
    })
  ).json();
  list = lists.data[0];
  const other = await ctx.request({
    method: 'POST',
    url: '/api/resort',
    token: admin,
    payload: { name: 'Other Bay' },
  });
  const type = await ctx.request({
    method: 'POST',
    url: '/api/roomtypes',
    token: admin,
    payload: { name: 'Std', resort: other.json().id },
  });
  const room = await ctx.request({
    method: 'POST',
    url: '/api/rooms',
    token: admin,
    payload: {
      type: 'Room',
      name: 'O1',
      resort: other.json().id,
      roomType: type.json().id,
      configuration: beds(2),
    },
  });
  expect(room.statusCode, room.body).toBe(201);
  otherRoom = room.json().id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  ctx.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('/api/roomprices', () => {
  it('adds, reads, changes, copies and deletes a single room’s price in its list', async () => {
    const made = await call('POST', '/api/roomprices', admin, {
      priceList: list.id,
      room: ids.R1,
      amount: 7_500,
      version: list.version,
    });
    expect(made.statusCode, made.body).toBe(201);
    const price = made.json();
    expect(price).toMatchObject({
      room: ids.R1,
      roomName: 'R1',
      amount: 7_500,
      priceList: { id: list.id },
      listVersion: list.version + 1,
    });
    expect((await call('GET', `/api/roomprices/${price.id}`, admin)).json()).toMatchObject({
      id: price.id,
      amount: 7_500,
    });
    const listed = (await call('GET', `/api/roomprices?resort=${ids.resort}`, admin)).json();
    expect(listed.map((p: { id: string }) => p.id)).toEqual([price.id]);

    const changed = await call('POST', `/api/roomprices/${price.id}`, admin, {
      amount: 8_000,
      version: price.listVersion,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: 8_000, listVersion: price.listVersion + 1 });
    const stale = await call('POST', `/api/roomprices/${price.id}`, admin, {
      amount: 1,
      version: price.listVersion,
    });
    expect(stale.statusCode).toBe(409);

    const copy = await call('POST', `/api/roomprices/${price.id}/copy`, admin, {
      room: ids.R2,
      version: changed.json().listVersion,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ room: ids.R2, roomName: 'R2', amount: 8_000 });
    expect(copy.json().id).not.toBe(price.id);

    const removed = await call(
      'DELETE',
      `/api/roomprices/${price.id}?version=${copy.json().listVersion}`,
      admin,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call('GET', `/api/roomprices/${price.id}`, admin)).statusCode).toBe(404);
    // The list's room-type prices are untouched.
    const stored = (await call('GET', `/api/price/${list.id}`, admin)).json();
    expect(stored.entries.filter((e: { room: string | null }) => e.room === null)).toHaveLength(2);
  });

  it('answers only price editors, and refuses bad input in the shape of SPEC §8', async () => {
    const booker = await newUser(ctx, admin, 'booker@test.local', ['bookings.read']);
    const stranger = await newUser(ctx, admin, 'stranger@test.local', ['customers.read']);
    const current = (await call('GET', `/api/price/${list.id}`, admin)).json();
    const body = { priceList: list.id, room: ids.R3, amount: 100, version: current.version };
    expect((await call('POST', '/api/roomprices', booker, body)).statusCode).toBe(403);
    expect((await call('GET', `/api/roomprices/${crypto.randomUUID()}`, stranger)).statusCode).toBe(403);
    const foreign = await call('POST', '/api/roomprices', admin, { ...body, room: otherRoom });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ statusCode: 400, path: '/api/roomprices', method: 'POST' });
    expect(foreign.json().message).toContain('another resort');
    expect((await call('POST', '/api/roomprices', admin, { ...body, amount: -5 })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/roomprices', admin, { ...body, priceList: crypto.randomUUID() })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/roomprices/%3Cscript%3E', admin)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/roomprices/${crypto.randomUUID()}?version=1`, admin)).statusCode).toBe(
      404,
    );
    // A room-type entry is no room price.
    const typeEntry = current.entries.find((e: { room: string | null }) => e.room === null);
    expect((await call('GET', `/api/roomprices/${typeEntry.id}`, admin)).statusCode).toBe(404);
  });
});
