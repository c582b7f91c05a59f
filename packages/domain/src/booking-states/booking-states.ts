/** SPEC §4 booking states. */
export const BOOKING_STATES = [
  'draft',
  'confirmed',
  'planned',
  'aborted',
  'rebooked',
  'resolved',
  'deleted',
  'freed',
  'splitted',
  'waiting',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/**
 * The states of a sale, for every report of revenue and guests: reserved, confirmed or done. A
 * cancelled booking is a sale only for the fee it charged (reports check its calculation for a
 * cancellation fee); offers, waiting-list entries and released, rebooked or split bookings are not.
 */
export const SALE_STATES = [
  'planned',
  'confirmed',
  'resolved',
  'aborted',
] as const satisfies readonly BookingState[];

/** SPEC §3 price list calculation types. */
export const PRICE_CALCULATION_TYPES = ['complete', 'unit'] as const;
