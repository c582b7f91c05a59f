import type { OnlineBookingView } from '@seaberth/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/schema/index.ts';
import { RELEASE_HOLD_JOB } from '../src/modules/online-booking/online-booking.service.ts';
import { tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { testLater, testNow } from './test-clock.ts';

/**
 * Issue 40, WCAG 2.2.1 Timing Adjustable: a guest paying online extends the hold of the places
 * (`POST /api/book/{id}/extend?token=`) up to ten times; the release job moves with the hold's end
 * and never releases before it, and a release already under way is not overtaken by an extend.
 */
let ctx: TestContext;
let admin: string;
let trips: Record<string, string>;
let keys = 0;
const clock = movableClock();

/** The injectable clock's own function, put back after every test that moves time. */
function movableClock() {
  let saved: (() => Date) | undefined;
  return {
    at(ms: number) {
      saved ??= ctx.services.clock.now;
      const fixed = new Date(ms);
      ctx.services.clock.now = () => fixed;
      return fixed;
    },
    restore() {
      if (saved) ctx.services.clock.now = saved;
      saved = undefined;
    },
  };
}

const book = async (schedule: string, cabin: string): Promise<OnlineBookingView> => {
  const made = await ctx.request({
    method: 'POST',
    url: '/api/book/booking/create',
    payload: {
      draft: { schedule, rooms: [{ room: trips[cabin]!, guests: 1 }] },
      booker: { firstName: 'Ines', lastName: 'Vale', email: 'ines@example.test', country: 'PT' },
      guests: [{ firstName: 'Ines', lastName: 'Vale' }],
      acceptTerms: true,
      idempotencyKey: `extend-${++keys}-${Date.now()}`,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json();
};

const extend = (booking: { id: string; token: string }, token = booking.token) =>
  ctx.request({ method: 'POST', url: `/api/book/${booking.id}/extend?token=${encodeURIComponent(token)}` });

const db = () => ctx.services.database.db;
const releaseJob = (booking: string) => ctx.services.jobs.repository.find(RELEASE_HOLD_JOB, booking);

const state = async (booking: string) =>
  (await ctx.request({ method: 'GET', url: `/api/bookings/${booking}`, token: admin })).json().state;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  trips = await tripWorld(ctx, admin);
  await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
  await ctx.services.settings.put('booking', 'onlineHoldsPerVisitor', '1000');
  await ctx.services.settings.put('booking', 'onlineHoldShare', '100');
}, 60_000);
afterEach(() => clock.restore());
afterAll(async () => {
  await ctx?.close();
});

describe('extending a public hold', () => {
  it('moves the hold and its one release job to now + the hold minutes; the job does not release early', async () => {
    const made = await book(trips.s1!, 'Cabin 1');
    const at = clock.at(testLater(10 * 60_000).getTime());
    const extended = await extend(made);
    expect(extended.statusCode, extended.body).toBe(200);
    const end = new Date(at.getTime() + 15 * 60_000);
    expect(extended.json()).toEqual({ holdUntil: end.toISOString(), extensionsLeft: 9 });
    expect((await releaseJob(made.id))?.runAt.toISOString()).toBe(end.toISOString());
    expect(await db().select().from(jobs).where(eq(jobs.key, made.id))).toHaveLength(1);

    // The first end has passed: the job is not due, and a run changes nothing.
    clock.at(testLater(16 * 60_000).getTime());
    await ctx.services.jobs.runDue();
    expect(await state(made.id)).toBe('draft');
    const view = await ctx.request({
      method: 'POST',
      url: `/api/book/${made.id}/payment/aborted?token=${made.token}`,
    });
    expect(view.json().holdUntil).toBe(end.toISOString());

    // Even run before the new end (a process that claimed it at the old time), it keeps the
    // places and the job waits for the new end.
    await db().update(jobs).set({ runAt: testNow() }).where(eq(jobs.key, made.id));
    expect(await ctx.services.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await state(made.id)).toBe('draft');
    expect((await releaseJob(made.id))?.runAt.toISOString()).toBe(end.toISOString());

    clock.at(end.getTime() + 1000);
    await ctx.services.jobs.runDue();
    expect(await state(made.id)).toBe('freed');
    expect(await releaseJob(made.id)).toBeUndefined();
    // A released booking has no hold to extend.
    const late = await extend(made);
    expect(late.statusCode, late.body).toBe(404);
    expect(late.json()).toMatchObject({ statusCode: 404, description: 'NOT_FOUND' });
  });

  it('answers 404 to a wrong token or an unknown booking, as every public call', async () => {
    const made = await book(trips.s1!, 'Cabin 2');
    expect((await extend(made, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await extend({ id: crypto.randomUUID(), token: made.token })).statusCode).toBe(404);
    // Nothing moved.
    expect((await releaseJob(made.id))?.runAt.toISOString()).toBe(made.holdUntil);
  });

  it('extends ten times, also two at once, and refuses the eleventh in the error shape', async () => {
    const made = await book(trips.s2!, 'Cabin 1');
    const both = await Promise.all([extend(made), extend(made)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().extensionsLeft).sort()).toEqual([8, 9]);
    const [row] = await db().select().from(jobs).where(eq(jobs.key, made.id));
    const last = both.find((r) => r.json().extensionsLeft === 8)!.json().holdUntil;
    expect(row?.runAt.toISOString()).toBe(last);

    for (let left = 7; left >= 0; left--) {
      const next = await extend(made);
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json().extensionsLeft).toBe(left);
    }
    const eleventh = await extend(made);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      description: 'HOLD_EXTENSION_LIMIT',
      params: { max: 10 },
      path: `/api/book/${made.id}/extend`,
      method: 'POST',
    });
    expect(eleventh.json().message).toContain('10 times');
    expect(await db().select().from(jobs).where(eq(jobs.key, made.id))).toHaveLength(1);
  });

  it('gives way to a release already under way, and refuses a booking no longer waiting for payment', async () => {
    const made = await book(trips.s3!, 'Cabin 1');
    // The runner claimed the job (its row locked until later): the extend must not win as well.
    const until = testLater(5 * 60_000);
    await db().update(jobs).set({ lockedUntil: until }).where(eq(jobs.key, made.id));
    const racing = await extend(made);
    expect(racing.statusCode, racing.body).toBe(404);
    const job = await releaseJob(made.id);
    expect(job?.runAt.toISOString()).toBe(made.holdUntil);
    const aborted = await ctx.request({
      method: 'POST',
      url: `/api/book/${made.id}/payment/aborted?token=${made.token}`,
    });
    expect(aborted.json().holdUntil).toBe(made.holdUntil);
    await db().update(jobs).set({ lockedUntil: null }).where(eq(jobs.key, made.id));

    const confirmed = await book(trips.s3!, 'Cabin 2');
    const version = (
      await ctx.request({ method: 'GET', url: `/api/bookings/${confirmed.id}`, token: admin })
    ).json().version;
    const change = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${confirmed.id}/change`,
      token: admin,
      payload: { state: 'confirmed', version },
    });
    expect(change.statusCode, change.body).toBe(200);
    const refused = await extend(confirmed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toBe('ACTION_NOT_ALLOWED');
  });
});
