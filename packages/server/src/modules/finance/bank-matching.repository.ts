import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies, bookings } from '../../db/schema/index.ts';

/** What a bank entry is matched against: a booking, its lead guest, its agency and what is open. */
const candidate = {
  booking: bookings.id,
  bookingNo: bookings.bookingNo,
  leadName: bookings.leadName,
  agencyName: agencies.name,
  currency: bookings.currency,
  open: sql<number>`(${bookings.total} - ${bookings.paid})::bigint`,
};

/** Bookings a bank entry may pay, found by number or by the amount still open. */
export class BankMatchingRepository {
  constructor(private readonly db: Db) {}

  /** The bookings of these numbers. */
  byNumbers(numbers: string[]) {
    return this.db
      .select(candidate)
      .from(bookings)
      .leftJoin(agencies, eq(agencies.id, bookings.agency))
      .where(inArray(bookings.bookingNo, numbers));
  }

  /** Bookings in `states` whose open amount is one of `amounts` (5,000 at most). */
  byOpenAmounts(amounts: number[], states: string[]) {
    return this.db
      .select(candidate)
      .from(bookings)
      .leftJoin(agencies, eq(agencies.id, bookings.agency))
      .where(
        and(inArray(sql`${bookings.total} - ${bookings.paid}`, amounts), inArray(bookings.state, states)),
      )
      .limit(5000);
  }
}
