import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  jsonb,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChannelDrift, OtaRoom } from '@seaberth/domain';
import { roomTypes, vessels } from './assets.ts';
import { bookings } from './bookings.ts';
import { priceLists } from './pricing.ts';
import { schedules } from './tours.ts';

/**
 * The channel manager connection (issue 39), one row per provider: where it is, the property,
 * the API key sealed with the SecretBox (never answered), how the last contact went, and
 * `pendingChanges`: changes heard and not yet pushed (a push takes off only those it saw when it
 * started, so a change heard while it ran makes it push again and nothing is lost).
 */
export const channelConnections = pgTable('channel_connections', {
  provider: text().primaryKey(),
  enabled: boolean().notNull().default(false),
  baseUrl: text().notNull().default(''),
  propertyId: text().notNull().default(''),
  sealedApiKey: text(),
  lastCheckAt: timestamp({ withTimezone: true }),
  lastCheckOk: boolean(),
  lastCheckMessage: text().notNull().default(''),
  pendingChanges: integer().notNull().default(0),
  /**
   * The secret Channex sends with every webhook (set on its webhook as a custom header), so a
   * booking notice from anyone else is refused; made when the connection is first saved.
   */
  webhookSecret: text().notNull().default(''),
  /** The last nightly comparison of the channel's availability with ours (channel-drift.ts). */
  drift: jsonb().$type<ChannelDrift>(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Our room type sold as the channel's room type; one each way. */
export const channelRoomTypes = pgTable(
  'channel_room_types',
  {
    roomType: uuid()
      .primaryKey()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    channelRoomType: text().notNull(),
  },
  (t) => [uniqueIndex('channel_room_types_channel_key').on(t.channelRoomType)],
);

/** Our price list's price for one room type sold as the channel's rate plan; one each way. */
export const channelRatePlans = pgTable(
  'channel_rate_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    priceList: uuid()
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    roomType: uuid()
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    channelRatePlan: text().notNull(),
  },
  (t) => [
    uniqueIndex('channel_rate_plans_ours_key').on(t.priceList, t.roomType),
    uniqueIndex('channel_rate_plans_channel_key').on(t.channelRatePlan),
  ],
);

/**
 * Every call made to the channel and what it answered: the health panel's rows, and the count the
 * rate limit is kept by (calls of a kind to a property in the last minute).
 */
export const channelPushes = pgTable(
  'channel_pushes',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: text().notNull(),
    kind: text().notNull(),
    roomTypes: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    from: date({ mode: 'string' }).notNull(),
    to: date({ mode: 'string' }).notNull(),
    values: integer().notNull(),
    state: text().notNull(),
    answer: text().notNull().default(''),
    attempts: integer().notNull().default(1),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // The rate limit's count: this property's calls of one kind since a minute ago.
    index('channel_pushes_property_kind_at_idx').on(t.propertyId, t.kind, t.at),
    // The health panel: the latest failures, and the last push carrying each room type.
    index('channel_pushes_state_at_idx').on(t.state, t.at),
    index('channel_pushes_room_types_idx').using('gin', t.roomTypes),
  ],
);

/**
 * Every booking revision received from the channel (issue 39), once each (`revisionId` is unique:
 * a duplicate webhook or a feed page seen twice finds its row and applies nothing again), and what
 * became of it: the booking it made or changed, or the conflict the operator places or rejects.
 * `ackedAt`: when the channel was told it arrived (the feed stops offering it then).
 */
export const otaUpdates = pgTable(
  'ota_updates',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    revisionId: text().notNull(),
    otaBookingId: text().notNull(),
    reference: text().notNull().default(''),
    otaName: text().notNull().default(''),
    kind: text().notNull(),
    state: text().notNull(),
    read: boolean().notNull().default(false),
    booking: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    resort: uuid(),
    guest: jsonb()
      .$type<{ name: string; surname: string; mail: string; phone: string; country: string }>()
      .notNull(),
    from: date({ mode: 'string' }).notNull(),
    to: date({ mode: 'string' }).notNull(),
    rooms: jsonb().$type<OtaRoom[]>().notNull().default([]),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().notNull().default(''),
    message: text().notNull().default(''),
    /** When the channel made the revision: a revision older than one applied changes nothing. */
    revisedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    ackedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ota_updates_revision_key').on(t.provider, t.revisionId),
    index('ota_updates_ota_booking_idx').on(t.otaBookingId, t.revisedAt),
    index('ota_updates_booking_idx').on(t.booking),
    // The screen's order: unread first, then newest; and the unread count.
    index('ota_updates_read_received_idx').on(t.read, t.receivedAt),
    index('ota_updates_state_idx').on(t.state).where(sql`${t.state} = 'conflict'`),
  ],
);

/**
 * A vessel sold on the channel (screen /export): its upcoming trips are offered there unless a trip
 * says otherwise. No row: not sold.
 */
export const channelVessels = pgTable('channel_vessels', {
  vessel: uuid()
    .primaryKey()
    .references(() => vessels.id, { onDelete: 'cascade' }),
  onChannel: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A trip's own switch on /export, over its vessel's: taken off the channel, or put on alone. */
export const channelSchedules = pgTable('channel_schedules', {
  schedule: uuid()
    .primaryKey()
    .references(() => schedules.id, { onDelete: 'cascade' }),
  onChannel: boolean().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
