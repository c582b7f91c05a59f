import { z } from 'zod';
import { isIsoDate } from './calendar-days.ts';

/**
 * A calendar day as `YYYY-MM-DD` that really exists (no 30 February). Marked as a date for the
 * generic screens, so lists show it as DD.MM.YYYY and forms offer a date input.
 */
export const isoDateSchema = z
  .string()
  .refine(isIsoDate, 'Use a date as YYYY-MM-DD')
  .meta({ ui: { widget: 'date' } });
