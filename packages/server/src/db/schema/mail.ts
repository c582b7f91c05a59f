import type { BookingTemplate, MailTemplate } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { recordColumns, trigramIndex } from './columns.ts';

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
    /** Sent through this mail account's SMTP (an answer from /mail), else the server's. */
    account: uuid().references(() => mailAccounts.id, { onDelete: 'set null' }),
    /** The Message-ID answered: In-Reply-To and References, so the guest's client threads it. */
    inReplyTo: text(),
    /**
     * Holds a sign-in secret (a password reset or address confirmation link): goes out like any
     * mail, but the queue's screens never show its text, so reading the queue is no way into an
     * account.
     */
    sealed: boolean().notNull().default(false),
  },
  (t) => [
    index('mail_queue_status_idx').on(t.status, t.sendAfter),
    index('mail_queue_booking_idx').on(t.booking),
    index('mail_queue_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    trigramIndex('mail_queue_to_trgm', t.to),
    trigramIndex('mail_queue_subject_trgm', t.subject),
  ],
);

export interface QueuedAttachment {
  name: string;
  mimeType: string;
  storageKey: string;
  /** Shown inside the mail's HTML (`<img src="cid:…">`) rather than only attached: a mailed report's chart. */
  cid?: string;
}

/**
 * Mail accounts (`/api/mailaccount`): IMAP read in /mail, SMTP for answers. The secret columns
 * (password, OAuth client secret and tokens) never leave the server.
 */
export const mailAccounts = pgTable(
  'mail_accounts',
  {
    ...recordColumns,
    name: text().notNull(),
    email: text().notNull(),
    displayName: text().notNull().default(''),
    imapHost: text().notNull().default(''),
    imapPort: integer().notNull().default(993),
    imapSecurity: text().notNull().default('tls'),
    smtpHost: text().notNull().default(''),
    smtpPort: integer().notNull().default(465),
    smtpSecurity: text().notNull().default('tls'),
    username: text().notNull(),
    auth: text().notNull().default('password'),
    password: text(),
    oauthAuthorizeUrl: text().notNull().default(''),
    oauthTokenUrl: text().notNull().default(''),
    oauthClientId: text().notNull().default(''),
    oauthClientSecret: text(),
    oauthScope: text().notNull().default(''),
    /** The random `state` of a connect under way, and when it was handed out. */
    oauthState: text(),
    oauthStateAt: timestamp({ withTimezone: true }),
    oauthAccessToken: text(),
    oauthRefreshToken: text(),
    oauthExpiresAt: timestamp({ withTimezone: true }),
    oauthConnectedAt: timestamp({ withTimezone: true }),
    users: jsonb().$type<string[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('mail_accounts_name_key').on(t.name),
    uniqueIndex('mail_accounts_oauth_state_key').on(t.oauthState),
  ],
);

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

/** Scheduled mail rules (`/api/mailschedule`). */
export const mailSchedules = pgTable(
  'mail_schedules',
  {
    ...recordColumns,
    name: text().notNull(),
    template: uuid()
      .notNull()
      .references(() => mailTemplates.id, { onDelete: 'restrict' }),
    rule: text().notNull().default('beforeArrival'),
    days: integer().notNull().default(7),
    states: jsonb().$type<string[]>().notNull().default(['confirmed']),
    resorts: jsonb().$type<string[]>().notNull().default([]),
    vessels: jsonb().$type<string[]>().notNull().default([]),
    recipients: text().notNull().default('booker'),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('mail_schedules_name_key').on(t.name)],
);

/**
 * The mails a schedule plans for bookings: one row per schedule, booking and occasion (the due
 * amount for beforeDue), so each goes out once however often and wherever the planner runs.
 */
export const scheduledMails = pgTable(
  'scheduled_mails',
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    schedule: uuid()
      .notNull()
      .references(() => mailSchedules.id, { onDelete: 'cascade' }),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    occasion: text().notNull().default(''),
    sendOn: date({ mode: 'string' }).notNull(),
    status: text().notNull().default('planned'),
    note: text().notNull().default(''),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scheduled_mails_once_key').on(t.schedule, t.booking, t.occasion),
    index('scheduled_mails_due_idx').on(t.sendOn).where(sql`${t.status} = 'planned'`),
  ],
);
