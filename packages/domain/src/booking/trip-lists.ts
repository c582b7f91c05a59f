import type { BookingState } from './booking-states.ts';

/** What a trip's lists read of its bookings: the passenger list and the money per booking. */

/** `GET /api/schedule/{id}/customers` and `GET /api/bookings/{id}/customers`: one line per guest. */
export interface TripCustomer {
  customer: string;
  fullName: string;
  firstName: string;
  lastName: string;
  gender: string;
  birthday: string | null;
  age: number | null;
  nationality: string;
  email: string;
  phone: string;
  /** The travel document as the guest form (or the operator) recorded it, for the manifest. */
  passportNumber: string;
  passportExpires: string | null;
  /** "PADI Advanced Open Water", and the logged dives, from the guest form. */
  certification: string;
  dives: number | null;
  /**
   * The medical questionnaire of the guest's sent form for this booking: `physician` when any
   * answer is yes (a physician's evaluation is needed before diving), `fit` when all are no, null
   * without a sent form. On the trip's lists only.
   */
  medical?: 'fit' | 'physician' | null;
  booking: string;
  bookingNo: string;
  state: BookingState;
  roomBooking: string;
  room: string;
  roomName: string;
  bed: number;
}

/** One booking's money on a trip: `GET /api/tour/{tour}/{schedule}/payments`. */
export interface TripPaymentLine {
  booking: string;
  bookingNo: string;
  state: BookingState;
  leadName: string;
  noOfPax: number;
  currency: string;
  total: number;
  paid: number;
  open: number;
  /** The first due amount not yet covered by payments, with what is still open of it. */
  nextDue: { date: string; amount: number } | null;
  overdue: boolean;
}

export interface TripPayments {
  bookings: TripPaymentLine[];
  /** Per currency over the trip's bookings. */
  totals: { currency: string; total: number; paid: number; open: number }[];
}
