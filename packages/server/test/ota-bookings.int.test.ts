import { addDays, type BookingDetail, type OtaUpdate } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_RESTRICTIONS_JOB, FEED_POLL_MS } from '../src/modules/channels/index.ts';
import { newUser } from './booking-fixtures.ts';
import type { ChannexServer, OtaBookingInput } from './support/channex-server.ts';
import { startOtaTest } from './support/ota-channel.ts';
import type { TestContext } from './test-app.ts';

const TODAY = '2030-03-01';

let ctx: TestContext;
let admin: string;
let channex: ChannexServer;
let world: Record<string, string>;
let channel: Record<'Standard' | 'Dorm', { roomType: string; ratePlan: string }>;
let now = Date.parse(`${TODAY}T10:00:00Z`);

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });

const updates = async (query = ''): Promise<OtaUpdate[]> =>
  (await call('GET', `/api/bookings/otaupdates?size=200${query}`)).json().data;
const updateOf = async (revision: string) => (await updates()).find((u) => u.revisionId === revision);
const booking = async (id: string): Promise<BookingDetail> =>
  (await call('GET', `/api/bookings/${id}`)).json();

/** A stay sold on Booking.com for the Standard room type. */
const sale = (from: string, to: string, extra: Partial<OtaBookingInput> = {}): OtaBookingInput => ({
  roomType: channel.Standard!.roomType,
  ratePlan: channel.Standard!.ratePlan,
  from,
  to,
  amount: '345.00',
  guest: { name: 'Ana', surname: 'Silva', mail: 'ana.silva@example.org' },
  ...extra,
});

let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, admin, channex, world, channel, close } = await startOtaTest(() => now));
}, 180_000);
afterAll(async () => {
  await close?.();
});

describe('OTA bookings received from Channex', () => {
  it('makes a new sale a confirmed booking: source ota, the OTA reference, the guest, the channel’s price', async () => {
    const { revision } = await channex.book(sale(addDays(TODAY, 10), addDays(TODAY, 13)));
    const update = (await updateOf(revision))!;
    expect(update).toMatchObject({ kind: 'new', state: 'applied', read: false, guestName: 'Ana Silva' });
    const made = await booking(update.booking!);
    expect(made).toMatchObject({ source: 'ota', state: 'confirmed', total: 34500, currency: 'EUR' });
    expect(made.from).toBe(addDays(TODAY, 10));
    expect(made.references).toContainEqual(expect.objectContaining({ kind: 'ota', value: update.reference }));
    expect(made.rooms).toHaveLength(1);
    expect(channex.acksOf(revision)).toBe(1);
    // The booking page lists its updates.
    const own = (await call('GET', `/api/bookings/${made.id}/otaupdates`)).json();
    expect(own.map((u: OtaUpdate) => u.revisionId)).toEqual([revision]);
  });

  it('applies a duplicated webhook once and acknowledges once', async () => {
    const { revision, booking: otaBooking } = await channex.book(
      sale(addDays(TODAY, 20), addDays(TODAY, 22), {
        guest: { name: 'Tom', surname: 'Twice', mail: 't@x.org' },
      }),
      'twice',
    );
    const rows = (await updates()).filter((u) => u.otaBookingId === otaBooking);
    expect(rows).toHaveLength(1);
    expect(channex.acksOf(revision)).toBe(1);
    const list = (await call('GET', '/api/bookings?size=200')).json().data as { leadName: string }[];
    expect(list.filter((b) => b.leadName === 'Tom Twice')).toHaveLength(1);
  });

  it('moves the booking when the guest changes dates, keeps the new price, and cancels it when cancelled', async () => {
    const first = sale(addDays(TODAY, 30), addDays(TODAY, 32), {
      guest: { name: 'Mo', surname: 'Dify', mail: 'm@x.org' },
    });
    const { booking: otaBooking, revision } = await channex.book(first);
    const id = (await updateOf(revision))!.booking!;
    const changed = { ...first, from: addDays(TODAY, 31), to: addDays(TODAY, 35), amount: '520.00' };
    const modified = await channex.modify(otaBooking, changed);
    expect(await updateOf(modified.revision)).toMatchObject({
      kind: 'modified',
      state: 'applied',
      booking: id,
    });
    const moved = await booking(id);
    expect({ from: moved.from, to: moved.to, total: moved.total }).toEqual({
      from: addDays(TODAY, 31),
      to: addDays(TODAY, 35),
      total: 52000,
    });
    const cancelled = await channex.cancel(otaBooking, changed);
    expect(await updateOf(cancelled.revision)).toMatchObject({ kind: 'cancelled', state: 'applied' });
    expect((await booking(id)).state).toBe('aborted');
    expect(channex.acksOf(cancelled.revision)).toBe(1);
  });

  it('ignores an older revision that arrives after a newer one', async () => {
    const first = sale(addDays(TODAY, 40), addDays(TODAY, 42), {
      guest: { name: 'Out', surname: 'Oforder', mail: 'o@x.org' },
    });
    const made = await channex.book(first, 'held');
    const later = await channex.modify(made.booking, { ...first, to: addDays(TODAY, 44) }, 'held');
    await channex.release(true);
    const newer = (await updateOf(later.revision))!;
    expect(newer.state).toBe('applied');
    expect((await updateOf(made.revision))!.state).toBe('ignored');
    expect((await booking(newer.booking!)).to).toBe(addDays(TODAY, 44));
    expect([channex.acksOf(made.revision), channex.acksOf(later.revision)]).toEqual([1, 1]);
  });

  it('catches a lost webhook by reading the feed', async () => {
    const lost = await channex.book(
      sale(addDays(TODAY, 50), addDays(TODAY, 51), { guest: { name: 'Lo', surname: 'St', mail: 'l@x.org' } }),
      'lost',
    );
    expect(await updateOf(lost.revision)).toBeUndefined();
    now += FEED_POLL_MS + 1;
    await ctx.services.jobs.runDue();
    expect((await updateOf(lost.revision))!.state).toBe('applied');
    expect(channex.acksOf(lost.revision)).toBe(1);
    // Read again: nothing left in the feed, nothing acknowledged twice.
    now += FEED_POLL_MS + 1;
    await ctx.services.jobs.runDue();
    expect(channex.acksOf(lost.revision)).toBe(1);
  });

  it('lands an overbooking as a conflict, never a second stay in a room, and lets the operator place it', async () => {
    const from = addDays(TODAY, 60);
    const to = addDays(TODAY, 62);
    for (const n of [1, 2, 3])
      await channex.book(
        sale(from, to, { guest: { name: 'Full', surname: `House${n}`, mail: `f${n}@x.org` } }),
      );
    const over = await channex.book(
      sale(from, to, { guest: { name: 'Over', surname: 'Booked', mail: 'ob@x.org' } }),
    );
    const conflict = (await updateOf(over.revision))!;
    expect(conflict).toMatchObject({ state: 'conflict', booking: null });
    expect(channex.acksOf(over.revision)).toBe(1);
    const unread = (await call('GET', '/api/bookings/unreadotaupdates')).json();
    expect(unread.conflicts).toBeGreaterThanOrEqual(1);
    expect(unread.data[0].state).toBe('conflict');

    // A taken room is refused; a room on other dates places it, once, even asked twice at once.
    const refused = await call('POST', `/api/bookings/otaupdates/${conflict.id}/place`, { room: world.R1 });
    expect(refused.statusCode).toBe(409);
    const twice = await Promise.all(
      [0, 1].map(() =>
        call('POST', `/api/bookings/otaupdates/${conflict.id}/place`, {
          room: world.R1,
          from: addDays(to, 1),
          to: addDays(to, 3),
        }),
      ),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const placed = twice.find((r) => r.statusCode === 200)!.json();
    expect(placed).toMatchObject({ state: 'placed', read: true });
    expect((await booking(placed.booking)).total).toBe(34500);
  });

  it('shows a sale of an unmapped rate plan as an error the operator sees', async () => {
    const bad = await channex.book(
      sale(addDays(TODAY, 70), addDays(TODAY, 71), {
        ratePlan: channel.Dorm!.ratePlan,
        guest: { name: 'Un', surname: 'Mapped', mail: 'u@x.org' },
      }),
    );
    const update = (await updateOf(bad.revision))!;
    expect(update.state).toBe('error');
    expect(update.message).toContain('rate plan that is not mapped');
    expect(update.booking).toBeNull();
    expect(channex.acksOf(bad.revision)).toBe(1);
  });
});

describe('rates and restrictions pushed from the mapped price list', () => {
  const rateOn = (day: string) => channex.state.restrictions.get(channel.Standard!.ratePlan)?.get(day);
  const restrictionPosts = () => channex.state.calls.filter((c) => c.path === '/api/v1/restrictions');

  it('sends the price list’s rate for two with the stay limits on a full sync, in one call', async () => {
    const before = restrictionPosts().length;
    expect((await call('POST', '/api/ota/sync', {})).statusCode).toBe(202);
    now += 1;
    await ctx.services.jobs.runDue();
    expect(restrictionPosts().length).toBe(before + 1);
    expect(rateOn(addDays(TODAY, 100))).toMatchObject({
      rate: '100.00',
      stop_sell: false,
      min_stay_arrival: 1,
    });
  });

  it('follows a price list change heard on the change feed', async () => {
    const lists = (await call('GET', '/api/price?size=0')).json().data as {
      id: string;
      version: number;
      entries: object[];
    }[];
    const list = lists.find((l) => l.entries.length === 2)!;
    const entries = list.entries.map((e) => ({ ...e, amount: 6000 }));
    const saved = await call('POST', `/api/price/${list.id}`, { version: list.version, entries });
    expect(saved.statusCode, saved.body).toBe(200);
    // The change feed is heard asynchronously (LISTEN/NOTIFY on PostgreSQL) and a loaded CI machine
    // can take seconds; the push may also wait for the channel's call window. So the clock moves on
    // in steps until the push went out, within a deadline.
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && rateOn(addDays(TODAY, 100))?.rate !== '120.00') {
      if (await ctx.services.jobs.repository.find(CHANNEL_RESTRICTIONS_JOB, 'restrictions')) {
        now += 6_000;
        await ctx.services.jobs.runDue();
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rateOn(addDays(TODAY, 100))).toMatchObject({ rate: '120.00' });
  });
});

describe('the nightly drift comparison', () => {
  it('finds the nights where the channel believes otherwise and shows them on the health panel', async () => {
    // Everything pushed first, so only what the test changes on the channel's side differs.
    await call('POST', '/api/ota/sync', {});
    now += 61_000;
    await ctx.services.jobs.runDue();
    const day = addDays(TODAY, 5);
    channex.state.availability.get(channel.Standard!.roomType)!.set(day, 9);
    now += 86_400_000 + 1;
    await ctx.services.jobs.runDue();
    const { drift } = (await call('GET', '/api/ota/health')).json();
    expect(drift).toMatchObject({ count: 1, error: null });
    expect(drift.items).toEqual([expect.objectContaining({ date: day, channel: 9, name: 'Standard' })]);
  });
});

describe('who may read and act on OTA updates', () => {
  it('refuses a webhook without the secret', async () => {
    const refused = await ctx.request({
      method: 'POST',
      url: '/api/ota/webhook',
      headers: { 'x-seaberth-webhook-secret': 'guess' },
      payload: { event: 'booking', payload: { revision_id: 'x' } },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(
      'This webhook address or secret is not the one configured for the channel manager',
    );
  });

  it('answers bookings.read within the caller’s resorts, marks read, and needs the feature', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/bookings/otaupdates' })).statusCode).toBe(401);
    const none = await newUser(ctx, admin, 'ota-none@test.local', ['customers.read']);
    expect((await call('GET', '/api/bookings/otaupdates', undefined, none)).statusCode).toBe(403);
    const other = await call('POST', '/api/resort', { name: 'Elsewhere' });
    const limited = await newUser(ctx, admin, 'ota-limited@test.local', ['bookings.read'], {
      resorts: [other.json().id],
    });
    expect((await call('GET', '/api/bookings/otaupdates', undefined, limited)).json().total).toBe(0);
    const first = (await updates('&unread=true'))[0]!;
    expect((await call('POST', `/api/bookings/markRead/${first.id}`, undefined, limited)).statusCode).toBe(
      404,
    );
    const reader = await newUser(ctx, admin, 'ota-reader@test.local', ['bookings.read']);
    const read = await call('POST', `/api/bookings/markRead/${first.id}`, undefined, reader);
    expect(read.json()).toMatchObject({ id: first.id, read: true });
    expect(
      (await call('POST', `/api/bookings/otaupdates/${first.id}/reject`, undefined, reader)).statusCode,
    ).toBe(403);
    await ctx.services.settings.put('features', 'ota', 'false');
    expect((await call('GET', '/api/bookings/unreadotaupdates')).statusCode).toBe(404);
    await ctx.services.settings.put('features', 'ota', 'true');
  });
});
