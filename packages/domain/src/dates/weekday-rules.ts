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
