import type { BookingDetail, RentalRecord } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Rental gear as numbered assets (issue 35): an item rented to an in-house guest is charged once on
 * the guest's folio through the counter, is not rented twice (not even by two requests at once),
 * is refused while its service is due, comes back free, and shows beside the guest's logged dive.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let till: string;
let bcd: string;
let today: string;
let stay: BookingDetail;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | undefined = admin) =>
  ctx.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

async function create(path: string, payload: Record<string, unknown>) {
  const res = await call('POST', `/api/${path}`, payload);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json() as { id: string; version: number };
}

const item = async (number: string, extra: Record<string, unknown> = {}) =>
  (await create('rentalitem', { product: bcd, number, size: 'M', ...extra })).id;
const itemState = async (id: string) => (await call('GET', `/api/rentalitem/${id}`)).json().state as string;
const rent = (id: string, token = admin) =>
  call('POST', '/api/rental', { item: id, roomBooking: stay.rooms[0]!.id, till }, token);
const folioRentals = async () =>
  ((await call('GET', `/api/bookings/${stay.id}`)).json() as BookingDetail).calculation?.entries.filter(
    (e) => e.id?.startsWith('m-pos-') && e.text.includes('BCD rental'),
  ) ?? [];
const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  today = await ctx.services.calendar.today();
  till = (await create('postill', { name: 'Rental counter', kind: 'rental' })).id;
  bcd = (await create('product', { name: 'BCD rental', amount: 1000, stockType: 'ReusableGood' })).id;
  stay = await newStay(ctx, admin, {
    resort: world.resort!,
    from: today,
    to: shift(today, 3),
    rooms: [{ room: world.R1! }],
  });
}, 60_000);
afterAll(() => ctx?.close());

describe('renting an item', () => {
  it('charges the product once on the guest’s folio, marks the item rented and refuses it twice', async () => {
    const id = await item('B-01');
    const res = await rent(id);
    expect(res.statusCode, res.body).toBe(201);
    const rental = res.json() as RentalRecord;
    expect(rental).toMatchObject({
      item: id,
      itemNumber: 'B-01',
      size: 'M',
      productName: 'BCD rental',
      customer: stay.rooms[0]!.guests[0]!.customer,
      booking: stay.id,
      from: today,
      returnedAt: null,
    });
    expect(rental.posTransaction).not.toBeNull();
    const sale = (await call('GET', `/api/pos/${rental.posTransaction}`)).json();
    expect(sale).toMatchObject({ state: 'folio', total: 1000, roomBooking: stay.rooms[0]!.id });
    expect(sale.lines.map((l: { id: string }) => l.id)).toContain(rental.posLine);
    expect(await folioRentals()).toHaveLength(1);
    expect(await itemState(id)).toBe('rented');

    const again = await rent(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      description: 'RENTAL_ITEM_UNAVAILABLE',
      method: 'POST',
      path: '/api/rental',
    });
    expect(await folioRentals()).toHaveLength(1);
    // The form cannot clear `rented`: only a return does.
    const { version } = (await call('GET', `/api/rentalitem/${id}`)).json();
    const edited = await call('POST', `/api/rentalitem/${id}`, { version, state: 'available', size: 'L' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ state: 'rented', size: 'L' });
  });

  it('refuses an item due for service, in service or retired, with the reason', async () => {
    const due = await item('B-02', { nextService: today });
    const res = await rent(due);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ description: 'RENTAL_SERVICE_DUE', statusCode: 409 });
    expect(res.json().message).toContain('B-02');
    const workshop = await item('B-03', { state: 'service', nextService: shift(today, 90) });
    expect((await rent(workshop)).json().description).toBe('RENTAL_SERVICE_DUE');
    const retired = await item('B-04', { state: 'retired' });
    expect((await rent(retired)).json().description).toBe('RENTAL_ITEM_UNAVAILABLE');
    expect(await itemState(due)).toBe('available');
    expect(await folioRentals()).toHaveLength(1);
  });

  it('refuses a guest who is not in house today', async () => {
    const later = await newStay(ctx, admin, {
      resort: world.resort!,
      from: shift(today, 20),
      to: shift(today, 22),
      rooms: [{ room: world.R2! }],
    });
    const id = await item('B-05');
    const res = await call('POST', '/api/rental', { item: id, roomBooking: later.rooms[0]!.id, till });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ description: 'GUEST_NOT_IN_HOUSE' });
    expect(await itemState(id)).toBe('available');
  });
});

describe('items', () => {
  it('belong to a reusable product only, numbered once per product', async () => {
    const beer = (await create('product', { name: 'Beer', amount: 400 })).id;
    const res = await call('POST', '/api/rentalitem', { product: beer, number: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      expect.objectContaining({ path: 'product', code: 'rentalItemProduct' }),
    ]);
    await item('N-01');
    const twice = await call('POST', '/api/rentalitem', { product: bcd, number: 'N-01' });
    expect(twice.statusCode).toBeGreaterThanOrEqual(400);
    expect(twice.statusCode).toBeLessThan(500);
  });

  it('stays free when the charge is refused (no such till), with no rental left behind', async () => {
    const id = await item('N-02');
    const res = await call('POST', '/api/rental', {
      item: id,
      roomBooking: stay.rooms[0]!.id,
      till: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(await itemState(id)).toBe('available');
    const rentals = await call(
      'GET',
      `/api/rental?filter=${encodeURIComponent(JSON.stringify({ item: id }))}`,
    );
    expect(rentals.json().total).toBe(0);
  });
});

describe('returning', () => {
  it('frees the item, or sends it to service when its date has come, and is done once', async () => {
    const id = await item('B-10', { nextService: shift(today, 30) });
    const rental = (await rent(id)).json() as RentalRecord;
    const back = await call('POST', `/api/rental/${rental.id}/return`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ returnedOn: today });
    expect(back.json().returnedAt).not.toBeNull();
    expect(await itemState(id)).toBe('available');
    const twice = await call('POST', `/api/rental/${rental.id}/return`);
    expect(twice.json()).toMatchObject({ statusCode: 409, description: 'RENTAL_RETURNED' });

    // Rented again, its service date moved to today meanwhile: back it goes to the workshop.
    const next = (await rent(id)).json() as RentalRecord;
    const version = (await call('GET', `/api/rentalitem/${id}`)).json().version;
    await call('POST', `/api/rentalitem/${id}`, { version, nextService: today });
    await call('POST', `/api/rental/${next.id}/return`);
    expect(await itemState(id)).toBe('service');
  });
});

describe('two rentals of the same item at once', () => {
  it('lets exactly one through and charges once', async () => {
    const id = await item('B-20');
    const before = (await folioRentals()).length;
    const answers = await Promise.all([rent(id), rent(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().description).toBe('RENTAL_ITEM_UNAVAILABLE');
    expect(await folioRentals()).toHaveLength(before + 1);
    const open = await call('GET', `/api/rental?filter=${encodeURIComponent(JSON.stringify({ item: id }))}`);
    expect(open.json().total).toBe(1);
  });
});

describe('the dive log', () => {
  it('shows the gear a guest had out on the day of a logged dive', async () => {
    const id = await item('B-30', { size: 'XL' });
    await rent(id);
    const customer = stay.rooms[0]!.guests[0]!.customer!;
    const product = await create('product', { name: 'Shore dive', amount: 3000, addRule: 'PerDive' });
    const type = (await create('divetype', { name: 'Shore dive', kind: 'shore', product: product.id })).id;
    const logged = await call('POST', '/api/divelog', {
      entries: [{ date: today, start: '09:00', type, customer, resort: world.resort }],
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const dive = logged.json().entries[0];
    const out = await call('GET', `/api/rental/out?customer=${customer}&from=${dive.date}`);
    expect(out.statusCode, out.body).toBe(200);
    expect((out.json() as RentalRecord[]).map((r) => [r.itemNumber, r.size])).toContainEqual(['B-30', 'XL']);
    // Nothing was out the day before the stay began.
    const before = await call('GET', `/api/rental/out?customer=${customer}&from=${shift(today, -1)}`);
    expect(before.json()).toEqual([]);
  });
});

describe('scopes', () => {
  it('asks for a login, pos.create to rent and a stock or counter scope to read', async () => {
    const id = await item('B-40');
    expect((await call('POST', '/api/rental', { item: id }, '')).statusCode).toBe(401);
    expect((await call('GET', '/api/rentalitem', undefined, '')).statusCode).toBe(401);
    const reader = await newUser(ctx, admin, 'gear-reader@test.local', ['product.read']);
    expect((await call('GET', '/api/rentalitem', undefined, reader)).statusCode).toBe(200);
    expect((await rent(id, reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/rentalitem', { product: bcd, number: 'X' }, reader)).statusCode).toBe(
      403,
    );
    const nobody = await newUser(ctx, admin, 'no-gear@test.local', ['bookings.read']);
    expect((await call('GET', '/api/rental', undefined, nobody)).statusCode).toBe(403);
    expect((await call('GET', `/api/rental/out?from=${today}`, undefined, nobody)).statusCode).toBe(403);
    const seller = await newUser(ctx, admin, 'gear-seller@test.local', ['pos.read', 'pos.create']);
    const rented = await rent(id, seller);
    expect(rented.statusCode, rented.body).toBe(201);
    expect((await call('POST', `/api/rental/${rented.json().id}/return`, {}, seller)).statusCode).toBe(200);
  });
});
