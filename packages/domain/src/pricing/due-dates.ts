import { addDays } from '../dates/index.ts';
import type { DueAmount } from './calculation.ts';
import { convertExact, Dec, type ExchangeRates, type Money, roundMinor } from './money.ts';
import type { Terms } from './terms.ts';

/**
 * Splits a booking total by terms of payment. The deposit is due `depositDueDays` after booking,
 * the rest `restDueDays` before arrival; a deposit is never due after the rest. When the rest would
 * be due on or before the booking date (a late booking) everything is due on the booking date as
 * one payment. A percentage deposit is rounded by the engine's rule; the rest takes the remainder,
 * so both always add up to the total exactly.
 */
export function dueAmounts(
  total: Money,
  terms: Terms,
  bookingDate: string,
  arrival: string,
  rates: ExchangeRates,
): DueAmount[] {
  if (total.amount <= 0) return [];
  const restDue = addDays(arrival, -terms.restDueDays);
  const all = (due: string): DueAmount[] => [{ kind: 'rest', amount: total, due }];
  if (restDue <= bookingDate) return all(bookingDate);
  const wanted =
    terms.depositType === 'percent'
      ? new Dec(total.amount).mul(terms.deposit).div(100)
      : convertExact(new Dec(terms.deposit), terms.currency, total.currency, rates);
  const deposit = Math.min(total.amount, roundMinor(wanted));
  if (deposit <= 0) return all(restDue);
  const depositDue = addDays(bookingDate, terms.depositDueDays);
  const result: DueAmount[] = [
    {
      kind: 'deposit',
      amount: { amount: deposit, currency: total.currency },
      due: [depositDue, restDue].sort()[0],
    },
  ];
  if (deposit < total.amount)
    result.push({
      kind: 'rest',
      amount: { amount: total.amount - deposit, currency: total.currency },
      due: restDue,
    });
  return result;
}
