import { isTimeZone, toZonedDate } from '@seaberth/domain';

/**
 * "Today" for the operator: the calendar date in the operator's timezone (bootstrap `timezone`,
 * SPEC setting general.timezone), the same day the server counts by. A desk in Berlin at 00:30
 * and a browser set to UTC would otherwise disagree about whose arrival is today.
 * Before bootstrap answers (or with a zone the runtime does not know) the browser's own day is used.
 */
let operatorZone: string | undefined;

export function setOperatorTimezone(zone: string | undefined | null): void {
  operatorZone = zone && isTimeZone(zone) ? zone : undefined;
}

export function operatorToday(now: number = Date.now()): string {
  if (operatorZone) return toZonedDate(now, operatorZone);
  const local = new Date(now);
  return new Date(now - local.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
