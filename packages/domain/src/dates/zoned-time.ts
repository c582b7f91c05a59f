/**
 * The wall-clock `YYYY-MM-DDTHH:mm` of an instant in a timezone, through the runtime's Intl data
 * (no library). Timestamps are stored as instants; operators read them in the resort's timezone.
 */
export function toZonedDateTime(instant: number | string, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not a timestamp: ${String(instant)}`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** The calendar date of an instant in a timezone: "today" for the operator, not for UTC. */
export function toZonedDate(instant: number | string, timeZone: string): string {
  return toZonedDateTime(instant, timeZone).slice(0, 10);
}

/** Whether the runtime's Intl data knows the timezone name (e.g. Europe/Berlin). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
