import type { Bed, RoomConfiguration } from '@seaberth/domain';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { allotments } from './agencies.ts';
import { bookingRooms } from './bookings.ts';
import { recordColumns } from './columns.ts';
import { dateRange, intRange } from './ranges.ts';

type Localized = { de: string; en: string };

export const resorts = pgTable(
  'resorts',
  {
    ...recordColumns,
    name: text().notNull(),
    internalId: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    address: jsonb().$type<Record<string, string>>().notNull().default({}),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    timezone: text().notNull().default('Europe/Berlin'),
    checkInTime: text().notNull().default('14:00'),
    checkOutTime: text().notNull().default('11:00'),
    currencies: jsonb().$type<string[]>().notNull().default(['EUR']),
    description: jsonb().$type<Localized>().notNull().default({ de: '', en: '' }),
    images: jsonb().$type<string[]>().notNull().default([]),
    onlinePayment: text().notNull().default('card'),
  },
  (t) => [uniqueIndex('resorts_name_key').on(t.name)],
);

export const vessels = pgTable(
  'vessels',
  {
    ...recordColumns,
    name: text().notNull(),
    internalId: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    homePort: text().notNull().default(''),
    lengthInMeters: doublePrecision(),
    builtYear: integer(),
    crewSize: integer().notNull().default(0),
    timezone: text().notNull().default('Europe/Berlin'),
    currencies: jsonb().$type<string[]>().notNull().default(['EUR']),
    description: jsonb().$type<Localized>().notNull().default({ de: '', en: '' }),
    images: jsonb().$type<string[]>().notNull().default([]),
    onlinePayment: text().notNull().default('card'),
  },
  (t) => [uniqueIndex('vessels_name_key').on(t.name)],
);

/**
 * The resort and the vessel a record belongs to (the domain's `assetReferenceFields`): gone with
 * its asset. With `assetIndexes` for the lists a user limited to some assets sees.
 */
export const assetColumns = () => ({
  resort: uuid().references(() => resorts.id, { onDelete: 'cascade' }),
  vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
});

/** A name unique per asset (one of each name per resort, per vessel and among the shared), and the asset indexes. */
export function assetIndexes(
  table: string,
  t: { name: AnyPgColumn; resort: AnyPgColumn; vessel: AnyPgColumn },
) {
  return [
    unique(`${table}_name_resort_vessel_key`).on(t.name, t.resort, t.vessel).nullsNotDistinct(),
    index(`${table}_resort_idx`).on(t.resort),
    index(`${table}_vessel_idx`).on(t.vessel),
  ];
}

export const vesselDecks = pgTable(
  'vessel_decks',
  {
    ...recordColumns,
    vessel: uuid()
      .notNull()
      .references(() => vessels.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    planWidth: integer().notNull().default(100),
    planHeight: integer().notNull().default(30),
  },
  (t) => [uniqueIndex('vessel_decks_vessel_name_key').on(t.vessel, t.name)],
);

export const vesselLists = pgTable(
  'vessel_lists',
  {
    ...recordColumns,
    vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().notNull().default('passengers'),
    fields: jsonb().$type<string[]>().notNull().default([]),
    note: text().notNull().default(''),
  },
  (t) => [uniqueIndex('vessel_lists_name_key').on(t.name)],
);

export const roomTypes = pgTable(
  'room_types',
  {
    ...recordColumns,
    name: text().notNull(),
    key: text().notNull().default(''),
    resort: uuid().references(() => resorts.id, { onDelete: 'cascade' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
    defaultNoOfPax: integer().notNull().default(2),
    minNoOfPax: integer().notNull().default(1),
    maxNoOfPax: integer().notNull().default(2),
    maxNoOfOTAPax: integer().notNull().default(-1),
    availableToOTA: boolean().notNull().default(false),
    roomTypeOTA: text().notNull().default('Double'),
    sizeInSqm: doublePrecision().notNull().default(-1),
    surcharge: integer().notNull().default(0),
    surchargeType: text().notNull().default('percent'),
    isVisible: boolean().notNull().default(true),
    publicName: jsonb().$type<Localized>().notNull().default({ de: '', en: '' }),
    description: jsonb().$type<Localized>().notNull().default({ de: '', en: '' }),
    images: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [unique('room_types_name_resort_vessel_key').on(t.name, t.resort, t.vessel).nullsNotDistinct()],
);

export const bedTypes = pgTable(
  'bed_types',
  {
    ...recordColumns,
    name: text().notNull(),
    key: text().notNull().default(''),
    sleeps: integer().notNull().default(1),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('bed_types_name_key').on(t.name)],
);

export const rooms = pgTable(
  'rooms',
  {
    ...recordColumns,
    type: text().notNull().default('Room'),
    name: text().notNull(),
    internalId: text().notNull().default(''),
    resort: uuid().references(() => resorts.id, { onDelete: 'cascade' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
    roomType: uuid().references(() => roomTypes.id, { onDelete: 'set null' }),
    deck: uuid().references(() => vesselDecks.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    isVisible: boolean().notNull().default(true),
    hide: boolean().notNull().default(false),
    blocked: boolean().notNull().default(false),
    allowSharedRoom: boolean().notNull().default(false),
    allowMixedGender: boolean().notNull().default(false),
    bedType: text().notNull().default(''),
    additionalBedTypes: jsonb().$type<string[]>().notNull().default([]),
    configuration: jsonb().$type<Omit<RoomConfiguration, 'beds'> & { beds: Required<Bed>[] }>().notNull(),
    /** Active beds, kept with the configuration so lists and availability need no JSON work. */
    availableBeds: integer().notNull().default(2),
    plan: jsonb().$type<{ x: number; y: number; w: number; h: number } | null>(),
    description: jsonb().$type<Localized>().notNull().default({ de: '', en: '' }),
    images: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [
    unique('rooms_name_resort_vessel_key').on(t.name, t.resort, t.vessel).nullsNotDistinct(),
    index('rooms_resort_idx').on(t.resort),
    index('rooms_vessel_idx').on(t.vessel),
  ],
);

/**
 * Who sleeps where, when: blockers now, bookings later. The exclusion constraint (migration
 * 0003) makes overlapping active rows for the same beds of a room impossible in the database.
 */
export const occupancies = pgTable(
  'occupancies',
  {
    id: uuid().primaryKey().defaultRandom(),
    room: uuid()
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    beds: intRange().notNull(),
    stay: dateRange().notNull(),
    kind: text().notNull(),
    reason: text(),
    note: text().notNull().default(''),
    booking: uuid(),
    /** The booked room whose beds these are; its booking's state says how the calendar shows them. */
    roomBooking: uuid().references((): AnyPgColumn => bookingRooms.id, { onDelete: 'cascade' }),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
    /**
     * Beds of a shared room that does not mix genders are held for one gender ('m' or 'f'); the
     * exclusion constraint of migration 0012 refuses the other gender in that room on those nights.
     */
    gender: text(),
    /** Kind `allotment`: the allotment these beds are held for. */
    allotment: uuid().references((): AnyPgColumn => allotments.id, { onDelete: 'cascade' }),
    /** An allotment's row a booking of its agency took over (removed then): which booking. */
    consumedBy: uuid(),
  },
  (t) => [
    index('occupancies_room_booking_idx').on(t.roomBooking),
    index('occupancies_allotment_idx').on(t.allotment),
  ],
);
