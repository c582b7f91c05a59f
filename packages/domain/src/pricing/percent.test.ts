import { describe, expect, it } from 'vitest';
import { percentText, readablePercents, roundPercent } from './percent.ts';

describe('percentages as people read them', () => {
  it('keeps at most two decimals and drops trailing zeros', () => {
    expect(percentText(11.1111)).toBe('11.11');
    expect(percentText(13.6364)).toBe('13.64');
    expect(percentText(10)).toBe('10');
    expect(percentText(12.5)).toBe('12.5');
    expect(roundPercent(33.3333)).toBe(33.33);
  });

  it('rounds the long percentages of a stored reason and leaves the rest alone', () => {
    expect(readablePercents('agency commission: 11.1111 % of 4165.00 EUR')).toBe(
      'agency commission: 11.11 % of 4165.00 EUR',
    );
    expect(readablePercents('VAT 19 % of 100.00 EUR')).toBe('VAT 19 % of 100.00 EUR');
  });
});
