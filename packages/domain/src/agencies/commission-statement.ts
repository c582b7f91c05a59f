import { z } from 'zod';
import type { Agency } from './agency.ts';
import { agencyBookingRowSchema } from './agency-bookings.ts';

/**
 * The commission statement of an agency (`GET /api/agency/{agency}/commission`): every booking
 * through it, what it earned there, what the operator paid it out (ledger entries of kind
 * `commissionPaid` for the booking, less their reversals) and what is still due to it.
 */
export const commissionStatementRowSchema = agencyBookingRowSchema.extend({
  /** The commission of a live booking; a cancelled or released one earns nothing. */
  earned: z.number(),
  /** Paid out to the agency, or kept by it when it pays the operator net of its commission. */
  paid: z.number(),
  /** Still to pay the agency; negative when more was paid out than the booking now earns. */
  due: z.number(),
  /** The agency keeps its commission by paying the operator net: nothing is ever paid out. */
  deducted: z.boolean(),
});
export type CommissionStatementRow = z.infer<typeof commissionStatementRowSchema>;

export const commissionTotalsSchema = z.object({
  currency: z.string(),
  total: z.number(),
  earned: z.number(),
  paid: z.number(),
  due: z.number(),
});
export type CommissionTotals = z.infer<typeof commissionTotalsSchema>;

export const commissionStatementSchema = z.object({
  agency: z.string(),
  agencyName: z.string(),
  bookings: z.array(commissionStatementRowSchema),
  /** Per currency: amounts of different currencies are never added up. */
  totals: z.array(commissionTotalsSchema),
});
export type CommissionStatement = z.infer<typeof commissionStatementSchema>;

/** Booking states whose commission stands: holding beds, or over and settled. */
const EARNING = new Set(['draft', 'confirmed', 'planned', 'resolved']);

/**
 * One booking's line. An agency that pays the operator net of an included commission keeps it
 * on paying (agency-bookings.ts `agencyOwes`): its commission counts as paid, never as due.
 */
export function commissionLine(
  booking: { state: string; commission: number; paidOut: number },
  contract: Pick<Agency, 'payer' | 'rateMode' | 'commissionMode'>,
): Pick<CommissionStatementRow, 'earned' | 'paid' | 'due' | 'deducted'> {
  const earned = EARNING.has(booking.state) ? booking.commission : 0;
  const deducted =
    contract.payer === 'agency' && contract.rateMode === 'net' && contract.commissionMode === 'included';
  const paid = deducted ? earned + booking.paidOut : booking.paidOut;
  return { earned, paid, due: earned - paid, deducted };
}

/** The statement's sums per currency. */
export function commissionTotals(rows: readonly CommissionStatementRow[]): CommissionTotals[] {
  const byCurrency = new Map<string, CommissionTotals>();
  for (const row of rows) {
    const sum = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      total: 0,
      earned: 0,
      paid: 0,
      due: 0,
    };
    sum.total += row.total;
    sum.earned += row.earned;
    sum.paid += row.paid;
    sum.due += row.due;
    byCurrency.set(row.currency, sum);
  }
  return [...byCurrency.values()];
}
