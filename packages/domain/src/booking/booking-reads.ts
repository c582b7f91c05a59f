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
  currency: string;
  total: number;
  paid: number;
  matched: FindMatch;
}

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
