import { describe, expect, it } from 'vitest';
import { isWeekend } from './weekday-rules.ts';

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
