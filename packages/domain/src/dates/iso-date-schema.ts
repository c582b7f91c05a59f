import { z } from 'zod';
import { isIsoDate } from './calendar-days.ts';

/** A calendar day as `YYYY-MM-DD` that really exists (no 30 February). */
export const isoDateSchema = z.string().refine(isIsoDate, 'Use a date as YYYY-MM-DD');
