import {
  type BookingDetail,
  type BookingImportLine,
  type BookingImportResult,
  type BookingImportRow,
  createBookingSchema,
  IMPORT_REFERENCE_KIND,
} from '@seaberth/domain';
import { ZodError } from 'zod';
import { newCustomerRow } from '../../db/new-customers.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import type { BookingActions } from './booking-actions.ts';
import type { CheckedRow } from './booking-import-file.ts';
import { byReference, type ImportGroup, placeGroup, refusedLine } from './booking-import-groups.ts';
import type { BookingImportRepository } from './booking-import.repository.ts';

/** The references of all imports share one name: a reference is booked once whichever file brings it. */
const SYSTEM = 'import';

/** A guest of a row: the customer, and whether this import made it (removed again if not booked). */
interface RowGuest {
  id: string;
  made: boolean;
}

/** Who a row names, as the import tells two rows' guests apart: the e-mail address, else the name. */
const guestKey = (row: BookingImportRow) =>
  row.email.trim().toLowerCase() || `${row.firstName} ${row.lastName}`.trim().toLowerCase();

/**
 * Books the rows of an import (issue 39): the rows are grouped by reference and each group placed
 * first (booking-import-groups.ts), then each group is booked as one booking with a room a row,
 * through the booking service's `create`, the one `POST /api/bookings` uses (availability, holds,
 * prices from the price list). A reference is claimed before its booking is made (booking_imports'
 * unique key), so a booking imported before, or by a request running at the same time, is
 * skipped. The report names each line; one refused booking does not stop the others.
 */
export class BookingImportService {
  constructor(
    private readonly repository: BookingImportRepository,
    private readonly actions: BookingActions,
  ) {}

  async import(checked: CheckedRow[], actor: Actor): Promise<BookingImportResult> {
    const lines = new Map<number, BookingImportLine>();
    // A line of another Seaberth's export holds several rooms: it is reported once, first word kept.
    const report = (line: BookingImportLine) => {
      if (!lines.has(line.line)) lines.set(line.line, line);
    };
    const rooms = await this.repository.rooms();
    const groups: ImportGroup[] = [];
    for (const group of byReference(checked)) {
      const placed = await placeGroup(group, rooms, this.repository);
      if ('cause' in placed) {
        report(placed.cause);
        for (const line of placed.lines)
          report(refusedLine(line, placed.reference, null, 'sameBooking', String(placed.cause.line)));
      } else groups.push(placed);
    }
    for (const group of groups) {
      const outcome = await this.book(group, actor);
      for (const line of group.lines) report({ ...outcome, line });
    }
    const all = [...lines.values()].sort((a, b) => a.line - b.line);
    return {
      booked: all.filter((l) => l.outcome === 'booked').length,
      skipped: all.filter((l) => l.outcome === 'skipped').length,
      refused: all.filter((l) => l.outcome === 'refused').length,
      lines: all,
    };
  }

  /** One group as one booking; the outcome is each of its lines'. */
  private async book(group: ImportGroup, actor: Actor): Promise<BookingImportLine> {
    const { reference } = group;
    const first = group.rows[0]!.row;
    const line = { line: first.line, reference, column: null, reason: null, message: '' };
    if (!(await this.repository.claim(SYSTEM, reference))) {
      const earlier = await this.repository.imported(SYSTEM, reference);
      return {
        ...line,
        outcome: 'skipped',
        booking: earlier?.id ?? null,
        bookingNo: earlier?.bookingNo ?? null,
      };
    }
    const guests: RowGuest[] = [];
    let made: BookingDetail;
    try {
      made = await this.actions.core.create(await this.input(group, guests), actor);
    } catch (error) {
      await this.repository.release(SYSTEM, reference);
      // A refused booking leaves no customer behind that only it would have had.
      await this.repository.removeCustomers(guests.filter((g) => g.made).map((g) => g.id));
      if (error instanceof ZodError)
        return refusedLine(first.line, reference, null, 'refused', error.issues[0]?.message ?? '');
      if (!(error instanceof AppError)) throw error;
      const taken = error.code === 'ROOM_TAKEN' || error.statusCode === 409;
      return refusedLine(
        first.line,
        reference,
        taken ? 'room' : null,
        taken ? 'roomTaken' : 'refused',
        error.message,
      );
    }
    await this.repository.settle(SYSTEM, reference, made.id);
    const done = await this.finish(made, group, actor);
    return { ...line, outcome: 'booked', booking: done.id, bookingNo: done.bookingNo };
  }

  /**
   * The booking of a group: a room a row, the row's guest first in it (a guest an earlier row named
   * already leaves the room's places unnamed), the first row's guest the lead, its state and currency.
   * `guests` collects each customer as it is found or made.
   */
  private async input(group: ImportGroup, guests: RowGuest[]) {
    const seen = new Map<string, string>();
    const roomsIn = [];
    for (const { row, room } of group.rows) {
      const known = seen.get(guestKey(row));
      const guest = known ? null : await this.customer(row);
      if (guest) {
        guests.push(guest);
        seen.set(guestKey(row), guest.id);
      }
      roomsIn.push({ room: room.id, guests: [guest?.id ?? null, ...Array(row.guests - 1).fill(null)] });
    }
    const first = group.rows[0]!;
    const notes = [...new Set(group.rows.map((r) => r.row.note).filter((n) => n.trim()))];
    return createBookingSchema.parse({
      ...(group.schedule
        ? { schedule: group.schedule }
        : { resort: first.room.resort, dates: { from: first.row.arrival, to: first.row.departure } }),
      rooms: roomsIn,
      lead: guests[0]?.id,
      state: first.row.state,
      ...(first.row.currency ? { currency: first.row.currency } : {}),
      note: notes.join('\n').slice(0, 4000),
    });
  }

  /**
   * The reference on the booking, where people look for it, and the rows' total when they give one
   * (a booking of several rooms costs what its rows add up to).
   */
  private async finish(made: BookingDetail, group: ImportGroup, actor: Actor): Promise<BookingDetail> {
    // Read again: what follows a new booking (its to-dos, the guests' stays) may have moved its version.
    const current = (await this.actions.core.detail(made.id)) ?? made;
    const referenced = await this.actions.life.addReference(
      made.id,
      { kind: IMPORT_REFERENCE_KIND, value: group.reference, version: current.version },
      actor,
    );
    const totals = group.rows.map((r) => r.row.total).filter((t) => t !== null);
    const difference = totals.length ? totals.reduce((a, b) => a + b, 0) - referenced.total : 0;
    if (!difference) return referenced;
    return this.actions.calculation.add(
      made.id,
      {
        text: `Imported price ${group.reference}`,
        amount: difference,
        type: difference < 0 ? 'discount' : 'cost',
        customer: null,
        customerType: 'Direct',
        version: referenced.version,
      },
      actor,
    );
  }

  /** A row's guest: the customer known by the row's e-mail address, else a new one. */
  private async customer(row: BookingImportRow): Promise<RowGuest> {
    const known = row.email ? await this.repository.customerByEmail(row.email) : undefined;
    if (known) return { id: known, made: false };
    const customer = newCustomerRow({ firstName: row.firstName, lastName: row.lastName, email: row.email });
    await this.repository.insertCustomer(customer);
    return { id: customer.id!, made: true };
  }
}
