import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent.ts';

describe('formatPercent', () => {
  it('shows a commission on top as a readable percentage, not its four stored decimals', () => {
    expect(formatPercent(11.1111, 'en')).toBe('11.11%');
    expect(formatPercent(11.1111, 'de')).toBe('11,11\u00a0%');
  });

  it('writes whole and half percentages without trailing zeros', () => {
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(formatPercent(12.5, 'de')).toBe('12,5\u00a0%');
  });
});
