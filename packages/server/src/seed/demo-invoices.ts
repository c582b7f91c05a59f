import { and, asc, eq, gt, gte, inArray, notExists, or, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import type { BookingService } from '../modules/bookings/index.ts';
import { BookingDocumentsService } from '../modules/documents/index.ts';
import { InvoicesService } from '../modules/invoices/index.ts';
import type { Services } from '../services.ts';
import { SEEDER } from './demo-bookings.ts';

/**
 * Invoices for the demo's bookings that are done with (issue 37): each one checked out or paid in
 * full is invoiced through the invoice service, as the front desk would, and so are the club
 * member's reservations, so the invoice list, a booking's invoices and the club's download
 * show real numbers, lines and PDFs. They are dated today, the only date an invoice number may
 * take (one gap-free sequence a year). Made after the club's member login (demo-club.ts).
 */
export async function issueDemoInvoices(services: Services, bookings: BookingService): Promise<number> {
  const { db } = services.database;
  const done = await db
    .select({ id: t.bookings.id })
    .from(t.bookings)
    .where(
      and(
        inArray(t.bookings.state, ['planned', 'confirmed', 'resolved']),
        or(
          eq(t.bookings.state, 'resolved'),
          and(gt(t.bookings.total, 0), gte(t.bookings.paid, t.bookings.total)),
          // The club member's reservations too: their invoice waits in the club, open to pay.
          and(
            inArray(t.bookings.state, ['planned', 'confirmed']),
            inArray(
              sql`${t.bookings.lead}::text`,
              db.select({ customer: t.users.customer }).from(t.users).where(eq(t.users.userType, 'customer')),
            ),
          ),
        ),
        notExists(db.select({ one: sql`1` }).from(t.invoices).where(eq(t.invoices.booking, t.bookings.id))),
      ),
    )
    .orderBy(asc(t.bookings.bookingNo));
  const invoices = new InvoicesService(services, bookings, new BookingDocumentsService(services, bookings));
  for (const { id } of done) await invoices.issue(id, [{}], undefined, SEEDER);
  return done.length;
}
