import { describe, expect, it } from 'vitest';
import { FxError, type ExchangeRates } from '../pricing/index.ts';
import { countsForTripPayments, nextDueAmount, openDues, paymentInBookingCurrency } from './booking-money.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const plan = [
  { amount: eur(70_000), due: '2027-03-01' },
  { amount: eur(30_000), due: '2027-01-10' },
];

describe('nextDueAmount', () => {
  it('settles the earliest due amount first, whatever order the plan lists them in', () => {
    expect(nextDueAmount(plan, 0, '2027-01-01')).toEqual({
      date: '2027-01-10',
      amount: 30_000,
      overdue: false,
    });
    expect(nextDueAmount(plan, 10_000, '2027-01-01')).toEqual({
      date: '2027-01-10',
      amount: 20_000,
      overdue: false,
    });
  });

  it('moves on to the rest once the deposit is paid, and is overdue past its date', () => {
    expect(nextDueAmount(plan, 30_000, '2027-01-01')).toEqual({
      date: '2027-03-01',
      amount: 70_000,
      overdue: false,
    });
    expect(nextDueAmount(plan, 50_000, '2027-03-02')).toEqual({
      date: '2027-03-01',
      amount: 50_000,
      overdue: true,
    });
  });

  it('answers null when everything is paid, and a refund reopens the first amount', () => {
    expect(nextDueAmount(plan, 100_000, '2027-06-01')).toBeNull();
    expect(nextDueAmount(plan, -5_000, '2027-01-01')).toEqual({
      date: '2027-01-10',
      amount: 30_000,
      overdue: false,
    });
    expect(nextDueAmount([], 0, '2027-01-01')).toBeNull();
  });
});

describe('countsForTripPayments', () => {
  it('keeps live bookings and cancelled ones that still hold money', () => {
    expect(countsForTripPayments('planned', 0)).toBe(true);
    expect(countsForTripPayments('waiting', 0)).toBe(true);
    expect(countsForTripPayments('aborted', 0)).toBe(false);
    expect(countsForTripPayments('aborted', 20_000)).toBe(true);
  });
});

describe('a payment in another currency', () => {
  const rates = {
    base: 'EUR',
    currencies: [
      { code: 'EUR', exchangeRate: '1', decimals: 2 },
      { code: 'USD', exchangeRate: '1.08', decimals: 2 },
      { code: 'JPY', exchangeRate: '160', decimals: 0 },
    ],
  } as unknown as ExchangeRates;

  it('counts at the day’s rate and keeps the rate', () => {
    expect(paymentInBookingCurrency({ amount: 10800, currency: 'USD' }, 'EUR', rates)).toEqual({
      bookingAmount: 10000,
      rate: '0.925926',
    });
    expect(paymentInBookingCurrency({ amount: 16000, currency: 'JPY' }, 'EUR', rates)).toEqual({
      bookingAmount: 10000,
      rate: '0.006250',
    });
  });

  it('counts what the bank credited when the operator says so', () => {
    expect(
      paymentInBookingCurrency({ amount: 10800, currency: 'USD', bookingAmount: 9950 }, 'EUR', rates),
    ).toEqual({
      bookingAmount: 9950,
      rate: '0.921296',
    });
  });

  it('refuses a currency without a rate', () => {
    expect(() => paymentInBookingCurrency({ amount: 100, currency: 'GBP' }, 'EUR', rates)).toThrow(FxError);
  });
});

describe('openDues', () => {
  const dues = [
    { kind: 'rest' as const, amount: eur(70_000), due: '2027-03-01' },
    { kind: 'deposit' as const, amount: eur(30_000), due: '2027-01-10' },
  ];
  it('asks for the whole plan while nothing is paid, deposit first', () => {
    expect(openDues(dues, 0, 100_000, '2027-01-01').map((d) => [d.kind, d.amount.amount])).toEqual([
      ['deposit', 30_000],
      ['rest', 70_000],
    ]);
  });

  it('drops what is paid and asks for the remainder of a partly paid amount', () => {
    expect(openDues(dues, 30_000, 70_000, '2027-01-01').map((d) => [d.kind, d.amount.amount])).toEqual([
      ['rest', 70_000],
    ]);
    expect(openDues(dues, 50_000, 50_000, '2027-01-01').map((d) => [d.kind, d.amount.amount])).toEqual([
      ['rest', 50_000],
    ]);
    expect(openDues(dues, 10_000, 90_000, '2027-01-01').map((d) => [d.kind, d.amount.amount])).toEqual([
      ['deposit', 20_000],
      ['rest', 70_000],
    ]);
  });

  it('asks for nothing once everything is paid, and never for more than is open', () => {
    expect(openDues(dues, 100_000, 0, '2027-01-01')).toEqual([]);
    // The price went down after the plan was made: the plan asks for no more than the total.
    expect(openDues(dues, 0, 80_000, '2027-01-01').map((d) => d.amount.amount)).toEqual([30_000, 50_000]);
  });

  it('asks for what no planned amount covers as a rest: without terms, or after a price went up', () => {
    expect(openDues([], 0, 12_000, '2027-01-01')).toEqual([
      { kind: 'rest', amount: { amount: 12_000, currency: '' }, due: '2027-01-01' },
    ]);
    expect(openDues(dues, 0, 110_000, '2027-01-01').map((d) => [d.kind, d.amount.amount])).toEqual([
      ['deposit', 30_000],
      ['rest', 80_000],
    ]);
  });
});
