import { z } from 'zod';
import { isIsoDate } from '../dates/index.ts';
import { normalHeader } from './booking-import-headers.ts';
import { SEABERTH_EXPORT_HEADERS, SEABERTH_REQUIRED } from './booking-import-seaberth.ts';

export { normalHeader } from './booking-import-headers.ts';
export * from './booking-import-seaberth.ts';

/**
 * SPEC §7 `GET /api/bookings/import/types` and `POST /api/bookings/import/{type}` (issue 39): bookings
 * brought over from a CSV file or another Seaberth's bookings export. One row is one booked room;
 * rows under the same reference are one booking with several rooms. The rows are checked first,
 * then each booking is booked through the ordinary booking flow on its own, so one taken room
 * refuses its booking's lines and the others are still booked (docs/decisions.md).
 */

export const BOOKING_IMPORT_TYPES = ['csv', 'seaberth'] as const;
export type BookingImportType = (typeof BOOKING_IMPORT_TYPES)[number];

/** A file is at most this large and holds at most this many rows: an import is a hand-made batch. */
export const MAX_BOOKING_IMPORT_BYTES = 1024 * 1024;
export const MAX_BOOKING_IMPORT_ROWS = 2000;

/** The system name imported references are kept under in the booking's references. */
export const IMPORT_REFERENCE_KIND = 'import';

/** The columns of the CSV type, by their header text (compared without case, spaces or punctuation). */
export const BOOKING_IMPORT_COLUMNS = [
  'asset',
  'room',
  'arrival',
  'departure',
  'firstName',
  'lastName',
  'email',
  'guests',
  'state',
  'reference',
  'note',
  'total',
  'currency',
] as const;
export type BookingImportColumn = (typeof BOOKING_IMPORT_COLUMNS)[number];

const REQUIRED: readonly BookingImportColumn[] = [
  'asset',
  'room',
  'arrival',
  'departure',
  'firstName',
  'lastName',
  'reference',
];

/** Other header texts a column is known by (another system's export, a German spreadsheet). */
const ALIASES: Record<BookingImportColumn, string[]> = {
  asset: ['resort', 'vessel', 'resortorvessel', 'anlage', 'schiff'],
  room: ['cabin', 'zimmer', 'kabine'],
  arrival: ['from', 'checkin', 'anreise'],
  departure: ['to', 'checkout', 'abreise'],
  firstName: ['first', 'vorname'],
  lastName: ['last', 'surname', 'name', 'nachname'],
  email: ['mail', 'emailaddress'],
  guests: ['pax', 'persons', 'gaeste', 'personen'],
  state: ['status'],
  reference: ['ref', 'bookingnumber', 'externalreference', 'referenz', 'buchungsnummer'],
  note: ['notes', 'remark', 'bemerkung', 'notiz'],
  total: ['price', 'totalprice', 'amount', 'preis', 'gesamtpreis'],
  currency: ['waehrung'],
};

/** Which column each header cell is, or undefined for one the import does not know (ignored). */
export function importColumnOf(header: string): BookingImportColumn | undefined {
  const name = normalHeader(header);
  return BOOKING_IMPORT_COLUMNS.find((c) => normalHeader(c) === name || ALIASES[c].includes(name));
}

export const bookingImportColumnSchema = z.object({
  /** The CSV type's column, or the export column the `seaberth` type reads (lead: the full name). */
  name: z.enum([...BOOKING_IMPORT_COLUMNS, 'lead', 'rooms']),
  required: z.boolean(),
  /** Other header texts taken for it. */
  aliases: z.array(z.string()),
});

export const bookingImportTypeSchema = z.object({
  type: z.enum(BOOKING_IMPORT_TYPES),
  columns: z.array(bookingImportColumnSchema),
  maxBytes: z.number().int(),
  maxRows: z.number().int(),
});
export type BookingImportTypeInfo = z.infer<typeof bookingImportTypeSchema>;

export const BOOKING_IMPORT_TYPE_INFO: BookingImportTypeInfo[] = [
  {
    type: 'csv',
    columns: BOOKING_IMPORT_COLUMNS.map((name) => ({
      name,
      required: REQUIRED.includes(name),
      aliases: ALIASES[name],
    })),
    maxBytes: MAX_BOOKING_IMPORT_BYTES,
    maxRows: MAX_BOOKING_IMPORT_ROWS,
  },
  {
    type: 'seaberth',
    columns: (Object.keys(SEABERTH_EXPORT_HEADERS) as (keyof typeof SEABERTH_EXPORT_HEADERS)[]).map(
      (name) => ({
        name,
        required: SEABERTH_REQUIRED.includes(name),
        aliases: [...SEABERTH_EXPORT_HEADERS[name]],
      }),
    ),
    maxBytes: MAX_BOOKING_IMPORT_BYTES,
    maxRows: MAX_BOOKING_IMPORT_ROWS,
  },
];

/** Why a line was not booked; the web words each (bookings.import.reasons.*). */
export const BOOKING_IMPORT_REASONS = [
  'missing',
  'badDate',
  'departureBeforeArrival',
  'badNumber',
  'badState',
  'badEmail',
  'badCurrency',
  'unknownAsset',
  'unknownRoom',
  'noTrip',
  'duplicateInFile',
  /** Its booking's rows differ in resort, vessel or dates: one booking has one stay. */
  'otherStay',
  'roomTaken',
  'refused',
  /** Another line of the same booking (same reference) was refused; `message` holds its line. */
  'sameBooking',
] as const;
export type BookingImportReason = (typeof BOOKING_IMPORT_REASONS)[number];

export const bookingImportLineSchema = z.object({
  /** 1-based line of the file (the header is line 1). */
  line: z.number().int(),
  outcome: z.enum(['booked', 'skipped', 'refused']),
  reference: z.string(),
  booking: z.uuid().nullable(),
  bookingNo: z.string().nullable(),
  column: z.enum(BOOKING_IMPORT_COLUMNS).nullable(),
  reason: z.enum(BOOKING_IMPORT_REASONS).nullable(),
  /** The booking flow's own words for a `refused` line (English; the reason is the code). */
  message: z.string(),
});
export type BookingImportLine = z.infer<typeof bookingImportLineSchema>;

export const bookingImportResultSchema = z.object({
  booked: z.number().int(),
  skipped: z.number().int(),
  refused: z.number().int(),
  lines: z.array(bookingImportLineSchema),
});
export type BookingImportResult = z.infer<typeof bookingImportResultSchema>;

/** File-level refusals (400), by their text: message-codes.ts names them for the web. */
export const BOOKING_IMPORT_MESSAGES = {
  noHeader: 'The file has no header line',
  missingColumn: 'A required column is missing from the header',
  tooManyRows: 'The file has more rows than an import takes',
  unreadable: 'The file cannot be read as CSV',
} as const;

/** One row read and checked: what the booking needs, names still to be found. */
export interface BookingImportRow {
  line: number;
  asset: string;
  room: string;
  arrival: string;
  departure: string;
  firstName: string;
  lastName: string;
  email: string;
  guests: number;
  state: 'planned' | 'confirmed';
  reference: string;
  note: string;
  /** Minor units, or null for the price list's. */
  total: number | null;
  currency: string | null;
}

export type RowCheck =
  | { ok: true; row: BookingImportRow }
  | { ok: false; column: BookingImportColumn; reason: BookingImportReason };

/** dd.mm.yyyy (the product's format) or yyyy-mm-dd, as an ISO date; null for anything else. */
export function importDate(text: string): string | null {
  const t = text.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  const iso = german
    ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(t)
      ? t
      : null;
  return iso && isIsoDate(iso) ? iso : null;
}

/** "1.234,50", "1234.50", "1,234.50" → minor units; null for no number. */
export function importAmount(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (!/^-?[\d.,]+$/.test(t)) return null;
  const lastComma = t.lastIndexOf(',');
  const lastDot = t.lastIndexOf('.');
  const decimal = lastComma > lastDot ? ',' : '.';
  const plain = decimal === ',' ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

const STATES: Record<string, 'planned' | 'confirmed'> = {
  '': 'confirmed',
  confirmed: 'confirmed',
  bestaetigt: 'confirmed',
  planned: 'planned',
  geplant: 'planned',
};

/**
 * Checks one row's cells (by column). Text stays text: a cell like `=cmd` is a name, never a
 * formula; the CSV export guards such cells when it writes them out again.
 */
export function checkImportRow(line: number, cell: (c: BookingImportColumn) => string): RowCheck {
  const refuse = (column: BookingImportColumn, reason: BookingImportReason): RowCheck => ({
    ok: false,
    column,
    reason,
  });
  for (const column of REQUIRED) if (!cell(column).trim()) return refuse(column, 'missing');
  const arrival = importDate(cell('arrival'));
  if (!arrival) return refuse('arrival', 'badDate');
  const departure = importDate(cell('departure'));
  if (!departure) return refuse('departure', 'badDate');
  if (departure <= arrival) return refuse('departure', 'departureBeforeArrival');
  const guestsText = cell('guests').trim();
  const guests = guestsText ? Number(guestsText) : 1;
  if (!Number.isInteger(guests) || guests < 1 || guests > 64) return refuse('guests', 'badNumber');
  const state = STATES[normalHeader(cell('state'))];
  if (!state) return refuse('state', 'badState');
  const email = cell('email').trim();
  if (email && !z.email().safeParse(email).success) return refuse('email', 'badEmail');
  const totalText = cell('total').trim();
  const total = totalText ? importAmount(totalText) : null;
  if (totalText && (total === null || total < 0)) return refuse('total', 'badNumber');
  const currency = cell('currency').trim().toUpperCase() || null;
  if (currency && !/^[A-Z]{3}$/.test(currency)) return refuse('currency', 'badCurrency');
  return {
    ok: true,
    row: {
      line,
      asset: cell('asset').trim(),
      room: cell('room').trim(),
      arrival,
      departure,
      firstName: cell('firstName').trim().slice(0, 100),
      lastName: cell('lastName').trim().slice(0, 100),
      email,
      guests,
      state,
      reference: cell('reference').trim().slice(0, 200),
      note: cell('note').slice(0, 4000),
      total,
      currency,
    },
  };
}
