import { describe, expect, it } from 'vitest';
import { closingCash, closingNeedsReason, expectedCash, taxOfGross } from './pos-closing.ts';

describe('expectedCash', () => {
  it('counts cash handed over in its currency and change out in the till’s; card and folio never', () => {
    const drawer = expectedCash(
      [
        { kind: 'cash', amount: 2500, currency: 'USD', change: 200 },
        { kind: 'cash', amount: 1000, currency: 'EUR', change: 400 },
        { kind: 'card', amount: 300, currency: 'EUR', change: 0 },
        { kind: 'folio', amount: 900, currency: 'EUR', change: 0 },
        // A void pays cash back out of the drawer.
        { kind: 'cash', amount: -450, currency: 'EUR', change: 0 },
      ],
      'EUR',
    );
    expect([...drawer]).toEqual([
      ['EUR', -200 + 600 - 450],
      ['USD', 2500],
    ]);
  });

  it('expects the till’s currency even on a day without cash', () => {
    expect([...expectedCash([{ kind: 'card', amount: 500, currency: 'EUR', change: 0 }], 'EUR')]).toEqual([
      ['EUR', 0],
    ]);
  });
});

describe('closingCash', () => {
  it('sets counted against expected per currency, a currency only counted included', () => {
    const cash = closingCash(new Map([['EUR', 400]]), [
      { currency: 'EUR', amount: 300 },
      { currency: 'GBP', amount: 50 },
    ]);
    expect(cash).toEqual([
      { currency: 'EUR', expected: 400, counted: 300, difference: -100 },
      { currency: 'GBP', expected: 0, counted: 50, difference: 50 },
    ]);
    expect(closingNeedsReason(cash)).toBe(true);
    expect(closingNeedsReason(closingCash(new Map([['EUR', 400]]), [{ currency: 'EUR', amount: 400 }]))).toBe(
      false,
    );
  });
});

describe('taxOfGross', () => {
  it('splits a gross amount into net and VAT that add up to it', () => {
    expect(taxOfGross(1190, 19)).toEqual({ net: 1000, tax: 190 });
    expect(taxOfGross(107, 7)).toEqual({ net: 100, tax: 7 });
    expect(taxOfGross(-450, 19)).toEqual({ net: -378, tax: -72 });
    expect(taxOfGross(500, 0)).toEqual({ net: 500, tax: 0 });
    for (const gross of [1, 99, 12345, 3600])
      for (const rate of [0, 7, 19]) {
        const { net, tax } = taxOfGross(gross, rate);
        expect(net + tax).toBe(gross);
      }
  });
});
