import { describe, expect, it } from 'vitest';
import { incomeByMonthReport } from '../statistics/index.ts';
import { groupedDefinition, rowsWithPeriodLabels, timeUnitLabel } from './index.ts';

describe('timeUnitLabel', () => {
  it('writes each unit as the product shows a period (SPEC §9), the week as each language names it', () => {
    expect(timeUnitLabel('2027-03-06', 'day', 'de')).toBe('06.03.2027');
    expect(timeUnitLabel('2027-W05', 'week', 'de')).toBe('KW 05 2027');
    expect(timeUnitLabel('2027-W05', 'week', 'en')).toBe('W05 2027');
    // The ISO week's year: 1 January 2027 lies in the last week of 2026.
    expect(timeUnitLabel('2026-W53', 'week', 'de')).toBe('KW 53 2026');
    expect(timeUnitLabel('2027-03', 'month', 'en')).toBe('03.2027');
    expect(timeUnitLabel('2027', 'year', 'de')).toBe('2027');
  });

  it('keeps what follows the key (a resort beside its period) and leaves other text alone', () => {
    expect(timeUnitLabel('2027-W09 Coral Bay', 'week', 'en')).toBe('W09 2027 Coral Bay');
    expect(timeUnitLabel('Coral Bay', 'month', 'en')).toBe('Coral Bay');
  });
});

describe('rowsWithPeriodLabels', () => {
  it('labels the unit’s column of a grouped report only', () => {
    const row = { period: '2027-W09', currency: 'EUR', bookings: 2, guests: 4, revenue: 1, paid: 0, open: 1 };
    const weekly = groupedDefinition(incomeByMonthReport, 'week');
    expect(rowsWithPeriodLabels(weekly, [row], 'de')).toEqual([{ ...row, period: 'KW 09 2027' }]);
    expect(rowsWithPeriodLabels(incomeByMonthReport, [row], 'de')).toEqual([row]);
  });
});
