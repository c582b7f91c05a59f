import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newUser, resortWorld } from './booking-fixtures.ts';
import { pdfText } from './pdf-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * A customer's privacy request (issue 37, GDPR Art. 15): everything held about the person in one
 * file, the request logged with who answered it.
 */
let ctx: TestContext;
let admin: string;
let ines: string;
let otto: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  versioned(ctx, { method, url, token, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const ids = await resortWorld(ctx, admin);
  ines = (
    await newCustomer(ctx, admin, { firstName: 'Ines', lastName: 'Håkansson', email: 'ines@example.org' })
  ).id;
  otto = (await newCustomer(ctx, admin, { firstName: 'Otto', lastName: 'Berg' })).id;
  const booking = await ok('POST', '/api/bookings', {
    resort: ids.resort,
    dates: { from: '2027-03-07', to: '2027-03-10' },
    rooms: [{ room: ids.R1, guests: [ines, otto] }],
    state: 'confirmed',
  });
  await ok('POST', `/api/bookings/${booking.id}/payment`, {
    amount: 10_000,
    currency: 'EUR',
    date: '2027-01-05',
  });
  await ok('POST', '/api/customerrelation', { customer: ines, related: otto, kind: 'buddy' });
  await ok('POST', `/api/customer/${ines}/meta`, { 'crm.id': 'HS-1' });
  await ok('POST', '/api/customer/credits', {
    customer: ines,
    kind: 'voucher',
    amount: 2_500,
    currency: 'EUR',
    date: '2027-01-02',
    note: 'Gift',
  });
  await ctx.services.settings.put('features', 'loyalityProgram', 'true');
  await ok('POST', `/api/customer/${ines}/loyality/correction`, { points: 40, note: 'Welcome' });
  await ok('POST', '/api/referral', { customer: ines, code: 'INESDIVES' });
  await ok('PUT', `/api/customer/${ines}/reference/datev/10042`, {});
}, 120_000);
afterAll(() => ctx?.close());

describe('a privacy export', () => {
  it('answers everything held about the customer as a file, and logs the request', async () => {
    const res = await call('GET', `/api/customer/${ines}/privacy/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ines-hakansson-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = res.json();
    expect(file.customer).toMatchObject({ id: ines, fullName: 'Ines Håkansson' });
    expect(file.customer.contact).toMatchObject({ email: 'ines@example.org' });
    expect(file.data).toEqual({ 'crm.id': 'HS-1' });
    expect(file.relations).toEqual([{ kind: 'buddy', note: '', other: 'Otto Berg' }]);
    expect(file.stays).toEqual([
      expect.objectContaining({
        from: '2027-03-07',
        to: '2027-03-10',
        place: 'Coral Bay',
        room: 'R1',
        lead: true,
      }),
    ]);
    expect(file.payments).toEqual([
      expect.objectContaining({ date: '2027-01-05', amount: 10_000, currency: 'EUR' }),
    ]);
    expect(file.credits).toEqual([expect.objectContaining({ kind: 'voucher', amount: 2_500, note: 'Gift' })]);
    expect(file.requests).toEqual([expect.objectContaining({ kind: 'export' })]);
    expect(file.points).toEqual([
      expect.objectContaining({ kind: 'correction', points: 40, note: 'Welcome' }),
    ]);
    expect(file.referralCodes).toEqual([{ code: 'INESDIVES', active: true, validUntil: null }]);
    expect(file.references).toEqual([{ system: 'datev', external: '10042' }]);
    // Otto is a guest of the same booking, not its lead: his file has the stay but not the payment.
    const his = (await call('GET', `/api/customer/${otto}/privacy/export`)).json();
    expect(his.stays).toEqual([expect.objectContaining({ lead: false })]);
    expect(his.payments).toEqual([]);
    expect(his.relations).toEqual([{ kind: 'buddy', note: '', other: 'Ines Håkansson' }]);
    const log = (await call('GET', `/api/customer/${ines}/privacy`)).json();
    expect(log).toEqual([expect.objectContaining({ kind: 'export' })]);
  });

  it('answers the same as a PDF in the asked language, for a guest who asked by letter', async () => {
    const res = await call('GET', `/api/customer/${ines}/privacy/export?format=pdf&language=de`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="ines-hakansson-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Gespeicherte personenbezogene Daten');
    expect(text).toContain('Ines Håkansson');
    expect(text).toContain('ines@example.org');
    expect(text).toContain('Aufenthalte und Touren');
    expect(text).toContain('HS-1');
    expect(text).toContain('Treuepunkte');
    expect(text).toContain('INESDIVES');
    expect(text).toContain('Kennungen in verbundenen Systemen');
    // Each download is a request of its own.
    const log = (await call('GET', `/api/customer/${ines}/privacy`)).json();
    expect(log).toHaveLength(2);
  });

  it('is for those who may change customers: a reader and an agent are refused; an unknown customer is 404', async () => {
    const reader = await newUser(ctx, admin, 'reader@privacy.test', ['customers.read']);
    expect((await call('GET', `/api/customer/${ines}/privacy/export`, undefined, reader)).statusCode).toBe(
      403,
    );
    const agent = await newUser(ctx, admin, 'agent@privacy.test', ['agencies.self']);
    expect((await call('GET', `/api/customer/${ines}/privacy`, undefined, agent)).statusCode).toBe(403);
    const unknown = await call('GET', '/api/customer/00000000-0000-4000-8000-000000000000/privacy/export');
    expect(unknown.statusCode).toBe(404);
    // A refused or unknown request logs nothing.
    expect((await call('GET', `/api/customer/${ines}/privacy`)).json()).toHaveLength(2);
  });
});
