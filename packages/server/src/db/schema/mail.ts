import type { BookingTemplate, MailTemplate } from '@seaberth/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { recordColumns } from './columns.ts';

/**
 * Outgoing mail is written here inside the business transaction and sent by a worker, so a mail is
 * never lost when SMTP is down or not configured: it stays `queued` and visible.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    ...recordColumns,
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sendAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** The booking it was sent from, so the booking page lists its mails. */
    booking: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    /** Files travelling with it, kept in the file store until sent. */
    attachments: jsonb().$type<QueuedAttachment[]>().notNull().default([]),
  },
  (t) => [
    index('mail_queue_status_idx').on(t.status, t.sendAfter),
    index('mail_queue_booking_idx').on(t.booking),
  ],
);

export interface QueuedAttachment {
  name: string;
  mimeType: string;
  storageKey: string;
}

/** Mail templates (SPEC §7 `/api/mail/template`): Liquid subject and body per language. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    ...recordColumns,
    name: text().notNull(),
    type: text().notNull().default('Text'),
    states: jsonb().$type<string[]>().notNull().default([]),
    attachments: jsonb().$type<BookingTemplate[]>().notNull().default([]),
    texts: jsonb().$type<MailTemplate['texts']>().notNull(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('mail_templates_name_key').on(t.name)],
);
