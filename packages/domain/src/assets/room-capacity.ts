import { MAX_BEDS_PER_ROOM } from './room.ts';

/** What a bed type says about the guests its beds sleep (resource `bedtype`). */
export interface BedTypeSleeps {
  id?: string;
  name: string;
  key: string;
  sleeps: number;
}

/** How many guests a bed of a named type sleeps. */
export type SleepsOf = (bedType: string) => number;

/**
 * A bed names its type by the bed type's id (the room form), key or name (imports, the demo);
 * a bed without a known type sleeps one, as a bed did before bed types said otherwise.
 */
export function sleepsLookup(types: readonly BedTypeSleeps[]): SleepsOf {
  const byName = new Map<string, number>();
  for (const type of types) {
    const sleeps = Math.max(1, Math.floor(type.sleeps));
    for (const name of [type.id, type.key, type.name])
      if (name) byName.set(name.trim().toLowerCase(), sleeps);
  }
  return (bedType) => byName.get(bedType.trim().toLowerCase()) ?? 1;
}

export interface CapacityBed {
  no?: number;
  active: boolean;
  type: string;
}

/** One place a guest sleeps in: the bed it belongs to and which of the bed's sleepers it is. */
export interface SleepingPlace {
  /** The number occupancies hold (0…63): the bed's own number for its first sleeper. */
  no: number;
  bed: number;
  /** 0 for the bed's first sleeper, 1 for the second of a double bed, … */
  sleeper: number;
  active: boolean;
}

/**
 * Every sleeping place of a room's beds, in the beds' order. A bed's first sleeper keeps the bed's
 * number, so every booking and blocker made before beds slept two keeps its meaning; a further
 * sleeper (the second of a double bed) takes a number counted down from 63, which bed numbers
 * (counted up, never reused) do not reach in any real room. The extra numbers are handed out over
 * all beds, inactive ones included, so switching a bed off does not renumber another bed's places.
 */
export function sleepingPlaces(
  beds: readonly CapacityBed[],
  sleepsOf: SleepsOf,
  roomBedType = '',
): SleepingPlace[] {
  const numbered = beds
    .filter((bed): bed is CapacityBed & { no: number } => bed.no !== undefined)
    .sort((a, b) => a.no - b.no);
  const own = new Set(numbered.map((bed) => bed.no));
  let next = MAX_BEDS_PER_ROOM - 1;
  const places: SleepingPlace[] = [];
  for (const bed of numbered) {
    places.push({ no: bed.no, bed: bed.no, sleeper: 0, active: bed.active });
    const sleeps = sleepsOf(bed.type || roomBedType);
    for (let sleeper = 1; sleeper < sleeps; sleeper++) {
      while (next >= 0 && own.has(next)) next--;
      if (next < 0) break;
      places.push({ no: next, bed: bed.no, sleeper, active: bed.active });
      next--;
    }
  }
  // In the beds' own order, so a booking's first guest takes the first bed the room lists.
  const order = new Map(beds.map((bed, i) => [bed.no, i]));
  return places.sort((a, b) => (order.get(a.bed) ?? 0) - (order.get(b.bed) ?? 0) || a.sleeper - b.sleeper);
}

export interface PaxLimits {
  minNoOfPax: number;
  maxNoOfPax: number;
}

export interface CapacityRoom extends PaxLimits {
  beds: readonly CapacityBed[];
  /** The room's default bed type, for beds that name none. */
  bedType?: string;
}

export interface RoomCapacity {
  /** The place numbers guests can be booked into, in the beds' order: never more than `max`. */
  places: number[];
  /** Fewest guests the room is sold to (at most `max`). */
  min: number;
  /** Most guests the room takes: its active beds' sleepers within the room's and its type's maximum. */
  max: number;
  /** Every sleeping place of the room's beds, for labels ("bed 1, second place"). */
  all: SleepingPlace[];
}

/**
 * The one capacity rule: a room's places come from its active beds (a double bed holds two),
 * bounded by the room's configuration and its room type's minimum and maximum.
 */
export function roomCapacity(
  room: CapacityRoom,
  sleepsOf: SleepsOf,
  roomType?: PaxLimits | null,
): RoomCapacity {
  const all = sleepingPlaces(room.beds, sleepsOf, room.bedType);
  const active = all.filter((place) => place.active).map((place) => place.no);
  const max = Math.max(0, Math.min(active.length, room.maxNoOfPax, roomType?.maxNoOfPax ?? Infinity));
  const min = Math.min(max, Math.max(room.minNoOfPax, roomType?.minNoOfPax ?? 0));
  return { places: active.slice(0, max), min, max, all };
}

/** The places as the bed list that freeBeds and nightlyStates count. */
export function placesAsBeds(places: readonly number[]): { no: number; active: boolean }[] {
  return places.map((no) => ({ no, active: true }));
}

/** A place and the bed it is in, as availability answers name it. */
export interface PlaceBed {
  no: number;
  bed: number;
  sleeper: number;
}

/**
 * The bed a place number is in and which of its sleepers it is, for labels ("Bed 1", "Bed 1,
 * place 2"); a place the list does not name is its own bed (a single bed's place is the bed's number).
 */
export function bedOfPlace(
  no: number,
  placeBeds: readonly PlaceBed[] | undefined,
): { bed: number; sleeper: number } {
  const found = placeBeds?.find((place) => place.no === no);
  return found ? { bed: found.bed, sleeper: found.sleeper } : { bed: no, sleeper: 0 };
}
