import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('mail_queue_status_idx').on(t.status, t.sendAfter)],
);
