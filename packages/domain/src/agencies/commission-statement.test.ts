import { describe, expect, it } from 'vitest';
import { type CommissionStatementRow, commissionLine, commissionTotals } from './commission-statement.ts';

const gross = { payer: 'guest', rateMode: 'gross', commissionMode: 'included' } as const;
const netReseller = { payer: 'agency', rateMode: 'net', commissionMode: 'included' } as const;

describe('a commission statement line', () => {
  it('owes a gross agency its commission until it is paid out', () => {
    expect(commissionLine({ state: 'confirmed', commission: 40_000, paidOut: 0 }, gross)).toEqual({
      earned: 40_000,
      paid: 0,
      due: 40_000,
      deducted: false,
    });
    expect(commissionLine({ state: 'resolved', commission: 40_000, paidOut: 15_000 }, gross)).toMatchObject({
      paid: 15_000,
      due: 25_000,
    });
  });

  it('earns nothing on a cancelled booking, and asks back what was paid out on it', () => {
    expect(commissionLine({ state: 'aborted', commission: 40_000, paidOut: 10_000 }, gross)).toMatchObject({
      earned: 0,
      due: -10_000,
    });
  });

  it('counts the commission of a net reseller as kept, never due', () => {
    expect(commissionLine({ state: 'confirmed', commission: 30_000, paidOut: 0 }, netReseller)).toEqual({
      earned: 30_000,
      paid: 30_000,
      due: 0,
      deducted: true,
    });
  });
});

describe('the statement totals', () => {
  it('sums per currency, never across currencies', () => {
    const row = (currency: string, earned: number, paid: number) =>
      ({ currency, total: earned * 10, earned, paid, due: earned - paid }) as CommissionStatementRow;
    expect(commissionTotals([row('EUR', 100, 40), row('EUR', 50, 0), row('USD', 70, 70)])).toEqual([
      { currency: 'EUR', total: 1500, earned: 150, paid: 40, due: 110 },
      { currency: 'USD', total: 700, earned: 70, paid: 70, due: 0 },
    ]);
  });
});
