import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';
import { startWiseServer } from './wise-server.ts';

/** `POST /api/bank/wise/collect/{id}` against a local server that speaks Wise's statement API. */
let ctx: TestContext;
let admin: string;
let wise: Awaited<ReturnType<typeof startWiseServer>>;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.request({ method, url, token: admin, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  wise = await startWiseServer({
    profileId: '16605',
    balanceId: '2001',
    token: 'wise-test-token',
    transactions: [
      {
        type: 'CREDIT',
        date: '2027-01-10T08:47:05.832Z',
        amount: { value: 1234.5, currency: 'EUR' },
        details: {
          type: 'DEPOSIT',
          description: 'Received money from ANNA ALBRECHT with reference 2027-00001',
          senderName: 'ANNA ALBRECHT',
          senderAccount: 'DE89 3704 0044 0532 0130 00',
          paymentReference: '2027-00001',
        },
        referenceNumber: 'TRANSFER-34188888',
      },
      {
        type: 'DEBIT',
        date: '2027-01-12T10:00:00.000Z',
        amount: { value: -0.29, currency: 'EUR' },
        details: {
          type: 'TRANSFER',
          description: 'Sent money to Dive Supplies',
          recipient: { name: 'Dive Supplies' },
        },
        referenceNumber: 'TRANSFER-34188999',
      },
      {
        type: 'CREDIT',
        date: '2026-12-01T10:00:00.000Z',
        amount: { value: 10, currency: 'EUR' },
        details: { type: 'DEPOSIT', senderName: 'Too early' },
        referenceNumber: 'TRANSFER-1',
      },
    ],
  });
  ctx = await createTestContext({ wiseApiUrl: wise.url });
  admin = await ctx.adminToken();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await wise?.stop();
});

describe('Wise', () => {
  it('collects a Wise account’s transactions of a period once, with exact amounts', async () => {
    const created = await call('POST', '/api/bank', {
      name: 'Wise EUR',
      iban: 'BE68539007547034',
      openingDate: '2027-01-01',
      wiseProfileId: '16605',
      wiseBalanceId: '2001',
      wiseToken: 'wise-test-token',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).not.toHaveProperty('wiseToken');
    const bank = created.json().id as string;
    const collected = await call('POST', `/api/bank/wise/collect/${bank}`, {
      from: '2027-01-01',
      to: '2027-01-31',
    });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json()).toMatchObject({ format: 'wise', read: 2, imported: 2 });
    const asked = wise.requests.at(-1)!;
    expect(asked.authorization).toBe('Bearer wise-test-token');
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({
      currency: 'EUR',
      intervalStart: '2027-01-01T00:00:00.000Z',
      intervalEnd: '2027-01-31T23:59:59.999Z',
      type: 'COMPACT',
    });
    const entries = (await call('GET', `/api/bank/${bank}/entries?size=0`)).json().data;
    expect(
      entries.map((e: Record<string, unknown>) => [e.amount, e.counterpartyName, e.reference, e.bookingDate]),
    ).toEqual([
      [-29, 'Dive Supplies', '', '2027-01-12'],
      [123_450, 'ANNA ALBRECHT', '2027-00001', '2027-01-10'],
    ]);
    const again = await call('POST', `/api/bank/wise/collect/${bank}`, {
      from: '2027-01-01',
      to: '2027-01-31',
    });
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 2 });
  });

  it('says what Wise answered when it refuses, and asks for the connection when there is none', async () => {
    const wrong = await call('POST', '/api/bank', {
      name: 'Wise wrong token',
      iban: 'GB33BUKB20201555555555',
      openingDate: '2027-01-01',
      wiseProfileId: '16605',
      wiseBalanceId: '2001',
      wiseToken: 'expired',
    });
    const refused = await call('POST', `/api/bank/wise/collect/${wrong.json().id}`, {});
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ description: 'PROVIDER_ERROR', params: { provider: 'Wise' } });
    expect(refused.json().params.reason).toContain('401');
    const plain = await call('POST', '/api/bank', {
      name: 'Plain',
      iban: 'NL91ABNA0417164300',
      openingDate: '2027-01-01',
    });
    const none = await call('POST', `/api/bank/wise/collect/${plain.json().id}`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0].path).toBe('wiseProfileId');
  });
});
