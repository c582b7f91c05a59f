import type { BookingState, CustomerStay } from '@seaberth/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingGuests,
  bookingRooms,
  bookings,
  resorts,
  rooms,
  tours,
  vessels,
} from '../../db/schema/index.ts';

/** The bookings a customer travels in, as their page lists them: one query, newest first. */
export class CustomerStaysRepository {
  constructor(private readonly db: Db) {}

  async staysOf(customer: string, visible?: SQL): Promise<CustomerStay[]> {
    const rows = await this.db
      .select({
        booking: bookings.id,
        bookingNo: bookings.bookingNo,
        state: bookings.state,
        type: bookings.type,
        from: bookings.from,
        to: bookings.to,
        place: sql<string>`coalesce(${vessels.name}, ${resorts.name}, '')`,
        tourName: tours.name,
        schedule: bookings.schedule,
        roomName: rooms.name,
        currency: bookings.currency,
        total: bookings.total,
      })
      .from(bookingGuests)
      .innerJoin(bookings, eq(bookings.id, bookingGuests.booking))
      .innerJoin(bookingRooms, eq(bookingRooms.id, bookingGuests.roomBooking))
      .innerJoin(rooms, eq(rooms.id, bookingRooms.room))
      .leftJoin(vessels, eq(vessels.id, bookings.vessel))
      .leftJoin(resorts, eq(resorts.id, bookings.resort))
      .leftJoin(tours, eq(tours.id, bookings.tour))
      .where(and(eq(bookingGuests.customer, customer), visible))
      .orderBy(desc(bookings.from), desc(bookings.bookingNo));
    return rows.map((row) => ({
      ...row,
      state: row.state as BookingState,
      type: row.type as CustomerStay['type'],
    }));
  }
}
