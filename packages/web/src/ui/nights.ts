import { isIsoDate, nightsBetween } from '@seaberth/domain';

/** Longest stay the availability call answers (366 nights). */
export const MAX_NIGHTS = 366;

/** Nights between two ISO dates; 0 while either is not a date yet (a field being typed). */
export function nightsOf(from: string, to: string): number {
  return isIsoDate(from) && isIsoDate(to) ? nightsBetween(from, to) : 0;
}
