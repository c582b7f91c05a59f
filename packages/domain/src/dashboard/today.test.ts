import { describe, expect, it } from 'vitest';
import type { Principal } from '../permissions/index.ts';
import { birthdayMonthDays, nextBirthday, paymentFigures, todayCardsFor, todayWindow } from './today.ts';

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

describe('birthdayMonthDays', () => {
  it('names each day of the window once, across the year end', () => {
    expect(birthdayMonthDays('2026-12-30', 4)).toEqual(['12-30', '12-31', '01-01', '01-02']);
  });

  it('asks for 29 February on 1 March of a year without it', () => {
    expect(birthdayMonthDays('2027-02-27', 3)).toEqual(['02-27', '02-28', '03-01', '02-29']);
    expect(birthdayMonthDays('2028-02-27', 4)).toEqual(['02-27', '02-28', '02-29', '03-01']);
  });
});

describe('nextBirthday', () => {
  it('is this year while the day is still ahead, else next year, with the age then', () => {
    expect(nextBirthday('1990-12-01', '2026-11-27')).toEqual({ date: '2026-12-01', age: 36 });
    expect(nextBirthday('1990-01-05', '2026-11-27')).toEqual({ date: '2027-01-05', age: 37 });
    expect(nextBirthday('1990-11-27', '2026-11-27')).toEqual({ date: '2026-11-27', age: 36 });
  });

  it('celebrates a leap-day birthday on 1 March in other years', () => {
    expect(nextBirthday('2000-02-29', '2027-02-10')).toEqual({ date: '2027-03-01', age: 27 });
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
