import { addDays } from '@seaberth/domain';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { BookingActions } from '../modules/bookings/index.ts';
import { CustomerCreditService } from '../modules/customers/index.ts';
import type { Services } from '../services.ts';
import { SEEDER } from './demo-bookings.ts';

/** The two guests the demo gives a gift voucher, by their e-mail. */
const VOUCHERS: [email: string, amount: number, note: string][] = [
  ['lukas.weber@example.com', 25_000, 'Gift voucher from his dive club, no. GV-1042'],
  ['olivia.smith@example.com', 10_000, 'Goodwill: the night dive was cancelled for weather'],
];

/**
 * Customer credits as an operator keeps them (`/ccredits`): two gift vouchers, and a guest who paid
 * a trip 50.00 too much and keeps the difference for the next one. Made through the credit service,
 * so each overpayment is a booking payment and every balance adds up.
 */
export async function loadDemoCredits(services: Services, bookings: BookingActions, today: string) {
  const { db } = services.database;
  const credits = new CustomerCreditService(db, bookings.core, bookings.money);
  // The demo's few dozen customers, found by the e-mail in their contact.
  const guests = await db.select({ id: t.customers.id, contact: t.customers.contact }).from(t.customers);
  const byEmail = new Map(guests.map((g) => [(g.contact as { email?: string }).email ?? '', g.id]));
  for (const [i, [email, amount, note]] of VOUCHERS.entries()) {
    const customer = byEmail.get(email);
    if (customer)
      await credits.add(
        { customer, kind: 'voucher', amount, currency: 'EUR', date: addDays(today, -20 + 7 * i), note },
        SEEDER,
      );
  }

  // The latest direct trip paid in full gets a second transfer of 50.00, kept as the booker's credit.
  const [paid] = await db
    .select({ id: t.bookings.id, lead: t.bookings.lead, bookingNo: t.bookings.bookingNo })
    .from(t.bookings)
    .where(
      and(
        eq(t.bookings.state, 'confirmed'),
        eq(t.bookings.currency, 'EUR'),
        gt(t.bookings.total, 0),
        eq(t.bookings.paid, t.bookings.total),
        isNull(t.bookings.agency),
        isNotNull(t.bookings.lead),
      ),
    )
    .orderBy(desc(t.bookings.from))
    .limit(1);
  if (!paid?.lead) return;
  await bookings.money.addPayment(
    paid.id,
    {
      amount: 5_000,
      currency: 'EUR',
      date: addDays(today, -3),
      method: 'bankTransfer',
      reference: paid.bookingNo,
      note: 'Transferred the deposit twice',
    },
    SEEDER,
  );
  await credits.add(
    {
      customer: paid.lead,
      kind: 'overpayment',
      amount: 5_000,
      booking: paid.id,
      date: addDays(today, -2),
      note: 'Paid 50.00 too much: kept for the next trip',
    },
    SEEDER,
  );
}
