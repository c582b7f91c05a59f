import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 38: the standard writes of `/api/bankentry` (SPEC §7). A desk entry is made, corrected,
 * copied and deleted, each a version of the entry; money assigned to a booking holds the entry,
 * so the booking's open amount never counts money that changed under it.
 */
let ctx: TestContext;
let admin: string;
let bank: string;
let desk: string;
let reader: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).token;
  const made = await ctx.request({
    method: 'POST',
    url: '/api/bank',
    token: admin,
    payload: {
      name: 'Desk account',
      iban: 'DE89370400440532013000',
      currency: 'EUR',
      openingDate: '2027-01-01',
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  bank = made.json().id;
  desk = await newUser(ctx, admin, 'desk@test.local', [
    'bankentries.read',
    'bankentries.create',
    'bankentries.update',
    'bankentries.delete',
  ]);
  reader = await newUser(ctx, admin, 'reader@test.local', ['bankentries.read']);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  ctx.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('/api/bankentry writes', () => {
  it('makes, corrects, copies and deletes a desk entry, each a version', async () => {
    const made = await call('POST', '/api/bankentry', desk, {
      bank,
      bookingDate: '2027-02-01',
      amount: 12_000,
      counterpartyName: 'Walk-in',
      remittance: 'Cash',
    });
    expect(made.statusCode, made.body).toBe(201);
    const entry = made.json();
    expect(entry).toMatchObject({ currency: 'EUR', source: 'manual', state: 'open', assigned: 0 });
    expect(entry).not.toHaveProperty('identity');

    const changed = await call('POST', `/api/bankentry/${entry.id}`, desk, {
      amount: 15_000,
      version: entry.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: 15_000, version: entry.version + 1 });
    const stale = await call('POST', `/api/bankentry/${entry.id}`, desk, {
      amount: 1,
      version: entry.version,
    });
    expect(stale.statusCode).toBe(409);

    const copy = await call('POST', `/api/bankentry/${entry.id}/copy`, desk, { bookingDate: '2027-02-02' });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      amount: 15_000,
      bookingDate: '2027-02-02',
      counterpartyName: 'Walk-in',
    });

    const history = await call('GET', `/api/bankentry/${entry.id}/history`, reader);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().map((v: { action: string }) => v.action)).toEqual(['update', 'create']);
    expect(history.json()[0].changes).toEqual([{ field: 'amount', before: 12_000, after: 15_000 }]);

    expect((await call('DELETE', `/api/bankentry/${copy.json().id}`, desk)).statusCode).toBe(204);
    expect((await call('GET', `/api/bankentry/${copy.json().id}`, reader)).statusCode).toBe(404);
  });

  it('holds an entry whose money pays a booking, keeping the booking’s open amount true', async () => {
    const ids = await resortWorld(ctx, admin);
    const stay = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-03-01',
      to: '2027-03-03',
      rooms: [{ room: ids.R1! }],
    });
    const entry = (
      await call('POST', '/api/bankentry', desk, { bank, bookingDate: '2027-02-01', amount: 4_000 })
    ).json();
    const assigned = await call('POST', `/api/bankentry/${entry.id}/payments`, admin, { booking: stay.id });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const now = (await call('GET', `/api/bankentry/${entry.id}`, reader)).json();
    const change = await call('POST', `/api/bankentry/${entry.id}`, desk, {
      amount: 9_000,
      version: now.version,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toContain('assigned');
    expect((await call('DELETE', `/api/bankentry/${entry.id}`, desk)).statusCode).toBe(400);
    const booking = (await call('GET', `/api/bookings/${stay.id}`, admin)).json();
    expect(booking.total - booking.paid).toBe(6_000);
  });

  it('answers only holders of the scopes, and refuses bad input in the shape of SPEC §8', async () => {
    const body = { bank, bookingDate: '2027-02-01', amount: 100 };
    expect((await call('POST', '/api/bankentry', reader, body)).statusCode).toBe(403);
    const entry = (await call('POST', '/api/bankentry', desk, body)).json();
    expect(
      (await call('POST', `/api/bankentry/${entry.id}`, reader, { amount: 5, version: 1 })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/bankentry/${entry.id}`, reader)).statusCode).toBe(403);
    expect((await call('POST', `/api/bankentry/${entry.id}/copy`, reader, {})).statusCode).toBe(403);

    const zero = await call('POST', '/api/bankentry', desk, { ...body, amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ statusCode: 400, path: '/api/bankentry', method: 'POST' });
    expect(
      (await call('POST', '/api/bankentry', desk, { ...body, bookingDate: '01.02.2027' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/bankentry', desk, { ...body, bank: crypto.randomUUID() })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/bankentry/${entry.id}`, desk, { version: 1 })).statusCode).toBe(400);
    const hostile = await call('POST', `/api/bankentry/${entry.id}`, desk, {
      counterpartyName: '=HYPERLINK("http://evil.example")',
      version: 1,
    });
    expect(hostile.statusCode, hostile.body).toBe(200);
    expect(hostile.json().counterpartyName).toBe('=HYPERLINK("http://evil.example")');
    expect(
      (await call('POST', `/api/bankentry/${entry.id}`, desk, { amount: 'lots', version: 2 })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', '/api/bankentry/nope', desk)).statusCode).toBe(400);
  });
});
