import type { BookingDetail, CancellationPreview } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newTripBooking, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let scaled: string;
let plain: string;

const post = (url: string, payload: object) => versioned(ctx, { method: 'POST', url, token: admin, payload });
const preview = async (id: string, payload: object) => {
  const res = await post(`/api/bookings/${id}/cancell/preview`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CancellationPreview;
};
/** A booking of Cabin n on trip s (1,500.00 EUR), under the terms given, with a payment made. */
const booked = async (schedule: string, cabin: string, terms: string, paid: number) => {
  const booking = await newTripBooking(ctx, admin, { schedule, rooms: [{ room: ids[cabin]! }] });
  const changed = await post(`/api/bookings/${booking.id}/changeTerms/${terms}`, {});
  expect(changed.statusCode, changed.body).toBe(200);
  const pay = await post(`/api/bookings/${booking.id}/payment`, {
    amount: paid,
    currency: 'EUR',
    date: '2027-01-05',
    method: 'card',
  });
  expect(pay.statusCode, pay.body).toBe(201);
  return booking;
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  const terms = async (name: string, cancellation: object[]) => {
    const res = await post('/api/terms', { name, deposit: 30, cancellation });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  scaled = await terms('Scale', [
    { daysBefore: 30, percent: 50 },
    { daysBefore: 60, percent: 20 },
    { daysBefore: 7, percent: 100 },
  ]);
  plain = await terms('No scale', []);
  // The price list offers both terms, so a booking may change to them.
  const [list] = (await versioned(ctx, { method: 'GET', url: '/api/price', token: admin })).json().data;
  const updated = await post(`/api/price/${list.id}`, { ...list, termsOfPayment: [scaled, plain] });
  expect(updated.statusCode, updated.body).toBe(200);
}, 60_000);
afterAll(() => ctx.close());

describe('the cancellation preview', () => {
  it('shows the fee of the terms for the day and the refund it leaves, and the cancellation charges it', async () => {
    const booking = await booked(ids.s2!, 'Cabin 1', scaled, 45_000);
    // The trip starts 2027-03-13: exactly 30 days before it the 30-day step applies.
    const fee = await preview(booking.id, { useTerms: true, date: '2027-02-11' });
    expect(fee).toMatchObject({
      currency: 'EUR',
      total: 150_000,
      paid: 45_000,
      fee: 75_000,
      percent: 50,
      daysBefore: 30,
      date: '2027-02-11',
      terms: { id: scaled, name: 'Scale' },
      balance: 30_000,
    });
    expect(fee.scale).toHaveLength(3);
    // A day earlier the 60-day step; after arrival (a no-show) the last one.
    expect((await preview(booking.id, { useTerms: true, date: '2027-02-10' })).fee).toBe(30_000);
    expect((await preview(booking.id, { useTerms: true, date: '2027-03-14' })).fee).toBe(150_000);
    // A percent or a fixed value instead; a small fee leaves a refund due (a negative balance).
    expect(await preview(booking.id, { percent: 10, date: '2027-02-11' })).toMatchObject({
      fee: 15_000,
      percent: 10,
      terms: null,
      balance: -30_000,
    });
    expect(await preview(booking.id, { value: 5_000 })).toMatchObject({ fee: 5_000, percent: null });
    // The preview changed nothing: the cancellation at the version seen charges what it showed.
    const res = await post(`/api/bookings/${booking.id}/cancell`, {
      reason: 'customer',
      useTerms: true,
      date: '2027-02-11',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'aborted', total: 75_000, paid: 45_000 });
    // A cancelled booking has nothing more to preview.
    const again = await post(`/api/bookings/${booking.id}/cancell/preview`, { useTerms: true });
    expect(again.statusCode).toBe(409);
  });

  it('names the terms without a scale, charges nothing by them, and a revert prices the booking again', async () => {
    const booking = await booked(ids.s3!, 'Cabin 2', plain, 45_000);
    expect(await preview(booking.id, { useTerms: true, date: '2027-03-10' })).toMatchObject({
      fee: 0,
      terms: { id: plain, name: 'No scale' },
      scale: [],
      balance: -45_000,
    });
    const cancelled = await post(`/api/bookings/${booking.id}/cancell`, {
      useTerms: true,
      date: '2027-03-10',
    });
    expect(cancelled.json()).toMatchObject({ state: 'aborted', total: 0 });
    const back = await post(`/api/bookings/${booking.id}/revert`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as BookingDetail).total).toBe(150_000);
  });

  it('refuses a preview of a booking it cannot find or a bad percent', async () => {
    const missing = await post('/api/bookings/00000000-0000-4000-8000-000000000000/cancell/preview', {});
    expect(missing.statusCode).toBe(404);
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 3']! }],
    });
    const bad = await post(`/api/bookings/${booking.id}/cancell/preview`, { percent: 120 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toContain('percent');
  });
});
