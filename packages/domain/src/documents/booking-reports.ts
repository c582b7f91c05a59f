import { z } from 'zod';
import { BOOKING_STATES } from '../booking-states/index.ts';
import { dateRangeSchema, RANGE_SPANS } from '../dates/index.ts';

/**
 * Printed reports across bookings (SPEC §7 `GET/POST /api/bookings/report/{templateId}`): the list of
 * a period, the arrivals and departures of the front desk, what is still open, and every guest.
 */
export const BOOKING_REPORTS = ['list', 'arrivals', 'departures', 'open', 'guests'] as const;
export type BookingReport = (typeof BOOKING_REPORTS)[number];

const stateList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(z.enum(BOOKING_STATES)).max(BOOKING_STATES.length),
);

/**
 * What a report covers: bookings overlapping [from, to) for the list, open and guests, arriving or
 * leaving in it for arrivals and departures; at a resort or vessel; in these states (by default
 * those that hold beds). A POST names the bookings chosen in the list instead of the period.
 */
export const bookingReportQuerySchema = dateRangeSchema(
  { maxDays: RANGE_SPANS.report },
  {
    resort: z.uuid().optional(),
    vessel: z.uuid().optional(),
    states: stateList.optional(),
    format: z.enum(['pdf', 'html']).default('pdf'),
  },
);
export type BookingReportQuery = z.output<typeof bookingReportQuerySchema>;

export const bookingReportBodySchema = z.object({
  bookings: z.array(z.uuid()).min(1).max(2000),
  format: z.enum(['pdf', 'html']).default('pdf'),
});
