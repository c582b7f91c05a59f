import type { BookingDetail } from '@seaberth/domain';
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

/**
 * A booking with a resort stay and a trip (a week at Coral Bay, then MV Manta): one calculation,
 * one total, one set of due amounts and one payment history, each part's beds held for its own
 * nights and each part in its own lists.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const get = (url: string) => versioned(ctx, { method: 'GET', url, token: admin });
const post = (url: string, payload: object) => versioned(ctx, { method: 'POST', url, token: admin, payload });
const del = (url: string) => versioned(ctx, { method: 'DELETE', url, token: admin });
const priceLists = (booking: BookingDetail) => [
  ...new Set(booking.calculation!.entries.flatMap((e) => e.reason.priceList?.name ?? [])),
];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = { ...(await tripWorld(ctx, admin)), ...(await resortWorld(ctx, admin)) };
  // Terms that ask a deposit: one set of due amounts over both parts.
  const terms = await post('/api/terms', {
    name: 'Deposit 30',
    deposit: 30,
    depositDueDays: 7,
    restDueDays: 30,
  });
  expect(terms.statusCode, terms.body).toBe(201);
  ids.terms = terms.json().id;
});
afterAll(() => ctx.close());

describe('a resort stay and a trip in one booking', () => {
  it('adds a cabin on a trip to a stay: both parts priced, held and listed as one booking', async () => {
    const [ana, ben] = [await newCustomer(ctx, admin), await newCustomer(ctx, admin)];
    const stay = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-02-27',
      to: '2027-03-06',
      rooms: [{ room: ids.R1!, guests: [ana.id, ben.id] }],
    });
    // 2 guests × 7 nights × 50.00 EUR.
    expect(stay.total).toBe(70000);

    // The cabins free on the trip the guests go on afterwards.
    const onTrip = await get(`/api/bookings/${stay.id}/cabins?schedule=${ids.s1}`);
    expect(onTrip.statusCode, onTrip.body).toBe(200);
    expect(onTrip.json().map((c: { name: string }) => c.name)).toContain('Cabin 1');
    const noDates = await get(`/api/bookings/${stay.id}/cabins?resort=${ids.resort}`);
    expect(noDates.statusCode).toBe(400);

    const res = await post(`/api/bookings/${stay.id}/rooms`, {
      room: ids['Cabin 1'],
      guests: [ana.id, ben.id],
      schedule: ids.s1,
      version: stay.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mixed: BookingDetail = res.json();
    expect(mixed).toMatchObject({
      type: 'resort',
      resort: ids.resort,
      schedule: ids.s1,
      vessel: ids.manta,
      from: '2027-02-27',
      to: '2027-03-13',
      noOfPax: 2,
      // The stay as before plus 2 × 1500.00 EUR for the trip.
      total: 70000 + 300000,
    });
    expect(mixed.rooms.map((r) => [r.roomName, r.from, r.to])).toEqual([
      ['R1', '2027-02-27', '2027-03-06'],
      ['Cabin 1', '2027-03-06', '2027-03-13'],
    ]);
    expect(priceLists(mixed)).toEqual(['Coral Bay all year', 'Manta 2027']);
    expect(mixed.calculation!.total.amount).toBe(mixed.total);
    expect(new Set(mixed.calculation!.entries.map((e) => e.id)).size).toBe(mixed.calculation!.entries.length);

    // Free rooms of the booking's own part: the resort for the stay's nights, not for the whole span.
    const free = (await get(`/api/bookings/${stay.id}/cabins`)).json() as { name: string }[];
    expect(free.map((r) => r.name)).toEqual(expect.arrayContaining(['R2', 'R3']));
    expect(free.map((r) => r.name)).not.toContain('R1');
    expect(free.map((r) => r.name)).not.toContain('Cabin 2');

    // Each part holds its beds for its own nights.
    expect((await heldBeds(ctx, admin, ids.resort!, '2027-02-27', '2027-03-06')).R1).toEqual([[0, 64]]);
    expect(await heldBeds(ctx, admin, ids.resort!, '2027-03-06', '2027-03-13')).toEqual({});
    expect((await heldBeds(ctx, admin, ids.manta!, '2027-03-06', '2027-03-13'))['Cabin 1']).toEqual([
      [0, 64],
    ]);

    // The trip's passenger list names the guests once, in their cabin; its payments list the booking.
    const passengers = (await get(`/api/schedule/${ids.s1}/customers`)).json() as { roomName: string }[];
    expect(passengers.map((p) => p.roomName)).toEqual(['Cabin 1', 'Cabin 1']);
    const bookingList = await get(
      `/api/bookings?filter=${encodeURIComponent(JSON.stringify({ vessel: ids.manta }))}`,
    );
    expect(bookingList.json().data.map((b: { id: string }) => b.id)).toContain(stay.id);

    // Terms of payment give one set of due amounts over both parts, due before the first night.
    const termed = await post(`/api/bookings/${stay.id}/changeTerms/${ids.terms}`, {
      version: mixed.version,
    });
    expect(termed.statusCode, termed.body).toBe(200);
    const due = (termed.json() as BookingDetail).calculation!.due;
    expect(due.map((d) => d.kind)).toEqual(['deposit', 'rest']);
    expect(due.reduce((sum, d) => sum + d.amount.amount, 0)).toBe(370000);
    expect(due[1]!.due).toBe('2027-01-28');

    // Priced again, the booking gives the same lines and total.
    const reloaded = await post(`/api/bookings/${stay.id}/reloadPrice`, { apply: true });
    expect(reloaded.statusCode, reloaded.body).toBe(200);
    expect(reloaded.json().next.total.amount).toBe(370000);
    expect(reloaded.json().next.entries.map((e: { id: string }) => e.id)).toEqual(
      (termed.json() as BookingDetail).calculation!.entries.map((e) => e.id),
    );
  });

  it('refuses a part that overlaps the other, a guest twice in one part, and copy, rebook and split', async () => {
    const guest = await newCustomer(ctx, admin);
    const stay = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-03-08',
      to: '2027-03-12',
      rooms: [{ room: ids.R2!, guests: [guest.id] }],
    });
    const overlap = await post(`/api/bookings/${stay.id}/rooms`, {
      room: ids['Cabin 2'],
      guests: [guest.id],
      schedule: ids.s1,
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().fields[0]).toMatchObject({ path: 'schedule' });
    const noTrip = await post(`/api/bookings/${stay.id}/rooms`, { room: ids['Cabin 2'], guests: [guest.id] });
    expect(noTrip.json().fields[0]).toMatchObject({
      path: 'schedule',
      message: 'Give the trip of this cabin',
    });

    const mixed = (
      await post(`/api/bookings/${stay.id}/rooms`, {
        room: ids['Cabin 2'],
        guests: [guest.id],
        schedule: ids.s2,
      })
    ).json() as BookingDetail;
    expect(mixed.to).toBe('2027-03-20');
    const twice = await post(`/api/bookings/${stay.id}/rooms`, { room: ids['Cabin 3'], guests: [guest.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields[0].message).toBe('A guest can sleep in one bed only');
    const otherTrip = await post(`/api/bookings/${stay.id}/rooms`, {
      room: ids['Cabin 3'],
      guests: [null],
      schedule: ids.s3,
    });
    expect(otherTrip.json().fields[0].message).toBe('A booking holds one trip; book another trip on its own');

    for (const [path, body] of [
      ['copy', { dates: { from: '2027-05-01', to: '2027-05-05' } }],
      [`rebook/${ids.s3}`, {}],
      ['splitByCustomer', { parts: [{ customers: [guest.id] }, { customers: [guest.id] }] }],
    ] as const) {
      const refused = await post(`/api/bookings/${stay.id}/${path}`, body);
      expect(refused.statusCode, `${path}: ${refused.body}`).toBe(409);
      expect(refused.json()).toMatchObject({
        description: 'MIXED_BOOKING',
        params: { bookingNo: stay.bookingNo },
      });
    }
    const stale = await post(`/api/bookings/${stay.id}/rooms`, {
      room: ids['Cabin 3'],
      guests: [null],
      version: stay.version,
    });
    expect(stale.json().description).toBe('STALE_VERSION');
  });

  it('adds a resort stay after a trip; the resort lists only its room; removing it makes a trip again', async () => {
    const guest = await newCustomer(ctx, admin);
    const trip = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 4']!, guests: [guest.id] }],
      state: 'confirmed',
    });
    const res = await post(`/api/bookings/${trip.id}/rooms`, {
      room: ids.R3,
      guests: [guest.id],
      dates: { from: '2027-03-27', to: '2027-03-30' },
      version: trip.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mixed: BookingDetail = res.json();
    expect(mixed).toMatchObject({ type: 'vessel', resort: ids.resort, from: '2027-03-20', to: '2027-03-30' });
    // 1500.00 EUR for the trip and 3 nights × 50.00 EUR at the resort.
    expect(mixed.total).toBe(150000 + 15000);
    expect(mixed.noOfPax).toBe(1);

    const days = (await get(`/api/arrivaldeparture/date/${ids.resort}/2027-03-27/2027-03-27`)).json();
    const arrival = days[0].arrivals.find((l: { booking: string }) => l.booking === trip.id);
    expect(arrival.rooms.map((r: { roomName: string }) => r.roomName)).toEqual(['R3']);

    // A payment and a line by hand belong to the one booking.
    const paid = await post(`/api/bookings/${trip.id}/payment`, {
      amount: 50000,
      currency: 'EUR',
      date: '2027-01-10',
      version: mixed.version,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const line = await post(`/api/bookings/${trip.id}/calculation`, {
      text: 'Airport transfer',
      amount: 4000,
    });
    expect(line.statusCode, line.body).toBe(201);
    expect(line.json()).toMatchObject({ total: 169000, paid: 50000 });

    // Moving to another trip moves the cabin only; a trip over the stay's nights is refused.
    const cabin = mixed.rooms.find((r) => r.roomName === 'Cabin 4')!;
    const over = await post(`/api/bookings/${trip.id}/move/${ids.s4}`, {
      rooms: [{ roomBooking: cabin.id, room: ids['Cabin 4'] }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields[0]).toMatchObject({ path: 'schedule' });
    const moved = await post(`/api/bookings/${trip.id}/move/${ids.s2}`, {
      rooms: [{ roomBooking: cabin.id, room: ids['Cabin 4'] }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      schedule: ids.s2,
      from: '2027-03-13',
      to: '2027-03-30',
      total: 169000,
    });
    expect((moved.json() as BookingDetail).rooms.map((r) => [r.roomName, r.from])).toEqual([
      ['Cabin 4', '2027-03-13'],
      ['R3', '2027-03-27'],
    ]);
    expect((await heldBeds(ctx, admin, ids.resort!, '2027-03-27', '2027-03-30')).R3).toEqual([[0, 64]]);

    const room = mixed.rooms.find((r) => r.roomName === 'R3')!;
    // The desk cannot move the stay into the trip's nights either.
    const into = await post(`/api/bookings/${trip.id}/rooms/${room.id}/date`, {
      from: '2027-03-18',
      to: '2027-03-22',
    });
    expect(into.statusCode).toBe(400);
    expect(into.json().fields[0]).toMatchObject({ path: 'from' });
    const removed = await del(`/api/bookings/${trip.id}/removeRoom/${room.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      type: 'vessel',
      resort: null,
      from: '2027-03-13',
      to: '2027-03-20',
      total: 150000 + 4000,
      paid: 50000,
    });
    expect(await heldBeds(ctx, admin, ids.resort!, '2027-03-27', '2027-03-30')).toEqual({});
  });
});
