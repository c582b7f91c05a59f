import type { BookingDetail, BookingInvoices, BookingVersion, Invoice } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 32: an invoiced booking priced anew in place (a guest added or removed, a room's dates, a
 * line by hand, a discount) is never billed by an edited invoice: a credit note cancels the old one
 * and a new invoice bills the new amounts, in the change's transaction, written down in its
 * history. A change that leaves the price as it was issues nothing.
 */
let ctx: TestContext;
let admin: string;
let coral: Record<string, string>;

const get = (url: string) => versioned(ctx, { method: 'GET', url, token: admin });
const post = (url: string, payload: object = {}) =>
  versioned(ctx, { method: 'POST', url, token: admin, payload });
const del = (url: string) => versioned(ctx, { method: 'DELETE', url, token: admin });
const detail = async (id: string) => (await get(`/api/bookings/${id}`)).json() as BookingDetail;
const invoicesOf = async (id: string) =>
  ((await get(`/api/bookings/${id}/invoices`)).json() as BookingInvoices).invoices;
const live = (all: Invoice[]) =>
  all.filter((i) => i.kind === 'invoice' && !all.some((c) => c.refersTo === i.id));
const sum = (all: Invoice[]) => all.reduce((s, i) => s + i.total, 0);

/** A confirmed stay in the dorm (Coral Bay, 50.00 per guest and night), invoiced. */
async function invoicedStay(guests: number, from: string, to: string) {
  const people = [];
  for (let i = 0; i < guests; i += 1) people.push((await newCustomer(ctx, admin)).id);
  const res = await post('/api/bookings', {
    resort: coral.resort,
    dates: { from, to },
    rooms: [{ room: coral.Dorm, guests: people }],
    state: 'confirmed',
  });
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json() as BookingDetail;
  const issued = await post(`/api/bookings/${booking.id}/invoice`);
  expect(issued.statusCode, issued.body).toBe(201);
  return { booking, people, first: issued.json() as Invoice };
}

/** After a change: one live invoice billing the booking's total, every other one cancelled exactly. */
async function expectBilledAsIs(id: string) {
  const booking = await detail(id);
  const all = await invoicesOf(id);
  const [current, ...more] = live(all);
  expect(more).toEqual([]);
  expect(current!.total).toBe(booking.total);
  expect(current!.serviceFrom).toBe(booking.from);
  expect(current!.serviceTo).toBe(booking.to);
  for (const note of all.filter((i) => i.kind === 'creditNote'))
    expect(note.total).toBe(all.find((i) => i.id === note.refersTo)!.total);
  // What is billed in all: the invoices less the credit notes, the booking's total.
  const credited = sum(all.filter((i) => i.kind === 'creditNote'));
  expect(sum(all.filter((i) => i.kind === 'invoice')) - credited).toBe(booking.total);
  return { booking, all, current: current! };
}

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
});
afterAll(() => ctx.close());

describe('the invoice follows a price change in place', () => {
  it('credits and invoices anew after a guest more, a line, a discount, other dates and a guest less', async () => {
    const { booking, people, first } = await invoicedStay(2, '2027-03-07', '2027-03-14');
    expect(first.total).toBe(70_000);
    const roomId = booking.rooms[0]!.id;

    // A third guest: 105,000; the first invoice is cancelled by a credit note, a new one bills it.
    const third = (await newCustomer(ctx, admin)).id;
    const added = await post(`/api/bookings/${booking.id}/rooms/${roomId}/customers`, {
      guests: [...people, third],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().total).toBe(105_000);
    const afterGuest = await expectBilledAsIs(booking.id);
    const note = afterGuest.all.find((i) => i.kind === 'creditNote')!;
    expect(note).toMatchObject({ refersTo: first.id, total: 70_000 });
    expect(afterGuest.current.payer).toEqual(first.payer);
    // The history of that change names the credit note and the new invoice.
    const [version] = (await get(`/api/bookings/${booking.id}/history`)).json() as BookingVersion[];
    expect(version!.action).toBe('guests');
    expect(version!.changes).toEqual(
      expect.arrayContaining([
        { field: 'creditNotes', before: null, after: note.number },
        { field: 'invoices', before: first.number, after: afterGuest.current.number },
      ]),
    );

    // A line by hand, then a discount.
    const line = await post(`/api/bookings/${booking.id}/calculation`, {
      text: 'Nitrox course',
      amount: 12_000,
    });
    expect(line.statusCode).toBe(201);
    expect((await expectBilledAsIs(booking.id)).current.total).toBe(117_000);
    const discount = await post(`/api/bookings/${booking.id}/calculation`, {
      text: 'Loyal guest',
      amount: -7_000,
      type: 'discount',
    });
    expect(discount.statusCode).toBe(201);
    expect((await expectBilledAsIs(booking.id)).current.total).toBe(110_000);

    // Two nights less for the room: the service period and the amounts follow.
    const shorter = await post(`/api/bookings/${booking.id}/rooms/${roomId}/date`, {
      from: '2027-03-07',
      to: '2027-03-12',
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    const afterDates = await expectBilledAsIs(booking.id);
    expect(afterDates.current).toMatchObject({ serviceTo: '2027-03-12', total: 80_000 });

    // A guest less.
    const removed = await del(`/api/bookings/${booking.id}/removeCustomer/${roomId}/${third}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const afterRemove = await expectBilledAsIs(booking.id);
    expect(afterRemove.current.total).toBe(55_000);
    expect(afterRemove.all.filter((i) => i.kind === 'creditNote')).toHaveLength(5);
  });

  it('issues nothing when a change leaves the price as it was', async () => {
    const { booking, first } = await invoicedStay(1, '2027-04-04', '2027-04-08');
    const note = await post(`/api/bookings/${booking.id}`, { note: 'Late arrival' });
    expect(note.statusCode, note.body).toBe(200);
    const again = await post(`/api/bookings/${booking.id}/reloadPrice`, { apply: true, keepManual: true });
    expect(again.statusCode, again.body).toBe(200);
    const all = await invoicesOf(booking.id);
    expect(all.map((i) => [i.id, i.kind, i.total])).toEqual([[first.id, 'invoice', 20_000]]);
    const [version] = (await get(`/api/bookings/${booking.id}/history`)).json() as BookingVersion[];
    expect(version!.changes.some((c) => c.field === 'invoices')).toBe(false);
  });

  it('keeps a partly invoiced booking partly invoiced: a new line waits to be invoiced', async () => {
    const guest = (await newCustomer(ctx, admin)).id;
    const made = await post('/api/bookings', {
      resort: coral.resort,
      dates: { from: '2027-05-02', to: '2027-05-05' },
      rooms: [{ room: coral.R3, guests: [guest] }],
      state: 'confirmed',
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json() as BookingDetail;
    const withLine = await post(`/api/bookings/${booking.id}/calculation`, {
      text: 'Transfer',
      amount: 4_000,
    });
    expect(withLine.json().total).toBe(19_000);
    const { lines } = (await get(`/api/bookings/${booking.id}/invoices`)).json() as BookingInvoices;
    const stayLine = lines.find((l) => l.text !== 'Transfer')!;
    const issued = await post(`/api/bookings/${booking.id}/invoice`, { lines: [stayLine.line] });
    expect(issued.statusCode, issued.body).toBe(201);
    // The transfer gets dearer: not on an invoice, so nothing is credited.
    const transfer = withLine.json().calculation.entries.find((e: { text: string }) => e.text === 'Transfer');
    const dearer = await post(`/api/bookings/${booking.id}/calculation/${transfer.id}`, { amount: 6_000 });
    expect(dearer.statusCode, dearer.body).toBe(200);
    expect((await invoicesOf(booking.id)).map((i) => [i.kind, i.total])).toEqual([['invoice', 15_000]]);
    // A night more changes the invoiced stay line: credited, invoiced anew without the transfer.
    const longer = await post(`/api/bookings/${booking.id}/rooms/${booking.rooms[0]!.id}/date`, {
      from: '2027-05-02',
      to: '2027-05-06',
    });
    expect(longer.statusCode, longer.body).toBe(200);
    const all = await invoicesOf(booking.id);
    expect(live(all).map((i) => i.total)).toEqual([20_000]);
    const open = ((await get(`/api/bookings/${booking.id}/invoices`)).json() as BookingInvoices).lines;
    expect(open.find((l) => l.text === 'Transfer')!.invoice).toBeNull();
  });

  it('bills the fee instead of the stay after a cancellation that charges, and the stay again after its revert', async () => {
    const { booking, first } = await invoicedStay(2, '2027-03-01', '2027-03-05');
    const cancelled = await post(`/api/bookings/${booking.id}/cancell`, {
      reason: 'customer',
      value: 10_000,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as BookingDetail).total).toBe(10_000);
    const { all, current } = await expectBilledAsIs(booking.id);
    expect(all.find((i) => i.refersTo === first.id)?.total).toBe(first.total);
    expect(current.total).toBe(10_000);
    const back = await post(`/api/bookings/${booking.id}/revert`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect((await expectBilledAsIs(booking.id)).current.total).toBe(first.total);
  });

  it('leaves the invoice alone when a cancellation charges nothing', async () => {
    const { booking, first } = await invoicedStay(1, '2027-06-10', '2027-06-12');
    const cancelled = await post(`/api/bookings/${booking.id}/cancell`, { reason: 'customer' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const all = await invoicesOf(booking.id);
    expect(all.map((i) => i.id)).toEqual([first.id]);
  });
});
