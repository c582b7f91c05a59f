import type { Company } from '@seaberth/domain';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { recordColumns } from './columns.ts';
import { users } from './users.ts';

/** The operator's letterhead: one row (documents print it at their head and foot). */
export const companyProfile = pgTable('company_profile', {
  ...recordColumns,
  profile: jsonb().$type<Company>().notNull(),
});

/** The documents kept with a booking: generated from a template, or uploaded; the bytes are in the file store. */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    ...recordColumns,
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    template: text(),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('booking_documents_booking_idx').on(t.booking)],
);
