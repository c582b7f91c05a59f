import type {
  ReportAnswer,
  topBookingsReport,
  topProductCategoriesReport,
  topProductsReport,
  topRoomsReport,
  topSalesAgentsReport,
  topSupplementsReport,
  topUsersReport,
} from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The top lists of issue 36 beyond countries, agencies and customers (SPEC §7
 * `GET /api/bookings/statistics/{kind}`): the largest bookings, users, sales agents, rooms, and
 * the products, supplements and product categories sold with bookings and at the till, on a small
 * data set whose figures are worked out by hand below.
 */
let ctx: TestContext;
let admin: string;
let desk: string;
let ids: Record<string, string>;
let today: string;
const booking: Record<string, { id: string; total: number; bookingNo: string }> = {};

const MARCH = 'from=2027-03-01&to=2027-03-31';
const TODAY = () => `from=${today}&to=${today}&basis=booking`;

const call = (method: 'GET' | 'POST', url: string, token = admin, payload?: object) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
async function create(path: string, payload: object, token = admin) {
  const res = await versioned(ctx, { method: 'POST', url: `/api/${path}`, token, payload });
  expect(res.statusCode, `${path}: ${res.body}`).toBeLessThan(300);
  return res.json();
}
async function report<T>(kind: string, query: string, token = admin): Promise<T> {
  const res = await call('GET', `/api/bookings/statistics/${kind}?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A booking of `guests` new customers per room, confirmed unless said otherwise. */
async function book(
  name: string,
  where: Record<string, unknown>,
  rooms: [string, number][],
  extra: Record<string, unknown> = {},
  token = admin,
) {
  const booked = [];
  for (const [room, guests] of rooms) {
    const customers = [];
    for (let i = 0; i < guests; i++) customers.push((await newCustomer(ctx, admin)).id);
    booked.push({ room: ids[room], guests: customers });
  }
  booking[name] = await create('bookings', { ...where, rooms: booked, state: 'confirmed', ...extra }, token);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  today = await ctx.operatorToday();
  ids = { ...(await tripWorld(ctx, admin)), ...(await resortWorld(ctx, admin)) };
  desk = await newUser(
    ctx,
    admin,
    'desk.sales@test.local',
    ['bookings.read', 'bookings.create', 'bookings.update', 'customers.read'],
    { name: 'Desk Dewi' },
  );
  const gas = (await create('productcategory', { name: 'Gas' })).id;
  const beer = (await create('productcategory', { name: 'Beer' })).id;
  const transfers = (await create('productcategory', { name: 'Transfers' })).id;
  ids.nitrox = (await create('product', { name: 'Nitrox', amount: 1500, productCategory: gas })).id;
  ids.bintang = (await create('product', { name: 'Bintang', amount: 450, productCategory: beer })).id;
  ids.transfer = (
    await create('supplements', {
      name: 'Airport transfer',
      amount: 2000,
      addRule: 'PerPerson',
      resort: ids.resort,
      productCategory: transfers,
    })
  ).id;
  const anna = (await create('agency', { name: 'Anna Sales', type: 'employee' })).id;
  const reef = (await create('agency', { name: 'Reef Travel' })).id;
  const nitrox = {
    id: ids.nitrox,
    name: 'Nitrox',
    price: { amount: 1500, currency: 'EUR' },
    addRule: 'PerBooking',
  };
  const stay = (from: string, to: string) => ({ resort: ids.resort, dates: { from, to } });
  // March by arrival. A: R1, 2 guests, 3 nights (300.00), the transfer for both (40.00, one
  // line), Nitrox (15.00): 355.00 by the admin.
  await book('A', stay('2027-03-03', '2027-03-06'), [['R1', 2]], {
    extras: { addons: [{ supplement: ids.transfer }], specials: [], products: [nitrox] },
  });
  // B: R2 of 2 guests and R3 of 1, 2 nights (300.00) and Nitrox: 315.00, by the desk through
  // the sales agent. Split by guest-nights 4 : 2 → R2 210.00, R3 105.00.
  await book(
    'B',
    { ...stay('2027-03-10', '2027-03-12'), agency: anna },
    [
      ['R2', 2],
      ['R3', 1],
    ],
    { extras: { addons: [], specials: [], products: [nitrox] } },
    desk,
  );
  // C: the trip, Cabin 1, 1 guest (1500.00) through a travel agency, made online (no user).
  await book('C', { schedule: ids.s1, agency: reef }, [['Cabin 1', 1]]);
  await ctx.services.database.db.execute(
    sql`update bookings set created_by = null where id = ${booking.C!.id}::uuid`,
  );
  // D: R1, 1 guest, 2 nights (100.00), cancelled for a fee of 20 %: 20.00, no guests.
  await book('D', stay('2027-03-20', '2027-03-22'), [['R1', 1]]);
  booking.D = await create(`bookings/${booking.D!.id}/cancell`, { reason: 'customer', percent: 20 });
  // An offer with Nitrox: not a sale.
  await book('E', stay('2027-03-25', '2027-03-27'), [['R3', 1]], {
    state: 'draft',
    extras: { addons: [], specials: [], products: [nitrox] },
  });
  // The bar of the resort, today: Nitrox × 2 and Bintang × 3 paid; a Bintang paid and voided.
  const bar = (await create('postill', { name: 'Bar', kind: 'bar', resort: ids.resort })).id;
  const tab = await create('pos/product', {
    till: bar,
    items: [
      { product: ids.nitrox, quantity: 2 },
      { product: ids.bintang, quantity: 3 },
    ],
  });
  await create(`pos/${tab.id}/payment`, { kind: 'card' });
  const spilled = await create('pos/product', { till: bar, items: [{ product: ids.bintang }] });
  await create(`pos/${spilled.id}/payment`, { kind: 'card' });
  await create(`pos/${spilled.id}/void`, { reason: 'Spilled' });
}, 180_000);
afterAll(() => ctx?.close());

describe('GET /api/bookings/statistics/topBookings', () => {
  type Bookings = ReportAnswer<typeof topBookingsReport>;
  it('lists the largest single sales by revenue, a cancellation’s fee without guests', async () => {
    expect(Object.fromEntries(Object.entries(booking).map(([k, b]) => [k, b.total]))).toMatchObject({
      A: 35_500,
      B: 31_500,
      C: 150_000,
      D: 2_000,
    });
    const march = await report<Bookings>('topBookings', MARCH);
    expect(march.basis).toBe('stay');
    expect(march.definition).toContain('The largest single sales');
    const row = (rank: number, name: string, guests: number, revenue: number) => ({
      rank,
      booking: booking[name]!.id,
      bookingNo: booking[name]!.bookingNo,
      leadName: expect.any(String),
      currency: 'EUR',
      guests,
      revenue,
    });
    expect(march.rows).toEqual([
      row(1, 'C', 1, 150_000),
      row(2, 'A', 2, 35_500),
      row(3, 'B', 3, 31_500),
      row(4, 'D', 0, 2_000),
    ]);
    const top2 = await report<Bookings>('topBookings', `${MARCH}&amount=2`);
    expect(top2.rows.map((r) => r.bookingNo)).toEqual([booking.C!.bookingNo, booking.A!.bookingNo]);
    // By booking date: all made today; none in March.
    const booked = await report<Bookings>('topBookings', TODAY());
    expect(booked.rows.map((r) => r.revenue)).toEqual([150_000, 35_500, 31_500, 2_000]);
    expect((await report<Bookings>('topBookings', `${MARCH}&basis=booking`)).rows).toEqual([]);
    const manta = await report<Bookings>('topBookings', `${MARCH}&assets=${ids.manta}`);
    expect(manta.rows.map((r) => r.bookingNo)).toEqual([booking.C!.bookingNo]);
  });
});

describe('GET /api/bookings/statistics/topUsers', () => {
  type Users = ReportAnswer<typeof topUsersReport>;
  it('counts the sales per user who made the booking; online bookings are one entry', async () => {
    const march = await report<Users>('topUsers', MARCH);
    expect(march.rows.map((r) => [r.rank, r.bookings, r.guests, r.revenue])).toEqual([
      [1, 2, 2, 37_500],
      [2, 1, 3, 31_500],
      [3, 1, 1, 150_000],
    ]);
    expect(march.rows[0]?.userName).toBe('Administrator');
    expect(march.rows.slice(1).map((r) => [r.user, r.userName])).toEqual([
      [expect.stringMatching(/^[0-9a-f-]{36}$/), 'Desk Dewi'],
      ['', 'Online'],
    ]);
    const confirmed = await report<Users>('topUsers', `${MARCH}&states=confirmed`);
    // Without D's fee each has one booking: ranked by guests (B 3, A 2, C 1).
    expect(confirmed.rows.map((r) => [r.userName, r.bookings])).toEqual([
      ['Desk Dewi', 1],
      ['Administrator', 1],
      ['Online', 1],
    ]);
    const booked = await report<Users>('topUsers', TODAY());
    expect(booked.rows.map((r) => r.bookings)).toEqual([2, 1, 1]);
  });
});

describe('GET /api/bookings/statistics/topSalesAgents', () => {
  type Agents = ReportAnswer<typeof topSalesAgentsReport>;
  it('counts the sales through agencies of type employee only', async () => {
    const march = await report<Agents>('topSalesAgents', MARCH);
    expect(march.rows).toEqual([
      {
        rank: 1,
        agent: expect.any(String),
        agentName: 'Anna Sales',
        currency: 'EUR',
        bookings: 1,
        guests: 3,
        revenue: 31_500,
      },
    ]);
    expect((await report<Agents>('topSalesAgents', TODAY())).rows).toHaveLength(1);
    expect((await report<Agents>('topSalesAgents', `${MARCH}&assets=${ids.manta}`)).rows).toEqual([]);
  });
});

describe('GET /api/bookings/statistics/topRooms', () => {
  type Rooms = ReportAnswer<typeof topRoomsReport>;
  it('counts each room’s bookings and places and splits a booking’s revenue by guest-nights', async () => {
    const march = await report<Rooms>('topRooms', MARCH);
    const rows = march.rows.map((r) => [r.rank, r.roomName, r.bookings, r.guests, r.revenue]);
    // R1: A (2 places, 355.00) and D's fee (20.00, no places). R2 and R3 share B's 315.00 4 : 2.
    expect(rows.slice(0, 2)).toEqual([
      [1, 'R1 · Coral Bay', 2, 2, 37_500],
      [2, 'R2 · Coral Bay', 1, 2, 21_000],
    ]);
    // Cabin 1 and R3 tie in bookings and places: ordered by id.
    expect(
      rows
        .slice(2)
        .map((r) => r.slice(1))
        .sort(),
    ).toEqual([
      ['Cabin 1 · MV Manta', 1, 1, 150_000],
      ['R3 · Coral Bay', 1, 1, 10_500],
    ]);
    expect(rows.slice(2).map((r) => r[0])).toEqual([3, 4]);
    expect(march.definition).toContain('guest-nights');
    const booked = await report<Rooms>('topRooms', TODAY());
    expect(booked.rows).toHaveLength(4);
    const manta = await report<Rooms>('topRooms', `${MARCH}&assets=${ids.manta}`);
    expect(manta.rows.map((r) => [r.room, r.revenue])).toEqual([[ids['Cabin 1'], 150_000]]);
  });

  it('shows a user limited to the vessel no resort rooms', async () => {
    const crew = await newUser(ctx, admin, 'crew.rooms@test.local', ['bookings.read'], {
      vessels: [ids.manta],
    });
    const march = await report<Rooms>('topRooms', MARCH, crew);
    expect(march.rows.map((r) => r.roomName)).toEqual(['Cabin 1 · MV Manta']);
  });
});

describe('GET /api/bookings/statistics/topProducts', () => {
  type Products = ReportAnswer<typeof topProductsReport>;
  it('counts the bookings’ product lines by stay date (the till’s sales are not in March)', async () => {
    const march = await report<Products>('topProducts', MARCH);
    // A's and B's Nitrox; the offer's is not a sale.
    expect(march.rows).toEqual([
      {
        rank: 1,
        product: 'Nitrox',
        productName: 'Nitrox',
        currency: 'EUR',
        sales: 2,
        quantity: 2,
        revenue: 3_000,
      },
    ]);
    expect(march.definition).toContain('point of sale');
  });

  it('adds the till’s items of the day, a void counting against its sale', async () => {
    const booked = await report<Products>('topProducts', TODAY());
    expect(booked.rows.map((r) => [r.rank, r.productName, r.sales, r.quantity, r.revenue])).toEqual([
      [1, 'Nitrox', 3, 4, 6_000],
      [2, 'Bintang', 1, 3, 1_350],
    ]);
    // A filter by state is about bookings: the till is left out.
    const confirmed = await report<Products>('topProducts', `${TODAY()}&states=confirmed`);
    expect(confirmed.rows.map((r) => [r.productName, r.sales, r.quantity, r.revenue])).toEqual([
      ['Nitrox', 2, 2, 3_000],
    ]);
    const manta = await report<Products>('topProducts', `${TODAY()}&assets=${ids.manta}`);
    expect(manta.rows).toEqual([]);
  });

  it('shows a user limited to the vessel neither the resort’s bookings nor its till', async () => {
    const crew = await newUser(ctx, admin, 'crew.products@test.local', ['bookings.read'], {
      vessels: [ids.manta],
    });
    expect((await report<Products>('topProducts', TODAY(), crew)).rows).toEqual([]);
    expect((await report<Products>('topProductCategories', TODAY(), crew)).rows).toEqual([]);
  });
});

describe('GET /api/bookings/statistics/topSupplements', () => {
  type Supplements = ReportAnswer<typeof topSupplementsReport>;
  it('counts the bookings’ add-on lines: one line for both guests', async () => {
    const march = await report<Supplements>('topSupplements', MARCH);
    expect(march.rows).toEqual([
      {
        rank: 1,
        supplement: 'Airport transfer',
        supplementName: 'Airport transfer',
        currency: 'EUR',
        sales: 1,
        quantity: 1,
        revenue: 4_000,
      },
    ]);
    expect((await report<Supplements>('topSupplements', `${MARCH}&basis=booking`)).rows).toEqual([]);
  });
});

describe('GET /api/bookings/statistics/topProductCategories', () => {
  type Categories = ReportAnswer<typeof topProductCategoriesReport>;
  it('groups the products and supplements sold by their category', async () => {
    const booked = await report<Categories>('topProductCategories', TODAY());
    expect(booked.rows.map((r) => [r.rank, r.categoryName, r.sales, r.quantity, r.revenue])).toEqual([
      [1, 'Gas', 3, 4, 6_000],
      [2, 'Beer', 1, 3, 1_350],
      [3, 'Transfers', 1, 1, 4_000],
    ]);
    const march = await report<Categories>('topProductCategories', MARCH);
    expect(march.rows.map((r) => [r.categoryName, r.sales, r.quantity, r.revenue])).toEqual([
      ['Gas', 2, 2, 3_000],
      ['Transfers', 1, 1, 4_000],
    ]);
    const german = await call(
      'GET',
      `/api/bookings/statistics/topProductCategories?${MARCH}&export=csv`,
      admin,
    );
    expect(german.statusCode).toBe(200);
  });
});
