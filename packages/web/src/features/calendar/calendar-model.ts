import {
  compareNames,
  addDays,
  addMonths,
  type BlockReason,
  daysBetween,
  freeBeds,
  groupByRoom,
  isWeekend,
  nightlyStates,
  nightsBetween,
  type NightState,
  type Occupancy,
  type ScheduleDayRules,
} from '@seaberth/domain';
import type { AnswerOf } from '../../api/contract.ts';
import { type CellColorKey, cellColorKey, rangeState } from '../../ui/calendar-colors.ts';

/** `GET /api/tour/calendar/{from}/{to}`: one answer for everything the calendar draws. */
export type CalendarAnswer = AnswerOf<'/api/tour/calendar/{from}/{to}', 'get'>;
export type CalendarVessel = CalendarAnswer['vessels'][number];
export type CalendarCabin = CalendarVessel['cabins'][number];
export type CalendarTrip = CalendarAnswer['schedules'][number];

/** Months shown at once; a year is the default so a season reads at a glance. */
export const CALENDAR_SPANS = [1, 3, 6, 12] as const;
export type CalendarSpan = (typeof CALENDAR_SPANS)[number];

/** A horizontal stretch of the timeline in day indices from the range's first day. */
export interface Stretch {
  start: number;
  length: number;
}

export interface TripCell extends Stretch {
  trip: CalendarTrip;
  state: CellColorKey;
  freeBeds: number;
  beds: number;
  /** The agencies whose allotments hold beds of the cabin on this trip. */
  agencies: string[];
  /** The agencies its bookings on this trip were made through. */
  bookedThrough: string[];
}

export interface BlockSegment extends Stretch {
  reason: BlockReason | null;
}

export interface CabinRow {
  cabin: CalendarCabin;
  cells: TripCell[];
  /** Blockers on days the vessel is not on a trip: maintenance in port, a dry dock. */
  blocks: BlockSegment[];
}

export interface DeckGroup {
  deck: { id: string; name: string } | null;
  rows: CabinRow[];
}

export interface TripBar extends Stretch {
  trip: CalendarTrip;
  freeCabins: number;
  cabins: number;
}

export interface VesselTimeline {
  vessel: CalendarVessel;
  trips: TripBar[];
  decks: DeckGroup[];
}

export interface MonthSegment extends Stretch {
  month: string;
}

/** `YYYY-MM` plus a span of months as the half-open day range [from, to). */
export function calendarRange(month: string, span: number): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addMonths(from, span) };
}

export function monthSegments(from: string, to: string): MonthSegment[] {
  const segments: MonthSegment[] = [];
  for (let first = from; first < to; first = addMonths(first, 1)) {
    const next = addMonths(first, 1);
    segments.push({
      month: first.slice(0, 7),
      start: daysBetween(from, first),
      length: nightsBetween(first, next < to ? next : to),
    });
  }
  return segments;
}

/**
 * Weekend flags for the seven days starting at `from` (SPEC §9). The rule depends only on the
 * weekday, so the pattern repeats every week and the screen can paint it as one background.
 */
export function weekendPattern(from: string, rules: ScheduleDayRules): boolean[] {
  return Array.from({ length: 7 }, (_, i) => isWeekend(addDays(from, i), rules));
}

/** The part of [from, to) inside the visible range, in day indices; null when outside. */
export function clip(range: { from: string; to: string }, from: string, to: string): Stretch | null {
  const start = Math.max(0, daysBetween(range.from, from));
  const end = Math.min(nightsBetween(range.from, range.to), daysBetween(range.from, to));
  return end > start ? { start, length: end - start } : null;
}

const overlaps = (o: { from: string; to: string }, from: string, to: string) => o.from < to && from < o.to;

const agencyNames = (occupancies: readonly Occupancy[], kind: Occupancy['kind']) => [
  ...new Set(occupancies.flatMap((o) => (o.kind === kind && o.agencyName ? [o.agencyName] : []))),
];

function tripCell(
  cabin: CalendarCabin,
  nights: readonly NightState[],
  mine: readonly Occupancy[],
  trip: CalendarTrip,
  stretch: Stretch,
): TripCell {
  const beds = cabin.activeBeds.map((no) => ({ no, active: true }));
  const during = mine.filter((o) => overlaps(o, trip.from, trip.to));
  // A cabin taken out of service as a whole is blocked for every trip, whatever the nights say.
  const worst = cabin.blocked
    ? 'blocked'
    : rangeState(nights.slice(stretch.start, stretch.start + stretch.length));
  const free = cabin.blocked ? 0 : freeBeds(beds, during, trip.from, trip.to).length;
  return {
    ...stretch,
    trip,
    state: cellColorKey(worst, during),
    freeBeds: free,
    beds: cabin.activeBeds.length,
    agencies: agencyNames(during, 'allotment'),
    bookedThrough: agencyNames(during, 'booking'),
  };
}

/** Runs of blocked days of one cabin outside the vessel's trips. */
function portBlocks(
  range: { from: string; to: string },
  mine: readonly Occupancy[],
  sailing: Uint8Array,
): BlockSegment[] {
  const segments: BlockSegment[] = [];
  for (const o of mine) {
    if (o.kind !== 'blocker') continue;
    const stretch = clip(range, o.from, o.to);
    if (!stretch) continue;
    let runStart = -1;
    const end = stretch.start + stretch.length;
    for (let day = stretch.start; day <= end; day++) {
      const free = day < end && !sailing[day];
      if (free && runStart < 0) runStart = day;
      if (!free && runStart >= 0) {
        segments.push({ start: runStart, length: day - runStart, reason: o.reason });
        runStart = -1;
      }
    }
  }
  return segments;
}

/**
 * Each vessel's trips and, per deck, each cabin's state for each trip: the worst night of the
 * trip wins (a cabin blocked one night of a week cannot be sold for that week). Cancelled trips
 * are left out; their dates may already carry a replacement trip.
 */
export function vesselTimelines(answer: CalendarAnswer): VesselTimeline[] {
  const range = { from: answer.from, to: answer.to };
  const days = nightsBetween(range.from, range.to);
  const occupanciesOf = groupByRoom(answer.occupancies);
  return answer.vessels.map((vessel) => {
    const trips = answer.schedules
      .filter((s) => s.vessel === vessel.id && s.status !== 'cancelled')
      .map((trip) => ({ trip, stretch: clip(range, trip.from, trip.to) }))
      .filter((t): t is { trip: CalendarTrip; stretch: Stretch } => t.stretch !== null);
    const sailing = new Uint8Array(days);
    for (const { stretch } of trips) sailing.fill(1, stretch.start, stretch.start + stretch.length);

    const cabins = [...vessel.cabins].sort((a, b) => compareNames(a.name, b.name));
    const rows = cabins.map((cabin): CabinRow => {
      const mine = occupanciesOf.get(cabin.id) ?? [];
      const beds = cabin.activeBeds.map((no) => ({ no, active: true }));
      const nights = nightlyStates(beds, mine, range.from, range.to);
      return {
        cabin,
        cells: trips.map(({ trip, stretch }) => tripCell(cabin, nights, mine, trip, stretch)),
        blocks: portBlocks(range, mine, sailing),
      };
    });

    const known = new Set(vessel.decks.map((d) => d.id));
    const decks: DeckGroup[] = vessel.decks
      .map((deck) => ({
        deck: { id: deck.id, name: deck.name },
        rows: rows.filter((r) => r.cabin.deck === deck.id),
      }))
      .filter((group) => group.rows.length > 0);
    const unplaced = rows.filter((r) => !r.cabin.deck || !known.has(r.cabin.deck));
    if (unplaced.length) decks.push({ deck: null, rows: unplaced });

    return {
      vessel,
      decks,
      trips: trips.map(({ trip, stretch }, index) => ({
        ...stretch,
        trip,
        cabins: rows.length,
        freeCabins: rows.filter((row) => row.cells[index]?.state === 'free').length,
      })),
    };
  });
}
