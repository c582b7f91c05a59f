import type {
  BookingExtras,
  BookingReference,
  BookingSnapshot,
  Calculation,
  FieldChange,
} from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { resorts, rooms, vessels } from './assets.ts';
import { agencies } from './agencies.ts';
import { recordColumns, trigramIndex } from './columns.ts';
import { customers } from './customers.ts';
import { schedules, tours } from './tours.ts';

/** Booking numbers count up across processes and never repeat, even after a rollback. */
export const bookingNumbers = pgSequence('booking_number_seq', { startWith: 1 });

/**
 * A booking of rooms for nights [from, to): a trip (schedule) or a resort stay. Money is in minor
 * units of `currency`; `total` is the calculation's total, `paid` the sum of its payments, both kept
 * with the row so lists and trip payments read no JSON.
 */
export const bookings = pgTable(
  'bookings',
  {
    ...recordColumns,
    bookingNo: text().notNull(),
    state: text().notNull(),
    type: text().notNull(),
    from: date({ mode: 'string' }).notNull(),
    to: date({ mode: 'string' }).notNull(),
    lead: uuid().references(() => customers.id, { onDelete: 'set null' }),
    leadName: text().notNull().default(''),
    noOfPax: integer().notNull().default(0),
    // A trip with bookings cannot be deleted: its guests would lose their cabins silently.
    schedule: uuid().references(() => schedules.id, { onDelete: 'restrict' }),
    tour: uuid().references(() => tours.id, { onDelete: 'restrict' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'restrict' }),
    resort: uuid().references(() => resorts.id, { onDelete: 'restrict' }),
    /** The agency the booking came through; its contract gives the commission. */
    agency: uuid().references(() => agencies.id, { onDelete: 'restrict' }),
    currency: text().notNull(),
    total: bigint({ mode: 'number' }).notNull().default(0),
    paid: bigint({ mode: 'number' }).notNull().default(0),
    source: text().notNull().default('direct'),
    bookingSource: uuid(),
    category: uuid(),
    language: text().notNull().default('de'),
    termsOfPayment: uuid(),
    bookingDate: date({ mode: 'string' }).notNull(),
    cancelationDate: date({ mode: 'string' }),
    cancelReason: text(),
    freedDate: date({ mode: 'string' }),
    releaseReason: text(),
    deletedDate: date({ mode: 'string' }),
    resolvedDate: date({ mode: 'string' }),
    /** Where revert and revertRebook go back to: the state before the last cancel, release or rebook. */
    previousState: text(),
    /** An offer or reservation holds its beds until this day; the option job releases it after. */
    optionUntil: date({ mode: 'string' }),
    rebookedTo: uuid(),
    rebookedFrom: uuid(),
    splitFrom: uuid(),
    references: jsonb().$type<BookingReference[]>().notNull().default([]),
    note: text().notNull().default(''),
    calculation: jsonb().$type<Calculation | null>(),
    /**
     * The room revenue of the calculation in minor units (occupancy's ADR and RevPAR count it):
     * written by the database whenever the calculation changes (seaberth_room_revenue, migration
     * 0057), so a year of occupancy reads a column, not every booking's calculation.
     */
    roomRevenue: numeric({ mode: 'number' }).notNull().default(0),
    /** Supplements, add-ons and hand-picked specials: priced again with every re-quote. */
    extras: jsonb().$type<BookingExtras>().notNull().default({ addons: [], specials: [] }),
    /** When the first guest checked in, and when the last room checked out (SPEC §3 checkIn, checkOut). */
    checkIn: timestamp({ withTimezone: true }),
    checkOut: timestamp({ withTimezone: true }),
    /** A free-of-charge place is in the calculation (SPEC §3 hasFOC): calendars may colour it. */
    hasFoc: boolean().notNull().default(false),
    createdBy: uuid(),
  },
  (t) => [
    uniqueIndex('bookings_booking_no_key').on(t.bookingNo),
    check('bookings_dates_check', sql`${t.to} > ${t.from}`),
    index('bookings_schedule_idx').on(t.schedule),
    index('bookings_vessel_from_idx').on(t.vessel, t.from),
    index('bookings_resort_from_idx').on(t.resort, t.from),
    // The list's default order (newest arrival first, then id): a deep page walks this index only.
    index('bookings_from_id_idx').on(t.from.desc().nullsFirst(), t.id),
    trigramIndex('bookings_booking_no_trgm', t.bookingNo),
    trigramIndex('bookings_lead_name_trgm', t.leadName),
    trigramIndex('bookings_note_trgm', t.note),
    index('bookings_lead_idx').on(t.lead),
    index('bookings_agency_from_idx').on(t.agency, t.from),
    // A booking's page names the bookings split off it: without this each read scanned them all.
    index('bookings_split_from_idx').on(t.splitFrom).where(sql`${t.splitFrom} is not null`),
    // The asset share report: combined bookings (a stay and a trip) by their dates, a few rows.
    index('bookings_combined_dates_idx')
      .using('gist', sql`daterange(${t.from}, ${t.to})`)
      .where(sql`${t.schedule} is not null and ${t.resort} is not null`),
    // The waiting line, first come first served: only waiting bookings are in this index.
    index('bookings_waiting_idx').on(t.createdAt).where(sql`${t.state} = 'waiting'`),
    // Options to release: only the few live ones with a date, so the job's scan stays tiny.
    // The Today page (docs/performance.md): departures by day, stays in house tonight, money
    // open, online bookings of the last days.
    index('bookings_to_idx').on(t.to),
    index('bookings_dates_idx').using('gist', sql`daterange(${t.from}, ${t.to})`),
    index('bookings_open_money_idx')
      .on(t.from)
      .where(sql`${t.total} > ${t.paid} and ${t.state} in ('draft', 'planned', 'confirmed')`),
    index('bookings_source_date_idx').on(t.source, t.bookingDate),
    // The to-do rules' sweep (issue 38): bookings made on a day, for the catch-ups.
    index('bookings_booking_date_idx').on(t.bookingDate),
    index('bookings_option_until_idx')
      .on(t.optionUntil)
      .where(sql`${t.optionUntil} is not null and ${t.state} in ('draft', 'planned')`),
    // Also bookings_held_idx (id) INCLUDE (state, currency, room_revenue), the occupancy figures'
    // look-up of a held room's booking without reading its row: migration 0071, as Drizzle's
    // schema cannot say INCLUDE.
  ],
);

/** One booked room of a booking ("roomBooking"); its beds are held by occupancy rows pointing here. */
export const bookingRooms = pgTable(
  'booking_rooms',
  {
    id: uuid().primaryKey().defaultRandom(),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    room: uuid()
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    from: date({ mode: 'string' }).notNull(),
    to: date({ mode: 'string' }).notNull(),
    /** The bed numbers taken in a shared room; null books the whole room. */
    beds: jsonb().$type<number[] | null>(),
    /** Places booked, empty ones included: an empty place is paid for and a re-quote must say so. */
    places: integer().notNull().default(0),
    sort: integer().notNull().default(0),
    checkIn: timestamp({ withTimezone: true }),
    checkOut: timestamp({ withTimezone: true }),
    /** A locked assignment never moves to another room or other dates until unlocked (SPEC §7 lockUnlockRoom). */
    locked: boolean().notNull().default(false),
  },
  (t) => [index('booking_rooms_booking_idx').on(t.booking), index('booking_rooms_room_idx').on(t.room)],
);

/** Who sleeps in which bed of a booked room. */
export const bookingGuests = pgTable(
  'booking_guests',
  {
    id: uuid().primaryKey().defaultRandom(),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    roomBooking: uuid()
      .notNull()
      .references(() => bookingRooms.id, { onDelete: 'cascade' }),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** Position within the room booking (0 = first bed of the booking's beds). */
    bed: integer().notNull(),
    /** The price variant the guest takes (a reference into price variants, kept if one is deleted). */
    variant: uuid(),
  },
  (t) => [
    index('booking_guests_booking_idx').on(t.booking),
    index('booking_guests_customer_idx').on(t.customer),
    uniqueIndex('booking_guests_room_bed_key').on(t.roomBooking, t.bed),
  ],
);

/** Money received for a booking, in minor units; a refund is negative. */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /**
     * A payment in another currency than the booking's: what it is worth in the booking currency
     * and the rate of that day (booking-currency units per unit paid). Null: paid in the booking's.
     */
    bookingAmount: bigint({ mode: 'number' }),
    rate: text(),
    date: date({ mode: 'string' }).notNull(),
    method: text().notNull(),
    reference: text().notNull().default(''),
    note: text().notNull().default(''),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_payments_booking_idx').on(t.booking)],
);

/**
 * How a booking's guests arrive or leave (flight, time, pick-up): the arrivals list shows it. The
 * booking's resort or vessel is copied here so the generic layer's asset restriction applies.
 */
export const arrivalDepartures = pgTable(
  'arrival_departures',
  {
    ...recordColumns,
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    time: text().notNull().default(''),
    flight: text().notNull().default(''),
    airport: text().notNull().default(''),
    transfer: boolean().notNull().default(false),
    note: text().notNull().default(''),
    resort: uuid().references(() => resorts.id, { onDelete: 'cascade' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('arrival_departures_booking_idx').on(t.booking),
    index('arrival_departures_date_idx').on(t.date),
  ],
);

/**
 * Every version of a booking: who changed it, when, by which action, what changed, and the booking
 * as it then was. Written in the same transaction as the change (the deferred trigger of
 * migration 0012 refuses a commit that bumps a booking's version without its row here).
 */
export const bookingVersions = pgTable(
  'booking_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    action: text().notNull(),
    actor: uuid(),
    actorName: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    changes: jsonb().$type<FieldChange[]>().notNull(),
    snapshot: jsonb().$type<BookingSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex('booking_versions_booking_version_key').on(t.booking, t.version),
    // The pace finds the bookings that arrived in a period in any version (statistics/pace).
    index('booking_versions_arrival_idx').on(sql`(${t.snapshot}->>'from')`),
  ],
);

/** Comments on a booking; the booking's resort or vessel is copied for the asset restriction. */
export const bookingComments = pgTable(
  'booking_comments',
  {
    ...recordColumns,
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    author: uuid(),
    authorName: text().notNull().default(''),
    resort: uuid().references(() => resorts.id, { onDelete: 'cascade' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
  },
  (t) => [index('booking_comments_booking_idx').on(t.booking, t.createdAt)],
);

/**
 * The references a booking import has claimed (issue 39): a row is booked only by the request that
 * inserted its reference here, so the same file sent twice at once books each row once. The claim
 * goes with its booking; a claim without one is a row being booked right now.
 */
export const bookingImports = pgTable(
  'booking_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    system: text().notNull(),
    reference: text().notNull(),
    booking: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_imports_system_reference_key').on(t.system, t.reference)],
);
