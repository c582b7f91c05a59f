import { formatInstant } from '../../app/format-dates.ts';

/**
 * When a guest checked in or out, on the operator's clock: `HH:mm` on the day the list shows,
 * with the date in front on any other day (a departure's check-in was days ago).
 */
export function deskTime(value: string | null | undefined, day?: string): string {
  const full = formatInstant(value);
  if (!full) return '';
  const [date, time] = full.split(' ');
  if (!day) return full;
  const [y, m, d] = day.split('-');
  return date === `${d}.${m}.${y}` ? (time ?? full) : full;
}

/** The earliest (or latest) of some timestamps, ignoring the missing ones. */
export function firstTime(values: (string | null)[], latest = false): string | null {
  const known = values.filter((value): value is string => Boolean(value));
  if (!known.length) return null;
  return known.reduce((a, b) => (Date.parse(b) < Date.parse(a) !== latest ? b : a));
}
