import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PosClosingCash, PosClosingTotals, PosOpenTab } from '@seaberth/domain';
import { assetColumns, assetIndexes } from './assets.ts';
import { bookingRooms, bookings } from './bookings.ts';
import { recordColumns } from './columns.ts';
import { customers } from './customers.ts';
import { products } from './products.ts';
import { stockLocations } from './stock.ts';

// Whether the write-only secret is stored: computed by the database, so every answer carries it.
const stored = (column: string) =>
  boolean()
    .notNull()
    .generatedAlwaysAs((): SQL => sql.raw(`"${column}" <> ''`));

/** TSE accounts (`/api/tse`): a cloud TSE's credentials and TSS; the secret is a hidden column. */
export const posTses = pgTable(
  'pos_tses',
  {
    ...recordColumns,
    name: text().notNull(),
    type: text().notNull().default('fiskaly'),
    apiUrl: text().notNull().default(''),
    apiKey: text().notNull(),
    apiSecret: text().notNull().default(''),
    hasApiSecret: stored('api_secret'),
    tssId: uuid().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('pos_tses_name_key').on(t.name)],
);

/** Tills (bar, shop, rental counter): each numbers its transactions from 1 without gaps. */
export const posTills = pgTable(
  'pos_tills',
  {
    ...recordColumns,
    name: text().notNull(),
    kind: text().notNull().default('bar'),
    ...assetColumns(),
    /** Where the till's goods are kept: a sale takes them out of stock there (none: no stock kept). */
    stockLocation: uuid().references(() => stockLocations.id, { onDelete: 'set null' }),
    /** The product categories the counter shows at this till (empty: all). */
    categories: jsonb().$type<string[]>().notNull().default([]),
    tse: uuid().references(() => posTses.id, { onDelete: 'restrict' }),
    tseClientId: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
  },
  (t) => assetIndexes('pos_tills', t),
);

/**
 * POS transactions (receipts). An open tab takes items; once paid or put on a folio it is never
 * changed again — a void is a new row (`kind` void, `voids` the original), the original only
 * learns who voided it (`voided_by`). A till with a TSE has each closed transaction signed once
 * (KassenSichV): `signature_state` pending → signed (the TSE's answer in `signature`) or failed
 * (`signature_error`), retried until signed.
 */
export const posTransactions = pgTable(
  'pos_transactions',
  {
    ...recordColumns,
    till: uuid()
      .notNull()
      .references(() => posTills.id, { onDelete: 'restrict' }),
    tillName: text().notNull().default(''),
    /** The till's asset, or on a folio the booking's: users limited to some assets see theirs. */
    resort: uuid(),
    vessel: uuid(),
    number: integer().notNull(),
    kind: text().notNull().default('sale'),
    state: text().notNull().default('open'),
    day: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    total: bigint({ mode: 'number' }).notNull().default(0),
    paid: bigint({ mode: 'number' }).notNull().default(0),
    paymentKinds: jsonb().$type<string[]>().notNull().default([]),
    booking: uuid().references(() => bookings.id, { onDelete: 'restrict' }),
    roomBooking: uuid().references(() => bookingRooms.id, { onDelete: 'set null' }),
    customer: uuid().references(() => customers.id, { onDelete: 'set null' }),
    guestName: text().notNull().default(''),
    roomName: text().notNull().default(''),
    voids: uuid(),
    voidedBy: uuid(),
    voidReason: text().notNull().default(''),
    user: uuid(),
    userName: text().notNull().default(''),
    closedAt: timestamp({ withTimezone: true }),
    itemCount: integer().notNull().default(0),
    signatureState: text(),
    signature: jsonb(),
    signatureError: text(),
    /** The day's closing (Z report) that took it in: each closed transaction is in exactly one. */
    closing: uuid(),
    /** A settlement: the booking payment it made (kept when the payment is taken back). */
    bookingPayment: uuid(),
  },
  (t) => [
    uniqueIndex('pos_transactions_till_number_key').on(t.till, t.number),
    index('pos_transactions_closing_idx').on(t.closing),
    index('pos_transactions_created_idx').on(t.createdAt.desc(), t.id),
    index('pos_transactions_day_idx').on(t.day),
    index('pos_transactions_booking_idx').on(t.booking).where(sql`${t.booking} is not null`),
    index('pos_transactions_open_idx').on(t.state).where(sql`${t.state} = 'open'`),
    // Receipts still to sign (the retry's sweep); few at any time.
    index('pos_transactions_unsigned_idx')
      .on(t.signatureState)
      .where(sql`${t.signatureState} in ('pending', 'failed')`),
  ],
);

/** The items of a transaction: name, tax and price as sold (the product may change later). */
export const posLines = pgTable(
  'pos_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    transaction: uuid()
      .notNull()
      .references(() => posTransactions.id, { onDelete: 'cascade' }),
    product: uuid().references(() => products.id, { onDelete: 'set null' }),
    name: text().notNull(),
    category: uuid(),
    quantity: integer().notNull(),
    unitPrice: bigint({ mode: 'number' }).notNull(),
    taxRate: doublePrecision().notNull().default(0),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** A void's line cancels this line: at most once (the unique index refuses a second storno). */
    voidsLine: uuid(),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pos_lines_transaction_idx').on(t.transaction),
    uniqueIndex('pos_lines_voids_line_key').on(t.voidsLine),
  ],
);

/**
 * Payments of a transaction. `amount` in the currency handed over; `base_amount` what it settles
 * in the till's currency, `change` given back in it. `key` (the client's) makes a retry count once.
 */
export const posPayments = pgTable(
  'pos_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    transaction: uuid()
      .notNull()
      .references(() => posTransactions.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    rate: text().notNull().default('1'),
    baseAmount: bigint({ mode: 'number' }).notNull(),
    change: bigint({ mode: 'number' }).notNull().default(0),
    reference: text().notNull().default(''),
    key: uuid(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pos_payments_transaction_idx').on(t.transaction),
    uniqueIndex('pos_payments_key_key').on(t.transaction, t.key),
    // A key is the client's for one payment: a room's bill paid twice with it (a retry after a
    // lost answer, a double tap) pays once, whichever request gets there first.
    uniqueIndex('pos_payments_key_unique').on(t.key).where(sql`${t.key} is not null`),
  ],
);

/**
 * The day's closing of a till (Z report): numbered per till from 1 without gaps, it takes in every
 * transaction of the till that is no longer open and in no closing yet (`pos_transactions.closing`),
 * and keeps the cash counted against the expected per currency and the sums as they were then.
 */
export const posClosings = pgTable(
  'pos_closings',
  {
    ...recordColumns,
    till: uuid()
      .notNull()
      .references(() => posTills.id, { onDelete: 'restrict' }),
    tillName: text().notNull().default(''),
    resort: uuid(),
    vessel: uuid(),
    number: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    firstNumber: integer().notNull(),
    lastNumber: integer().notNull(),
    transactionCount: integer().notNull(),
    total: bigint({ mode: 'number' }).notNull(),
    cash: jsonb().$type<PosClosingCash[]>().notNull().default([]),
    reason: text().notNull().default(''),
    totals: jsonb().$type<PosClosingTotals>().notNull(),
    openTabs: jsonb().$type<PosOpenTab[]>().notNull().default([]),
    user: uuid(),
    userName: text().notNull().default(''),
    closedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pos_closings_till_number_key').on(t.till, t.number),
    index('pos_closings_closed_idx').on(t.closedAt.desc(), t.id),
    index('pos_closings_resort_idx').on(t.resort),
    index('pos_closings_vessel_idx').on(t.vessel),
  ],
);
