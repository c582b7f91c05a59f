import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';
import { bookings } from './bookings.ts';
import { customerCredits } from './customer-credits.ts';
import { customers } from './customers.ts';
import { diveLogs } from './dive-logs.ts';

/** Tiers of the loyalty programme (`/api/loyaltytier`). */
export const loyaltyTiers = pgTable(
  'loyalty_tiers',
  {
    ...recordColumns,
    name: text().notNull(),
    minPoints: integer().notNull().default(0),
    benefits: text().notNull().default(''),
    color: text().notNull().default(''),
  },
  (t) => [uniqueIndex('loyalty_tiers_name_key').on(t.name)],
);

/**
 * A guest's points, only ever added to: earned per booking and guest (`stay`, `trip`) or per
 * logged dive, spent (`redeemed`, naming the credit it gave) or corrected by hand. The unique
 * indexes make earning idempotent: the nightly job and a second run at once post a stay once.
 */
export const loyaltyPoints = pgTable(
  'loyalty_points',
  {
    id: uuid().primaryKey().defaultRandom(),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    points: integer().notNull(),
    booking: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    diveLog: uuid().references(() => diveLogs.id, { onDelete: 'set null' }),
    credit: uuid().references(() => customerCredits.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    createdBy: uuid(),
    createdByName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_points_customer_idx').on(t.customer, t.date),
    uniqueIndex('loyalty_points_stay_key')
      .on(t.booking, t.customer)
      .where(sql`${t.kind} in ('stay', 'trip')`),
    uniqueIndex('loyalty_points_dive_key').on(t.diveLog).where(sql`${t.kind} = 'dive'`),
    check('loyalty_points_kind_check', sql`${t.kind} in ('stay', 'trip', 'dive', 'redeemed', 'correction')`),
  ],
);

/**
 * Each member's sums, kept with every entry of theirs and each night (the tier's window moves):
 * the programme's list sorts 100,000 guests by any sum from an index, and a quote reads a guest's
 * tier with their record instead of summing their history.
 */
export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    customer: uuid()
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    balance: integer().notNull().default(0),
    earned: integer().notNull().default(0),
    tierPoints: integer().notNull().default(0),
    tier: uuid().references(() => loyaltyTiers.id, { onDelete: 'set null' }),
    lastEarned: date({ mode: 'string' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_members_balance_idx').on(t.balance.desc(), t.customer),
    // The list's other sorts, descending first as it is opened (docs/performance.md, issue 37).
    index('loyalty_members_earned_idx').on(t.earned.desc(), t.customer),
    index('loyalty_members_tier_points_idx').on(t.tierPoints.desc(), t.customer),
    index('loyalty_members_last_earned_idx').on(t.lastEarned.desc(), t.customer),
    index('loyalty_members_tier_idx').on(t.tier),
  ],
);
