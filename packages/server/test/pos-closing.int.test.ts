import type { PosClosing, PosClosingPreview, PosReceipt } from '@seaberth/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.ts';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { pdfText } from './pdf-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The day's closing of a till (issue 35): cash expected per currency from the cash payments and
 * the change, counted against it with a reason for a difference; every closed transaction in
 * exactly one closing, open tabs listed and left; Z numbers per till without gaps; the Z report's
 * sums are the transactions'; scopes.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let bar: string;
let shop: string;
let beer: string;
let cola: string;
let today: string;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

async function create(path: string, payload: Record<string, unknown>) {
  const res = await call('POST', `/api/${path}`, payload);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json() as { id: string };
}

async function ok<T = PosReceipt>(method: Method, url: string, payload?: object, token = admin): Promise<T> {
  const res = await call(method, url, payload, token);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

const sell = (items: { product: string; quantity?: number }[], till = bar) =>
  ok('POST', '/api/pos/product', { till, items });
const pay = (id: string, payment: object) => ok('POST', `/api/pos/${id}/payment`, payment);
const preview = (till = bar) => ok<PosClosingPreview>('GET', `/api/pos/closing/preview?till=${till}`);
const close = (body: object) => call('POST', '/api/pos/closing', body);
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
  beer = (await create('product', { name: 'Bintang', amount: 450, productCategory: drinks, taxRate: 19 })).id;
  cola = (await create('product', { name: 'Cola', amount: 300, productCategory: soft, taxRate: 7 })).id;
}, 60_000);
afterAll(() => ctx?.close());

describe('the day’s closing of a till', () => {
  let closing: PosClosing;
  let closed: string[];
  let open: PosReceipt;

  it('expects cash per currency from cash sales less change and voids; card and folio are not cash', async () => {
    // 18.00 EUR paid with 25.00 USD at 1.25: 2.00 EUR change out of the drawer.
    const usd = await sell([{ product: beer, quantity: 4 }]);
    await pay(usd.id, { kind: 'cash', amount: 2500, currency: 'USD' });
    // 6.00 EUR paid with 10.00 EUR: 4.00 back.
    const eur = await sell([{ product: cola, quantity: 2 }]);
    await pay(eur.id, { kind: 'cash', amount: 1000 });
    // 4.50 EUR cash, then voided: the void's cash goes back out.
    const voided = await sell([{ product: beer }]);
    await pay(voided.id, { kind: 'cash', amount: 450 });
    const storno = await ok('POST', `/api/pos/${voided.id}/void`, { reason: 'Wrong beer' });
    const card = await sell([{ product: cola }]);
    await pay(card.id, { kind: 'card' });
    const stay = await newStay(ctx, admin, {
      resort: world.resort!,
      from: shift(today, -1),
      to: shift(today, 2),
      rooms: [{ room: world.R1! }],
    });
    const folio = await sell([{ product: beer, quantity: 2 }]);
    await pay(folio.id, { kind: 'folio', roomBooking: stay.rooms[0]!.id });
    open = await sell([{ product: cola }]);
    closed = [usd.id, eur.id, voided.id, storno.id, card.id, folio.id];

    const seen = await preview();
    expect(seen.cash).toEqual([
      { currency: 'EUR', expected: -200 + 600 + 450 - 450, counted: 0, difference: -400 },
      { currency: 'USD', expected: 2500, counted: 0, difference: -2500 },
    ]);
    expect(seen).toMatchObject({
      tillName: 'Bar',
      transactionCount: 6,
      total: 1800 + 600 + 450 - 450 + 300 + 900,
      firstNumber: usd.number,
      lastNumber: folio.number,
    });
    expect(seen.openTabs).toEqual([
      { id: open.id, number: open.number, guestName: '', roomName: '', total: 300 },
    ]);
    expect(seen.totals.voids).toEqual({ count: 1, amount: -450 });
    expect(seen.totals.byPaymentKind).toEqual([
      { kind: 'cash', amount: 1800 + 600 + 450 - 450 },
      { kind: 'card', amount: 300 },
      { kind: 'folio', amount: 900 },
    ]);
  });

  it('takes in exactly the closed transactions, counted cash as expected, and numbers Z 1', async () => {
    const res = await close({
      till: bar,
      counted: [
        { currency: 'EUR', amount: 400 },
        { currency: 'USD', amount: 2500 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    closing = res.json();
    expect(closing).toMatchObject({ number: 1, till: bar, day: today, transactionCount: 6, reason: '' });
    expect(closing.cash.every((c) => c.difference === 0)).toBe(true);
    const { db } = ctx.services.database;
    const taken = await db
      .select({ id: t.posTransactions.id })
      .from(t.posTransactions)
      .where(eq(t.posTransactions.closing, closing.id));
    expect(taken.map((r) => r.id).sort()).toEqual([...closed].sort());
    const [tab] = await db.select().from(t.posTransactions).where(eq(t.posTransactions.id, open.id));
    expect(tab!.closing).toBeNull();
    expect(closing.openTabs.map((o) => o.number)).toEqual([open.number]);

    const read = await ok<PosClosing>('GET', `/api/pos/closing/${closing.id}`);
    expect(read).toMatchObject({ number: 1, total: closing.total, cash: closing.cash });
    expect(read).not.toHaveProperty('user');
  });

  it('has Z report sums equal to the transactions it took in, and prints as a PDF', async () => {
    const { db } = ctx.services.database;
    const lines = await db
      .select({ taxRate: t.posLines.taxRate, amount: t.posLines.amount, category: t.posLines.category })
      .from(t.posLines)
      .innerJoin(t.posTransactions, eq(t.posTransactions.id, t.posLines.transaction))
      .where(eq(t.posTransactions.closing, closing.id));
    const payments = await db
      .select({ kind: t.posPayments.kind, baseAmount: t.posPayments.baseAmount })
      .from(t.posPayments)
      .innerJoin(t.posTransactions, eq(t.posTransactions.id, t.posPayments.transaction))
      .where(eq(t.posTransactions.closing, closing.id));
    const sum = <R>(rows: R[], key: (r: R) => string | number | null, amount: (r: R) => number) => {
      const out = new Map<string | number | null, number>();
      for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + amount(r));
      return out;
    };
    const byRate = sum(
      lines,
      (l) => l.taxRate,
      (l) => l.amount,
    );
    expect(new Map(closing.totals.byTaxRate.map((r) => [r.taxRate, r.gross]))).toEqual(byRate);
    for (const r of closing.totals.byTaxRate) {
      expect(r.net + r.tax).toBe(r.gross);
      expect(r.net).toBe(Math.round(r.gross / (1 + r.taxRate / 100)));
    }
    const byCategory = sum(
      lines,
      (l) => l.category,
      (l) => l.amount,
    );
    expect(new Map(closing.totals.byCategory.map((c) => [c.category, c.amount]))).toEqual(byCategory);
    const byKind = sum(
      payments,
      (p) => p.kind,
      (p) => p.baseAmount,
    );
    expect(new Map(closing.totals.byPaymentKind.map((p) => [p.kind, p.amount]))).toEqual(byKind);
    expect(closing.total).toBe(lines.reduce((s, l) => s + l.amount, 0));
    expect(closing.totals.byCategory.map((c) => c.name)).toEqual(['Beer', 'Soft drinks']);

    const pdf = await call('GET', `/api/pos/closing/${closing.id}/report?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Z report Bar #1');
    expect(text).toContain('Beer');
    expect(text).toContain('€36.00');
    expect(text).toContain(`#${open.number}`);
  });

  it('refuses a second closing with nothing new, then takes in only newer sales with the next Z number', async () => {
    const again = await close({ till: bar, counted: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ description: 'POS_NOTHING_TO_CLOSE', statusCode: 409 });

    await pay(open.id, { kind: 'card' });
    const second = await close({ till: bar, counted: [] });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      number: 2,
      transactionCount: 1,
      firstNumber: open.number,
      lastNumber: open.number,
      total: 300,
      openTabs: [],
    });
    // Another till counts its own closings from 1.
    const shirt = await sell([{ product: cola }], shop);
    await pay(shirt.id, { kind: 'card' });
    expect((await close({ till: shop, counted: [] })).json().number).toBe(1);
  });

  it('draws gapless Z numbers when two closings of one till meet', async () => {
    const sale = await sell([{ product: beer }]);
    await pay(sale.id, { kind: 'card' });
    const both = await Promise.all([close({ till: bar, counted: [] }), close({ till: bar, counted: [] })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const list = await ok<{ data: PosClosing[]; total: number }>(
      'GET',
      `/api/pos/closing?size=0&filter=${encodeURIComponent(JSON.stringify({ till: bar }))}`,
    );
    expect(list.data.map((c) => c.number).sort()).toEqual([1, 2, 3]);
  });
});

describe('counting the drawer', () => {
  it('refuses a difference without a reason and keeps the transactions for the next try', async () => {
    const sale = await sell([{ product: beer, quantity: 2 }]);
    await pay(sale.id, { kind: 'cash', amount: 1000 });
    const short = await close({ till: bar, counted: [{ currency: 'EUR', amount: 800 }] });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      description: 'VALIDATION_ERROR',
      fields: [expect.objectContaining({ path: 'reason', code: 'posClosingReason' })],
    });
    expect((await preview()).transactionCount).toBe(1);

    const explained = await close({
      till: bar,
      counted: [{ currency: 'EUR', amount: 800 }],
      reason: 'A note fell behind the drawer',
    });
    expect(explained.statusCode, explained.body).toBe(201);
    expect(explained.json()).toMatchObject({
      cash: [{ currency: 'EUR', expected: 900, counted: 800, difference: -100 }],
      reason: 'A note fell behind the drawer',
    });
    const bad = await close({ till: bar, counted: [{ currency: 'EURO', amount: 1 }] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('who may close', () => {
  it('reads with pos.read, closes with pos.update, refuses users without pos scopes', async () => {
    const sale = await sell([{ product: cola }]);
    await pay(sale.id, { kind: 'card' });
    const reader = await newUser(ctx, admin, 'close-reader@test.local', ['pos.read']);
    const seller = await newUser(ctx, admin, 'close-seller@test.local', ['pos.read', 'pos.create']);
    const lead = await newUser(ctx, admin, 'close-lead@test.local', ['pos.read', 'pos.update']);
    const nobody = await newUser(ctx, admin, 'close-nobody@test.local', ['bookings.read']);
    expect((await call('GET', `/api/pos/closing/preview?till=${bar}`, undefined, reader)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/pos/closing', undefined, reader)).statusCode).toBe(200);
    for (const token of [reader, seller])
      expect((await call('POST', '/api/pos/closing', { till: bar }, token)).statusCode).toBe(403);
    const [first] = (await ok<{ data: PosClosing[] }>('GET', '/api/pos/closing')).data;
    for (const url of [
      '/api/pos/closing',
      `/api/pos/closing/preview?till=${bar}`,
      `/api/pos/closing/${first!.id}`,
      `/api/pos/closing/${first!.id}/report?format=pdf`,
    ]) {
      const refused = await call('GET', url, undefined, nobody);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().description).toBe('FORBIDDEN_RESSOURCE');
    }
    // A shift lead of another resort neither sees nor closes the resort's till and its closings.
    const resortBar = (await create('postill', { name: 'Pool bar', resort: world.resort })).id;
    const elsewhere = await newUser(ctx, admin, 'close-elsewhere@test.local', ['pos.read', 'pos.update'], {
      resorts: [(await create('resort', { name: 'Far Away' })).id],
    });
    const poolSale = await sell([{ product: cola }], resortBar);
    await pay(poolSale.id, { kind: 'card' });
    expect(
      (await call('GET', `/api/pos/closing/preview?till=${resortBar}`, undefined, elsewhere)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/pos/closing', { till: resortBar }, elsewhere)).statusCode).toBe(404);
    const pool = await close({ till: resortBar });
    expect(pool.statusCode, pool.body).toBe(201);
    for (const url of [`/api/pos/closing/${pool.json().id}`, `/api/pos/closing/${pool.json().id}/report`])
      expect((await call('GET', url, undefined, elsewhere)).statusCode, url).toBe(404);

    const byLead = await call('POST', '/api/pos/closing', { till: bar }, lead);
    expect(byLead.statusCode, byLead.body).toBe(201);
    expect(byLead.json().userName).toBe('close-lead@test.local');
  });
});
