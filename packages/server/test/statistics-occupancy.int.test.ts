import type {
  itineraryLoadReport,
  occupancyPerYearReport,
  ReportAnswer,
  tripLoadReport,
  utilizationReport,
} from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { beds, newCustomer, newUser, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Occupancy, ADR and RevPAR by their standard definitions (USALI), month by month and per year,
 * on a resort whose prices include 10 % tax: the figures below are worked out by hand.
 */
let ctx: TestContext;
let admin: string;
let today: string;
const ids: Record<string, string> = {};

type Utilization = ReportAnswer<typeof utilizationReport>;
type PerYear = ReportAnswer<typeof occupancyPerYearReport>;

const post = async (url: string, payload: object) => {
  const res = await versioned(ctx, { method: 'POST', url, token: admin, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
async function report<T>(kind: string, query: string, token = admin): Promise<T> {
  const res = await ctx.request({ method: 'GET', url: `/api/bookings/statistics/${kind}?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A confirmed booking of `guests` new customers in a cabin of a trip; answers its total. */
async function trip(schedule: string, cabin: string, guests: number) {
  const customers = [];
  for (let i = 0; i < guests; i++) customers.push((await newCustomer(ctx, admin)).id);
  const booking = await post('/api/bookings', {
    schedule,
    rooms: [{ room: ids[cabin], guests: customers }],
    state: 'confirmed',
  });
  return booking.total as number;
}

/** A confirmed stay of `guests` new customers in one room; answers the booking. */
async function stay(room: string, from: string, to: string, guests: number) {
  const customers = [];
  for (let i = 0; i < guests; i++) customers.push((await newCustomer(ctx, admin)).id);
  return (await post('/api/bookings', {
    resort: ids.resort,
    dates: { from, to },
    rooms: [{ room: ids[room], guests: customers }],
    state: 'confirmed',
  })) as { id: string; total: number };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  today = await ctx.operatorToday();
  Object.assign(ids, await tripWorld(ctx, admin));
  ids.resort = (await post('/api/resort', { name: 'Lagoon House' })).id;
  const type = (await post('/api/roomtypes', { name: 'Garden', resort: ids.resort })).id;
  for (const name of ['G1', 'G2', 'G3', 'G4'])
    ids[name] = (
      await post('/api/rooms', {
        type: 'Room',
        name,
        resort: ids.resort,
        roomType: type,
        configuration: beds(2),
      })
    ).id;
  // 50.00 a guest and night, 10 % VAT included in the price.
  await post('/api/price', {
    name: 'Lagoon House all year',
    resort: ids.resort,
    status: 'active',
    calculationType: 'unit',
    currencies: ['EUR'],
    entries: [{ roomType: type, amount: 5000 }],
    tax: { status: 'active', value: 10, name: 'VAT', inclusive: true },
  });
  // March: G1 two guests 7th–10th (3 nights, 300.00 with VAT); G2 one guest 30 March – 2 April
  // (2 nights in March, 1 in April, 150.00); G3 cancelled with a 20 % fee (no nights, no room revenue).
  expect((await stay('G1', '2027-03-07', '2027-03-10', 2)).total).toBe(30_000);
  expect((await stay('G2', '2027-03-30', '2027-04-02', 1)).total).toBe(15_000);
  const cancelled = await stay('G3', '2027-03-20', '2027-03-22', 1);
  const fee = await post(`/api/bookings/${cancelled.id}/cancell`, { reason: 'customer', percent: 20 });
  expect(fee.total).toBe(2_000);
  // MV Manta in March 2027: two guests on the first trip, one on the second (1500.00 each, no tax);
  // a year earlier the same tour sailed once with one guest.
  expect(await trip(ids.s1!, 'Cabin 1', 2)).toBe(300_000);
  expect(await trip(ids.s2!, 'Cabin 2', 1)).toBe(150_000);
  const { tour } = (
    await ctx.request({ method: 'GET', url: `/api/schedule/${ids.s1}`, token: admin })
  ).json();
  ids.lastYear = (
    await post('/api/schedule', { tour, vessel: ids.manta, from: '2026-03-07', to: '2026-03-14' })
  ).id;
  expect(await trip(ids.lastYear!, 'Cabin 1', 1)).toBe(150_000);
}, 120_000);
afterAll(() => ctx?.close());

describe('GET /api/bookings/statistics/utilization: ADR and RevPAR', () => {
  it('counts room revenue without tax and cancellation fees, spread over the stay’s nights', async () => {
    const spring = await report<Utilization>(
      'utilization',
      `from=2027-03-01&to=2027-04-30&assets=${ids.resort}`,
    );
    // Net of the 10 % included: 300.00 → 272.7273, 150.00 → 136.3636, of which March has 2/3.
    // March: 272.7273 + 90.9091 = 363.6364 over 5 of 124 room-nights; April: 45.4545 over 1 of 120.
    expect(spring.rows).toEqual([
      {
        period: '2027-03',
        resort: ids.resort,
        resortName: 'Lagoon House',
        label: '2027-03',
        available: 124,
        sold: 5,
        occupancy: 0.0403,
        currency: 'EUR',
        roomRevenue: 36_364,
        adr: 7_273,
        revpar: 293,
      },
      {
        period: '2027-04',
        resort: ids.resort,
        resortName: 'Lagoon House',
        label: '2027-04',
        available: 120,
        sold: 1,
        occupancy: 0.0083,
        currency: 'EUR',
        roomRevenue: 4_545,
        adr: 4_545,
        revpar: 38,
      },
    ]);
    expect(spring.definition).toContain('without cancellation fees');
    expect(spring.definition).toContain(
      'RevPAR (revenue per available room) is room revenue ÷ room-nights available',
    );
  });

  it('exports the rates as money in the base currency', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/bookings/statistics/utilization?from=2027-03-01&to=2027-03-31&assets=${ids.resort}&export=csv`,
      token: admin,
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    const [head, march] = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(head).toContain('Logisumsatz;ADR;RevPAR');
    expect(march).toContain('363,64;72,73;2,93');
  });
  it('counts only the bookings of the channels and states asked for', async () => {
    const march = `from=2027-03-01&to=2027-03-31&assets=${ids.resort}`;
    const direct = await report<Utilization>('utilization', `${march}&sources=direct`);
    expect(direct.rows[0]).toMatchObject({ available: 124, sold: 5, roomRevenue: 36_364 });
    const agency = await report<Utilization>('utilization', `${march}&sources=agency`);
    expect(agency.rows[0]).toMatchObject({ available: 124, sold: 0, roomRevenue: 0, adr: 0 });
    const planned = await report<Utilization>('utilization', `${march}&states=planned`);
    expect(planned.rows[0]).toMatchObject({ sold: 0, roomRevenue: 0 });
  });

  it('follows a booking priced again: the room revenue is kept with the calculation', async () => {
    const may = `from=2028-05-01&to=2028-05-31&assets=${ids.resort}`;
    const booking = await stay('G4', '2028-05-10', '2028-05-12', 1);
    expect((await report<Utilization>('utilization', may)).rows[0]).toMatchObject({
      sold: 2,
      roomRevenue: 9_091,
    });
    const guest = (await newCustomer(ctx, admin)).id;
    const detail = (
      await ctx.request({ method: 'GET', url: `/api/bookings/${booking.id}`, token: admin })
    ).json();
    await post(`/api/bookings/${booking.id}/rooms/${detail.rooms[0].id}/customers`, {
      guests: [...detail.rooms[0].guests.map((g: { customer: string }) => g.customer), guest],
    });
    // Two guests at 50.00 a night for two nights, 10 % VAT included: 181.8182 net.
    expect((await report<Utilization>('utilization', may)).rows[0]).toMatchObject({
      sold: 2,
      roomRevenue: 18_182,
    });
  });
});

describe('GET /api/bookings/statistics/utilization by day and by ISO week', () => {
  // Reef Hostel: a shared room of 4 bunks and a private room H1, priced as Lagoon House (50.00 a
  // guest and night, 10 % VAT included: 45.4545 net). In June 2028, a bunk each: A one guest 3–7
  // June (4 nights, 200.00, net 181.8182), B one guest 5–10 June (5 nights, 250.00, net 227.2727).
  // The shared room is held the nights of the 3rd to the 9th: 7 room-nights, the 5th and 6th once
  // though both sell a bed. Two rooms a night are available.
  let hostel: string;
  beforeAll(async () => {
    hostel = (await post('/api/resort', { name: 'Reef Hostel' })).id;
    const bunk = (await post('/api/roomtypes', { name: 'Bunk', resort: hostel, maxNoOfPax: 4 })).id;
    const single = (await post('/api/roomtypes', { name: 'Single', resort: hostel })).id;
    ids.Bunks = (
      await post('/api/rooms', {
        type: 'Room',
        name: 'Bunks',
        resort: hostel,
        roomType: bunk,
        allowSharedRoom: true,
        allowMixedGender: true,
        configuration: beds(4),
      })
    ).id;
    await post('/api/rooms', {
      type: 'Room',
      name: 'H1',
      resort: hostel,
      roomType: single,
      configuration: beds(1),
    });
    await post('/api/price', {
      name: 'Reef Hostel all year',
      resort: hostel,
      status: 'active',
      calculationType: 'unit',
      currencies: ['EUR'],
      entries: [
        { roomType: bunk, amount: 5000 },
        { roomType: single, amount: 5000 },
      ],
      tax: { status: 'active', value: 10, name: 'VAT', inclusive: true },
    });
    for (const [from, to, bed] of [
      ['2028-06-03', '2028-06-07', 0],
      ['2028-06-05', '2028-06-10', 1],
    ] as const) {
      const guest = (await newCustomer(ctx, admin)).id;
      await post('/api/bookings', {
        resort: hostel,
        dates: { from, to },
        rooms: [{ room: ids.Bunks, guests: [guest], beds: [bed] }],
        state: 'confirmed',
      });
    }
  });
  const figures = (rows: Utilization['rows']) =>
    rows.map((r) => [r.period, r.available, r.sold, r.occupancy, r.roomRevenue, r.adr, r.revpar]);

  it('counts a shared room once a night and each stay’s revenue on its own nights, by day', async () => {
    const days = await report<Utilization>(
      'utilization',
      `from=2028-06-04&to=2028-06-08&groupBy=day&assets=${hostel}`,
    );
    expect(days.groupBy).toBe('day');
    // The period cuts A's first night and B's last; each night keeps its stay's share (A's revenue
    // still over its 4 nights). Both on the 5th and 6th: 2 × 45.4545 = 90.9091 for one room-night.
    expect(figures(days.rows)).toEqual([
      ['2028-06-04', 2, 1, 0.5, 4_545, 4_545, 2_273],
      ['2028-06-05', 2, 1, 0.5, 9_091, 9_091, 4_546],
      ['2028-06-06', 2, 1, 0.5, 9_091, 9_091, 4_546],
      ['2028-06-07', 2, 1, 0.5, 4_545, 4_545, 2_273],
      ['2028-06-08', 2, 1, 0.5, 4_545, 4_545, 2_273],
    ]);
  });

  it('sums the nights of each ISO week within the period, as the month does', async () => {
    const weeks = await report<Utilization>(
      'utilization',
      `from=2028-06-01&to=2028-06-30&groupBy=week&assets=${hostel}`,
    );
    // W22 holds 1–4 June of the period (8 room-nights): A's 3rd and 4th, 90.9091. W23 (5–11 June):
    // the 5th to the 9th, A's two nights and B's five, 90.9091 + 227.2727 = 318.1818. W26 holds
    // 26–30 June: 10 room-nights.
    expect(figures(weeks.rows)).toEqual([
      ['2028-W22', 8, 2, 0.25, 9_091, 4_546, 1_136],
      ['2028-W23', 14, 5, 0.3571, 31_818, 6_364, 2_273],
      ['2028-W24', 14, 0, 0, 0, 0, 0],
      ['2028-W25', 14, 0, 0, 0, 0, 0],
      ['2028-W26', 10, 0, 0, 0, 0, 0],
    ]);
    // June: 7 of 60 room-nights, A's 181.8182 and B's 227.2727 = 409.0909.
    const june = await report<Utilization>('utilization', `from=2028-06-01&to=2028-06-30&assets=${hostel}`);
    expect(figures(june.rows)).toEqual([['2028-06', 60, 7, 0.1167, 40_909, 5_844, 682]]);
  });
});

describe('GET /api/bookings/statistics/occupancyPerYear', () => {
  it('counts each year of the period as the months do', async () => {
    const years = await report<PerYear>(
      'occupancyPerYear',
      `from=2026-01-01&to=2027-12-31&assets=${ids.resort}`,
    );
    expect(
      years.rows.map((r) => [r.year, r.available, r.sold, r.occupancy, r.roomRevenue, r.adr, r.revpar]),
    ).toEqual([
      ['2026', 1460, 0, 0, 0, 0, 0],
      // 272.7273 + 136.3636 = 409.0909 over 6 room-nights.
      ['2027', 1460, 6, 0.0041, 40_909, 6_818, 28],
    ]);
  });

  it('covers the last ten years when no period is given', async () => {
    const years = await report<PerYear>('occupancyPerYear', `assets=${ids.resort}`);
    const year = Number(today.slice(0, 4));
    expect(years).toMatchObject({ from: `${year - 9}-01-01`, to: `${year}-12-31` });
    expect(years.rows).toHaveLength(10);
  });

  it('shows a user limited to the vessel no resort figures', async () => {
    const crew = await newUser(ctx, admin, 'crew-years@test.local', ['bookings.read'], {
      vessels: [ids.manta],
    });
    const years = await report<PerYear>('occupancyPerYear', 'from=2027-01-01&to=2027-12-31', crew);
    expect(years.rows).toEqual([]);
  });
});

describe('the departures: revenue per available berth-night, per trip and per itinerary', () => {
  type Trips = ReportAnswer<typeof tripLoadReport>;
  type Itineraries = ReportAnswer<typeof itineraryLoadReport>;
  const MARCH = 'from=2027-03-01&to=2027-03-31&assets=MANTA';

  it('divides each trip’s revenue by its berth-nights', async () => {
    const march = await report<Trips>('byVesselYear', MARCH.replace('MANTA', ids.manta!));
    // 14 berths × 7 nights = 98 berth-nights: 3000.00 over 98, 1500.00 over 98, then nothing.
    expect(march.rows.map((r) => [r.start, r.sold, r.revenue, r.revenuePerBerthNight, r.currency])).toEqual([
      ['2027-03-06', 2, 300_000, 3_061, 'EUR'],
      ['2027-03-13', 1, 150_000, 1_531, 'EUR'],
      ['2027-03-20', 0, 0, 0, 'EUR'],
      ['2027-03-27', 0, 0, 0, 'EUR'],
    ]);
    expect(march.definition).toContain('revenue per available berth-night is trip revenue ÷ berth-nights');
  });

  it('sums an itinerary’s trips beside the same period a year earlier', async () => {
    const march = await report<Itineraries>('byItinerary', MARCH.replace('MANTA', ids.manta!));
    // Four trips of 98 berth-nights: 21 sold, 4500.00; last year one trip, 7 sold, 1500.00.
    expect(march.rows).toEqual([
      {
        tour: expect.any(String),
        vessel: ids.manta,
        label: 'Northern reefs · MV Manta',
        trips: 4,
        berthNights: 392,
        soldBerthNights: 21,
        loadFactor: 0.0536,
        currency: 'EUR',
        revenue: 450_000,
        revenuePerBerthNight: 1_148,
        lastYearTrips: 1,
        lastYearLoadFactor: 0.0714,
        lastYearRevenuePerBerthNight: 1_531,
      },
    ]);
  });

  it('shows a user limited to the resort no itinerary', async () => {
    const desk = await newUser(ctx, admin, 'desk-itinerary@test.local', ['bookings.read'], {
      resorts: [ids.resort!],
    });
    expect((await report<Itineraries>('byItinerary', 'from=2027-03-01&to=2027-03-31', desk)).rows).toEqual(
      [],
    );
  });
});
