import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkDateRange, dateRangeSchema, RANGE_SPANS, rangeDaySchema } from './date-range.ts';

const issues = (result: z.ZodSafeParseResult<unknown>) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the shared date range', () => {
  const daily = dateRangeSchema({ maxDays: RANGE_SPANS.days });

  it('takes a range of real days inside 1900–2200, one day included', () => {
    expect(daily.safeParse({ from: '2027-01-01', to: '2027-01-01' }).success).toBe(true);
    expect(daily.safeParse({ from: '2027-01-01', to: '2029-12-31' }).success).toBe(true);
  });

  it('refuses days outside the window on their own field: the 9999-12-31 of the probe among them', () => {
    expect(issues(daily.safeParse({ from: '0001-01-01', to: '9999-12-31' }))).toEqual([
      ['from', 'Use a date between 1900-01-01 and 2200-12-31'],
      ['to', 'Use a date between 1900-01-01 and 2200-12-31'],
    ]);
    expect(rangeDaySchema.safeParse('2200-12-31').success).toBe(true);
    expect(rangeDaySchema.safeParse('2201-01-01').success).toBe(false);
    expect(rangeDaySchema.safeParse('1899-12-31').success).toBe(false);
  });

  it('refuses a reversed or too long range on `to`, and a bad date only on its own field', () => {
    expect(issues(daily.safeParse({ from: '2027-01-02', to: '2027-01-01' }))).toEqual([
      ['to', 'The end lies before the start'],
    ]);
    expect(issues(daily.safeParse({ from: '2027-01-01', to: '2030-01-05' }))).toEqual([
      ['to', 'The period spans at most 1098 days here'],
    ]);
    expect(issues(daily.safeParse({ from: '2027-02-30', to: '2027-03-01' }))).toEqual([
      ['from', 'Use a date as YYYY-MM-DD'],
    ]);
  });

  it('lets the span depend on the request, and nights need from before to', () => {
    const series = dateRangeSchema(
      {
        maxDays: (q) => (q.groupBy === 'day' ? RANGE_SPANS.days : RANGE_SPANS.months),
      },
      { groupBy: z.enum(['day', 'month']) },
    );
    expect(series.safeParse({ from: '2000-01-01', to: '2020-01-01', groupBy: 'month' }).success).toBe(true);
    expect(series.safeParse({ from: '2000-01-01', to: '2020-01-01', groupBy: 'day' }).success).toBe(false);
    const stay = dateRangeSchema({ maxDays: RANGE_SPANS.year, nights: true });
    expect(issues(stay.safeParse({ from: '2027-01-01', to: '2027-01-01' }))).toEqual([
      ['to', 'The last night must come after the first'],
    ]);
  });

  it('leaves open ends alone when optional, and checks other field names', () => {
    const open = dateRangeSchema({ maxDays: RANGE_SPANS.months, optional: true });
    expect(open.safeParse({}).success).toBe(true);
    expect(open.safeParse({ from: '2027-01-01' }).success).toBe(true);
    const custom = z
      .object({ start: rangeDaySchema, end: rangeDaySchema })
      .superRefine(checkDateRange({ maxDays: 10, keys: ['start', 'end'] }));
    expect(issues(custom.safeParse({ start: '2027-01-01', end: '2027-01-20' }))).toEqual([
      ['end', 'The period spans at most 10 days here'],
    ]);
  });
});
