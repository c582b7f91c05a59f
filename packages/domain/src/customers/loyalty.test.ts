import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOYALTY_RULES,
  loyaltyRulesOf,
  nextTier,
  redemptionValue,
  stayPoints,
  tierFor,
  tierWindowStart,
} from './loyalty.ts';

const tiers = [
  { id: 'b', name: 'Bronze', minPoints: 0 },
  { id: 'g', name: 'Gold', minPoints: 2000 },
  { id: 's', name: 'Silver', minPoints: 500 },
];

describe('loyalty rules', () => {
  it('reads stored settings and keeps defaults for missing or broken values', () => {
    const rules = loyaltyRulesOf({ pointsPerNight: '12', pointsPerDive: 'x', pointsPerCurrencyUnit: '0' });
    expect(rules.pointsPerNight).toBe(12);
    expect(rules.pointsPerDive).toBe(DEFAULT_LOYALTY_RULES.pointsPerDive);
    // A point can never be worth an infinite credit.
    expect(rules.pointsPerCurrencyUnit).toBe(1);
  });

  it('gives points for nights and once for a trip', () => {
    expect(stayPoints(DEFAULT_LOYALTY_RULES, { nights: 7, trip: false })).toBe(70);
    expect(stayPoints(DEFAULT_LOYALTY_RULES, { nights: 7, trip: true })).toBe(120);
  });

  it('values points as credit rounded down', () => {
    expect(redemptionValue(DEFAULT_LOYALTY_RULES, 500)).toBe(2500);
    expect(redemptionValue({ ...DEFAULT_LOYALTY_RULES, pointsPerCurrencyUnit: 3 }, 10)).toBe(333);
    expect(redemptionValue(DEFAULT_LOYALTY_RULES, 500, 0)).toBe(25);
  });

  it('counts the tier window in months, the end of a shorter month kept', () => {
    expect(tierWindowStart(DEFAULT_LOYALTY_RULES, '2026-11-30')).toBe('2024-11-30');
    expect(tierWindowStart({ ...DEFAULT_LOYALTY_RULES, tierMonths: 9 }, '2026-11-30')).toBe('2026-02-28');
    expect(tierWindowStart({ ...DEFAULT_LOYALTY_RULES, tierMonths: 0 }, '2026-11-30')).toBeNull();
  });

  it('finds the highest tier reached and the next one', () => {
    expect(tierFor(tiers, 499)?.name).toBe('Bronze');
    expect(tierFor(tiers, 500)?.name).toBe('Silver');
    expect(tierFor(tiers, 5000)?.name).toBe('Gold');
    expect(tierFor(tiers.slice(1), 10)).toBeNull();
    expect(nextTier(tiers, 600)).toEqual({ tier: tiers[1], missing: 1400 });
    expect(nextTier(tiers, 2000)).toBeNull();
  });
});
