import { z } from 'zod';
import { formatMessage, VALIDATION_MESSAGES } from '../validation/index.ts';
import { isIsoDate, nightsBetween } from './calendar-days.ts';
import { isoDateSchema } from './iso-date-schema.ts';

/**
 * The one date range every request takes (issue 31 finding 5): calendar days inside a sane window,
 * `from` not after `to` (before it for a stay of nights), and at most a span chosen per use, so no
 * answer grows without bound and no date arithmetic runs past year 9999.
 */
export const RANGE_FIRST_DAY = '1900-01-01';
export const RANGE_LAST_DAY = '2200-12-31';

/** Spans by what an answer holds per step: a day-by-day series, a month-by-month one, a list. */
export const RANGE_SPANS = {
  /** One point or row per day (a day series, a calendar, an availability grid). */
  days: 3 * 366,
  /** One point per month or a summed report of a period. */
  months: 30 * 366,
  /** A year of stays (availability questions, occupancy, a stay's price). */
  year: 366,
  /** A report, statement or export that lists a line per booking, invoice or payment. */
  report: 10 * 366,
} as const;

const inWindow = (day: string) => day >= RANGE_FIRST_DAY && day <= RANGE_LAST_DAY;

/** A `YYYY-MM-DD` that exists and lies within 1900–2200, for any date a request asks about. */
export const rangeDaySchema = isoDateSchema.refine(
  (day) => !isIsoDate(day) || inWindow(day),
  formatMessage(VALIDATION_MESSAGES.dateWindow, { first: RANGE_FIRST_DAY, last: RANGE_LAST_DAY }),
);

/** Messages named in validation/message-codes.ts, so the web words them by their code. */
const END_BEFORE_START = 'The end lies before the start';
const LAST_NIGHT_FIRST = 'The last night must come after the first';

export interface RangeLimits<T = Record<string, unknown>> {
  /** Days `to` may lie after `from`; a function when it depends on the request (groupBy). */
  maxDays: number | ((value: T) => number);
  /** The fields' names; default `from` and `to`. */
  keys?: readonly [from: string, to: string];
  /** Nights `[from, to)`: `to` must lie after `from`. Otherwise `from` may equal `to`. */
  nights?: boolean;
}

/**
 * Checks a parsed object's range and names the field at fault: used by `dateRangeSchema`, and
 * with `.superRefine` on a schema that carries a range among other fields. Waits for both days
 * to be valid (zod runs object checks even when a field failed); a missing end is no range.
 */
export function checkDateRange<T extends object>(limits: RangeLimits<T>) {
  const [fromKey, toKey] = limits.keys ?? ['from', 'to'];
  return (value: T, ctx: z.RefinementCtx) => {
    const record = value as Record<string, unknown>;
    const from = record[fromKey];
    const to = record[toKey];
    if (!isIsoDate(from) || !isIsoDate(to) || !inWindow(from) || !inWindow(to)) return;
    if (limits.nights ? to <= from : to < from) {
      ctx.addIssue({
        code: 'custom',
        path: [toKey],
        message: limits.nights ? LAST_NIGHT_FIRST : END_BEFORE_START,
      });
      return;
    }
    const max = typeof limits.maxDays === 'function' ? limits.maxDays(value) : limits.maxDays;
    if (nightsBetween(from, to) > max)
      ctx.addIssue({
        code: 'custom',
        path: [toKey],
        message: formatMessage(VALIDATION_MESSAGES.rangeTooLong, { days: max }),
      });
  };
}

type RangeShape<Optional extends boolean> = Optional extends true
  ? { from: z.ZodOptional<typeof rangeDaySchema>; to: z.ZodOptional<typeof rangeDaySchema> }
  : { from: typeof rangeDaySchema; to: typeof rangeDaySchema };

/** `from` and `to` as fields, to spread into a schema that then adds `checkDateRange`. */
export function rangeFields<Optional extends boolean = false>(optional?: Optional): RangeShape<Optional> {
  const day = optional ? rangeDaySchema.optional() : rangeDaySchema;
  return { from: day, to: day } as RangeShape<Optional>;
}

/**
 * A request's `from`/`to` with further fields: `dateRangeSchema({ maxDays: RANGE_SPANS.days },
 * { asset: z.uuid() })`. Both days are required unless `optional`; an open end is then allowed.
 */
export function dateRangeSchema<
  S extends z.ZodRawShape = Record<never, never>,
  Optional extends boolean = false,
>(limits: RangeLimits & { optional?: Optional }, extra?: S) {
  return z
    .object({ ...rangeFields(limits.optional), ...(extra ?? ({} as S)) })
    .superRefine(checkDateRange<object>(limits as RangeLimits<object>));
}

/**
 * A stay-like period `[from, to)` with its own message (availability, calendars): `from` before
 * `to`, at most `maxNights` apart, inside the window; the message names `to`.
 */
export function isoRangeSchema(maxNights: number, message: string) {
  return z
    .object(rangeFields())
    .refine(
      (r) =>
        !isIsoDate(r.from) || !isIsoDate(r.to) || (r.from < r.to && nightsBetween(r.from, r.to) <= maxNights),
      { message, path: ['to'] },
    );
}

/**
 * A period of days as a record keeps it (a price list's validity, a special's arrival days): both
 * ends inclusive, either one open (null) for "no limit on that side". A field kind: the screens
 * show and edit it as one date range, not as two dates.
 */
export const openDateRange = () =>
  z
    .object({
      from: isoDateSchema.nullable().default(null),
      to: isoDateSchema.nullable().default(null),
    })
    .refine((r) => r.from === null || r.to === null || r.from <= r.to, {
      message: 'The end must be on or after the start',
      path: ['to'],
    })
    .meta({ ui: { widget: 'dateRange' } });
