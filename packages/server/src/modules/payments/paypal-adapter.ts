import type { IncomingHttpHeaders } from 'node:http';
import { currencyDecimals } from '../finance/index.ts';
import {
  apiBase,
  checkWebhookTime,
  type Checkout,
  type CheckoutRequest,
  decimalText,
  type EventPayment,
  header,
  minorFromText,
  type PaymentProviderAdapter,
  type ProviderAccount,
  providerError,
  type VerifiedEvent,
  webhookRefused,
} from './payment-provider.ts';

interface PayPalMoney {
  currency_code: string;
  value: string;
}
interface PayPalCapture {
  id: string;
  status: string;
  amount: PayPalMoney;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}
interface PayPalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string }[];
  purchase_units?: {
    custom_id?: string;
    amount?: PayPalMoney;
    payments?: { captures?: PayPalCapture[] };
  }[];
}

/**
 * PayPal's REST API with fetch: an OAuth2 client-credentials token (`/v1/oauth2/token`), an order
 * per payment (Orders v2, intent CAPTURE; its id is the reference), webhooks verified by PayPal
 * itself (`/v1/notifications/verify-webhook-signature` with the transmission headers and the
 * webhook id) and refused when older than 300 s. An approved order is captured when its
 * CHECKOUT.ORDER.APPROVED arrives; PAYMENT.CAPTURE.COMPLETED reports the same order, so whichever
 * comes first pays and the other is a duplicate.
 */
export class PayPalAdapter implements PaymentProviderAdapter {
  private token?: string;

  constructor(
    private readonly account: ProviderAccount,
    private readonly now: () => number = Date.now,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const order = await this.call<PayPalOrder>('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: request.booking.bookingNo,
          custom_id: request.booking.id,
          description: request.description.slice(0, 127),
          amount: {
            currency_code: request.currency,
            value: decimalText(request.amount, currencyDecimals(request.currency)),
          },
        },
      ],
      payment_source: {
        paypal: {
          ...(request.customerEmail ? { email_address: request.customerEmail } : {}),
          experience_context: {
            return_url: request.successUrl,
            cancel_url: request.cancelUrl,
            user_action: 'PAY_NOW',
          },
        },
      },
    });
    // With a payment source PayPal names the page `payer-action`; older integrations get `approve`.
    const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!link) throw providerError('paypal', 'answered an order without a link for the payer');
    return { url: link.href, reference: order.id };
  }

  async verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<VerifiedEvent> {
    if (!this.account.webhookId) throw webhookRefused('no webhook id is stored for this provider');
    const sent = Date.parse(header(headers, 'paypal-transmission-time'));
    if (Number.isNaN(sent)) throw webhookRefused('the transmission time is missing');
    checkWebhookTime(sent, this.now());
    const text = rawBody.toString('utf8');
    let event: { id?: string; event_type?: string; resource?: unknown };
    try {
      event = JSON.parse(text) as typeof event;
    } catch {
      throw webhookRefused('the body is not JSON');
    }
    const fields = {
      auth_algo: header(headers, 'paypal-auth-algo'),
      cert_url: header(headers, 'paypal-cert-url'),
      transmission_id: header(headers, 'paypal-transmission-id'),
      transmission_sig: header(headers, 'paypal-transmission-sig'),
      transmission_time: header(headers, 'paypal-transmission-time'),
      webhook_id: this.account.webhookId,
    };
    // The event goes back byte for byte: PayPal checks its signature over the body it sent, and a
    // re-serialised object (other key order, escaped characters) would fail that check.
    const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${text}}`;
    const answer = await this.call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      body,
    );
    if (answer.verification_status !== 'SUCCESS') throw webhookRefused('the signature does not match');
    return { id: event.id ?? '', type: event.event_type ?? '', data: event.resource };
  }

  async eventPayment(event: VerifiedEvent): Promise<EventPayment | null> {
    if (event.type === 'PAYMENT.CAPTURE.COMPLETED') {
      const capture = event.data as PayPalCapture;
      const orderId = capture.supplementary_data?.related_ids?.order_id ?? capture.id;
      return this.payment(orderId, capture.custom_id ?? null, capture);
    }
    if (event.type === 'CHECKOUT.ORDER.APPROVED') {
      const approved = event.data as PayPalOrder;
      const order = await this.capture(approved.id);
      const unit = order?.purchase_units?.[0];
      const capture = unit?.payments?.captures?.[0];
      if (!capture) return null;
      return this.payment(approved.id, unit?.custom_id ?? capture.custom_id ?? null, capture);
    }
    return null;
  }

  async testConnection(): Promise<string> {
    const app = await this.accessToken();
    return `${this.account.mode === 'live' ? 'PayPal' : 'PayPal sandbox'} app ${app.appId || this.account.clientId}`;
  }

  private payment(reference: string, bookingId: string | null, capture: PayPalCapture): EventPayment {
    const currency = capture.amount.currency_code;
    return {
      reference,
      bookingId,
      amount: minorFromText(capture.amount.value, currencyDecimals(currency)),
      currency,
      paid: capture.status === 'COMPLETED',
    };
  }

  /** Captures an approved order once; one captured already (by the return page) is left alone. */
  private async capture(orderId: string): Promise<PayPalOrder | null> {
    try {
      return await this.call<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        { 'paypal-request-id': `capture-${orderId}` },
      );
    } catch (error) {
      if (/ORDER_ALREADY_CAPTURED/.test((error as Error).message)) return null;
      throw error;
    }
  }

  private async accessToken(): Promise<{ token: string; appId: string }> {
    if (!this.account.clientId || !this.account.clientSecret)
      throw providerError('paypal', 'has no client id and secret stored for this provider');
    const basic = Buffer.from(`${this.account.clientId}:${this.account.clientSecret}`).toString('base64');
    const response = await this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const answer = (await response.json()) as { access_token?: string; app_id?: string };
    if (!answer.access_token) throw providerError('paypal', 'issued no access token');
    this.token = answer.access_token;
    return { token: answer.access_token, appId: answer.app_id ?? '' };
  }

  private async call<T>(
    method: string,
    path: string,
    body: unknown,
    extra: Record<string, string> = {},
  ): Promise<T> {
    const token = this.token ?? (await this.accessToken()).token;
    const response = await this.fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
        ...extra,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return (await response.json()) as T;
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${apiBase(this.account)}${path}`, {
        ...init,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw providerError('paypal', `cannot be reached (${(error as Error).message})`);
    }
    if (!response.ok) {
      const text = (await response.text()).slice(0, 300);
      throw providerError('paypal', `${response.status} ${text || response.statusText}`);
    }
    return response;
  }
}
