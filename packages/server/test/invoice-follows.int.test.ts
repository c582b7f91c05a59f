import type { BookingDetail, BookingInvoices, BookingTodo, Invoice, Page } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, resortWorld } from './booking-fixtures.ts';
import { versioned } from './booking-at-version.ts';
import { pdfText } from './pdf-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Money follows the booking: a rebooking, its revert, a split and a move take the invoice along
 * (a credit note on the old, a new invoice on the new), payments and open amounts stay true, to-dos
 * move or close with the booking, the pay-by date comes from the terms, the invoice names its recipient.
 */
let ctx: TestContext;
let admin: string;
let coral: Record<string, string>;
let terms: string;

const get = (url: string) => versioned(ctx, { method: 'GET', url, token: admin });
const post = (url: string, payload: object = {}) =>
  versioned(ctx, { method: 'POST', url, token: admin, payload });
const detail = async (id: string) => (await get(`/api/bookings/${id}`)).json() as BookingDetail;
const invoicesOf = async (id: string) =>
  ((await get(`/api/bookings/${id}/invoices`)).json() as BookingInvoices).invoices;
const todosOf = async (booking: string) =>
  ((await get(`/api/todo/allTodos?booking=${booking}&size=0`)).json() as Page<BookingTodo>).data;

/** A confirmed stay of two guests in one room (Coral Bay, 50.00 per guest and night). */
async function stay(room: string, from: string, to: string, extra: Record<string, unknown> = {}) {
  const anna = await newCustomer(ctx, admin, { firstName: 'Anna', lastName: 'Berg' });
  const res = await post('/api/bookings', {
    resort: coral.resort,
    dates: { from, to },
    rooms: [{ room, guests: [anna.id, (await newCustomer(ctx, admin)).id] }],
    state: 'confirmed',
    termsOfPayment: terms,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { booking: res.json() as BookingDetail, anna };
}

const pay = async (booking: string, amount: number) => {
  const res = await post(`/api/bookings/${booking}/payment`, {
    amount,
    currency: 'EUR',
    date: '2027-01-10',
    method: 'bankTransfer',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

const invoice = async (booking: string, payload: object = {}) => {
  const res = await post(`/api/bookings/${booking}/invoice`, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Invoice;
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ctx.services.clock.now = () => new Date('2027-01-10T10:00:00Z');
  coral = await resortWorld(ctx, admin);
  const company = await post('/api/company', {
    name: 'Coral Bay Resort GmbH',
    address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
    email: 'info@coralbay.test',
    vatId: 'DE123456789',
    bankAccounts: [{ holder: 'Coral Bay Resort GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }],
  });
  expect(company.statusCode, company.body).toBe(200);
  const rate = await post('/api/tax', { name: 'Standard 19 %', percent: 19, category: 'S', isDefault: true });
  expect(rate.statusCode, rate.body).toBe(201);
  const made = await post('/api/terms', {
    name: '30 % now',
    deposit: 30,
    depositDueDays: 7,
    restDueDays: 30,
  });
  expect(made.statusCode, made.body).toBe(201);
  terms = made.json().id;
  for (const definition of [
    { group: 'Documents', text: 'Send the voucher', rule: { calcType: 'afterBooking', value: 3 } },
    { group: 'Guests', text: 'Collect passports', rule: { calcType: 'beforeArrival', value: 14 } },
  ])
    expect((await post('/api/tododefinition', definition)).statusCode).toBe(201);
});
afterAll(() => ctx.close());

describe('invoices follow the booking', () => {
  it('rebooks a paid, invoiced stay: a credit note on the old, a new invoice on the new, nothing open twice', async () => {
    const { booking } = await stay(coral.R1!, '2027-03-07', '2027-03-14');
    expect(booking.total).toBe(70_000);
    await pay(booking.id, 70_000);
    const first = await invoice(booking.id);
    expect(first).toMatchObject({ total: 70_000, paid: 70_000, open: 0, rounding: 0 });

    const res = await post(`/api/bookings/${booking.id}/rebook`, {
      dates: { from: '2027-04-04', to: '2027-04-12' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const next = res.json() as BookingDetail;
    expect(next).toMatchObject({ total: 80_000, paid: 70_000 });

    const old = await invoicesOf(booking.id);
    expect(old.map((i) => [i.kind, i.total, i.open])).toEqual([
      ['creditNote', 70_000, 0],
      ['invoice', 70_000, 0],
    ]);
    expect(old[1]!.creditedByNumber).toBe(old[0]!.number);
    expect((await detail(booking.id)).paid).toBe(0);
    // Billed on the new booking now: nothing left to invoice on the old one.
    expect(((await get(`/api/bookings/${booking.id}/invoices`)).json() as BookingInvoices).lines).toEqual([]);
    expect((await post(`/api/bookings/${booking.id}/invoice`)).statusCode).toBe(409);

    const [issued, ...more] = await invoicesOf(next.id);
    expect(more).toEqual([]);
    expect(issued).toMatchObject({
      kind: 'invoice',
      bookingNo: next.bookingNo,
      serviceFrom: '2027-04-04',
      serviceTo: '2027-04-12',
      total: 80_000,
      paid: 70_000,
      open: 10_000,
      rounding: 0,
      payer: first.payer,
    });
    expect(issued!.sequence).toBe(old[0]!.sequence + 1);
    expect(issued!.lines.map((l) => l.text)).toEqual(['Standard, 8 Nächte × 50,00\u00a0€, 2 Gäste']);

    // Undone: the new booking's invoice is credited, the old booking invoiced again and paid.
    const back = await post(`/api/bookings/${booking.id}/revertRebook`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect((await invoicesOf(next.id)).map((i) => [i.kind, i.open])).toEqual([
      ['creditNote', 0],
      ['invoice', 0],
    ]);
    const again = await invoicesOf(booking.id);
    expect(again.map((i) => [i.kind, i.total, i.paid, i.open])).toEqual([
      ['invoice', 70_000, 70_000, 0],
      ['creditNote', 70_000, 0, 0],
      ['invoice', 70_000, 0, 0],
    ]);
  });

  it('leaves a booking never invoiced without an invoice after a rebooking', async () => {
    const { booking } = await stay(coral.R2!, '2027-05-02', '2027-05-05');
    const res = await post(`/api/bookings/${booking.id}/rebook`, {
      dates: { from: '2027-05-09', to: '2027-05-12' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await invoicesOf(res.json().id)).toEqual([]);
  });

  it('splits an invoiced stay: each part invoiced for its own guests, the payment where it went', async () => {
    const anna = await newCustomer(ctx, admin, { firstName: 'Anna', lastName: 'Split' });
    const ben = await newCustomer(ctx, admin, { firstName: 'Ben', lastName: 'Split' });
    const made = await post('/api/bookings', {
      resort: coral.resort,
      dates: { from: '2027-06-06', to: '2027-06-09' },
      rooms: [
        { room: coral.R1, guests: [anna.id] },
        { room: coral.R2, guests: [ben.id] },
      ],
      state: 'confirmed',
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json() as BookingDetail;
    const payment = await pay(booking.id, 15_000);
    await invoice(booking.id);
    const res = await post(`/api/bookings/${booking.id}/splitByCustomer`, {
      parts: [
        { customers: [anna.id], payments: [payment] },
        { customers: [ben.id], payments: [] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { bookings } = res.json() as { bookings: BookingDetail[] };
    expect((await invoicesOf(booking.id)).map((i) => [i.kind, i.open])).toEqual([
      ['creditNote', 0],
      ['invoice', 0],
    ]);
    const parts = await Promise.all(bookings.map((b) => invoicesOf(b.id)));
    expect(parts.map((p) => p.map((i) => [i.total, i.paid, i.open, i.payer.customer]))).toEqual([
      [[15_000, 15_000, 0, anna.id]],
      [[15_000, 0, 15_000, ben.id]],
    ]);
  });

  it('keeps the invoice of a room change that keeps the price, and invoices again when the price changes', async () => {
    const { booking } = await stay(coral.R3!, '2027-07-04', '2027-07-06');
    const first = await invoice(booking.id);
    const same = await post(`/api/bookings/${booking.id}/changeRoom`, {
      roomBooking: booking.rooms[0]!.id,
      room: coral.R2,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await invoicesOf(booking.id)).map((i) => i.id)).toEqual([first.id]);
  });
});

describe('to-dos follow the booking', () => {
  it('move to the new booking with what was done, and close on a cancellation', async () => {
    const { booking } = await stay(coral.R3!, '2027-08-01', '2027-08-04');
    const voucher = (await todosOf(booking.id)).find((t) => t.text === 'Send the voucher')!;
    expect((await post(`/api/todo/solve/${booking.id}/${voucher.id}`, { open: false })).statusCode).toBe(200);
    const res = await post(`/api/bookings/${booking.id}/rebook`, {
      dates: { from: '2027-09-05', to: '2027-09-08' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const next = res.json() as BookingDetail;
    expect(await todosOf(booking.id)).toEqual([]);
    expect((await todosOf(next.id)).map((t) => [t.text, t.open, t.due])).toEqual([
      // Due by the new arrival, fourteen days before.
      ['Collect passports', true, '2027-08-22'],
      ['Send the voucher', false, '2027-01-13'],
    ]);
    const cancel = await post(`/api/bookings/${next.id}/cancell`, { reason: 'customer' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await todosOf(next.id)).map((t) => t.open)).toEqual([false, false]);
  });
});

describe('what an invoice says', () => {
  it('asks to pay by the terms of payment, not a fixed 14 days', async () => {
    const { booking } = await stay(coral.R1!, '2027-10-03', '2027-10-06');
    const due = booking.calculation!.due.map((d) => d.due).sort();
    expect(due.at(-1)).toBe('2027-09-03');
    expect((await invoice(booking.id)).dueDate).toBe('2027-09-03');
    const other = await stay(coral.R1!, '2027-10-10', '2027-10-12');
    expect((await invoice(other.booking.id, { dueDays: 10 })).dueDate).toBe('2027-01-20');
  });

  it('names the recipient with the address: the booker, or the agency that pays', async () => {
    const lead = await newCustomer(ctx, admin, { firstName: 'Clara', lastName: 'Adresse' });
    const address = { street: 'Lindenweg 5', zip: '80331', city: 'München', country: 'DE' };
    const updated = await post(`/api/customer/${lead.id}`, { address, version: lead.version });
    expect(updated.statusCode, updated.body).toBe(200);
    const { booking } = await stay(coral.R2!, '2027-11-07', '2027-11-10', { lead: lead.id });
    const issued = await invoice(booking.id);
    expect(issued.payer).toMatchObject({ name: 'Clara Adresse', ...address, customer: lead.id });
    const pdf = await ctx.request({ method: 'GET', url: `/api/invoice/${issued.id}/pdf`, token: admin });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Lindenweg 5');
    expect(text).toContain('80331 München');

    const agency = await post('/api/agency', {
      name: 'Reef Travel GmbH',
      payer: 'agency',
      address: { street: 'Reisestraße 9', zip: '10115', city: 'Berlin', country: 'DE' },
      email: 'office@reef.test',
    });
    expect(agency.statusCode, agency.body).toBe(201);
    const through = await stay(coral.R2!, '2027-11-14', '2027-11-17', { agency: agency.json().id });
    expect((await invoice(through.booking.id)).payer).toMatchObject({
      name: 'Reef Travel GmbH',
      street: 'Reisestraße 9',
      city: 'Berlin',
      customer: null,
      agency: agency.json().id,
    });
  });
});
