import { describe, expect, it } from 'vitest';
import { vatOf } from '../pricing/index.ts';
import { type InvoiceItem, type InvoiceRate, invoiceAmounts } from './invoice-amounts.ts';

const gross19: InvoiceRate = { percent: 19, category: 'S', exemptionReason: '', inclusive: true };
const net7: InvoiceRate = { percent: 7, category: 'S', exemptionReason: '', inclusive: false };
const exempt: InvoiceRate = { percent: 0, category: 'E', exemptionReason: 'Steuerfrei', inclusive: true };
const item = (line: string, amount: number, rate = gross19): InvoiceItem => ({
  line,
  text: line,
  amount,
  rate,
});

/** Every sum rule of EN 16931 the amounts must keep, and the booking's VAT rule (vat.ts). */
function expectConsistent(amounts: ReturnType<typeof invoiceAmounts>) {
  expect(amounts.lines.reduce((a, l) => a + l.net, 0)).toBe(amounts.net); // BR-CO-10
  for (const t of amounts.taxes) {
    const lines = amounts.lines.filter((l) => l.category === t.category && l.percent === t.percent);
    expect(lines.reduce((a, l) => a + l.net, 0)).toBe(t.net);
    // VAT taken out of gross prices: within a cent of taxable amount × rate (BR-CO-17 asks exactly).
    expect(Math.abs(t.tax - (t.net * t.percent) / 100)).toBeLessThanOrEqual(1);
  }
  expect(amounts.rounding).toBe(0); // no rounding line (BT-114)
  expect(amounts.taxes.reduce((a, t) => a + t.tax, 0)).toBe(amounts.tax); // BR-CO-14
  expect(amounts.gross).toBe(amounts.net + amounts.tax); // BR-CO-15
  expect(amounts.payable).toBe(amounts.gross + amounts.rounding); // BR-CO-16
}

describe('invoice amounts', () => {
  it('takes gross prices apart into nets and one breakdown, payable as priced', () => {
    const amounts = invoiceAmounts([item('trip', 135_000), item('nitrox', 7_500), item('fees', 1_999)]);
    expect(amounts.payable).toBe(144_499);
    expect(amounts.taxes).toEqual([
      { percent: 19, category: 'S', exemptionReason: '', net: 121_428, tax: 23_071 },
    ]);
    expect(amounts.rounding).toBe(0);
    expectConsistent(amounts);
  });

  it('adds tax to net prices, and keeps rates and exempt categories apart', () => {
    const amounts = invoiceAmounts([
      item('food', 10_000, net7),
      item('trip', 50_000),
      item('park', 3_000, exempt),
    ]);
    expect(amounts.taxes.map((t) => [t.category, t.percent, t.net, t.tax])).toEqual([
      ['S', 7, 10_000, 700],
      ['S', 19, 42_017, 7_983],
      ['E', 0, 3_000, 0],
    ]);
    expect(amounts.payable).toBe(10_700 + 50_000 + 3_000);
    expectConsistent(amounts);
  });

  it('keeps every sum rule and the booking VAT for any gross amounts, a free place included, with no rounding line', () => {
    for (let seed = 1; seed < 400; seed++) {
      const items = [
        item('a', (seed * 7919) % 100_000),
        item('b', (seed * 104_729) % 9_999),
        item('foc', -((seed * 31) % 5_000)),
      ];
      const amounts = invoiceAmounts(items);
      expectConsistent(amounts);
      // The guest pays the prices as quoted, and the VAT is the booking's: taken out of their sum.
      const gross = items.reduce((a, i) => a + i.amount, 0);
      expect(amounts.payable).toBe(gross);
      expect(amounts.tax).toBe(vatOf(gross, 19, true));
    }
  });
});
