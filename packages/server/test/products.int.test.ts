import type { BookingDetail, OnlineBookingView, OnlineProduct } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Products sold ahead in the public booking (issue 17): each page sees only what its asset sells
 * online, and a chosen product is priced from the database into the quote and the booking alike.
 */
let ctx: TestContext;
let admin: string;
let trips: Record<string, string>;
let coral: Record<string, string>;
const ids: Record<string, string> = {};

const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  ctx.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

async function create(path: string, payload: Record<string, unknown>): Promise<string> {
  const res = await call('POST', `/api/${path}`, payload, admin);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json().id;
}

let keys = 0;
const book = (draft: Record<string, unknown>) =>
  call('POST', '/api/book/booking/create', {
    draft,
    booker: { firstName: 'Maya', lastName: 'Lind', email: 'maya@example.test' },
    guests: [
      { firstName: 'Maya', lastName: 'Lind' },
      { firstName: 'Tom', lastName: 'Lind' },
    ],
    acceptTerms: true,
    idempotencyKey: `products-${++keys}-${Date.now()}`,
  });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  trips = await tripWorld(ctx, admin);
  coral = await resortWorld(ctx, admin);
  await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
  const courses = await create('productcategory', { name: 'Courses' });
  const online = { onlineBookable: true, currency: 'EUR' };
  ids.course = await create('product', {
    ...online,
    name: 'Nitrox course',
    vessel: trips.manta,
    productCategory: courses,
    amount: 19000,
    addRule: 'PerPerson',
  });
  ids.sunscreen = await create('product', { ...online, name: 'Sunscreen', amount: 1800 });
  ids.inactive = await create('product', {
    ...online,
    name: 'Old mask',
    vessel: trips.manta,
    isActive: false,
  });
  ids.offline = await create('product', { name: 'Crew T-shirt', vessel: trips.manta, amount: 2500 });
  ids.dugong = await create('product', { ...online, name: 'Dugong cap', vessel: trips.dugong });
  ids.coral = await create('product', { ...online, name: 'Resort massage', resort: coral.resort });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('products in the public booking', () => {
  it('lists the active online products of the asset and those sold everywhere, nothing else', async () => {
    const manta = await call('GET', `/api/book/products?asset=${trips.manta}`);
    expect(manta.statusCode, manta.body).toBe(200);
    expect(manta.json() as OnlineProduct[]).toEqual([
      // The course counts per guest, the sunscreen per booking: the page says so next to the price.
      {
        id: ids.course,
        name: 'Nitrox course',
        description: '',
        price: { amount: 19000, currency: 'EUR' },
        per: 'person',
      },
      {
        id: ids.sunscreen,
        name: 'Sunscreen',
        description: '',
        price: { amount: 1800, currency: 'EUR' },
        per: 'booking',
      },
    ]);
    const resort = (await call('GET', `/api/book/products?asset=${coral.resort}`)).json() as OnlineProduct[];
    expect(resort.map((p) => p.name)).toEqual(['Resort massage', 'Sunscreen']);
  });

  it('prices chosen products from the database: the quote and the booking agree', async () => {
    const draft = {
      schedule: trips.s1,
      rooms: [{ room: trips['Cabin 1'], guests: 2 }],
      // A price in the request is never read: the stored one counts.
      products: [
        { product: ids.course, quantity: 1, price: { amount: 1, currency: 'EUR' } },
        { product: ids.sunscreen, quantity: 2 },
      ],
    };
    const price = await call('POST', '/api/book/booking/price', draft);
    expect(price.statusCode, price.body).toBe(200);
    // Two berths at 1500.00, the course per person 2 × 190.00, sunscreen per booking 2 × 18.00.
    const total = 300000 + 2 * 19000 + 2 * 1800;
    expect(price.json().total).toEqual({ amount: total, currency: 'EUR' });

    const made = await book(draft);
    expect(made.statusCode, made.body).toBe(201);
    const view = made.json() as OnlineBookingView;
    expect(view.total).toEqual({ amount: total, currency: 'EUR' });
    const back = (await call('GET', `/api/bookings/${view.id}`, undefined, admin)).json() as BookingDetail;
    expect(back.total).toBe(total);
    const lines = back.calculation!.entries.filter((e) => e.type === 'product').map((e) => e.text);
    expect(lines).toEqual(expect.arrayContaining(['Nitrox course', 'Sunscreen']));
    expect(back.extras.products?.map((p) => [p.name, p.price.amount, p.quantity])).toEqual([
      ['Nitrox course', 19000, 1],
      ['Sunscreen', 1800, 2],
    ]);
  });

  it("refuses products not sold here online: another asset's, inactive, offline or unknown", async () => {
    const base = { schedule: trips.s2, rooms: [{ room: trips['Cabin 2'], guests: 2 }] };
    for (const product of [ids.dugong, ids.coral, ids.inactive, ids.offline, crypto.randomUUID()]) {
      const draft = { ...base, products: [{ product: ids.sunscreen }, { product }] };
      for (const res of [await call('POST', '/api/book/booking/price', draft), await book(draft)]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          description: 'VALIDATION_ERROR',
          fields: [{ path: 'products.1.product', message: 'No such product here' }],
        });
      }
    }
    // Nothing was booked by the refused attempts: the cabin is still free.
    const cabins = (await call('GET', `/api/book/rooms?schedule=${trips.s2}`)).json();
    expect(cabins.map((c: { name: string }) => c.name)).toContain('Cabin 2');
  });
});
