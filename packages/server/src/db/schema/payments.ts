import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookingPayments, bookings } from './bookings.ts';
import { recordColumns } from './columns.ts';

// Whether a write-only secret is stored: computed by the database, so every answer carries it and
// no code path can forget it (the secret itself is a hidden column).
const stored = (column: string) =>
  boolean()
    .notNull()
    .generatedAlwaysAs((): SQL => sql.raw(`"${column}" <> ''`));

/** Payment provider accounts (`/api/payprovider`): Stripe, PayPal, Wise behind one adapter interface. */
export const payProviders = pgTable(
  'pay_providers',
  {
    ...recordColumns,
    name: text().notNull(),
    type: text().notNull(),
    mode: text().notNull().default('test'),
    isActive: boolean().notNull().default(true),
    currencies: jsonb().$type<string[]>().notNull().default([]),
    resorts: jsonb().$type<string[]>().notNull().default([]),
    vessels: jsonb().$type<string[]>().notNull().default([]),
    defaultCharge: text().notNull().default('deposit'),
    apiUrl: text().notNull().default(''),
    publishableKey: text().notNull().default(''),
    clientId: text().notNull().default(''),
    webhookId: text().notNull().default(''),
    wiseProfileId: text().notNull().default(''),
    secretKey: text().notNull().default(''),
    webhookSecret: text().notNull().default(''),
    clientSecret: text().notNull().default(''),
    wiseToken: text().notNull().default(''),
    hasSecretKey: stored('secret_key'),
    hasWebhookSecret: stored('webhook_secret'),
    hasClientSecret: stored('client_secret'),
    hasWiseToken: stored('wise_token'),
  },
  (t) => [uniqueIndex('pay_providers_name_key').on(t.name)],
);

/**
 * A booking payment received through a provider. The unique (provider, reference) is the
 * idempotency key: a webhook delivered twice, or to two processes at once, can insert it only once,
 * and the payment it belongs to commits in the same transaction. When the payment is deleted the
 * row stays (payment null), so a late redelivery still counts as known and pays nothing.
 */
export const providerPayments = pgTable(
  'provider_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: uuid()
      .notNull()
      .references(() => payProviders.id, { onDelete: 'restrict' }),
    /** The provider's id of the checkout (Stripe Checkout Session, PayPal order). */
    reference: text().notNull(),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    payment: uuid().references(() => bookingPayments.id, { onDelete: 'set null' }),
    /** The provider's event that reported it (for support). */
    event: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_payments_provider_reference_key').on(t.provider, t.reference),
    index('provider_payments_payment_idx').on(t.payment),
    index('provider_payments_reference_idx').on(t.reference),
  ],
);
