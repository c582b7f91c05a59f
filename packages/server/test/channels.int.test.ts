import { addDays } from '@seaberth/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomTypes } from '../src/db/schema/index.ts';
import { CHANNEL_PUSH_JOB } from '../src/modules/channels/index.ts';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { type ChannexServer, startChannexServer } from './support/channex-server.ts';
import { createTestContext, type TestContext } from './test-app.ts';

const KEY = 'channex-key-123456';
const PROPERTY = 'property-coral-bay';
const TODAY = '2030-03-01';
const HORIZON = 365;

let ctx: TestContext;
let admin: string;
let channex: ChannexServer;
let world: Record<string, string>;
const channel: Record<string, { roomType: string; ratePlan: string }> = {};
const ours: Record<string, string> = {};
let now = Date.parse(`${TODAY}T10:00:00Z`);

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });

/** Moves business time on and runs what is due, as the runner's tick would. */
async function later(ms: number) {
  now += ms;
  await ctx.services.jobs.runDue();
}

/** The push a change schedules is asked for through the change feed: wait until it is there. */
async function pushScheduled() {
  for (let i = 0; i < 100; i++) {
    if (await ctx.services.jobs.repository.find(CHANNEL_PUSH_JOB, 'availability')) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no push was scheduled');
}

// POSTs only: the nightly drift check reads the same path with GET.
const availabilityPosts = () =>
  channex.state.calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/availability');

/** Our free rooms of the type per night, counted from the rooms and stays the test made itself. */
function expectChannelToBe(roomType: 'Standard' | 'Dorm', expected: (day: string) => number) {
  const wrong: string[] = [];
  for (let i = 0; i < HORIZON; i++) {
    const day = addDays(TODAY, i);
    const told = channex.availabilityOn(channel[roomType]!.roomType, day);
    if (told !== expected(day)) wrong.push(`${day}: channel ${told}, ours ${expected(day)}`);
  }
  expect(wrong).toEqual([]);
}
const inStay = (day: string, from: string, to: string) => day >= from && day < to;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.services.clock.now = () => new Date(now);
  admin = await ctx.adminToken();
  await ctx.services.settings.put('features', 'ota', 'true');
  channex = await startChannexServer({ apiKey: KEY, propertyId: PROPERTY, now: () => now });
  channel.Standard = channex.addRoomType('Double Room');
  channel.Dorm = channex.addRoomType('Dorm Bed');
  world = await resortWorld(ctx, admin);
  const types = await ctx.services.database.db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.resort, world.resort!));
  for (const type of types) ours[type.name] = type.id;
  // Under load the app's start alone takes a minute.
}, 180_000);
afterAll(async () => {
  await channex?.close();
  await ctx?.close();
});

describe('the channel connection', () => {
  it('is gated by the feature ota and the suapi scopes', async () => {
    await ctx.services.settings.put('features', 'ota', 'false');
    const off = await call('GET', '/api/ota/connection');
    expect(off.statusCode).toBe(404);
    expect(off.json().description).toBe('FEATURE_DISABLED');
    await ctx.services.settings.put('features', 'ota', 'true');
    const reader = await newUser(ctx, admin, 'ota-reader@test.local', ['suapi.read']);
    expect((await call('GET', '/api/ota/connection', undefined, reader)).statusCode).toBe(200);
    const refused = await call('PUT', '/api/ota/connection', { enabled: false }, reader);
    expect(refused.statusCode).toBe(403);
  });

  it('says what is missing, keeps the API key write-only and checks it against the channel', async () => {
    const empty = (await call('GET', '/api/ota/connection')).json();
    expect(empty).toMatchObject({ status: 'notConnected', missing: ['baseUrl', 'propertyId', 'apiKey'] });

    const saved = await call('PUT', '/api/ota/connection', {
      enabled: true,
      baseUrl: channex.url,
      propertyId: PROPERTY,
      apiKey: KEY,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'untested', apiKeySet: true, missing: [] });
    expect(saved.body).not.toContain(KEY);
    expect((await call('GET', '/api/ota/connection')).body).not.toContain(KEY);

    const tested = (await call('POST', '/api/ota/connection/test')).json();
    expect(tested).toMatchObject({ status: 'ok', lastCheck: { ok: true } });
  });

  it('shows a wrong key as failing with the channel’s own words, and a saved address without the key keeps it', async () => {
    await call('PUT', '/api/ota/connection', {
      enabled: true,
      baseUrl: channex.url,
      propertyId: PROPERTY,
      apiKey: 'not-the-key-000',
    });
    const failing = (await call('POST', '/api/ota/connection/test')).json();
    expect(failing).toMatchObject({ status: 'failing', lastCheck: { ok: false, message: 'Unauthorized' } });
    const picker = await call('GET', '/api/ota/channel/roomtypes');
    expect(picker.statusCode).toBe(502);
    expect(picker.json().message).toBe('Unauthorized');

    await call('PUT', '/api/ota/connection', {
      enabled: true,
      baseUrl: channex.url,
      propertyId: PROPERTY,
      apiKey: KEY,
    });
    // Without `apiKey` the stored one stays.
    await call('PUT', '/api/ota/connection', { enabled: true, baseUrl: channex.url, propertyId: PROPERTY });
    expect((await call('POST', '/api/ota/connection/test')).json().status).toBe('ok');
  });

  it('fills the mapping pickers from the channel and keeps the mapping', async () => {
    const types = (await call('GET', '/api/ota/channel/roomtypes')).json();
    expect(types).toEqual([
      { id: channel.Standard!.roomType, title: 'Double Room' },
      { id: channel.Dorm!.roomType, title: 'Dorm Bed' },
    ]);
    const plans = (await call('GET', '/api/ota/channel/rateplans')).json();
    expect(plans).toContainEqual({
      id: channel.Dorm!.ratePlan,
      title: 'Dorm Bed BAR',
      roomType: channel.Dorm!.roomType,
    });

    const unknown = await call('PUT', '/api/ota/mappings', {
      roomTypes: [{ roomType: world.resort, channelRoomType: channel.Standard!.roomType }],
      ratePlans: [],
    });
    expect(unknown.statusCode).toBe(400);
    const mapping = {
      roomTypes: [{ roomType: ours.Standard, channelRoomType: channel.Standard!.roomType }],
      ratePlans: [],
    };
    expect((await call('PUT', '/api/ota/mappings', mapping)).statusCode).toBe(200);
    expect((await call('GET', '/api/ota/mappings')).json()).toEqual(mapping);
  });
});

describe('availability pushed to the channel', () => {
  const first = { from: addDays(TODAY, 10), to: addDays(TODAY, 13) };
  const second = { from: addDays(TODAY, 20), to: addDays(TODAY, 23) };
  const blocked = { from: addDays(TODAY, 40), to: addDays(TODAY, 42) };

  it('a full sync makes the channel’s availability equal ours for every mapped room type and night', async () => {
    await newStay(ctx, admin, { resort: world.resort!, ...first, rooms: [{ room: world.R1! }] });
    const blocker = await call('POST', '/api/rooms/addBlocker', {
      room: world.R3,
      ...blocked,
      reason: 'Maintanance',
    });
    expect(blocker.statusCode, blocker.body).toBe(201);
    // Both mapped now (the Dorm sells one room: beds are never sold to a channel one by one).
    await call('PUT', '/api/ota/mappings', {
      roomTypes: [
        { roomType: ours.Standard, channelRoomType: channel.Standard!.roomType },
        { roomType: ours.Dorm, channelRoomType: channel.Dorm!.roomType },
      ],
      ratePlans: [],
    });
    const started = await call('POST', '/api/ota/sync', {});
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ state: 'queued' });
    const before = availabilityPosts().length;
    await later(0);
    expect(availabilityPosts().length).toBe(before + 1);
    expectChannelToBe(
      'Standard',
      (day) =>
        3 - (inStay(day, first.from, first.to) ? 1 : 0) - (inStay(day, blocked.from, blocked.to) ? 1 : 0),
    );
    expectChannelToBe('Dorm', () => 1);
    expect((await call('GET', '/api/ota/sync')).json()).toMatchObject({ state: 'idle' });
  });

  it('pushes a booking made afterwards, heard through the change feed', async () => {
    await later(60_000);
    await newStay(ctx, admin, { resort: world.resort!, ...second, rooms: [{ room: world.R2! }] });
    await pushScheduled();
    await later(6_000);
    expectChannelToBe(
      'Standard',
      (day) =>
        3 -
        (inStay(day, first.from, first.to) ? 1 : 0) -
        (inStay(day, second.from, second.to) ? 1 : 0) -
        (inStay(day, blocked.from, blocked.to) ? 1 : 0),
    );
    const health = (await call('GET', '/api/ota/health')).json();
    expect(health.roomTypes.find((r: { roomType: string }) => r.roomType === ours.Standard)).toMatchObject({
      name: 'Standard',
      lastPush: { state: 'ok', kind: 'availability', from: TODAY },
    });
  });

  it('retries a push the channel answered 429 later, and loses nothing', async () => {
    await later(60_000);
    channex.failNext(429, { errors: { code: 'http_too_many_requests', title: 'Too Many Requests' } });
    const third = { from: addDays(TODAY, 30), to: addDays(TODAY, 31) };
    await newStay(ctx, admin, { resort: world.resort!, ...third, rooms: [{ room: world.R1! }] });
    await pushScheduled();
    await later(6_000);
    expect(channex.availabilityOn(channel.Standard!.roomType, third.from)).toBe(3);
    const waiting = (await call('GET', '/api/ota/health')).json();
    expect(waiting.failures[0]).toMatchObject({ state: 'retrying', answer: 'Too Many Requests' });
    expect(waiting.sync).toMatchObject({ state: 'retrying' });

    await later(61_000);
    expect(channex.availabilityOn(channel.Standard!.roomType, third.from)).toBe(2);
    expect((await call('GET', '/api/ota/sync')).json()).toMatchObject({ state: 'idle' });
  });

  it('never calls more than 10 times a minute: the rest waits for the window', async () => {
    await later(120_000);
    const before = availabilityPosts().length;
    for (let i = 0; i < 12; i++) {
      await call('POST', '/api/ota/sync', {});
      await later(1_000);
    }
    const made = availabilityPosts().slice(before);
    expect(made.length).toBe(10);
    expect(made.every((c) => c.status === 200)).toBe(true);
    await later(60_000);
    expect(
      availabilityPosts()
        .slice(before)
        .every((c) => c.status === 200),
    ).toBe(true);
    expect(availabilityPosts().length).toBe(before + 11);
  });

  it('shows a push the channel refused with its answer, and a refused key as a failing connection', async () => {
    await later(120_000);
    await call('PUT', '/api/ota/mappings', {
      roomTypes: [{ roomType: ours.Dorm, channelRoomType: 'room-type-deleted-at-channex' }],
      ratePlans: [],
    });
    await later(6_000);
    const refused = (await call('GET', '/api/ota/health')).json();
    expect(refused.failures[0]).toMatchObject({ state: 'failed', roomTypes: [ours.Dorm] });
    expect(refused.failures[0].answer).toContain('Validation Error');
    expect(refused.failures[0].answer).toContain('room_type_id');
    expect(refused.sync).toMatchObject({ state: 'idle' });

    await call('PUT', '/api/ota/mappings', {
      roomTypes: [{ roomType: ours.Standard, channelRoomType: channel.Standard!.roomType }],
      ratePlans: [],
    });
    channex.state.apiKey = 'rotated-at-channex';
    await later(6_000);
    const connection = (await call('GET', '/api/ota/connection')).json();
    expect(connection).toMatchObject({
      status: 'failing',
      lastCheck: { ok: false, message: 'Unauthorized' },
    });
    channex.state.apiKey = KEY;
  });
});
