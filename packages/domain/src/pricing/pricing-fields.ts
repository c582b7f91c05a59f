import { z } from 'zod';

/**
 * Who may read pricing records: price editors, and staff who work with bookings (the booking wizard
 * offers supplements, specials, terms and commissions; a booking shows its price list).
 */
export const PRICING_READ_SCOPES = ['price.read', 'bookings.read'];
/** What an agent chooses from when booking for a client: variants, extras and terms, never price lists or specials. */
export const BOOKING_CHOICE_READ_SCOPES = [...PRICING_READ_SCOPES, 'agencies.self'];

/** Integer minor units (cents) of the record's currency: money is never a float (ARCHITECTURE). */
export const minorAmount = () => z.number().int().min(0).max(1_000_000_000_000);

/** A percentage (10 = 10 %) or, with an `absolute` type beside it, minor units. */
export const rateValue = () => z.number().min(0).max(1_000_000_000_000).default(0);

export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country code must be two letters')
  .transform((v) => v.toUpperCase());

/** Ids of other pricing records, offered as a multi-select of `ref`. */
export const referenceList = (ref: string) =>
  z
    .array(z.uuid())
    .max(500)
    .default([])
    .meta({ ui: { widget: 'reference', ref, hideInList: true } });

/** Whether an inclusive range, open ends allowed, contains the day. */
export function inRange(range: { from: string | null; to: string | null } | null, day: string): boolean {
  if (!range) return true;
  return (range.from === null || range.from <= day) && (range.to === null || day <= range.to);
}
