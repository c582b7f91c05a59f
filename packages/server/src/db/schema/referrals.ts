import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { customerCredits } from './customer-credits.ts';
import { customers } from './customers.ts';
import { recordColumns } from './columns.ts';
import { specials } from './pricing.ts';

/** Referral codes (`/api/referral`): a guest's code, the special it gives, the reward it earns. */
export const referrals = pgTable(
  'referrals',
  {
    ...recordColumns,
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    code: text().notNull(),
    special: uuid().references(() => specials.id, { onDelete: 'set null' }),
    rewardAmount: bigint({ mode: 'number' }).notNull().default(0),
    rewardCurrency: text().notNull().default('EUR'),
    active: boolean().notNull().default(true),
    validUntil: date({ mode: 'string' }),
    note: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('referrals_code_key').on(t.code),
    index('referrals_customer_idx').on(t.customer),
    index('referrals_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A booking made with a code: one code per booking, recorded in the booking's own transaction.
 * `customer` is the new guest (the booking's lead when it was made).
 */
export const referralUses = pgTable(
  'referral_uses',
  {
    id: uuid().primaryKey().defaultRandom(),
    referral: uuid()
      .notNull()
      .references(() => referrals.id, { onDelete: 'restrict' }),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_uses_booking_key').on(t.booking),
    index('referral_uses_referral_idx').on(t.referral),
    index('referral_uses_customer_idx').on(t.customer),
  ],
);

/**
 * A reward credited to a referrer: which code, which new guest, which booking paid it, which
 * credit entry holds it. The unique index on the new guest is the promise "once per referred
 * guest": a second payment at the same moment inserts nothing and credits nothing. A reward whose
 * booking was cancelled is `reversedAt` (with the credit entry that took it back, none when the
 * referrer had spent it); one that a customer merge made a duplicate of another's is
 * `supersededBy` the one kept, and no longer counts for the unique index.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid().primaryKey().defaultRandom(),
    referral: uuid()
      .notNull()
      .references(() => referrals.id, { onDelete: 'restrict' }),
    use: uuid()
      .notNull()
      .references(() => referralUses.id, { onDelete: 'restrict' }),
    customer: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    booking: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    credit: uuid().references(() => customerCredits.id, { onDelete: 'set null' }),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp({ withTimezone: true }),
    reversal: uuid().references(() => customerCredits.id, { onDelete: 'set null' }),
    supersededBy: uuid().references((): AnyPgColumn => referralRewards.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('referral_rewards_customer_key').on(t.customer).where(sql`${t.supersededBy} is null`),
    index('referral_rewards_referral_idx').on(t.referral),
    index('referral_rewards_use_idx').on(t.use),
  ],
);
