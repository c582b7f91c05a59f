import { describe, expect, it } from 'vitest';
import { isWeekend, parseWeekdayList } from './weekday-rules.ts';

describe('isWeekend', () => {
  it('is Saturday and Sunday without rules', () => {
    expect(isWeekend('2025-06-07')).toBe(true);
    expect(isWeekend('2025-06-08')).toBe(true);
    expect(isWeekend('2025-06-06')).toBe(false);
    expect(isWeekend('2025-06-02')).toBe(false);
  });
  it('adds the arrival and departure days of schedule rules', () => {
    const rules = { arrivalDays: [3], departureDays: [5] };
    expect(isWeekend('2025-06-04', rules)).toBe(true);
    expect(isWeekend('2025-06-06', rules)).toBe(true);
    expect(isWeekend('2025-06-05', rules)).toBe(false);
    expect(isWeekend('2025-06-08', rules)).toBe(true);
  });
  it('reads rule days as ISO weekdays (7 = Sunday, not 0)', () => {
    expect(isWeekend('2025-06-02', { arrivalDays: [1] })).toBe(true);
    expect(isWeekend('2025-06-02', { arrivalDays: [0] })).toBe(false);
    expect(isWeekend('2025-06-03', { departureDays: [] })).toBe(false);
  });
});

describe('parseWeekdayList', () => {
  it('reads ISO weekdays separated by commas or spaces, sorted and unique', () => {
    expect(parseWeekdayList('6, 7')).toEqual([6, 7]);
    expect(parseWeekdayList('3 1;3')).toEqual([1, 3]);
  });
  it('drops what is not a weekday and reads nothing from empty settings', () => {
    expect(parseWeekdayList('0,8,x,2.5,5')).toEqual([5]);
    expect(parseWeekdayList('')).toEqual([]);
    expect(parseWeekdayList(undefined)).toEqual([]);
  });
});
