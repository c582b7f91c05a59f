import { describe, expect, it } from 'vitest';
import { nextSendDay, reportSubscriptionResource, spanOfPeriod, spanPeriod } from './index.ts';

describe('report mail periods', () => {
  it('reads a span from the sending day', () => {
    expect(spanPeriod('lastMonth', '2027-03-01')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(spanPeriod('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(spanPeriod('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(spanPeriod('thisYear', '2027-06-30')).toEqual({ from: '2027-01-01', to: '2027-12-31' });
    expect(spanPeriod('lastYear', '2027-06-30')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(spanPeriod('last30Days', '2027-03-31')).toEqual({ from: '2027-03-01', to: '2027-03-30' });
    expect(spanPeriod('next90Days', '2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
  });

  it('names the span a period on screen is, or none', () => {
    expect(spanOfPeriod({ from: '2027-01-01', to: '2027-12-31' }, '2027-05-05')).toBe('thisYear');
    expect(spanOfPeriod({ from: '2027-04-01', to: '2027-04-30' }, '2027-05-05')).toBe('lastMonth');
    expect(spanOfPeriod({ from: '2027-04-02', to: '2027-04-30' }, '2027-05-05')).toBeNull();
  });

  it('sends on the next weekday or day of the month, never the same day twice', () => {
    // 2027-03-01 is a Monday.
    expect(nextSendDay({ frequency: 'weekly', weekday: 1, dayOfMonth: 1 }, '2027-03-01')).toBe('2027-03-08');
    expect(nextSendDay({ frequency: 'weekly', weekday: 3, dayOfMonth: 1 }, '2027-03-01')).toBe('2027-03-03');
    expect(nextSendDay({ frequency: 'weekly', weekday: 7, dayOfMonth: 1 }, '2027-03-06')).toBe('2027-03-07');
    expect(nextSendDay({ frequency: 'monthly', weekday: 1, dayOfMonth: 1 }, '2027-03-01')).toBe('2027-04-01');
    expect(nextSendDay({ frequency: 'monthly', weekday: 1, dayOfMonth: 15 }, '2027-03-01')).toBe(
      '2027-03-15',
    );
    expect(nextSendDay({ frequency: 'monthly', weekday: 1, dayOfMonth: 28 }, '2027-12-28')).toBe(
      '2028-01-28',
    );
  });

  it('asks for recipients and a day every month has', () => {
    const parsed = reportSubscriptionResource.schema.safeParse({
      kind: 'topCountries',
      recipients: [],
      dayOfMonth: 31,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dayOfMonth', 'Too big: expected number to be <=28'],
      ['recipients', 'Choose at least one recipient'],
    ]);
  });
});
