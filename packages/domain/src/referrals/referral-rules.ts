/**
 * The rules of referral codes (issue 37): when a code may be used for a booking, and when the
 * referrer earns the reward. Pure; the server feeds them what the database holds.
 */

/** Why a code is refused for a booking, each a message with its code (validation/message-codes.ts). */
export const REFERRAL_MESSAGES = {
  unknown: 'There is no referral code like this: please check the spelling',
  inactive: 'This referral code is no longer active',
  expired: 'This referral code has expired',
  own: 'A guest cannot use their own referral code',
  referredBefore: 'This guest was referred before: a referral counts once per guest',
  /** A member's new code could not be drawn free of the taken ones (five draws of 25^8). */
  noFreeCode: 'No free referral code was found: please try again',
} as const;
export type ReferralProblem = keyof typeof REFERRAL_MESSAGES;

/** A person as the rules compare them: the customer's id (if known yet) and e-mail. */
export interface ReferralPerson {
  id: string | null;
  email: string;
}

/** The code as stored, with its referrer. */
export interface ReferralCodeFacts {
  active: boolean;
  validUntil: string | null;
  referrer: ReferralPerson;
}

const sameEmail = (a: string, b: string) => {
  const x = a.trim().toLowerCase();
  return x !== '' && x === b.trim().toLowerCase();
};

/**
 * Whether two records are the same guest: the same customer, or the same e-mail address (a guest
 * booking online becomes a new customer record each time, so the id alone would let a referrer
 * use their own code on the public pages).
 */
export function samePerson(a: ReferralPerson, b: ReferralPerson): boolean {
  return (a.id !== null && a.id === b.id) || sameEmail(a.email, b.email);
}

/**
 * What is wrong with using a code for a booking, or null: it must exist, be active and not past
 * its last day (`validUntil` inclusive, in the operator's `today`), not be the booker's own, and
 * the booker must not have been referred before (`referredBefore`: a use on another booking that
 * still stands, or a reward already paid for them).
 */
export function referralUseProblem(
  code: ReferralCodeFacts | undefined,
  booker: ReferralPerson,
  today: string,
  referredBefore: boolean,
): ReferralProblem | null {
  if (!code) return 'unknown';
  if (!code.active) return 'inactive';
  if (code.validUntil !== null && code.validUntil < today) return 'expired';
  if (samePerson(code.referrer, booker)) return 'own';
  if (referredBefore) return 'referredBefore';
  return null;
}

/** Booking states in which a booking no longer earns anything: cancelled, deleted, replaced by others. */
export const REFERRAL_DEAD_STATES: readonly string[] = [
  'aborted',
  'deleted',
  'rebooked',
  'splitted',
  'freed',
];

/** A booking that used a code, as the reward sees it after a payment. */
export interface ReferredBooking {
  state: string;
  total: number;
  paid: number;
  lead: ReferralPerson;
}

/**
 * Whether the referrer earns the reward now: the new guest's booking is fully paid (something to
 * pay, and all of it paid), it still stands (a booking cancelled before it was paid earns nothing),
 * and the guest is not the referrer. Once per guest is the database's promise (a unique index).
 */
export function referralRewardDue(booking: ReferredBooking, referrer: ReferralPerson): boolean {
  if (REFERRAL_DEAD_STATES.includes(booking.state)) return false;
  if (booking.total <= 0 || booking.paid < booking.total) return false;
  return !samePerson(booking.lead, referrer);
}
