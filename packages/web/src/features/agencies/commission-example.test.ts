import { describe, expect, it } from 'vitest';
import { formatPercent } from './agency-format.ts';
import { commissionExample } from './commission-example.ts';

describe('commissionExample', () => {
  it('earns the effective percentage of the net when the commission comes on top', () => {
    expect(commissionExample({ commissionPercent: 12, commissionMode: 'onTop' })).toEqual({
      effective: 13.6364,
      base: 100_000,
      commission: 13_636,
      guestPrice: 113_636,
      operatorKeeps: 100_000,
    });
  });

  it('keeps the contract’s share of the guest price when it is included, in the currency’s decimals', () => {
    expect(commissionExample({ commissionPercent: 10, commissionMode: 'included' }, 0)).toEqual({
      effective: 10,
      base: 1000,
      commission: 100,
      guestPrice: 1000,
      operatorKeeps: 900,
    });
  });

  it('writes percentages as the language does', () => {
    expect(formatPercent(13.6364, 'en')).toBe('13.64%');
    expect(formatPercent(12, 'de')).toBe('12\u00a0%');
  });
});
