import type { BookingDetail, BookingVersion } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { OPTIONS_JOB, WAITING_JOB } from '../src/modules/bookings/booking-options.jobs.ts';
import { heldBeds, newCustomer, newTripBooking, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';
import { testNow } from './test-clock.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  versioned(ctx, { method: 'POST', url, token, payload });
const detail = async (id: string) => (await get(`/api/bookings/${id}`)).json() as BookingDetail;
const history = async (id: string) => (await get(`/api/bookings/${id}/history`)).json() as BookingVersion[];
const setting = (group: string, key: string, value: string) => ctx.services.settings.put(group, key, value);
const mails = async () =>
  (await get('/api/mailqueue?size=0')).json().data as { to: string; subject: string; text: string }[];

/** Moves the server's clock (business time only) to `iso`. */
const at = (iso: string) => {
  ctx.services.clock.now = () => new Date(iso);
};
const today = () => testNow().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  await setting('general', 'timezone', 'UTC');
});
afterAll(() => ctx.close());

describe('options that expire by themselves', () => {
  it('gives a new offer or reservation the option days of the settings, a booking none', async () => {
    at('2027-01-10T09:00:00Z');
    const reservation = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    expect(reservation.optionUntil).toBe('2027-01-17');
    await setting('booking', 'optionDays', '2');
    const offer = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 2']! }],
      state: 'draft',
    });
    expect(offer.optionUntil).toBe('2027-01-12');
    const confirmed = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 3']! }],
      state: 'confirmed',
    });
    expect(confirmed.optionUntil).toBeNull();
    await setting('booking', 'optionDays', '0');
    const open = await newTripBooking(ctx, admin, { schedule: ids.s1!, rooms: [{ room: ids['Cabin 4']! }] });
    expect(open.optionUntil).toBeNull();
    await setting('booking', 'optionDays', '7');
  });

  it('releases an option after its day, once, telling the booker, even with two server processes racing', async () => {
    at('2027-02-01T08:00:00Z');
    const guest = await newCustomer(ctx, admin, { email: 'anna@example.com', firstName: 'Anna' });
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids.Suite!, guests: [guest.id] }],
    });
    expect(booking.optionUntil).toBe('2027-02-08');
    // On its last day the option still holds.
    at('2027-02-08T23:00:00Z');
    await ctx.services.jobs.schedule(OPTIONS_JOB);
    await ctx.services.jobs.runDue();
    expect((await detail(booking.id)).state).toBe('planned');

    at('2027-02-09T00:30:00Z');
    await ctx.services.jobs.schedule(OPTIONS_JOB);
    const second = await buildApp(ctx.config, ctx.services.database, { logger: false });
    second.services.clock.now = ctx.services.clock.now;
    // Two sweeps due at once (one per process, say after a restart): both run, one releases.
    await ctx.services.jobs.schedule(OPTIONS_JOB, 'second');
    try {
      const ran = await Promise.all([ctx.services.jobs.runDue(), second.services.jobs.runDue()]);
      expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    } finally {
      await second.app.close();
    }
    const released = await detail(booking.id);
    expect(released).toMatchObject({ state: 'freed', releaseReason: 'optionExpired', optionUntil: null });
    const versions = await history(booking.id);
    expect(versions.filter((v) => v.action === 'expire')).toHaveLength(1);
    expect(versions[0]).toMatchObject({ action: 'expire', actor: null });
    expect((await heldBeds(ctx, admin, ids.manta!, '2027-03-13', '2027-03-20')).Suite).toBeUndefined();
    const notice = (await mails()).filter((m) => m.to === 'anna@example.com');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toContain(booking.bookingNo);
  });
});

describe('a waiting list that fills itself', () => {
  it('offers freed beds to the first in line; when that offer lapses the next one gets them', async () => {
    at('2027-02-10T10:00:00Z');
    await setting('booking', 'notifyEmail', 'desk@example.com');
    const holder = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 1']! }],
      state: 'confirmed',
    });
    const first = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 1']! }],
      state: 'waiting',
    });
    const next = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 1']! }],
      state: 'waiting',
    });
    // Nothing is free yet: the list stays as it is.
    await ctx.services.jobs.schedule(WAITING_JOB);
    await ctx.services.jobs.runDue();
    expect((await detail(first.id)).state).toBe('waiting');

    // The holder cancels: the first in line holds the cabin as an offer for 48 hours.
    at('2027-02-10T11:00:00Z');
    expect((await post(`/api/bookings/${holder.id}/cancell`, {})).statusCode).toBe(200);
    expect(await ctx.services.jobs.repository.find(WAITING_JOB)).toBeDefined();
    await ctx.services.jobs.runDue();
    expect(await detail(first.id)).toMatchObject({ state: 'draft', optionUntil: '2027-02-12' });
    expect((await detail(next.id)).state).toBe('waiting');
    expect((await history(first.id))[0]).toMatchObject({ action: 'waitingOffer', actor: null });
    expect(
      (await mails()).some((m) => m.to === 'desk@example.com' && m.subject.includes(first.bookingNo)),
    ).toBe(true);

    // Nobody confirms: the offer lapses and the next in line gets the cabin.
    at('2027-02-13T06:00:00Z');
    await ctx.services.jobs.schedule(OPTIONS_JOB);
    await ctx.services.jobs.runDue();
    await ctx.services.jobs.runDue();
    expect(await detail(first.id)).toMatchObject({ state: 'freed', releaseReason: 'optionExpired' });
    expect(await detail(next.id)).toMatchObject({ state: 'draft', optionUntil: '2027-02-15' });
    expect((await heldBeds(ctx, admin, ids.manta!, '2027-03-20', '2027-03-27'))['Cabin 1']).toEqual([
      [0, 64],
    ]);
  });

  it('keeps the recurring sweep scheduled and retries a failed job later', async () => {
    const sweep = await ctx.services.jobs.repository.find(OPTIONS_JOB);
    expect(sweep).toBeDefined();
    ctx.services.jobs.handle('test.failing', async () => {
      throw new Error('boom');
    });
    at(`${today()}T12:00:00Z`);
    await ctx.services.jobs.schedule('test.failing');
    await ctx.services.jobs.runDue();
    const failed = await ctx.services.jobs.repository.find('test.failing');
    expect(failed).toMatchObject({ lastError: 'boom', attempts: 1 });
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.parse(`${today()}T12:00:00Z`));
  });
});

describe('the end-to-end test clock', () => {
  it('exists only when SEABERTH_TEST_CLOCK is set, for administrators, and gives real time back', async () => {
    expect((await post('/api/test/clock', { now: '2030-01-01T00:00:00Z' })).statusCode).toBe(404);
    const clocked = await createTestContext({ testClock: true });
    try {
      const token = await clocked.adminToken();
      const set = await clocked.request({
        method: 'POST',
        url: '/api/test/clock',
        token,
        payload: { now: '2030-01-01T00:00:00.000Z' },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(clocked.services.clock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
      expect(
        (await clocked.request({ method: 'POST', url: '/api/test/clock', payload: { now: null } }))
          .statusCode,
      ).toBe(401);
      await clocked.request({ method: 'POST', url: '/api/test/clock', token, payload: { now: null } });
      expect(Math.abs(clocked.services.clock.now().getTime() - Date.now())).toBeLessThan(5000);
    } finally {
      await clocked.close();
    }
  });
});
