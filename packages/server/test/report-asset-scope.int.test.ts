import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import { pdfText } from './pdf-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31 finding 8: a user limited to one asset reads no booking of another asset through any
 * report, print, statement or export. One agency books a trip on MV Manta and a stay at Coral Bay;
 * a user limited to the vessel asks every report for the period and must meet only the trip.
 */
let ctx: TestContext;
let admin: string;
let vesselOnly: string;
let agencyId: string;
let trip: { id: string; bookingNo: string };
let stay: { id: string; bookingNo: string };

const get = (url: string, token = admin) => ctx.request({ method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  ctx.request({ method: 'POST', url, token, payload });

async function book(payload: Record<string, unknown>, lastName: string) {
  const guest = await newCustomer(ctx, admin, { lastName });
  const rooms = payload.rooms as { room: string }[];
  const res = await post('/api/bookings', {
    ...payload,
    rooms: rooms.map((r) => ({ ...r, guests: [guest.id] })),
    agency: agencyId,
    state: 'confirmed',
  });
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json() as { id: string; bookingNo: string; currency: string; version: number };
  const paid = await post(`/api/bookings/${booking.id}/payment`, {
    amount: 10_000,
    currency: booking.currency,
    date: '2027-03-01',
    version: booking.version,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const invoice = await post(`/api/bookings/${booking.id}/invoice`, {});
  expect(invoice.statusCode, invoice.body).toBeLessThan(300);
  return booking;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  const vessel = await tripWorld(ctx, admin);
  const resort = await resortWorld(ctx, admin);
  // Invoices need the company and a tax rate.
  expect((await post('/api/company', { name: 'Blue Reef Diving GmbH' })).statusCode).toBe(200);
  expect(
    (await post('/api/tax', { name: 'VAT', percent: 19, category: 'S', isDefault: true })).statusCode,
  ).toBe(201);
  const made = await post('/api/agency', { name: 'Reef Travel' });
  expect(made.statusCode, made.body).toBe(201);
  agencyId = made.json().id;
  trip = await book({ schedule: vessel.s1, rooms: [{ room: vessel['Cabin 1'] }] }, 'Mantaguest');
  stay = await book(
    { resort: resort.resort, dates: { from: '2027-03-07', to: '2027-03-10' }, rooms: [{ room: resort.R1 }] },
    'Resortguest',
  );
  vesselOnly = await newUser(
    ctx,
    admin,
    'manta.office@bluereef.test',
    ['bookings.read', 'agencies.read', 'bookingpayment.read'],
    { vessels: [vessel.manta] },
  );
}, 60_000);
afterAll(() => ctx?.close());

const period = 'from=2027-03-01&to=2027-03-31';

/** Every report, print, statement and export that lists bookings, as the limited user reads it. */
const reports = () => [
  ...['list', 'arrivals', 'departures', 'open', 'guests'].map(
    (kind) => `/api/bookings/report/${kind}?${period}&format=html`,
  ),
  `/api/agency/${agencyId}/print/statement?${period}&format=html`,
  `/api/agency/${agencyId}/print/statement?${period}&format=json`,
  `/api/bookings/agency/payments/${agencyId}?${period}`,
  `/api/bookings/assetShare?${period}`,
  `/api/bookings/customersAtDate?${period}`,
  `/api/bookings/events?${period}`,
  `/api/bookings/full?${period}`,
  `/api/payments/history?${period}`,
  `/api/invoice?${period}`,
  `/api/invoice/csv?${period}`,
  '/api/bookings/listCSV?size=0',
];

describe('reports for a user limited to one asset', () => {
  it('show the trip to an admin, and to the vessel user no booking of the resort anywhere', async () => {
    const statement = await get(`/api/agency/${agencyId}/print/statement?${period}&format=json`);
    expect(
      statement
        .json()
        .bookings.map((b: { bookingNo: string }) => b.bookingNo)
        .sort(),
    ).toEqual([trip.bookingNo, stay.bookingNo].sort());
    for (const url of reports()) {
      const res = await get(url, vesselOnly);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.body, url).not.toContain(stay.bookingNo);
      expect(res.body, url).not.toContain('Resortguest');
    }
  });

  it("the statement and the agency's payments keep the vessel's booking", async () => {
    const payments = (await get(`/api/bookings/agency/payments/${agencyId}?${period}`, vesselOnly)).json();
    expect(payments.payments.map((p: { bookingNo: string }) => p.bookingNo)).toEqual([trip.bookingNo]);
    expect(payments.totals).toEqual([expect.objectContaining({ paid: 10_000 })]);
    const pdf = await get(`/api/agency/${agencyId}/print/statement?${period}`, vesselOnly);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(trip.bookingNo);
    expect(text).not.toContain(stay.bookingNo);
  });

  it('prints none of the resort bookings chosen by id', async () => {
    const chosen = await post(
      '/api/bookings/report/list',
      { bookings: [trip.id, stay.id], format: 'html' },
      vesselOnly,
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain(trip.bookingNo);
    expect(chosen.body).not.toContain(stay.bookingNo);
  });
});
