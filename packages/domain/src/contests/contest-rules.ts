import type { ContestState } from './contest.ts';

/** What the rules read of a contest: its period of days, both inclusive. */
export interface ContestPeriod {
  from: string;
  to: string;
}

/**
 * A contest's state on `today` (docs/decisions.md): `draft` before its period (prepared, not yet
 * taking entries), `open` within it, `closed` after it until the draw, `drawn` once drawn.
 */
export function contestState(contest: ContestPeriod, today: string, drawn: boolean): ContestState {
  if (drawn) return 'drawn';
  if (today < contest.from) return 'draft';
  if (today > contest.to) return 'closed';
  return 'open';
}

/** Why an entry (or its withdrawal) is refused on `today`, or null when it may happen. */
export function entryRefusal(
  contest: ContestPeriod,
  today: string,
  drawn: boolean,
): 'CONTEST_DRAWN' | 'CONTEST_NOT_OPEN' | null {
  const state = contestState(contest, today, drawn);
  if (state === 'drawn') return 'CONTEST_DRAWN';
  return state === 'open' ? null : 'CONTEST_NOT_OPEN';
}

/**
 * Why a withdrawal is refused: until the draw an entry may be taken back (staff remove an entry
 * that breaks the terms after the close); once drawn the entries are the draw's record.
 */
export function withdrawalRefusal(drawn: boolean): 'CONTEST_DRAWN' | null {
  return drawn ? 'CONTEST_DRAWN' : null;
}

/** Why a draw is refused on `today`, or null: only after the period, once, among some entries. */
export function drawRefusal(
  contest: ContestPeriod,
  today: string,
  drawn: boolean,
  entries: number,
): 'CONTEST_DRAWN' | 'CONTEST_NOT_ENDED' | 'CONTEST_NO_ENTRIES' | null {
  if (drawn) return 'CONTEST_DRAWN';
  if (today <= contest.to) return 'CONTEST_NOT_ENDED';
  return entries === 0 ? 'CONTEST_NO_ENTRIES' : null;
}

/**
 * The upper bounds (exclusive) of the random numbers a draw needs: one per winner, the first among
 * all `entries`, each next among those not drawn yet. Fewer entries than winners: everyone wins.
 */
export function drawBounds(entries: number, winners: number): number[] {
  const count = Math.max(0, Math.min(entries, winners));
  return Array.from({ length: count }, (_, i) => entries - i);
}

/**
 * The winners of a draw, in the order drawn: a partial Fisher–Yates shuffle of `pool` driven by
 * `randomNumbers` (the n-th in `[0, pool.length - n)`, as `drawBounds` says). Uniform when the
 * numbers are, and repeatable from the log: the same pool and numbers give the same winners.
 */
export function drawWinners<T>(pool: readonly T[], randomNumbers: readonly number[]): T[] {
  const rest = [...pool];
  randomNumbers.forEach((n, i) => {
    const bound = pool.length - i;
    if (!Number.isInteger(n) || n < 0 || n >= bound)
      throw new RangeError(`Random number ${n} of draw ${i + 1} lies outside [0, ${bound})`);
  });
  return randomNumbers.map((n, i) => {
    const j = i + n;
    const picked = rest[j] as T;
    rest[j] = rest[i] as T;
    rest[i] = picked;
    return picked;
  });
}
