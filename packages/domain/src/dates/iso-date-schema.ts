import { z } from 'zod';
import { isIsoDate, nightsBetween } from './calendar-days.ts';

/**
 * A calendar day as `YYYY-MM-DD` that really exists (no 30 February). Marked as a date for the
 * generic screens, so lists show it as DD.MM.YYYY and forms offer a date input.
 */
export const isoDateSchema = z
  .string()
  .refine(isIsoDate, 'Use a date as YYYY-MM-DD')
  .meta({ ui: { widget: 'date' } });

/**
 * A period `[from, to)` asked for in a request: `from` before `to`, at most `maxNights` apart, so
 * one answer never grows without bound. The check waits for both dates to be valid (zod runs it
 * even when a field failed) and names `to`.
 */
export function isoRangeSchema(maxNights: number, message: string) {
  return z
    .object({ from: isoDateSchema, to: isoDateSchema })
    .refine(
      (r) =>
        !isIsoDate(r.from) || !isIsoDate(r.to) || (r.from < r.to && nightsBetween(r.from, r.to) <= maxNights),
      { message, path: ['to'] },
    );
}
