import { addDays, addMonths, addYears, daysBetween, formatDate, isIsoDate, yearOf } from '@seaberth/domain';

/** A period of days, both ends included (`YYYY-MM-DD`). */
export interface Period {
  from: string;
  to: string;
}

/** What a pager steps by: a calendar month or a calendar year. */
export type PeriodSpan = 'month' | 'year';

const firstOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The calendar month a day lies in. */
export function monthOf(day: string): Period {
  const from = firstOf(day);
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The month or the year a day lies in. */
export const spanOf = (day: string, span: PeriodSpan): Period =>
  span === 'year' ? yearOf(day) : monthOf(day);

/** The month before or after the one the period starts in. */
export function shiftMonth(period: Period, months: number): Period {
  return monthOf(addMonths(firstOf(period.from), months));
}

export function isWholeMonth(period: Period): boolean {
  const month = monthOf(period.from);
  return month.from === period.from && month.to === period.to;
}

export function isWholeYear(period: Period): boolean {
  const year = yearOf(period.from);
  return year.from === period.from && year.to === period.to;
}

/** A whole year pages by years; anything else by months. */
export const spanOfPeriod = (period: Period): PeriodSpan => (isWholeYear(period) ? 'year' : 'month');

/** The span before or after the one the period starts in. */
export function shiftPeriod(period: Period, span: PeriodSpan, steps: number): Period {
  return span === 'year' ? yearOf(addYears(period.from, steps)) : shiftMonth(period, steps);
}

/** Why a period cannot be asked for (the server says the same), or null. */
export function periodProblem(
  period: Period,
  maxDays: number,
): 'incomplete' | 'backwards' | 'tooLong' | null {
  if (!isIsoDate(period.from) || !isIsoDate(period.to)) return 'incomplete';
  if (period.to < period.from) return 'backwards';
  return daysBetween(period.from, period.to) >= maxDays ? 'tooLong' : null;
}

/** "2027" for a whole year, "November 2026" for a whole month, else "01.11.2026 – 15.11.2026". */
export function periodLabel(period: Period, language: string): string {
  if (isWholeYear(period)) return period.from.slice(0, 4);
  if (isWholeMonth(period))
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${period.from}T00:00:00Z`),
    );
  return `${formatDate(period.from)} – ${formatDate(period.to)}`;
}
