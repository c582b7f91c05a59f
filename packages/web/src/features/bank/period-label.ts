import dayjs from 'dayjs';

/** "Mar 2027" for a month, "from 01.03.2027" as a week's first day, in the UI language. */
export function periodLabel(period: string, groupBy: 'day' | 'week' | 'month', language: string): string {
  const date = dayjs(period);
  if (groupBy === 'month')
    return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' }).format(date.toDate());
  return date.format('DD.MM.YYYY');
}
