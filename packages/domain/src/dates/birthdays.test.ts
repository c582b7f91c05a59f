import { describe, expect, it } from 'vitest';
import {
  BIRTHDAY_DAYS_MAX,
  birthdayMonthDays,
  birthdayWindow,
  comingBirthdays,
  nextBirthday,
} from './birthdays.ts';

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
    expect(nextBirthday('2000-02-29', '2027-03-02')).toEqual({ date: '2028-02-29', age: 28 });
  });
});

describe('birthdayWindow', () => {
  it('is today only for 0 days', () => {
    expect(birthdayWindow('2026-06-15', 0)).toEqual({ until: '2026-06-15', monthDays: ['06-15'] });
  });

  it('reaches over the year end into January', () => {
    expect(birthdayWindow('2026-12-30', 3)).toEqual({
      until: '2027-01-02',
      monthDays: ['12-30', '12-31', '01-01', '01-02'],
    });
  });

  it('takes in the leap-day birthdays when it holds 1 March of a year without 29 February', () => {
    expect(birthdayWindow('2027-02-28', 1).monthDays).toEqual(['02-28', '03-01', '02-29']);
    expect(birthdayWindow('2027-02-27', 1).monthDays).toEqual(['02-27', '02-28']);
  });

  it('looks at most a leap year ahead and never back', () => {
    const year = birthdayWindow('2027-03-01', 1000);
    expect(year.until).toBe('2028-03-01');
    expect(year.monthDays).toHaveLength(366);
    expect(BIRTHDAY_DAYS_MAX).toBe(366);
    expect(birthdayWindow('2027-03-01', -5)).toEqual({ until: '2027-03-01', monthDays: ['03-01', '02-29'] });
  });
});

describe('comingBirthdays', () => {
  const people = [
    { id: 'jan', birthday: '1990-01-02' },
    { id: 'dec', birthday: '1980-12-31' },
    { id: 'leap', birthday: '2000-02-29' },
    { id: 'far', birthday: '1970-06-01' },
  ];

  it('orders by the coming date across the year end, with the age they turn', () => {
    expect(comingBirthdays(people, '2026-12-30', '2027-01-05')).toEqual([
      { id: 'dec', birthday: '1980-12-31', date: '2026-12-31', age: 46 },
      { id: 'jan', birthday: '1990-01-02', date: '2027-01-02', age: 37 },
    ]);
  });

  it('shows a leap-day birthday on 1 March in a year without 29 February', () => {
    expect(comingBirthdays(people, '2027-02-28', '2027-03-01')).toEqual([
      { id: 'leap', birthday: '2000-02-29', date: '2027-03-01', age: 27 },
    ]);
  });
});
