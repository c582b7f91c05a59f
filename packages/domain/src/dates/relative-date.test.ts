import { describe, expect, it } from 'vitest';
import { dateOnOrAfter, dateOnOrBefore, resolveRelativeDate } from './relative-date.ts';

const today = '2025-01-31';

describe('resolveRelativeDate', () => {
  it('resolves each unit from the given today', () => {
    expect(resolveRelativeDate('today', today)).toBe('2025-01-31');
    expect(resolveRelativeDate('+3d', today)).toBe('2025-02-03');
    expect(resolveRelativeDate('-3d', today)).toBe('2025-01-28');
    expect(resolveRelativeDate('+2w', today)).toBe('2025-02-14');
    expect(resolveRelativeDate('+1M', today)).toBe('2025-02-28');
    expect(resolveRelativeDate('-6M', today)).toBe('2024-07-31');
    expect(resolveRelativeDate('-1y', today)).toBe('2024-01-31');
    expect(resolveRelativeDate('3d', today)).toBe('2025-02-03');
    expect(resolveRelativeDate('+0d', today)).toBe(today);
  });
  it('accepts a fixed ISO date', () => {
    expect(resolveRelativeDate('2030-05-01', today)).toBe('2030-05-01');
  });
  it('throws on malformed bounds, minutes and a bad today', () => {
    for (const bound of ['+3m', '+3', 'd', '+3days', 'tomorrow', '+-3d', '']) {
      expect(() => resolveRelativeDate(bound, today)).toThrow(RangeError);
    }
    expect(() => resolveRelativeDate('+1d', '31.01.2025')).toThrow(RangeError);
  });
});

describe('dateOnOrAfter', () => {
  it('accepts the bound day itself and later', () => {
    expect(dateOnOrAfter('2025-02-03', '+3d', today)).toBeNull();
    expect(dateOnOrAfter('2025-02-04', '+3d', today)).toBeNull();
  });
  it('refuses earlier days and names the bound', () => {
    expect(dateOnOrAfter('2025-02-02', '+3d', today)).toBe('Date must be on or after 03.02.2025');
    expect(dateOnOrAfter('2025-01-30', 'today', today)).toBe('Date must be on or after 31.01.2025');
  });
  it('judges a date-time by its day', () => {
    expect(dateOnOrAfter('2025-01-31T00:00:00Z', 'today', today)).toBeNull();
  });
  it('lets empty pass and refuses an unreadable date', () => {
    expect(dateOnOrAfter('', '+3d', today)).toBeNull();
    expect(dateOnOrAfter('31.01.2025', '+3d', today)).toBe('Must be a valid date');
  });
});

describe('dateOnOrBefore', () => {
  it('accepts the bound day itself and earlier', () => {
    expect(dateOnOrBefore('2024-01-31', '-1y', today)).toBeNull();
    expect(dateOnOrBefore('1990-05-05', '-1y', today)).toBeNull();
  });
  it('refuses later days', () => {
    expect(dateOnOrBefore('2024-02-01', '-1y', today)).toBe('Date must be on or before 31.01.2024');
  });
  it('uses a given template', () => {
    expect(dateOnOrBefore('2025-02-01', 'today', today, 'bis %date')).toBe('bis 31.01.2025');
  });
});
