import type { BookingDetail } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  heldBeds,
  newCustomer,
  newStay,
  newTripBooking,
  resortWorld,
  tripWorld,
} from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

let ctx: TestContext;
const NIL = '00000000-0000-0000-0000-000000000000';
let admin: string;
let ids: Record<string, string>;
let coral: Record<string, string>;

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  versioned(ctx, { method: 'POST', url, token, payload });
const held = (asset: string, from: string, to: string) => heldBeds(ctx, admin, asset, from, to);
const detail = async (id: string) => (await get(`/api/bookings/${id}`)).json() as BookingDetail;
const actions = async (id: string) =>
  ((await get(`/api/bookings/${id}/history`)).json() as { action: string }[]).map((v) => v.action);
const pay = async (booking: string, amount: number) => {
  const res = await post(`/api/bookings/${booking}/payment`, {
    amount,
    currency: 'EUR',
    date: '2027-01-05',
    method: 'card',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  coral = await resortWorld(ctx, admin);
});
afterAll(() => ctx.close());

describe('rebooking', () => {
  it('rebooks a trip guest onto a later departure: a new booking, payments moved, old beds freed', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    await pay(booking.id, 45000);
    const res = await post(`/api/bookings/${booking.id}/rebook/${ids.s3}`, { version: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const next = res.json() as BookingDetail;
    expect(next).toMatchObject({
      state: 'planned',
      schedule: ids.s3,
      from: '2027-03-20',
      rebookedFrom: booking.id,
      paid: 45000,
      total: booking.total,
      bookingDate: booking.bookingDate,
      rooms: [{ room: ids['Cabin 1'], guests: booking.rooms[0]!.guests }],
    });
    expect(next.payments).toHaveLength(1);
    expect(await detail(booking.id)).toMatchObject({
      state: 'rebooked',
      previousState: 'planned',
      rebookedTo: next.id,
      paid: 0,
      payments: [],
      related: [{ relation: 'rebookedTo', id: next.id, bookingNo: next.bookingNo, state: 'planned' }],
    });
    expect((await held(ids.manta!, '2027-03-06', '2027-03-13'))['Cabin 1']).toBeUndefined();
    expect((await held(ids.manta!, '2027-03-20', '2027-03-27'))['Cabin 1']).toEqual([[0, 64]]);
    expect(await actions(booking.id)).toEqual(['rebook', 'payment', 'create']);
    expect(await actions(next.id)).toEqual(['rebook']);

    // Undone: the new booking is deleted, the old one takes its cabin and its money back.
    const back = await post(`/api/bookings/${booking.id}/revertRebook`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ state: 'planned', rebookedTo: null, paid: 45000 });
    expect(await detail(next.id)).toMatchObject({ state: 'deleted', paid: 0 });
    expect((await held(ids.manta!, '2027-03-06', '2027-03-13'))['Cabin 1']).toEqual([[0, 64]]);
    expect((await held(ids.manta!, '2027-03-20', '2027-03-27'))['Cabin 1']).toBeUndefined();
  });

  it('refuses a rebooking onto a taken cabin and changes nothing', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 2']! }],
    });
    await newTripBooking(ctx, admin, { schedule: ids.s4!, rooms: [{ room: ids['Cabin 2']! }] });
    await pay(booking.id, 1000);
    const refused = await post(`/api/bookings/${booking.id}/rebook/${ids.s4}`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ description: 'ROOM_TAKEN', params: { room: 'Cabin 2' } });
    expect(await detail(booking.id)).toMatchObject({
      state: 'planned',
      paid: 1000,
      version: 2,
      rebookedTo: null,
    });
    expect((await held(ids.manta!, '2027-03-13', '2027-03-20'))['Cabin 2']).toEqual([[0, 64]]);

    // Into another cabin on that trip it works.
    const moved = await post(`/api/bookings/${booking.id}/rebook/${ids.s4}`, {
      rooms: [{ roomBooking: booking.rooms[0]!.id, room: ids['Cabin 3'] }],
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().rooms[0].roomName).toBe('Cabin 3');
  });

  it('refuses to revert a rebooking whose new booking was cancelled since', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 4']! }],
    });
    const next = (
      await post(`/api/bookings/${booking.id}/rebook`, { schedule: ids.s3 })
    ).json() as BookingDetail;
    await post(`/api/bookings/${next.id}/cancell`, {});
    const refused = await post(`/api/bookings/${booking.id}/revertRebook`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      description: 'ACTION_NOT_ALLOWED',
      params: { action: 'revertRebook' },
    });
  });

  it('rebooks a resort stay to overlapping dates in the same room', async () => {
    const stay = await newStay(ctx, admin, {
      resort: coral.resort!,
      from: '2027-05-01',
      to: '2027-05-05',
      rooms: [{ room: coral.R1! }],
    });
    const res = await post(`/api/bookings/${stay.id}/rebook`, {
      dates: { from: '2027-05-03', to: '2027-05-08' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      state: 'confirmed',
      from: '2027-05-03',
      to: '2027-05-08',
      total: 25000,
    });
    expect((await post(`/api/bookings/${stay.id}/rebook`, { schedule: ids.s1 })).statusCode).toBe(409);
  });
});

describe('splitting', () => {
  async function twoCouples(schedule: string) {
    const guests = [];
    for (const name of ['Anna', 'Ben', 'Cleo', 'Dan'])
      guests.push((await newCustomer(ctx, admin, { firstName: name })).id);
    const booking = await newTripBooking(ctx, admin, {
      schedule,
      rooms: [
        { room: ids['Cabin 3']!, guests: [guests[0]!, guests[1]!] },
        { room: ids.Suite!, guests: [guests[2]!, guests[3]!] },
      ],
    });
    return { booking, guests };
  }

  it('splits two couples into two bookings; money is neither created nor lost', async () => {
    const { booking, guests } = await twoCouples(ids.s1!);
    await pay(booking.id, 100000);
    const second = await pay(booking.id, 50000);
    const res = await post(`/api/bookings/${booking.id}/splitByCustomer`, {
      parts: [
        { customers: [guests[0], guests[1]] },
        { customers: [guests[2], guests[3]], payments: [second] },
      ],
      version: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { original, bookings } = res.json() as { original: BookingDetail; bookings: BookingDetail[] };
    expect(original).toMatchObject({ state: 'splitted', previousState: 'planned', paid: 0 });
    expect(bookings.map((b) => b.rooms.map((r) => r.roomName))).toEqual([['Cabin 3'], ['Suite']]);
    expect(bookings.map((b) => b.paid)).toEqual([100000, 50000]);
    expect(bookings.map((b) => b.state)).toEqual(['planned', 'planned']);
    expect(bookings.every((b) => b.splitFrom === booking.id)).toBe(true);
    // Divided: the guests' lines follow them, the totals add up to the original's.
    expect(bookings[0]!.total + bookings[1]!.total).toBe(booking.total);
    expect(bookings.map((b) => b.total)).toEqual([300000, 440000]);
    const due = (b: BookingDetail) => (b.calculation?.due ?? []).reduce((s, d) => s + d.amount.amount, 0);
    expect(due(bookings[0]!) + due(bookings[1]!)).toBe(due(booking));
    expect(bookings[1]!.leadName).toBe('Cleo Test');
    const grid = await held(ids.manta!, '2027-03-06', '2027-03-13');
    expect(grid['Cabin 3']).toEqual([[0, 64]]);
    expect(grid.Suite).toEqual([[0, 64]]);
    expect(await actions(booking.id)).toEqual(['split', 'payment', 'payment', 'create']);
    expect(await actions(bookings[1]!.id)).toEqual(['split']);
    // Each side names the other by number on its page.
    expect((await detail(booking.id)).related).toEqual(
      bookings
        .map((b) => ({
          relation: 'splitInto',
          id: b.id,
          bookingNo: b.bookingNo,
          state: 'planned',
          from: b.from,
          to: b.to,
        }))
        .sort((a, b) => a.bookingNo.localeCompare(b.bookingNo)),
    );
    expect((await detail(bookings[0]!.id)).related).toEqual([
      {
        relation: 'splitFrom',
        id: booking.id,
        bookingNo: booking.bookingNo,
        state: 'splitted',
        from: booking.from,
        to: booking.to,
      },
    ]);
  });

  it('finds the parts split off a booking through an index, not by reading every booking', async () => {
    // Every booking page asks which bookings were split off it (BookingsRepository.related).
    const plan = await ctx.services.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from bookings where split_from = ${NIL}::uuid`);
    });
    expect(plan.rows.map((row) => Object.values(row)[0]).join('\n')).toContain('bookings_split_from_idx');
  });

  it('prices each part anew on request', async () => {
    const { booking, guests } = await twoCouples(ids.s2!);
    const res = await post(`/api/bookings/${booking.id}/splitByCustomer`, {
      parts: [{ customers: [guests[0], guests[1]] }, { customers: [guests[2], guests[3]] }],
      price: 'reprice',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bookings.map((b: BookingDetail) => b.total)).toEqual([300000, 440000]);
  });

  it('refuses a split that leaves a guest out, cuts a room in two or names a foreign payment', async () => {
    const { booking, guests } = await twoCouples(ids.s3!);
    const refuse = async (parts: object[], path: string, message: string) => {
      const res = await post(`/api/bookings/${booking.id}/splitByCustomer`, { parts });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields[0]).toMatchObject({ path });
      expect(res.json().fields[0].message).toContain(message);
    };
    await refuse(
      [{ customers: [guests[0], guests[1]] }, { customers: [guests[2]] }],
      'parts',
      'is in no part',
    );
    await refuse(
      [{ customers: [guests[0], guests[2]] }, { customers: [guests[1], guests[3]] }],
      'parts',
      'Cabin 3 has guests in two parts',
    );
    await refuse(
      [{ customers: [guests[0], guests[1]], payments: [booking.id] }, { customers: [guests[2], guests[3]] }],
      'parts.0.payments.0',
      'Not a payment',
    );
    expect(await detail(booking.id)).toMatchObject({ state: 'planned', version: 1 });
  });
});

describe('the last free berth', () => {
  it('lets exactly one of 100 concurrent bookings take it; the others get clear 409s', async () => {
    // Three of the four dorm beds are taken; one is left.
    await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids.Shared!, guests: [null, null, null], beds: [0, 1, 2] }],
    });
    const guest = await newCustomer(ctx, admin);
    // The settings cache runs out all the time here: a booking that read settings inside its
    // transaction would wait for a pool connection every transaction holds (PGlite: for itself).
    const settings = ctx.services.settings;
    const group = settings.group.bind(settings);
    settings.group = (name: string) => {
      settings.invalidate();
      return group(name);
    };
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        post('/api/bookings', {
          schedule: ids.s4,
          rooms: [{ room: ids.Shared, guests: [guest.id], beds: [3] }],
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ description: 'ROOM_TAKEN', params: { room: 'Shared' } });
    expect((await held(ids.manta!, '2027-03-27', '2027-04-03')).Shared).toHaveLength(2);
    settings.group = group;
    const list = (await get(`/api/schedule/${ids.s4}/customers`)).json() as { customer: string }[];
    expect(list.filter((g) => g.customer === guest.id)).toHaveLength(1);
    // A hundred requests on a busy 2-core machine: more than the default 30 s may pass.
  }, 120_000);
});

describe('cancelling with a fee', () => {
  it('charges the terms’ scale for the day, keeps the lines for the record, and a revert prices again', async () => {
    const terms = await post('/api/terms', {
      name: 'Scale',
      deposit: 30,
      cancellation: [
        { daysBefore: 60, percent: 20 },
        { daysBefore: 30, percent: 50 },
      ],
    });
    expect(terms.statusCode, terms.body).toBe(201);
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    // Without terms on the booking or its price list, a cancellation by the terms costs nothing:
    // the lines stay for the record, nothing is owed.
    const res = await post(`/api/bookings/${booking.id}/cancell`, {
      reason: 'customer',
      useTerms: true,
      date: '2027-02-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(0);
    expect((await post(`/api/bookings/${booking.id}/revert`, {})).statusCode).toBe(200);

    const withTerms = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 2']! }],
    });
    const stored = await ctx.services.database.db.execute(
      sql`update bookings set terms_of_payment = ${terms.json().id}::uuid where id = ${withTerms.id}::uuid`,
    );
    expect(stored).toBeDefined();
    // The trip starts 2027-03-20: 38 days before it the scale charges 20 %, 28 days before 50 %.
    const fee = await post(`/api/bookings/${withTerms.id}/cancell`, { useTerms: true, date: '2027-02-20' });
    expect(fee.statusCode, fee.body).toBe(200);
    const cancelled = fee.json() as BookingDetail;
    expect(cancelled.total).toBe(withTerms.total * 0.5);
    const lines = cancelled.calculation!.entries.map((e) => [e.text, e.customerType]);
    expect(lines.at(-1)).toEqual(['Stornogebühr (50 %)', 'Direct']);
    expect(lines.slice(0, -1).every(([, type]) => type === 'Info')).toBe(true);
    const fixed = await newTripBooking(ctx, admin, { schedule: ids.s4!, rooms: [{ room: ids['Cabin 1']! }] });
    const value = await post(`/api/bookings/${fixed.id}/cancell`, { value: 5000 });
    expect(value.json().total).toBe(5000);

    const back = await post(`/api/bookings/${withTerms.id}/revert`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ state: 'planned', total: withTerms.total });
  });
});
