import dayjs from 'dayjs';
import type { PeriodQuery } from './bank-api.ts';

/** "DE89370400440532013000" → "DE89 3704 0044 0532 0130 00", as printed on statements and cards. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** The twelve months up to today, month by month: what the overview and an account's header show. */
export function lastTwelveMonths(today = dayjs()): PeriodQuery {
  return {
    from: today.subtract(11, 'month').startOf('month').format('YYYY-MM-DD'),
    to: today.format('YYYY-MM-DD'),
    groupBy: 'month',
  };
}

/** Minor units of an entry not yet assigned to bookings (always positive or zero). */
export function leftToAssign(entry: { amount: number; assigned?: number }): number {
  return Math.max(0, Math.abs(entry.amount) - Math.abs(entry.assigned ?? 0));
}

/** The balance at the end of the last period of a balance answer, for one currency. */
export function latestBalance(
  points: readonly { period: string; currency: string; balance: number }[],
  currency: string,
): number | null {
  const mine = points.filter((p) => p.currency === currency);
  return mine.length > 0 ? mine[mine.length - 1]!.balance : null;
}
