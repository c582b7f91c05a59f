import { describe, expect, it } from 'vitest';
import { clampRange, defaultRange, weekOf } from './use-desk-range.ts';

describe('the desk’s range of days', () => {
  it('starts with today and tomorrow', () => {
    expect(defaultRange('2027-01-04')).toEqual({ from: '2027-01-04', to: '2027-01-05' });
  });

  it('takes this week from Monday to Sunday', () => {
    expect(weekOf('2027-01-07')).toEqual({ from: '2027-01-04', to: '2027-01-10' });
    expect(weekOf('2027-01-10')).toEqual({ from: '2027-01-04', to: '2027-01-10' });
  });

  it('keeps at most 62 days, moving the end the user did not just change', () => {
    expect(clampRange({ from: '2027-01-01', to: '2027-12-31' })).toEqual({
      from: '2027-01-01',
      to: '2027-03-03',
    });
    expect(clampRange({ from: '2027-01-01', to: '2027-12-31' }, 'to')).toEqual({
      from: '2027-10-31',
      to: '2027-12-31',
    });
    expect(clampRange({ from: '2027-01-01', to: '2027-03-03' })).toEqual({
      from: '2027-01-01',
      to: '2027-03-03',
    });
  });

  it('never ends before it starts', () => {
    expect(clampRange({ from: '2027-02-01', to: '2027-01-01' })).toEqual({
      from: '2027-02-01',
      to: '2027-02-01',
    });
    expect(clampRange({ from: '2027-02-01', to: '2027-01-01' }, 'to')).toEqual({
      from: '2027-01-01',
      to: '2027-01-01',
    });
  });
});
