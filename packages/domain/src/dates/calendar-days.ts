/**
 * Calendar arithmetic on `YYYY-MM-DD` strings. Everything runs in UTC so a stay never gains or
 * loses a night when the server or the browser sits in a timezone with daylight saving.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

// Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear takes the year literally.
function utcDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** True for a real calendar date written as `YYYY-MM-DD` (rejects 2023-02-29). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = utcDate(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Dates come from code and schemas, so a bad one is a programming error: fail loudly. */
export function assertIsoDate(iso: string): void {
  if (!isIsoDate(iso)) throw new RangeError(`Not a YYYY-MM-DD date: ${String(iso)}`);
}

const PARSED_LIMIT = 20_000;
const parsed = new Map<string, number>();

/** Milliseconds at UTC midnight of the date; throws on anything that is not a real `YYYY-MM-DD`. */
export function isoDateToUtcMs(iso: string): number {
  const known = parsed.get(iso);
  if (known !== undefined) return known;
  assertIsoDate(iso);
  const [y, m, d] = iso.split('-').map(Number);
  const ms = utcDate(y, m - 1, d).getTime();
  // Charts and price tables ask for the same few hundred dates thousands of times; parsing each
  // afresh (a regular expression and two Date objects) was a tenth of a chart's drawing time.
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(iso, ms);
  return ms;
}

/** The `YYYY-MM-DD` of a UTC millisecond value. */
export function utcMsToIsoDate(ms: number): string {
  const date = new Date(ms);
  // Years before 1000 would lose their leading zeros with a naive template.
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(iso: string, days: number): string {
  return utcMsToIsoDate(isoDateToUtcMs(iso) + Math.trunc(days) * MS_PER_DAY);
}

/**
 * Adds calendar months; a day that does not exist in the target month is clamped to its last day
 * (Jan 31 + 1 month = Feb 28/29), as operators expect "one month later" to stay in that month.
 */
export function addMonths(iso: string, months: number): string {
  assertIsoDate(iso);
  const [y, m, d] = iso.split('-').map(Number);
  const monthIndex = y * 12 + (m - 1) + Math.trunc(months);
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12;
  const lastDay = utcDate(targetYear, targetMonth + 1, 0).getUTCDate();
  return utcMsToIsoDate(utcDate(targetYear, targetMonth, Math.min(d, lastDay)).getTime());
}

/** Feb 29 plus one year is Feb 28 (clamped like addMonths). */
export function addYears(iso: string, years: number): string {
  return addMonths(iso, Math.trunc(years) * 12);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((isoDateToUtcMs(to) - isoDateToUtcMs(from)) / MS_PER_DAY);
}

/**
 * Nights of the half-open stay `[from, to)`: arrival 1st, departure 3rd = 2 nights. A reversed
 * range is an empty stay (0), so a date picker caught between two clicks does not crash a price.
 */
export function nightsBetween(from: string, to: string): number {
  return Math.max(0, daysBetween(from, to));
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(iso: string): number {
  const day = new Date(isoDateToUtcMs(iso)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** -1, 0 or 1; plain string order is calendar order for valid `YYYY-MM-DD`. */
export function compareIsoDates(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
