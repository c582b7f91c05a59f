import { describe, expect, it } from 'vitest';
import { formatDayWithWeekday, formatInstant } from './format-dates.ts';

describe('formatInstant', () => {
  it('writes an instant on the local wall clock as DD.MM.YYYY HH:mm, or DD.MM.YYYY', () => {
    const instant = new Date(2026, 0, 5, 7, 4);
    expect(formatInstant(instant)).toBe('05.01.2026 07:04');
    expect(formatInstant(instant, false)).toBe('05.01.2026');
    expect(formatInstant(instant.toISOString())).toBe('05.01.2026 07:04');
    expect(formatInstant(instant.getTime())).toBe('05.01.2026 07:04');
  });

  it('leaves nothing and unreadable values empty', () => {
    expect(formatInstant(undefined)).toBe('');
    expect(formatInstant('')).toBe('');
    expect(formatInstant('yesterday')).toBe('');
  });
});

describe('formatDayWithWeekday', () => {
  it('names the weekday in the language and writes the date as SPEC §9 does', () => {
    const saturday = new Date(2026, 10, 21, 23, 59);
    expect(formatDayWithWeekday(saturday, 'en')).toBe('Saturday, 21.11.2026');
    expect(formatDayWithWeekday(saturday, 'de')).toBe('Samstag, 21.11.2026');
  });
});
