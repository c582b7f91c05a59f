import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, customers } from '../../db/schema/index.ts';

export interface BookingRef {
  id: string;
  version: number;
}

/** What the option and waiting-list jobs read: options past their date, the waiting line, contacts. */
export class BookingOptionsRepository {
  constructor(private readonly db: Db) {}

  /** Offers and reservations whose option ended before `today`, oldest first (partial index). */
  expiredOptions(today: string, limit: number): Promise<BookingRef[]> {
    return this.db
      .select({ id: bookings.id, version: bookings.version })
      .from(bookings)
      .where(
        and(
          isNotNull(bookings.optionUntil),
          lt(bookings.optionUntil, today),
          inArray(bookings.state, ['draft', 'planned']),
        ),
      )
      .orderBy(asc(bookings.optionUntil))
      .limit(limit);
  }

  /** Waiting bookings not yet begun, first come first served. */
  waitingInLine(today: string, limit: number): Promise<BookingRef[]> {
    return this.db
      .select({ id: bookings.id, version: bookings.version })
      .from(bookings)
      .where(and(eq(bookings.state, 'waiting'), gte(bookings.from, today)))
      .orderBy(asc(bookings.createdAt), asc(bookings.id))
      .limit(limit);
  }

  /** The booker's e-mail address ('' when none). */
  async leadEmail(booking: string): Promise<string> {
    const [row] = await this.db
      .select({ email: sql<string>`coalesce(${customers.contact}->>'email', '')` })
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.lead))
      .where(eq(bookings.id, booking));
    return row?.email ?? '';
  }
}
