import { z } from 'zod';
import { pageSchemaOf } from '../paging/index.ts';
import { isoRangeSchema } from '../dates/index.ts';
import { BOOKING_STATES } from '../booking-states/index.ts';

/** `GET /api/bookings/find`: what matched the query. */
export const FIND_MATCHES = ['bookingNo', 'guest', 'email', 'reference'] as const;
export type FindMatch = (typeof FIND_MATCHES)[number];

export const foundBookingSchema = z.object({
  id: z.string(),
  bookingNo: z.string(),
  state: z.string(),
  type: z.enum(['resort', 'vessel']),
  from: z.string(),
  to: z.string(),
  leadName: z.string(),
  noOfPax: z.number(),
  /** Where the booking is: a trip's vessel or a stay's resort (the other one is null). */
  vessel: z.string().nullable(),
  resort: z.string().nullable(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  matched: z.enum(FIND_MATCHES),
});
export type FoundBooking = z.infer<typeof foundBookingSchema>;

/** `GET /api/bookings/years`: the years with bookings (by arrival), ascending. */
export const bookingYearsSchema = z.array(z.number());

/** `GET /api/bookings/allBookingsWithOpenPayments`: a booking holding beds with money open. */
export const openPaymentBookingSchema = z.object({
  id: z.string(),
  bookingNo: z.string(),
  state: z.string(),
  leadName: z.string(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  /** total - paid, in minor units of `currency`. */
  open: z.number(),
});
export type OpenPaymentBooking = z.infer<typeof openPaymentBookingSchema>;

/** A page of `allBookingsWithOpenPayments` (`size=0`: all of them). */
export const openPaymentPageSchema = pageSchemaOf(openPaymentBookingSchema);

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
export const paymentStatusLineSchema = z.object({
  id: z.string(),
  bookingNo: z.string(),
  state: z.string(),
  leadName: z.string(),
  from: z.string(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  due: z.object({ date: z.string(), amount: z.number(), overdue: z.boolean() }),
});
export type PaymentStatusLine = z.infer<typeof paymentStatusLineSchema>;

export const paymentStatusQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
  /** Only the bookings of this resort or vessel (the Today page's asset). */
  asset: z.uuid().optional(),
});

/** `GET /api/bookings/etag/{id}`: enough to tell whether a booking changed since it was read. */
export const bookingEtagSchema = z.object({
  id: z.string(),
  version: z.number(),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type BookingEtag = z.infer<typeof bookingEtagSchema>;

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

export const bookingEventSchema = z.object({
  id: z.string(),
  bookingNo: z.string(),
  /** The lead guest's name, else the booking number. */
  title: z.string(),
  from: z.string(),
  to: z.string(),
  state: z.enum(BOOKING_STATES),
  type: z.enum(['resort', 'vessel']),
  vessel: z.string().nullable(),
  resort: z.string().nullable(),
  schedule: z.string().nullable(),
  noOfPax: z.number(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

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

/**
 * The answer of `POST reindex` and `{id}/reindex` (SPEC §7): how many bookings were looked at and
 * on how many a kept figure (lead name, total, paid, free place) no longer matched its source.
 */
export const bookingReindexSchema = z.object({
  bookings: z.number().int().min(0),
  changed: z.number().int().min(0),
});
export type BookingReindex = z.infer<typeof bookingReindexSchema>;
