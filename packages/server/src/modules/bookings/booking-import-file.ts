import {
  BOOKING_IMPORT_MESSAGES,
  BOOKING_IMPORT_TYPE_INFO,
  type BookingImportColumn,
  importColumnOf,
  MAX_BOOKING_IMPORT_ROWS,
  type RowCheck,
  checkImportRow,
} from '@seaberth/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { validationError } from '../../http/errors.ts';

/** A row of the file, checked: its line and what was found. */
export type CheckedRow = RowCheck & { line: number };

/**
 * Reads a booking CSV (issue 39) with the parser the bank statement import uses (csv-parse): `;`
 * or `,` as the header line shows, quoted cells, an Excel BOM and windows-1252. A file that cannot be
 * read at all, lacks a required column or is too long is refused whole (400); a bad row is
 * refused by its line only.
 */
export function readBookingCsv(bytes: Uint8Array): CheckedRow[] {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = count(first, ';') >= count(first, ',') ? ';' : ',';
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // One more than allowed tells a too long file without reading all of it.
      to: MAX_BOOKING_IMPORT_ROWS + 2,
    }) as unknown as typeof rows;
  } catch (error) {
    if (error instanceof CsvError)
      throw validationError([{ path: 'file', message: BOOKING_IMPORT_MESSAGES.unreadable }], error.message);
    throw error;
  }
  const [header, ...data] = rows;
  if (!header) throw validationError([{ path: 'file', message: BOOKING_IMPORT_MESSAGES.noHeader }]);
  if (data.length > MAX_BOOKING_IMPORT_ROWS)
    throw validationError([{ path: 'file', message: BOOKING_IMPORT_MESSAGES.tooManyRows }]);
  const at = new Map<BookingImportColumn, number>();
  header.record.forEach((cell, i) => {
    const column = importColumnOf(cell);
    if (column && !at.has(column)) at.set(column, i);
  });
  const missing = BOOKING_IMPORT_TYPE_INFO[0]!.columns.filter((c) => c.required && !at.has(c.name));
  if (missing.length)
    throw validationError(
      missing.map((c) => ({ path: c.name, message: BOOKING_IMPORT_MESSAGES.missingColumn })),
      `Missing columns: ${missing.map((c) => c.name).join(', ')}`,
    );
  return data
    .filter((row) => row.record.some((v) => v.trim()))
    .map((row) => {
      const line = row.info.lines;
      const cell = (column: BookingImportColumn) => {
        const i = at.get(column);
        return i === undefined ? '' : (row.record[i] ?? '');
      };
      return { ...checkImportRow(line, cell), line };
    });
}

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * UTF-8 (TextDecoder drops the BOM), else windows-1252 as older spreadsheets save it. The bank
 * import's decodeText does more (UTF-16, the C1 range) but lives in finance, which imports bookings.
 */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
