import { isIsoDate } from './calendar-days.ts';

export interface AgeSource {
  permanentAge?: number | null;
  birthday?: string | null;
}

/**
 * SPEC §5: the recorded permanentAge wins (guests who only give an age), else full years from the
 * birthday on `onDate` (the travel date for prices, not today). A person born on Feb 29 turns a
 * year older on Mar 1 in common years. Unknown, unreadable or future birthdays give null.
 */
export function ageOf(customer: AgeSource, onDate: string): number | null {
  const permanent = customer.permanentAge;
  if (typeof permanent === 'number')
    return Number.isFinite(permanent) && permanent >= 0 ? Math.floor(permanent) : null;
  const birthday = customer.birthday?.trim().slice(0, 10);
  if (!birthday || !isIsoDate(birthday) || !isIsoDate(onDate)) return null;
  if (birthday > onDate) return null;
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [y, m, d] = onDate.split('-').map(Number);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/**
 * A child is at most `childMaxAge` years old. An unknown age is not a child: the full price is
 * the safe default, and staff correct the birthday rather than discover a missing charge.
 */
export function isChild(customer: AgeSource, onDate: string, childMaxAge: number): boolean {
  const age = ageOf(customer, onDate);
  return age !== null && age <= childMaxAge;
}
