import { z } from 'zod';

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
});

/** `GET /api/bookings/etag/{id}`: enough to tell whether a booking changed since it was read. */
export interface BookingEtag {
  id: string;
  version: number;
  updatedAt: string;
}
