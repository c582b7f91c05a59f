import { normalHeader } from './booking-import-headers.ts';

/**
 * The import type `seaberth` (issue 39): the bookings export (`GET /api/bookings/csvExport`, CSV
 * or XLSX) of another Seaberth installation, as it is downloaded, in English or German. It writes
 * one row per booking; its "Rooms" cell names the booked rooms with their places ("R1 (2), R2 (1)"),
 * so a row becomes one import row per room, all under the booking number as reference, and those
 * are booked as one booking again (booking-import.service.ts groups them).
 */

/** The export's header texts (both languages, compared as normalHeader does) for what the import reads. */
export const SEABERTH_EXPORT_HEADERS = {
  reference: ['Booking', 'Buchung'],
  state: ['State', 'Status'],
  arrival: ['Arrival', 'Anreise'],
  departure: ['Departure', 'Abreise'],
  lead: ['Lead guest', 'Hauptgast'],
  guests: ['Guests', 'Gäste'],
  asset: ['Resort or vessel', 'Resort oder Schiff'],
  rooms: ['Rooms or cabins', 'Zimmer oder Kabinen'],
  total: ['Total', 'Summe'],
  currency: ['Currency', 'Währung'],
} as const;
export type SeaberthExportColumn = keyof typeof SEABERTH_EXPORT_HEADERS;

export const SEABERTH_REQUIRED: readonly SeaberthExportColumn[] = [
  'reference',
  'arrival',
  'departure',
  'lead',
  'asset',
  'rooms',
];

/** Which export column a header cell is, or undefined for one the import leaves aside (paid, agency…). */
export function seaberthColumnOf(header: string): SeaberthExportColumn | undefined {
  const name = normalHeader(header);
  return (Object.keys(SEABERTH_EXPORT_HEADERS) as SeaberthExportColumn[]).find((column) =>
    SEABERTH_EXPORT_HEADERS[column].some((text) => normalHeader(text) === name),
  );
}

/**
 * The states a moved booking keeps: reservations and bookings (a finished stay is booked as
 * confirmed). Offers, the waiting list and cancelled bookings are not moved: they hold no beds
 * the guest has paid for, and the import refuses their rows by state (docs/decisions.md).
 */
export const SEABERTH_STATES: Record<string, 'planned' | 'confirmed'> = {
  planned: 'planned',
  confirmed: 'confirmed',
  resolved: 'confirmed',
};

/** "Ana Maria Silva" → first names and the family name (the export writes the full name). */
export function splitLeadName(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: parts[0] ?? '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
}

/** One room of the "Rooms" cell: its name and its places, when the export wrote them. */
export interface SeaberthRoom {
  name: string;
  places: number | null;
}

/** "R1 (2), R2 (1)" → the rooms; a room name may hold brackets, only a trailing count is read. */
export function seaberthRooms(cell: string): SeaberthRoom[] {
  return cell
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const counted = /^(.*\S)\s*\((\d{1,2})\)$/.exec(part);
      return counted ? { name: counted[1]!, places: Number(counted[2]) } : { name: part, places: null };
    });
}

/**
 * The guests of each room: the places the export wrote, else the booking's guests shared out
 * (at least one a room), the first rooms taking the remainder.
 */
export function seaberthGuests(rooms: readonly SeaberthRoom[], guests: number): number[] {
  if (rooms.every((room) => room.places)) return rooms.map((room) => room.places!);
  const each = Math.floor(guests / rooms.length);
  const rest = guests % rooms.length;
  return rooms.map((room, i) => room.places || Math.max(1, each + (i < rest ? 1 : 0)));
}
