import {
  BOOKING_IMPORT_MESSAGES,
  BOOKING_IMPORT_TYPE_INFO,
  type BookingImportColumn,
  type BookingImportType,
  checkImportRow,
  importColumnOf,
  type RowCheck,
  SEABERTH_REQUIRED,
  SEABERTH_STATES,
  type SeaberthExportColumn,
  seaberthColumnOf,
  seaberthGuests,
  seaberthRooms,
  splitLeadName,
} from '@seaberth/domain';
import { validationError } from '../../http/errors.ts';
import { type ImportTable, readImportTable } from './booking-import-table.ts';

/**
 * A row of the file, checked: its line, the reference it names (also when refused, so the other
 * rooms of its booking are refused with it) and what was found.
 */
export type CheckedRow = RowCheck & { line: number; reference: string };

/**
 * Reads a booking file (issue 39) of an import type: CSV or XLSX (booking-import-table.ts), its
 * columns found by their header texts. A file that cannot be read at all, lacks a required column or
 * is too long is refused whole (400); a bad row is refused by its line only.
 */
export async function readBookingFile(type: BookingImportType, bytes: Uint8Array): Promise<CheckedRow[]> {
  const table = await readImportTable(bytes);
  return type === 'seaberth' ? seaberthRows(table) : csvRows(table);
}

/** Where each known column stands in the header (the first of two cells naming the same column). */
function positions<C extends string>(header: string[], columnOf: (text: string) => C | undefined) {
  const at = new Map<C, number>();
  header.forEach((text, i) => {
    const column = columnOf(text);
    if (column && !at.has(column)) at.set(column, i);
  });
  return at;
}

function refuseMissing(missing: readonly string[]): void {
  if (!missing.length) return;
  throw validationError(
    missing.map((name) => ({ path: name, message: BOOKING_IMPORT_MESSAGES.missingColumn })),
    `Missing columns: ${missing.join(', ')}`,
  );
}

/** The CSV type: one row, one room, in the import's own columns. */
function csvRows(table: ImportTable): CheckedRow[] {
  const at = positions(table.header, importColumnOf);
  const info = BOOKING_IMPORT_TYPE_INFO.find((t) => t.type === 'csv')!;
  refuseMissing(
    info.columns.filter((c) => c.required && !at.has(c.name as BookingImportColumn)).map((c) => c.name),
  );
  return table.rows.map(({ cells, line }) => {
    const cell = (column: BookingImportColumn) => {
      const i = at.get(column);
      return i === undefined ? '' : (cells[i] ?? '');
    };
    return { ...checkImportRow(line, cell), line, reference: cell('reference').trim() };
  });
}

/**
 * Another Seaberth's bookings export: one row per booking, made one import row per room it names,
 * under the booking number. The lead guest's full name is split into first names and family name;
 * the booking's total goes with its first room, so the rooms together cost what the booking did.
 */
function seaberthRows(table: ImportTable): CheckedRow[] {
  const at = positions(table.header, seaberthColumnOf);
  refuseMissing(SEABERTH_REQUIRED.filter((c) => !at.has(c)));
  return table.rows.flatMap(({ cells, line }) => {
    const exported = (column: SeaberthExportColumn) => {
      const i = at.get(column);
      return i === undefined ? '' : (cells[i] ?? '');
    };
    const reference = exported('reference').trim();
    const rooms = seaberthRooms(exported('rooms'));
    const guestsText = exported('guests').trim();
    const guests = guestsText && /^\d+$/.test(guestsText) ? Number(guestsText) : rooms.length;
    const shares = seaberthGuests(rooms, guests);
    const lead = splitLeadName(exported('lead'));
    const state = exported('state').trim().toLowerCase();
    const asRow =
      (room: string, index: number) =>
      (column: BookingImportColumn): string => {
        switch (column) {
          case 'room':
            return room;
          case 'firstName':
            return lead.firstName;
          case 'lastName':
            return lead.lastName;
          case 'guests':
            return index < shares.length ? String(shares[index]) : guestsText;
          case 'state':
            // Another state's word is kept, so the row is refused naming it (badState).
            return SEABERTH_STATES[state] ?? state;
          case 'total':
            return index === 0 ? exported('total') : '';
          case 'asset':
          case 'arrival':
          case 'departure':
          case 'reference':
          case 'currency':
            return exported(column);
          default:
            return '';
        }
      };
    // No room named: one row without a room, refused as missing it.
    const names = rooms.length ? rooms.map((r) => r.name) : [''];
    return names.map((room, index) => ({ ...checkImportRow(line, asRow(room, index)), line, reference }));
  });
}
