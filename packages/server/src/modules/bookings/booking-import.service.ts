import { randomUUID } from 'node:crypto';
import {
  type BookingDetail,
  type BookingImportLine,
  type BookingImportResult,
  type BookingImportRow,
  createBookingSchema,
  customerFullName,
  customerResource,
  customerSortName,
  IMPORT_REFERENCE_KIND,
} from '@seaberth/domain';
import { ZodError } from 'zod';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import type { BookingActions } from './booking-actions.ts';
import type { CheckedRow } from './booking-import-file.ts';
import type { BookingImportRepository, ImportableRoom } from './booking-import.repository.ts';

/** The references of all imports share one name: a reference is booked once whichever file brings it. */
const SYSTEM = 'import';

/** Names compared as people type them: case and surrounding spaces do not count. */
const key = (name: string) => name.trim().toLowerCase();

/** A row ready to book: where, and what it says. */
interface Placed {
  row: BookingImportRow;
  room: ImportableRoom;
  schedule?: string;
}

const refused = (
  line: number,
  reference: string,
  column: BookingImportLine['column'],
  reason: BookingImportLine['reason'],
  message = '',
): BookingImportLine => ({
  line,
  outcome: 'refused',
  reference,
  booking: null,
  bookingNo: null,
  column,
  reason,
  message,
});

/**
 * Books the rows of an import (issue 39): every row is checked and placed first, then each is
 * booked on its own through the booking service's `create`, the one `POST /api/bookings` uses
 * (availability, holds, prices from the price list). A reference is claimed before its row is booked
 * (booking_imports' unique key), so a row imported before, or by a request running at the same time,
 * is skipped. The report names each line; one refused row does not stop the others.
 */
export class BookingImportService {
  constructor(
    private readonly repository: BookingImportRepository,
    private readonly actions: BookingActions,
  ) {}

  async import(checked: CheckedRow[], actor: Actor): Promise<BookingImportResult> {
    const lines = new Map<number, BookingImportLine>();
    const placed: Placed[] = [];
    const rooms = await this.repository.rooms();
    const seen = new Set<string>();
    for (const check of checked) {
      if (!check.ok) {
        lines.set(check.line, refused(check.line, '', check.column, check.reason));
        continue;
      }
      const { row } = check;
      const no = (column: BookingImportLine['column'], reason: BookingImportLine['reason']) =>
        lines.set(row.line, refused(row.line, row.reference, column, reason));
      if (seen.has(row.reference)) {
        no('reference', 'duplicateInFile');
        continue;
      }
      seen.add(row.reference);
      const ofAsset = rooms.filter((r) => key(r.assetName) === key(row.asset));
      if (!ofAsset.length) {
        no('asset', 'unknownAsset');
        continue;
      }
      const room = ofAsset.find((r) => key(r.name) === key(row.room));
      if (!room) {
        no('room', 'unknownRoom');
        continue;
      }
      const schedule = room.vessel
        ? await this.repository.schedule(room.vessel, row.arrival, row.departure)
        : undefined;
      if (room.vessel && !schedule) {
        no('arrival', 'noTrip');
        continue;
      }
      placed.push({ row, room, schedule });
    }
    for (const p of placed) lines.set(p.row.line, await this.book(p, actor));
    const all = [...lines.values()].sort((a, b) => a.line - b.line);
    return {
      booked: all.filter((l) => l.outcome === 'booked').length,
      skipped: all.filter((l) => l.outcome === 'skipped').length,
      refused: all.filter((l) => l.outcome === 'refused').length,
      lines: all,
    };
  }

  private async book({ row, room, schedule }: Placed, actor: Actor): Promise<BookingImportLine> {
    const line = { line: row.line, reference: row.reference, column: null, reason: null, message: '' };
    if (!(await this.repository.claim(SYSTEM, row.reference))) {
      const earlier = await this.repository.imported(SYSTEM, row.reference);
      return {
        ...line,
        outcome: 'skipped',
        booking: earlier?.id ?? null,
        bookingNo: earlier?.bookingNo ?? null,
      };
    }
    let made: BookingDetail;
    try {
      const lead = await this.customer(row);
      const input = createBookingSchema.parse({
        ...(schedule
          ? { schedule }
          : { resort: room.resort, dates: { from: row.arrival, to: row.departure } }),
        rooms: [{ room: room.id, guests: [lead, ...Array(row.guests - 1).fill(null)] }],
        lead,
        state: row.state,
        ...(row.currency ? { currency: row.currency } : {}),
        note: row.note,
      });
      made = await this.actions.core.create(input, actor);
    } catch (error) {
      await this.repository.release(SYSTEM, row.reference);
      if (error instanceof ZodError)
        return refused(row.line, row.reference, null, 'refused', error.issues[0]?.message ?? '');
      if (!(error instanceof AppError)) throw error;
      const taken = error.code === 'ROOM_TAKEN' || error.statusCode === 409;
      return refused(
        row.line,
        row.reference,
        taken ? 'room' : null,
        taken ? 'roomTaken' : 'refused',
        error.message,
      );
    }
    await this.repository.settle(SYSTEM, row.reference, made.id);
    const done = await this.finish(made, row, actor);
    return { ...line, outcome: 'booked', booking: done.id, bookingNo: done.bookingNo };
  }

  /** The reference on the booking, where people look for it, and the row's total when it gives one. */
  private async finish(made: BookingDetail, row: BookingImportRow, actor: Actor): Promise<BookingDetail> {
    // Read again: what follows a new booking (its to-dos, the guests' stays) may have moved its version.
    const current = (await this.actions.core.detail(made.id)) ?? made;
    const referenced = await this.actions.life.addReference(
      made.id,
      { kind: IMPORT_REFERENCE_KIND, value: row.reference, version: current.version },
      actor,
    );
    const difference = row.total === null ? 0 : row.total - referenced.total;
    if (!difference) return referenced;
    return this.actions.calculation.add(
      made.id,
      {
        text: `Imported price ${row.reference}`,
        amount: difference,
        type: difference < 0 ? 'discount' : 'cost',
        customer: null,
        customerType: 'Direct',
        version: referenced.version,
      },
      actor,
    );
  }

  /** The lead guest: the customer known by the row's e-mail address, else a new one. */
  private async customer(row: BookingImportRow): Promise<string> {
    const known = row.email ? await this.repository.customerByEmail(row.email) : undefined;
    if (known) return known;
    const data = customerResource.schema.parse({
      masterData: { firstName: row.firstName, lastName: row.lastName },
      contact: { email: row.email },
      address: {},
      passport: {},
    });
    const id = randomUUID();
    await this.repository.insertCustomer({
      ...(data as unknown as Parameters<BookingImportRepository['insertCustomer']>[0]),
      id,
      fullName: customerFullName(data.masterData),
      sortName: customerSortName(data.masterData),
    });
    return id;
  }
}
