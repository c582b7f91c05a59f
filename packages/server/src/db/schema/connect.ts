import { boolean, pgTable, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * Connected systems (`/api/systemconnection`): another Seaberth installation or an external
 * system. `secret` is sealed at rest (SecretBox); `secretKid` is a hash of it that names the
 * connection in signed calls, so neither side has to agree on the other's key name.
 */
export const systemConnections = pgTable(
  'system_connections',
  {
    ...recordColumns,
    key: text().notNull(),
    name: text().notNull(),
    type: text().notNull().default('seaberth'),
    url: text().notNull(),
    secret: text(),
    secretKid: text(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('system_connections_key_key').on(t.key),
    index('system_connections_secret_kid_idx').on(t.secretKid),
  ],
);

/** A local user's account in a connected installation: who they become when they jump there. */
export const userLinks = pgTable(
  'user_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    user: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    system: text().notNull(),
    externalId: text().notNull(),
    externalEmail: text().notNull().default(''),
    externalName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_links_user_system_key').on(t.user, t.system)],
);

/**
 * Nonces of signed calls and ids of jump tokens already used, until they could not be replayed
 * anyway (their timestamp is too old): a row per use, shared by every process.
 */
export const connectNonces = pgTable(
  'connect_nonces',
  {
    nonce: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('connect_nonces_expires_idx').on(t.expiresAt)],
);
