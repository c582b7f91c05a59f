import type { Agency } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { resorts, vessels } from './assets.ts';
import { schedules } from './tours.ts';
import { recordColumns } from './columns.ts';

/** Agency groups (`/api/agencygroup`). */
export const agencyGroups = pgTable(
  'agency_groups',
  {
    ...recordColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('agency_groups_name_key').on(t.name)],
);

/** Agencies (`/api/agency`, SPEC §3): the contract with its commission, payer and credit limit. */
export const agencies = pgTable(
  'agencies',
  {
    ...recordColumns,
    name: text().notNull(),
    type: text().notNull().default('travel'),
    group: uuid().references(() => agencyGroups.id, { onDelete: 'set null' }),
    address: jsonb().$type<Agency['address']>().notNull(),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    website: text().notNull().default(''),
    taxNumber: text().notNull().default(''),
    vatId: text().notNull().default(''),
    currency: text().notNull().default('EUR'),
    termsOfPayment: uuid(),
    commissionPercent: real().notNull().default(10),
    commissionMode: text().notNull().default('included'),
    rateMode: text().notNull().default('gross'),
    payer: text().notNull().default('guest'),
    creditLimit: integer(),
    notes: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('agencies_name_key').on(t.name), index('agencies_group_idx').on(t.group)],
);

/** The people of an agency. */
export const agencyContacts = pgTable(
  'agency_contacts',
  {
    ...recordColumns,
    agency: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    role: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    receivesBookingMail: boolean().notNull().default(false),
  },
  (t) => [index('agency_contacts_agency_idx').on(t.agency)],
);

/** The agency's id in another connected system (`{agency}/link/{system}`). */
export const agencyLinks = pgTable(
  'agency_links',
  {
    agency: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    system: text().notNull(),
    external: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agency_links_key').on(t.agency, t.system)],
);

/**
 * The agency's ledger (`/credits`): entries are only ever added; a mistake is answered by a
 * reversal that names the entry (once: the unique index), and the balance is the sum.
 */
export const agencyCredits = pgTable(
  'agency_credits',
  {
    id: uuid().primaryKey().defaultRandom(),
    agency: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'restrict' }),
    date: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    booking: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    reverses: uuid(),
    createdBy: uuid(),
    createdByName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agency_credits_agency_idx').on(t.agency, t.date),
    uniqueIndex('agency_credits_reverses_key').on(t.reverses).where(sql`${t.reverses} is not null`),
  ],
);

/**
 * Rooms held for an agency until a release date (issue 14): the held beds are occupancy rows of
 * kind `allotment` pointing here, so nobody else can sell them; a booking of the agency takes them
 * over, and what is left at the release date returns to open sale (the release job).
 */
export const allotments = pgTable(
  'allotments',
  {
    id: uuid().primaryKey().defaultRandom(),
    agency: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    resort: uuid().references(() => resorts.id, { onDelete: 'cascade' }),
    vessel: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
    schedule: uuid().references(() => schedules.id, { onDelete: 'cascade' }),
    roomType: uuid(),
    from: date({ mode: 'string' }).notNull(),
    to: date({ mode: 'string' }).notNull(),
    releaseDate: date({ mode: 'string' }).notNull(),
    note: text().notNull().default(''),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('allotments_agency_idx').on(t.agency),
    // The release job reads the unreleased ones by date.
    index('allotments_release_idx').on(t.releaseDate).where(sql`${t.releasedAt} is null`),
  ],
);
