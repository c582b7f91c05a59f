import dayjs from 'dayjs';

/** A trip day with its weekday in the UI language: "Sat 02.01.2027". */
export function dayWithWeekday(iso: string): string {
  return dayjs(iso).format('dd DD.MM.YYYY');
}

/** A trip day written out: "Saturday, 02.01.2027". */
export function longDay(iso: string): string {
  return dayjs(iso).format('dddd, DD.MM.YYYY');
}
