import { z } from 'zod';
import { occupancySchema } from '../assets/index.ts';
import { tripAvailabilitySchema } from './trip-availability.ts';

/**
 * The answers of the tour and schedule calls beyond CRUD (issue 33 §1). A stored schedule or tour
 * in them is the generic record (the server adds it: `recordSchemaOf`); these name the rest.
 */

/** What a schedule read with its names adds to the record. */
export const scheduleNamesSchema = z.object({ tourName: z.string(), vesselName: z.string() });

/** `GET /api/tour/date/{from}/{to}` adds its nights to each schedule. */
export const scheduleNightsSchema = scheduleNamesSchema.extend({ nights: z.number() });

/** A bookable trip adds what is left to sell (`GET /api/schedule/booking`). */
export const bookableTripExtraSchema = scheduleNightsSchema.extend(tripAvailabilitySchema.shape);

/**
 * A bookable trip with `?short=true`: what a picker shows. Strict, so a full row that does not
 * fit its own schema fails rather than passing as a short one.
 */
export const bookableTripShortSchema = z.strictObject({
  id: z.string(),
  tour: z.string(),
  tourName: z.string(),
  vessel: z.string(),
  vesselName: z.string(),
  from: z.string(),
  to: z.string(),
  freeBeds: z.number(),
});

/** One departure of a bookable tour (`GET /api/tour/booking`). */
export const tourDepartureSchema = z.object({
  id: z.string(),
  vessel: z.string(),
  vesselName: z.string(),
  from: z.string(),
  to: z.string(),
  nights: z.number(),
  status: z.string(),
  freeCabins: z.number(),
  freeBeds: z.number(),
});

/** What a bookable tour adds to its record: the next departure and what is left to sell. */
export const bookableTourExtraSchema = z.object({
  nextDeparture: z.string().nullable(),
  freeBeds: z.number(),
  departures: z.array(tourDepartureSchema),
});

/** A bookable tour with `?short=true`: how many departures it has (strict like the short trip). */
export const bookableTourShortSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  nights: z.number(),
  nextDeparture: z.string().nullable(),
  departures: z.number(),
});

/** One trip a season copy left out, and why; `code` lets a screen word it, `reason` is English. */
export const skippedCopySchema = z.object({
  from: z.string(),
  to: z.string(),
  source: z.string(),
  code: z.enum(['OUTSIDE_TARGET', 'CLASH']),
  reason: z.string(),
  clash: z.object({ tourName: z.string(), from: z.string(), to: z.string() }).optional(),
});

/** What `GET /api/schedule/{id}/info` adds to the schedule and its tour. */
export const scheduleInfoExtraSchema = z.object({
  vesselName: z.string(),
  nights: z.number(),
  diveDays: z.number(),
  divesPerDay: z.number(),
  /** The night before disembarkation. */
  lastNight: z.string(),
  /** Active cabins of the vessel. */
  cabins: z.number(),
});

/** A cabin as the vessel calendar draws it. */
export const calendarCabinSchema = z.object({
  id: z.string(),
  name: z.string(),
  deck: z.string().nullable(),
  availableBeds: z.number(),
  activeBeds: z.array(z.number()),
  blocked: z.boolean(),
});

export const calendarVesselSchema = z.object({
  id: z.string(),
  name: z.string(),
  decks: z.array(z.object({ id: z.string(), name: z.string(), sort: z.number() })),
  cabins: z.array(calendarCabinSchema),
});

export const calendarTripSchema = z.object({
  id: z.string(),
  tour: z.string(),
  tourName: z.string(),
  vessel: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.string(),
  nights: z.number(),
});

/** `GET /api/tour/calendar/{from}/{to}`: everything the vessel calendar draws, in one answer. */
export const calendarAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** ISO weekdays (1 Monday … 7 Sunday) the calendar marks as arrival and departure days. */
  weekend: z.object({ arrivalDays: z.array(z.number()), departureDays: z.array(z.number()) }),
  vessels: z.array(calendarVesselSchema),
  schedules: z.array(calendarTripSchema),
  occupancies: z.array(occupancySchema),
});
