import {
  type BookingPayment,
  type bookingPaymentSchema,
  type PaymentMethod,
  paymentInBookingCurrency,
} from '@seaberth/domain';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { ActionInput, Actor } from '../../http/actor.ts';
import { type BookingService, refuse } from './booking.service.ts';
import { toPayment } from './booking-steps.ts';
import type { PaymentRow } from './booking-rows.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/** A payment as the wire gives it, or one the credit ledger makes (method `credit`). */
type PaymentInput = ActionInput<Omit<z.output<typeof bookingPaymentSchema>, 'method'>> & {
  method: PaymentMethod;
};

/** A booking's money: payments in and out, each a version of the booking like any other change. */
export class BookingMoneyActions {
  constructor(private readonly core: BookingService) {}

  /**
   * `also` runs in the payment's transaction with the new row: a bank entry's assignment commits
   * (or fails) together with the payment it makes.
   */
  async addPayment(
    id: string,
    input: PaymentInput,
    actor: Actor,
    also?: (tx: BookingsRepository, payment: PaymentRow) => Promise<void>,
  ): Promise<BookingPayment> {
    const booking = await this.core.load(id, actor, input.version);
    this.core.checkAction(booking, 'payment');
    const { bookingAmount: credited, version: _version, ...paid } = input;
    // Paid in another currency: counted in the booking's at the day's rate (or as credited), both kept.
    const conversion =
      input.currency === booking.currency
        ? { bookingAmount: null, rate: null }
        : paymentInBookingCurrency(input, booking.currency, await this.core.rates());
    if (credited !== undefined && input.currency === booking.currency)
      throw refuse([{ path: 'bookingAmount', message: 'Only a payment in another currency is converted' }]);
    if (conversion.bookingAmount !== null && Math.sign(conversion.bookingAmount) !== Math.sign(input.amount))
      throw refuse([
        { path: 'bookingAmount', message: 'A payment and what it counts must have the same sign' },
      ]);
    let payment: PaymentRow | undefined;
    const { today } = await this.core.operatorDay();
    await this.core.commit(booking, 'payment', actor, {}, async (tx) => {
      payment = await tx.insertPayment({
        ...paid,
        ...conversion,
        booking: booking.id,
        createdBy: actor.userId ?? null,
      });
      await also?.(tx, payment);
      await tx.recomputePaid(booking.id);
      // Paid in full now: a referral code it was made with earns its referrer the reward (once).
      await tx.referrals.paid(booking.id, today, actor);
    });
    return toPayment(payment!);
  }

  /**
   * Takes a payment back. One made by the customer credit ledger reverses its entry in the same
   * transaction (`note` says why), so the credit is given back or taken out with the money; `also`
   * commits with it (a till's storno of the money it took).
   */
  async deletePayment(
    id: string,
    paymentId: string,
    actor: Actor,
    note = '',
    version?: number,
    also?: (tx: BookingsRepository) => Promise<void>,
  ): Promise<void> {
    const booking = await this.core.load(id, actor, version);
    this.core.checkAction(booking, 'payment');
    const { today } = await this.core.operatorDay();
    await this.core.commit(booking, 'deletePayment', actor, {}, async (tx) => {
      await tx.credits.reverseOfPayment(paymentId, today, note, actor);
      if (!(await tx.deletePayment(booking.id, paymentId))) throw notFound('Payment');
      await also?.(tx);
      await tx.recomputePaid(booking.id);
    });
  }

  /**
   * A recorded payment changed in place (`POST /api/payments/{id}`): `change` writes the row in
   * the booking's transaction, which records the booking's version (its snapshot lists the
   * payments, so the history shows what changed) and counts the paid amount again.
   */
  async changePayment(
    id: string,
    actor: Actor,
    version: number,
    change: (tx: BookingsRepository) => Promise<void>,
  ): Promise<void> {
    const booking = await this.core.load(id, actor, version);
    this.core.checkAction(booking, 'payment');
    await this.core.commit(booking, 'payment', actor, {}, async (tx) => {
      await change(tx);
      await tx.recomputePaid(booking.id);
    });
  }

  /** The day's rate for a payment in another currency than its booking's (or as credited). */
  async conversion(payment: { amount: number; currency: string; bookingAmount?: number }, currency: string) {
    return payment.currency === currency
      ? { bookingAmount: null, rate: null }
      : paymentInBookingCurrency(payment, currency, await this.core.rates());
  }
}
