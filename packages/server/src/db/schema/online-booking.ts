import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

/**
 * Bookings made on the public booking pages: the idempotency key of the request that made it
 * (claimed before the booking is written, so a double click makes one booking), the token of its
 * public calls, and how long its beds are held while the guest pays. The claim, the booking and
 * the job releasing its hold are written in one transaction (online-booking.service.ts).
 */
export const onlineBookings = pgTable(
  'online_bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: text().notNull().unique(),
    /** Set from the start: the claim commits with its booking (null only in rows of older versions). */
    booking: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    widget: uuid(),
    /** Who asked, normalised (IP address, booker's e-mail): unpaid holds per visitor are counted by them. */
    visitorIp: text(),
    visitorEmail: text(),
    holdUntil: timestamp({ withTimezone: true }),
    /** How often the guest moved the hold's end (`POST /api/book/{id}/extend`; at most 10, WCAG 2.2.1). */
    holdExtensions: integer().notNull().default(0),
    /** How the guest pays: `card` at the provider, `transfer` by bank; null when neither could. */
    payment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('online_bookings_booking_idx').on(t.booking),
    index('online_bookings_hold_idx').on(t.holdUntil).where(sql`${t.holdUntil} is not null`),
  ],
);
