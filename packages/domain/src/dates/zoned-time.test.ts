import { describe, expect, it } from 'vitest';
import { toZonedDate, toZonedDateTime } from './zoned-time.ts';

describe('toZonedDateTime', () => {
  it('shows an instant on the wall clock of the timezone, summer and winter', () => {
    expect(toZonedDateTime('2025-06-07T22:30:00Z', 'Europe/Berlin')).toBe('2025-06-08T00:30');
    expect(toZonedDateTime('2025-01-07T22:30:00Z', 'Europe/Berlin')).toBe('2025-01-07T23:30');
    expect(toZonedDateTime(Date.UTC(2025, 0, 1, 0, 0), 'UTC')).toBe('2025-01-01T00:00');
  });
  it('throws on an unreadable instant', () => {
    expect(() => toZonedDateTime('soon', 'UTC')).toThrow(RangeError);
  });
});

describe('the wall-clock formatter', () => {
  it('is made once per timezone, not per call (the server asks for today all the time)', () => {
    const original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      construct(target, args) {
        made += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      for (let i = 0; i < 50; i++) toZonedDateTime(Date.UTC(2026, 5, 1, i), 'Pacific/Fiji');
      expect(toZonedDateTime(Date.UTC(2026, 5, 1, 12), 'Pacific/Fiji')).toBe('2026-06-02T00:00');
      expect(made).toBeLessThanOrEqual(1);
      expect(() => toZonedDateTime(0, 'Not/AZone')).toThrow(RangeError);
      expect(() => toZonedDateTime(0, 'Not/AZone')).toThrow(RangeError);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });
});

describe('toZonedDate', () => {
  it('is the operator-local calendar day', () => {
    expect(toZonedDate('2025-06-07T22:30:00Z', 'Europe/Berlin')).toBe('2025-06-08');
    expect(toZonedDate('2025-06-07T22:30:00Z', 'America/New_York')).toBe('2025-06-07');
  });
});
