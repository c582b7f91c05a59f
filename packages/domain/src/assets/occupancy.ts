import { z } from 'zod';
import { BOOKING_STATES } from '../booking-states/index.ts';
import { hasAnyScope } from '../permissions/index.ts';
import type { Principal } from '../permissions/index.ts';
import { daysBetween, isIsoDate, isoDateSchema, nightsBetween } from '../dates/index.ts';

/**
 * A room's beds are numbered 0…63. An occupancy covers a half-open range of bed numbers for a
 * half-open range of nights, so "the whole room" is simply all numbers: one exclusion constraint
 * on (room, beds, nights) then forbids a double-booked bed and a bed booked in a blocked room alike.
 */
export const WHOLE_ROOM: BedRange = [0, 64];
export type BedRange = [from: number, to: number];

export const BLOCK_REASONS = ['Maintanance', 'OutOfOrder', 'Event'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];
/** An allotment's beds are held for an agency until its release date (agencies/allotments.ts). */
export const OCCUPANCY_KINDS = ['blocker', 'booking', 'allotment'] as const;
export type OccupancyKind = (typeof OCCUPANCY_KINDS)[number];

/** One holding of beds for some nights, as the rooms and calendar answers carry it. */
export const occupancySchema = z.object({
  id: z.string(),
  room: z.string(),
  beds: z.tuple([z.number(), z.number()]),
  /** First night and the morning of departure: [from, to). */
  from: z.string(),
  to: z.string(),
  kind: z.enum(OCCUPANCY_KINDS),
  reason: z.enum(BLOCK_REASONS).nullable(),
  note: z.string(),
  /** For kind booking: the booking's state, which decides its calendar colour (SPEC §4). */
  bookingState: z.enum(BOOKING_STATES).nullable().optional(),
  /** Beds of a shared room that does not mix genders, held for guests of this gender. */
  gender: z.enum(['m', 'f']).nullable().optional(),
  /** For kind allotment: the allotment its beds are held for. */
  allotment: z.string().nullable().optional(),
  /** The agency an allotment holds the beds for, or a booking was made through. */
  agency: z.string().nullable().optional(),
  agencyName: z.string().nullable().optional(),
});
export type Occupancy = z.infer<typeof occupancySchema>;

const isoDate = isoDateSchema;

/** POST /api/rooms/addBlocker: a room (or some of its beds) out of service for some nights. */
export const addBlockerSchema = z
  .object({
    room: z.uuid(),
    from: isoDate,
    to: isoDate,
    reason: z.enum(BLOCK_REASONS),
    note: z.string().max(1000).default(''),
    /** Bed numbers to block; empty or missing blocks the whole room. */
    beds: z.array(z.number().int().min(0).max(63)).max(64).optional(),
  })
  // zod runs object checks even when a field failed, so each check guards its own inputs.
  .refine((b) => !isIsoDate(b.from) || !isIsoDate(b.to) || b.from < b.to, {
    message: 'The last night must come after the first',
    path: ['to'],
  })
  .refine(
    (b) => !isIsoDate(b.from) || !isIsoDate(b.to) || b.from >= b.to || nightsBetween(b.from, b.to) <= 3 * 366,
    {
      message: 'A blocker spans at most three years',
      path: ['to'],
    },
  );
export type AddBlocker = z.output<typeof addBlockerSchema>;

export const removeBlockerSchema = z.object({ id: z.uuid() });

/** Occupancies by their room, each list in the order given: one pass, for screens and answers alike. */
export function groupByRoom<O extends Pick<Occupancy, 'room'>>(occupancies: readonly O[]): Map<string, O[]> {
  const map = new Map<string, O[]>();
  for (const o of occupancies) {
    const list = map.get(o.room);
    if (list) list.push(o);
    else map.set(o.room, [o]);
  }
  return map;
}

/** Contiguous runs of bed numbers, so blocking beds 1, 2 and 5 needs two rows, not three. */
export function bedRuns(numbers: number[]): BedRange[] {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: BedRange[] = [];
  for (const n of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === n) last[1] = n + 1;
    else runs.push([n, n + 1]);
  }
  return runs;
}

function overlaps(a: BedRange, b: BedRange): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

function nightsOverlap(o: { from: string; to: string }, from: string, to: string): boolean {
  return o.from < to && from < o.to;
}

/** The active bed numbers of a room that no occupancy touches in [from, to). */
export function freeBeds(
  beds: { no: number; active: boolean }[],
  occupancies: Pick<Occupancy, 'beds' | 'from' | 'to'>[],
  from: string,
  to: string,
): number[] {
  const relevant = occupancies.filter((o) => nightsOverlap(o, from, to));
  return beds
    .filter((bed) => bed.active)
    .map((bed) => bed.no)
    .filter((no) => !relevant.some((o) => overlaps(o.beds, [no, no + 1])));
}

export const NIGHT_STATES = ['free', 'partial', 'full', 'blocked'] as const;
export type NightState = (typeof NIGHT_STATES)[number];

/**
 * One state per night of [from, to) for a room: blocked when a blocker covers the whole room,
 * full when no active bed is left, partial when some are taken. Dates become day indices once per
 * occupancy, so a year of nights for hundreds of rooms stays cheap.
 */
export function nightlyStates(
  beds: { no: number; active: boolean }[],
  occupancies: Pick<Occupancy, 'beds' | 'from' | 'to' | 'kind'>[],
  from: string,
  to: string,
): NightState[] {
  const nights = Math.max(0, nightsBetween(from, to));
  const active = beds.filter((b) => b.active).map((b) => b.no);
  const width = WHOLE_ROOM[1];
  // One cell per night and bed number, marked by sweeping each stay over its own nights only.
  const covered = new Uint8Array(nights * width);
  const blocked = new Uint8Array(nights);
  for (const o of occupancies) {
    const first = Math.max(0, daysBetween(from, o.from));
    const end = Math.min(nights, daysBetween(from, o.to));
    const wholeRoomBlock = o.kind === 'blocker' && o.beds[0] <= 0 && o.beds[1] >= width;
    for (let night = first; night < end; night++) {
      if (wholeRoomBlock) blocked[night] = 1;
      for (const no of active) if (o.beds[0] <= no && no < o.beds[1]) covered[night * width + no] = 1;
    }
  }
  const states: NightState[] = new Array(nights);
  for (let night = 0; night < nights; night++) {
    if (blocked[night]) {
      states[night] = 'blocked';
      continue;
    }
    let taken = 0;
    for (const no of active) taken += covered[night * width + no]!;
    states[night] = taken === 0 ? 'free' : taken >= active.length ? 'full' : 'partial';
  }
  return states;
}

/** Who may learn what holds a bed (booking state, agency, notes, gender, blocker reasons). */
export const OCCUPANCY_DETAIL_SCOPES = ['bookings.read'] as const;

/**
 * What a reader without bookings.read (an agent, a low-scope user) learns of occupancies: which
 * beds are taken on which nights, nothing about whose, why or for whom (issue 31 finding 10).
 * A blocker counts as taken like a booking, so the nightly states say full rather than blocked.
 * An allotment held for the reader's own agency stays one: it is what the agent may book from.
 */
export function occupanciesFor<O extends Occupancy>(
  principal: Principal,
  occupancies: readonly O[],
): Occupancy[] {
  if (hasAnyScope(principal, OCCUPANCY_DETAIL_SCOPES)) return [...occupancies];
  const own = principal.agency ?? null;
  return occupancies.map((o) => {
    const ours = o.kind === 'allotment' && own !== null && o.agency === own;
    return {
      id: o.id,
      room: o.room,
      beds: o.beds,
      from: o.from,
      to: o.to,
      kind: ours ? 'allotment' : 'booking',
      reason: null,
      note: '',
      ...(ours ? { allotment: o.allotment ?? null, agency: own } : {}),
    };
  });
}
