import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FiscalReceipt,
  FiscalSigningError,
  FiskalySignDe,
  fiscalAmount,
  fiscalVatRate,
} from '../src/modules/fiscal/index.ts';
import { type FiskalyTx, signedData, startFiskalyServer } from './fiskaly-server.ts';

/**
 * The cloud TSE adapter (fiskaly SIGN DE, KassenSichV API v2) against a local server speaking its
 * protocol: a receipt signed once with a verifiable ECDSA signature, its counter and number; the
 * same receipt again answers the same signature; the token renewed; refusals and an outage as
 * FiscalSigningError, never a signature made up.
 */
let fiskaly: Awaited<ReturnType<typeof startFiskalyServer>>;
let tss: ReturnType<typeof fiskaly.addTss>;

const signer = (extra: Partial<ConstructorParameters<typeof FiskalySignDe>[0]> = {}, now?: () => number) =>
  new FiskalySignDe(
    {
      baseUrl: fiskaly.url,
      apiKey: fiskaly.apiKey,
      apiSecret: fiskaly.apiSecret,
      tssId: tss.tssId,
      clientId: tss.clientId,
      ...extra,
    },
    now,
  );

const receipt = (id: string, extra: Partial<FiscalReceipt> = {}): FiscalReceipt => ({
  id,
  type: 'RECEIPT',
  currency: 'EUR',
  // Two beers at 19 % and a sunscreen at 7 %, paid with cash and the rest in dollars.
  lines: [
    { vatPercent: 19, gross: 900 },
    { vatPercent: 7, gross: 1250 },
    { vatPercent: 19, gross: 450 },
  ],
  payments: [
    { kind: 'cash', amount: 2000, currency: 'EUR' },
    { kind: 'cash', amount: 700, currency: 'USD' },
  ],
  ...extra,
});

beforeAll(async () => {
  fiskaly = await startFiskalyServer();
  tss = fiskaly.addTss();
});
afterAll(() => fiskaly?.close());

describe('fiskaly SIGN DE', () => {
  it('signs a receipt with its sums per VAT rate and payment type, verifiable with the TSS key', async () => {
    const id = '5f0c7e52-4c1e-4d8e-9f5e-0a1b2c3d4e51';
    const signed = await signer().sign(receipt(id));
    const tx = fiskaly.transactions.get(`${tss.tssId}/${id}`) as FiskalyTx;
    expect(tx.schema).toEqual({
      standard_v1: {
        receipt: {
          receipt_type: 'RECEIPT',
          amounts_per_vat_rate: [
            { vat_rate: 'NORMAL', amount: '13.50' },
            { vat_rate: 'REDUCED_1', amount: '12.50' },
          ],
          amounts_per_payment_type: [
            { payment_type: 'CASH', amount: '20.00' },
            { payment_type: 'CASH', amount: '7.00', currency_code: 'USD' },
          ],
        },
      },
    });
    expect(signed).toMatchObject({
      transactionNumber: 1,
      signatureCounter: 1,
      algorithm: 'ecdsa-plain-SHA256',
      publicKey: tss.publicKey,
      clientSerialNumber: 'SEABERTH-TILL-1',
      timestampFormat: 'unixTime',
    });
    expect(signed.qrCodeData.startsWith('V0;SEABERTH-TILL-1;Kassenbeleg-V1;')).toBe(true);
    const key = createPublicKey({
      key: Buffer.from(signed.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const valid = verify(
      'sha256',
      Buffer.from(signedData(tx)),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signed.signature, 'base64'),
    );
    expect(valid).toBe(true);
    expect(new Date(signed.timeEnd).getTime()).toBeGreaterThanOrEqual(new Date(signed.timeStart).getTime());
  });

  it('answers the same signature for a receipt signed again (a lost answer), and counts on for the next', async () => {
    const id = '5f0c7e52-4c1e-4d8e-9f5e-0a1b2c3d4e52';
    const first = await signer().sign(receipt(id));
    const again = await signer().sign(receipt(id));
    expect(again).toEqual(first);
    const next = await signer().sign(receipt('5f0c7e52-4c1e-4d8e-9f5e-0a1b2c3d4e53'));
    expect(next.signatureCounter).toBe(first.signatureCounter + 1);
    expect(next.transactionNumber).toBe(first.transactionNumber + 1);
    // A TSE that fails for a moment signs nothing; the next try signs once.
    const half = '5f0c7e52-4c1e-4d8e-9f5e-0a1b2c3d4e54';
    const adapter = signer();
    fiskaly.control.failNext.push({ status: 503, code: 'E_UNAVAILABLE' });
    // The first try's GET fails: nothing is signed, the error says why.
    await expect(adapter.sign(receipt(half))).rejects.toMatchObject({ code: 'E_UNAVAILABLE', status: 503 });
    const resumed = await adapter.sign(receipt(half));
    expect(resumed.signatureCounter).toBe(next.signatureCounter + 1);
  });

  it('finishes a transaction the till started before it died', async () => {
    const id = '5f0c7e52-4c1e-4d8e-9f5e-0a1b2c3d4e58';
    const auth = await fetch(`${fiskaly.url}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: fiskaly.apiKey, api_secret: fiskaly.apiSecret }),
    });
    const { access_token } = (await auth.json()) as { access_token: string };
    const started = await fetch(`${fiskaly.url}/tss/${tss.tssId}/tx/${id}?tx_revision=1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ state: 'ACTIVE', client_id: tss.clientId }),
    });
    expect(started.status).toBe(200);
    const signed = await signer().sign(receipt(id));
    const tx = fiskaly.transactions.get(`${tss.tssId}/${id}`)!;
    expect(tx).toMatchObject({ state: 'FINISHED', latest_revision: 2 });
    expect(signed.transactionNumber).toBe(tx.number);
  });

  it('renews an access token that ran out, with its refresh token', async () => {
    let clock = Date.now();
    fiskaly.control.tokenSeconds = 120;
    const adapter = signer({}, () => clock);
    await adapter.sign(receipt('5f0c7e52-4c1e-4d8e-9f5e-0a1b2c3d4e55'));
    clock += 3_600_000;
    await adapter.sign(receipt('5f0c7e52-4c1e-4d8e-9f5e-0a1b2c3d4e56'));
    const auths = fiskaly.calls
      .filter((c) => c.path === '/api/v2/auth')
      .map((c) => Object.keys(c.body as object));
    expect(auths.at(-1)).toEqual(['refresh_token']);
    fiskaly.control.tokenSeconds = 3600;
  });

  it('refuses with fiskaly’s code and message: wrong key, a TSS not initialized, an unknown client, an outage', async () => {
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => {
          throw new Error('signed where it should not');
        },
        (error) => {
          expect(error).toBeInstanceOf(FiscalSigningError);
          return error as FiscalSigningError;
        },
      );
    const id = '5f0c7e52-4c1e-4d8e-9f5e-0a1b2c3d4e57';
    expect((await refused(signer({ apiSecret: 'wrong' }).sign(receipt(id)))).code).toBe('E_UNAUTHORIZED');
    const fresh = fiskaly.addTss('UNINITIALIZED');
    expect(
      (await refused(signer({ tssId: fresh.tssId, clientId: fresh.clientId }).sign(receipt(id)))).code,
    ).toBe('E_TSS_NOT_INITIALIZED');
    expect(
      (await refused(signer({ clientId: '5f0c7e52-4c1e-4d8e-9f5e-0a1b2c3d4e99' }).sign(receipt(id)))).code,
    ).toBe('E_CLIENT_NOT_FOUND');
    expect(
      (await refused(signer().sign(receipt(id, { lines: [{ vatPercent: 16, gross: 100 }] })))).code,
    ).toBe('E_VAT_RATE');
    fiskaly.control.down = true;
    expect((await refused(signer().sign(receipt(id)))).code).toBe('E_UNREACHABLE');
    fiskaly.control.down = false;
    expect(fiskaly.transactions.get(`${tss.tssId}/${id}`)).toBeUndefined();
  });

  it('writes amounts and rates as a TSE reads them', () => {
    expect(fiscalAmount(11900)).toBe('119.00');
    expect(fiscalAmount(-250)).toBe('-2.50');
    expect(fiscalAmount(5)).toBe('0.05');
    expect(fiscalVatRate(19)).toBe('NORMAL');
    expect(fiscalVatRate(5.5)).toBe('SPECIAL_RATE_2');
    expect(fiscalVatRate(0)).toBe('NULL');
  });
});
