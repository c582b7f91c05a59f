import { describe, expect, it } from 'vitest';
import type { CalculationEntry, CommissionLine, CustomerType, EntryType } from '../pricing/index.ts';
import {
  type AssetShareBooking,
  assetSharePeriod,
  assetShareQuerySchema,
  assetShareTotals,
  bookingShare,
  earnsAssetShare,
  splitAmount,
} from './asset-share.ts';

const line = (
  amount: number,
  price: string | null,
  customerType: CustomerType = 'Direct',
  type: EntryType = 'room_cost',
  currency = 'EUR',
): CalculationEntry => ({
  text: 'line',
  sort: 0,
  amount: { amount, currency },
  editable: true,
  deletable: true,
  unique: false,
  customer: null,
  price,
  customerType,
  type,
  reason: { source: price ? 'priceList' : 'special', computation: '' },
});

const sideOfList = (id: string) => (id === 'resortList' ? 'resort' : id === 'tripList' ? 'vessel' : null);
const share = (
  entries: CalculationEntry[],
  total: number,
  paid = 0,
  commission: CommissionLine | null = null,
) => bookingShare({ currency: 'EUR', total, paid, calculation: { entries, commission }, sideOfList });

describe('splitAmount', () => {
  it('splits in proportion and never loses a cent', () => {
    expect(splitAmount(100, { resort: 1, vessel: 2 })).toEqual({ resort: 33, vessel: 67 });
    expect(splitAmount(-100, { resort: 1, vessel: 2 })).toEqual({ resort: -33, vessel: -67 });
    expect(splitAmount(1, { resort: 1, vessel: 1 })).toEqual({ resort: 1, vessel: 0 });
    for (const amount of [1, 7, 99_999, -12_345, 1_000_000_000_001])
      for (const w of [
        { resort: 3, vessel: 7 },
        { resort: 70_000, vessel: 300_000 },
        { resort: 999_999_999_999, vessel: 1 },
      ]) {
        const s = splitAmount(amount, w);
        expect(s.resort + s.vessel).toBe(amount);
      }
  });

  it('takes the next basis when one weighs nothing, and halves when none does', () => {
    expect(splitAmount(90, { resort: 0, vessel: 0 }, { resort: 2, vessel: 1 })).toEqual({
      resort: 60,
      vessel: 30,
    });
    expect(splitAmount(90, { resort: -5, vessel: 0 })).toEqual({ resort: 45, vessel: 45 });
    expect(splitAmount(90, { resort: -5, vessel: 10 })).toEqual({ resort: 0, vessel: 90 });
  });
});

describe('bookingShare', () => {
  it("gives each side its price list's lines and splits the booking's own lines pro rata", () => {
    // Resort 700.00, trip 3000.00, a special of -370.00 for the whole booking, an on-site line
    // and a due line that are no part of the total.
    const entries = [
      line(70_000, 'resortList'),
      line(300_000, 'tripList', 'Direct', 'tour'),
      line(-37_000, null, 'Direct', 'special'),
      line(5_000, null, 'OnSite', 'addon'),
      line(100_000, null, 'Info', 'deposit'),
    ];
    const s = share(entries, 333_000, 100_000);
    // -37000 × 7/37 = -7000 to the resort, -30000 to the vessel.
    expect(s.amount).toEqual({ resort: 63_000, vessel: 270_000 });
    expect(s.paid.resort + s.paid.vessel).toBe(100_000);
    expect(s.paid).toEqual({ resort: 18_919, vessel: 81_081 });
    expect(s.open).toEqual({ resort: 63_000 - 18_919, vessel: 270_000 - 81_081 });
  });

  it('adds up to the total to the cent with awkward proportions', () => {
    const entries = [
      line(33_333, 'resortList'),
      line(66_667, 'tripList'),
      line(-1, null, 'Direct', 'discount'),
    ];
    const s = share(entries, 99_999, 33_333);
    expect(s.amount.resort + s.amount.vessel).toBe(99_999);
    expect(s.paid.resort + s.paid.vessel).toBe(33_333);
    expect(s.open.resort + s.open.vessel).toBe(99_999 - 33_333);
  });

  it('takes lines of another currency and of unknown price lists as the whole booking’s', () => {
    const entries = [
      line(10_000, 'resortList'),
      line(30_000, 'tripList'),
      line(4_000, 'gone'),
      line(999, 'resortList', 'Direct', 'addon', 'USD'),
    ];
    expect(share(entries, 44_000).amount).toEqual({ resort: 11_000, vessel: 33_000 });
  });

  it('splits a cancellation fee by what the parts were worth before the cancellation', () => {
    const entries = [
      line(10_000, 'resortList', 'Info'),
      line(30_000, 'tripList', 'Info', 'tour'),
      { ...line(8_000, null, 'Direct', 'cost'), kind: 'cancellationFee' as const },
    ];
    expect(share(entries, 8_000).amount).toEqual({ resort: 2_000, vessel: 6_000 });
  });

  it('splits the commission like the amounts', () => {
    const commission: CommissionLine = {
      agency: 'a',
      percent: 10,
      base: { amount: 40_000, currency: 'EUR' },
      amount: { amount: 4_001, currency: 'EUR' },
      reason: '',
    };
    const s = share([line(10_000, 'resortList'), line(30_000, 'tripList')], 40_000, 0, commission);
    expect(s.commission).toEqual({ resort: 1_000, vessel: 3_001 });
  });

  it('halves a booking whose lines name no part, and a booking without a calculation', () => {
    expect(share([line(5_001, null, 'Direct', 'cost')], 5_001).amount).toEqual({
      resort: 2_501,
      vessel: 2_500,
    });
    const none = bookingShare({ currency: 'EUR', total: 0, paid: 0, calculation: null, sideOfList });
    expect(none.amount).toEqual({ resort: 0, vessel: 0 });
  });
});

describe('earnsAssetShare', () => {
  it('counts sales and a cancellation only for its fee', () => {
    const fee = { entries: [{ ...line(8_000, null), kind: 'cancellationFee' as const }] };
    expect(['planned', 'confirmed', 'resolved'].every((s) => earnsAssetShare(s, null))).toBe(true);
    expect(
      ['draft', 'waiting', 'freed', 'deleted', 'rebooked', 'splitted'].some((s) => earnsAssetShare(s, null)),
    ).toBe(false);
    expect(earnsAssetShare('aborted', fee)).toBe(true);
    expect(earnsAssetShare('aborted', { entries: [line(8_000, 'resortList', 'Info')] })).toBe(false);
  });
});

describe('the period', () => {
  it('is the month of today, or completed to the month of the end given', () => {
    expect(assetSharePeriod({}, '2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(assetSharePeriod({ from: '2028-02-10' }, '2027-01-01')).toEqual({
      from: '2028-02-10',
      to: '2028-02-29',
    });
    expect(assetSharePeriod({ to: '2027-03-05' }, '2027-01-01')).toEqual({
      from: '2027-03-01',
      to: '2027-03-05',
    });
  });

  it('refuses an end before the start and more than 400 days', () => {
    const parse = (q: object) => assetShareQuerySchema.safeParse(q);
    expect(parse({ from: '2027-03-01', to: '2027-03-01' }).success).toBe(true);
    expect(parse({ from: '2027-01-01', to: '2028-02-04' }).success).toBe(true);
    expect(parse({ from: '2027-01-01', to: '2028-02-05' }).error?.issues[0]?.message).toBe(
      'A report covers at most 400 days',
    );
    expect(parse({ from: '2027-03-02', to: '2027-03-01' }).error?.issues[0]?.message).toBe(
      'The end lies before the start',
    );
    expect(parse({ from: '2027-02-30' }).success).toBe(false);
  });
});

describe('assetShareTotals', () => {
  const part = (asset: string, amount: number, paid: number) => ({
    asset,
    name: asset.toUpperCase(),
    amount,
    paid,
    open: amount - paid,
    commission: 0,
  });
  const booking = (
    currency: string,
    resort: [number, number],
    vessel: [number, number],
  ): AssetShareBooking => ({
    id: `${currency}${resort[0]}`,
    bookingNo: '1',
    state: 'confirmed',
    from: '2027-03-01',
    to: '2027-03-10',
    leadName: '',
    currency,
    total: resort[0] + vessel[0],
    paid: resort[1] + vessel[1],
    open: resort[0] + vessel[0] - resort[1] - vessel[1],
    commission: 0,
    resort: part('r1', ...resort),
    vessel: part('v1', ...vessel),
  });

  it('adds up per currency, and per asset only for the assets the user may see', () => {
    const bookings = [
      booking('EUR', [100, 50], [300, 0]),
      booking('EUR', [10, 0], [30, 30]),
      booking('USD', [5, 0], [5, 5]),
    ];
    const all = assetShareTotals(bookings, () => true);
    expect(all.totals).toEqual([
      {
        currency: 'EUR',
        bookings: 2,
        resort: 110,
        vessel: 330,
        total: 440,
        paid: 80,
        open: 360,
        commission: 0,
      },
      { currency: 'USD', bookings: 1, resort: 5, vessel: 5, total: 10, paid: 5, open: 5, commission: 0 },
    ]);
    expect(all.assets.map((a) => [a.kind, a.currency, a.amount, a.paid, a.bookings])).toEqual([
      ['resort', 'EUR', 110, 50, 2],
      ['resort', 'USD', 5, 0, 1],
      ['vessel', 'EUR', 330, 30, 2],
      ['vessel', 'USD', 5, 5, 1],
    ]);
    const resortOnly = assetShareTotals(bookings, (kind) => kind === 'resort');
    expect(resortOnly.assets.map((a) => a.kind)).toEqual(['resort', 'resort']);
    expect(resortOnly.totals).toEqual(all.totals);
  });
});
