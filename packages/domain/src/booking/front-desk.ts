import { z } from 'zod';
import { addDays, isIsoDate, nightsBetween } from '../dates/index.ts';
import { isoRangeSchema, rangeFields } from '../dates/index.ts';
import { BLOCK_REASONS } from '../assets/index.ts';
import { holdsBeds } from './booking-flow.ts';
import { expectedVersion } from './booking-life-inputs.ts';
import { BOOKING_STATES, type BookingState } from '../booking-states/index.ts';

/**
 * The front desk: check-in and check-out, locking a room assignment, moving a booked room to
 * another room or other dates, and what the occupancy chart and the arrivals list read.
 */

/** SPEC §4 "check-in/out settings (whole booking or per room)": what the desk's buttons act on. */
export const CHECK_IN_MODES = ['booking', 'room'] as const;
export type CheckInMode = (typeof CHECK_IN_MODES)[number];

/** `POST /api/bookings/{id}/checkin`: the whole booking, or one booked room. */
export const checkInSchema = z.object({
  roomBooking: z.uuid().optional(),
  version: expectedVersion,
});
export type CheckInInput = z.input<typeof checkInSchema>;

/**
 * `POST /api/bookings/{id}/checkout`. Leaving before the booked departure frees the remaining
 * nights at once; `keepPrice` (the default) leaves the calculation as it is, false prices the
 * shorter stay.
 */
export const checkOutSchema = z.object({
  roomBooking: z.uuid().optional(),
  keepPrice: z.boolean().default(true),
  version: expectedVersion,
});
export type CheckOutInput = z.input<typeof checkOutSchema>;

/** `POST /api/bookings/{id}/lockUnlockRoom/{roomBooking}`: set, or toggle when `locked` is absent. */
export const lockRoomSchema = z.object({ locked: z.boolean().optional(), version: expectedVersion });

/**
 * `POST /api/bookings/{id}/rooms/{roomId}`: the booked room moves to another room of the resort
 * (or vessel), with other dates in the same step when given. `keepPrice` false prices the
 * booking again.
 */
export const moveRoomSchema = z
  .object({
    room: z.uuid(),
    beds: z.array(z.number().int().min(0).max(63)).min(1).max(64).optional(),
    /** New dates for the booking's rooms that share this room's dates, moved in the same step. */
    ...rangeFields(true),
    keepPrice: z.boolean().default(false),
    version: expectedVersion,
  })
  .refine((p) => Boolean(p.from) === Boolean(p.to), { message: 'Give both dates or none', path: ['to'] })
  .refine((p) => !p.from || !p.to || !isIsoDate(p.from) || !isIsoDate(p.to) || p.from < p.to, {
    message: 'The stay ends after it starts, within a year',
    path: ['to'],
  });
export type MoveRoomInput = z.input<typeof moveRoomSchema>;

/** A stay changed at the desk spans at most a year. */
export const MAX_STAY_NIGHTS = 366;

/**
 * `POST /api/bookings/{id}/rooms/{roomId}/date`: other dates for the booked room and the rooms of
 * the booking that share its dates (a booking is priced as one stay; giving one room other dates
 * is a split).
 */
export const roomDatesSchema = isoRangeSchema(
  MAX_STAY_NIGHTS,
  'The stay ends after it starts, within a year',
).and(z.object({ keepPrice: z.boolean().default(false), version: expectedVersion }));
export type RoomDatesInput = z.input<typeof roomDatesSchema>;

/** `POST /api/bookings/{id}/rooms/{roomId}/preview`: what a move would do, changing nothing. */
export const roomChangePreviewSchema = z
  .object({
    room: z.uuid().optional(),
    beds: z.array(z.number().int().min(0).max(63)).min(1).max(64).optional(),
    ...rangeFields(true),
  })
  .refine((p) => Boolean(p.from) === Boolean(p.to), { message: 'Give both dates or none', path: ['to'] })
  .refine((p) => !p.from || !p.to || !isIsoDate(p.from) || !isIsoDate(p.to) || p.from < p.to, {
    message: 'The stay ends after it starts, within a year',
    path: ['to'],
  });
export type RoomChangePreviewInput = z.input<typeof roomChangePreviewSchema>;

/** The answer of `POST .../rooms/{roomId}/preview`. */
export const roomChangePreviewAnswerSchema = z.object({
  currency: z.string(),
  /** The booking's total today and priced with the change. */
  total: z.number(),
  repriced: z.number(),
  /** The nights and room the change would take, or what already holds them. */
  clash: z
    .object({ room: z.string(), from: z.string(), to: z.string(), bookingNo: z.string().nullable() })
    .nullable(),
  locked: z.boolean(),
});
export type RoomChangePreview = z.infer<typeof roomChangePreviewAnswerSchema>;

export type CheckInProblem = 'HOLDS_NO_BEDS' | 'ALREADY_CHECKED_IN' | 'BEFORE_ARRIVAL' | 'AFTER_DEPARTURE';
export type CheckOutProblem = 'NOT_CHECKED_IN' | 'ALREADY_CHECKED_OUT';

/** Why the desk cannot check a booking (or room) in now, as an error code; null when it can. */
export function checkInProblem(
  stay: { state: BookingState; from: string; to: string; checkIn: string | null },
  today: string,
): CheckInProblem | null {
  if (!holdsBeds(stay.state)) return 'HOLDS_NO_BEDS';
  if (stay.checkIn) return 'ALREADY_CHECKED_IN';
  if (today < stay.from) return 'BEFORE_ARRIVAL';
  if (today >= stay.to) return 'AFTER_DEPARTURE';
  return null;
}

/** Why the desk cannot check a booking (or room) out now, as an error code; null when it can. */
export function checkOutProblem(stay: {
  checkIn: string | null;
  checkOut: string | null;
}): CheckOutProblem | null {
  if (!stay.checkIn) return 'NOT_CHECKED_IN';
  if (stay.checkOut) return 'ALREADY_CHECKED_OUT';
  return null;
}

/**
 * The departure a check-out on `today` leaves the stay with: today when the guest leaves early
 * (the nights from today on are free again), the booked departure otherwise. A guest who leaves on
 * the day of arrival still used that night's room.
 */
export function departureAfterCheckOut(stay: { from: string; to: string }, today: string): string {
  if (today >= stay.to) return stay.to;
  return today > stay.from ? today : addDays(stay.from, 1);
}

/** A range of days for the desk's lists (both ends included): at most two months. */
export const FRONT_DESK_MAX_DAYS = 62;

export function frontDeskDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < FRONT_DESK_MAX_DAYS; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The occupancy chart reads at most this many days at once. */
export const CHART_MAX_DAYS = 186;

export function chartRangeProblem(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to) || from >= to) return 'Give a range with from before to';
  if (nightsBetween(from, to) > CHART_MAX_DAYS) return `The chart shows at most ${CHART_MAX_DAYS} days`;
  return null;
}

// ---- what the chart and the lists read ----

export const chartRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  roomType: z.string().nullable(),
  /** Most guests the room takes (roomCapacity: a double bed sleeps two). */
  availableBeds: z.number(),
  /** Its place numbers in the beds' order; a shared room's bookings hold some of them. */
  places: z.array(z.number()),
  allowSharedRoom: z.boolean(),
  isActive: z.boolean(),
});
export type ChartRoom = z.infer<typeof chartRoomSchema>;

/** One booked room on the chart: a bar from arrival to departure. */
export const chartBarSchema = z.object({
  roomBooking: z.string(),
  booking: z.string(),
  bookingNo: z.string(),
  version: z.number(),
  state: z.enum(BOOKING_STATES),
  room: z.string(),
  /** Beds held in a shared room; null for the whole room. */
  beds: z.array(z.number()).nullable(),
  from: z.string(),
  to: z.string(),
  leadName: z.string(),
  guests: z.array(z.string()),
  /** Places of this room (empty paid-for beds included). */
  pax: z.number(),
  noOfPax: z.number(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  category: z.string().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  locked: z.boolean(),
  hasFoc: z.boolean(),
  /** An offer or reservation holds its beds until this day. */
  optionUntil: z.string().nullable(),
});
export type ChartBar = z.infer<typeof chartBarSchema>;

export const chartBlockerSchema = z.object({
  id: z.string(),
  room: z.string(),
  /** The beds held: [first, after last). */
  beds: z.tuple([z.number(), z.number()]),
  from: z.string(),
  to: z.string(),
  reason: z.enum(BLOCK_REASONS).nullable(),
  /** For an allotment: the agency it is held for. */
  note: z.string(),
  /** A blocker, or beds held for an agency until its release date (issue 14). */
  kind: z.enum(['blocker', 'allotment']),
  releaseDate: z.string().nullable(),
});
export type ChartBlocker = z.infer<typeof chartBlockerSchema>;

/** What the SPEC §4 display rules depend on, from settings `calendar.*` and `booking.checkInMode`. */
export const displaySettingsSchema = z.object({
  /** Bookings in the past show as pastBooking. */
  greyPast: z.boolean(),
  checkInMode: z.enum(CHECK_IN_MODES),
  /** Colour of bookings with a free-of-charge place; null keeps their state colour. */
  focColor: z.string().nullable(),
  /** A booking category's colour overrides the state colour of confirmed bookings. */
  categoryColors: z.boolean(),
});
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;

/** `GET /api/bookings/occupancy/{resort}/{from}/{to}`: all the occupancy chart draws, in one answer. */
export const occupancyChartSchema = z.object({
  resort: z.object({ id: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  today: z.string(),
  roomTypes: z.array(z.object({ id: z.string(), name: z.string() })),
  rooms: z.array(chartRoomSchema),
  bars: z.array(chartBarSchema),
  blockers: z.array(chartBlockerSchema),
  categories: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  display: displaySettingsSchema,
  /** The schedule rules' arrival and departure weekdays (ISO 1-7): the chart marks them like a weekend. */
  weekend: z.object({ arrivalDays: z.array(z.number()), departureDays: z.array(z.number()) }),
});
export type OccupancyChart = z.infer<typeof occupancyChartSchema>;

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  greyPast: true,
  checkInMode: 'booking',
  focColor: null,
  categoryColors: true,
};

/** A guest of a booked room and what the guest form still has to ask them. */
export const frontDeskGuestSchema = z.object({
  customer: z.string(),
  fullName: z.string(),
  missing: z.array(z.enum(['birthday', 'nationality', 'passport'])),
});
export type FrontDeskGuest = z.infer<typeof frontDeskGuestSchema>;

export const frontDeskRoomSchema = z.object({
  roomBooking: z.string(),
  room: z.string(),
  roomName: z.string(),
  from: z.string(),
  to: z.string(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  locked: z.boolean(),
  guests: z.array(frontDeskGuestSchema),
  /** Paid-for places with no guest named yet. */
  unnamed: z.number(),
});
export type FrontDeskRoom = z.infer<typeof frontDeskRoomSchema>;

/** A booking arriving or departing on a day, as the arrivals list shows it. */
export const frontDeskLineSchema = z.object({
  booking: z.string(),
  bookingNo: z.string(),
  version: z.number(),
  state: z.enum(BOOKING_STATES),
  leadName: z.string(),
  from: z.string(),
  to: z.string(),
  noOfPax: z.number(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  open: z.number(),
  rooms: z.array(frontDeskRoomSchema),
  /** Guests with missing data plus unnamed places: what the desk still has to collect. */
  missingGuestData: z.number(),
  transfer: z.object({ time: z.string(), flight: z.string(), note: z.string() }).nullable(),
});
export type FrontDeskLine = z.infer<typeof frontDeskLineSchema>;

/** `GET /api/arrivaldeparture/date/{resort}/{from}/{to}`: per day, the bookings arriving and departing. */
export const arrivalDepartureDaySchema = z.object({
  date: z.string(),
  arrivals: z.array(frontDeskLineSchema),
  departures: z.array(frontDeskLineSchema),
});
export type ArrivalDepartureDay = z.infer<typeof arrivalDepartureDaySchema>;

/** `GET /api/bookings/arrivalCount`: per day, who comes and who goes. */
export const arrivalCountSchema = z.object({
  date: z.string(),
  arrivals: z.number(),
  departures: z.number(),
  arrivingPax: z.number(),
  departingPax: z.number(),
});
export type ArrivalCount = z.infer<typeof arrivalCountSchema>;

/** `GET /api/bookings/customersAtDate`: a guest in house during the range. */
export const customerAtDateSchema = z.object({
  customer: z.string(),
  fullName: z.string(),
  booking: z.string(),
  bookingNo: z.string(),
  state: z.enum(BOOKING_STATES),
  room: z.string(),
  roomName: z.string(),
  from: z.string(),
  to: z.string(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  resort: z.string().nullable(),
  vessel: z.string().nullable(),
});
export type CustomerAtDate = z.infer<typeof customerAtDateSchema>;

/** The guest data a guest form asks for, missing from this customer. */
export function missingGuestData(customer: {
  masterData: { birthday?: string | null; permanentAge?: number | null; nationality?: string };
  passport?: { number?: string } | null;
}): FrontDeskGuest['missing'] {
  const missing: FrontDeskGuest['missing'] = [];
  if (!customer.masterData.birthday && customer.masterData.permanentAge == null) missing.push('birthday');
  if (!customer.masterData.nationality) missing.push('nationality');
  if (!customer.passport?.number) missing.push('passport');
  return missing;
}
