import { z } from 'zod';
import { BOOKING_STATES } from '../booking-states/index.ts';
import {
  checkDateRange,
  RANGE_SPANS,
  rangeDaySchema,
  rangeFields,
  TIME_UNIT_SPANS,
  TIME_UNITS,
} from '../dates/index.ts';
import { listParam, REPORT_BASES } from '../reports/index.ts';

/**
 * SPEC §7 `mode` (default chart): how a report is laid out where it is drawn by the server — with
 * `template`, the printed page shows the chart above the table (`chart`) or the table alone
 * (`table`). The JSON and the files hold the same rows either way; a screen draws both from them.
 */
export const STATISTICS_MODES = ['chart', 'table'] as const;
export type StatisticsMode = (typeof STATISTICS_MODES)[number];

/** SPEC §9: a top list has ten entries unless asked for more or fewer. */
export const STATISTICS_TOP_DEFAULT = 10;
export const STATISTICS_TOP_MAX = 100;

/** The refusals of the statistics' parameters (codes in message-codes). */
export const STATISTICS_MESSAGES = {
  notGrouped: 'This report is not grouped by time',
} as const;

/**
 * The parameters of the statistics kinds (SPEC §7 `GET /api/bookings/statistics/{kind}`) that the
 * top lists read: the period (this year when left out), the date it counts by, how many entries, and
 * filters by resort or vessel, booking category, source and state. `groupBy` only for the kinds
 * over time (`statisticsSeriesParamsSchema`); the others refuse it rather than answer figures
 * that look grouped and are not.
 */
const statisticsFields = {
  ...rangeFields(true),
  basis: z.enum(REPORT_BASES).default('stay').describe('Count by stay (arrival) or by booking date'),
  amount: z.coerce
    .number()
    .int()
    .min(1)
    .max(STATISTICS_TOP_MAX)
    .default(STATISTICS_TOP_DEFAULT)
    .describe('How many entries a top list has'),
  assets: listParam(z.uuid()).optional().describe('Only bookings of these resorts or vessels'),
  categories: listParam(z.uuid()).optional().describe('Only bookings of these booking categories'),
  sources: listParam(z.string().trim().min(1).max(100))
    .optional()
    .describe('Only bookings from these sources'),
  mode: z
    .enum(STATISTICS_MODES)
    .default('chart')
    .describe('Printed through a template: the chart above the table (chart, default) or the table alone'),
  states: listParam(z.enum(BOOKING_STATES))
    .optional()
    .describe('Only bookings in these states (default: those of a sale); a cancelled one counts for its fee'),
  // Any value is refused with its reason (a `never` would read as `unknown` in the typed client).
  groupBy: z
    .string()
    .optional()
    .refine((value) => value === undefined, { error: STATISTICS_MESSAGES.notGrouped })
    .describe('Refused: this kind has no time axis (only incomeByMonth and utilization are grouped)'),
};
/** A series by day spans at most three years, by week ten (TIME_UNIT_SPANS); other kinds thirty. */
const statisticsSpan = (q: { groupBy?: keyof typeof TIME_UNIT_SPANS }) =>
  q.groupBy ? TIME_UNIT_SPANS[q.groupBy] : RANGE_SPANS.months;
export const statisticsParamsSchema = z
  .object(statisticsFields)
  .superRefine(checkDateRange({ maxDays: RANGE_SPANS.months }));
export type StatisticsParams = z.output<typeof statisticsSeriesParamsSchema>;

/** The parameters of a kind over time (incomeByMonth, utilization): the statistics' and its unit. */
export const statisticsSeriesParamsSchema = z
  .object({
    ...statisticsFields,
    groupBy: z
      .enum(TIME_UNITS)
      .optional()
      .describe('A row per day, ISO week (Monday to Sunday), month (default) or year'),
  })
  .superRefine(checkDateRange({ maxDays: statisticsSpan }));

/** The pace's parameters: the statistics' with the day the books are read as of (today by default). */
export const paceParamsSchema = z
  .object({
    ...statisticsFields,
    asOf: rangeDaySchema.optional().describe('The day the books are read as of (default: today)'),
  })
  .superRefine(checkDateRange({ maxDays: RANGE_SPANS.months }));
export type PaceParams = z.output<typeof paceParamsSchema>;
