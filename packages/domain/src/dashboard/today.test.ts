import { describe, expect, it } from 'vitest';
import type { Principal } from '../permissions/index.ts';
import { paymentFigures, todayCardsFor, todayWindow } from './today.ts';

const user = (scopes: string[], userType: Principal['userType'] = 'internal'): Principal => ({
  userType,
  scopes,
  isGuest: false,
  resorts: [],
  vessels: [],
  agency: userType === 'agency' ? 'a1' : null,
  customer: null,
});
const all = { bank: true, todo: true };

describe('todayCardsFor', () => {
  it('gives an admin every card when the features are on', () => {
    expect(todayCardsFor(user([], 'admin'), all)).toEqual([
      'stays',
      'payments',
      'options',
      'online',
      'bank',
      'todos',
      'birthdays',
    ]);
  });

  it('leaves out the cards of areas that are switched off', () => {
    expect(todayCardsFor(user([], 'admin'), { bank: false, todo: false })).not.toContain('bank');
    expect(todayCardsFor(user([], 'admin'), {})).not.toContain('todos');
  });

  it('gives a reader of bookings no payment figures without a finance scope', () => {
    const cards = todayCardsFor(user(['bookings.read']), all);
    expect(cards).toContain('stays');
    expect(cards).not.toContain('payments');
    expect(cards).not.toContain('bank');
    expect(cards).not.toContain('birthdays');
  });

  it('gives a bookkeeper with bank entries the payment and bank cards only', () => {
    expect(todayCardsFor(user(['bankentries.read']), all)).toEqual(['payments', 'bank']);
  });

  it('gives an agent its own stays and options, a reduced page', () => {
    expect(todayCardsFor(user(['agencies.self'], 'agency'), all)).toEqual(['stays', 'options']);
  });
});

describe('todayWindow', () => {
  it('counts from the operator day across a month end', () => {
    expect(todayWindow('2026-11-30')).toEqual({
      today: '2026-11-30',
      tomorrow: '2026-12-01',
      yesterday: '2026-11-29',
      optionsUntil: '2026-12-02',
      optionDays: ['2026-11-30', '2026-12-01', '2026-12-02'],
      occupancyUntil: '2026-12-13',
    });
  });
});

describe('paymentFigures', () => {
  const eur = (amount: number) => ({ amount, currency: 'EUR' });
  const terms = [
    { amount: eur(300), due: '2026-11-20' },
    { amount: eur(700), due: '2026-12-10' },
  ];
  it('counts a booking overdue while a past due amount is unpaid, due soon when the next lies ahead', () => {
    expect(
      paymentFigures(
        [
          { paid: 0, due: terms },
          { paid: 300, due: terms },
          { paid: 300, due: [{ amount: eur(1000), due: '2027-03-01' }] },
        ],
        '2026-11-27',
        30,
      ),
    ).toEqual({ open: 3, overdue: 1, dueSoon: 1 });
  });
});
