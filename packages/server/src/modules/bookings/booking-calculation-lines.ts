import {
  allows,
  type BookingState,
  type Calculation,
  hasCancellationFee,
  isDueLine,
  type ManualLine,
} from '@seaberth/domain';
import type { BookingRow } from './booking-rows.ts';

/** Small reads of a booking's lines and debt that the calculation actions share. */

/**
 * Whether a booking's open amount is owed: a live or resolved booking; a cancelled one only for
 * its fee (a free cancellation keeps its old total for the record, not as a debt).
 */
export function owes(booking: BookingRow): boolean {
  const state = booking.state as BookingState;
  if (state === 'aborted') return hasCancellationFee(booking.calculation);
  return allows(state, 'payment') && state !== 'freed';
}

export const manualOf = (booking: BookingRow): ManualLine[] => booking.extras.manual ?? [];

export const upsert = (lines: ManualLine[], line: ManualLine) =>
  lines.some((m) => m.id === line.id) ? lines.map((m) => (m.id === line.id ? line : m)) : [...lines, line];

/** The ids of the lines the operator orders (the due amounts always come last). */
export const lineIds = (calculation: Calculation) =>
  calculation.entries.filter((e) => !isDueLine(e) && e.id).map((e) => e.id!);

export const moneyOf = (value: { amount: number; currency: string }) => ({
  amount: value.amount,
  currency: value.currency,
});
