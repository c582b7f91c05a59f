import { z } from 'zod';
import { expectedVersion } from '../booking/index.ts';
import type { Agency } from './agency.ts';
import { dateRangeSchema, RANGE_SPANS } from '../dates/index.ts';

/** `POST /api/bookings/{id}/agency/{agencyId}` (agencyId `none` takes the agency off). */
export const assignAgencySchema = z.object({
  version: expectedVersion,
  /** Book past the agency's credit limit (bookings.update; recorded in the history). */
  overrideCreditLimit: z.boolean().default(false),
});

/** `GET /api/bookings/agency/payments/{agency}` and the statement: a period of the agency's business. */
export const agencyPeriodSchema = dateRangeSchema({ maxDays: RANGE_SPANS.report });

/** Prints of an agency (`GET /api/agency/templates`, `GET {agency}/print/{template}`). */
export const AGENCY_PRINT_TEMPLATES = ['statement'] as const;

/** A booking through an agency as its statements list it: which, whose, when, in what currency. */
export const agencyBookingRowSchema = z.object({
  booking: z.string(),
  bookingNo: z.string(),
  leadName: z.string(),
  state: z.string(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** The booking's price to the guest. */
  total: z.number(),
});

export const agencyBookingSumSchema = agencyBookingRowSchema.extend({
  paid: z.number(),
  commission: z.number(),
  /** What the agency still owes for it (0 when the guest pays). */
  owed: z.number(),
});
export type AgencyBookingSum = z.infer<typeof agencyBookingSumSchema>;

export const agencyPaymentRowSchema = z.object({
  id: z.string(),
  booking: z.string(),
  bookingNo: z.string(),
  leadName: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  method: z.string(),
  reference: z.string(),
});
export type AgencyPaymentRow = z.infer<typeof agencyPaymentRowSchema>;

/** `GET /api/bookings/agency/payments/{agency}`: the payments of a period and the bookings they belong to. */
export const agencyPaymentsSchema = z.object({
  agency: z.string(),
  agencyName: z.string(),
  from: z.string(),
  to: z.string(),
  payments: z.array(agencyPaymentRowSchema),
  bookings: z.array(agencyBookingSumSchema),
  /** Per currency: the bookings' sums (amounts of different currencies are never added). */
  totals: z.array(
    z.object({
      currency: z.string(),
      paid: z.number(),
      total: z.number(),
      commission: z.number(),
      owed: z.number(),
    }),
  ),
});
export type AgencyPayments = z.infer<typeof agencyPaymentsSchema>;

/** The bookings of one currency added up (amounts of different currencies are never added). */
export const agencyCurrencyTotalSchema = z.object({
  currency: z.string(),
  paid: z.number(),
  total: z.number(),
  commission: z.number(),
  owed: z.number(),
});

/** `GET /api/agency/{agency}/print/statement?format=json`: the statement's rows, as the PDF prints them. */
export const agencyStatementSchema = z.object({
  agency: z.string(),
  agencyName: z.string(),
  from: z.string(),
  to: z.string(),
  bookings: z.array(agencyBookingSumSchema),
  totals: z.array(agencyCurrencyTotalSchema),
});
export type AgencyStatement = z.infer<typeof agencyStatementSchema>;

/** `GET /api/agency/templates`: the prints an agency has. */
export const agencyPrintTemplatesSchema = z.array(
  z.object({ id: z.enum(AGENCY_PRINT_TEMPLATES), name: z.string() }),
);

/**
 * What the agency owes the operator for one of its bookings: nothing when the guest pays; the open
 * amount when the agency pays, less its commission when it is invoiced net and the commission is
 * included in the price (on top, the list price is already the net).
 */
export function agencyOwes(
  booking: { total: number; paid: number; commission: number },
  agency: Pick<Agency, 'payer' | 'rateMode' | 'commissionMode'>,
): number {
  if (agency.payer !== 'agency') return 0;
  const deducted = agency.rateMode === 'net' && agency.commissionMode === 'included' ? booking.commission : 0;
  return Math.max(0, booking.total - deducted - booking.paid);
}
