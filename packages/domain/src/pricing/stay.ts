import { addDays, daysBetween, nightsBetween } from '../dates/index.ts';
import type { BookingFacts } from './criteria.ts';
import type { QuoteContext, QuoteDraft, QuoteGuest } from './draft.ts';

export interface Stay {
  arrival: string;
  departure: string;
  /** The nights `[arrival, departure)`, in order. */
  nights: string[];
}

/** The schedule's dates win over free dates: a trip's guests sail the whole trip. */
export function stayOf(draft: QuoteDraft): Stay | null {
  const range = draft.schedule ?? draft.dates;
  if (!range) return null;
  const count = nightsBetween(range.from, range.to);
  if (count === 0) return null;
  return {
    arrival: range.from,
    departure: range.to,
    nights: Array.from({ length: count }, (_, i) => addDays(range.from, i)),
  };
}

export interface PlacedGuest {
  guest: QuoteGuest;
  room: number;
  bed: number;
}

/** Guests in booking order: room by room, bed by bed. */
export function placedGuests(draft: QuoteDraft): PlacedGuest[] {
  return draft.rooms.flatMap((room, r) =>
    room.beds.flatMap((guest, b) => (guest ? [{ guest, room: r, bed: b }] : [])),
  );
}

/** SPEC §9: dive days default to nights + 1 − 3 (arrival and departure days and a no-fly day). */
export function diveDaysOf(stay: Stay, context: QuoteContext): number {
  return context.diveDays ?? Math.max(0, stay.nights.length + 1 - 3);
}

export function bookingFacts(draft: QuoteDraft, context: QuoteContext, stay: Stay): BookingFacts {
  const pax = placedGuests(draft).length;
  return {
    pax,
    paxOnTrip: (context.noOfPaxOnTrip ?? 0) + pax,
    bookingDate: draft.bookingDate,
    arrival: stay.arrival,
    departure: stay.departure,
    nights: stay.nights.length,
    daysBeforeTravel: daysBetween(draft.bookingDate, stay.arrival),
    bookingId: draft.bookingId ?? null,
    resort: draft.asset.kind === 'resort' ? draft.asset.id : null,
    vessel: draft.asset.kind === 'vessel' ? draft.asset.id : null,
    tour: draft.schedule?.tour ?? null,
    schedule: draft.schedule?.id ?? null,
    agency: draft.agency?.id ?? null,
    bookingSource: draft.bookingSource ?? null,
    specialsGroups: [],
  };
}
