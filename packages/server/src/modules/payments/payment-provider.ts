import type { IncomingHttpHeaders } from 'node:http';
import { PAY_PROVIDER_API_URLS, type PayProviderMode, type PayProviderType } from '@seaberth/domain';
import { AppError, refusal } from '../../http/errors.ts';

/** What a checkout is for: one booking, an amount in minor units, where the payer comes back to. */
export interface CheckoutRequest {
  booking: { id: string; bookingNo: string };
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  description: string;
  customerEmail?: string;
  /**
   * The same for a retried request (a double click, a lost answer): the provider answers the
   * checkout it made the first time instead of a second one.
   */
  idempotencyKey?: string;
}

/** Where the payer goes to pay, and the provider's id of that checkout (the payment's reference). */
export interface Checkout {
  url: string;
  reference: string;
}

/** A webhook whose signature checked out: the provider's event id, type and parsed body. */
export interface VerifiedEvent {
  id: string;
  type: string;
  data: unknown;
}

/** What a verified event says about money: `paid` only when the money is really taken. */
export interface EventPayment {
  /** The checkout's id at the provider: the idempotency key together with the provider. */
  reference: string;
  bookingId: string | null;
  amount: number;
  currency: string;
  paid: boolean;
}

/**
 * One payment provider account. Every provider (Stripe, PayPal, Wise, later Mollie) implements
 * this; the payments service never knows which one it talks to.
 */
export interface PaymentProviderAdapter {
  /** A hosted payment page for the amount; refused by providers that take no online payments. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Checks the webhook's signature (and age) over the raw body; throws WEBHOOK_REFUSED when it fails. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<VerifiedEvent>;
  /** The payment an event reports, or null for events that do not concern a payment. */
  eventPayment(event: VerifiedEvent): Promise<EventPayment | null>;
  /** Calls the provider with the stored credentials; answers what it reached or throws PROVIDER_ERROR. */
  testConnection(): Promise<string>;
}

/** A stored provider row as the adapters need it (secrets included: this never goes on the wire). */
export interface ProviderAccount {
  id: string;
  name: string;
  type: PayProviderType;
  mode: PayProviderMode;
  apiUrl: string;
  publishableKey: string;
  clientId: string;
  webhookId: string;
  wiseProfileId: string;
  secretKey: string;
  webhookSecret: string;
  clientSecret: string;
  wiseToken: string;
}

/**
 * Webhooks sent further than this from now are refused, either way: a recorded delivery cannot be
 * replayed later (Stripe's tolerance), and one dated ahead cannot be kept for a replay either.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Refuses an event whose signed send time lies more than the tolerance before or after now. */
export function checkWebhookTime(sentMs: number, nowMs: number): void {
  if (!Number.isFinite(sentMs)) throw webhookRefused('the send time is missing');
  if (nowMs - sentMs > WEBHOOK_TOLERANCE_SECONDS * 1000)
    throw webhookRefused(`the event is older than ${WEBHOOK_TOLERANCE_SECONDS} s`);
  if (sentMs - nowMs > WEBHOOK_TOLERANCE_SECONDS * 1000)
    throw webhookRefused(`the event is dated more than ${WEBHOOK_TOLERANCE_SECONDS} s ahead`);
}

/** The account's API base: its own `apiUrl`, else the provider's for the mode. */
export function apiBase(account: ProviderAccount): string {
  return (account.apiUrl || PAY_PROVIDER_API_URLS[account.type][account.mode]).replace(/\/+$/, '');
}

const PROVIDER_NAMES: Record<PayProviderType, string> = { stripe: 'Stripe', paypal: 'PayPal', wise: 'Wise' };

/** The provider refused or cannot be reached: a 502 naming it and its answer. */
export function providerError(type: PayProviderType, reason: string): AppError {
  const provider = PROVIDER_NAMES[type];
  return refusal('PROVIDER_ERROR', `${provider} ${reason}`, {
    params: {
      provider,
      reason,
    },
  });
}

/** A webhook that is not believed (signature, age, booking): 400, nothing is recorded. */
export function webhookRefused(reason: string): AppError {
  return refusal('WEBHOOK_REFUSED', `Webhook refused: ${reason}`, {
    params: {
      reason,
    },
  });
}

/** Reads one header as a single string (Node gives arrays for repeated ones). */
export function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Minor units as the decimal text PayPal and Wise write (`1050` EUR → `10.50`). */
export function decimalText(amount: number, decimals: number): string {
  if (decimals === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Decimal text back to minor units without a float (`10.5` → `1050`). */
export function minorFromText(value: string, decimals: number): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`Not an amount: ${value}`);
  const fraction = (match[3] ?? '').padEnd(decimals, '0');
  if (fraction.length > decimals && /[^0]/.test(fraction.slice(decimals)))
    throw new Error(`More decimals than the currency has: ${value}`);
  const minor = Number(`${match[2]}${fraction.slice(0, decimals)}`);
  return match[1] ? -minor : minor;
}
