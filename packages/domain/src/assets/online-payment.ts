import { z } from 'zod';
import { addDays } from '../dates/index.ts';

/**
 * How a guest pays a booking made on the public pages: by card at the payment provider's hosted
 * checkout (the booking is held minutes while the guest pays), or by bank transfer (the booking
 * becomes a reservation held for days, with the bank details and a GiroCode to pay by).
 */
export const ONLINE_PAYMENT_METHODS = ['card', 'transfer'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/** What the operator chooses per resort or vessel: card, transfer, or both (the guest picks). */
export const ONLINE_PAYMENTS = ['card', 'transfer', 'both'] as const;
export type OnlinePayment = (typeof ONLINE_PAYMENTS)[number];

/** A widget follows its resort or vessel unless it says otherwise. */
export const WIDGET_ONLINE_PAYMENTS = ['asset', ...ONLINE_PAYMENTS] as const;
export type WidgetOnlinePayment = (typeof WIDGET_ONLINE_PAYMENTS)[number];

export const onlinePaymentField = () => z.enum(ONLINE_PAYMENTS).default('card');
export const widgetOnlinePaymentField = () => z.enum(WIDGET_ONLINE_PAYMENTS).default('asset');

/** The setting in force: the widget's own, else its resort's or vessel's. */
export function effectiveOnlinePayment(
  asset: OnlinePayment,
  widget: WidgetOnlinePayment | null | undefined,
): OnlinePayment {
  return widget && widget !== 'asset' ? widget : asset;
}

/**
 * The ways a guest is offered to pay, transfer first when both: what the operator chose among
 * what can take money now (a card needs an active payment provider, a transfer a bank account in
 * the letterhead). When nothing chosen can, whatever can is offered instead, so an online booking
 * still ends in a payment; an empty answer means neither can (the booking is held and the office
 * writes to the guest).
 */
export function offeredPayments(
  chosen: OnlinePayment,
  available: readonly OnlinePaymentMethod[],
): OnlinePaymentMethod[] {
  const wanted: OnlinePaymentMethod[] = chosen === 'both' ? ['transfer', 'card'] : [chosen];
  const offered = wanted.filter((method) => available.includes(method));
  if (offered.length) return offered;
  return ONLINE_PAYMENT_METHODS.filter((method) => available.includes(method));
}

/** The method a booking is made with: the guest's choice when offered, else the first offered. */
export function chosenPayment(
  offered: readonly OnlinePaymentMethod[],
  wanted: OnlinePaymentMethod | undefined,
): OnlinePaymentMethod | null {
  if (wanted && offered.includes(wanted)) return wanted;
  return offered[0] ?? null;
}

/**
 * The option date of a reservation paid by transfer: `days` from today, but never later than the
 * day before arrival (the money has to be there before the guest), and never before today.
 */
export function transferOptionUntil(today: string, arrival: string, days: number): string {
  const wanted = addDays(today, Math.max(1, days));
  const lastDay = addDays(arrival, -1);
  // ISO dates compare as text: the earlier of the two, but never before today.
  const until = [wanted, lastDay].sort()[0]!;
  return [until, today].sort()[1]!;
}

/**
 * What a guest transfers now and by when: the next due amount (the deposit) — or everything open
 * when nothing more is scheduled — due on its day, but no later than the option date (an unpaid
 * reservation is released after it).
 */
export function transferDue(
  next: { date: string; amount: number } | null,
  open: number,
  optionUntil: string | null,
): { amount: number; due: string | null } {
  const amount = next ? Math.min(next.amount, open) : open;
  const date = next?.date ?? optionUntil;
  const due = date && optionUntil && optionUntil < date ? optionUntil : date;
  return { amount: Math.max(0, amount), due };
}
