import { addDays, addMonths, addYears, isIsoDate } from './calendar-days.ts';
import { DATE_FORMATS, formatDate } from './date-formats.ts';
import {
  formatMessage,
  isEmpty,
  type RuleResult,
  requiredText,
  VALIDATION_MESSAGES as M,
} from '../validation/index.ts';

/**
 * A bound relative to today: `today`, or a signed amount and unit, `+3d`, `-1y`, `+2w`, `-6M`
 * (d days, w weeks, M months, y years). Lower-case `m` is refused because it reads as minutes.
 * A plain `YYYY-MM-DD` is accepted as a fixed bound. The sign may be left out (`3d` = `+3d`).
 */
const RELATIVE = /^([+-]?)(\d{1,5})([dwMy])$/;

/**
 * The date the bound stands for, counted from `today` (the operator's `YYYY-MM-DD`, passed in so
 * the rule stays pure and testable). A malformed bound is a programming error and throws.
 */
export function resolveRelativeDate(bound: string, today: string): string {
  const expr = bound.trim();
  if (!isIsoDate(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
  if (expr === 'today') return today;
  if (isIsoDate(expr)) return expr;
  const match = RELATIVE.exec(expr);
  if (!match) throw new RangeError(`Not a relative date bound: ${bound}`);
  const amount = Number(match[2]) * (match[1] === '-' ? -1 : 1);
  switch (match[3]) {
    case 'd':
      return addDays(today, amount);
    case 'w':
      return addDays(today, amount * 7);
    case 'M':
      return addMonths(today, amount);
    default:
      return addYears(today, amount);
  }
}

// A date-time value is judged by its calendar day; the bound has no time of day.
function dayOf(value: string): string | null {
  const day = value.trim().slice(0, 10);
  return isIsoDate(day) ? day : null;
}

export function dateOnOrAfter(
  value: string | null | undefined,
  bound: string,
  today: string,
  message: string = M.dateOnOrAfter,
): RuleResult {
  if (isEmpty(value)) return null;
  const day = dayOf(value as string);
  if (!day) return M.invalidDate;
  const limit = resolveRelativeDate(bound, today);
  return day < limit ? formatMessage(message, { date: formatDate(limit, DATE_FORMATS.default) }) : null;
}

export function dateOnOrBefore(
  value: string | null | undefined,
  bound: string,
  today: string,
  message: string = M.dateOnOrBefore,
): RuleResult {
  if (isEmpty(value)) return null;
  const day = dayOf(value as string);
  if (!day) return M.invalidDate;
  const limit = resolveRelativeDate(bound, today);
  return day > limit ? formatMessage(message, { date: formatDate(limit, DATE_FORMATS.default) }) : null;
}

/** An ISO date on or after a relative bound (`+3d`, `today`…) counted from the given today. */
export function dateOnOrAfterField(bound: string, today: string) {
  return requiredText(M.required, (v) => dateOnOrAfter(v, bound, today));
}

export function dateOnOrBeforeField(bound: string, today: string) {
  return requiredText(M.required, (v) => dateOnOrBefore(v, bound, today));
}
