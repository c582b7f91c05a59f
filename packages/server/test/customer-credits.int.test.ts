import type { BookingDetail, CustomerCreditEntry, CustomerCredits } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

/**
 * Customer credits (`/ccredits`): a voucher spent on a booking, money paid too much or owed after a
 * cancellation taken into the credit, every move a booking payment and an entry committed
 * together; a credit never spent twice, even by two requests at once; reversals give everything back.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let cabins: string[];

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  versioned(ctx, { method, url, token, ...(payload ? { payload } : {}) });

const detail = async (id: string) => (await call('GET', `/api/bookings/${id}`)).json() as BookingDetail;

async function credit(payload: Record<string, unknown>, status = 201): Promise<CustomerCreditEntry> {
  const res = await call('POST', '/api/customer/credits', payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function ledger(customer: string): Promise<CustomerCredits> {
  const res = await call('GET', `/api/customer/credits?customer=${customer}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const balance = async (customer: string) => (await ledger(customer)).balances[0]?.balance ?? 0;

/** A confirmed booking of one cabin (1500.00 EUR) of s1 for the customer. */
async function booked(customer: string): Promise<BookingDetail> {
  const cabin = cabins.shift();
  if (!cabin) throw new Error('no cabin left');
  return newTripBooking(ctx, admin, {
    schedule: cabin.startsWith('s2:') ? ids.s2! : ids.s1!,
    rooms: [{ room: cabin.slice(3), guests: [customer] }],
    state: 'confirmed',
  });
}

async function pay(booking: string, amount: number) {
  const res = await call('POST', `/api/bookings/${booking}/payment`, {
    amount,
    currency: 'EUR',
    date: '2027-01-10',
    method: 'bankTransfer',
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  cabins = ['Cabin 1', 'Cabin 2', 'Cabin 3', 'Cabin 4', 'Suite'].flatMap((c) => [
    `s1:${ids[c]}`,
    `s2:${ids[c]}`,
  ]);
}, 60_000);
afterAll(() => ctx?.close());

describe('customer credits', () => {
  it('spends a voucher on a booking and gives it back when the entry is reversed', async () => {
    const guest = await newCustomer(ctx, admin, { lastName: 'Voucher' });
    const voucher = await credit({ customer: guest.id, kind: 'voucher', amount: 20_000, note: 'Gift' });
    expect(voucher).toMatchObject({ amount: 20_000, currency: 'EUR', customerName: guest.fullName });
    const booking = await booked(guest.id);
    expect(booking.total).toBe(150_000);

    const used = await credit({ customer: guest.id, kind: 'redeemed', amount: 15_000, booking: booking.id });
    expect(used).toMatchObject({ amount: -15_000, booking: booking.id, bookingNo: booking.bookingNo });
    expect(used.payment).toBeTruthy();
    const paid = await detail(booking.id);
    expect(paid.paid).toBe(15_000);
    expect(paid.payments).toEqual([
      expect.objectContaining({ id: used.payment, amount: 15_000, method: 'credit' }),
    ]);
    expect(await balance(guest.id)).toBe(5_000);

    // More than the credit holds: refused, nothing paid.
    const tooMuch = await call('POST', '/api/customer/credits', {
      customer: guest.id,
      kind: 'redeemed',
      amount: 6_000,
      booking: booking.id,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      description: 'NOT_ENOUGH_CREDIT',
      params: { balance: '50.00 EUR' },
    });
    expect((await detail(booking.id)).paid).toBe(15_000);

    // Reversing the spend takes the payment off the booking and gives the credit back.
    const reversal = await call('POST', `/api/customer/credits/${used.id}/reverse`, {
      note: 'Wrong booking',
    });
    expect(reversal.statusCode, reversal.body).toBe(201);
    expect(reversal.json()).toMatchObject({
      kind: 'reversal',
      amount: 15_000,
      reverses: used.id,
      note: 'Wrong booking',
    });
    expect((await detail(booking.id)).paid).toBe(0);
    expect((await detail(booking.id)).payments).toEqual([]);
    expect(await balance(guest.id)).toBe(20_000);
    expect((await call('POST', `/api/customer/credits/${used.id}/reverse`, {})).statusCode).toBe(409);
    expect((await call('POST', `/api/customer/credits/${reversal.json().id}/reverse`, {})).statusCode).toBe(
      409,
    );
    const entries = (await ledger(guest.id)).entries;
    expect(entries.find((e) => e.id === used.id)?.reversedBy).toBe(reversal.json().id);
  });

  it('gives the credit back when its payment is taken off the booking', async () => {
    const guest = await newCustomer(ctx, admin, { lastName: 'Takeback' });
    await credit({ customer: guest.id, kind: 'voucher', amount: 30_000 });
    const booking = await booked(guest.id);
    const used = await credit({ customer: guest.id, kind: 'redeemed', amount: 30_000, booking: booking.id });
    expect(await balance(guest.id)).toBe(0);
    const removed = await call('DELETE', `/api/bookings/${booking.id}/payment/${used.payment}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await balance(guest.id)).toBe(30_000);
    const [reversal] = (await ledger(guest.id)).entries;
    expect(reversal).toMatchObject({ kind: 'reversal', reverses: used.id, amount: 30_000 });
  });

  it('never spends a credit twice, even by two requests at once', async () => {
    const guest = await newCustomer(ctx, admin, { lastName: 'Race' });
    await credit({ customer: guest.id, kind: 'voucher', amount: 10_000 });
    const first = await booked(guest.id);
    const second = await booked(guest.id);
    const answers = await Promise.all(
      [first, second].map((b) =>
        call('POST', '/api/customer/credits', {
          customer: guest.id,
          kind: 'redeemed',
          amount: 10_000,
          booking: b.id,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await balance(guest.id)).toBe(0);
    const paid = [(await detail(first.id)).paid, (await detail(second.id)).paid].sort();
    expect(paid).toEqual([0, 10_000]);
  });

  it('takes an overpayment and a refund owed after a cancellation into the credit', async () => {
    const guest = await newCustomer(ctx, admin, { lastName: 'Overpaid' });
    const booking = await booked(guest.id);
    await pay(booking.id, 160_000);
    const refused = await call('POST', '/api/customer/credits', {
      customer: guest.id,
      kind: 'overpayment',
      amount: 10_001,
      booking: booking.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([expect.objectContaining({ path: 'amount' })]);
    const over = await credit({
      customer: guest.id,
      kind: 'overpayment',
      amount: 10_000,
      booking: booking.id,
    });
    expect(over.amount).toBe(10_000);
    const after = await detail(booking.id);
    expect(after.paid).toBe(150_000);
    expect(after.payments).toContainEqual(expect.objectContaining({ amount: -10_000, method: 'credit' }));

    // Cancelled with a 20 % fee: what was paid beyond the fee is owed to the guest.
    const cancelled = await newCustomer(ctx, admin, { lastName: 'Cancelled' });
    const trip = await booked(cancelled.id);
    await pay(trip.id, 150_000);
    const cancel = await call('POST', `/api/bookings/${trip.id}/cancell`, { percent: 20 });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const fee = (await detail(trip.id)).total;
    expect(fee).toBe(30_000);
    const owed = await credit({
      customer: cancelled.id,
      kind: 'refundOwed',
      amount: 120_000,
      booking: trip.id,
    });
    expect(owed.amount).toBe(120_000);
    expect((await detail(trip.id)).paid).toBe(30_000);

    // Spent in part on the next trip: reversing the refund owed would take more than is left.
    const next = await booked(cancelled.id);
    await credit({ customer: cancelled.id, kind: 'redeemed', amount: 100_000, booking: next.id });
    const undo = await call('POST', `/api/customer/credits/${owed.id}/reverse`, {});
    expect(undo.statusCode).toBe(409);
    expect(undo.json().description).toBe('NOT_ENOUGH_CREDIT');
    expect((await detail(trip.id)).paid).toBe(30_000);

    // The rest is paid out; not more than is held.
    const overdrawn = await call('POST', '/api/customer/credits', {
      customer: cancelled.id,
      kind: 'refundPaid',
      amount: 20_001,
    });
    expect(overdrawn.statusCode).toBe(409);
    await credit({ customer: cancelled.id, kind: 'refundPaid', amount: 20_000, note: 'Transfer 2027-02-01' });
    expect(await balance(cancelled.id)).toBe(0);
    // A customer with nothing held is not in the balances.
    expect((await ledger(cancelled.id)).balances).toEqual([]);
  });

  it('checks what it is given', async () => {
    const guest = await newCustomer(ctx, admin, { lastName: 'Checked' });
    const cases: [Record<string, unknown>, string][] = [
      [{ customer: guest.id, kind: 'voucher', amount: 0 }, 'amount'],
      [{ customer: guest.id, kind: 'voucher', amount: -5 }, 'amount'],
      [{ customer: guest.id, kind: 'redeemed', amount: 5 }, 'booking'],
      [{ customer: guest.id, kind: 'voucher', amount: 5, currency: 'EURO' }, 'currency'],
      [{ customer: '00000000-0000-4000-8000-000000000000', kind: 'voucher', amount: 5 }, 'customer'],
    ];
    for (const [payload, path] of cases) {
      const res = await call('POST', '/api/customer/credits', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, res.body).toContainEqual(expect.objectContaining({ path }));
    }
    const booking = await booked(guest.id);
    await credit({ customer: guest.id, kind: 'voucher', amount: 5_000, currency: 'USD' });
    const otherCurrency = await call('POST', '/api/customer/credits', {
      customer: guest.id,
      kind: 'redeemed',
      amount: 5_000,
      currency: 'USD',
      booking: booking.id,
    });
    expect(otherCurrency.statusCode).toBe(400);
    expect(otherCurrency.json().fields).toEqual([expect.objectContaining({ path: 'currency' })]);
    // Nothing in EUR is held: the USD voucher does not pay a EUR booking.
    const noEuros = await call('POST', '/api/customer/credits', {
      customer: guest.id,
      kind: 'redeemed',
      amount: 5_000,
      booking: booking.id,
    });
    expect(noEuros.statusCode).toBe(409);
    // A payment of method credit is made by the ledger only.
    const byHand = await call('POST', `/api/bookings/${booking.id}/payment`, {
      amount: 100,
      currency: 'EUR',
      date: '2027-01-10',
      method: 'credit',
    });
    expect(byHand.statusCode).toBe(400);
    // The customer keeps its ledger: it cannot be deleted.
    const gone = await call('DELETE', `/api/customer/${guest.id}`);
    expect(gone.statusCode).toBe(409);
    // Not even the database lets an entry change.
    const [entry] = (await ledger(guest.id)).entries;
    const refused = await ctx.services.database.db
      .execute(`update customer_credits set amount = 1 where id = '${entry?.id}'` as never)
      .then(
        () => 'changed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(refused).toMatch(/never changed/);
  });

  it('pages the ledger newest first, filters it, and names balances of all customers', async () => {
    const guest = await newCustomer(ctx, admin, { lastName: 'Paged' });
    for (let day = 1; day <= 7; day += 1)
      await credit({ customer: guest.id, kind: 'voucher', amount: 100 * day, date: `2027-01-0${day}` });
    const page = (await call('GET', `/api/customer/credits?customer=${guest.id}&size=3&page=1`)).json();
    expect(page).toMatchObject({ total: 7, page: 1, size: 3 });
    expect(page.entries.map((e: CustomerCreditEntry) => e.date)).toEqual([
      '2027-01-04',
      '2027-01-03',
      '2027-01-02',
    ]);
    expect(page.balances).toEqual([expect.objectContaining({ balance: 2_800, currency: 'EUR' })]);
    const filtered = (
      await call('GET', `/api/customer/credits?customer=${guest.id}&from=2027-01-06&kind=voucher`)
    ).json();
    expect(filtered.total).toBe(2);
    const all = (await call('GET', '/api/customer/credits?size=0')).json() as CustomerCredits;
    expect(all.balances.map((b) => b.customerName)).toContain(guest.fullName);
    expect(all.balances.every((b) => b.balance !== 0)).toBe(true);
  });

  it('lets customers.read see the ledger and only customers.update change it', async () => {
    const reader = await newUser(ctx, admin, 'credit-reader@test.local', ['customers.read']);
    const none = await newUser(ctx, admin, 'credit-none@test.local', ['bookings.read']);
    const guest = await newCustomer(ctx, admin, { lastName: 'Scoped' });
    const voucher = await credit({ customer: guest.id, kind: 'voucher', amount: 1_000 });
    expect((await call('GET', '/api/customer/credits', undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/customer/credits', undefined, none)).statusCode).toBe(403);
    const add = await call(
      'POST',
      '/api/customer/credits',
      { customer: guest.id, kind: 'voucher', amount: 5 },
      reader,
    );
    expect(add.statusCode).toBe(403);
    expect((await call('POST', `/api/customer/credits/${voucher.id}/reverse`, {}, reader)).statusCode).toBe(
      403,
    );
  });
});
