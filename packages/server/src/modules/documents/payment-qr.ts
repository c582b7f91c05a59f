import { type BookingDetail, type Company, epcPayload, type PaymentQr } from '@seaberth/domain';
import QRCode from 'qrcode';

/**
 * The GiroCode payload of a booking: `amount` (the open amount by default) to the letterhead's
 * euro account, the booking number as remittance. Null when there is none to pay, the booking is
 * not in euro or the letterhead has no euro account.
 */
export function bookingPayload(
  booking: BookingDetail,
  company: Company,
  amount = booking.total - booking.paid,
) {
  const account = company.bankAccounts.find((a) => a.currency === 'EUR');
  if (!account) return null;
  const payload = epcPayload({
    name: account.holder || company.name,
    iban: account.iban,
    bic: account.bic,
    amount,
    currency: booking.currency,
    remittance: booking.bookingNo,
  });
  return payload ? { payload, amount, iban: account.iban } : null;
}

/** Error correction level M, as EPC069-12 asks. */
export async function paymentQr(
  booking: BookingDetail,
  company: Company,
  amount?: number,
): Promise<PaymentQr | null> {
  const found = bookingPayload(booking, company, amount);
  if (!found) return null;
  const svg = await QRCode.toString(found.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { ...found, currency: booking.currency, svg };
}
