import type { PlaceBed } from '@seaberth/domain';
import type { WizardPlace, WizardRoom } from './wizard-draft.ts';

/** What a room of the free list offers, as the rooms step adds it. */
export interface RoomOffer {
  id: string;
  name: string;
  roomType: string | null;
  /** How many guests it takes now (its free places, by the one capacity rule). */
  availableBeds: number;
  freeBeds: number[];
  /** The bed of each free place ("Bed 1, place 2" for a double bed's second sleeper). */
  placeBeds?: PlaceBed[];
  /** Every bed is free: the room can be booked whole. */
  free: boolean;
  /** The room may be sold bed by bed (shared with other bookings). */
  allowSharedRoom: boolean;
  /** Its beds are held for guests of this gender only (a shared room that does not mix). */
  sharedWith?: 'm' | 'f' | null;
  /** Held for the booking's agency by its allotment. */
  allotment?: boolean;
}

/**
 * A room added to the draft: booked whole with one place per free bed (capped by the type's usual
 * occupancy), or, when other bookings already hold some of its beds, by its first free bed.
 */
export function roomFromOffer(offer: RoomOffer, defaultPax?: number): WizardRoom {
  const capacity = Math.max(1, offer.availableBeds);
  if (!offer.free) {
    const first = offer.freeBeds[0] ?? 0;
    return {
      room: offer.id,
      name: offer.name,
      roomType: offer.roomType,
      capacity,
      beds: [first],
      places: [{ guest: null, variant: null }],
    };
  }
  const count = Math.min(capacity, Math.max(1, defaultPax ?? capacity));
  return {
    room: offer.id,
    name: offer.name,
    roomType: offer.roomType,
    capacity,
    beds: null,
    places: Array.from({ length: count }, () => ({ guest: null, variant: null })),
  };
}

/** Sets how many places a whole room sells; guests on dropped places leave the room. */
export function withPlaceCount(room: WizardRoom, count: number): WizardRoom {
  const n = Math.max(1, Math.min(room.capacity, Math.trunc(count)));
  const places = room.places.slice(0, n);
  while (places.length < n) places.push({ guest: null, variant: null });
  return { ...room, places };
}

/** Switches a shared room between whole-room and bed-by-bed selling. */
export function withBedMode(room: WizardRoom, byBed: boolean, freeBeds: number[]): WizardRoom {
  if (byBed === (room.beds !== null)) return room;
  if (!byBed) return { ...room, beds: null };
  const beds = freeBeds.slice(0, Math.max(1, room.places.length));
  return { ...room, beds, places: resize(room.places, beds.length) };
}

/** Takes or gives back one bed of a shared room; the place on that bed goes with it. */
export function withBedToggled(room: WizardRoom, bed: number, on: boolean): WizardRoom {
  const beds = room.beds ?? [];
  if (on) {
    if (beds.includes(bed)) return room;
    return { ...room, beds: [...beds, bed], places: [...room.places, { guest: null, variant: null }] };
  }
  const index = beds.indexOf(bed);
  if (index < 0) return room;
  return {
    ...room,
    beds: beds.filter((_, i) => i !== index),
    places: room.places.filter((_, i) => i !== index),
  };
}

function resize(places: WizardPlace[], n: number): WizardPlace[] {
  const next = places.slice(0, n);
  while (next.length < n) next.push({ guest: null, variant: null });
  return next;
}
