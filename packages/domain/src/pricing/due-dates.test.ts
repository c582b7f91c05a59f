import { describe, expect, it } from 'vitest';
import { dueAmounts } from './due-dates.ts';
import { rates, terms } from './pricing-fixtures.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

describe('due amounts from terms of payment', () => {
  it('splits into a deposit after booking and the rest before arrival', () => {
    expect(dueAmounts(eur(100001), terms, '2027-01-10', '2027-05-03', rates)).toEqual([
      { kind: 'deposit', amount: eur(30000), due: '2027-01-17' },
      { kind: 'rest', amount: eur(70001), due: '2027-04-03' },
    ]);
  });

  it('rounds the deposit by the engine rule and gives the rest the remainder', () => {
    const [deposit, rest] = dueAmounts(eur(105), terms, '2027-01-10', '2027-05-03', rates);
    expect(deposit.amount.amount).toBe(32); // 31.5 → 32
    expect(rest.amount.amount).toBe(73);
  });

  it('never makes the deposit due after the rest', () => {
    const slow = { ...terms, depositDueDays: 60 };
    expect(dueAmounts(eur(1000), slow, '2027-01-10', '2027-03-01', rates)[0].due).toBe('2027-01-30');
  });

  it('asks for everything on the booking date when the rest is already due', () => {
    expect(dueAmounts(eur(1000), terms, '2027-04-10', '2027-05-03', rates)).toEqual([
      { kind: 'rest', amount: eur(1000), due: '2027-04-10' },
    ]);
  });

  it('takes a fixed deposit in the terms currency, at most the total', () => {
    const fixed = { ...terms, depositType: 'absolute' as const, deposit: 20000, currency: 'USD' };
    expect(dueAmounts(eur(100000), fixed, '2027-01-10', '2027-05-03', rates)[0].amount).toEqual(eur(18182));
    expect(dueAmounts(eur(10000), fixed, '2027-01-10', '2027-05-03', rates)).toEqual([
      { kind: 'deposit', amount: eur(10000), due: '2027-01-17' },
    ]);
  });

  it('has nothing due for a free booking', () => {
    expect(dueAmounts(eur(0), terms, '2027-01-10', '2027-05-03', rates)).toEqual([]);
  });
});
