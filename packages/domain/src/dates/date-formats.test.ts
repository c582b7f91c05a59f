import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate } from './date-formats.ts';

describe('DATE_FORMATS', () => {
  it('holds the SPEC formats', () => {
    expect(DATE_FORMATS).toEqual({
      default: 'DD.MM.YYYY',
      dateTime: 'DD.MM.YYYY HH:mm',
      iso: 'YYYY-MM-DD',
      monthYear: 'MM.YYYY',
      short: 'DD.MM',
    });
  });
});

describe('formatDate', () => {
  it('formats a date in each format', () => {
    expect(formatDate('2025-06-07', DATE_FORMATS.default)).toBe('07.06.2025');
    expect(formatDate('2025-06-07', DATE_FORMATS.iso)).toBe('2025-06-07');
    expect(formatDate('2025-06-07', DATE_FORMATS.monthYear)).toBe('06.2025');
    expect(formatDate('2025-06-07', DATE_FORMATS.short)).toBe('07.06');
  });
  it('uses the default format when none is given', () => {
    expect(formatDate('2025-06-07')).toBe('07.06.2025');
  });
  it('keeps month MM and minutes mm apart', () => {
    expect(formatDate('2025-06-07T09:45:30Z', DATE_FORMATS.dateTime)).toBe('07.06.2025 09:45');
    expect(formatDate('2025-06-07 23:05', 'mm/MM HH')).toBe('05/06 23');
  });
  it('shows midnight for a date without time', () => {
    expect(formatDate('2025-06-07', DATE_FORMATS.dateTime)).toBe('07.06.2025 00:00');
  });
  it('takes the written wall clock, not the offset', () => {
    expect(formatDate('2025-06-07T23:30:00+02:00', DATE_FORMATS.dateTime)).toBe('07.06.2025 23:30');
  });
  it('renders missing or unreadable values as empty', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('07.06.2025')).toBe('');
  });
});
