import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  compareIsoDates,
  daysBetween,
  isIsoDate,
  isoDateToUtcMs,
  isoWeekday,
  nightsBetween,
  utcMsToIsoDate,
} from './calendar-days.ts';

describe('isIsoDate', () => {
  it('accepts real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-12-31')).toBe(true);
  });
  it('refuses impossible dates and other shapes', () => {
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-04-31')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('2025-01-01T00:00')).toBe(false);
    expect(isIsoDate('01.02.2025')).toBe(false);
    expect(isIsoDate(20250101)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('UTC conversion', () => {
  it('round-trips through UTC midnight', () => {
    expect(isoDateToUtcMs('1970-01-02')).toBe(86_400_000);
    expect(utcMsToIsoDate(isoDateToUtcMs('2024-03-31'))).toBe('2024-03-31');
    expect(utcMsToIsoDate(isoDateToUtcMs('0050-06-01'))).toBe('0050-06-01');
  });
  it('throws on a bad date', () => {
    expect(() => isoDateToUtcMs('2025-02-30')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-05-05', 0)).toBe('2025-05-05');
  });
  it('does not gain or lose a day over daylight-saving changes', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2025-10-25', 2)).toBe('2025-10-27');
  });
});

describe('addMonths and addYears', () => {
  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-05-31', 1)).toBe('2025-06-30');
  });
  it('keeps the day when it exists', () => {
    expect(addMonths('2025-01-15', 13)).toBe('2026-02-15');
    expect(addMonths('2025-01-15', -6)).toBe('2024-07-15');
  });
  it('turns Feb 29 into Feb 28 a year later', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-06-01', -1)).toBe('2024-06-01');
  });
});

describe('nightsBetween', () => {
  it('counts the nights of a half-open stay', () => {
    expect(nightsBetween('2025-06-01', '2025-06-03')).toBe(2);
    expect(nightsBetween('2025-06-01', '2025-06-02')).toBe(1);
    expect(nightsBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(nightsBetween('2025-03-29', '2025-03-31')).toBe(2);
  });
  it('is 0 for a same-day or reversed range', () => {
    expect(nightsBetween('2025-06-01', '2025-06-01')).toBe(0);
    expect(nightsBetween('2025-06-03', '2025-06-01')).toBe(0);
  });
  it('lets daysBetween keep the sign', () => {
    expect(daysBetween('2025-06-03', '2025-06-01')).toBe(-2);
  });
});

describe('isoWeekday and compareIsoDates', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2025-06-02')).toBe(1);
    expect(isoWeekday('2025-06-07')).toBe(6);
    expect(isoWeekday('2025-06-08')).toBe(7);
  });
  it('orders dates', () => {
    expect(compareIsoDates('2025-01-02', '2025-01-10')).toBe(-1);
    expect(compareIsoDates('2025-01-10', '2025-01-02')).toBe(1);
    expect(compareIsoDates('2025-01-10', '2025-01-10')).toBe(0);
  });
});
