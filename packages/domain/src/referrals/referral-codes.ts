/**
 * Referral codes a guest reads out on the phone or types from a card: upper-case letters and
 * digits without the ones people confuse (0/O, 1/I/L, 5/S, 2/Z, 8/B), eight of them by default.
 */
export const REFERRAL_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

/**
 * A new code. `random` answers an integer in [0, n): the server passes crypto's `randomInt`, the
 * web `crypto.getRandomValues`, tests a fixed sequence.
 */
export function generateReferralCode(
  random: (n: number) => number,
  length: number = REFERRAL_CODE_LENGTH,
): string {
  let code = '';
  for (let i = 0; i < length; i++) code += REFERRAL_CODE_ALPHABET[random(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** A code as a guest may type it ("anna-2025 ", "AB CD EF GH") to the form it is stored in. */
export function normalizeReferralCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}
