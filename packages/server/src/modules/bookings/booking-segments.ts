import type { BookingExtras } from '@seaberth/domain';
import type { BookingTarget, PlannedRoom } from './booking-steps.ts';
import type { BookingRow } from './booking-rows.ts';

/**
 * A booking may hold a resort stay and a trip (a week at the resort, then a liveaboard): one of
 * each, its rooms and cabins each with their own nights, priced each by its asset's price lists and
 * paid as one booking (docs/decisions.md). The booking row names both places (resort; schedule,
 * tour and vessel), its type is the part it was made with, and its dates span both parts.
 */
export type SegmentKind = BookingTarget['type'];

/** Whether a room or booked room is a cabin of a vessel or a room of a resort. */
export const kindOf = (room: { vessel: string | null }): SegmentKind => (room.vessel ? 'vessel' : 'resort');

/** A booking with a resort stay and a trip. */
export const isMixed = (booking: Pick<BookingRow, 'schedule' | 'resort'>): boolean =>
  Boolean(booking.schedule && booking.resort);

/** The first night and the day of departure of some booked rooms. */
export function spanOf(rooms: readonly { from: string; to: string }[]): { from: string; to: string } {
  // ISO dates sort as text.
  const froms = rooms.map((r) => r.from).sort();
  const tos = rooms.map((r) => r.to).sort();
  return { from: froms[0]!, to: tos[tos.length - 1]! };
}

/**
 * Where the booked rooms of one kind are: the booking itself when it holds one part; otherwise its
 * trip or its resort, for the nights of those rooms.
 */
export function segmentOf(
  booking: BookingRow,
  rooms: readonly { vessel: string | null; from: string; to: string }[],
  kind: SegmentKind,
): BookingTarget {
  if (!isMixed(booking)) return booking as BookingTarget;
  return targetAt(booking, kind, spanOf(rooms.filter((r) => kindOf(r) === kind)));
}

function targetAt(booking: BookingRow, kind: SegmentKind, span: { from: string; to: string }): BookingTarget {
  const { schedule, tour, vessel, resort } = booking;
  return kind === 'vessel'
    ? { type: 'vessel', schedule, tour, vessel, resort: null, ...span }
    : { type: 'resort', schedule: null, tour: null, vessel: null, resort, ...span };
}

/**
 * The booking row's places and dates once its rooms are these: a part without rooms leaves the
 * booking (its place cleared), and the type follows the part that is left.
 */
export function headerOf(
  booking: BookingRow,
  rooms: readonly { vessel: string | null; from: string; to: string }[],
): Pick<BookingRow, 'type' | 'schedule' | 'tour' | 'vessel' | 'resort' | 'from' | 'to'> {
  const cabins = rooms.some((r) => kindOf(r) === 'vessel');
  const stays = rooms.some((r) => kindOf(r) === 'resort');
  return {
    type: cabins && stays ? booking.type : cabins ? 'vessel' : 'resort',
    schedule: cabins ? booking.schedule : null,
    tour: cabins ? booking.tour : null,
    vessel: cabins ? booking.vessel : null,
    resort: stays ? booking.resort : null,
    ...spanOf(rooms),
  };
}

/** One part of a booking to price: where, its rooms, and what of the booking's extras it takes. */
export interface PricedPart {
  target: BookingTarget;
  rooms: PlannedRoom[];
  extras: BookingExtras;
}

/**
 * The parts of a booking to price when some planned rooms are of the other kind than `target`
 * (whose rooms it prices): each part with its rooms, the earlier one first. Changes by hand are
 * applied once to the whole (mergedCalculation), so no part takes them; products and hand-picked
 * specials are the booking's and go with the part it was made with, add-ons and the commission
 * with both. `booking` already names both places (a part being added is in its header).
 */
export function partsOf(
  booking: BookingRow,
  target: BookingTarget,
  planned: readonly PlannedRoom[],
): PricedPart[] | null {
  const own = planned.filter((p) => kindOf(p.room) === target.type);
  const other = planned.filter((p) => kindOf(p.room) !== target.type);
  if (!other.length || !own.length) return null;
  const otherKind: SegmentKind = target.type === 'vessel' ? 'resort' : 'vessel';
  const otherTarget = targetAt(booking, otherKind, spanOf(other.map((p) => p.stay ?? booking)));
  const { manual: _manual, order: _order, ...extras } = booking.extras;
  const shared: BookingExtras = {
    addons: extras.addons,
    specials: [],
    ...(extras.commission ? { commission: extras.commission } : {}),
    ...(extras.fx ? { fx: extras.fx } : {}),
  };
  const mainIsOwn = booking.type === target.type;
  const parts: PricedPart[] = [
    { target, rooms: own, extras: mainIsOwn ? extras : shared },
    { target: otherTarget, rooms: other, extras: mainIsOwn ? shared : extras },
  ];
  return parts.sort((a, b) => a.target.from.localeCompare(b.target.from));
}

/**
 * The guests of the part a booked room is in: a guest sleeps in one bed per part (the same guest
 * has a room at the resort and a berth on the trip).
 */
export function guestsOfPart<G extends { roomBooking: string }>(
  rooms: readonly { id: string; vessel: string | null }[],
  guests: readonly G[],
  room: { vessel: string | null },
): G[] {
  const part = new Set(rooms.filter((r) => kindOf(r) === kindOf(room)).map((r) => r.id));
  return guests.filter((g) => part.has(g.roomBooking));
}

/** How many people a booking is for: each guest once, though in a room and a cabin. */
export const paxOf = (guests: readonly { customer: string }[]): number =>
  new Set(guests.map((g) => g.customer)).size;

/** The two parts of a booking follow each other: no night at the resort and on board at once. */
export function overlapProblems(
  other: readonly { from: string; to: string }[],
  stay: { from: string; to: string },
  path: string,
): { path: string; message: string }[] {
  if (!other.length) return [];
  const span = spanOf(other);
  return span.from < stay.to && stay.from < span.to
    ? [{ path, message: `These nights overlap the booking's other part (${span.from} to ${span.to})` }]
    : [];
}
