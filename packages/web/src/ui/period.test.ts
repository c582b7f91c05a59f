import { describe, expect, it } from 'vitest';
import { periodLabel, periodProblem, shiftPeriod, spanOfPeriod } from './period.ts';

describe('periods of report screens', () => {
  it('page a whole year by years and anything else by months', () => {
    const year = { from: '2027-01-01', to: '2027-12-31' };
    expect(spanOfPeriod(year)).toBe('year');
    expect(shiftPeriod(year, 'year', -1)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(spanOfPeriod({ from: '2027-03-05', to: '2027-03-20' })).toBe('month');
    expect(shiftPeriod({ from: '2027-03-05', to: '2027-03-20' }, 'month', 1)).toEqual({
      from: '2027-04-01',
      to: '2027-04-30',
    });
  });

  it('name a year, a month or the days', () => {
    expect(periodLabel({ from: '2027-01-01', to: '2027-12-31' }, 'de')).toBe('2027');
    expect(periodLabel({ from: '2027-02-01', to: '2027-02-28' }, 'de')).toBe('Februar 2027');
    expect(periodLabel({ from: '2027-02-01', to: '2027-02-27' }, 'en')).toBe('01.02.2027 – 27.02.2027');
  });

  it('say why a period cannot be asked for', () => {
    expect(periodProblem({ from: '2027-01-01', to: '' }, 400)).toBe('incomplete');
    expect(periodProblem({ from: '2027-02-01', to: '2027-01-01' }, 400)).toBe('backwards');
    expect(periodProblem({ from: '2027-01-01', to: '2028-02-05' }, 400)).toBe('tooLong');
    expect(periodProblem({ from: '2027-01-01', to: '2028-02-04' }, 400)).toBeNull();
  });
});
