import type { BookingDetail, BookingInvoices, Invoice, InvoiceList } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newUser, resortWorld } from './booking-fixtures.ts';
import { pdfText } from './pdf-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 32: an agent (agencies.self) reads the invoices and credit notes of its own agency's
 * bookings — listed, one by one, as PDF — and never another agency's: that one is a 404 like a
 * missing record. Issuing and crediting stay with the staff.
 */
let ctx: TestContext;
let admin: string;
let agent: string;
let coral: Record<string, string>;
const own: { booking?: BookingDetail; invoice?: Invoice; credit?: Invoice } = {};
const other: { booking?: BookingDetail; invoice?: Invoice } = {};

const as = (token: string, url: string) => ctx.request({ method: 'GET', url, token });
const post = (url: string, payload: object = {}) =>
  versioned(ctx, { method: 'POST', url, token: admin, payload });

async function invoicedStay(agency: string, room: string) {
  const guest = await newCustomer(ctx, admin);
  const made = await post('/api/bookings', {
    resort: coral.resort,
    dates: { from: '2027-03-07', to: '2027-03-10' },
    rooms: [{ room, guests: [guest.id] }],
    state: 'confirmed',
    agency,
  });
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json() as BookingDetail;
  const issued = await post(`/api/bookings/${booking.id}/invoice`);
  expect(issued.statusCode, issued.body).toBe(201);
  return { booking, invoice: issued.json() as Invoice };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  coral = await resortWorld(ctx, admin);
  expect((await post('/api/company', { name: 'Coral Bay Resort GmbH' })).statusCode).toBe(200);
  expect(
    (await post('/api/tax', { name: 'Standard 19 %', percent: 19, category: 'S', isDefault: true }))
      .statusCode,
  ).toBe(201);
  const agencies: string[] = [];
  for (const name of ['Reef Travel', 'Other Travel']) {
    const res = await post('/api/agency', { name, payer: 'agency' });
    expect(res.statusCode, res.body).toBe(201);
    agencies.push(res.json().id);
  }
  agent = await newUser(ctx, admin, 'agent@reef-travel.test', ['agencies.self'], {
    userType: 'agency',
    agency: agencies[0],
  });
  Object.assign(own, await invoicedStay(agencies[0]!, coral.R1!));
  const credit = await post(`/api/invoice/${own.invoice!.id}/credit`, { reason: 'Wrong address' });
  expect(credit.statusCode, credit.body).toBeLessThan(300);
  own.credit = credit.json() as Invoice;
  Object.assign(other, await invoicedStay(agencies[1]!, coral.R2!));
}, 60_000);
afterAll(() => ctx?.close());

describe("an agent and its agency's invoices", () => {
  it("lists and opens the invoices and credit notes of its own agency's bookings", async () => {
    const ofBooking = await as(agent, `/api/bookings/${own.booking!.id}/invoices`);
    expect(ofBooking.statusCode, ofBooking.body).toBe(200);
    expect((ofBooking.json() as BookingInvoices).invoices.map((i) => i.kind).sort()).toEqual([
      'creditNote',
      'invoice',
    ]);
    const list = await as(agent, '/api/invoice?size=0');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as InvoiceList).data.map((i) => i.number).sort()).toEqual(
      [own.invoice!.number, own.credit!.number].sort(),
    );
    const one = await as(agent, `/api/invoice/${own.credit!.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ kind: 'creditNote', refersTo: own.invoice!.id });
    const pdf = await as(agent, `/api/invoice/${own.invoice!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain(own.invoice!.number);
  });

  it("finds no invoice of another agency's booking, as if it did not exist", async () => {
    for (const url of [
      `/api/invoice/${other.invoice!.id}`,
      `/api/invoice/${other.invoice!.id}/pdf`,
      `/api/invoice/${other.invoice!.id}/xml`,
      `/api/bookings/${other.booking!.id}/invoices`,
    ]) {
      const res = await as(agent, url);
      expect(res.statusCode, url).toBe(404);
      expect((await as(agent, url.replace(other.invoice!.id, crypto.randomUUID()))).statusCode).toBe(404);
    }
    // The staff still reach it.
    expect((await as(admin, `/api/invoice/${other.invoice!.id}`)).statusCode).toBe(200);
  });

  it('issues and credits nothing: that stays with the staff', async () => {
    const credit = await ctx.request({
      method: 'POST',
      url: `/api/invoice/${own.invoice!.id}/credit`,
      token: agent,
      payload: { reason: 'x' },
    });
    expect(credit.statusCode).toBe(403);
    const issue = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${own.booking!.id}/invoice`,
      token: agent,
      payload: { version: 1 },
    });
    expect(issue.statusCode).toBe(403);
  });
});
