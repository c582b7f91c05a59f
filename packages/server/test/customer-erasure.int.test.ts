import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Erasure (issue 37, GDPR Art. 17): the person is anonymised, every copy of their name rewritten,
 * forms, relations, personal fields and mails wiped, while bookings, payments and invoices keep
 * their figures; it waits while a stay is still to come, and it is logged.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let ines: string;
let otto: string;
let booking: string;
let invoiceTotal: number;

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  versioned(ctx, { method, url, token, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const erase = (customer: string, token = admin) =>
  call('POST', `/api/customer/${customer}/privacy/erase`, undefined, token);
const db = () => ctx.services.database.db;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  ines = (
    await newCustomer(ctx, admin, {
      firstName: 'Ines',
      lastName: 'Håkansson',
      email: 'ines@example.org',
      birthday: '1988-04-02',
      nationality: 'SE',
    })
  ).id;
  otto = (await newCustomer(ctx, admin, { firstName: 'Otto', lastName: 'Berg' })).id;
  const stay = await ok('POST', '/api/bookings', {
    resort: world.resort,
    dates: { from: '2027-03-07', to: '2027-03-10' },
    rooms: [{ room: world.R1, guests: [ines, otto] }],
    state: 'confirmed',
  });
  booking = stay.id;
  await ok('POST', `/api/bookings/${booking}/payment`, {
    amount: 10_000,
    currency: 'EUR',
    date: '2027-01-05',
  });
  await ok('POST', '/api/company', { name: 'Coral Bay Resort GmbH' });
  await ok('POST', '/api/tax', { name: 'Standard 19 %', percent: 19, category: 'S', isDefault: true });
  const invoice = await ok('POST', `/api/bookings/${booking}/invoice`);
  invoiceTotal = invoice.total;
  await ok('POST', '/api/customerrelation', { customer: ines, related: otto, kind: 'buddy' });
  await ok('POST', '/api/customerdatagroup', {
    name: 'CRM',
    sort: 1,
    fields: [
      { key: 'crm.id', label: 'CRM id', type: 'text', personal: false },
      { key: 'allergy', label: 'Allergy', type: 'text', personal: true },
    ],
  });
  await ok('POST', `/api/customer/${ines}/meta`, { 'crm.id': 'HS-1', allergy: 'Peanuts', 'free.key': 'x' });
  await db()
    .insert(schema.guestForms)
    .values({
      booking,
      bed: 0,
      customer: ines,
      state: 'submitted',
      submittedAt: new Date('2027-03-01T10:00:00Z'),
      data: {
        masterData: { firstName: 'Ines', lastName: 'Håkansson' },
        medical: { answers: { q1: true } },
        remarks: 'Ines Håkansson needs a 5 mm suit',
      } as never,
    });
  await db()
    .insert(schema.mailQueue)
    .values([
      { to: 'ines@example.org', subject: 'Your stay, Ines Håkansson', text: 'Dear Ines', status: 'sent' },
      { to: 'Ines@Example.org', subject: 'See you soon', text: 'Dear Ines', status: 'queued' },
    ]);
}, 120_000);
afterAll(() => ctx?.close());

describe('an erasure', () => {
  it('waits while the customer still has a stay to come, and changes nothing', async () => {
    ctx.services.clock.now = () => new Date('2027-03-08T10:00:00Z');
    const res = await erase(ines);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ description: 'STAY_AHEAD', params: { to: '2027-03-10' } });
    const record = await ok('GET', `/api/customer/${ines}`);
    expect(record.fullName).toBe('Ines Håkansson');
    expect(await ok('GET', `/api/customer/${ines}/privacy`)).toEqual([]);
  });

  it('is for those who may change customers: a reader and an agent are refused, an unknown customer is 404', async () => {
    ctx.services.clock.now = () => new Date('2027-04-01T10:00:00Z');
    const reader = await newUser(ctx, admin, 'reader@erasure.test', ['customers.read']);
    expect((await erase(ines, reader)).statusCode).toBe(403);
    const agent = await newUser(ctx, admin, 'agent@erasure.test', ['agencies.self']);
    expect((await erase(ines, agent)).statusCode).toBe(403);
    expect((await erase('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('anonymises the person once the stay is over, and keeps the figures', async () => {
    ctx.services.clock.now = () => new Date('2027-04-01T10:00:00Z');
    const res = await erase(ines);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.name).toMatch(/^Anonymous #[0-9A-F]{4}$/);
    expect(answer.kept).toEqual({ bookings: 1, invoices: 1, payments: 1 });
    expect(answer.wiped).toMatchObject({ guestForms: 1, relations: 1, mails: 2 });
    expect(answer.wiped.versions).toBeGreaterThan(0);

    const record = await ok('GET', `/api/customer/${ines}`);
    expect(record.fullName).toBe(answer.name);
    expect(record.masterData).toMatchObject({ birthday: null, nationality: 'SE', gender: 'u' });
    expect(record.contact).toEqual({ email: '', phone: '' });
    // The non-personal field stays; the personal one and the undeclared key go.
    expect(await ok('GET', `/api/customer/${ines}/meta`)).toEqual({ 'crm.id': 'HS-1' });
    expect(await ok('GET', `/api/customer/${ines}/relations`)).toEqual([]);
    expect(await ok('GET', `/api/customer/${otto}/relations`)).toEqual([]);

    // The booking keeps its money and its invoice; its lead and history no longer name her.
    const detail = await ok('GET', `/api/bookings/${booking}`);
    expect(detail.leadName).toBe(answer.name);
    expect(detail.paid).toBe(10_000);
    const [invoice] = await db().select().from(schema.invoices).where(eq(schema.invoices.booking, booking));
    expect(invoice!.total).toBe(invoiceTotal);
    const versions = await db()
      .select()
      .from(schema.bookingVersions)
      .where(eq(schema.bookingVersions.booking, booking));
    expect(JSON.stringify(versions)).not.toContain('Håkansson');
    expect(JSON.stringify(versions)).toContain('Otto Berg');

    const [form] = await db().select().from(schema.guestForms).where(eq(schema.guestForms.customer, ines));
    expect(JSON.stringify(form!.data)).not.toMatch(/Håkansson|5 mm|q1/);
    const mails = await db().select().from(schema.mailQueue);
    expect(mails.map((m) => [m.to, m.subject, m.text, m.status])).toEqual(
      expect.arrayContaining([
        ['', `Your stay, ${answer.name}`, '', 'sent'],
        ['', 'See you soon', '', 'failed'],
      ]),
    );
    expect(await ok('GET', `/api/customer/${ines}/privacy`)).toEqual([
      expect.objectContaining({ kind: 'erase' }),
    ]);
    // Otto, the other guest, is untouched.
    expect((await ok('GET', `/api/customer/${otto}`)).fullName).toBe('Otto Berg');
  });

  it('erases once when asked twice at once', async () => {
    const zoe = (await newCustomer(ctx, admin, { firstName: 'Zoe', lastName: 'Lindqvist' })).id;
    const [a, b] = await Promise.all([erase(zoe), erase(zoe)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const log = await ok('GET', `/api/customer/${zoe}/privacy`);
    expect(log.filter((r: { kind: string }) => r.kind === 'erase').length).toBeGreaterThanOrEqual(1);
    expect((await ok('GET', `/api/customer/${zoe}`)).fullName).toMatch(/^Anonymous #/);
  });
});
