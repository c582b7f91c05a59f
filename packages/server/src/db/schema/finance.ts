import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingPayments, bookings } from './bookings.ts';
import { recordColumns } from './columns.ts';

/** Bank accounts (`/api/bank`); the CSV column mapping of the bank's exports is kept with it. */
export const banks = pgTable(
  'banks',
  {
    ...recordColumns,
    name: text().notNull(),
    iban: text().notNull(),
    bic: text().notNull().default(''),
    currency: text().notNull().default('EUR'),
    openingBalance: bigint({ mode: 'number' }).notNull().default(0),
    openingDate: date({ mode: 'string' }).notNull(),
    autoAssign: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    note: text().notNull().default(''),
    csvMapping: jsonb().$type<Record<string, unknown> | null>(),
    wiseProfileId: text().notNull().default(''),
    wiseBalanceId: text().notNull().default(''),
    wiseToken: text().notNull().default(''),
  },
  (t) => [uniqueIndex('banks_iban_key').on(t.iban)],
);

/**
 * The lines of the accounts' statements (`/api/bankentry`). `identity` is stable per account
 * (bank reference or content hash), so a file imported twice adds nothing the second time.
 */
export const bankEntries = pgTable(
  'bank_entries',
  {
    ...recordColumns,
    bank: uuid()
      .notNull()
      .references(() => banks.id, { onDelete: 'restrict' }),
    identity: text().notNull(),
    bookingDate: date({ mode: 'string' }).notNull(),
    valueDate: date({ mode: 'string' }),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    counterpartyName: text().notNull().default(''),
    counterpartyIban: text().notNull().default(''),
    remittance: text().notNull().default(''),
    reference: text().notNull().default(''),
    bankReference: text().notNull().default(''),
    assigned: bigint({ mode: 'number' }).notNull().default(0),
    state: text().notNull().default('open'),
    source: text().notNull().default('manual'),
  },
  (t) => [
    uniqueIndex('bank_entries_identity_key').on(t.bank, t.identity),
    index('bank_entries_bank_date_idx').on(t.bank, t.bookingDate),
    // The review list and the temporary payments read the entries not yet fully assigned.
    index('bank_entries_open_idx').on(t.bookingDate).where(sql`${t.state} <> 'assigned'`),
  ],
);

/** A booking payment made from a bank entry (one entry may pay several bookings, and the other way round). */
export const bankEntryPayments = pgTable(
  'bank_entry_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    entry: uuid()
      .notNull()
      .references(() => bankEntries.id, { onDelete: 'restrict' }),
    booking: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    payment: uuid()
      .notNull()
      .references(() => bookingPayments.id, { onDelete: 'cascade' }),
    /** Of the entry, in its currency. */
    amount: bigint({ mode: 'number' }).notNull(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_entry_payments_entry_idx').on(t.entry),
    index('bank_entry_payments_booking_idx').on(t.booking),
  ],
);
