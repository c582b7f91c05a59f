import { describe, expect, it } from 'vitest';
import { daysPerUnit } from '../dates/index.ts';
import { monthsOf } from './income-by-month.ts';
import { occupancyOf } from './occupancy.ts';

describe('occupancy arithmetic', () => {
  it('counts the nights of each month within a period, both ends included', () => {
    expect([...daysPerUnit('2027-01-30', '2027-03-02', 'month')]).toEqual([
      ['2027-01', 2],
      ['2027-02', 28],
      ['2027-03', 2],
    ]);
    expect([...daysPerUnit('2028-02-01', '2028-02-29', 'month')]).toEqual([['2028-02', 29]]);
  });

  it('is sold over available as a fraction to four decimals, zero when nothing is available', () => {
    expect(occupancyOf(3, 124)).toBe(0.0242);
    expect(occupancyOf(93, 124)).toBe(0.75);
    expect(occupancyOf(5, 0)).toBe(0);
  });

  it('lists the months of a period across a year end', () => {
    expect(monthsOf('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
