/** SPEC §9 display formats; tokens are YYYY, MM, DD, HH and mm (dayjs spelling). */
export const DATE_FORMATS = {
  default: 'DD.MM.YYYY',
  dateTime: 'DD.MM.YYYY HH:mm',
  iso: 'YYYY-MM-DD',
  monthYear: 'MM.YYYY',
  short: 'DD.MM',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

// Wall-clock parts as written: a date, optionally a time; seconds, fractions and offset are ignored.
const ISO_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;
// One pass over all tokens so the month's MM is never mistaken for the minutes' mm.
const TOKENS = /YYYY|MM|DD|HH|mm/g;

/**
 * Formats an ISO date or date-time by its written wall-clock parts; no timezone conversion happens
 * here (convert instants first with `toZonedDateTime`). A missing or unreadable value renders as ''
 * so a list cell stays empty instead of breaking the screen.
 */
export function formatDate(iso: string | null | undefined, format: string = DATE_FORMATS.default): string {
  if (!iso) return '';
  const match = ISO_PARTS.exec(iso);
  if (!match) return '';
  const [, year, month, day, hour = '00', minute = '00'] = match;
  const parts: Record<string, string> = { YYYY: year, MM: month, DD: day, HH: hour, mm: minute };
  return format.replace(TOKENS, (token) => parts[token]);
}
