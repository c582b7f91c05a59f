/**
 * Month arithmetic of the booking calendars on `YYYY-MM-DD` strings, in UTC so a guest's timezone
 * never shifts a night. The pages ask the server one month at a time: from the first of the month
 * to the first of the next.
 */

import { formatDate } from '@seaberth/domain';

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function addMonths(month: string, count: number): string {
  const [year, mon] = month.split('-').map(Number);
  const index = year * 12 + (mon - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export function addDays(date: string, count: number): string {
  return fromUtc(toUtc(date) + count * DAY_MS);
}

export function nightsBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The query period of a month: `[first of month, first of next month)`. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: month, to: addMonths(month, 1) };
}

/** The days of a month for a grid starting on Monday; `null` pads the first week. */
export function monthGrid(month: string): (string | null)[] {
  const first = toUtc(month);
  const days = nightsBetween(month, addMonths(month, 1));
  const weekday = (new Date(first).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: weekday }, () => null);
  for (let day = 0; day < days; day += 1) cells.push(fromUtc(first + day * DAY_MS));
  return cells;
}

/** Monday to Sunday, short (or long, for screen readers), in the page language. */
export function weekdayNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(toUtc(month)),
  );
}

/** "Sat, 06.03.2027": the short weekday in the page language, the date as SPEC §9 writes it. */
export function shortDate(date: string, language: string): string {
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(toUtc(date)),
  );
  return `${weekday}, ${formatDate(date)}`;
}

/** "Saturday, 6 March 2027" in the page language: what a screen reader says for a calendar day. */
export function spokenDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(toUtc(date)));
}
