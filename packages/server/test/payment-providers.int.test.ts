import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingActions } from '../src/modules/bookings/booking-actions.ts';
import { SYSTEM_ACTOR } from '../src/http/actor.ts';
import { PaymentsService } from '../src/modules/payments/payments.service.ts';
import { QuoteService } from '../src/modules/pricing/quote.service.ts';
import { newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { startPayPalServer } from './paypal-server.ts';
import { startStripeServer, type StripeServer } from './stripe-server.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { startWiseProfileServer } from './wise-profile-server.ts';
import { bookingStores } from '../src/booking-stores.ts';

/**
 * Payment provider accounts (`/api/payprovider`): secrets that never leave the server, the
 * connection test and the checkout of each provider against a local server speaking its API.
 */
const STRIPE = { secretKey: 'sk_test_51SeaberthSecretKeyAbc', webhookSecret: 'whsec_SeaberthSigningSecret' };
const PAYPAL = {
  clientId: 'AbPayPalClientId',
  clientSecret: 'EPayPalClientSecretXyz',
  webhookId: '8PT597110X687430LKGECATA',
};
const WISE = { profileId: '16584013', token: 'wise-token-0b7c', fullName: 'Reef Diving Ltd' };

let ctx: TestContext;
let admin: string;
let stripe: StripeServer;
let paypal: Awaited<ReturnType<typeof startPayPalServer>>;
let wise: Awaited<ReturnType<typeof startWiseProfileServer>>;
let payments: PaymentsService;
let ids: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  stripe = await startStripeServer({ ...STRIPE, name: 'Reef Diving' });
  paypal = await startPayPalServer(PAYPAL);
  wise = await startWiseProfileServer(WISE);
  payments = new PaymentsService(
    createBookingActions(ctx.services, new QuoteService(ctx.services), bookingStores),
  );
  ids = await tripWorld(ctx, admin);
}, 60_000);
afterAll(async () => {
  await Promise.all([stripe?.stop(), paypal?.stop(), wise?.stop()]);
  await ctx?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

async function createProvider(payload: Record<string, unknown>) {
  const res = await call('POST', '/api/payprovider', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: string; version: number };
}

const stripePayload = (name: string) => ({
  name,
  type: 'stripe',
  mode: 'test',
  apiUrl: stripe.url,
  publishableKey: 'pk_test_123',
  ...STRIPE,
});

describe('provider accounts', () => {
  it('stores secrets write-only: every answer says which are stored and none carries them', async () => {
    const created = await createProvider({ ...stripePayload('Stripe write-only'), currencies: ['eur'] });
    expect(created).toMatchObject({
      type: 'stripe',
      currencies: ['EUR'],
      hasSecretKey: true,
      hasWebhookSecret: true,
      hasClientSecret: false,
    });
    expect(created).not.toHaveProperty('secretKey');
    const answers = [
      await call('GET', '/api/payprovider'),
      await call('GET', `/api/payprovider/${created.id}`),
      await call('GET', '/api/payprovider/listCSV'),
      await call('POST', `/api/payprovider/${created.id}`, { version: created.version, name: 'Stripe kept' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(STRIPE.secretKey);
      expect(res.body).not.toContain(STRIPE.webhookSecret);
    }
    // The update left the secrets out: they are kept, and the connection still works with them.
    expect(answers[3]!.json()).toMatchObject({
      name: 'Stripe kept',
      hasSecretKey: true,
      hasWebhookSecret: true,
    });
    expect((await call('POST', `/api/payprovider/${created.id}/test`)).json()).toEqual({
      ok: true,
      message: 'Reef Diving (acct_1SeaberthTest)',
    });
  });

  it('drops the secrets of another type when the type changes, and refuses a live key in test mode', async () => {
    const created = await createProvider(stripePayload('Switches type'));
    const changed = await call('POST', `/api/payprovider/${created.id}`, {
      version: created.version,
      type: 'paypal',
      ...PAYPAL,
    });
    expect(changed.json()).toMatchObject({
      type: 'paypal',
      clientId: PAYPAL.clientId,
      hasClientSecret: true,
      hasSecretKey: false,
      hasWebhookSecret: false,
    });
    const live = await call('POST', '/api/payprovider', {
      ...stripePayload('Live key'),
      secretKey: 'sk_live_abc',
    });
    expect(live.statusCode).toBe(400);
    expect(live.json().fields).toEqual([expect.objectContaining({ path: 'secretKey' })]);
    // Switching to live later with the stored test key is refused the same way.
    const test = await createProvider(stripePayload('Test key'));
    const toLive = await call('POST', `/api/payprovider/${test.id}`, { version: test.version, mode: 'live' });
    expect(toLive.statusCode, toLive.body).toBe(400);
    expect(toLive.json().fields[0].path).toBe('secretKey');
  });

  it('is read with payprovider.read and changed only with payprovider.create/update', async () => {
    const reader = await newUser(ctx, admin, 'pp-reader@test.local', ['payprovider.read']);
    const nobody = await newUser(ctx, admin, 'pp-nobody@test.local', ['bookings.read']);
    expect((await call('GET', '/api/payprovider', undefined, nobody)).statusCode).toBe(403);
    expect((await call('GET', '/api/payprovider', undefined, reader)).statusCode).toBe(200);
    expect((await call('POST', '/api/payprovider', stripePayload('Not mine'), reader)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/payprovider' })).statusCode).toBe(401);
  });
});

describe('connection test', () => {
  it('says what each provider answered with the stored credentials', async () => {
    const wrong = await createProvider({ ...stripePayload('Stripe wrong key'), secretKey: 'sk_test_wrong' });
    const refused = (await call('POST', `/api/payprovider/${wrong.id}/test`)).json();
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(/^Stripe 401 Invalid API Key provided/);

    const pp = await createProvider({
      name: 'PayPal sandbox',
      type: 'paypal',
      apiUrl: paypal.url,
      ...PAYPAL,
    });
    expect((await call('POST', `/api/payprovider/${pp.id}/test`)).json()).toEqual({
      ok: true,
      message: 'PayPal sandbox app APP-80W284485P519543T',
    });
    const wiseAccount = await createProvider({
      name: 'Wise EUR',
      type: 'wise',
      apiUrl: wise.url,
      wiseProfileId: WISE.profileId,
      wiseToken: WISE.token,
    });
    expect((await call('POST', `/api/payprovider/${wiseAccount.id}/test`)).json()).toEqual({
      ok: true,
      message: 'Reef Diving Ltd (BUSINESS 16584013)',
    });
    expect(JSON.stringify((await call('GET', `/api/payprovider/${wiseAccount.id}`)).json())).not.toContain(
      WISE.token,
    );
  });
});

describe('checkout', () => {
  it('creates a Stripe Checkout Session for what is open and answers its URL', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']! }],
      state: 'confirmed',
    });
    const account = await createProvider({ ...stripePayload('Stripe checkout'), defaultCharge: 'full' });
    const checkout = await payments.checkout(
      booking.id,
      account.id,
      {
        successUrl: 'https://reef.test/payment/success',
        cancelUrl: 'https://reef.test/payment/aborted',
        customerEmail: 'guest@reef.test',
      },
      SYSTEM_ACTOR,
    );
    expect(checkout.url).toBe(`${stripe.url}/c/pay/${checkout.reference}`);
    expect(checkout).toMatchObject({ amount: booking.total, currency: 'EUR' });
    const sent = stripe.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${STRIPE.secretKey}`);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      client_reference_id: booking.id,
      customer_email: 'guest@reef.test',
      metadata: { booking: booking.id, bookingNo: booking.bookingNo },
      line_items: {
        '0': { quantity: '1', price_data: { currency: 'eur', unit_amount: String(booking.total) } },
      },
    });
  });

  it('creates a PayPal order with the amount as decimal text and answers the payer page', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 2']! }],
      state: 'confirmed',
    });
    const account = await createProvider({
      name: 'PayPal checkout',
      type: 'paypal',
      apiUrl: paypal.url,
      ...PAYPAL,
    });
    const checkout = await payments.checkout(
      booking.id,
      account.id,
      { successUrl: 'https://reef.test/ok', cancelUrl: 'https://reef.test/no', amount: 12_345 },
      SYSTEM_ACTOR,
    );
    expect(checkout.url).toBe(`${paypal.url}/checkoutnow?token=${checkout.reference}`);
    expect(paypal.orders.get(checkout.reference)!.purchase_units[0]).toMatchObject({
      custom_id: booking.id,
      amount: { currency_code: 'EUR', value: '123.45' },
    });
  });

  it('refuses what the provider cannot take: Wise, another currency, more than is open', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 3']! }],
      state: 'confirmed',
    });
    const urls = { successUrl: 'https://reef.test/ok', cancelUrl: 'https://reef.test/no' };
    const wiseAccount = await createProvider({
      name: 'Wise checkout',
      type: 'wise',
      apiUrl: wise.url,
      ...{ wiseProfileId: WISE.profileId, wiseToken: WISE.token },
    });
    await expect(payments.checkout(booking.id, wiseAccount.id, urls, SYSTEM_ACTOR)).rejects.toMatchObject({
      code: 'CHECKOUT_UNSUPPORTED',
    });
    const usd = await createProvider({ ...stripePayload('Stripe USD'), currencies: ['USD'] });
    await expect(payments.checkout(booking.id, usd.id, urls, SYSTEM_ACTOR)).rejects.toMatchObject({
      statusCode: 400,
    });
    const eur = await createProvider(stripePayload('Stripe EUR'));
    await expect(
      payments.checkout(booking.id, eur.id, { ...urls, amount: booking.total + 1 }, SYSTEM_ACTOR),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(
      (await payments.providersFor({ currency: 'EUR', resort: null, vessel: ids.manta! })).map((p) => p.name),
    ).toContain('Stripe EUR');
  });
});
