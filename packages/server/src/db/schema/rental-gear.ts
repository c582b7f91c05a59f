import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookingRooms, bookings } from './bookings.ts';
import { recordColumns } from './columns.ts';
import { customers } from './customers.ts';
import { posLines, posTransactions } from './pos.ts';
import { products } from './products.ts';

/** Rental gear (issue 35): the numbered items of a ReusableGood product (BCD 07, regulator R-12). */
export const rentalItems = pgTable(
  'rental_items',
  {
    ...recordColumns,
    product: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    number: text().notNull(),
    size: text().notNull().default(''),
    state: text().notNull().default('available'),
    nextService: date({ mode: 'string' }),
    notes: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('rental_items_product_number_key').on(t.product, t.number),
    index('rental_items_state_idx').on(t.state),
  ],
);

/**
 * One item lent to one guest from a day until returned. Names are copied when rented so the list
 * searches without joins. At most one open rental per item: the partial unique index makes two
 * concurrent rentals of the same item end in exactly one, whatever the code checked before.
 */
export const rentals = pgTable(
  'rentals',
  {
    ...recordColumns,
    item: uuid()
      .notNull()
      .references(() => rentalItems.id, { onDelete: 'restrict' }),
    product: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text().notNull().default(''),
    itemNumber: text().notNull().default(''),
    size: text().notNull().default(''),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    customerName: text().notNull().default(''),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    roomBooking: uuid().references(() => bookingRooms.id, { onDelete: 'set null' }),
    roomName: text().notNull().default(''),
    from: date({ mode: 'string' }).notNull(),
    returnedAt: timestamp({ withTimezone: true }),
    returnedOn: date({ mode: 'string' }),
    posTransaction: uuid().references(() => posTransactions.id, { onDelete: 'set null' }),
    posLine: uuid().references(() => posLines.id, { onDelete: 'set null' }),
    userId: uuid(),
    userName: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('rentals_item_open_key').on(t.item).where(sql`${t.returnedAt} is null`),
    index('rentals_customer_from_idx').on(t.customer, t.from),
    index('rentals_booking_idx').on(t.booking),
    index('rentals_from_idx').on(t.from),
  ],
);
