import { describe, expect, it } from 'vitest';
import type { Calculation, CalculationEntry } from '../pricing/index.ts';
import {
  cancellationFee,
  cancellationFeeLine,
  scalePercent,
  scaleProblems,
  sortedScale,
  withCancellationFee,
} from './cancellation-fee.ts';

const scale = [
  { daysBefore: 60, percent: 20 },
  { daysBefore: 30, percent: 50 },
  { daysBefore: 7, percent: 100 },
];

describe('cancellation fees', () => {
  it('charges the nearest step of the scale at or beyond the days left', () => {
    expect(scalePercent(scale, 90)).toBe(0);
    expect(scalePercent(scale, 60)).toBe(20);
    expect(scalePercent(scale, 45)).toBe(20);
    expect(scalePercent(scale, 30)).toBe(50);
    expect(scalePercent(scale, 10)).toBe(50);
    expect(scalePercent(scale, 3)).toBe(100);
    expect(scalePercent([], 3)).toBe(0);
  });

  it('charges a step from exactly its day on, the nearest step after arrival and on a no-show', () => {
    // Exactly 30 days before: the 30-day step, not the 60-day one; 31 days: still the 60-day step.
    expect(scalePercent(scale, 31)).toBe(20);
    expect(scalePercent(scale, 7)).toBe(100);
    expect(scalePercent(scale, 8)).toBe(50);
    // On the day of arrival, after it, or a guest who never came: the last step of the scale.
    expect(scalePercent(scale, 0)).toBe(100);
    expect(scalePercent(scale, -3)).toBe(100);
    // Beyond the first step, nothing; a scale that ends before arrival still charges its last step.
    expect(scalePercent(scale, 61)).toBe(0);
    expect(scalePercent([{ daysBefore: 14, percent: 40 }], -1)).toBe(40);
    // The order the operator typed the steps in does not matter.
    expect(scalePercent([...scale].reverse(), 20)).toBe(50);
  });

  it('charges a 1,000 booking by the terms on the day, counting days in calendar days', () => {
    const fee = (date: string) =>
      cancellationFee({
        total: 100_000,
        commission: 0,
        arrival: '2027-03-06',
        date,
        useTerms: true,
        includeCommission: true,
        scale: [
          { daysBefore: 30, percent: 30 },
          { daysBefore: 14, percent: 60 },
        ],
      }).amount;
    expect(fee('2027-02-03')).toBe(0);
    expect(fee('2027-02-04')).toBe(30_000);
    expect(fee('2027-02-20')).toBe(60_000);
    expect(fee('2027-03-08')).toBe(60_000);
    expect(
      cancellationFee({
        total: 100_000,
        commission: 0,
        arrival: '2027-03-06',
        date: '2027-03-01',
        useTerms: true,
        includeCommission: true,
        scale: [],
      }),
    ).toEqual({ amount: 0, percent: 0 });
  });

  it('reads the scale earliest step first and names the rows that contradict each other', () => {
    expect(sortedScale([scale[2]!, scale[0]!, scale[1]!])).toEqual(scale);
    expect(scaleProblems(scale)).toEqual([]);
    expect(scaleProblems([])).toEqual([]);
    expect(
      scaleProblems([
        { daysBefore: 30, percent: 50 },
        { daysBefore: 30, percent: 60 },
        { daysBefore: 7, percent: 20 },
      ]),
    ).toEqual([
      { index: 1, problem: 'sameDay' },
      { index: 2, problem: 'decreasing' },
    ]);
  });

  it('takes a fixed value, a percent, or the terms for the day, with or without the commission', () => {
    const base = {
      total: 200_000,
      commission: 20_000,
      arrival: '2027-03-06',
      useTerms: false,
      includeCommission: true,
      scale,
    };
    expect(cancellationFee({ ...base, date: '2027-01-01' })).toEqual({ amount: 0, percent: 0 });
    expect(cancellationFee({ ...base, date: '2027-01-01', value: 15_000 })).toEqual({
      amount: 15_000,
      percent: null,
    });
    expect(cancellationFee({ ...base, date: '2027-01-01', percent: 12.5 })).toEqual({
      amount: 25_000,
      percent: 12.5,
    });
    expect(cancellationFee({ ...base, date: '2027-02-20', useTerms: true })).toEqual({
      amount: 100_000,
      percent: 50,
    });
    expect(
      cancellationFee({ ...base, date: '2027-02-20', useTerms: true, includeCommission: false }),
    ).toEqual({
      amount: 90_000,
      percent: 50,
    });
  });

  it('keeps the lines for the record and charges only the fee', () => {
    const line = (text: string, amount: number, extra: Partial<CalculationEntry> = {}) =>
      ({
        text,
        amount: { amount, currency: 'EUR' },
        customerType: 'Direct',
        type: 'tour',
        ...extra,
      }) as CalculationEntry;
    const calculation = {
      currency: 'EUR',
      entries: [line('Cabin 1', 200_000), line('Deposit', 60_000, { customerType: 'Info', type: 'deposit' })],
      totals: [{ amount: 200_000, currency: 'EUR' }],
      total: { amount: 200_000, currency: 'EUR' },
      due: [{ kind: 'deposit', amount: { amount: 60_000, currency: 'EUR' }, due: '2027-01-01' }],
      tax: [],
      commission: null,
      focCustomerIds: [],
      warnings: [],
    } as Calculation;
    const cancelled = withCancellationFee(
      calculation,
      cancellationFeeLine(100_000, 'EUR', 50, 'Cancellation fee (50 %)'),
    );
    expect(cancelled.total).toEqual({ amount: 100_000, currency: 'EUR' });
    expect(cancelled.due).toEqual([]);
    expect(cancelled.entries.map((e) => [e.text, e.customerType])).toEqual([
      ['Cabin 1', 'Info'],
      ['Cancellation fee (50 %)', 'Direct'],
    ]);
    expect(withCancellationFee(cancelled, null).total.amount).toBe(0);
  });
});
