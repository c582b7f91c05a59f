import { describe, expect, it } from 'vitest';
import { bankResource, convertAtRate, openDueAmounts } from './bank.ts';

describe('convertAtRate', () => {
  it('converts minor units at a direct or an inverse rate, rounding half up', () => {
    expect(convertAtRate(100_000, 2, 2, '0.9', 'direct')).toBe(90_000);
    expect(convertAtRate(100_000, 2, 2, '1.25', 'inverse')).toBe(80_000);
    expect(convertAtRate(1, 2, 2, '0.5', 'direct')).toBe(1);
    expect(convertAtRate(-100_000, 2, 0, '160.5', 'direct')).toBe(-160_500);
  });
});

describe('openDueAmounts', () => {
  const due = [
    { amount: { amount: 70_000 }, due: '2027-03-01' },
    { amount: { amount: 30_000 }, due: '2027-01-01' },
  ];
  it('settles due amounts in date order with what is paid', () => {
    expect(openDueAmounts(due, 0)).toEqual([
      { due: '2027-01-01', open: 30_000 },
      { due: '2027-03-01', open: 70_000 },
    ]);
    expect(openDueAmounts(due, 40_000)).toEqual([{ due: '2027-03-01', open: 60_000 }]);
    expect(openDueAmounts(due, 100_000)).toEqual([]);
  });
});

describe('bankResource', () => {
  it('keeps an IBAN in its electronic form and refuses a wrong checksum', () => {
    const base = { name: 'A', openingDate: '2027-01-01' };
    expect(bankResource.schema.parse({ ...base, iban: 'de89 3704 0044 0532 0130 00' }).iban).toBe(
      'DE89370400440532013000',
    );
    expect(bankResource.schema.safeParse({ ...base, iban: 'DE89370400440532013001' }).success).toBe(false);
  });
});
