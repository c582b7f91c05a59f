import { z } from 'zod';
import { pageSchemaOf } from '../paging/index.ts';
import { currencyCode } from '../assets/index.ts';
import { PAYMENT_METHODS } from '../booking/index.ts';
import { pagingQuerySchema } from '../paging/index.ts';
import { defineResource } from '../resources/index.ts';
import { checkDateRange, RANGE_SPANS, rangeFields } from '../dates/index.ts';
import { webUrlSchema } from '../validation/index.ts';

/** The payment providers an operator can connect; each sits behind the same adapter interface. */
export const PAY_PROVIDER_TYPES = ['stripe', 'paypal', 'wise'] as const;
export type PayProviderType = (typeof PAY_PROVIDER_TYPES)[number];

/** Test (sandbox) or live keys: PayPal and Wise talk to different hosts for each. */
export const PAY_PROVIDER_MODES = ['test', 'live'] as const;
export type PayProviderMode = (typeof PAY_PROVIDER_MODES)[number];

/** What an online checkout asks for by default: the next due amount (deposit) or all that is open. */
export const PAY_PROVIDER_CHARGES = ['deposit', 'full'] as const;
export type PayProviderCharge = (typeof PAY_PROVIDER_CHARGES)[number];

/** The write-only fields of each type: sent by forms, never answered; `has…` says one is stored. */
export const PAY_PROVIDER_SECRETS = {
  stripe: ['secretKey', 'webhookSecret'],
  paypal: ['clientSecret'],
  wise: ['wiseToken'],
} as const satisfies Record<PayProviderType, readonly string[]>;
export type PayProviderSecret = (typeof PAY_PROVIDER_SECRETS)[PayProviderType][number];

/** The plain fields each type uses besides the common ones (the screen shows only these). */
export const PAY_PROVIDER_FIELDS = {
  stripe: ['publishableKey'],
  paypal: ['clientId', 'webhookId'],
  wise: ['wiseProfileId'],
} as const satisfies Record<PayProviderType, readonly string[]>;

/** Where each provider's API lives when `apiUrl` is empty (Stripe decides test or live by the key). */
export const PAY_PROVIDER_API_URLS: Record<PayProviderType, Record<PayProviderMode, string>> = {
  stripe: { test: 'https://api.stripe.com', live: 'https://api.stripe.com' },
  paypal: { test: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' },
  wise: { test: 'https://api.sandbox.transferwise.tech', live: 'https://api.wise.com' },
};

/** The one flag per secret on the wire: `secretKey` → `hasSecretKey`. */
export const secretFlag = (field: PayProviderSecret) =>
  `has${field[0]!.toUpperCase()}${field.slice(1)}` as `has${Capitalize<PayProviderSecret>}`;

/**
 * A live Stripe key in test mode (or the other way round) would charge real cards by mistake:
 * Stripe's secret and restricted keys name their mode (`sk_test_…`, `rk_live_…`).
 */
export function stripeKeyMismatch(mode: PayProviderMode, key: string | undefined): boolean {
  const named = key?.match(/^(?:sk|rk)_(test|live)_/)?.[1];
  return named !== undefined && named !== mode;
}
export const STRIPE_KEY_MODE_MESSAGE = 'The key does not belong to the chosen mode';

const hidden = { ui: { hideInList: true } };
const key = z.string().trim().max(500).default('').meta(hidden);
const secret = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .meta({ ui: { widget: 'password', writeOnly: true, hideInList: true } });

/**
 * A payment provider account (SPEC §7 `/api/payprovider`, screen `/config/paymentprovider` with
 * payprovider.read; changed with payprovider.create/update/delete). Empty `currencies`, `resorts`
 * and `vessels` mean all of them. Secrets are write-only: the server answers `hasSecretKey` and
 * the like, and keeps a stored secret when an update leaves it empty.
 */
export const payProviderResource = defineResource({
  name: 'payprovider',
  scope: 'payprovider',
  schema: z
    .object({
      name: z.string().trim().min(1).max(120),
      type: z.enum(PAY_PROVIDER_TYPES),
      mode: z.enum(PAY_PROVIDER_MODES).default('test'),
      isActive: z.boolean().default(true),
      currencies: z
        .array(currencyCode)
        .max(50)
        .default([])
        .meta({ ui: { widget: 'tags', hideInList: true } }),
      resorts: z
        .array(z.uuid())
        .max(500)
        .default([])
        .meta({ ui: { widget: 'reference', ref: 'resort', hideInList: true } }),
      vessels: z
        .array(z.uuid())
        .max(500)
        .default([])
        .meta({ ui: { widget: 'reference', ref: 'vessel', hideInList: true } }),
      defaultCharge: z.enum(PAY_PROVIDER_CHARGES).default('deposit'),
      /** Empty: the provider's own API (PAY_PROVIDER_API_URLS); tests point it at a local server. */
      apiUrl: webUrlSchema({ message: 'Write a URL like https://api.example.com' }).meta(hidden),
      publishableKey: key,
      clientId: key,
      webhookId: key,
      wiseProfileId: key,
      secretKey: secret,
      webhookSecret: secret,
      clientSecret: secret,
      wiseToken: secret,
    })
    .superRefine((provider, ctx) => {
      if (provider.type === 'stripe' && stripeKeyMismatch(provider.mode, provider.secretKey))
        // The same words as STRIPE_KEY_MODE_MESSAGE, written out: the web app's translations key on them.
        ctx.addIssue({
          code: 'custom',
          path: ['secretKey'],
          message: 'The key does not belong to the chosen mode',
        });
      if (
        provider.type === 'stripe' &&
        provider.webhookSecret &&
        !provider.webhookSecret.startsWith('whsec_')
      )
        ctx.addIssue({
          code: 'custom',
          path: ['webhookSecret'],
          message: 'A Stripe signing secret starts with whsec_',
        });
    }),
  search: ['name'],
  columns: ['name', 'type', 'mode', 'defaultCharge', 'isActive'],
  filters: ['type', 'mode', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
export type PayProviderInput = z.input<(typeof payProviderResource)['schema']>;

/** A provider as the server answers it: no secret, a flag for each stored one. */
export type PayProvider = Omit<z.output<(typeof payProviderResource)['schema']>, PayProviderSecret> & {
  id: string;
  version: number;
  hasSecretKey: boolean;
  hasWebhookSecret: boolean;
  hasClientSecret: boolean;
  hasWiseToken: boolean;
};

/** `POST /api/payprovider/{id}/test`: whether the provider accepted the stored credentials. */
export const payProviderTestResultSchema = z.object({
  ok: z.boolean(),
  /** The provider's answer when it refused, or what was reached (the account's name) when it worked. */
  message: z.string(),
});
export type PayProviderTestResult = z.infer<typeof payProviderTestResultSchema>;

/** What the webhook answers a provider: a payment recorded, known already, or nothing to record. */
export const paymentNotifyAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['paid', 'duplicate', 'ignored']),
  payment: z.string().optional(),
});
export type PaymentNotifyAnswer = z.infer<typeof paymentNotifyAnswerSchema>;

export const PAYMENT_HISTORY_SORTS = ['date', 'amount', 'createdAt', 'bookingNo'] as const;

/** `GET /api/payments/history`: the paging object and the filters of the payments list. */
export const paymentHistoryQuerySchema = pagingQuerySchema
  .extend({
    ...rangeFields(true),
    method: z.enum(PAYMENT_METHODS).optional(),
    provider: z.uuid().optional(),
    booking: z.uuid().optional(),
  })
  .superRefine(checkDateRange({ maxDays: RANGE_SPANS.months }));
export type PaymentHistoryQuery = z.output<typeof paymentHistoryQuerySchema>;

/** One booking payment in the history, with its booking and where it came from. */
export const paymentHistoryRowSchema = z.object({
  id: z.string(),
  booking: z.string(),
  bookingNo: z.string(),
  bookerName: z.string(),
  bookingCurrency: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** What it counts in the booking currency when paid in another one, else null. */
  bookingAmount: z.number().nullable(),
  method: z.string(),
  reference: z.string(),
  note: z.string(),
  /** A payment received through a provider: which one and its reference there. */
  provider: z.string().nullable(),
  providerName: z.string().nullable(),
  providerType: z.enum(PAY_PROVIDER_TYPES).nullable(),
  providerReference: z.string().nullable(),
  /** A payment made from a bank entry: the entry. */
  bankEntry: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRowSchema>;

/** `GET /api/payments/history`: one page of payments. */
export const paymentHistoryPageSchema = pageSchemaOf(paymentHistoryRowSchema);
