import type { GuestFormData } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookingRooms, bookings } from './bookings.ts';
import { customers } from './customers.ts';

/**
 * The guest-form link of a booking (`/guestform/:id/:token`): one unguessable token (256 random
 * bits) per booking. It is kept as is, because the booking page shows the link again and again;
 * whoever reads this table reads the guests' data anyway.
 */
export const guestFormLinks = pgTable('guest_form_links', {
  booking: uuid()
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When the last reminder to send the forms went out (`missingGuestform`). */
  remindedAt: timestamp({ withTimezone: true }),
});

/**
 * One guest's form: one per place of a booked room. A form outlives a room change (the place is
 * then unknown, the form stays with its booking and customer for review).
 */
export const guestForms = pgTable(
  'guest_forms',
  {
    id: uuid().primaryKey().defaultRandom(),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomBooking: uuid().references(() => bookingRooms.id, { onDelete: 'set null' }),
    bed: integer().notNull(),
    /** The guest the form is for: the bed's guest, or the customer made when a blank form is applied. */
    customer: uuid().references(() => customers.id, { onDelete: 'set null' }),
    data: jsonb().$type<GuestFormData>().notNull(),
    state: text().notNull().default('draft'),
    language: text().notNull().default(''),
    version: integer().notNull().default(0),
    submittedAt: timestamp({ withTimezone: true }),
    appliedAt: timestamp({ withTimezone: true }),
    appliedByName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_forms_booking_idx').on(t.booking),
    uniqueIndex('guest_forms_place_key').on(t.roomBooking, t.bed),
    index('guest_forms_submitted_idx').on(t.submittedAt).where(sql`${t.state} = 'submitted'`),
  ],
);

/** Files a guest uploaded with the form (passport scan, certification card, physician's form). */
export const guestFormFiles = pgTable(
  'guest_form_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    form: uuid()
      .notNull()
      .references(() => guestForms.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_form_files_form_idx').on(t.form)],
);
