import { describe, expect, it } from 'vitest';
import { isoRangeSchema } from './date-range.ts';

describe('isoRangeSchema', () => {
  const range = isoRangeSchema(31, 'Give from < to, at most 31 nights apart');
  it('takes a period of up to the given nights', () => {
    expect(range.safeParse({ from: '2027-01-01', to: '2027-02-01' }).success).toBe(true);
  });
  it('refuses a reversed or too long period on `to`, and a bad date only on its own field', () => {
    for (const to of ['2027-01-01', '2026-12-31', '2027-02-02']) {
      const result = range.safeParse({ from: '2027-01-01', to });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['to', 'Give from < to, at most 31 nights apart'],
      ]);
    }
    const bad = range.safeParse({ from: '2027-02-30', to: '2027-03-01' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['from']);
  });
});
