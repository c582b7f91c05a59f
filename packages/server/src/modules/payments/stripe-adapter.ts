import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import {
  apiBase,
  checkWebhookTime,
  type Checkout,
  type CheckoutRequest,
  type EventPayment,
  header,
  type PaymentProviderAdapter,
  type ProviderAccount,
  providerError,
  type VerifiedEvent,
  WEBHOOK_TOLERANCE_SECONDS,
  webhookRefused,
} from './payment-provider.ts';

/** Events that mean a Checkout Session's money is taken (cards at once, bank debits later). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Stripe Checkout through the official SDK: a Checkout Session per payment (its id is the
 * reference), webhooks verified by the SDK's `Stripe-Signature` check (HMAC-SHA256 over
 * `timestamp.rawBody` with the endpoint's signing secret, at most 300 s old). The SDK's host, port
 * and protocol come from the account's API URL, so tests talk to a local server.
 */
export class StripeAdapter implements PaymentProviderAdapter {
  private readonly stripe: Stripe;

  constructor(
    private readonly account: ProviderAccount,
    private readonly now: () => number = Date.now,
  ) {
    const base = new URL(apiBase(account));
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(account.secretKey || 'sk_unset', {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 1,
      timeout: 30_000,
      telemetry: false,
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    this.requireKey();
    const metadata = { booking: request.booking.id, bookingNo: request.booking.bookingNo };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                // Stripe counts in the currency's smallest unit, as we do.
                unit_amount: request.amount,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.booking.id,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          metadata,
          payment_intent_data: { metadata },
        },
        request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : undefined,
      ),
    );
    if (!session.url) throw providerError('stripe', 'answered a Checkout Session without a URL');
    return { url: session.url, reference: session.id };
  }

  async verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<VerifiedEvent> {
    if (!this.account.webhookSecret) throw webhookRefused('no signing secret is stored for this provider');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        header(headers, 'stripe-signature'),
        this.account.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        this.now(),
      );
    } catch (error) {
      const message = (error as Error).message;
      if (/tolerance/i.test(message))
        throw webhookRefused(`the event is older than ${WEBHOOK_TOLERANCE_SECONDS} s`);
      if (/No signatures found matching/i.test(message)) throw webhookRefused('the signature does not match');
      throw webhookRefused(message.split('\n')[0] ?? message);
    }
    // The SDK refuses old events only; the signed `t=` must not lie ahead of now either.
    const signedAt = /(?:^|,)t=(\d+)/.exec(header(headers, 'stripe-signature'))?.[1];
    checkWebhookTime(Number(signedAt) * 1000, this.now());
    return { id: event.id, type: event.type, data: event.data.object };
  }

  async eventPayment(event: VerifiedEvent): Promise<EventPayment | null> {
    if (!PAID_EVENTS.has(event.type)) return null;
    const session = event.data as Stripe.Checkout.Session;
    return {
      reference: session.id,
      bookingId: session.metadata?.booking ?? session.client_reference_id ?? null,
      amount: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
      paid: session.payment_status === 'paid',
    };
  }

  async testConnection(): Promise<string> {
    this.requireKey();
    const account = await this.call(() => this.stripe.accounts.retrieveCurrent());
    const name = account.settings?.dashboard?.display_name || account.business_profile?.name || account.email;
    return name ? `${name} (${account.id})` : account.id;
  }

  private requireKey(): void {
    if (!this.account.secretKey) throw providerError('stripe', 'has no secret key stored for this provider');
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError)
        throw providerError('stripe', `${error.statusCode ?? 'unreachable'} ${error.message}`);
      throw error;
    }
  }
}
