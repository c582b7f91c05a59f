import { RANGE_SPANS } from './date-range.ts';

/** The units a figure over time is grouped by (SPEC §7 `groupBy`). */
export const TIME_UNITS = ['day', 'week', 'month', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** The longest period a series of each unit may span: a point per day for three years, weeks for ten. */
export const TIME_UNIT_SPANS: Record<TimeUnit, number> = {
  day: RANGE_SPANS.days,
  week: 10 * 366,
  month: RANGE_SPANS.months,
  year: RANGE_SPANS.months,
};

const DAY_MS = 864e5;
const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO week of a day: `2027-W05` (weeks begin on Monday; week 1 holds the year's first Thursday). */
function isoWeekOf(ms: number): string {
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  const thursday = ms + (3 - weekday) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/**
 * The key of the unit a day (`YYYY-MM-DD`) falls in: the day itself, its ISO week (`2027-W05`), its
 * month (`2027-02`) or its year (`2027`) — as PostgreSQL's `to_char` writes them with
 * `TIME_UNIT_FORMATS`, so keys from the database and from here meet.
 */
export function timeUnitKey(day: string, unit: TimeUnit): string {
  if (unit === 'day') return day;
  if (unit === 'month') return day.slice(0, 7);
  if (unit === 'year') return day.slice(0, 4);
  return isoWeekOf(Date.parse(`${day}T00:00:00Z`));
}

/** `to_char` patterns writing the keys of `timeUnitKey`. */
export const TIME_UNIT_FORMATS: Record<TimeUnit, string> = {
  day: 'YYYY-MM-DD',
  week: 'IYYY-"W"IW',
  month: 'YYYY-MM',
  year: 'YYYY',
};

/**
 * The days of each unit within the period `[from, to]` (both days counted), in order: the units a
 * series over the period shows, and the nights each holds (a period may cut its first and last).
 */
export function daysPerUnit(from: string, to: string, unit: TimeUnit): Map<string, number> {
  const days = new Map<string, number>();
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= last; day += DAY_MS) {
    const key = timeUnitKey(new Date(day).toISOString().slice(0, 10), unit);
    days.set(key, (days.get(key) ?? 0) + 1);
  }
  return days;
}
