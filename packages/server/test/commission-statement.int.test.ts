import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newUser, tripWorld } from './booking-fixtures.ts';
import { pdfText } from './pdf-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The commission statement over all of an agency's bookings: earned, paid out (the ledger's
 * payouts less their reversals) and due per booking, totals per currency; an agent sees its own
 * agency's only. And a booking given to an agency comes through it: its channel says so.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  versioned(ctx, { method, url, token, ...(payload ? { payload } : {}) });

async function agency(name: string): Promise<string> {
  const res = await call('POST', '/api/agency', { name, commissionPercent: 10, commissionMode: 'included' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** One guest in a Deluxe cabin of a trip (1,500.00 EUR): 10 % commission is 150.00. */
async function book(agencyId: string | null, cabin: string, trip = 's1') {
  const guest = await newCustomer(ctx, admin);
  const res = await call('POST', '/api/bookings', {
    schedule: ids[trip],
    rooms: [{ room: ids[cabin], guests: [guest.id] }],
    agency: agencyId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; bookingNo: string; version: number; source: string };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
}, 180_000);
afterAll(() => ctx?.close());

describe('the commission statement', () => {
  it('sums earned, paid out and due over every booking of the agency, for staff and its own agent only', async () => {
    const reef = await agency('Blue Reef Travel');
    const other = await agency('Other Travel');
    const first = await book(reef, 'Cabin 1');
    const second = await book(reef, 'Cabin 2');
    const theirs = await book(other, 'Cabin 3');
    const payout = await call('POST', '/api/agency/credits', {
      agency: reef,
      kind: 'commissionPaid',
      amount: 5_000,
      booking: first.id,
    });
    expect(payout.statusCode, payout.body).toBe(201);
    // A payout booked by mistake and reversed counts for nothing.
    const mistake = await call('POST', '/api/agency/credits', {
      agency: reef,
      kind: 'commissionPaid',
      amount: 2_000,
      booking: second.id,
    });
    await call('POST', `/api/agency/credits/${mistake.json().id}/reverse`, { note: 'wrong booking' });

    const res = await call('GET', `/api/agency/${reef}/commission`);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json();
    expect(statement.agencyName).toBe('Blue Reef Travel');
    const byNo = new Map(statement.bookings.map((b: { bookingNo: string }) => [b.bookingNo, b]));
    expect(byNo.get(first.bookingNo)).toMatchObject({ earned: 15_000, paid: 5_000, due: 10_000 });
    expect(byNo.get(second.bookingNo)).toMatchObject({ earned: 15_000, paid: 0, due: 15_000 });
    expect(byNo.has(theirs.bookingNo)).toBe(false);
    expect(statement.totals).toEqual([
      { currency: 'EUR', total: 300_000, earned: 30_000, paid: 5_000, due: 25_000 },
    ]);

    const pdf = await call('GET', `/api/agency/${reef}/commission?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Commission statement: Blue Reef Travel');
    expect(text).toContain(first.bookingNo);
    expect(text).toContain('due €250.00');

    const agent = await newUser(ctx, admin, 'jana@blue-reef.test', ['agencies.self'], {
      userType: 'agency',
      agency: reef,
    });
    const own = await call('GET', `/api/agency/${reef}/commission`, undefined, agent);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().totals).toEqual(statement.totals);
    expect((await call('GET', `/api/agency/${other}/commission`, undefined, agent)).statusCode).toBe(404);
    const nobody = await newUser(ctx, admin, 'clerk@statement.test', ['bookings.read']);
    expect((await call('GET', `/api/agency/${reef}/commission`, undefined, nobody)).statusCode).toBe(403);
  });

  it('earns nothing on a cancelled booking', async () => {
    const id = await agency('Cancelling Travel');
    const booking = await book(id, 'Cabin 1', 's2');
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancell`, {
      reason: 'customer',
      version: booking.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const statement = (await call('GET', `/api/agency/${id}/commission`)).json();
    expect(statement.bookings).toEqual([expect.objectContaining({ earned: 0, due: 0 })]);
  });

  it('makes the channel of a booking given to an agency the agency, and direct again when taken off', async () => {
    const id = await agency('Channel Travel');
    const booking = await book(null, 'Cabin 2', 's3');
    expect(booking.source).toBe('direct');
    const given = await call('POST', `/api/bookings/${booking.id}/agency/${id}`, {
      version: booking.version,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ agency: id, source: 'agency' });
    const off = await call('POST', `/api/bookings/${booking.id}/agency/none`, {
      version: given.json().version,
    });
    expect(off.json()).toMatchObject({ agency: null, source: 'direct' });
  });
});
