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

/** SPEC §9: a top list has ten entries unless asked for more or fewer. */
export const STATISTICS_TOP_DEFAULT = 10;
export const STATISTICS_TOP_MAX = 100;

/**
 * The parameters of the statistics kinds (SPEC §7 `GET /api/bookings/statistics/{kind}`) that the
 * top lists read: the period (this year when left out), the date it counts by, how many entries, and
 * filters by resort or vessel, booking category, source and state; `groupBy` for the kinds over
 * time (incomeByMonth, utilization). `mode` is the screen's and is ignored here.
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
  states: listParam(z.enum(BOOKING_STATES))
    .optional()
    .describe('Only bookings in these states (default: those of a sale); a cancelled one counts for its fee'),
  groupBy: z
    .enum(TIME_UNITS)
    .optional()
    .describe(
      'For the kinds over time (incomeByMonth, utilization): a row per day, ISO week, month (default) or year',
    ),
};
/** A series by day spans at most three years, by week ten (TIME_UNIT_SPANS); other kinds thirty. */
const statisticsSpan = (q: { groupBy?: keyof typeof TIME_UNIT_SPANS }) =>
  q.groupBy ? TIME_UNIT_SPANS[q.groupBy] : RANGE_SPANS.months;
export const statisticsParamsSchema = z
  .object(statisticsFields)
  .superRefine(checkDateRange({ maxDays: statisticsSpan }));
export type StatisticsParams = z.output<typeof statisticsParamsSchema>;

/** The pace's parameters: the statistics' with the day the books are read as of (today by default). */
export const paceParamsSchema = z
  .object({
    ...statisticsFields,
    asOf: rangeDaySchema.optional().describe('The day the books are read as of (default: today)'),
  })
  .superRefine(checkDateRange({ maxDays: statisticsSpan }));
export type PaceParams = z.output<typeof paceParamsSchema>;
