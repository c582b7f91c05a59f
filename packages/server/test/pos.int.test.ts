import type { BookingDetail, PosReceipt } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The point of sale (issue 35): tabs at a till, paid in cash (another currency at the day's rate,
 * change in the till's currency) or by card, or put on an in-house guest's folio — the booking's
 * calculation and invoice; voids as new transactions; a payment posted twice counts once; scopes,
 * agents and the feature switch; hostile input in the SPEC §8 shape.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let bar: string;
let shop: string;
let beer: string;
let cola: string;
let shirt: string;
let today: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

async function create(path: string, payload: Record<string, unknown>) {
  const res = await call('POST', `/api/${path}`, payload);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json() as { id: string; version: number };
}

async function ok(method: Method, url: string, payload?: object, token = admin): Promise<PosReceipt> {
  const res = await call(method, url, payload, token);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

const sell = (items: { product: string; quantity?: number }[], till = bar) =>
  ok('POST', '/api/pos/product', { till, items });
const booking = async (id: string) => (await call('GET', `/api/bookings/${id}`)).json() as BookingDetail;
const posLines = (detail: BookingDetail) =>
  (detail.calculation?.entries ?? []).filter((e) => e.id?.startsWith('m-pos-'));
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
  await create('currency', { code: 'USD', name: 'US dollar', exchangeRate: '1.25' });
  bar = (await create('postill', { name: 'Bar', kind: 'bar' })).id;
  shop = (await create('postill', { name: 'Shop', kind: 'shop' })).id;
  const drinks = (await create('productcategory', { name: 'Beer' })).id;
  const soft = (await create('productcategory', { name: 'Soft drinks' })).id;
  beer = (
    await create('product', { name: 'Bintang', amount: 450, productCategory: drinks, barcode: '8991234' })
  ).id;
  cola = (await create('product', { name: 'Cola', amount: 300, productCategory: soft, taxRate: 7 })).id;
  shirt = (await create('product', { name: 'T-shirt', amount: 2500 })).id;
}, 60_000);
afterAll(() => ctx?.close());

describe('a tab at the counter', () => {
  it('opens with items, numbers per till, adds, changes a quantity and takes an item off', async () => {
    const tab = await sell([{ product: beer, quantity: 2 }]);
    expect(tab).toMatchObject({ state: 'open', tillName: 'Bar', total: 900, due: 900, currency: 'EUR' });
    const next = await sell([{ product: cola }]);
    expect(next.number).toBe(tab.number + 1);
    const other = await sell([{ product: shirt }], shop);
    expect(other.number).toBe(1);

    const more = await ok('POST', '/api/pos/product', {
      transaction: tab.id,
      items: [{ product: beer }, { product: cola }],
    });
    expect(more.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Bintang', 3],
      ['Cola', 1],
    ]);
    expect(more.lines[1]!.taxRate).toBe(7);
    expect(more.total).toBe(1650);
    const changed = await ok('POST', `/api/pos/product/${more.lines[0]!.id}`, { quantity: 1 });
    expect(changed.total).toBe(750);
    const less = await ok('DELETE', `/api/pos/product/${more.lines[1]!.id}`);
    expect(less.total).toBe(450);

    const read = await ok('GET', `/api/pos/${tab.id}`);
    expect(read.lines).toHaveLength(1);
  });
});

describe('paying', () => {
  it('takes cash in another currency at the day’s rate and gives change in the till’s currency', async () => {
    const tab = await sell([{ product: beer, quantity: 4 }]); // 18.00 EUR
    const paid = await ok('POST', `/api/pos/${tab.id}/payment`, {
      kind: 'cash',
      amount: 2500,
      currency: 'USD',
    });
    // 25.00 USD at 1.25 per EUR are 20.00 EUR: 18.00 paid, 2.00 EUR back.
    expect(paid.state).toBe('paid');
    expect(paid.paid).toBe(1800);
    expect(paid.payments).toEqual([
      expect.objectContaining({
        kind: 'cash',
        amount: 2500,
        currency: 'USD',
        baseAmount: 1800,
        change: 200,
        rate: '1.25',
      }),
    ]);
    const again = await call('POST', `/api/pos/${tab.id}/product`, { items: [{ product: beer }] });
    expect(again.statusCode).toBe(404);
    const closed = await call('POST', '/api/pos/product', {
      transaction: tab.id,
      items: [{ product: beer }],
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().description).toBe('POS_TRANSACTION_CLOSED');
  });

  it('splits cash and card, and a part payment can be taken back while the tab is open', async () => {
    const tab = await sell([{ product: shirt }], shop);
    const part = await ok('POST', `/api/pos/${tab.id}/payment`, { kind: 'cash', amount: 1000 });
    expect(part).toMatchObject({ state: 'open', paid: 1000, due: 1500 });
    const back = await ok('DELETE', `/api/pos/${tab.id}/payment/${part.payments[0]!.id}`);
    expect(back.paid).toBe(0);
    const tooMuch = await call('POST', `/api/pos/${tab.id}/payment`, { kind: 'card', amount: 9999 });
    expect(tooMuch.statusCode).toBe(400);
    const card = await ok('POST', `/api/pos/${tab.id}/payment`, { kind: 'card' });
    expect(card).toMatchObject({ state: 'paid', paid: 2500 });
  });

  it('counts the same payment posted twice at once only once', async () => {
    const tab = await sell([{ product: beer, quantity: 2 }]);
    const key = crypto.randomUUID();
    const body = { kind: 'cash', amount: 500, key };
    const [a, b] = await Promise.all([
      call('POST', `/api/pos/${tab.id}/payment`, body),
      call('POST', `/api/pos/${tab.id}/payment`, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const read = await ok('GET', `/api/pos/${tab.id}`);
    expect(read.payments).toHaveLength(1);
    expect(read.paid).toBe(500);
    // Without a key the second of two full payments finds the tab paid.
    const [c, d] = await Promise.all([
      call('POST', `/api/pos/${tab.id}/payment`, { kind: 'card' }),
      call('POST', `/api/pos/${tab.id}/payment`, { kind: 'card' }),
    ]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([200, 409]);
    expect((await ok('GET', `/api/pos/${tab.id}`)).paid).toBe(900);
  });
});

describe('a tab on a guest', () => {
  it('runs open on an in-house guest, found by their booking, until charged to the room', async () => {
    // A room of its own: the other tests' stays use R1–R3 around today.
    const roomTypes = (await call('GET', '/api/roomtypes')).json() as {
      data: { id: string; name: string }[];
    };
    const hut = (
      await create('rooms', {
        type: 'Room',
        name: 'Tab hut',
        resort: world.resort,
        roomType: roomTypes.data.find((r) => r.name === 'Standard')!.id,
      })
    ).id;
    const stay = await newStay(ctx, admin, {
      resort: world.resort!,
      from: shift(today, -1),
      to: shift(today, 2),
      rooms: [{ room: hut }],
    });
    const room = stay.rooms[0]!;
    const tab = await sell([{ product: beer }]);
    const on = await ok('POST', `/api/pos/${tab.id}/guest`, { roomBooking: room.id });
    expect(on).toMatchObject({
      state: 'open',
      booking: stay.id,
      roomBooking: room.id,
      guestName: expect.any(String),
    });
    expect(on.guestName).not.toBe('');
    const open = (
      await call(
        'GET',
        `/api/pos?filter=${encodeURIComponent(JSON.stringify({ booking: stay.id, state: 'open' }))}`,
      )
    ).json() as { data: { id: string }[] };
    expect(open.data.map((r) => r.id)).toEqual([tab.id]);
    // More rounds go on the same tab; off the guest and on again; then onto the room.
    await ok('POST', '/api/pos/product', { transaction: tab.id, items: [{ product: cola }] });
    const off = await ok('POST', `/api/pos/${tab.id}/guest`, { roomBooking: null });
    expect(off).toMatchObject({ booking: null, guestName: '', roomName: '' });
    await ok('POST', `/api/pos/${tab.id}/guest`, { roomBooking: room.id });
    const charged = await ok('POST', `/api/pos/${tab.id}/payment`, { kind: 'folio', roomBooking: room.id });
    expect(charged).toMatchObject({ state: 'folio', booking: stay.id, total: 750 });
    const closed = await call('POST', `/api/pos/${tab.id}/guest`, { roomBooking: null });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().description).toBe('POS_TRANSACTION_CLOSED');

    const later = await newStay(ctx, admin, {
      resort: world.resort!,
      from: shift(today, 10),
      to: shift(today, 12),
      rooms: [{ room: hut }],
    });
    const next = await sell([{ product: beer }]);
    const away = await call('POST', `/api/pos/${next.id}/guest`, { roomBooking: later.rooms[0]!.id });
    expect(away.statusCode).toBe(409);
    expect(away.json().description).toBe('GUEST_NOT_IN_HOUSE');
  });
});

describe('the folio', () => {
  it('puts a tab on an in-house guest’s room: on the booking’s calculation and invoice, with a new version', async () => {
    const stay = await newStay(ctx, admin, {
      resort: world.resort!,
      from: shift(today, -1),
      to: shift(today, 3),
      rooms: [{ room: world.R1! }],
    });
    const room = stay.rooms[0]!;
    const guest = room.guests[0]!.customer;
    const guests = (await call('GET', '/api/pos/guests?search=R1')).json() as { roomBooking: string }[];
    expect(guests.map((g) => g.roomBooking)).toContain(room.id);

    const tab = await sell([{ product: beer, quantity: 2 }, { product: cola }]);
    const moved = await ok('POST', `/api/pos/booking/${stay.id}/${room.id}`, { transaction: tab.id });
    expect(moved).toMatchObject({
      state: 'folio',
      booking: stay.id,
      roomBooking: room.id,
      customer: guest,
      paid: 1200,
    });
    const detail = await booking(stay.id);
    const lines = posLines(detail);
    expect(lines.map((l) => [l.text, l.amount, l.customerType])).toEqual([
      [`2 × Bintang (Bar #${tab.number})`, { amount: 900, currency: 'EUR' }, 'Direct'],
      [`1 × Cola (Bar #${tab.number})`, { amount: 300, currency: 'EUR' }, 'Direct'],
    ]);
    expect(detail.total).toBe(stay.total + 1200);
    expect(detail.version).toBe(stay.version + 1);

    await call('POST', '/api/company', {
      name: 'Coral Bay Ltd',
      address: { street: 'Beach Road 1', zip: '80361', city: 'Amed', country: 'ID' },
      email: 'bar@coral.test',
      website: 'https://coral.test',
    });
    await create('tax', { name: 'Standard 19 %', percent: 19, category: 'S', isDefault: true });
    const invoice = await call('POST', `/api/bookings/${stay.id}/invoice`, {});
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect((invoice.json().lines as { text: string }[]).some((l) => l.text.includes('Bintang'))).toBe(true);

    // Paying a folio tab again is refused; so is a tab for a guest who is not in house.
    const twice = await call('POST', `/api/pos/${tab.id}/payment`, { kind: 'card' });
    expect(twice.statusCode).toBe(409);
    const later = await newStay(ctx, admin, {
      resort: world.resort!,
      from: shift(today, 10),
      to: shift(today, 14),
      rooms: [{ room: world.R2! }],
    });
    const other = await sell([{ product: beer }]);
    const refused = await call('POST', `/api/pos/booking/${later.id}/${later.rooms[0]!.id}`, {
      transaction: other.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      description: 'GUEST_NOT_IN_HOUSE',
      statusCode: 409,
      method: 'POST',
    });
    expect(refused.json().message).toContain('R2');
  });

  it('adds on-site items to a room, moves them to another room and takes one off', async () => {
    const stay = await newStay(ctx, admin, {
      resort: world.resort!,
      from: today,
      to: shift(today, 2),
      rooms: [{ room: world.R3! }, { room: world.Dorm! }],
    });
    const [r3, dorm] = stay.rooms;
    const added = await call('POST', `/api/bookings/onsite/${r3!.id}`, {
      till: shop,
      items: [{ product: shirt }, { product: cola, quantity: 2 }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const sale = added.json() as PosReceipt;
    expect(sale).toMatchObject({ state: 'folio', roomBooking: r3!.id, total: 3100 });
    expect(posLines(await booking(stay.id))).toHaveLength(2);

    const moved = await ok('POST', `/api/bookings/onsite/${sale.id}/move`, { roomId: dorm!.id });
    expect(moved).toMatchObject({ state: 'folio', roomBooking: dorm!.id, total: 3100 });
    const original = await ok('GET', `/api/pos/${sale.id}`);
    expect(original.voidedBy).not.toBeNull();
    const afterMove = posLines(await booking(stay.id));
    expect(afterMove).toHaveLength(2);
    expect(afterMove.every((l) => l.customer === dorm!.guests[0]!.customer)).toBe(true);

    const shirtLine = moved.lines.find((l) => l.name === 'T-shirt')!;
    const off = await ok('DELETE', `/api/bookings/onsite/${dorm!.id}/${shirtLine.id}`);
    expect(off).toMatchObject({ kind: 'void', total: -2500, voids: moved.id });
    const left = posLines(await booking(stay.id));
    expect(left.map((l) => l.text)).toEqual([`2 × Cola (Shop #${moved.number})`]);
  });
});

describe('stock', () => {
  it('takes a sale’s goods out of the till’s stock, gives a void’s back, and refuses the last bottle twice', async () => {
    const location = (await create('stocklocation', { name: 'Pool bar', kind: 'bar' })).id;
    const pool = (await create('postill', { name: 'Pool bar', kind: 'bar', stockLocation: location })).id;
    const tracked = (
      await create('product', { name: 'Arak', amount: 600, trackStock: true, allowNegativeStock: false })
    ).id;
    const supplier = (await create('supplier', { name: 'Island drinks' })).id;
    const received = await call('POST', `/api/supplier/${supplier}/deliveries`, {
      location,
      date: today,
      reference: 'D-1',
      lines: [{ product: tracked, quantity: 3 }],
    });
    expect(received.statusCode, received.body).toBe(201);
    const stock = async () => {
      const res = await call('GET', `/api/product/stock?size=0&location=${location}`);
      return (res.json().data as { product: string; quantity: number }[]).find((r) => r.product === tracked)
        ?.quantity;
    };
    const tab = await sell([{ product: tracked, quantity: 2 }, { product: beer }], pool);
    await ok('POST', `/api/pos/${tab.id}/payment`, { kind: 'card', amount: tab.total });
    // Bintang keeps no stock: only the arak leaves the shelf.
    expect(await stock()).toBe(1);
    await ok('POST', `/api/pos/${tab.id}/void`, { reason: 'Spilled' });
    expect(await stock()).toBe(3);

    // Two guests order the last two… three bottles: whoever pays second finds the shelf empty.
    const first = await sell([{ product: tracked, quantity: 2 }], pool);
    const second = await sell([{ product: tracked, quantity: 2 }], pool);
    const answers = await Promise.all(
      [first, second].map((t) => call('POST', `/api/pos/${t.id}/payment`, { kind: 'card', amount: t.total })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      description: 'NOT_ENOUGH_STOCK',
      params: { available: 1, requested: 2 },
    });
    expect(await stock()).toBe(1);
    // The refused tab stays open, unpaid, to be changed or paid otherwise.
    const open = await ok('GET', `/api/pos/${[first, second][answers.indexOf(refused)]!.id}`);
    expect(open).toMatchObject({ state: 'open', paid: 0 });
  });
});

describe('voids', () => {
  it('voids a paid sale as a new transaction, once', async () => {
    const tab = await sell([{ product: beer, quantity: 2 }]);
    await ok('POST', `/api/pos/${tab.id}/payment`, { kind: 'cash', amount: 1000 });
    const storno = await ok('POST', `/api/pos/${tab.id}/void`, { reason: 'Wrong drink' });
    expect(storno).toMatchObject({ kind: 'void', state: 'void', total: -900, paid: -900, voids: tab.id });
    expect(storno.number).toBeGreaterThan(tab.number);
    expect(storno.lines[0]).toMatchObject({ quantity: -2, amount: -900 });
    expect(storno.payments[0]).toMatchObject({ kind: 'cash', baseAmount: -900 });
    const original = await ok('GET', `/api/pos/${tab.id}`);
    expect(original).toMatchObject({ state: 'paid', total: 900, voidedBy: storno.id });
    const again = await call('POST', `/api/pos/${tab.id}/void`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().description).toBe('POS_ALREADY_VOIDED');
    const open = await sell([{ product: beer }]);
    expect((await call('POST', `/api/pos/${open.id}/void`, { reason: 'x' })).statusCode).toBe(409);
  });

  it('voiding a folio sale takes its lines off the booking', async () => {
    const stay = await newStay(ctx, admin, {
      resort: world.resort!,
      from: shift(today, -2),
      to: shift(today, 1),
      rooms: [{ room: world.R2! }],
    });
    const tab = await sell([{ product: shirt }], shop);
    await ok('POST', `/api/pos/${tab.id}/payment`, { kind: 'folio', roomBooking: stay.rooms[0]!.id });
    expect(posLines(await booking(stay.id))).toHaveLength(1);
    await ok('POST', `/api/pos/${tab.id}/void`, { reason: 'Returned' });
    const after = await booking(stay.id);
    expect(posLines(after)).toHaveLength(0);
    expect(after.total).toBe(stay.total);
  });
});

describe('list, stats, print', () => {
  it('lists with filters, sums per day, category and payment kind, and prints a receipt', async () => {
    const list = await call(
      'GET',
      `/api/pos?filter=${encodeURIComponent(JSON.stringify({ state: 'paid', till: bar }))}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { state: string; tillName: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.state === 'paid' && r.tillName === 'Bar')).toBe(true);
    for (const sort of ['createdAt', 'total', 'number']) {
      const sorted = await call('GET', `/api/pos?sort=${sort}&order=-1&size=5`);
      expect(sorted.statusCode, sorted.body).toBe(200);
    }
    const byKind = await call(
      'GET',
      `/api/pos?filter=${encodeURIComponent(JSON.stringify({ paymentKinds: 'folio' }))}`,
    );
    expect(
      (byKind.json().data as { paymentKinds: string[] }[]).every((r) => r.paymentKinds.includes('folio')),
    ).toBe(true);

    const stats = await call('GET', `/api/pos/stats?from=${today}&to=${today}`);
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json();
    expect(body.byDay).toHaveLength(1);
    const kinds = Object.fromEntries(
      (body.byPaymentKind as { kind: string; amount: number }[]).map((k) => [k.kind, k.amount]),
    );
    expect(kinds.cash).toBeGreaterThan(0);
    expect(kinds.folio).toBeGreaterThan(0);
    const categories = (body.byCategory as { name: string }[]).map((c) => c.name);
    expect(categories).toContain('Beer');

    const paid = rows[0] as unknown as { id: string };
    const html = await call('POST', `/api/pos/${paid.id}/print`);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Receipt Bar #');
    const pdf = await call('POST', `/api/pos/${paid.id}/print?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    // A till of a resort sells the resort's products and those sold everywhere, not another resort's.
    const other = await create('resort', { name: 'Other Bay' });
    await create('product', { name: 'Other Bay cap', amount: 1500, resort: other.id });
    await create('product', { name: 'Coral Bay cap', amount: 1500, resort: world.resort });
    const beach = (await create('postill', { name: 'Beach bar', kind: 'bar', resort: world.resort })).id;
    const names = async (url: string) =>
      ((await call('GET', url)).json() as { name: string }[]).map((p) => p.name);
    const atBeach = await names(`/api/pos/catalogue?till=${beach}`);
    expect(atBeach).toEqual(expect.arrayContaining(['Coral Bay cap', 'Bintang']));
    expect(atBeach).not.toContain('Other Bay cap');
    expect(await names('/api/pos/catalogue')).toContain('Other Bay cap');
    expect((await call('GET', `/api/pos/guests?till=${beach}`)).statusCode).toBe(200);

    // Another installation's till sales belong to the feature connect (connect.int.test.ts).
    const external = await call('GET', '/api/pos/external/fiskaly');
    expect(external.statusCode).toBe(404);
    expect(external.json()).toMatchObject({ description: 'FEATURE_DISABLED' });
  });
});

describe('hostile input and access', () => {
  it('answers bad input with 400 in the SPEC §8 shape', async () => {
    const tab = await sell([{ product: beer }]);
    for (const [url, payload] of [
      ['/api/pos/product', { till: bar, items: [] }],
      ['/api/pos/product', { till: bar, items: [{ product: beer, quantity: -3 }] }],
      ['/api/pos/product', { till: bar, items: [{ product: beer, quantity: 1e9 }] }],
      ['/api/pos/product', { till: 'x; drop table pos_transactions', items: [{ product: beer }] }],
      ['/api/pos/product', { till: bar, items: [{ product: crypto.randomUUID() }] }],
      ['/api/pos/product', { items: [{ product: beer }] }],
      [`/api/pos/${tab.id}/payment`, { kind: 'cash', amount: 1.5 }],
      [`/api/pos/${tab.id}/payment`, { kind: 'bitcoin' }],
      [`/api/pos/${tab.id}/payment`, { kind: 'cash', amount: 100, currency: 'XXX' }],
      [`/api/pos/${tab.id}/payment`, { kind: 'cash', amount: 100, admin: true }],
      [`/api/pos/${tab.id}/payment`, { kind: 'folio' }],
    ] as const) {
      const res = await call('POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, description: 'VALIDATION_ERROR', method: 'POST' });
      expect(res.json()).toHaveProperty('timestamp');
    }
    expect((await call('GET', `/api/pos/stats?from=yesterday&to=${today}`)).statusCode).toBe(400);
    expect((await call('POST', '/api/pos/not-a-uuid/payment', { kind: 'card' })).statusCode).toBe(400);
  });

  it('asks pos scopes for each call, refuses agents and guests, and is off with the feature', async () => {
    const reader = await newUser(ctx, admin, 'pos-reader@test.local', ['pos.read']);
    expect((await call('GET', '/api/pos', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/pos/catalogue', undefined, reader)).statusCode).toBe(200);
    const refused = await call('POST', '/api/pos/product', { till: bar, items: [{ product: beer }] }, reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().description).toBe('FORBIDDEN_RESSOURCE');
    const seller = await newUser(ctx, admin, 'pos-seller@test.local', ['pos.read', 'pos.create']);
    const tab = await sell([{ product: beer }]);
    await ok('POST', `/api/pos/${tab.id}/payment`, { kind: 'card' }, seller);
    expect((await call('POST', `/api/pos/${tab.id}/void`, { reason: 'x' }, seller)).statusCode).toBe(403);

    const nobody = await newUser(ctx, admin, 'no-pos@test.local', ['bookings.read']);
    for (const url of ['/api/pos', '/api/pos/stats?from=2030-01-01&to=2030-01-02', '/api/pos/guests'])
      expect((await call('GET', url, undefined, nobody)).statusCode, url).toBe(403);
    const made = await call('POST', '/api/agency', { name: 'Reef Travel', type: 'travel' });
    const agent = await newUser(ctx, admin, 'pos-agent@test.local', ['agencies.self', 'bookings.create'], {
      userType: 'agency',
      agency: made.json().id,
    });
    expect((await call('GET', '/api/pos', undefined, agent)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/pos/product', { till: bar, items: [{ product: beer }] }, agent)).statusCode,
    ).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/pos' })).statusCode).toBe(401);
    const customer = await newCustomer(ctx, admin);
    expect(customer.id).toBeTruthy();

    await ctx.services.settings.put('features', 'pos', 'false');
    ctx.services.settings.invalidate();
    for (const url of ['/api/pos', '/api/pos/catalogue', `/api/pos/${tab.id}`]) {
      const off = await call('GET', url);
      expect(off.statusCode, url).toBe(404);
      expect(off.json().description).toBe('FEATURE_DISABLED');
    }
    await ctx.services.settings.put('features', 'pos', 'true');
    ctx.services.settings.invalidate();
  });
});
