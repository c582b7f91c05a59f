import { DATE_FORMATS, formatDate, type Language } from '@seaberth/domain';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The browser's local wall-clock time of an instant as `YYYY-MM-DDTHH:mm` (what `formatDate` reads). */
function localIso(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * An instant (timestamp, ISO text with offset or Date) in SPEC §9's formats, on the operator's
 * wall clock: `DD.MM.YYYY HH:mm`, or `DD.MM.YYYY` without the time. Unreadable values give ''.
 */
export function formatInstant(value: unknown, withTime = true): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(localIso(date), withTime ? DATE_FORMATS.dateTime : DATE_FORMATS.default);
}

/** A calendar day (`YYYY-MM-DD`) as a local date, so the weekday is the day's own. */
export function localDay(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** "Samstag, 21.11.2026": the weekday in the UI language, the date as SPEC §9 writes it. */
export function formatDayWithWeekday(date: Date, language: Language): string {
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long' }).format(date);
  return `${weekday}, ${formatInstant(date, false)}`;
}
