import { z } from 'zod';
import { addMonths } from '../dates/index.ts';

/** The money of one currency on a customer's record: all in minor units. */
export const customerMoneySchema = z.object({
  currency: z.string(),
  /** The totals of the customer's sales in this currency, each booking once. */
  revenue: z.number(),
  /** What of those totals is not paid yet (a booking paid beyond its total counts as 0). */
  open: z.number(),
  /** The credit the customer holds with the operator (customer credit ledger). */
  credit: z.number(),
});
export type CustomerMoney = z.infer<typeof customerMoneySchema>;

/** A customer's stored previous stays (customer_stay_stats): revenue in minor units of `currency`, the base currency. */
export const customerStayStatsSchema = z.object({
  noOfStays: z.number().int(),
  /** The departure day of the latest stay. */
  lastStay: z.string().nullable(),
  stayRevenue: z.number().int(),
  currency: z.string(),
});
export type CustomerStayStatsView = z.infer<typeof customerStayStatsSchema>;

/**
 * `POST /api/customer/{id}/stats/recalculate`: a guest's history at a glance, counted live from the
 * bookings they are a guest of (no stored copy to go stale), within what the reader may see.
 */
export const customerFiguresSchema = z.object({
  customer: z.string(),
  /** The day the figures were counted on, in the operator's timezone: past and next are relative to it. */
  today: z.string(),
  /** Reservations, bookings and completed stays (planned, confirmed, resolved): cancelled ones are not stays. */
  stays: z.number().int(),
  /** The nights of those stays: each room the guest slept in, for its nights (a trip's cabin for the trip). */
  nights: z.number().int(),
  /** The arrival day of the first stay. */
  firstStay: z.string().nullable(),
  /** The arrival day of the latest stay that began before today. */
  lastStay: z.string().nullable(),
  /** The first arrival from today on. */
  nextArrival: z.string().nullable(),
  /** Per currency, sorted by its code. */
  money: z.array(customerMoneySchema),
  /**
   * The previous stays as stored for the specials' criteria (SPEC §3 LastStay, NoOfStays,
   * StayRevenue) and the CRM list, counted again by this call: stays not cancelled and over
   * (checked out or departed), of every booking whoever reads.
   */
  stayStats: customerStayStatsSchema,
});
export type CustomerFigures = z.infer<typeof customerFiguresSchema>;

/**
 * A returning guest came before: besides their first arrival they have a later one, past or
 * booked. A stay and a trip of one combined booking arrive together and make nobody returning.
 */
export function isReturningGuest(
  figures: Pick<CustomerFigures, 'stays' | 'firstStay' | 'lastStay' | 'nextArrival'>,
): boolean {
  const latest = [figures.lastStay, figures.nextArrival]
    .filter((day): day is string => Boolean(day))
    .sort()
    .at(-1);
  return figures.stays > 1 && Boolean(figures.firstStay && latest && figures.firstStay < latest);
}

/** Months a passport must stay valid beyond arrival: what many destinations ask at the border. */
export const PASSPORT_VALID_MONTHS = 6;

export type PassportWarning = 'expired' | 'expiresBeforeTravel';

/**
 * Whether the passport needs the operator's attention: expired already, or expiring less than six
 * months after the next arrival. Unknown dates give no warning.
 */
export function passportWarning(
  expires: string | null | undefined,
  nextArrival: string | null | undefined,
  today: string,
): PassportWarning | null {
  if (!expires) return null;
  if (expires < today) return 'expired';
  if (nextArrival && expires < addMonths(nextArrival, PASSPORT_VALID_MONTHS)) return 'expiresBeforeTravel';
  return null;
}
