import type { BookingDetail, BookingVersion, CalculationEntry } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTripBooking, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let terms: string;

const get = (url: string) => versioned(ctx, { method: 'GET', url, token: admin });
const post = (url: string, payload: object) => versioned(ctx, { method: 'POST', url, token: admin, payload });
const del = (url: string) => versioned(ctx, { method: 'DELETE', url, token: admin });
const detail = async (id: string) => (await get(`/api/bookings/${id}`)).json() as BookingDetail;
const history = async (id: string) => (await get(`/api/bookings/${id}/history`)).json() as BookingVersion[];
const lines = (booking: BookingDetail) => booking.calculation!.entries;
const dueSum = (booking: BookingDetail) => booking.calculation!.due.reduce((s, d) => s + d.amount.amount, 0);
const tourLine = (booking: BookingDetail) => lines(booking).find((e) => e.type === 'tour')!;

async function create(path: string, payload: object): Promise<string> {
  const res = await post(`/api/${path}`, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A planned booking of a Deluxe cabin for one on a trip (1,500.00 EUR) with 30 % deposit terms. */
async function booking(room = 'Cabin 1', schedule = 's1'): Promise<BookingDetail> {
  const made = await newTripBooking(ctx, admin, { schedule: ids[schedule]!, rooms: [{ room: ids[room]! }] });
  const res = await post(`/api/bookings/${made.id}/changeTerms/${terms}`, { version: made.version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  terms = await create('terms', { name: '30 % deposit', deposit: 30, depositDueDays: 7, restDueDays: 30 });
  await create('currency', { code: 'USD', name: 'US dollar', exchangeRate: '1.08' });
});
afterAll(() => ctx.close());

describe('lines by hand', () => {
  it('adds a line after another: the total, the due amounts and the history follow', async () => {
    const start = await booking('Cabin 1');
    expect(start.total).toBe(150_000);
    expect(dueSum(start)).toBe(150_000);
    const first = lines(start)[0]!;
    const res = await post(`/api/bookings/${start.id}/calculation`, {
      text: 'Nitrox course',
      amount: 18_000,
      after: first.id,
      version: start.version,
    });
    expect(res.statusCode, res.body).toBe(201);
    const added: BookingDetail = res.json();
    expect(added.total).toBe(168_000);
    expect(dueSum(added)).toBe(168_000);
    expect(lines(added)[1]).toMatchObject({ text: 'Nitrox course', manual: true, sort: 20 });
    expect(lines(added).map((e) => e.sort)).toEqual(lines(added).map((_, i) => (i + 1) * 10));
    expect((await history(start.id))[0]).toMatchObject({ action: 'calculation', version: added.version });

    const stale = await post(`/api/bookings/${start.id}/calculation`, {
      text: 'Twice',
      version: start.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().description).toBe('STALE_VERSION');
    const stranger = await post(`/api/bookings/${start.id}/calculation`, {
      text: 'For a stranger',
      customer: '00000000-0000-4000-8000-000000000001',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields[0].path).toBe('customer');
  });

  it('changes a priced line, keeps the change through a re-quote, and prices it again on refresh', async () => {
    const start = await booking('Cabin 2');
    const line = tourLine(start);
    const edited = await post(`/api/bookings/${start.id}/calculation/${line.id}`, {
      amount: 120_000,
      text: 'Agreed rate',
      version: start.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().total).toBe(120_000);
    expect(lines(edited.json()).find((e) => e.id === line.id)).toMatchObject({
      text: 'Agreed rate',
      amount: { amount: 120_000 },
      manual: true,
    });

    // Pricing the whole booking again keeps what was changed by hand.
    const reload = await post(`/api/bookings/${start.id}/reloadPrice`, { apply: true });
    expect(reload.statusCode, reload.body).toBe(200);
    expect(reload.json().booking.total).toBe(120_000);

    const refreshed = await post(`/api/bookings/${start.id}/calculation/${line.id}/refresh`, {});
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().total).toBe(150_000);
    expect(lines(refreshed.json()).find((e) => e.id === line.id)?.manual).toBeUndefined();
  });

  it('renames from a pattern with the guest', async () => {
    const start = await booking('Cabin 3');
    const line = tourLine(start);
    const guest = start.rooms[0]!.guests.find((g) => g?.customer === line.customer)!;
    const res = await post(`/api/bookings/${start.id}/calculation/${line.id}/rename`, {
      pattern: '{text} – {customer}',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(res.json()).find((e) => e.id === line.id)?.text).toBe(`${line.text} – ${guest.fullName}`);
  });

  it('refuses to change or remove a line marked so, with 409 and the line named', async () => {
    const start = await booking('Cabin 4');
    const due = lines(start).find((e) => e.type === 'deposit')!;
    const edit = await post(`/api/bookings/${start.id}/calculation/${due.id}`, { amount: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ description: 'LINE_NOT_EDITABLE', params: { text: due.text } });
    const remove = await del(`/api/bookings/${start.id}/calculation/${due.sort}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().description).toBe('LINE_NOT_DELETABLE');
    const tour = tourLine(start);
    const tourRemove = await del(`/api/bookings/${start.id}/calculation/${tour.sort}`);
    expect(tourRemove.statusCode).toBe(409);
    expect(tourRemove.json().description).toBe('LINE_NOT_DELETABLE');
    expect((await detail(start.id)).version).toBe(start.version);
    const missing = await del(`/api/bookings/${start.id}/calculation/99999`);
    expect(missing.statusCode).toBe(404);
  });

  it('removes lines added by hand and sorts the lines as the operator dragged them', async () => {
    const start = await booking('Suite');
    const a = (
      await post(`/api/bookings/${start.id}/calculation`, { text: 'Transfer', amount: 5_000 })
    ).json();
    const b = (
      await post(`/api/bookings/${start.id}/calculation`, {
        text: 'Crew tip',
        amount: 0,
        customerType: 'Info',
      })
    ).json() as BookingDetail;
    const ordered = lines(b).filter((e) => e.type !== 'deposit' && e.type !== 'rest');
    const reversed = ordered.map((e) => e.id!).reverse();
    const sorted = await post(`/api/bookings/${start.id}/sort`, { order: reversed, version: b.version });
    expect(sorted.statusCode, sorted.body).toBe(200);
    const after = lines(sorted.json());
    expect(after.slice(0, reversed.length).map((e) => e.id)).toEqual(reversed);
    expect(after.at(-1)?.type).toBe('rest');
    const unknown = await post(`/api/bookings/${start.id}/sort`, { order: ['p-nope'] });
    expect(unknown.statusCode).toBe(400);

    const transfer = after.find((e) => e.text === 'Transfer')!;
    const removed = await del(
      `/api/bookings/${start.id}/calculation/${transfer.sort}?version=${sorted.json().version}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().total).toBe(a.total - 5_000);
    expect(lines(removed.json()).some((e) => e.text === 'Transfer')).toBe(false);
  });
});

describe('what prices the booking', () => {
  it('changes the terms without pricing again, and previews a re-price before applying it', async () => {
    const made = await newTripBooking(ctx, admin, { schedule: ids.s2!, rooms: [{ room: ids['Cabin 1']! }] });
    expect(made.calculation!.due).toEqual([]);
    const res = await post(`/api/bookings/${made.id}/changeTerms/${terms}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().termsOfPayment).toBe(terms);
    expect(res.json().calculation.due.map((d: { kind: string }) => d.kind)).toEqual(['deposit', 'rest']);
    expect(res.json().total).toBe(made.total);

    const preview = await post(`/api/bookings/${made.id}/reloadPrice`, {});
    expect(preview.statusCode).toBe(200);
    expect(preview.json().current.total).toEqual(preview.json().next.total);
    expect(preview.json().booking).toBeUndefined();
    expect((await detail(made.id)).version).toBe(res.json().version);
  });

  it('adds a special by hand and takes it off again', async () => {
    const special = await create('specials', {
      name: 'Loyal guest',
      status: 'active',
      discount: 'PerCent',
      discountValue: 10,
    });
    const start = await booking('Cabin 3', 's3');
    const res = await post(`/api/bookings/${start.id}/special/${special}`, { ignoreRules: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(135_000);
    expect(
      lines(res.json()).some((e: CalculationEntry) => e.type === 'special' && e.text === 'Loyal guest'),
    ).toBe(true);
    const off = await post(`/api/bookings/${start.id}/special/${special}`, { remove: true });
    expect(off.json().total).toBe(150_000);
  });

  it('changes language and currency; the rate of the day stays with the booking; not with payments', async () => {
    const start = await booking('Cabin 4', 's3');
    const en = await post(`/api/bookings/${start.id}/language/en`, {});
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().language).toBe('en');
    const usd = await post(`/api/bookings/${start.id}/currency/USD`, {});
    expect(usd.statusCode, usd.body).toBe(200);
    expect(usd.json()).toMatchObject({ currency: 'USD', extras: { fx: { currency: 'USD', rate: '1.08' } } });

    const paid = await booking('Suite', 's3');
    await post(`/api/bookings/${paid.id}/payment`, { amount: 10_000, currency: 'EUR', date: '2027-01-05' });
    const refused = await post(`/api/bookings/${paid.id}/currency/USD`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toBe('MONEY_ON_BOOKING');
  });
});

describe('a split', () => {
  it('sends lines by hand with their guests, and none comes back in a part later', async () => {
    const made = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 2']! }, { room: ids['Cabin 3']! }],
    });
    const [ann, ben] = made.rooms.map((r) => r.guests[0]!.customer);
    await post(`/api/bookings/${made.id}/calculation`, {
      text: 'Nitrox course',
      amount: 10_000,
      customer: ann,
    });
    const both = (
      await post(`/api/bookings/${made.id}/calculation`, { text: 'Boat transfer', amount: 5_000 })
    ).json() as BookingDetail;
    expect(both.total).toBe(315_000);
    const res = await post(`/api/bookings/${made.id}/splitByCustomer`, {
      parts: [{ customers: [ann] }, { customers: [ben] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = res.json().bookings as BookingDetail[];
    expect([first!.total, second!.total]).toEqual([165_000, 150_000]);
    expect(first!.extras.manual?.map((m) => m.text)).toEqual(['Nitrox course', 'Boat transfer']);
    expect(second!.extras.manual ?? []).toEqual([]);
    // A change by hand on the second part adds to its own lines only.
    const later = await post(`/api/bookings/${second!.id}/calculation`, {
      text: 'Torch rental',
      amount: 1_000,
    });
    expect(later.json().total).toBe(151_000);
    expect(lines(later.json()).map((e: CalculationEntry) => e.text)).not.toContain('Nitrox course');
  });
});

describe('money', () => {
  it('marks bookings paid with what is open on each, and names those it skipped', async () => {
    const a = await booking('Cabin 1', 's4');
    const b = await booking('Cabin 2', 's4');
    await post(`/api/bookings/${b.id}/payment`, { amount: 50_000, currency: 'EUR', date: '2027-01-05' });
    const c = await booking('Cabin 3', 's4');
    await post(`/api/bookings/${c.id}/cancell`, {});
    const at = async (...ids: string[]) =>
      Promise.all(ids.map(async (id) => ({ id, version: (await detail(id)).version })));
    const res = await post('/api/bookings/markPaid', {
      bookings: await at(a.id, b.id, c.id),
      date: '2027-01-20',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paid).toEqual([
      { id: a.id, bookingNo: a.bookingNo, amount: 150_000, currency: 'EUR' },
      { id: b.id, bookingNo: b.bookingNo, amount: 100_000, currency: 'EUR' },
    ]);
    expect(res.json().skipped).toEqual([{ id: c.id, bookingNo: c.bookingNo, reason: 'notAllowed' }]);
    expect((await detail(b.id)).paid).toBe(150_000);
    // Without a version, or with one someone else has moved past, nothing is paid.
    const bare = await post('/api/bookings/markPaid', { bookings: [{ id: a.id }] });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual([expect.objectContaining({ path: 'bookings.0.version' })]);
    const old = await at(b.id);
    await post(`/api/bookings/${b.id}/payment`, { amount: -10_000, currency: 'EUR', date: '2027-01-21' });
    const stale = await post('/api/bookings/markPaid', { bookings: old });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().description).toBe('STALE_VERSION');
    expect((await detail(b.id)).paid).toBe(140_000);
    const again = await post('/api/bookings/markPaid', { bookings: await at(a.id, c.id) });
    expect(again.json().skipped).toEqual([
      { id: a.id, bookingNo: a.bookingNo, reason: 'nothingOpen' },
      { id: c.id, bookingNo: c.bookingNo, reason: 'notAllowed' },
    ]);
  });

  it('removes the cancellation fee of a cancelled booking', async () => {
    const start = await booking('Cabin 4', 's4');
    const cancelled = await post(`/api/bookings/${start.id}/cancell`, { percent: 20 });
    expect(cancelled.json().total).toBe(30_000);
    const res = await del(`/api/bookings/calculation/${start.id}/removeCancellationFee`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(0);
    expect((await history(start.id))[0]!.action).toBe('calculation');
    const twice = await del(`/api/bookings/calculation/${start.id}/removeCancellationFee`);
    expect(twice.statusCode).toBe(404);
    // A cancelled booking's lines are not edited.
    const edit = await post(`/api/bookings/${start.id}/calculation`, { text: 'Late fee', amount: 100 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().description).toBe('ACTION_NOT_ALLOWED');
  });
});

// Last: the second price list it makes would price the bookings of the tests after it.
describe('a price list chosen by hand', () => {
  it('prices with a price list chosen by hand and back with auto', async () => {
    const list = await create('price', {
      name: 'Manta agents 2027',
      vessel: ids.manta,
      status: 'active',
      calculationType: 'complete',
      currencies: ['EUR'],
      entries: [
        { roomType: (await detail((await booking('Cabin 1', 's3')).id)).rooms[0]!.roomType, amount: 100_000 },
      ],
    });
    const start = await booking('Cabin 2', 's3');
    const chosen = await post(`/api/bookings/${start.id}/changePrice/${list}`, {});
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().total).toBe(100_000);
    expect(chosen.json().extras.priceList).toBe(list);
    expect((await history(start.id))[0]!.action).toBe('reprice');
    const auto = await post(`/api/bookings/${start.id}/changePrice/auto`, {});
    expect(auto.json().extras.priceList).toBeNull();
    const unknown = await post(
      `/api/bookings/${start.id}/changePrice/00000000-0000-4000-8000-000000000000`,
      {},
    );
    expect(unknown.statusCode).toBe(400);
  });
});
