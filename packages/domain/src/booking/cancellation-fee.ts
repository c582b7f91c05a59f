import { z } from 'zod';
import { daysBetween } from '../dates/index.ts';
import {
  type Calculation,
  type CalculationEntry,
  COUNTED_CUSTOMER_TYPES,
  totalsOf,
} from '../pricing/index.ts';
import { Dec, roundMinor } from '../pricing/index.ts';
import { expectedVersion } from './booking-life-inputs.ts';

/**
 * `POST /api/bookings/{id}/cancell` (SPEC §3 cancellation dto): why, and what it costs: a fixed
 * `value` (minor units), a `percent` of the booking, or the terms' scale (`useTerms`) for the day
 * of cancellation (`date`, today by default); `includeCommission` false leaves the agency's
 * commission out of the base.
 */
export const cancelBookingSchema = z.object({
  reason: z.string().trim().max(100).default('customer'),
  message: z.string().max(2000).default(''),
  percent: z.number().min(0).max(100).optional(),
  value: z.number().int().min(0).max(1_000_000_000_000).optional(),
  useTerms: z.boolean().default(false),
  date: z.iso.date().optional(),
  includeCommission: z.boolean().default(true),
  version: expectedVersion,
});
export type CancelBookingInput = z.input<typeof cancelBookingSchema>;

export const cancellationScaleStepSchema = z.object({ daysBefore: z.number(), percent: z.number() });
export type CancellationScaleStep = z.infer<typeof cancellationScaleStepSchema>;

/** `POST /api/bookings/{id}/cancell/preview`: the cancellation's charge, without its reason or version. */
export const cancelPreviewSchema = cancelBookingSchema.pick({
  percent: true,
  value: true,
  useTerms: true,
  date: true,
  includeCommission: true,
});
export type CancelPreviewInput = z.input<typeof cancelPreviewSchema>;

/**
 * What a cancellation would cost, before it is confirmed: the fee, and what that leaves between
 * the guest and the operator (`balance` > 0 still owed by the guest, < 0 a refund due).
 */
export const cancellationPreviewSchema = z.object({
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  fee: z.number(),
  /** The percent charged; null for a fixed value. */
  percent: z.number().nullable(),
  /** Days from the cancellation to arrival (0 on the day of arrival, negative after it). */
  daysBefore: z.number(),
  date: z.string().meta({ format: 'date' }),
  /** The terms whose scale applies (by the terms only), null when the booking has none. */
  terms: z.object({ id: z.string(), name: z.string() }).nullable(),
  scale: z.array(cancellationScaleStepSchema),
  balance: z.number(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

/** The scale as an operator reads it: the earliest step (most days before arrival) first. */
export function sortedScale(scale: readonly CancellationScaleStep[]): CancellationScaleStep[] {
  return [...scale].sort((a, b) => b.daysBefore - a.daysBefore);
}

/**
 * What is wrong with a scale typed in the terms editor, by row: two steps on the same day, or a
 * later step (closer to arrival) charging less than an earlier one. Empty when it is fine.
 */
export function scaleProblems(
  scale: readonly CancellationScaleStep[],
): { index: number; problem: 'sameDay' | 'decreasing' }[] {
  const problems: { index: number; problem: 'sameDay' | 'decreasing' }[] = [];
  scale.forEach((step, index) => {
    if (scale.some((other, i) => i < index && other.daysBefore === step.daysBefore))
      problems.push({ index, problem: 'sameDay' });
    else if (scale.some((other) => other.daysBefore > step.daysBefore && other.percent > step.percent))
      problems.push({ index, problem: 'decreasing' });
  });
  return problems;
}

/** The percent the scale charges `days` before arrival: the nearest step at or beyond it, else 0. */
export function scalePercent(scale: readonly CancellationScaleStep[], days: number): number {
  const applying = scale
    .filter((step) => step.daysBefore >= days)
    .sort((a, b) => a.daysBefore - b.daysBefore);
  return applying[0]?.percent ?? 0;
}

/**
 * The fee of a cancellation in minor units, and the percent it stands for (null for a fixed
 * value). Without value, percent or terms the cancellation is free.
 */
export function cancellationFee(input: {
  total: number;
  commission: number;
  arrival: string;
  date: string;
  percent?: number;
  value?: number;
  useTerms: boolean;
  includeCommission: boolean;
  scale: readonly CancellationScaleStep[];
}): { amount: number; percent: number | null } {
  if (input.value !== undefined) return { amount: input.value, percent: null };
  const percent =
    input.percent ?? (input.useTerms ? scalePercent(input.scale, daysBetween(input.date, input.arrival)) : 0);
  const base = input.includeCommission ? input.total : input.total - input.commission;
  return { amount: roundMinor(new Dec(Math.max(0, base)).mul(percent).div(100)), percent };
}

/** The fee as the line a cancelled booking's calculation keeps. */
export function cancellationFeeLine(
  amount: number,
  currency: string,
  percent: number | null,
  text: string,
): CalculationEntry {
  return {
    text,
    sort: 10_000,
    amount: { amount, currency },
    editable: true,
    deletable: true,
    unique: true,
    customer: null,
    price: null,
    customerType: 'Direct',
    type: 'cost',
    reason: { source: 'terms', computation: percent === null ? 'fixed fee' : `${percent} % of the booking` },
    kind: 'cancellationFee',
  };
}

/**
 * A cancelled booking's calculation: its lines stay for the record but only inform, and the fee
 * (when there is one) is what it costs now; no due amounts are left (paid money beyond the fee
 * is a refund).
 */
export function withCancellationFee(calculation: Calculation, fee: CalculationEntry | null): Calculation {
  const entries = [
    ...calculation.entries
      .filter(
        (e) =>
          e.kind !== 'cancellationFee' &&
          !(e.customerType === 'Info' && (e.type === 'deposit' || e.type === 'rest')),
      )
      .map((e) =>
        COUNTED_CUSTOMER_TYPES.includes(e.customerType) ? { ...e, customerType: 'Info' as const } : e,
      ),
    ...(fee ? [fee] : []),
  ];
  const totals = totalsOf(entries, calculation.currency);
  return {
    ...calculation,
    entries,
    totals,
    total: totals.find((m) => m.currency === calculation.currency)!,
    due: [],
    tax: [],
    commission: null,
  };
}

export function hasCancellationFee(calculation: Calculation | null): boolean {
  return Boolean(calculation?.entries.some((e) => e.kind === 'cancellationFee'));
}

/**
 * Whether a cancellation replaced the price: a fee, or a charge that came to nothing (every line
 * only informs). Reverting such a cancellation prices the booking again.
 */
export function hasCancellationPrice(calculation: Calculation | null): boolean {
  if (!calculation) return false;
  return (
    hasCancellationFee(calculation) ||
    (calculation.entries.length > 0 &&
      !calculation.entries.some((e) => COUNTED_CUSTOMER_TYPES.includes(e.customerType)))
  );
}
