import type { BookingDetail, PaymentHistoryRow } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingActions } from '../src/modules/bookings/booking-actions.ts';
import { SYSTEM_ACTOR } from '../src/http/actor.ts';
import { PaymentsService } from '../src/modules/payments/payments.service.ts';
import { QuoteService } from '../src/modules/pricing/quote.service.ts';
import { newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { startPayPalServer } from './paypal-server.ts';
import { startStripeServer, type StripeServer, stripeSignature } from './stripe-server.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';
import { bookingStores } from '../src/booking-stores.ts';

/**
 * The providers' webhook `POST /api/payments/notify/booking/{id}/{provider}` (public, believed only
 * when signed), the payments history, lookup by reference and deletion. A local Stripe and a local
 * PayPal server create the checkouts and sign the webhooks as the real ones do.
 */
const STRIPE = { secretKey: 'sk_test_51NotifySecretKey', webhookSecret: 'whsec_NotifySigningSecret' };
const PAYPAL = {
  clientId: 'NotifyClientId',
  clientSecret: 'NotifyClientSecret',
  webhookId: '1JE4291016473214C',
};
const URLS = {
  successUrl: 'https://reef.test/payment/success',
  cancelUrl: 'https://reef.test/payment/aborted',
};

let ctx: TestContext;
let admin: string;
let stripe: StripeServer;
let paypal: Awaited<ReturnType<typeof startPayPalServer>>;
let payments: PaymentsService;
let ids: Record<string, string>;
let stripeId: string;
let paypalId: string;
let cabin = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  stripe = await startStripeServer(STRIPE);
  paypal = await startPayPalServer(PAYPAL);
  payments = new PaymentsService(
    createBookingActions(ctx.services, new QuoteService(ctx.services), bookingStores),
  );
  ids = await tripWorld(ctx, admin);
  const create = async (payload: Record<string, unknown>) => {
    const res = await versioned(ctx, { method: 'POST', url: '/api/payprovider', token: admin, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  stripeId = await create({ name: 'Stripe', type: 'stripe', apiUrl: stripe.url, ...STRIPE });
  paypalId = await create({ name: 'PayPal', type: 'paypal', apiUrl: paypal.url, ...PAYPAL });
}, 60_000);
afterAll(async () => {
  await Promise.all([stripe?.stop(), paypal?.stop()]);
  await ctx?.close();
});

/** A confirmed booking of one guest on the first trip, in its own cabin (four cabins, four trips). */
async function booking(): Promise<BookingDetail> {
  const trips = ['s1', 's2', 's3', 's4'];
  const n = cabin++;
  return newTripBooking(ctx, admin, {
    schedule: ids[trips[Math.floor(n / 4) % 4]!]!,
    rooms: [{ room: ids[`Cabin ${(n % 4) + 1}`]! }],
    state: 'confirmed',
  });
}

const notify = (bookingId: string, provider: string, body: string, headers: Record<string, string>) =>
  versioned(ctx, {
    method: 'POST',
    url: `/api/payments/notify/booking/${bookingId}/${provider}`,
    payload: body,
    headers,
  });

async function bookingNow(id: string): Promise<BookingDetail> {
  return (await versioned(ctx, { method: 'GET', url: `/api/bookings/${id}`, token: admin })).json();
}

async function stripeCheckout(b: BookingDetail, amount?: number) {
  return payments.checkout(b.id, stripeId, { ...URLS, ...(amount ? { amount } : {}) }, SYSTEM_ACTOR);
}

describe('Stripe webhook', () => {
  it('pays the booking once for a signed checkout.session.completed, and once only when delivered twice', async () => {
    const b = await booking();
    const checkout = await stripeCheckout(b, 50_000);
    const body = stripe.paidEvent(checkout.reference);
    const first = await notify(b.id, stripeId, body, stripe.signed(body));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ received: true, outcome: 'paid' });
    const again = await notify(b.id, stripeId, body, stripe.signed(body));
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate', payment: first.json().payment });
    // The async success of the same session names the same checkout: known, nothing paid.
    const late = stripe.paidEvent(checkout.reference, 'checkout.session.async_payment_succeeded');
    expect((await notify('any', stripeId, late, stripe.signed(late))).json().outcome).toBe('duplicate');

    const now = await bookingNow(b.id);
    expect(now.paid).toBe(50_000);
    expect(now.payments).toEqual([
      expect.objectContaining({
        amount: 50_000,
        currency: 'EUR',
        method: 'online',
        reference: checkout.reference,
      }),
    ]);
    const history = await versioned(ctx, {
      method: 'GET',
      url: `/api/bookings/${b.id}/history`,
      token: admin,
    });
    expect(JSON.stringify(history.json())).toContain('payment');
  });

  it('refuses a forged signature, an old timestamp and another booking with 400, and pays nothing', async () => {
    const b = await booking();
    const other = await booking();
    const checkout = await stripeCheckout(b);
    const body = stripe.paidEvent(checkout.reference);
    const forged = await notify(b.id, stripeId, body, {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(body, 'whsec_NotTheSecret'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      statusCode: 400,
      description: 'WEBHOOK_REFUSED',
      path: `/api/payments/notify/booking/${b.id}/${stripeId}`,
      method: 'POST',
      params: { reason: 'the signature does not match' },
    });
    const tampered = body.replace(`"amount_total":${b.total}`, '"amount_total":1');
    expect(tampered).not.toBe(body);
    expect((await notify(b.id, stripeId, tampered, stripe.signed(body))).statusCode).toBe(400);
    const old = await notify(b.id, stripeId, body, stripe.signed(body, Math.floor(Date.now() / 1000) - 301));
    expect(old.statusCode).toBe(400);
    expect(old.json().params.reason).toBe('the event is older than 300 s');
    const elsewhere = await notify(other.id, stripeId, body, stripe.signed(body));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().params.reason).toBe('the event is for another booking');
    expect((await notify(b.id, stripeId, body, { 'content-type': 'application/json' })).statusCode).toBe(400);

    expect((await bookingNow(b.id)).paid).toBe(0);
    expect((await bookingNow(other.id)).paid).toBe(0);
    // Signed properly a moment later, the same event is believed.
    expect((await notify(b.id, stripeId, body, stripe.signed(body))).json().outcome).toBe('paid');
  });

  it('pays once when two processes receive the same delivery at the same time', async () => {
    const b = await booking();
    const checkout = await stripeCheckout(b, 20_000);
    const body = stripe.paidEvent(checkout.reference);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => notify(b.id, stripeId, body, stripe.signed(body))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'paid',
    ]);
    const now = await bookingNow(b.id);
    expect(now.paid).toBe(20_000);
    expect(now.payments).toHaveLength(1);
  });

  it('ignores events that take no money, and answers 404 for an unknown provider', async () => {
    const b = await booking();
    const checkout = await stripeCheckout(b);
    const paid = JSON.parse(stripe.paidEvent(checkout.reference));
    const unpaid = JSON.stringify({
      ...paid,
      data: { object: { ...paid.data.object, payment_status: 'unpaid' } },
    });
    expect((await notify(b.id, stripeId, unpaid, stripe.signed(unpaid))).json().outcome).toBe('ignored');
    const other = JSON.stringify({ ...paid, type: 'customer.created' });
    expect((await notify(b.id, stripeId, other, stripe.signed(other))).json().outcome).toBe('ignored');
    expect((await bookingNow(b.id)).paid).toBe(0);
    const unknown = await notify(b.id, '00000000-0000-4000-8000-000000000000', other, stripe.signed(other));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PayPal webhook', () => {
  it('captures an approved order, pays once, and takes the capture event of the same order as known', async () => {
    const b = await booking();
    const checkout = await payments.checkout(b.id, paypalId, { ...URLS, amount: 30_050 }, SYSTEM_ACTOR);
    const approved = paypal.webhook('CHECKOUT.ORDER.APPROVED', paypal.approve(checkout.reference));
    const first = await notify(b.id, paypalId, approved.body, approved.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().outcome).toBe('paid');
    expect(paypal.orders.get(checkout.reference)!.status).toBe('COMPLETED');
    const completed = paypal.webhook(
      'PAYMENT.CAPTURE.COMPLETED',
      paypal.orders.get(checkout.reference)!.capture,
    );
    expect((await notify('any', paypalId, completed.body, completed.headers)).json().outcome).toBe(
      'duplicate',
    );
    const now = await bookingNow(b.id);
    expect(now.paid).toBe(30_050);
    expect(now.payments[0]).toMatchObject({ method: 'online', reference: checkout.reference });
  });

  it('refuses what PayPal does not confirm or what is older than 300 s', async () => {
    const b = await booking();
    const checkout = await payments.checkout(b.id, paypalId, URLS, SYSTEM_ACTOR);
    const order = paypal.approve(checkout.reference);
    const signed = paypal.webhook('CHECKOUT.ORDER.APPROVED', order);
    const changed = signed.body.replace(checkout.reference, 'ANOTHERORDER12345');
    expect((await notify(b.id, paypalId, changed, signed.headers)).statusCode).toBe(400);
    const foreign = paypal.webhook('CHECKOUT.ORDER.APPROVED', order, { webhookId: 'SOMEONEELSES' });
    expect((await notify(b.id, paypalId, foreign.body, foreign.headers)).statusCode).toBe(400);
    const old = paypal.webhook('CHECKOUT.ORDER.APPROVED', order, { sentAt: new Date(Date.now() - 301_000) });
    expect((await notify(b.id, paypalId, old.body, old.headers)).json().params.reason).toBe(
      'the event is older than 300 s',
    );
    expect((await bookingNow(b.id)).paid).toBe(0);
    expect(paypal.orders.get(checkout.reference)!.status).toBe('APPROVED');
  });
});

describe('webhook time and switched-off providers (issue 31 finding 10)', () => {
  it('refuses an event dated more than 300 s ahead as it refuses one 300 s old, from Stripe and PayPal', async () => {
    const b = await booking();
    const checkout = await stripeCheckout(b);
    const body = stripe.paidEvent(checkout.reference);
    const ahead = await notify(
      b.id,
      stripeId,
      body,
      stripe.signed(body, Math.floor(Date.now() / 1000) + 400),
    );
    expect(ahead.statusCode, ahead.body).toBe(400);
    expect(ahead.json().params.reason).toBe('the event is dated more than 300 s ahead');

    const p = await booking();
    const order = paypal.approve((await payments.checkout(p.id, paypalId, URLS, SYSTEM_ACTOR)).reference);
    const early = paypal.webhook('CHECKOUT.ORDER.APPROVED', order, {
      sentAt: new Date(Date.now() + 400_000),
    });
    const refused = await notify(p.id, paypalId, early.body, early.headers);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().params.reason).toBe('the event is dated more than 300 s ahead');
    expect((await bookingNow(b.id)).paid).toBe(0);
    expect((await bookingNow(p.id)).paid).toBe(0);
  });

  it('refuses every webhook for a provider that is switched off', async () => {
    const off = await ctx.request({
      method: 'POST',
      url: '/api/payprovider',
      token: admin,
      payload: {
        name: 'Stripe (old account)',
        type: 'stripe',
        apiUrl: stripe.url,
        isActive: false,
        ...STRIPE,
      },
    });
    expect(off.statusCode, off.body).toBe(201);
    const b = await booking();
    const body = stripe.paidEvent((await stripeCheckout(b)).reference);
    const res = await notify(b.id, off.json().id, body, stripe.signed(body));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().params.reason).toBe('the provider is switched off');
    expect((await bookingNow(b.id)).paid).toBe(0);
  });
});

describe('payments history, reference and delete', () => {
  it('pages and filters all booking payments with their booking and provider', async () => {
    const b = await booking();
    const manual = await versioned(ctx, {
      method: 'POST',
      url: `/api/bookings/${b.id}/payment`,
      token: admin,
      payload: { amount: 10_000, currency: 'EUR', date: '2026-01-15', method: 'cash', reference: 'Desk' },
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const checkout = await stripeCheckout(b, 5_000);
    const body = stripe.paidEvent(checkout.reference);
    await notify(b.id, stripeId, body, stripe.signed(body));

    const get = async (query: string) => {
      const res = await versioned(ctx, {
        method: 'GET',
        url: `/api/payments/history?${query}`,
        token: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: PaymentHistoryRow[]; total: number; page: number; size: number };
    };
    const mine = await get(`booking=${b.id}`);
    expect(mine.total).toBe(2);
    expect(mine.data[0]).toMatchObject({
      booking: b.id,
      bookingNo: b.bookingNo,
      bookerName: b.leadName,
      method: 'online',
      provider: stripeId,
      providerName: 'Stripe',
      providerType: 'stripe',
      providerReference: checkout.reference,
      bankEntry: null,
    });
    expect(mine.data[1]).toMatchObject({ method: 'cash', provider: null, date: '2026-01-15' });
    const all = await get('size=2&page=0');
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThan(4);
    const second = await get('size=2&page=1');
    expect(second.data.map((p) => p.id)).not.toContain(all.data[0]!.id);
    expect((await get(`method=cash&booking=${b.id}`)).total).toBe(1);
    expect((await get(`provider=${paypalId}`)).data.every((p) => p.providerType === 'paypal')).toBe(true);
    expect((await get('from=2026-01-01&to=2026-01-31')).data.map((p) => p.reference)).toEqual(['Desk']);
    expect((await get(`search=${b.bookingNo}`)).total).toBe(2);
    const byAmount = await get(`booking=${b.id}&sort=amount&order=1`);
    expect(byAmount.data.map((p) => p.amount)).toEqual([5_000, 10_000]);
    expect(
      (await versioned(ctx, { method: 'GET', url: '/api/payments/history?sort=secretKey', token: admin }))
        .statusCode,
    ).toBe(400);

    const ref = await versioned(ctx, {
      method: 'GET',
      url: `/api/payments/ref/${checkout.reference}`,
      token: admin,
    });
    expect(ref.json()).toEqual([
      expect.objectContaining({ booking: b.id, amount: 5_000, providerReference: checkout.reference }),
    ]);
  });

  it('reads with bookingpayment.read or bookings.read, deletes with bookings.update', async () => {
    const reader = await newUser(ctx, admin, 'pay-reader@test.local', ['bookingpayment.read']);
    const nobody = await newUser(ctx, admin, 'pay-nobody@test.local', ['payprovider.read']);
    expect(
      (await versioned(ctx, { method: 'GET', url: '/api/payments/history', token: reader })).statusCode,
    ).toBe(200);
    expect(
      (await versioned(ctx, { method: 'GET', url: '/api/payments/history', token: nobody })).statusCode,
    ).toBe(403);
    expect((await versioned(ctx, { method: 'GET', url: '/api/payments/history' })).statusCode).toBe(401);
    const any = (
      await versioned(ctx, { method: 'GET', url: '/api/payments/history?size=1', token: admin })
    ).json().data[0];
    expect(
      (await versioned(ctx, { method: 'DELETE', url: `/api/payments/${any.id}`, token: reader })).statusCode,
    ).toBe(403);
  });

  it('deletes a provider payment through the booking: the open amount returns, a redelivery pays nothing', async () => {
    const b = await booking();
    const checkout = await stripeCheckout(b, 40_000);
    const body = stripe.paidEvent(checkout.reference);
    const paid = (await notify(b.id, stripeId, body, stripe.signed(body))).json();
    const before = await bookingNow(b.id);
    expect(before.paid).toBe(40_000);
    const gone = await versioned(ctx, {
      method: 'DELETE',
      url: `/api/payments/${paid.payment}`,
      token: admin,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    const after = await bookingNow(b.id);
    expect(after.paid).toBe(0);
    expect(after.version).toBe(before.version + 1);
    expect((await notify(b.id, stripeId, body, stripe.signed(body))).json()).toEqual({
      received: true,
      outcome: 'duplicate',
    });
    expect((await bookingNow(b.id)).paid).toBe(0);
    expect(
      (await versioned(ctx, { method: 'DELETE', url: `/api/payments/${paid.payment}`, token: admin }))
        .statusCode,
    ).toBe(404);
    // The provider has payments now: it is switched off, not deleted.
    const refused = await versioned(ctx, {
      method: 'DELETE',
      url: `/api/payprovider/${stripeId}`,
      token: admin,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('deletes a payment made from a bank entry: the entry is open again', async () => {
    const b = await booking();
    const bank = await versioned(ctx, {
      method: 'POST',
      url: '/api/bank',
      token: admin,
      payload: {
        name: 'Cash desk',
        iban: 'DE89370400440532013000',
        currency: 'EUR',
        openingDate: '2026-01-01',
      },
    });
    expect(bank.statusCode, bank.body).toBe(201);
    const entry = await versioned(ctx, {
      method: 'POST',
      url: '/api/bankentry/manual',
      token: admin,
      payload: { bank: bank.json().id, bookingDate: '2026-02-01', amount: 25_000, counterpartyName: 'Guest' },
    });
    const assigned = await versioned(ctx, {
      method: 'POST',
      url: `/api/bankentry/${entry.json().id}/payments`,
      token: admin,
      payload: { booking: b.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const row = (
      await versioned(ctx, { method: 'GET', url: `/api/payments/history?booking=${b.id}`, token: admin })
    ).json().data[0];
    expect(row.bankEntry).toBe(entry.json().id);
    expect(
      (await versioned(ctx, { method: 'DELETE', url: `/api/payments/${row.id}`, token: admin })).statusCode,
    ).toBe(204);
    const again = await versioned(ctx, {
      method: 'GET',
      url: `/api/bankentry/${entry.json().id}`,
      token: admin,
    });
    expect(again.json()).toMatchObject({ assigned: 0, state: 'open' });
    expect((await bookingNow(b.id)).paid).toBe(0);
  });
});
