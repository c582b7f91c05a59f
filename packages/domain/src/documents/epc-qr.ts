import { z } from 'zod';

/**
 * The EPC QR code ("GiroCode", EPC069-12 version 002): a SEPA credit transfer a banking app reads
 * from the camera. Amounts in euro only; the remittance is the booking number, so the bank import
 * can match the payment to its booking.
 */
export interface EpcTransfer {
  name: string;
  iban: string;
  bic?: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  remittance: string;
}

/** EPC069-12 limits: at most 999,999,999.99 EUR, names 70 and remittance 140 characters. */
const MAX_CENTS = 99_999_999_999;

/** The payload, or null when no GiroCode can carry this transfer (another currency, nothing to pay). */
export function epcPayload(transfer: EpcTransfer): string | null {
  if (transfer.currency !== 'EUR') return null;
  if (!Number.isInteger(transfer.amount) || transfer.amount <= 0 || transfer.amount > MAX_CENTS) return null;
  const iban = transfer.iban.replace(/\s+/g, '').toUpperCase();
  if (!iban || !transfer.name.trim()) return null;
  const clean = (text: string, max: number) =>
    text
      .replace(/[\r\n]+/g, ' ')
      .trim()
      .slice(0, max);
  return [
    'BCD',
    '002',
    '1', // UTF-8
    'SCT',
    (transfer.bic ?? '').replace(/\s+/g, '').toUpperCase(),
    clean(transfer.name, 70),
    iban,
    `EUR${(transfer.amount / 100).toFixed(2)}`,
    '', // purpose code
    '', // structured (RF) reference: the booking number goes unstructured
    clean(transfer.remittance, 140),
  ].join('\n');
}

/**
 * `POST /api/bookings/{id}/qrcode` and `POST /api/bookings/paymentqrcode`: the GiroCode (EPC QR) of
 * an amount to pay for the booking, as its payload and as a picture.
 */
export const paymentQrSchema = z.object({
  /** The EPC069-12 text the code holds. */
  payload: z.string(),
  /** Minor units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  iban: z.string(),
  /** The code as an SVG picture. */
  svg: z.string(),
});
export type PaymentQr = z.infer<typeof paymentQrSchema>;
