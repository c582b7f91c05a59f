import { type CustomerFigures, SALE_STATES } from '@seaberth/domain';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingGuests, bookingRooms, bookings } from '../../db/schema/index.ts';

/** A booking is counted as a stay unless it was cancelled (its fee still counts as money). */
const isStay = sql`${bookings.state} <> 'aborted'`;

// node-postgres reads a bigint as text, PGlite as a number: Number() below makes them agree.
const bigSum = (value: SQL) => sql<number | string>`coalesce(sum(${value}), 0)::bigint`;

/**
 * A customer's figures counted live from the bookings they are a guest of (`booking_guests`, along
 * `booking_guests_customer_idx`): each booking once however many beds they hold in it. What counts
 * is what the statistics count as a sale (SALE_STATES): reservations, bookings and completed
 * stays, and a cancelled booking only for the fee it charged, which is money but no stay.
 */
export class CustomerFiguresRepository {
  constructor(private readonly db: Db) {}

  async figures(
    customer: string,
    today: string,
    visible: SQL | undefined,
  ): Promise<Omit<CustomerFigures, 'customer' | 'today' | 'money' | 'stayStats'> & { money: SaleMoney[] }> {
    const sale = this.saleOf(customer, visible);
    const [dates] = await this.db
      .select({
        stays: sql<number>`(count(*) filter (where ${isStay}))::int`,
        firstStay: sql<string | null>`(min(${bookings.from}) filter (where ${isStay}))::text`,
        lastStay: sql<
          string | null
        >`(max(${bookings.from}) filter (where ${isStay} and ${bookings.from} < ${today}::date))::text`,
        nextArrival: sql<
          string | null
        >`(min(${bookings.from}) filter (where ${isStay} and ${bookings.from} >= ${today}::date))::text`,
      })
      .from(bookings)
      .where(sale);
    // The nights of the rooms the guest sleeps in: a resort guest who changed rooms has two, a
    // trip's cabin is booked for the trip's nights.
    const [slept] = await this.db
      .select({ nights: bigSum(sql`${bookingRooms.to} - ${bookingRooms.from}`) })
      .from(bookingRooms)
      .innerJoin(bookings, eq(bookings.id, bookingRooms.booking))
      .where(
        and(
          inArray(
            bookingRooms.id,
            this.db
              .select({ id: bookingGuests.roomBooking })
              .from(bookingGuests)
              .where(eq(bookingGuests.customer, customer)),
          ),
          sale,
          isStay,
        ),
      );
    const money = await this.db
      .select({
        currency: bookings.currency,
        revenue: bigSum(sql`${bookings.total}`),
        // A booking paid beyond its total owes nothing; its surplus does not settle another one.
        open: bigSum(sql`greatest(${bookings.total} - ${bookings.paid}, 0)`),
      })
      .from(bookings)
      .where(sale)
      .groupBy(bookings.currency);
    return {
      stays: dates?.stays ?? 0,
      nights: Number(slept?.nights ?? 0),
      firstStay: dates?.firstStay ?? null,
      lastStay: dates?.lastStay ?? null,
      nextArrival: dates?.nextArrival ?? null,
      money: money.map((row) => ({
        currency: row.currency,
        revenue: Number(row.revenue),
        open: Number(row.open),
      })),
    };
  }

  /** The customer's sales within what the reader may see. */
  private saleOf(customer: string, visible: SQL | undefined): SQL | undefined {
    return and(
      inArray(
        bookings.id,
        this.db
          .select({ booking: bookingGuests.booking })
          .from(bookingGuests)
          .where(eq(bookingGuests.customer, customer)),
      ),
      inArray(bookings.state, [...SALE_STATES]),
      or(
        ne(bookings.state, 'aborted'),
        sql`${bookings.calculation}->'entries' @> '[{"kind":"cancellationFee"}]'::jsonb`,
      ),
      visible,
    );
  }
}

/** A currency's sales: revenue and what is open of it. */
export interface SaleMoney {
  currency: string;
  revenue: number;
  open: number;
}
