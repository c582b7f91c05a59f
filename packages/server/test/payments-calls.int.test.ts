import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 38: the standard calls of `/api/payments` (SPEC §7). Every write is a money action on the
 * payment's booking: its version and history, and what is still open after the write.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let clerk: string;
let reader: string;
let stranger: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).token;
  ids = await resortWorld(ctx, admin);
  clerk = await newUser(ctx, admin, 'clerk@test.local', [
    'bookingpayment.create',
    'bookingpayment.update',
    'bookings.read',
  ]);
  reader = await newUser(ctx, admin, 'reader@test.local', ['bookingpayment.read']);
  stranger = await newUser(ctx, admin, 'stranger@test.local', ['customers.read']);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  ctx.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

async function booking(from: string) {
  return newStay(ctx, admin, { resort: ids.resort!, from, to: addDays(from, 2), rooms: [{ room: ids.R1! }] });
}
function addDays(day: string, n: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
async function detail(id: string) {
  const res = await call('GET', `/api/bookings/${id}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    version: number;
    total: number;
    paid: number;
    payments: { id: string; amount: number }[];
  };
}

describe('/api/payments standard calls', () => {
  it('records, changes and copies a payment through its booking, keeping the open amount true', async () => {
    const stay = await booking('2027-03-01');
    expect(stay.total).toBe(10_000);
    const made = await call('POST', '/api/payments', clerk, {
      booking: stay.id,
      amount: 3_000,
      currency: 'EUR',
      date: '2027-01-10',
      method: 'cash',
      reference: 'Desk',
      version: stay.version,
    });
    expect(made.statusCode, made.body).toBe(201);
    const payment = made.json();
    expect(payment).toMatchObject({ booking: stay.id, amount: 3_000, method: 'cash', reference: 'Desk' });
    let now = await detail(stay.id);
    expect(now.total - now.paid).toBe(7_000);

    const changed = await call('POST', `/api/payments/${payment.id}`, clerk, {
      amount: 4_000,
      note: 'Counted again',
      version: now.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: 4_000, note: 'Counted again', method: 'cash' });
    now = await detail(stay.id);
    expect(now.total - now.paid).toBe(6_000);

    // The booking's history shows the payment before and after.
    const history = (await call('GET', `/api/bookings/${stay.id}/history`, admin)).json();
    expect(history[0].action).toBe('payment');
    expect(JSON.stringify(history[0].changes)).toContain('4000');

    const copy = await call('POST', `/api/payments/${payment.id}/copy`, clerk, {
      date: '2027-02-01',
      version: now.version,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ amount: 4_000, date: '2027-02-01', booking: stay.id });
    expect(copy.json().id).not.toBe(payment.id);
    now = await detail(stay.id);
    expect(now.total - now.paid).toBe(2_000);

    const listed = await call('GET', `/api/payments?booking=${stay.id}&sort=date&order=1`, reader);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((p: { amount: number }) => p.amount)).toEqual([4_000, 4_000]);
    const one = await call('GET', `/api/payments/${payment.id}`, reader);
    expect(one.json()).toMatchObject({ id: payment.id, bookingNo: stay.bookingNo });
    const csv = await call('GET', `/api/payments/listCSV?booking=${stay.id}`, reader);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n').filter(Boolean)).toHaveLength(3);

    const removed = await call('DELETE', `/api/payments/${copy.json().id}`, admin);
    expect(removed.statusCode, removed.body).toBe(204);
    now = await detail(stay.id);
    expect(now.total - now.paid).toBe(6_000);
  });

  it('answers only holders of the scopes', async () => {
    const stay = await booking('2027-04-01');
    const body = {
      booking: stay.id,
      amount: 1_000,
      currency: 'EUR',
      date: '2027-01-10',
      version: stay.version,
    };
    expect((await call('POST', '/api/payments', reader, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/payments', stranger, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/payments', stranger)).statusCode).toBe(403);
    expect((await call('GET', '/api/payments/listCSV', stranger)).statusCode).toBe(403);
    const made = await call('POST', '/api/payments', admin, body);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    expect((await call('GET', `/api/payments/${id}`, stranger)).statusCode).toBe(403);
    const change = { note: 'x', version: stay.version + 1 };
    expect((await call('POST', `/api/payments/${id}`, reader, change)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/payments/${id}/copy`, reader, { version: stay.version + 1 })).statusCode,
    ).toBe(403);
  });

  it('refuses bad input in the error shape of SPEC §8', async () => {
    const stay = await booking('2027-05-01');
    const zero = await call('POST', '/api/payments', admin, {
      booking: stay.id,
      amount: 0,
      currency: 'EUR',
      date: '2027-01-10',
      version: stay.version,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ statusCode: 400, method: 'POST', path: '/api/payments' });
    expect(JSON.stringify(zero.json())).toContain('amount');

    const made = await call('POST', '/api/payments', admin, {
      booking: stay.id,
      amount: 1_000,
      currency: 'EUR',
      date: '2027-01-10',
      version: stay.version,
    });
    const id = made.json().id;
    const nothing = await call('POST', `/api/payments/${id}`, admin, { version: stay.version + 1 });
    expect(nothing.statusCode).toBe(400);
    const badDate = await call('POST', `/api/payments/${id}`, admin, {
      date: '31.02.2027',
      version: stay.version + 1,
    });
    expect(badDate.statusCode).toBe(400);
    const credit = await call('POST', `/api/payments/${id}`, admin, {
      method: 'credit',
      version: stay.version + 1,
    });
    expect(credit.statusCode).toBe(400);
    const stale = await call('POST', `/api/payments/${id}`, admin, { note: 'late', version: stay.version });
    expect(stale.statusCode).toBe(409);
    const hostile = await call('POST', `/api/payments/${id}`, admin, {
      note: "'; drop table booking_payments; --",
      version: stay.version + 1,
    });
    expect(hostile.statusCode, hostile.body).toBe(200);
    expect(hostile.json().note).toBe("'; drop table booking_payments; --");
    expect((await call('GET', '/api/payments/not-a-uuid', admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/payments/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    const sameCurrency = await call('POST', `/api/payments/${id}`, admin, {
      bookingAmount: 900,
      version: stay.version + 2,
    });
    expect(sameCurrency.statusCode).toBe(400);
  });

  it('keeps money from a bank entry tied to the entry', async () => {
    const bank = await call('POST', '/api/bank', admin, {
      name: 'Desk account',
      iban: 'DE89370400440532013000',
      currency: 'EUR',
      openingDate: '2027-01-01',
    });
    expect(bank.statusCode, bank.body).toBe(201);
    const entry = await call('POST', '/api/bankentry/manual', admin, {
      bank: bank.json().id,
      bookingDate: '2027-01-20',
      amount: 3_000,
      counterpartyName: 'Walk-in',
    });
    const stay = await booking('2027-06-01');
    const assigned = await call('POST', `/api/bankentry/${entry.json().id}/payments`, admin, {
      booking: stay.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const version = (await detail(stay.id)).version;
    const paymentId = (await detail(stay.id)).payments[0]!.id;
    const amount = await call('POST', `/api/payments/${paymentId}`, admin, { amount: 100, version });
    expect(amount.statusCode).toBe(400);
    expect(amount.json().message).toContain('bank entry');
    expect((await call('POST', `/api/payments/${paymentId}/copy`, admin, { version })).statusCode).toBe(400);
    const note = await call('POST', `/api/payments/${paymentId}`, admin, {
      note: 'Seen at the desk',
      version,
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({
      amount: 3_000,
      bankEntry: entry.json().id,
      note: 'Seen at the desk',
    });
  });
});
