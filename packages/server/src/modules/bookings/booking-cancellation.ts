import {
  type CancelPreviewInput,
  type CancellationPreview,
  cancellationFee,
  cancellationFeeLine,
  daysBetween,
  withCancellationFee,
} from '@seaberth/domain';
import type { Actor } from '../../http/actor.ts';
import type { BookingService } from './booking.service.ts';
import { priced } from './booking-steps.ts';
import type { BookingRow } from './booking-rows.ts';

const FEE_TEXT = {
  en: (percent: number | null) => `Cancellation fee${percent === null ? '' : ` (${percent} %)`}`,
  de: (percent: number | null) => `Stornogebühr${percent === null ? '' : ` (${percent} %)`}`,
};

/** A cancellation's charge as the cancel call and its preview read it: with or without a reason. */
type Charge = Pick<CancelPreviewInput, 'percent' | 'value' | 'useTerms' | 'includeCommission'>;

/**
 * What a cancellation costs, worked out once for the cancel call and for the dialog's preview, so
 * the fee shown before confirming is the fee charged. The terms are the booking's own, else the
 * default terms of the price list that priced it.
 */
export async function cancellationCharge(
  core: BookingService,
  booking: BookingRow,
  input: Charge,
  date: string,
): Promise<Omit<CancellationPreview, 'currency' | 'total' | 'paid' | 'balance' | 'date'>> {
  const calculation = booking.calculation;
  const termsId =
    booking.termsOfPayment ?? (calculation ? await core.repository.defaultTermsOf(calculation) : null);
  const terms = input.useTerms && termsId ? await core.repository.cancellationTerms(termsId) : null;
  const scale = terms?.scale ?? [];
  const fee = cancellationFee({
    total: booking.total,
    commission: calculation?.commission?.amount.amount ?? 0,
    arrival: booking.from,
    date,
    percent: input.percent,
    value: input.value,
    useTerms: input.useTerms ?? false,
    includeCommission: input.includeCommission ?? true,
    scale,
  });
  return {
    fee: fee.amount,
    percent: fee.percent,
    daysBefore: daysBetween(date, booking.from),
    terms: terms ? { id: terms.id, name: terms.name } : null,
    scale,
  };
}

/**
 * The price of a cancellation that charges (a value, a percent or the terms' scale): the lines
 * stay for the record, the fee is what the booking costs now. A free one leaves the price as it was.
 */
export async function cancellationPrice(
  core: BookingService,
  booking: BookingRow,
  input: Charge,
  date: string,
): Promise<Partial<BookingRow>> {
  const charging = input.value !== undefined || input.percent !== undefined || input.useTerms;
  if (!charging || !booking.calculation) return {};
  const { fee, percent } = await cancellationCharge(core, booking, input, date);
  const text = FEE_TEXT[booking.language === 'de' ? 'de' : 'en'](percent);
  const line = fee > 0 ? cancellationFeeLine(fee, booking.currency, percent, text) : null;
  return priced(withCancellationFee(booking.calculation, line));
}

/**
 * `POST /api/bookings/{id}/cancell/preview`: what the cancel call would charge on `date` (today by
 * default) and what it leaves: still owed by the guest (balance > 0) or a refund (< 0). Nothing
 * changes; the booking must be one that can be cancelled.
 */
export async function previewCancellation(
  core: BookingService,
  id: string,
  input: CancelPreviewInput,
  actor: Actor,
): Promise<CancellationPreview> {
  const booking = await core.load(id, actor);
  core.checkAction(booking, 'cancel');
  const { today } = await core.operatorDay();
  const date = input.date ?? today;
  const charging = input.value !== undefined || input.percent !== undefined || input.useTerms;
  const charge = await cancellationCharge(core, booking, input, date);
  // A free cancellation (or one of a booking without a price) keeps the total as it is.
  const total = charging && booking.calculation ? charge.fee : booking.total;
  return {
    currency: booking.currency,
    total: booking.total,
    paid: booking.paid,
    date,
    ...charge,
    fee: charging && booking.calculation ? charge.fee : 0,
    balance: total - booking.paid,
  };
}
