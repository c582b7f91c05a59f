import {
  ASSET_SHARE_MAX_DAYS,
  addDays,
  addMonths,
  daysBetween,
  formatDate,
  isIsoDate,
} from '@seaberth/domain';

export interface Period {
  from: string;
  to: string;
}

const firstOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The calendar month a day lies in. */
export function monthOf(day: string): Period {
  const from = firstOf(day);
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The month before or after the one the period starts in. */
export function shiftMonth(period: Period, months: number): Period {
  return monthOf(addMonths(firstOf(period.from), months));
}

export function isWholeMonth(period: Period): boolean {
  const month = monthOf(period.from);
  return month.from === period.from && month.to === period.to;
}

/** Why a period cannot be asked for (the server says the same), or null. */
export function periodProblem(period: Period): 'incomplete' | 'backwards' | 'tooLong' | null {
  if (!isIsoDate(period.from) || !isIsoDate(period.to)) return 'incomplete';
  if (period.to < period.from) return 'backwards';
  return daysBetween(period.from, period.to) >= ASSET_SHARE_MAX_DAYS ? 'tooLong' : null;
}

/** "November 2026" for a whole month, else "01.11.2026 – 15.11.2026". */
export function periodLabel(period: Period, language: string): string {
  if (isWholeMonth(period))
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${period.from}T00:00:00Z`),
    );
  return `${formatDate(period.from)} – ${formatDate(period.to)}`;
}
