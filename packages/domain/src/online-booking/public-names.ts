import type { CalculationEntry } from '../pricing/index.ts';

/**
 * What guests read on the public booking pages: a room type's public name and their own names,
 * never the internal room numbers or the price lists that priced a line (staff words).
 */

/** Lines priced by a price list for a guest's nights or trip: their text names the list and room. */
const PLACE_LINES = new Set<CalculationEntry['type']>(['room_cost', 'tour']);

/** Where a guest of the booking sleeps, as a guest reads it. */
export interface GuestPlace {
  /** The room type's public name. */
  type: string;
  /** The traveller's name, or "Guest 2" while unnamed. */
  guest: string;
}

/**
 * The calculation's lines for a guest: a line of nights or of the trip reads "room type: guest"
 * instead of "price list: guest (room)"; every other line (add-ons, specials, taxes) keeps its text.
 */
export function guestFacingEntries<T extends Pick<CalculationEntry, 'text' | 'type' | 'customer'>>(
  entries: readonly T[],
  places: ReadonlyMap<string, GuestPlace>,
): T[] {
  return entries.map((entry) => {
    const place = entry.customer ? places.get(entry.customer) : undefined;
    if (!place || !PLACE_LINES.has(entry.type)) return entry;
    return { ...entry, text: place.type ? `${place.type}: ${place.guest}` : place.guest };
  });
}

/**
 * How many guests a room's per-guest price is quoted for, the same figure in the month view and
 * the room list: a berth in a shared cabin alone; else the room type's usual number of guests,
 * within the places the room has.
 */
export function quotedGuests(room: { shared: boolean; usual: number; places: number }): number {
  if (room.shared) return 1;
  const places = Math.max(1, room.places);
  return Math.min(places, Math.max(1, room.usual || places));
}

/** The price of one guest out of a room's price for `guests`, rounded half up to the cent. */
export function perGuestAmount(total: number, guests: number): number {
  const pax = Math.max(1, guests);
  return Math.floor((2 * total + pax) / (2 * pax));
}

/** A booked room as its guests read it (documents, mails). */
interface BookedRoom {
  roomName: string;
  roomType: string;
  /** Set for a cabin of a vessel: aboard, the cabin's own name is what guests find on its door. */
  vessel?: string | null;
  guests: readonly ({ customer: string; fullName: string } | null)[];
}

/**
 * The name a guest reads for a booked room: a resort room by its type's public name (never the
 * internal room number), a vessel's cabin by its name; `typeName` gives a type's public name.
 */
export function guestRoomName(room: BookedRoom, typeName: (roomType: string) => string): string {
  if (room.vessel) return room.roomName;
  return typeName(room.roomType) || room.roomName;
}

/** Where each named guest of a booking sleeps, for `guestFacingEntries` on its documents and mails. */
export function bookedGuestPlaces(
  rooms: readonly BookedRoom[],
  typeName: (roomType: string) => string,
): Map<string, GuestPlace> {
  const places = new Map<string, GuestPlace>();
  for (const room of rooms)
    for (const guest of room.guests)
      if (guest) places.set(guest.customer, { type: typeName(room.roomType), guest: guest.fullName });
  return places;
}
