import { toZonedDateTime } from '../dates/index.ts';

/**
 * The head count on the boat (issue 34): after a dive the crew ticks every diver back on board; who
 * is not back yet is counted from the dive's planned end. Times on a plan are the operator's wall
 * clock ("08:30" where the resort is); the instants are computed in the operator's timezone.
 */

const MINUTE = 60_000;

/** The instant a wall-clock `date` + `HH:mm` is in `timeZone` (the earlier one when a clock goes back). */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  // The wall clock read as UTC, corrected by the zone's offset at that moment (twice: the offset
  // at the guess may differ from the offset at the answer around a change of summer time).
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = Date.parse(`${toZonedDateTime(guess, timeZone)}:00Z`);
    guess += wanted - seen;
  }
  return guess;
}

/** When a dive planned for `date` at `time` of `minutes` ends, as an instant (ISO). */
export function diveEndsAt(date: string, time: string, minutes: number, timeZone: string): string {
  return new Date(zonedInstant(date, time, timeZone) + minutes * MINUTE).toISOString();
}

/** Whole minutes since the dive's end, or null before it ends. */
export function minutesSinceEnd(endsAt: string, now: number): number | null {
  const past = now - Date.parse(endsAt);
  return past < 0 ? null : Math.floor(past / MINUTE);
}

/**
 * Whether a dive may be closed: every diver back on board, or a named reason why one is not
 * (picked up by another boat, went ashore). Answers the divers still missing.
 */
export function missingDivers<T extends { backOnBoardAt: string | Date | null }>(divers: readonly T[]): T[] {
  return divers.filter((d) => d.backOnBoardAt === null);
}
