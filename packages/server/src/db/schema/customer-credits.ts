import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookingPayments, bookings } from './bookings.ts';
import { customers } from './customers.ts';

/**
 * A customer's credit (`/ccredits`): vouchers, overpayments and refunds owed, spent on later
 * bookings. Like the agencies' ledger, entries are only added; a mistake is answered by a reversal
 * naming the entry (once: the unique index). An entry that moved money from or to a booking names
 * the booking payment it made, so taking that payment back reverses the entry with it.
 */
export const customerCredits = pgTable(
  'customer_credits',
  {
    id: uuid().primaryKey().defaultRandom(),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    date: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    booking: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    payment: uuid().references(() => bookingPayments.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    reverses: uuid(),
    createdBy: uuid(),
    createdByName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_credits_customer_idx').on(t.customer, t.date),
    index('customer_credits_payment_idx').on(t.payment).where(sql`${t.payment} is not null`),
    uniqueIndex('customer_credits_reverses_key').on(t.reverses).where(sql`${t.reverses} is not null`),
  ],
);
