import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, Dec, FxError, formatMoney, money, rateOf, roundMinor } from './money.ts';
import { rates } from './pricing-fixtures.ts';

describe('money', () => {
  it('is whole minor units only', () => {
    expect(money(1050, 'EUR')).toEqual({ amount: 1050, currency: 'EUR' });
    expect(() => money(10.5, 'EUR')).toThrow(RangeError);
  });

  it('rounds half away from zero, once', () => {
    expect(roundMinor(new Dec('0.5'))).toBe(1);
    expect(roundMinor(new Dec('1.5'))).toBe(2);
    expect(roundMinor(new Dec('2.5'))).toBe(3);
    expect(roundMinor(new Dec('-0.5'))).toBe(-1);
    expect(roundMinor(new Dec('0.49999'))).toBe(0);
    expect(Object.is(roundMinor(new Dec('-0.2')), 0)).toBe(true);
  });

  it('converts through the base currency with the rates of the currency resource', () => {
    expect(convert(money(10000, 'EUR'), 'USD', rates)).toEqual({ amount: 11000, currency: 'USD' });
    expect(convert(money(11000, 'USD'), 'EUR', rates)).toEqual({ amount: 10000, currency: 'EUR' });
    // 100.00 USD = 90.909… EUR = 5772.7272… PHP
    expect(convert(money(10000, 'USD'), 'PHP', rates)).toEqual({ amount: 577273, currency: 'PHP' });
    // JPY has no minor unit: 1.00 EUR = 160 JPY
    expect(convert(money(100, 'EUR'), 'JPY', rates)).toEqual({ amount: 160, currency: 'JPY' });
    expect(convert(money(1234, 'EUR'), 'EUR', rates)).toEqual({ amount: 1234, currency: 'EUR' });
  });

  it.each([
    ['a missing currency', { base: 'EUR', currencies: [] }],
    ['a zero rate', { base: 'EUR', currencies: [{ code: 'USD', decimals: 2, exchangeRate: '0' }] }],
    [
      'a rate that is not a decimal',
      { base: 'EUR', currencies: [{ code: 'USD', decimals: 2, exchangeRate: '1,1' }] },
    ],
    ['a negative rate', { base: 'EUR', currencies: [{ code: 'USD', decimals: 2, exchangeRate: '-1' }] }],
  ])('refuses %s with the fx error of SPEC §8', (_, table) => {
    let error: unknown;
    try {
      convert(money(100, 'EUR'), 'USD', table);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FxError);
    expect(error).toMatchObject({ code: 'FX_ERROR', message: 'fx error', currency: 'USD' });
  });

  it('takes the base currency at rate 1 even when it is not listed', () => {
    expect(rateOf({ base: 'EUR', currencies: [] }, 'EUR').rate.toString()).toBe('1');
  });

  it('formats for display only', () => {
    expect(formatMoney(money(123450, 'EUR'))).toBe('1234.50 EUR');
    expect(formatMoney(money(-5, 'EUR'))).toBe('-0.05 EUR');
    expect(formatMoney(money(160, 'JPY'), 0)).toBe('160 JPY');
  });

  it('property: a round trip stays within one minor unit', () => {
    // Holds while the other currency's minor unit is worth at most 3 of ours (rate ≥ 1/3 in minor
    // units): each of the two roundings is off by at most half a minor unit of its currency.
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 34, max: 2_000_000 }),
        fc.constantFrom(0, 2, 3),
        (amount, rateHundredths, decimals) => {
          // Rate per minor unit rateHundredths / 100 ≥ 0.34, whatever the decimals.
          const rate = new Dec(rateHundredths).div(100).mul(new Dec(10).pow(2 - decimals));
          const table = {
            base: 'EUR',
            currencies: [{ code: 'XYZ', decimals, exchangeRate: rate.toFixed(10).replace(/\.?0+$/, '') }],
          };
          const back = convert(convert(money(amount, 'EUR'), 'XYZ', table), 'EUR', table);
          expect(Math.abs(back.amount - amount)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
