import type { PosReceipt } from '@seaberth/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DSFINVK_TABLES } from '../src/modules/fiscal/index.ts';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { startFiskalyServer } from './fiskaly-server.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The DSFinV-K export of a till that signs with a TSE (issue 35): a night at the bar — cash in two
 * currencies with change, a card, a charge to a room, a void — closed, then exported: the ZIP holds
 * index.xml and the 20 tables; the receipts, their TSE signatures, the claim of the room charge,
 * the void's reference and the closing's sums are what the database holds. export.read only.
 */
let ctx: TestContext;
let fiskaly: Awaited<ReturnType<typeof startFiskalyServer>>;
let admin: string;
let till: string;
let beer: string;
let sunscreen: string;
let today: string;
const sales: PosReceipt[] = [];
const settlements: PosReceipt[] = [];
let room: string;
let booking: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
async function ok<T = PosReceipt>(method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}
const sell = (items: { product: string; quantity?: number }[]) =>
  ok('POST', '/api/pos/product', { till, items });
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

let files: Record<string, string>;
const rows = (file: string) => {
  const [head, ...body] = files[file]!.split('\r\n').filter(Boolean);
  const names = head!.split(';');
  // No value in these tests holds a quoted delimiter: a plain split reads them.
  return body.map((line) => Object.fromEntries(line.split(';').map((v, i) => [names[i], v])));
};

beforeAll(async () => {
  fiskaly = await startFiskalyServer();
  const tss = fiskaly.addTss();
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const world = await resortWorld(ctx, admin);
  today = await ctx.services.calendar.today();
  await ok('POST', '/api/company', {
    name: 'Tauchbasis Ostsee GmbH',
    address: { street: 'Strandweg 1', zip: '18119', city: 'Rostock', country: 'DE' },
    email: 'bar@ostsee.test',
    taxNumber: '079/123/45678',
    vatId: 'DE123456789',
  });
  await ok('POST', '/api/currency', { code: 'USD', name: 'US dollar', exchangeRate: '1.25' });
  const tse = await ok<{ id: string }>('POST', '/api/tse', {
    name: 'fiskaly',
    apiUrl: fiskaly.url,
    apiKey: fiskaly.apiKey,
    apiSecret: fiskaly.apiSecret,
    tssId: tss.tssId,
  });
  till = (
    await ok<{ id: string }>('POST', '/api/postill', { name: 'Bar', tse: tse.id, tseClientId: tss.clientId })
  ).id;
  beer = (await ok<{ id: string }>('POST', '/api/product', { name: 'Bier', amount: 450, taxRate: 19 })).id;
  sunscreen = (
    await ok<{ id: string }>('POST', '/api/product', { name: 'Sonnencreme', amount: 1250, taxRate: 7 })
  ).id;

  const cash = await sell([{ product: beer, quantity: 2 }, { product: sunscreen }]);
  await ok('POST', `/api/pos/${cash.id}/payment`, { kind: 'cash', amount: 1000 });
  sales.push(
    await ok('POST', `/api/pos/${cash.id}/payment`, { kind: 'cash', amount: 1500, currency: 'USD' }),
  );
  const card = await sell([{ product: beer }]);
  sales.push(await ok('POST', `/api/pos/${card.id}/payment`, { kind: 'card' }));
  const stay = await newStay(ctx, admin, {
    resort: world.resort!,
    from: shift(today, -1),
    to: shift(today, 2),
    rooms: [{ room: world.R1! }],
  });
  const folio = await sell([{ product: sunscreen }]);
  sales.push(
    await ok('POST', `/api/pos/${folio.id}/payment`, { kind: 'folio', roomBooking: stay.rooms[0]!.id }),
  );
  sales.push(await ok('POST', `/api/pos/${card.id}/void`, { reason: 'Falsches Bier' }));
  // The room's bill paid at the bar in cash; a card payment taken and given back.
  room = stay.rooms[0]!.id;
  booking = stay.id;
  settlements.push(
    await ok('POST', `/api/bookings/onsite/${room}/payment`, { till, kind: 'cash', amount: 1250 }),
  );
  const wrong = await ok('POST', `/api/bookings/onsite/${room}/payment`, { till, kind: 'card', amount: 500 });
  settlements.push(wrong, await ok('DELETE', `/api/bookings/onsite/${room}/payment/${wrong.id}`));

  const preview = await ok<{ cash: { currency: string; expected: number }[] }>(
    'GET',
    `/api/pos/closing/preview?till=${till}`,
  );
  await ok('POST', '/api/pos/closing', {
    till,
    counted: preview.cash.map((c) => ({ currency: c.currency, amount: c.expected })),
  });
  const zip = await call('GET', `/api/pos/export/dsfinvk?from=${today}&to=${today}`);
  expect(zip.statusCode, zip.body).toBe(200);
  expect(zip.headers['content-type']).toBe('application/zip');
  files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(zip.rawPayload))).map(([name, data]) => [name, strFromU8(data)]),
  );
}, 90_000);
afterAll(async () => {
  await ctx?.close();
  await fiskaly?.close();
});

describe('the DSFinV-K export of a closed night', () => {
  it('holds index.xml and the 20 tables, one closing with its company and till', () => {
    expect(Object.keys(files).sort()).toEqual(['index.xml', ...DSFINVK_TABLES.map((t) => t.file)].sort());
    const [closing] = rows('cashpointclosing.csv');
    expect(closing).toMatchObject({
      Z_KASSE_ID: till,
      Z_NR: '1',
      Z_BUCHUNGSTAG: today,
      TAXONOMIE_VERSION: '2.4',
      NAME: 'Tauchbasis Ostsee GmbH',
      LAND: 'DEU',
      STNR: '079/123/45678',
      USTID: 'DE123456789',
      Z_START_ID: sales[0]!.id,
      Z_ENDE_ID: settlements[2]!.id,
      // 21.50 cash (10.00 EUR, 15.00 USD worth 12.00, 0.50 back) and 4.50 by card, taken back;
      // the room's bill: 12.50 cash, 5.00 by card taken back.
      Z_SE_ZAHLUNGEN: '34,00',
      Z_SE_BARZAHLUNGEN: '34,00',
    });
    expect(rows('cashregister.csv')[0]).toMatchObject({ KASSE_BASISWAEH_CODE: 'EUR', KASSE_MODELL: 'bar' });
  });

  it('lists every receipt with its number, sum and storno mark, each signed by the TSE', () => {
    const all = [...sales, ...settlements];
    const bons = rows('transactions.csv');
    expect(bons.map((b) => [b.BON_ID, b.BON_NR, b.UMS_BRUTTO, b.BON_STORNO])).toEqual(
      all.map((s) => [
        s.id,
        String(s.number),
        (s.total / 100).toFixed(2).replace('.', ','),
        s.voids ? '1' : '0',
      ]),
    );
    const signed = rows('transactions_tse.csv');
    expect(signed.map((s) => [s.BON_ID, s.TSE_TANR, s.TSE_TA_SIGZ, s.TSE_TA_SIG])).toEqual(
      all.map((s) => [
        s.id,
        String(s.signature!.transactionNumber),
        String(s.signature!.signatureCounter),
        s.signature!.signature,
      ]),
    );
    expect(signed[0]!.TSE_VORGANGSDATEN).toBe('Beleg^9.00_12.50_0.00_0.00_0.00^9.50:Bar_15.00:Bar:USD');
    expect(rows('tse.csv')).toHaveLength(1);
  });

  it('writes the room charge as a claim, the void with its reference, and sums per VAT key', () => {
    const claim = rows('lines.csv').find((l) => l.GV_TYP === 'Forderungsentstehung');
    expect(claim).toMatchObject({ BON_ID: sales[2]!.id, STK_BR: '-12,50' });
    expect(rows('datapayment.csv').some((p) => p.BON_ID === sales[2]!.id)).toBe(false);
    expect(rows('references.csv')).toContainEqual(
      expect.objectContaining({
        BON_ID: sales[3]!.id,
        REF_TYP: 'Transaktion',
        REF_BON_ID: sales[1]!.id,
        REF_Z_NR: '1',
      }),
    );
    const cases = rows('businesscases.csv').map((b) => [b.GV_TYP, b.UST_SCHLUESSEL, b.Z_UMS_BRUTTO]);
    expect(cases).toEqual([
      ['Umsatz', '1', '9,00'],
      ['Umsatz', '2', '25,00'],
      ['Forderungsaufloesung', '5', '12,50'],
      ['Forderungsentstehung', '5', '-12,50'],
    ]);
    expect(rows('cash_per_currency.csv').map((c) => [c.ZAHLART_WAEH, c.ZAHLART_BETRAG_WAEH])).toEqual([
      ['EUR', '22,00'],
      ['USD', '15,00'],
    ]);
  });

  it('takes a room’s bill at the till as a booking payment and a settlement, and gives it back', async () => {
    const [cash, card, back] = settlements;
    expect(cash).toMatchObject({
      kind: 'settlement',
      state: 'paid',
      total: 1250,
      roomBooking: room,
      signatureState: 'signed',
    });
    expect(back).toMatchObject({
      kind: 'settlement',
      state: 'void',
      total: -500,
      voids: card!.id,
      signatureState: 'signed',
    });
    const detail = (await call('GET', `/api/bookings/${booking}`)).json() as {
      payments: { amount: number; method: string }[];
      total: number;
      paid: number;
    };
    // The card payment left the booking with its storno; the cash stays.
    expect(detail.payments.map((p) => [p.amount, p.method])).toEqual([[1250, 'cash']]);
    expect(detail.paid).toBe(1250);
    // The counter shows what is still open on the room's booking, in the till's currency.
    const guests = (await call('GET', `/api/pos/guests?till=${till}`)).json() as {
      roomBooking: string;
      open: number;
      currency: string;
    }[];
    expect(guests.find((g) => g.roomBooking === room)).toMatchObject({
      open: detail.total - detail.paid,
      currency: 'EUR',
    });
    const settled = rows('lines.csv').find((l) => l.BON_ID === cash!.id);
    expect(settled).toMatchObject({ GV_TYP: 'Forderungsaufloesung', STK_BR: '12,50' });
    expect(rows('lines_vat.csv').find((l) => l.BON_ID === cash!.id)).toMatchObject({ UST_SCHLUESSEL: '5' });
    expect(rows('references.csv').map((r) => [r.BON_ID, r.REF_BON_ID])).toContainEqual([back!.id, card!.id]);

    const again = await call('DELETE', `/api/bookings/onsite/${room}/payment/${card!.id}`);
    expect(again.statusCode).toBe(409);
    const elsewhere = await call('DELETE', `/api/bookings/onsite/${sales[0]!.id}/payment/${cash!.id}`);
    expect(elsewhere.statusCode).toBe(404);
    const foreignCard = await call('POST', `/api/bookings/onsite/${room}/payment`, {
      till,
      kind: 'card',
      amount: 1000,
      currency: 'USD',
    });
    expect(foreignCard.statusCode).toBe(400);
    expect(foreignCard.json().fields).toEqual([expect.objectContaining({ path: 'currency' })]);
    // The same payment posted twice at once with one key (a double tap): one settlement, one payment.
    const key = '0b9f3c1e-6a57-4c0f-9d8e-2f4b7a1c5e33';
    const twice = await Promise.all(
      [0, 1].map(() =>
        call('POST', `/api/bookings/onsite/${room}/payment`, { till, kind: 'cash', amount: 100, key }),
      ),
    );
    expect(twice.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(twice.map((r) => r.json().id)).size).toBe(1);
    const replay = await call('POST', `/api/bookings/onsite/${room}/payment`, {
      till,
      kind: 'cash',
      amount: 100,
      key,
    });
    expect(replay.json().id).toBe(twice[0]!.json().id);
    const afterKeys = (await call('GET', `/api/bookings/${booking}`)).json() as {
      payments: { amount: number }[];
    };
    expect(afterKeys.payments.filter((p) => p.amount === 100)).toHaveLength(1);
    await ok('DELETE', `/api/bookings/onsite/${room}/payment/${twice[0]!.json().id}`);

    const seller = await newUser(ctx, admin, 'bar@settle.test', ['pos.read', 'pos.create']);
    expect(
      (await call('DELETE', `/api/bookings/onsite/${room}/payment/${cash!.id}`, undefined, seller))
        .statusCode,
    ).toBe(403);
  });

  it('answers an empty export for a period without closings, refuses a bad period and callers without export.read', async () => {
    const empty = await call(
      'GET',
      `/api/pos/export/dsfinvk?from=${shift(today, -30)}&to=${shift(today, -20)}`,
    );
    expect(empty.statusCode).toBe(200);
    const inside = unzipSync(new Uint8Array(empty.rawPayload));
    expect(strFromU8(inside['transactions.csv']!).split('\r\n').filter(Boolean)).toHaveLength(1);
    const backwards = await call('GET', `/api/pos/export/dsfinvk?from=${today}&to=${shift(today, -1)}`);
    expect(backwards.statusCode).toBe(400);
    const seller = await newUser(ctx, admin, 'seller@dsfinvk.test', ['pos.read', 'pos.create']);
    expect(
      (await call('GET', `/api/pos/export/dsfinvk?from=${today}&to=${today}`, undefined, seller)).statusCode,
    ).toBe(403);
    const auditor = await newUser(ctx, admin, 'tax@dsfinvk.test', ['export.read']);
    expect(
      (await call('GET', `/api/pos/export/dsfinvk?from=${today}&to=${today}`, undefined, auditor)).statusCode,
    ).toBe(200);
  });
});
