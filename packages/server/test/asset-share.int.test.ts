import {
  type AssetShareBooking,
  type AssetShareReport,
  type BookingDetail,
  toZonedDate,
} from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, newTripBooking, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';
import { testNow } from './test-clock.ts';

/**
 * The asset share report: the revenue of bookings holding a resort stay and a trip, split between
 * the resort and the vessel to the cent, for the bookings whose nights touch the period.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
/** A: R1 27.02.–06.03. + Cabin 1 on s1 (06.–13.03.), a goodwill discount, partly paid. */
let combined: BookingDetail;

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = async (url: string, payload: object): Promise<BookingDetail> => {
  const res = await versioned(ctx, { method: 'POST', url, token: admin, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const report = async (query: string, token = admin): Promise<AssetShareReport> => {
  const res = await get(`/api/bookings/assetShare${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const line = (r: AssetShareReport, id: string) => r.bookings.find((b) => b.id === id);

/** A stay at Coral Bay with a cabin on a trip added: one booking, two parts. */
async function stayAndTrip(
  stay: { room: string; from: string; to: string },
  cabin: string,
  schedule: string,
) {
  const guest = await newCustomer(ctx, admin);
  const booking = await newStay(ctx, admin, {
    resort: ids.resort!,
    ...stay,
    rooms: [{ room: stay.room, guests: [guest.id] }],
  });
  return post(`/api/bookings/${booking.id}/rooms`, {
    room: ids[cabin],
    guests: [guest.id],
    schedule: ids[schedule],
    version: booking.version,
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = { ...(await tripWorld(ctx, admin)), ...(await resortWorld(ctx, admin)) };
  const [ana, ben] = [await newCustomer(ctx, admin), await newCustomer(ctx, admin)];
  const stay = await newStay(ctx, admin, {
    resort: ids.resort!,
    from: '2027-02-27',
    to: '2027-03-06',
    rooms: [{ room: ids.R1!, guests: [ana.id, ben.id] }],
  });
  const both = await post(`/api/bookings/${stay.id}/rooms`, {
    room: ids['Cabin 1'],
    guests: [ana.id, ben.id],
    schedule: ids.s1,
    version: stay.version,
  });
  // 700.00 at the resort and 3000.00 on board, less 37.01 for the whole booking.
  const discounted = await post(`/api/bookings/${stay.id}/calculation`, {
    text: 'Goodwill',
    amount: -3701,
    type: 'discount',
    version: both.version,
  });
  await post(`/api/bookings/${stay.id}/payment`, {
    amount: 100_001,
    currency: 'EUR',
    date: '2027-01-10',
    method: 'bankTransfer',
    reference: discounted.bookingNo,
    note: '',
  });
  combined = (await get(`/api/bookings/${stay.id}`)).json();
});
afterAll(() => ctx.close());

describe('GET /api/bookings/assetShare', () => {
  it('splits a combined booking between the resort and the vessel, to the cent', async () => {
    expect(combined.total).toBe(366_299);
    expect(combined.paid).toBe(100_001);
    const stayOnly = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-03-08',
      to: '2027-03-12',
      rooms: [{ room: ids.R3! }],
    });
    const tripOnly = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 2']! }],
    });

    const march = await report('?from=2027-03-01&to=2027-03-31');
    expect(march).toMatchObject({ from: '2027-03-01', to: '2027-03-31' });
    const a = line(march, combined.id)!;
    // The discount is the whole booking's: 7/37 of it to the resort (-7.00), the rest to the vessel.
    expect(a).toMatchObject<Partial<AssetShareBooking>>({
      bookingNo: combined.bookingNo,
      state: 'confirmed',
      from: '2027-02-27',
      to: '2027-03-13',
      currency: 'EUR',
      total: 366_299,
      paid: 100_001,
      open: 266_298,
      commission: 0,
    });
    expect(a.resort).toEqual({
      asset: ids.resort,
      name: 'Coral Bay',
      amount: 69_300,
      paid: 18_919,
      open: 50_381,
      commission: 0,
    });
    expect(a.vessel).toEqual({
      asset: ids.manta,
      name: 'MV Manta',
      amount: 296_999,
      paid: 81_082,
      open: 215_917,
      commission: 0,
    });
    expect(a.resort.amount + a.vessel.amount).toBe(combined.total);
    expect(a.resort.paid + a.vessel.paid).toBe(combined.paid);
    // A stay alone or a trip alone is no combined booking: nothing to split, not listed.
    expect(line(march, stayOnly.id)).toBeUndefined();
    expect(line(march, tripOnly.id)).toBeUndefined();

    expect(march.assets).toEqual([
      expect.objectContaining({
        kind: 'resort',
        asset: ids.resort,
        currency: 'EUR',
        bookings: 1,
        amount: 69_300,
      }),
      expect.objectContaining({
        kind: 'vessel',
        asset: ids.manta,
        currency: 'EUR',
        bookings: 1,
        amount: 296_999,
      }),
    ]);
    expect(march.totals).toEqual([
      {
        currency: 'EUR',
        bookings: 1,
        resort: 69_300,
        vessel: 296_999,
        total: 366_299,
        paid: 100_001,
        open: 266_298,
        commission: 0,
      },
    ]);
  });

  it('lists the bookings whose nights touch the period; one end alone means its month, none today’s', async () => {
    const listed = async (query: string) => (await report(query)).bookings.some((b) => b.id === combined.id);
    // Nights 27.02.–12.03.; the 13th is the day of departure.
    expect(await listed('?from=2027-02-01&to=2027-02-27')).toBe(true);
    expect(await listed('?from=2027-02-01&to=2027-02-26')).toBe(false);
    expect(await listed('?from=2027-03-12&to=2027-03-12')).toBe(true);
    expect(await listed('?from=2027-03-13&to=2027-03-31')).toBe(false);
    expect(await report('?from=2027-03-10')).toMatchObject({ from: '2027-03-10', to: '2027-03-31' });
    expect(await report('?to=2027-02-10')).toMatchObject({ from: '2027-02-01', to: '2027-02-10' });
    const today = toZonedDate(testNow().getTime(), 'Europe/Berlin');
    const now = await report('');
    expect(now.from).toBe(`${today.slice(0, 7)}-01`);
    expect(now.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(line(now, combined.id)).toBeUndefined();
  });

  it('counts a cancelled booking only for its fee, split by what the parts were worth', async () => {
    const free = await stayAndTrip({ room: ids.R2!, from: '2027-03-08', to: '2027-03-13' }, 'Cabin 1', 's2');
    const charged = await stayAndTrip(
      { room: ids.R3!, from: '2027-03-14', to: '2027-03-16' },
      'Cabin 2',
      's3',
    );
    await post(`/api/bookings/${free.id}/cancell`, { reason: 'customer', version: free.version });
    const fee = await post(`/api/bookings/${charged.id}/cancell`, {
      reason: 'customer',
      value: 10_001,
      version: charged.version,
    });
    expect(fee).toMatchObject({ state: 'aborted', total: 10_001 });

    const march = await report('?from=2027-03-01&to=2027-03-31');
    expect(line(march, free.id)).toBeUndefined();
    const cancelled = line(march, charged.id)!;
    // Worth 2 × 50.00 at the resort and 1500.00 on board: 1/16 of the fee to the resort.
    expect(cancelled.resort.amount).toBe(625);
    expect(cancelled.vessel.amount).toBe(9_376);
    expect(cancelled.total).toBe(10_001);
  });

  it('shows a user limited to some assets the bookings they may open and the totals of their assets', async () => {
    const resortOnly = await newUser(ctx, admin, 'share-resort@test.local', ['bookings.read'], {
      resorts: [ids.resort],
    });
    const mine = await report('?from=2027-03-01&to=2027-03-31', resortOnly);
    expect(line(mine, combined.id)).toBeDefined();
    expect(mine.assets.map((a) => a.kind)).toEqual(['resort']);

    const otherBoat = await newUser(ctx, admin, 'share-dugong@test.local', ['bookings.read'], {
      vessels: [ids.dugong],
    });
    const theirs = await report('?from=2027-03-01&to=2027-03-31', otherBoat);
    expect(theirs.bookings).toEqual([]);
    expect(theirs.assets).toEqual([]);
  });

  it('refuses a guest, a user without bookings.read and a bad period', async () => {
    expect((await versioned(ctx, { method: 'GET', url: '/api/bookings/assetShare' })).statusCode).toBe(401);
    const writer = await newUser(ctx, admin, 'share-writer@test.local', ['bookings.update']);
    const refused = await get('/api/bookings/assetShare', writer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().description).toBe('FORBIDDEN_RESSOURCE');

    const backwards = await get('/api/bookings/assetShare?from=2027-03-02&to=2027-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      statusCode: 400,
      path: '/api/bookings/assetShare',
      method: 'GET',
      fields: [expect.objectContaining({ path: 'querystring.to', message: 'The end lies before the start' })],
    });
    const long = await get('/api/bookings/assetShare?from=2027-01-01&to=2028-02-05');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual([
      expect.objectContaining({ path: 'querystring.to', message: 'A report covers at most 400 days' }),
    ]);
    expect((await get('/api/bookings/assetShare?from=2027-02-30')).statusCode).toBe(400);
    expect((await get('/api/bookings/assetShare?from=March')).statusCode).toBe(400);
  });
});
