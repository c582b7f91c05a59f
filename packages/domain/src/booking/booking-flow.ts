import type { BookingState } from '../booking-states/index.ts';

/** States a new booking may start in; the others are reached by actions on it. */
export const NEW_BOOKING_STATES = ['draft', 'planned', 'confirmed', 'waiting'] as const;
export type NewBookingState = (typeof NEW_BOOKING_STATES)[number];

/**
 * States whose rooms hold beds (occupancy rows of kind booking). An offer (draft) holds its beds
 * like a reservation does, so nobody sells them twice while the guest decides; a waiting-list
 * booking holds none, that is what the waiting list means.
 */
const HOLDING: ReadonlySet<BookingState> = new Set(['draft', 'planned', 'confirmed']);

export function holdsBeds(state: BookingState): boolean {
  return HOLDING.has(state);
}

/** Calendar colour names of SPEC §4. */
export const BOOKING_CALENDAR_COLORS = [
  'booking',
  'reservation',
  'offer',
  'released',
  'waiting',
  'checkedIn',
  'pastBooking',
  'blocked',
  'outOfOrder',
  'splitted',
  'rebooked',
] as const;
export type BookingCalendarColor = (typeof BOOKING_CALENDAR_COLORS)[number];

/** SPEC §4 display mapping of a booking state onto a calendar colour. */
export function bookingCalendarColor(state: BookingState): BookingCalendarColor {
  switch (state) {
    case 'draft':
      return 'offer';
    case 'confirmed':
      return 'booking';
    case 'planned':
      return 'reservation';
    case 'waiting':
      return 'waiting';
    case 'splitted':
      return 'splitted';
    case 'rebooked':
      return 'rebooked';
    case 'freed':
    case 'resolved':
      return 'released';
    case 'aborted':
    case 'deleted':
      return 'blocked';
  }
}

/** How strongly a colour claims a calendar cell when several bookings share a cabin. */
const WEIGHT: Partial<Record<BookingCalendarColor, number>> = { offer: 1, reservation: 2, booking: 3 };

/** The colour of a cabin shared by bookings in several states: the firmest booking wins. */
export function firmestColor(colors: readonly BookingCalendarColor[]): BookingCalendarColor | null {
  let best: BookingCalendarColor | null = null;
  for (const color of colors) if (!best || (WEIGHT[color] ?? 0) > (WEIGHT[best] ?? 0)) best = color;
  return best;
}
