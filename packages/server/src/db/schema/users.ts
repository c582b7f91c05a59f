import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { UserSettings } from '@seaberth/domain';
import { recordColumns, trigramIndex } from './columns.ts';

export const users = pgTable(
  'users',
  {
    ...recordColumns,
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull().default(''),
    userType: text().notNull().default('internal'),
    roles: jsonb().$type<string[]>().notNull().default([]),
    permissions: jsonb().$type<{ scope: string[] }>().notNull().default({ scope: [] }),
    settings: jsonb().$type<UserSettings>().notNull().default(sql`'{}'::jsonb`),
    // The kinds of live change the bell tells the user of (issue 38, DEFAULT_NOTIFICATION_KINDS).
    notifications: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'["booking.online","guestform.sent","mail.failed","ota.conflict"]'::jsonb`),
    asset: jsonb().$type<{ ref: string; type: 'resort' | 'vessel' } | null>(),
    resorts: jsonb().$type<string[]>().notNull().default([]),
    vessels: jsonb().$type<string[]>().notNull().default([]),
    agency: text(),
    customer: text(),
    passwordHash: text(),
    verified: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_name_idx').on(t.name),
    trigramIndex('users_name_trgm', t.name),
    trigramIndex('users_email_trgm', t.email),
    trigramIndex('users_phone_trgm', t.phone),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    ...recordColumns,
    name: text().notNull(),
    group: text().notNull().default(''),
    description: text().notNull().default(''),
    scope: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('user_roles_name_key').on(t.name)],
);

/** Server-side sessions make logout and revocation real: a token is only as good as its session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time tokens mailed to a user: password resets and e-mail confirmations. A token is stored
 * only as a hash, used once, expires, and works only for its purpose.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'reset' | 'verify'>().notNull().default('reset'),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash)],
);

export const logins = pgTable(
  'logins',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    success: boolean().notNull(),
    ip: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('logins_at_idx').on(t.at)],
);
