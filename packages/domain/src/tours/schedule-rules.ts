import { addDays, addYears, daysBetween, isoWeekday, nightsBetween } from '../dates/index.ts';

/** SPEC §9 dive planning defaults. */
export const DEFAULT_DIVES_PER_DAY = 3;
/** Days without diving on a trip: the embarkation day, the last day and the day before it (SPEC §9: nights + 1 - 3). */
export const DEFAULT_DAYS_WITHOUT_DIVES = 3;

export interface ScheduleDates {
  from: string;
  to: string;
}

/** Nights aboard: embarkation 1st, disembarkation 8th = 7 nights. */
export function scheduleNights(schedule: ScheduleDates): number {
  return nightsBetween(schedule.from, schedule.to);
}

/** SPEC §9: dive days = nights + 1 - 3, never negative (a 1-night trip has no dive day). */
export function defaultDiveDays(nights: number): number {
  return Math.max(0, nights + 1 - DEFAULT_DAYS_WITHOUT_DIVES);
}

/** The dive days of a schedule: its own value, else the default for its nights. */
export function effectiveDiveDays(schedule: ScheduleDates & { diveDays?: number | null }): number {
  return schedule.diveDays ?? defaultDiveDays(scheduleNights(schedule));
}

export type CopyTarget = ScheduleDates | { addYears: number };

export interface ScheduleCopy<S> {
  source: S;
  from: string;
  to: string;
}

/**
 * The date a schedule moves to when a season is copied `years` later: the same calendar date,
 * then the nearest day with the same weekday (at most 3 days away), because liveaboards change
 * guests on fixed weekdays. One year later is therefore always 364 days later.
 */
export function shiftKeepingWeekday(iso: string, years: number): string {
  const shifted = addYears(iso, years);
  let delta = (isoWeekday(iso) - isoWeekday(shifted) + 7) % 7;
  if (delta > 3) delta -= 7;
  return addDays(shifted, delta);
}

/**
 * Copies of the schedules that embark in the period [range.from, range.to): moved by the offset
 * between the period and the target period (same trip lengths), or by whole years keeping the
 * weekday. Copies that would embark outside an explicit target period are left out (`outside`).
 */
export function copySchedules<S extends ScheduleDates>(
  schedules: readonly S[],
  range: ScheduleDates,
  target: CopyTarget,
): { copies: ScheduleCopy<S>[]; outside: ScheduleCopy<S>[] } {
  const copies: ScheduleCopy<S>[] = [];
  const outside: ScheduleCopy<S>[] = [];
  const inRange = schedules
    .filter((s) => s.from >= range.from && s.from < range.to)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  for (const source of inRange) {
    const nights = daysBetween(source.from, source.to);
    const from =
      'addYears' in target
        ? shiftKeepingWeekday(source.from, target.addYears)
        : addDays(source.from, daysBetween(range.from, target.from));
    const copy = { source, from, to: addDays(from, nights) };
    if ('addYears' in target || (from >= target.from && from < target.to)) copies.push(copy);
    else outside.push(copy);
  }
  return { copies, outside };
}
