import { and, eq, isNull, ne } from 'drizzle-orm';
import { type Db, sqlState } from '../../db/client.ts';
import { customerIdByEmail, insertCustomer, type NewCustomer } from '../../db/new-customers.ts';
import {
  bookingImports,
  bookings,
  customers,
  resorts,
  rooms,
  schedules,
  vessels,
} from '../../db/schema/index.ts';

/** A room as an import row names it: by its own name and its resort's or vessel's. */
export interface ImportableRoom {
  id: string;
  name: string;
  resort: string | null;
  vessel: string | null;
  assetName: string;
}

/** What a booking import reads and claims (booking-import.service.ts books through the booking flow). */
export class BookingImportRepository {
  constructor(private readonly db: Db) {}

  /** Every active room of the resorts and vessels, with the asset's name. */
  async rooms(): Promise<ImportableRoom[]> {
    const [ofResorts, ofVessels] = await Promise.all([
      this.db
        .select({ id: rooms.id, name: rooms.name, resort: rooms.resort, assetName: resorts.name })
        .from(rooms)
        .innerJoin(resorts, eq(resorts.id, rooms.resort))
        .where(eq(rooms.isActive, true)),
      this.db
        .select({ id: rooms.id, name: rooms.name, vessel: rooms.vessel, assetName: vessels.name })
        .from(rooms)
        .innerJoin(vessels, eq(vessels.id, rooms.vessel))
        .where(eq(rooms.isActive, true)),
    ]);
    return [
      ...ofResorts.map((r) => ({ ...r, vessel: null })),
      ...ofVessels.map((r) => ({ ...r, resort: null })),
    ];
  }

  /** The vessel's trip on exactly these dates (not cancelled), if there is one. */
  async schedule(vessel: string, from: string, to: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: schedules.id })
      .from(schedules)
      .where(
        and(
          eq(schedules.vessel, vessel),
          eq(schedules.from, from),
          eq(schedules.to, to),
          ne(schedules.status, 'cancelled'),
        ),
      )
      .limit(1);
    return row?.id;
  }

  /** Claims a reference for this request: false when it was claimed (imported or being imported) before. */
  async claim(system: string, reference: string): Promise<boolean> {
    const made = await this.db
      .insert(bookingImports)
      .values({ system, reference })
      .onConflictDoNothing()
      .returning({ id: bookingImports.id });
    return made.length > 0;
  }

  async settle(system: string, reference: string, booking: string): Promise<void> {
    await this.db
      .update(bookingImports)
      .set({ booking })
      .where(and(eq(bookingImports.system, system), eq(bookingImports.reference, reference)));
  }

  /** A row that was not booked gives its claim back, so a corrected file can book it. */
  async release(system: string, reference: string): Promise<void> {
    await this.db
      .delete(bookingImports)
      .where(
        and(
          eq(bookingImports.system, system),
          eq(bookingImports.reference, reference),
          isNull(bookingImports.booking),
        ),
      );
  }

  /** The booking an earlier import made for a reference (none while it is still being booked). */
  async imported(system: string, reference: string): Promise<{ id: string; bookingNo: string } | undefined> {
    const [row] = await this.db
      .select({ id: bookings.id, bookingNo: bookings.bookingNo })
      .from(bookingImports)
      .innerJoin(bookings, eq(bookings.id, bookingImports.booking))
      .where(and(eq(bookingImports.system, system), eq(bookingImports.reference, reference)))
      .limit(1);
    return row;
  }

  /** A customer known by this e-mail address (the match key customers are found by). */
  customerByEmail(email: string): Promise<string | undefined> {
    return customerIdByEmail(this.db, email);
  }

  insertCustomer(row: NewCustomer): Promise<void> {
    return insertCustomer(this.db, row);
  }

  /**
   * Removes customers this import made for a booking that was then refused. The customer is made
   * before the booking's transaction (the booking flow reads its guests before it opens one), so
   * it is taken back here; one something else came to point to meanwhile (a concurrent import found
   * it by e-mail and booked it) is kept: the foreign key refuses its removal.
   */
  async removeCustomers(ids: string[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.db.delete(customers).where(eq(customers.id, id));
      } catch (error) {
        if (sqlState(error) !== '23503') throw error;
      }
    }
  }
}
