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

/** SPEC §3 price list calculation types. */
export const PRICE_CALCULATION_TYPES = ['complete', 'unit'] as const;
