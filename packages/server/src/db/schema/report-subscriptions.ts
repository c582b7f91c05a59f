import type { ReportFilters } from '@seaberth/domain';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * Reports by mail (`/api/reportsubscription`, issue 36): a saved statistics view (kind, a period
 * relative to the sending day, basis and filters) mailed weekly or monthly to chosen users. The
 * sender claims a due day by moving `next_due` on with a conditional update, so a day never sends twice.
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    ...recordColumns,
    kind: text().notNull(),
    span: text().notNull().default('lastMonth'),
    basis: text().notNull().default('stay'),
    filters: jsonb().$type<ReportFilters>().notNull().default({}),
    frequency: text().notNull().default('weekly'),
    weekday: integer().notNull().default(1),
    dayOfMonth: integer().notNull().default(1),
    recipients: jsonb().$type<string[]>().notNull().default([]),
    language: text().notNull().default('en'),
    createdBy: uuid().references(() => users.id, { onDelete: 'cascade' }),
    lastSentAt: timestamp({ withTimezone: true }),
    /** The operator's day the next mail goes out on. */
    nextDue: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    index('report_subscriptions_next_due_idx').on(t.nextDue),
    index('report_subscriptions_created_by_idx').on(t.createdBy),
  ],
);
