import { describe, expect, it } from 'vitest';
import { daysPerUnit, timeUnitKey } from './time-units.ts';

describe('time units', () => {
  it('keys a day by itself, its ISO week, month and year', () => {
    expect(timeUnitKey('2027-03-14', 'day')).toBe('2027-03-14');
    expect(timeUnitKey('2027-03-14', 'month')).toBe('2027-03');
    expect(timeUnitKey('2027-03-14', 'year')).toBe('2027');
    // A Sunday ends its ISO week; the Monday after begins the next.
    expect(timeUnitKey('2027-03-14', 'week')).toBe('2027-W10');
    expect(timeUnitKey('2027-03-15', 'week')).toBe('2027-W11');
  });

  it('gives a day at a year end the ISO week of its Thursday', () => {
    // 2026 begins on a Thursday and has 53 weeks: New Year's Day 2027, a Friday, is in its last.
    expect(timeUnitKey('2027-01-01', 'week')).toBe('2026-W53');
    expect(timeUnitKey('2027-01-04', 'week')).toBe('2027-W01');
    // A Monday in December may begin the next year's first week.
    expect(timeUnitKey('2024-12-30', 'week')).toBe('2025-W01');
    expect(timeUnitKey('2026-01-01', 'week')).toBe('2026-W01');
  });

  it('counts the days of each unit within a period, cut at both ends', () => {
    expect([...daysPerUnit('2027-03-12', '2027-03-23', 'week')]).toEqual([
      ['2027-W10', 3],
      ['2027-W11', 7],
      ['2027-W12', 2],
    ]);
    expect([...daysPerUnit('2027-12-30', '2028-01-02', 'year')]).toEqual([
      ['2027', 2],
      ['2028', 2],
    ]);
    expect([...daysPerUnit('2027-02-27', '2027-03-01', 'day').keys()]).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
    ]);
  });
});
