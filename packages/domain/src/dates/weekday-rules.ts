import { isoWeekday } from './calendar-days.ts';

/** The weekdays (ISO 1-7) a schedule rule uses for arrivals and departures. */
export interface ScheduleDayRules {
  arrivalDays?: readonly number[];
  departureDays?: readonly number[];
}

/**
 * SPEC §9: a weekend is Saturday or Sunday, or an arrival or departure day of the configured
 * schedule rules, because those are the busy change-over days a resort prices and staffs like
 * a weekend.
 */
export function isWeekend(isoDate: string, rules?: ScheduleDayRules): boolean {
  const weekday = isoWeekday(isoDate);
  if (weekday === 6 || weekday === 7) return true;
  return Boolean(rules?.arrivalDays?.includes(weekday) || rules?.departureDays?.includes(weekday));
}

/** Where the calendar's schedule rules live: settings group `calendar`, keys as below. */
export const SCHEDULE_DAY_SETTINGS = {
  group: 'calendar',
  arrivalDays: 'arrivalDays',
  departureDays: 'departureDays',
} as const;

/**
 * A setting like "6" or "6, 7" as ISO weekdays; anything that is not a weekday is dropped, so a
 * typo in the settings never breaks the calendar, it only marks fewer days.
 */
export function parseWeekdayList(value: string | undefined | null): number[] {
  if (!value) return [];
  const days = value
    .split(/[\s,;]+/)
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 7);
  return [...new Set(days)].sort((a, b) => a - b);
}
