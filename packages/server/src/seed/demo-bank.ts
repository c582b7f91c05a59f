import { addDays } from '@seaberth/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { BookingActions } from '../modules/bookings/index.ts';
import { BankEntriesRepository } from '../modules/finance/index.ts';
import { BankService } from '../modules/finance/index.ts';
import type { StatementEntry } from '../modules/finance/index.ts';
import type { Services } from '../services.ts';
import { SEEDER } from './demo-bookings.ts';

/**
 * The operator's account with last week's statement: two guests who wrote their booking number
 * (assigned), two who did not but paid the open amount (waiting in the review with a suggestion),
 * a payment nobody can place yet, and the bank's fees.
 */
export async function loadDemoBank(
  services: Services,
  bookings: BookingActions,
  today: string,
): Promise<void> {
  const { db } = services.database;
  const [bank] = await db
    .insert(t.banks)
    .values({
      name: 'Sparkasse Hamburg',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      currency: 'EUR',
      openingBalance: 2_450_000,
      openingDate: addDays(today, -60),
    })
    .onConflictDoNothing()
    .returning();
  if (!bank) return;
  const open = await db
    .select({
      id: t.bookings.id,
      bookingNo: t.bookings.bookingNo,
      leadName: t.bookings.leadName,
      open: sql<number>`(${t.bookings.total} - ${t.bookings.paid})::bigint`,
    })
    .from(t.bookings)
    .where(
      and(
        inArray(t.bookings.state, ['confirmed', 'planned']),
        eq(t.bookings.currency, 'EUR'),
        gt(t.bookings.total, t.bookings.paid),
        isNull(t.bookings.agency),
      ),
    )
    .orderBy(asc(t.bookings.from))
    .limit(4);
  const day = (n: number) => addDays(today, -n);
  const entry = (n: number, values: Partial<StatementEntry> & { amount: number }): StatementEntry => ({
    identity: `demo:${n}`,
    bookingDate: day(7 - n),
    valueDate: day(7 - n),
    currency: 'EUR',
    counterpartyName: '',
    counterpartyIban: '',
    remittance: '',
    reference: '',
    bankReference: `DEMO${n}`,
    ...values,
  });
  const entries = open.map((b, i) =>
    entry(i, {
      amount: Number(b.open),
      counterpartyName: b.leadName,
      counterpartyIban: 'DE02120300000000202051',
      // The first two name their booking; the others only paid the amount.
      remittance: i < 2 ? `Booking ${b.bookingNo} final payment` : 'Dive holiday',
    }),
  );
  entries.push(
    entry(5, { amount: 15_000, counterpartyName: 'Lena Fischer', remittance: 'Nitrox course deposit' }),
    entry(6, { amount: -1_290, counterpartyName: 'Sparkasse Hamburg', remittance: 'Account fees' }),
  );
  const rows = await new BankEntriesRepository(db).insertNew(bank.id, 'camt053', entries);
  const service = new BankService(bookings, async () => 0);
  for (const [i, b] of open.slice(0, 2).entries()) {
    const row = rows.find((r) => r.identity === `demo:${i}`);
    if (row) await service.assign(row.id, { booking: b.id, rateType: 'direct', note: '' }, SEEDER);
  }
}
