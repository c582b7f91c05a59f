import type { BookingPayment, bookingPaymentSchema } from '@seaberth/domain';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Actor } from './booking-actor.ts';
import { type BookingService, refuse } from './booking.service.ts';
import { toPayment } from './booking-steps.ts';
import type { PaymentRow } from './bookings.repository.ts';

type PaymentInput = z.output<typeof bookingPaymentSchema>;

/** A booking's money: payments in and out, each a version of the booking like any other change. */
export class BookingMoneyActions {
  constructor(private readonly core: BookingService) {}

  async addPayment(id: string, input: PaymentInput, actor: Actor): Promise<BookingPayment> {
    const booking = await this.core.load(id, actor);
    this.core.checkAction(booking, 'payment');
    // Mixing currencies needs a rate fixed on the day; refused until finance rules exist.
    if (input.currency !== booking.currency)
      throw refuse([
        { path: 'currency', message: `Record payments in the booking currency ${booking.currency}` },
      ]);
    let payment: PaymentRow | undefined;
    await this.core.commit(booking, 'payment', actor, {}, async (tx) => {
      payment = await tx.insertPayment({ ...input, booking: booking.id, createdBy: actor.userId ?? null });
      await tx.recomputePaid(booking.id);
    });
    return toPayment(payment!);
  }

  async deletePayment(id: string, paymentId: string, actor: Actor): Promise<void> {
    const booking = await this.core.load(id, actor);
    this.core.checkAction(booking, 'payment');
    await this.core.commit(booking, 'deletePayment', actor, {}, async (tx) => {
      if (!(await tx.deletePayment(booking.id, paymentId))) throw notFound('Payment');
      await tx.recomputePaid(booking.id);
    });
  }
}
