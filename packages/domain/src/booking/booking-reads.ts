import { z } from 'zod';
import { isoRangeSchema } from '../dates/date-range.ts';
import { BOOKING_STATES, type BookingState } from './booking-states.ts';

/** `GET /api/bookings/find`: what matched the query. */
export type FindMatch = 'bookingNo' | 'guest' | 'email' | 'reference';

export interface FoundBooking {
  id: string;
  bookingNo: string;
  state: string;
  type: 'resort' | 'vessel';
  from: string;
  to: string;
  leadName: string;
  noOfPax: number;
  /** Where the booking is: a trip's vessel or a stay's resort (the other one is null). */
  vessel: string | null;
  resort: string | null;
  currency: string;
  total: number;
  paid: number;
  matched: FindMatch;
}

/** `GET /api/bookings/allBookingsWithOpenPayments`: a booking holding beds with money open. */
export interface OpenPaymentBooking {
  id: string;
  bookingNo: string;
  state: string;
  leadName: string;
  from: string;
  to: string;
  currency: string;
  total: number;
  paid: number;
  /** total - paid, in minor units of `currency`. */
  open: number;
}

/** What `allBookingsWithOpenPayments` sorts by (`sort=`), searches (number, lead) and filters by. */
export const OPEN_PAYMENT_SORTS = [
  'from',
  'to',
  'bookingNo',
  'leadName',
  'state',
  'total',
  'paid',
  'open',
] as const;
export const OPEN_PAYMENT_FILTERS = ['state', 'currency', 'vessel', 'resort'] as const;

/** `GET /api/bookings/paymentStatus?days=`: the next due amount of a live booking with money open. */
export interface PaymentStatusLine {
  id: string;
  bookingNo: string;
  state: string;
  leadName: string;
  from: string;
  currency: string;
  total: number;
  paid: number;
  due: { date: string; amount: number; overdue: boolean };
}

export const paymentStatusQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
  /** Only the bookings of this resort or vessel (the Today page's asset). */
  asset: z.uuid().optional(),
});

/** `GET /api/bookings/etag/{id}`: enough to tell whether a booking changed since it was read. */
export interface BookingEtag {
  id: string;
  version: number;
  updatedAt: string;
}

/** States a calendar of bookings leaves out unless asked: their beds live on in other bookings or nowhere. */
export const GONE_STATES = ['deleted', 'splitted', 'rebooked'] as const;

/**
 * `GET /api/bookings/events?from=&to=`: the bookings whose stay overlaps the range, as a calendar or
 * a feed draws them; `states` (comma-separated) narrows them, else every state but deleted, split
 * and rebooked.
 */
export const bookingEventsQuerySchema = isoRangeSchema(366, 'Give from < to, at most 366 nights apart').and(
  z.object({
    states: z
      .string()
      .max(200)
      .optional()
      .transform((v) => (v ? v.split(',').filter(Boolean) : undefined))
      .pipe(z.array(z.enum(BOOKING_STATES)).optional()),
  }),
);

export interface BookingEvent {
  id: string;
  bookingNo: string;
  /** The lead guest's name, else the booking number. */
  title: string;
  from: string;
  to: string;
  state: BookingState;
  type: 'resort' | 'vessel';
  vessel: string | null;
  resort: string | null;
  schedule: string | null;
  noOfPax: number;
}

/**
 * `GET /api/bookings/full?from=&to=&page=&size=`: whole bookings (rooms, guests, payments, the
 * calculation) arriving in [from, to), by arrival, a page at a time: what an export or another
 * system reads.
 */
export const fullBookingsQuerySchema = isoRangeSchema(366, 'Give from < to, at most 366 nights apart').and(
  z.object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(50).default(20),
  }),
);
