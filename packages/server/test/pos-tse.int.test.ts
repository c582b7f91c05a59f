import { createPublicKey, verify } from 'node:crypto';
import type { PosReceipt } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { type FiskalyTx, signedData, startFiskalyServer } from './fiskaly-server.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * KassenSichV at the till (issue 35): a till with a TSE (fiskaly SIGN DE, a local server speaking its
 * API) has every closed sale and void signed once — paid at the till, put on a folio, voided — with
 * the sums per VAT rate and payment the TSE verifies; an outage leaves the sale standing, recorded
 * as failed and shown, and a retry signs it with no second TSE transaction. The secret is never
 * answered; only an admin sets a TSE up.
 */
let ctx: TestContext;
let fiskaly: Awaited<ReturnType<typeof startFiskalyServer>>;
let tss: ReturnType<typeof fiskaly.addTss>;
let admin: string;
let world: Record<string, string>;
let till: string;
let plain: string;
let tse: string;
let beer: string;
let sunscreen: string;
let today: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
async function ok<T = PosReceipt>(method: Method, url: string, payload?: object, token = admin): Promise<T> {
  const res = await call(method, url, payload, token);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}
const sell = (items: { product: string; quantity?: number }[], on = till) =>
  ok('POST', '/api/pos/product', { till: on, items });
const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const txOf = (id: string) => fiskaly.transactions.get(`${tss.tssId}/${id}`) as FiskalyTx | undefined;
const receiptOf = (tx: FiskalyTx) => (tx.schema as { standard_v1: { receipt: unknown } }).standard_v1.receipt;

beforeAll(async () => {
  fiskaly = await startFiskalyServer();
  tss = fiskaly.addTss();
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  today = await ctx.services.calendar.today();
  await ok('POST', '/api/currency', { code: 'USD', name: 'US dollar', exchangeRate: '1.25' });
  tse = (
    await ok<{ id: string }>('POST', '/api/tse', {
      name: 'fiskaly Bar',
      apiUrl: fiskaly.url,
      apiKey: fiskaly.apiKey,
      apiSecret: fiskaly.apiSecret,
      tssId: tss.tssId,
    })
  ).id;
  till = (await ok<{ id: string }>('POST', '/api/postill', { name: 'Bar', tse, tseClientId: tss.clientId }))
    .id;
  plain = (await ok<{ id: string }>('POST', '/api/postill', { name: 'Shop' })).id;
  beer = (await ok<{ id: string }>('POST', '/api/product', { name: 'Beer', amount: 450, taxRate: 19 })).id;
  sunscreen = (
    await ok<{ id: string }>('POST', '/api/product', { name: 'Sunscreen', amount: 1250, taxRate: 7 })
  ).id;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await fiskaly?.close();
});

describe('a TSE account', () => {
  it('never answers its secret, keeps it on an update without one, and is set up by an admin only', async () => {
    const read = await ok<Record<string, unknown>>('GET', `/api/tse/${tse}`);
    expect(read).toMatchObject({ name: 'fiskaly Bar', hasApiSecret: true, tssId: tss.tssId });
    expect(read).not.toHaveProperty('apiSecret');
    const { version } = read as { version: number };
    await ok('POST', `/api/tse/${tse}`, { version, name: 'fiskaly Bar', apiSecret: '' });
    expect((await ok<Record<string, unknown>>('GET', `/api/tse/${tse}`)).hasApiSecret).toBe(true);

    const token = await newUser(ctx, admin, 'bar@tse.test', ['pos.read', 'pos.create']);
    expect((await call('GET', '/api/tse', undefined, token)).statusCode).toBe(200);
    const refused = await call('POST', '/api/tse', { name: 'x', apiKey: 'k', tssId: tss.tssId }, token);
    expect(refused.statusCode).toBe(403);
    const bad = await call('POST', '/api/tse', { name: 'y', apiKey: 'k', tssId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ path: 'tssId' })]);
    // A TSE a till signs with is not deleted from under it.
    const gone = await call('DELETE', `/api/tse/${tse}`);
    expect(gone.statusCode).toBe(409);
  });
});

describe('signing at the till', () => {
  it('signs a cash sale in two currencies once, verifiably, and prints what KassenSichV §6 asks', async () => {
    const tab = await sell([{ product: beer, quantity: 2 }, { product: sunscreen }]); // 9.00 + 12.50
    expect(tab.signatureState).toBeNull();
    const part = await ok('POST', `/api/pos/${tab.id}/payment`, { kind: 'cash', amount: 1000 });
    expect(part.signatureState).toBeNull(); // still open: nothing is final to sign
    const paid = await ok('POST', `/api/pos/${tab.id}/payment`, {
      kind: 'cash',
      amount: 1500,
      currency: 'USD',
    });
    // 15.00 USD are 12.00 EUR: 11.50 settle the rest, 0.50 EUR back.
    expect(paid).toMatchObject({ state: 'paid', signatureState: 'signed', signatureError: null });
    const tx = txOf(tab.id)!;
    expect(tx.state).toBe('FINISHED');
    expect(receiptOf(tx)).toEqual({
      receipt_type: 'RECEIPT',
      amounts_per_vat_rate: [
        { vat_rate: 'NORMAL', amount: '9.00' },
        { vat_rate: 'REDUCED_1', amount: '12.50' },
      ],
      amounts_per_payment_type: [
        { payment_type: 'CASH', amount: '9.50' },
        { payment_type: 'CASH', amount: '15.00', currency_code: 'USD' },
      ],
    });
    const signature = paid.signature!;
    expect(signature).toMatchObject({
      transactionNumber: tx.number,
      signatureCounter: tx.signature!.counter,
      tssSerialNumber: tx.tss_serial_number,
      clientSerialNumber: tx.client_serial_number,
    });
    const key = createPublicKey({ key: Buffer.from(tss.publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(
      verify(
        'sha256',
        Buffer.from(signedData(tx)),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature.signature, 'base64'),
      ),
    ).toBe(true);

    // Signing again (a retry) asks the TSE nothing new and changes nothing.
    const puts = fiskaly.calls.filter((c) => c.method === 'PUT').length;
    const again = await ok('POST', `/api/pos/${tab.id}/sign`);
    expect(again.signature).toEqual(signature);
    expect(fiskaly.calls.filter((c) => c.method === 'PUT').length).toBe(puts);

    const print = await call('POST', `/api/pos/${tab.id}/print`);
    expect(print.statusCode).toBe(200);
    for (const text of [
      `TSE transaction: ${signature.transactionNumber}`,
      `Signature counter: ${signature.signatureCounter}`,
      `TSE serial number: ${signature.tssSerialNumber}`,
      'VAT 19 %: net',
      'VAT 7 %: net',
      '<svg',
    ])
      expect(print.body).toContain(text);
    const pdf = await call('POST', `/api/pos/${tab.id}/print?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('signs a card sale, a folio charge (no payment: a claim) and a void as a receipt of negative sums', async () => {
    const card = await sell([{ product: beer }]);
    const byCard = await ok('POST', `/api/pos/${card.id}/payment`, { kind: 'card' });
    expect(byCard.signatureState).toBe('signed');
    expect(receiptOf(txOf(card.id)!)).toMatchObject({
      amounts_per_payment_type: [{ payment_type: 'NON_CASH', amount: '4.50' }],
    });

    const stay = await newStay(ctx, admin, {
      resort: world.resort!,
      from: shift(today, -1),
      to: shift(today, 2),
      rooms: [{ room: world.R1! }],
    });
    const tab = await sell([{ product: sunscreen }]);
    const folio = await ok('POST', `/api/pos/${tab.id}/payment`, {
      kind: 'folio',
      roomBooking: stay.rooms[0]!.id,
    });
    expect(folio).toMatchObject({ state: 'folio', signatureState: 'signed' });
    expect(receiptOf(txOf(tab.id)!)).toMatchObject({
      amounts_per_vat_rate: [{ vat_rate: 'REDUCED_1', amount: '12.50' }],
      amounts_per_payment_type: [],
    });

    const storno = await ok('POST', `/api/pos/${card.id}/void`, { reason: 'Wrong beer' });
    expect(storno).toMatchObject({ kind: 'void', signatureState: 'signed' });
    expect(receiptOf(txOf(storno.id)!)).toEqual({
      receipt_type: 'RECEIPT',
      amounts_per_vat_rate: [{ vat_rate: 'NORMAL', amount: '-4.50' }],
      amounts_per_payment_type: [{ payment_type: 'NON_CASH', amount: '-4.50' }],
    });
    // The original keeps its own signature; records are never edited.
    expect((await ok('GET', `/api/pos/${card.id}`)).signature).toEqual(byCard.signature);
  });

  it('leaves a till without a TSE unsigned', async () => {
    const tab = await sell([{ product: beer }], plain);
    const paid = await ok('POST', `/api/pos/${tab.id}/payment`, { kind: 'cash' });
    expect(paid).toMatchObject({ state: 'paid', signatureState: null, signature: null });
    expect(txOf(tab.id)).toBeUndefined();
  });
});

describe('an outage of the TSE', () => {
  it('records the failure on a sale that stands, lists it, and a retry signs it', async () => {
    fiskaly.control.down = true;
    const tab = await sell([{ product: beer, quantity: 3 }]);
    const paid = await ok('POST', `/api/pos/${tab.id}/payment`, { kind: 'cash', amount: 2000 });
    expect(paid).toMatchObject({ state: 'paid', paid: 1350, signatureState: 'failed', signature: null });
    expect(paid.signatureError).toMatch(/^E_UNREACHABLE: /);
    const print = await call('POST', `/api/pos/${tab.id}/print`);
    expect(print.body).toContain('TSE failed: this receipt is not signed');

    const refused = await sell([{ product: beer }]);
    fiskaly.control.down = false;
    fiskaly.control.failNext.push({ status: 500, code: 'E_INTERNAL' });
    const second = await ok('POST', `/api/pos/${refused.id}/payment`, { kind: 'card' });
    expect(second).toMatchObject({ signatureState: 'failed', signatureError: 'E_INTERNAL: Planned failure' });

    const failed = await ok<{ data: { id: string }[] }>(
      'GET',
      `/api/pos?filter=${encodeURIComponent(JSON.stringify({ signatureState: 'failed' }))}`,
    );
    expect(failed.data.map((r) => r.id).sort()).toEqual([tab.id, refused.id].sort());

    const swept = await ok<{ signed: number; failed: number }>('POST', '/api/pos/sign');
    expect(swept).toEqual({ signed: 2, failed: 0 });
    const signed = await ok('GET', `/api/pos/${tab.id}`);
    expect(signed).toMatchObject({ signatureState: 'signed', signatureError: null });
    expect(txOf(tab.id)!.state).toBe('FINISHED');
  });

  it('signs two sales at once each once, numbered by the TSE without a gap', async () => {
    const before = [...fiskaly.transactions.values()].filter((tx) => tx.state === 'FINISHED').length;
    const tabs = await Promise.all([sell([{ product: beer }]), sell([{ product: sunscreen }])]);
    const paid = await Promise.all(tabs.map((t) => ok('POST', `/api/pos/${t.id}/payment`, { kind: 'card' })));
    expect(paid.map((p) => p.signatureState)).toEqual(['signed', 'signed']);
    const finished = [...fiskaly.transactions.values()].filter((tx) => tx.state === 'FINISHED');
    expect(finished.length).toBe(before + 2);
    const counters = finished.map((tx) => tx.signature!.counter).sort((a, b) => a - b);
    expect(new Set(counters).size).toBe(counters.length);
  });
});
