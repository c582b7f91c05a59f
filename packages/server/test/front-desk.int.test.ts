import { addDays, type BookingDetail, toZonedDate } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';
import { testNow } from './test-clock.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let trips: Record<string, string>;
const today = toZonedDate(testNow().getTime(), 'Europe/Berlin');
const day = (n: number) => addDays(today, n);
/**
 * The arrival of the stay the front desk's lists are read on, two nights: 60 days on, or later where
 * the trip this file books (s1, 2027-03-06 to 03-13) would arrive or leave on one of its days.
 */
const FAR = (() => {
  let n = 60;
  while ([0, 1, 2].some((i) => ['2027-03-06', '2027-03-13'].includes(day(n + i)))) n += 1;
  return n;
})();

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await resortWorld(ctx, admin);
  trips = await tripWorld(ctx, admin);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, token = admin) =>
  versioned(ctx, { method: 'POST', url, token, payload });
const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const detail = async (id: string): Promise<BookingDetail> => (await get(`/api/bookings/${id}`)).json();
const heldNights = async (room: string, from: string, to: string) =>
  (await get(`/api/rooms/occupancy/${ids.resort}?from=${from}&to=${to}`))
    .json()
    .rooms.find((r: { id: string }) => r.id === room).occupancies as {
    kind: string;
    from: string;
    to: string;
  }[];

describe('check-in', () => {
  it('refuses before the arrival day and for a booking that holds no beds, each with its code', async () => {
    const tomorrow = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: day(1),
      to: day(3),
      rooms: [{ room: ids.R3! }],
    });
    const early = await post(`/api/bookings/${tomorrow.id}/checkin`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ description: 'BEFORE_ARRIVAL', params: { room: 'R3' } });
    const waiting = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: today,
      to: day(2),
      rooms: [{ room: ids.R3! }],
      state: 'waiting',
    });
    const refused = await post(`/api/bookings/${waiting.id}/checkin`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toBe('HOLDS_NO_BEDS');
    expect((await detail(waiting.id)).version).toBe(waiting.version);
  });

  it('checks a booking in on its arrival day, stores the time, and refuses a second time', async () => {
    const stay = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: today,
      to: day(2),
      rooms: [{ room: ids.R1! }],
    });
    const before = testNow().getTime();
    const res = await post(`/api/bookings/${stay.id}/checkin`, { version: stay.version });
    expect(res.statusCode, res.body).toBe(200);
    const checkedIn: BookingDetail = res.json();
    expect(Date.parse(checkedIn.checkIn!)).toBeGreaterThanOrEqual(before - 1000);
    expect(checkedIn.rooms[0]!.checkIn).toBe(checkedIn.checkIn);
    const again = await post(`/api/bookings/${stay.id}/checkin`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().description).toBe('ALREADY_CHECKED_IN');
    // A stale version is refused like every booking action.
    expect((await post(`/api/bookings/${stay.id}/checkout`, { version: stay.version })).statusCode).toBe(409);
    const out = await post(`/api/bookings/${stay.id}/checkout`, {});
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().checkOut).not.toBeNull();
    expect(out.json().rooms[0].checkOut).not.toBeNull();
  });

  it('checks in one room of a booking and refuses a room of another booking', async () => {
    const stay = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: day(20),
      to: day(22),
      rooms: [{ room: ids.R1! }, { room: ids.R2! }],
    });
    const other = await post(`/api/bookings/${stay.id}/checkin`, { roomBooking: trips.s1 });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields[0].path).toBe('roomBooking');
    expect((await post(`/api/bookings/${stay.id}/checkout`, {})).json().description).toBe('NOT_CHECKED_IN');
  });
});

describe('an early check-out', () => {
  it('frees the remaining nights at once, for another booking to take, keeping the price by default', async () => {
    const stay = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: day(-2),
      to: day(3),
      rooms: [{ room: ids.R2! }],
    });
    expect((await post(`/api/bookings/${stay.id}/checkin`, {})).statusCode).toBe(200);
    const guest = await newCustomer(ctx, admin);
    const later = {
      resort: ids.resort,
      dates: { from: today, to: day(3) },
      rooms: [{ room: ids.R2, guests: [guest.id] }],
    };
    expect((await post('/api/bookings', later)).statusCode).toBe(409);

    const out = await post(`/api/bookings/${stay.id}/checkout`, {});
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ to: today, total: stay.total });
    expect(out.json().rooms[0].to).toBe(today);
    expect((await heldNights(ids.R2!, day(-2), day(3))).filter((o) => o.kind === 'booking')).toEqual([
      expect.objectContaining({ from: day(-2), to: today }),
    ]);
    expect((await post('/api/bookings', later)).statusCode).toBe(201);
  });

  it('prices the shorter stay when the desk chooses to', async () => {
    const stay = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: day(-1),
      to: day(4),
      rooms: [{ room: ids.Dorm! }],
    });
    expect(stay.total).toBe(5 * 5000);
    await post(`/api/bookings/${stay.id}/checkin`, {});
    const out = await post(`/api/bookings/${stay.id}/checkout`, { keepPrice: false });
    expect(out.json()).toMatchObject({ to: today, total: 5000 });
  });
});

describe('moving a booked room', () => {
  let a: BookingDetail;
  let b: BookingDetail;
  beforeAll(async () => {
    a = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: day(40),
      to: day(43),
      rooms: [{ room: ids.R1! }],
    });
    b = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: day(40),
      to: day(43),
      rooms: [{ room: ids.R2! }],
    });
  });

  it('previews a move: the clash with its booking, or the new price', async () => {
    const onto = await post(`/api/bookings/${a.id}/rooms/${a.rooms[0]!.id}/preview`, { room: ids.R2 });
    expect(onto.statusCode, onto.body).toBe(200);
    expect(onto.json()).toMatchObject({
      clash: { room: 'R2', bookingNo: b.bookingNo },
      total: a.total,
      locked: false,
    });
    const longer = await post(`/api/bookings/${a.id}/rooms/${a.rooms[0]!.id}/preview`, {
      from: day(40),
      to: day(45),
    });
    expect(longer.json()).toMatchObject({ clash: null, total: 3 * 5000, repriced: 5 * 5000 });
    expect((await detail(a.id)).version).toBe(a.version);
  });

  it('refuses a move onto a taken room with the room named, and changes nothing', async () => {
    const res = await post(`/api/bookings/${a.id}/rooms/${a.rooms[0]!.id}`, {
      room: ids.R2,
      version: a.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ description: 'ROOM_TAKEN', params: { room: 'R2' } });
    const after = await detail(a.id);
    expect(after.version).toBe(a.version);
    expect(after.rooms[0]!.room).toBe(ids.R1);
  });

  it('moves to a free room and to other dates, each checked by the database', async () => {
    const moved = await post(`/api/bookings/${a.id}/rooms/${a.rooms[0]!.id}`, {
      room: ids.R3,
      version: a.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().rooms[0].room).toBe(ids.R3);
    const longer = await post(`/api/bookings/${a.id}/rooms/${a.rooms[0]!.id}/date`, {
      from: day(40),
      to: day(45),
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).toMatchObject({ from: day(40), to: day(45), total: 5 * 5000 });
    const kept = await post(`/api/bookings/${a.id}/rooms/${a.rooms[0]!.id}/date`, {
      from: day(41),
      to: day(43),
      keepPrice: true,
    });
    expect(kept.json()).toMatchObject({ from: day(41), to: day(43), total: 5 * 5000 });
    // b sits in R2 on day 40–43: extending it into a's old room is fine, into a's nights in R3 not.
    const clash = await post(`/api/bookings/${b.id}/rooms/${b.rooms[0]!.id}`, { room: ids.R3 });
    expect(clash.statusCode).toBe(409);
    expect((await detail(b.id)).rooms[0]!.room).toBe(ids.R2);
  });

  it('never moves a locked room assignment, until it is unlocked', async () => {
    const locked = await post(`/api/bookings/${b.id}/lockUnlockRoom/${b.rooms[0]!.id}`, { locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().rooms[0].locked).toBe(true);
    for (const [url, body] of [
      [`/api/bookings/${b.id}/rooms/${b.rooms[0]!.id}`, { room: ids.R1 }],
      [`/api/bookings/${b.id}/rooms/${b.rooms[0]!.id}/date`, { from: day(50), to: day(52) }],
      [`/api/bookings/${b.id}/changeRoom`, { roomBooking: b.rooms[0]!.id, room: ids.R1 }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ description: 'ROOM_LOCKED', params: { room: 'R2' } });
    }
    expect(
      (await post(`/api/bookings/${b.id}/rooms/${b.rooms[0]!.id}/preview`, { room: ids.R1 })).json().locked,
    ).toBe(true);
    const toggled = await post(`/api/bookings/${b.id}/lockUnlockRoom/${b.rooms[0]!.id}`, {});
    expect(toggled.json().rooms[0].locked).toBe(false);
    const moved = await post(`/api/bookings/${b.id}/rooms/${b.rooms[0]!.id}/date`, {
      from: day(50),
      to: day(52),
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('moves to another room and other dates in one step, or not at all', async () => {
    const blocker = await post('/api/rooms/addBlocker', {
      room: ids.R1,
      from: day(56),
      to: day(57),
      reason: 'Event',
    });
    expect(blocker.statusCode).toBe(201);
    const refused = await post(`/api/bookings/${b.id}/rooms/${b.rooms[0]!.id}`, {
      room: ids.R1,
      from: day(55),
      to: day(57),
    });
    expect(refused.statusCode).toBe(409);
    const unchanged = await detail(b.id);
    expect(unchanged.rooms[0]).toMatchObject({ room: ids.R2, from: day(50), to: day(52) });
    const moved = await post(`/api/bookings/${b.id}/rooms/${b.rooms[0]!.id}`, {
      room: ids.R1,
      from: day(53),
      to: day(56),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ from: day(53), to: day(56), total: 3 * 5000 });
    expect(moved.json().rooms[0]).toMatchObject({ room: ids.R1, from: day(53), to: day(56) });
  });

  it('keeps a trip on its schedule’s dates', async () => {
    const guest = await newCustomer(ctx, admin);
    const trip = await post('/api/bookings', {
      schedule: trips.s1,
      rooms: [{ room: trips['Cabin 1'], guests: [guest.id] }],
    });
    const res = await post(`/api/bookings/${trip.json().id}/rooms/${trip.json().rooms[0].id}/date`, {
      from: '2027-03-07',
      to: '2027-03-12',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('arrivals and departures', () => {
  it('lists the day’s arrivals with guests, money open and missing guest data, and departures', async () => {
    const lead = await newCustomer(ctx, admin, { birthday: '1990-01-01', nationality: 'DE' });
    const res = await post('/api/bookings', {
      resort: ids.resort,
      dates: { from: day(FAR), to: day(FAR + 2) },
      rooms: [{ room: ids.Dorm, beds: [0, 1], guests: [lead.id, null] }],
      state: 'planned',
    });
    const stay: BookingDetail = res.json();
    await post('/api/arrivaldeparture', {
      booking: stay.id,
      kind: 'arrival',
      date: day(FAR),
      time: '14:30',
      flight: 'PR 123',
    });
    const list = await get(`/api/arrivaldeparture/date/${ids.resort}/${day(FAR)}/${day(FAR + 2)}`);
    expect(list.statusCode, list.body).toBe(200);
    const [first, , last] = list.json();
    const line = first.arrivals.find((l: { booking: string }) => l.booking === stay.id);
    expect(line).toMatchObject({
      bookingNo: stay.bookingNo,
      open: stay.total,
      missingGuestData: 2,
      transfer: { time: '14:30', flight: 'PR 123' },
      rooms: [{ roomName: 'Dorm', unnamed: 1, guests: [{ customer: lead.id, missing: ['passport'] }] }],
    });
    expect(last.date).toBe(day(FAR + 2));
    expect(last.departures.map((l: { booking: string }) => l.booking)).toContain(stay.id);
  });

  it('answers RESORT_NOT_FOUND without a resort, for an unknown one and for one the user may not see', async () => {
    for (const resort of ['-', '00000000-0000-0000-0000-000000000000']) {
      const res = await get(`/api/arrivaldeparture/date/${resort}/${today}/${day(1)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().description).toBe('RESORT_NOT_FOUND');
    }
    await post('/api/users', {
      name: 'Crew',
      email: 'crew@test.local',
      password: 'secret1',
      userType: 'employee',
      permissions: { scope: ['bookings.read'] },
      vessels: [trips.manta],
    });
    const crew = (await ctx.login('crew@test.local', 'secret1')).token;
    for (const url of [
      `/api/arrivaldeparture/date/${ids.resort}/${today}/${day(1)}`,
      `/api/bookings/occupancy/${ids.resort}/${today}/${day(14)}`,
    ]) {
      const res = await get(url, crew);
      expect(res.json().description, url).toBe('RESORT_NOT_FOUND');
    }
    const counts = (await get(`/api/bookings/arrivalCount?start=${day(FAR)}&days=3`, crew)).json();
    expect(counts.every((c: { arrivals: number }) => c.arrivals === 0)).toBe(true);
  });

  it('counts arrivals and departures per day and names the guests in house', async () => {
    const counts = (await get(`/api/bookings/arrivalCount?start=${day(FAR)}&days=3`)).json();
    expect(counts.map((c: { date: string }) => c.date)).toEqual([day(FAR), day(FAR + 1), day(FAR + 2)]);
    expect(counts[0]).toMatchObject({ arrivals: 1, arrivingPax: 1 });
    expect(counts[2]).toMatchObject({ departures: 1, departingPax: 1 });
    const inHouse = (
      await get(`/api/bookings/customersAtDate?from=${day(FAR + 1)}&to=${day(FAR + 2)}&asset=${ids.resort}`)
    ).json();
    expect(inHouse).toEqual([
      expect.objectContaining({ roomName: 'Dorm', from: day(FAR), to: day(FAR + 2) }),
    ]);
  });
});

describe('the occupancy chart', () => {
  it('answers rooms, bars with their guests and money, and blockers of a range', async () => {
    await post('/api/rooms/addBlocker', { room: ids.R3, from: day(70), to: day(72), reason: 'OutOfOrder' });
    const stay = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: day(69),
      to: day(71),
      rooms: [{ room: ids.R1! }],
    });
    const res = await get(`/api/bookings/occupancy/${ids.resort}/${day(68)}/${day(75)}`);
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json();
    expect(chart.resort.name).toBe('Coral Bay');
    expect(chart.rooms.map((r: { name: string }) => r.name).sort()).toEqual(['Dorm', 'R1', 'R2', 'R3']);
    expect(chart.roomTypes.map((t: { name: string }) => t.name)).toEqual(['Dorm', 'Standard']);
    expect(chart.bars.find((b: { booking: string }) => b.booking === stay.id)).toMatchObject({
      bookingNo: stay.bookingNo,
      room: ids.R1,
      from: day(69),
      to: day(71),
      state: 'confirmed',
      guests: [stay.leadName],
      pax: 1,
      total: stay.total,
      locked: false,
    });
    expect(chart.blockers).toEqual([
      expect.objectContaining({ room: ids.R3, from: day(70), to: day(72), reason: 'OutOfOrder' }),
    ]);
    expect(chart.display).toMatchObject({ greyPast: true, checkInMode: 'booking' });
    expect((await get(`/api/bookings/occupancy/${ids.resort}/${day(80)}/${day(60)}`)).statusCode).toBe(400);
  });

  it('reads the same fixed number of statements for two weeks and for three months', async () => {
    const count = async (from: string, to: string) => {
      await get(`/api/bookings/occupancy/${ids.resort}/${from}/${to}`);
      ctx.queryLog.length = 0;
      expect((await get(`/api/bookings/occupancy/${ids.resort}/${from}/${to}`)).statusCode).toBe(200);
      return ctx.queryLog.length;
    };
    const small = await count(day(68), day(82));
    expect(await count(day(-10), day(80))).toBe(small);
    expect(small).toBeLessThanOrEqual(8);
  });
});
