import type { InventoryDetail, StockMovementAnswer, StockRow } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { StockLedger } from '../src/modules/stock/index.ts';
import { newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Stock (issue 35): a ledger of movements whose sums are the stock per product and location —
 * used and reversed, received from a supplier, counted in an inventory, sold by the point of sale
 * inside its own transaction — under the product scopes and feature stock.
 */
let ctx: TestContext;
let admin: string;
const ids: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

async function create(path: string, payload: Record<string, unknown>) {
  const res = await call('POST', `/api/${path}`, payload);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json().id as string;
}

/** The stock of a product at a location, as the stock screen shows it. */
async function stockOf(product: string, location: string): Promise<number> {
  const res = await call('GET', `/api/product/stock?size=0&location=${location}`);
  expect(res.statusCode, res.body).toBe(200);
  const row = (res.json().data as StockRow[]).find((r) => r.product === product);
  return row?.quantity ?? 0;
}

const used = (product: string, body: object, token = admin) =>
  call('POST', `/api/product/${product}/stock/used`, body, token);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids.resort = await create('resort', { name: 'Coral Garden' });
  ids.vessel = await create('vessel', { name: 'Sea Whisper' });
  ids.bar = await create('stocklocation', { name: 'Beach bar', kind: 'bar', resort: ids.resort });
  ids.store = await create('stocklocation', { name: 'Store room', kind: 'store', resort: ids.resort });
  ids.salon = await create('stocklocation', { name: 'Salon bar', kind: 'bar', vessel: ids.vessel });
  const tracked = { trackStock: true, unit: 'Bottle' };
  ids.beer = await create('product', { name: 'Bintang', resort: ids.resort, ...tracked, minimumLevel: 24 });
  ids.water = await create('product', { name: 'Water 1.5 l', ...tracked, allowNegativeStock: true });
  ids.last = await create('product', {
    name: 'Dive torch',
    resort: ids.resort,
    trackStock: true,
    unit: 'Piece',
  });
  ids.course = await create('product', { name: 'Nitrox course', amount: 19000 });
  ids.supplier = await create('supplier', { name: 'Bali Drinks', email: 'orders@balidrinks.test' });
}, 60_000);
afterAll(() => ctx?.close());

describe('product constants', () => {
  it('answers the stock types, units and add rules of SPEC §3', async () => {
    const res = await call('GET', '/api/product/constants');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      stockTypes: ['ConsumptionGood', 'ReusableGood'],
      units: ['None', 'Piece', 'Can', 'Bottle', 'Bucket', 'KiloGram', 'Gramm', 'Unit'],
      addRules: expect.arrayContaining(['PerPerson', 'PerBooking', 'PerDive', 'PerWeekCeil']),
    });
  });
});

describe('the stock ledger', () => {
  it('rises with goods received, falls with use, and a use is reversed by a counter-movement', async () => {
    const delivery = await call('POST', `/api/supplier/${ids.supplier}/deliveries`, {
      location: ids.bar,
      date: '2031-03-01',
      reference: 'LS-1001',
      lines: [
        { product: ids.beer, quantity: 48 },
        { product: ids.water, quantity: 12.5 },
      ],
    });
    expect(delivery.statusCode, delivery.body).toBe(201);
    expect(delivery.json().lines).toEqual([
      expect.objectContaining({ product: ids.beer, quantity: 48 }),
      expect.objectContaining({ product: ids.water, quantity: 12.5 }),
    ]);
    expect(await stockOf(ids.beer, ids.bar)).toBe(48);
    expect(await stockOf(ids.water, ids.bar)).toBe(12.5);

    const use = await used(ids.beer, { quantity: 2, location: ids.bar, reason: 'Broken in the fridge' });
    expect(use.statusCode, use.body).toBe(201);
    const answer = use.json() as StockMovementAnswer;
    expect(answer).toMatchObject({ product: ids.beer, quantity: -2, kind: 'used', balance: 46 });
    expect(await stockOf(ids.beer, ids.bar)).toBe(46);

    const reversed = await call('DELETE', `/api/product/${ids.beer}/stock/used/${answer.ref}`);
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json()).toMatchObject({ quantity: 2, kind: 'used', balance: 48 });
    expect(await stockOf(ids.beer, ids.bar)).toBe(48);
    // Reversed once; the original movement stays in the ledger, next to its counter-movement.
    const again = await call('DELETE', `/api/product/${ids.beer}/stock/used/${answer.ref}`);
    expect(again.statusCode).toBe(409);
    const ledger = await call(
      'GET',
      `/api/stockmovement?size=0&filter=${JSON.stringify({ product: ids.beer })}`,
    );
    expect(ledger.statusCode, ledger.body).toBe(200);
    const kinds = (ledger.json().data as { kind: string; quantity: number; reverses: string | null }[]).map(
      (m) => [m.kind, m.quantity, m.reverses],
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['received', 48, null],
        ['used', -2, null],
        ['used', 2, answer.ref],
      ]),
    );
    expect(kinds).toHaveLength(3);
    // The supplier's deliveries answer with their lines.
    const deliveries = await call('GET', `/api/supplier/${ids.supplier}/deliveries`);
    expect(deliveries.json()).toEqual([expect.objectContaining({ reference: 'LS-1001' })]);
    // What the ledger names stays: deleting it is refused with a sentence, the history kept.
    for (const url of [
      `/api/supplier/${ids.supplier}`,
      `/api/product/${ids.beer}`,
      `/api/stocklocation/${ids.bar}`,
    ]) {
      const refused = await call('DELETE', url);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toMatch(/cannot be deleted: it has stock movements/);
    }
  });

  it('refuses taking stock below zero where the product may not go negative, and allows it where it may', async () => {
    const refused = await used(ids.beer, { quantity: 100, location: ids.bar, reason: 'Party' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      description: 'NOT_ENOUGH_STOCK',
      statusCode: 409,
      params: { product: 'Bintang', location: 'Beach bar', available: 48, requested: 100 },
    });
    expect(refused.json()).toHaveProperty('timestamp');
    expect(await stockOf(ids.beer, ids.bar)).toBe(48);
    // Water is poured before its delivery is entered: the stock may go below zero.
    const water = await used(ids.water, { quantity: 20, location: ids.bar });
    expect(water.statusCode, water.body).toBe(201);
    expect(water.json().balance).toBe(-7.5);
  });

  it('shows the stock per product and location with the warning under the minimum level', async () => {
    await used(ids.beer, { quantity: 30, location: ids.bar, reason: 'Staff party' });
    const res = await call('GET', '/api/product/stock?size=0&sort=productName');
    const rows = res.json().data as StockRow[];
    const beer = rows.find((r) => r.product === ids.beer)!;
    expect(beer).toMatchObject({
      quantity: 18,
      total: 18,
      minimumLevel: 24,
      belowMinimum: true,
      unit: 'Bottle',
    });
    // A product that tracks stock but has none anywhere yet is listed once; a course never.
    expect(rows.filter((r) => r.product === ids.last)).toEqual([
      expect.objectContaining({ location: null, quantity: 0 }),
    ]);
    expect(rows.some((r) => r.product === ids.course)).toBe(false);
    const low = await call('GET', '/api/product/stock?size=0&belowMinimum=true');
    expect((low.json().data as StockRow[]).map((r) => r.productName)).toContain('Bintang');
    // Nothing in stock is not under a minimum of nothing; below zero is.
    expect((low.json().data as StockRow[]).map((r) => r.productName)).not.toContain('Dive torch');
    expect((low.json().data as StockRow[]).map((r) => r.productName)).toContain('Water 1.5 l');
    const searched = await call('GET', '/api/product/stock?search=bint');
    expect((searched.json().data as StockRow[]).map((r) => r.productName)).toEqual(['Bintang']);
    const sorted = await call('GET', '/api/product/stock?size=0&sort=quantity&order=-1');
    const quantities = (sorted.json().data as StockRow[]).map((r) => r.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
  });

  it('refuses a product that tracks no stock, one kept elsewhere, and hostile input in the SPEC §8 shape', async () => {
    const course = await used(ids.course, { quantity: 1, location: ids.bar });
    expect(course.statusCode).toBe(409);
    expect(course.json().description).toBe('STOCK_NOT_TRACKED');
    const elsewhere = await used(ids.beer, { quantity: 1, location: ids.salon });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields).toEqual([expect.objectContaining({ path: 'product' })]);
    for (const body of [
      { quantity: -1, location: ids.bar },
      { quantity: 0, location: ids.bar },
      { quantity: 1.0001, location: ids.bar },
      { quantity: 1e12, location: ids.bar },
      { quantity: '3', location: ids.bar },
      { quantity: 1, location: 'bar; drop table stock_movements' },
      { quantity: 1, location: ids.bar, reason: 'x'.repeat(501) },
    ]) {
      const res = await used(ids.beer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ description: 'VALIDATION_ERROR', statusCode: 400 });
      expect(res.json().fields.length).toBeGreaterThan(0);
    }
    const badProduct = await used('not-a-uuid', { quantity: 1, location: ids.bar });
    expect(badProduct.statusCode).toBe(400);
    const badDelivery = await call('POST', `/api/supplier/${ids.supplier}/deliveries`, {
      location: ids.bar,
      date: '2031-02-30',
      lines: [],
    });
    expect(badDelivery.statusCode).toBe(400);
    expect(await stockOf(ids.beer, ids.bar)).toBe(18);
  });
});

describe('a transfer', () => {
  it('moves goods from the store room to the bar in one step, never more than the store room holds', async () => {
    await call('POST', `/api/supplier/${ids.supplier}/deliveries`, {
      location: ids.store,
      date: '2031-03-01',
      lines: [{ product: ids.beer, quantity: 24 }],
    });
    const barBefore = await stockOf(ids.beer, ids.bar);
    const moved = await call('POST', `/api/product/${ids.beer}/stock/transfer`, {
      from: ids.store,
      to: ids.bar,
      quantity: 20,
      reason: 'Restock the fridge',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const [out, into] = moved.json() as StockMovementAnswer[];
    expect(out).toMatchObject({ location: ids.store, quantity: -20, kind: 'transfer', balance: 4 });
    expect(into).toMatchObject({
      location: ids.bar,
      quantity: 20,
      kind: 'transfer',
      balance: barBefore + 20,
    });
    const tooMuch = await call('POST', `/api/product/${ids.beer}/stock/transfer`, {
      from: ids.store,
      to: ids.bar,
      quantity: 5,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().description).toBe('NOT_ENOUGH_STOCK');
    const same = await call('POST', `/api/product/${ids.beer}/stock/transfer`, {
      from: ids.bar,
      to: ids.bar,
      quantity: 1,
    });
    expect(same.statusCode).toBe(400);
    // Back, so the stock of the bar is what the next tests expect.
    await call('POST', `/api/product/${ids.beer}/stock/transfer`, {
      from: ids.bar,
      to: ids.store,
      quantity: 20,
    });
    expect(await stockOf(ids.beer, ids.bar)).toBe(barBefore);
  });
});

describe('an inventory', () => {
  it('expects the current stock, is counted per line, books the differences with their reason when closed, and then never changes', async () => {
    const start = await call('POST', '/api/inventory', { location: ids.bar, note: 'Month end' });
    expect(start.statusCode, start.body).toBe(201);
    const inventory = start.json() as InventoryDetail;
    expect(inventory.state).toBe('open');
    const line = (d: InventoryDetail, product: string) => d.lines.find((l) => l.product === product)!;
    expect(line(inventory, ids.beer)).toMatchObject({ expected: 18, counted: null, difference: null });
    // A second open count of the same bar would count its stock twice.
    const second = await call('POST', '/api/inventory', { location: ids.bar });
    expect(second.statusCode).toBe(409);

    const counted = await call('POST', `/api/inventory/${inventory.id}/lines/${ids.beer}`, { counted: 15 });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(line(counted.json(), ids.beer)).toMatchObject({ counted: 15, difference: -3 });
    // A difference without a reason is refused at closing, naming the line.
    const noReason = await call('POST', `/api/inventory/${inventory.id}/close`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields[0].path).toMatch(/^lines\.\d+\.reason$/);
    await call('POST', `/api/inventory/${inventory.id}/lines/${ids.beer}`, {
      counted: 15,
      reason: 'Breakage',
    });
    const closed = await call('POST', `/api/inventory/${inventory.id}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().state).toBe('closed');
    expect(await stockOf(ids.beer, ids.bar)).toBe(15);
    const ledger = await call(
      'GET',
      `/api/stockmovement?size=0&filter=${JSON.stringify({ kind: 'counted', product: ids.beer })}`,
    );
    expect(ledger.json().data).toEqual([
      expect.objectContaining({ quantity: -3, reason: 'Breakage', reference: inventory.id }),
    ]);

    for (const [method, url, body] of [
      ['POST', `/api/inventory/${inventory.id}/lines/${ids.beer}`, { counted: 18 }],
      ['POST', `/api/inventory/${inventory.id}/close`, {}],
      ['DELETE', `/api/inventory/${inventory.id}`, undefined],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().description).toBe('INVENTORY_CLOSED');
    }
    const listed = await call('GET', '/api/inventory');
    expect(listed.json().data).toEqual([expect.objectContaining({ id: inventory.id, state: 'closed' })]);
    const one = await call('GET', `/api/inventory/${inventory.id}`);
    expect(one.json().lines.length).toBeGreaterThan(0);
  });
});

describe('sales by the point of sale', () => {
  it('sells inside the caller transaction; of concurrent sales of the last item exactly one succeeds', async () => {
    await call('POST', `/api/supplier/${ids.supplier}/deliveries`, {
      location: ids.store,
      date: '2031-03-02',
      lines: [{ product: ids.last, quantity: 1 }],
    });
    const ledger = new StockLedger();
    const db = ctx.services.database.db;
    const sale = (n: number) =>
      db.transaction((tx) =>
        ledger.sell(tx as unknown as Db, {
          product: ids.last,
          location: ids.store,
          quantity: 1,
          ref: `pos-${n}`,
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => sale(n)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.status === 'rejected'))
      expect((lost as PromiseRejectedResult).reason).toMatchObject({ code: 'NOT_ENOUGH_STOCK' });
    expect(await stockOf(ids.last, ids.store)).toBe(0);

    // A sale that fails after taking the stock rolls it back with the transaction.
    await ledger.returnSold(db, { product: ids.last, location: ids.store, quantity: 1, ref: 'pos-void' });
    await expect(
      db.transaction(async (tx) => {
        await ledger.sell(tx as unknown as Db, {
          product: ids.last,
          location: ids.store,
          quantity: 1,
          ref: 'x',
        });
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await stockOf(ids.last, ids.store)).toBe(1);
    // A course tracks no stock: its sale books nothing.
    expect(
      await ledger.sell(db, { product: ids.course, location: ids.store, quantity: 1, ref: 'c' }),
    ).toEqual([]);
  });

  it('keeps every concurrent movement through the API (no lost update)', async () => {
    await call('POST', `/api/supplier/${ids.supplier}/deliveries`, {
      location: ids.store,
      date: '2031-03-03',
      lines: [{ product: ids.water, quantity: 100 }],
    });
    const before = await stockOf(ids.water, ids.store);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => used(ids.water, { quantity: 1.5, location: ids.store })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(await stockOf(ids.water, ids.store)).toBe(before - 15);
  });
});

describe('who may', () => {
  it('reads with product.read, moves with product.update or product.stock, else 403', async () => {
    const reader = await newUser(ctx, admin, 'reader@stock.test', ['product.read']);
    const counter = await newUser(ctx, admin, 'counter@stock.test', ['product.read', 'product.stock']);
    const none = await newUser(ctx, admin, 'none@stock.test', ['bookings.read']);
    expect((await call('GET', '/api/product/stock', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/supplier', undefined, reader)).statusCode).toBe(200);
    expect((await used(ids.water, { quantity: 1, location: ids.bar }, reader)).statusCode).toBe(403);
    expect((await used(ids.water, { quantity: 1, location: ids.bar }, counter)).statusCode).toBe(201);
    expect((await call('POST', '/api/inventory', { location: ids.salon }, counter)).statusCode).toBe(201);
    for (const url of ['/api/product/stock', '/api/supplier', '/api/inventory', '/api/stockmovement']) {
      const res = await call('GET', url, undefined, none);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().description).toBe('FORBIDDEN_RESSOURCE');
    }
    // Limited to the vessel: the resort's bar is not theirs.
    const crew = await newUser(ctx, admin, 'crew@stock.test', ['product.*'], {
      vessels: [ids.vessel],
      resorts: [],
    });
    const theirs = await call('GET', '/api/product/stock?size=0', undefined, crew);
    expect((theirs.json().data as StockRow[]).some((r) => r.location === ids.bar)).toBe(false);
    expect((await used(ids.water, { quantity: 1, location: ids.bar }, crew)).statusCode).toBe(400);
  });

  it('answers 404 FEATURE_DISABLED while stock is off', async () => {
    await ctx.services.settings.put('features', 'stock', 'false');
    ctx.services.settings.invalidate();
    try {
      for (const [method, url] of [
        ['GET', '/api/product/stock'],
        ['GET', '/api/supplier'],
        ['GET', '/api/inventory'],
        ['GET', '/api/stocklocation'],
        ['POST', `/api/product/${ids.beer}/stock/used`],
      ] as const) {
        const res = await call(
          method,
          url,
          method === 'POST' ? { quantity: 1, location: ids.bar } : undefined,
        );
        expect(res.statusCode, url).toBe(404);
        expect(res.json().description).toBe('FEATURE_DISABLED');
      }
    } finally {
      await ctx.services.settings.put('features', 'stock', 'true');
      ctx.services.settings.invalidate();
    }
  });
});
