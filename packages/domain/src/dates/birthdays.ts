import { addDays } from './calendar-days.ts';

/**
 * Birthdays by month and day, shared by the Today page's count and the customers' birthday list
 * (`GET /api/customer/birthday/{days}`): both ask the database for month-days (the expression
 * index `customers_birthday_md_idx`) and tell the coming date and age here. Someone born on
 * 29 February celebrates on 1 March in other years, so nobody born on a leap day goes without a cake.
 */

/** The furthest `GET /api/customer/birthday/{days}` looks ahead: a year, a leap year's included. */
export const BIRTHDAY_DAYS_MAX = 366;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The month-days (`MM-DD`) of the next `days` days from today on, today included, for the
 * birthday query; a year's 29 February is asked for on 1 March in other years.
 */
export function birthdayMonthDays(today: string, days: number): string[] {
  const out = new Set<string>();
  for (let i = 0; i < days; i++) {
    const md = addDays(today, i).slice(5);
    out.add(md);
    const year = Number(today.slice(0, 4)) + (md < today.slice(5) ? 1 : 0);
    if (md === '03-01' && !isLeapYear(year)) out.add('02-29');
  }
  return [...out];
}

/** The next birthday on or after `today` of someone born on `birthday` (YYYY-MM-DD), and the age then. */
export function nextBirthday(birthday: string, today: string): { date: string; age: number } {
  const born = Number(birthday.slice(0, 4));
  let year = Number(today.slice(0, 4));
  const on = (y: number) => {
    const md = birthday.slice(5);
    return md === '02-29' && !isLeapYear(y) ? `${y}-03-01` : `${y}-${md}`;
  };
  if (on(year) < today) year += 1;
  return { date: on(year), age: year - born };
}

/**
 * The window of the birthday list: today and the `ahead` days after it (0 = today only), its last
 * day and the month-days to ask for. `ahead` is clamped to 0…BIRTHDAY_DAYS_MAX.
 */
export function birthdayWindow(today: string, ahead: number): { until: string; monthDays: string[] } {
  const days = Math.min(Math.max(Math.trunc(ahead), 0), BIRTHDAY_DAYS_MAX);
  return { until: addDays(today, days), monthDays: birthdayMonthDays(today, days + 1) };
}

/**
 * The coming birthdays of these people within the window, in the order they come (a stable sort:
 * people of one day keep the order they came in); those whose next birthday lies beyond `until`
 * are left out.
 */
export function comingBirthdays<T extends { birthday: string }>(
  people: readonly T[],
  today: string,
  until: string,
): (T & { date: string; age: number })[] {
  return people
    .map((person) => ({ ...person, ...nextBirthday(person.birthday, today) }))
    .filter((person) => person.date <= until)
    .sort((a, b) => a.date.localeCompare(b.date));
}
