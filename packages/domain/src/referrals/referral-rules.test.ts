import { describe, expect, it } from 'vitest';
import {
  generateReferralCode,
  normalizeReferralCode,
  REFERRAL_CODE_ALPHABET,
  referralResource,
  referralRewardDue,
  referralUseProblem,
  samePerson,
} from './index.ts';

const anna = { id: 'anna', email: 'anna@example.com' };
const ben = { id: 'ben', email: 'ben@example.com' };
const code = { active: true, validUntil: '2026-06-30', referrer: anna };

describe('referral codes', () => {
  it('are eight readable characters without confusable ones', () => {
    let i = 0;
    const made = generateReferralCode(() => i++ % REFERRAL_CODE_ALPHABET.length);
    expect(made).toHaveLength(8);
    expect(made).toMatch(/^[A-Z0-9]{8}$/);
    for (const confusable of ['0', 'O', '1', 'I', 'L', '5', 'S', '2', 'Z', '8', 'B'])
      expect(REFERRAL_CODE_ALPHABET).not.toContain(confusable);
  });

  it('are found however a guest types them', () => {
    expect(normalizeReferralCode(' anna-2025 ')).toBe('ANNA2025');
    expect(normalizeReferralCode('ab cd ef gh')).toBe('ABCDEFGH');
  });

  it('are stored upper-case, and empty means one is generated', () => {
    const parse = (value: string) => referralResource.schema.shape.code.safeParse(value);
    expect(parse(' anna2025 ').data).toBe('ANNA2025');
    expect(parse('').data).toBe('');
    expect(parse('AB').success).toBe(false);
    expect(parse('ANNA-2025').success).toBe(false);
  });
});

describe('using a code for a booking', () => {
  it('accepts an active code of someone else', () => {
    expect(referralUseProblem(code, ben, '2026-06-30', false)).toBeNull();
  });

  it('refuses an unknown, inactive or expired code', () => {
    expect(referralUseProblem(undefined, ben, '2026-06-01', false)).toBe('unknown');
    expect(referralUseProblem({ ...code, active: false }, ben, '2026-06-01', false)).toBe('inactive');
    expect(referralUseProblem(code, ben, '2026-07-01', false)).toBe('expired');
    expect(referralUseProblem({ ...code, validUntil: null }, ben, '2099-01-01', false)).toBeNull();
  });

  it('never lets a guest use their own code, by record or by e-mail', () => {
    expect(referralUseProblem(code, anna, '2026-06-01', false)).toBe('own');
    expect(referralUseProblem(code, { id: null, email: ' ANNA@example.com' }, '2026-06-01', false)).toBe(
      'own',
    );
    expect(samePerson({ id: null, email: '' }, { id: null, email: '' })).toBe(false);
  });

  it('refuses a guest who was referred before', () => {
    expect(referralUseProblem(code, ben, '2026-06-01', true)).toBe('referredBefore');
  });
});

describe('the reward', () => {
  const booking = { state: 'confirmed', total: 100_000, paid: 100_000, lead: ben };

  it('is due once the booking is paid in full', () => {
    expect(referralRewardDue(booking, anna)).toBe(true);
    expect(referralRewardDue({ ...booking, paid: 120_000 }, anna)).toBe(true);
    expect(referralRewardDue({ ...booking, paid: 99_999 }, anna)).toBe(false);
    expect(referralRewardDue({ ...booking, total: 0, paid: 0 }, anna)).toBe(false);
  });

  it('is not due for a cancelled booking, nor for oneself', () => {
    expect(referralRewardDue({ ...booking, state: 'aborted' }, anna)).toBe(false);
    expect(referralRewardDue({ ...booking, lead: { id: 'x', email: 'anna@example.com' } }, anna)).toBe(false);
  });
});
