import type { DueAmount } from '../pricing/index.ts';
import { convert, Dec, decimalsOf, type ExchangeRates, money } from '../pricing/index.ts';
import type { BookingState } from '../booking-states/index.ts';

/**
 * The first due amount not yet covered by what was paid: payments settle due amounts in date
 * order (a deposit before the rest), so 300 paid against a 300 deposit and a 700 rest leaves the
 * rest open in full. Null when everything due is paid. Overdue when its date lies before `today`.
 */
export function nextDueAmount(
  due: readonly Pick<DueAmount, 'amount' | 'due'>[],
  paid: number,
  today: string,
): { date: string; amount: number; overdue: boolean } | null {
  let covered = paid;
  for (const step of [...due].sort((a, b) => a.due.localeCompare(b.due))) {
    if (covered >= step.amount.amount) {
      covered -= step.amount.amount;
      continue;
    }
    return { date: step.due, amount: step.amount.amount - Math.max(covered, 0), overdue: step.due < today };
  }
  return null;
}

/**
 * What is still to pay of each due amount once what was paid is counted, in date order (payments
 * settle the deposit before the rest, as in `nextDueAmount`): a settled amount drops out, a partly
 * paid one asks for its remainder, and together they ask for exactly what is open (`open`, the
 * total less what was paid): never more, and what no planned amount covers (no terms, a price
 * raised after the plan) as a rest due on `restDue`. A fully paid booking owes nothing; mails and
 * pages render this, not the plan as priced.
 */
export function openDues(
  due: readonly DueAmount[],
  paid: number,
  open: number,
  restDue: string,
): DueAmount[] {
  let covered = paid;
  let left = Math.max(0, open);
  const answer: DueAmount[] = [];
  for (const step of [...due].sort((a, b) => a.due.localeCompare(b.due))) {
    const remaining = step.amount.amount - Math.max(covered, 0);
    covered = Math.max(0, covered - step.amount.amount);
    const asked = Math.min(remaining, left);
    if (asked <= 0) continue;
    left -= asked;
    answer.push({ ...step, amount: { ...step.amount, amount: asked } });
  }
  if (left > 0) {
    const last = answer.at(-1);
    const currency = last?.amount.currency ?? due[0]?.amount.currency ?? '';
    if (last?.kind === 'rest') last.amount = { ...last.amount, amount: last.amount.amount + left };
    else answer.push({ kind: 'rest', amount: { amount: left, currency }, due: last?.due ?? restDue });
  }
  return answer;
}

/**
 * Bookings whose money belongs on a trip's payment list: every live booking, and a cancelled one
 * as long as money sits on it (a refund is still owed).
 */
export function countsForTripPayments(state: BookingState, paid: number): boolean {
  return !['aborted', 'deleted', 'freed', 'rebooked', 'splitted'].includes(state) || paid !== 0;
}

/**
 * A payment in another currency than the booking's, counted in the booking currency: what the
 * bank credited when the operator says so, else converted at the day's rates; the rate is kept
 * with the payment (booking-currency units per unit paid, six decimals) so the amount never
 * changes when the rates do. Throws FxError when a currency has no rate.
 */
export function paymentInBookingCurrency(
  payment: { amount: number; currency: string; bookingAmount?: number },
  bookingCurrency: string,
  rates: ExchangeRates,
): { bookingAmount: number; rate: string } {
  const bookingAmount =
    payment.bookingAmount ?? convert(money(payment.amount, payment.currency), bookingCurrency, rates).amount;
  const paid = new Dec(payment.amount).div(new Dec(10).pow(decimalsOf(rates, payment.currency)));
  const counted = new Dec(bookingAmount).div(new Dec(10).pow(decimalsOf(rates, bookingCurrency)));
  return { bookingAmount, rate: counted.div(paid).toFixed(6) };
}
