import type { FoundBooking, PaymentStatusLine } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const get = (url: string, token = admin) => ctx.request({ method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  ctx.request({ method: 'POST', url, token, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  await ctx.services.settings.put('general', 'timezone', 'UTC');
  ctx.services.clock.now = () => new Date('2027-01-10T10:00:00Z');
  // 30 % deposit a week after booking, the rest 30 days before arrival.
  const terms = await post('/api/terms', {
    name: 'Deposit 30',
    deposit: 30,
    depositDueDays: 7,
    restDueDays: 30,
  });
  expect(terms.statusCode, terms.body).toBe(201);
  const list = (await get('/api/price?size=1')).json().data[0];
  const updated = await post(`/api/price/${list.id}`, { ...list, defaultTermsOfPayment: terms.json().id });
  expect(updated.statusCode, updated.body).toBe(200);
});
afterAll(() => ctx.close());

describe('finding bookings', () => {
  it('finds by number, guest name, e-mail and external reference, only active ones on request', async () => {
    const guest = await newCustomer(ctx, admin, {
      firstName: 'Zelda',
      lastName: 'Quorn',
      email: 'zq@example.org',
    });
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']!, guests: [guest.id] }],
    });
    await post(`/api/bookings/${booking.id}/ref`, { kind: 'agency', value: 'AG-7781' });
    const find = async (query: string, extra = '') =>
      (await get(`/api/bookings/find?query=${encodeURIComponent(query)}${extra}`)).json() as FoundBooking[];
    expect((await find(booking.bookingNo)).map((b) => [b.id, b.matched])).toEqual([
      [booking.id, 'bookingNo'],
    ]);
    expect((await find('quorn'))[0]).toMatchObject({ id: booking.id, matched: 'guest' });
    expect((await find('zq@example'))[0]).toMatchObject({ id: booking.id, matched: 'email' });
    expect((await find('AG-77'))[0]).toMatchObject({ id: booking.id, matched: 'reference' });
    expect(await find('100%_')).toEqual([]);
    await post(`/api/bookings/${booking.id}/cancell`, {});
    expect(await find('quorn', '&onlyActive=true')).toEqual([]);
    expect(await find('quorn', '&onlyActive=false')).toHaveLength(1);
    const bad = await get('/api/bookings/find?query=');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ description: 'VALIDATION_ERROR' });
  });

  it('answers the years with bookings and a booking’s version, each only for who may see it', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 2']! }],
    });
    expect((await get('/api/bookings/years')).json()).toEqual([2027]);
    const etag = (await get(`/api/bookings/etag/${booking.id}`)).json();
    expect(etag).toMatchObject({ id: booking.id, version: 1 });
    await post(`/api/bookings/${booking.id}`, { note: 'changed' });
    expect((await get(`/api/bookings/etag/${booking.id}`)).json().version).toBe(2);

    const dugongOnly = await newUser(ctx, admin, 'dugong-reads@test.local', ['bookings.read'], {
      vessels: [ids.dugong],
    });
    expect((await get(`/api/bookings/etag/${booking.id}`, dugongOnly)).statusCode).toBe(404);
    expect((await get('/api/bookings/years', dugongOnly)).json()).toEqual([]);
    expect((await get(`/api/bookings/find?query=${booking.bookingNo}`, dugongOnly)).json()).toEqual([]);
    expect((await get('/api/bookings/allBookingsWithOpenPayments', dugongOnly)).json()).toEqual([]);
    expect((await ctx.request({ method: 'GET', url: '/api/bookings/years' })).statusCode).toBe(401);
  });
});

describe('money open and due', () => {
  it('lists bookings with money open and what falls due within the days asked, overdue first', async () => {
    const due = await newTripBooking(ctx, admin, { schedule: ids.s3!, rooms: [{ room: ids['Cabin 3']! }] });
    const paid = await newTripBooking(ctx, admin, { schedule: ids.s3!, rooms: [{ room: ids['Cabin 4']! }] });
    await post(`/api/bookings/${paid.id}/payment`, {
      amount: paid.total,
      currency: 'EUR',
      date: '2027-01-10',
    });
    const open = (await get('/api/bookings/allBookingsWithOpenPayments')).json() as {
      id: string;
      open: number;
    }[];
    expect(open.find((b) => b.id === due.id)).toMatchObject({ open: due.total });
    expect(open.find((b) => b.id === paid.id)).toBeUndefined();

    // The deposit falls due on 17.01.2027: not within 3 days, within 10.
    const inDays = async (days: number) =>
      ((await get(`/api/bookings/paymentStatus?days=${days}`)).json() as PaymentStatusLine[]).find(
        (l) => l.id === due.id,
      );
    expect(await inDays(3)).toBeUndefined();
    expect(await inDays(10)).toMatchObject({
      due: { date: '2027-01-17', amount: due.total * 0.3, overdue: false },
    });
    ctx.services.clock.now = () => new Date('2027-01-20T10:00:00Z');
    expect(await inDays(1)).toMatchObject({ due: { date: '2027-01-17', overdue: true } });
    expect((await get('/api/bookings/paymentStatus?days=0')).statusCode).toBe(400);
  });
});
