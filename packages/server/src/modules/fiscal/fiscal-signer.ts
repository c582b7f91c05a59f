/**
 * A till's transactions signed by a technical security module (TSE), as Germany's KassenSichV asks
 * of an electronic till (issue 35): every receipt is signed once, when it is final; what the
 * signature answers is printed on the receipt (KassenSichV §6) and exported for the auditor.
 */

/** Germany's VAT rates as a TSE names them (DSFinV-K): 19 %, 7 %, 10.7 %, 5.5 %, 0 %. */
export const FISCAL_VAT_RATES = {
  NORMAL: 19,
  REDUCED_1: 7,
  SPECIAL_RATE_1: 10.7,
  SPECIAL_RATE_2: 5.5,
  NULL: 0,
} as const;
export type FiscalVatRate = keyof typeof FISCAL_VAT_RATES;

/** What a receipt sums up for the TSE: gross amounts per VAT rate and per kind of payment. */
export interface FiscalReceipt {
  /** The till's transaction (a UUID): signing it again answers the same signature. */
  id: string;
  /** RECEIPT for a sale or a void (a void is a receipt of negative amounts), else TRAINING, TRANSFER… */
  type: 'RECEIPT' | 'TRAINING' | 'TRANSFER' | 'ORDER' | 'CANCELLATION';
  currency: string;
  /** Gross amounts in minor units (cents) per VAT rate in percent. */
  lines: { vatPercent: number; gross: number }[];
  /** Amounts in minor units per payment: cash, or anything else (card, the guest's folio). */
  payments: { kind: 'cash' | 'nonCash'; amount: number; currency: string }[];
}

/** What the TSE answers for a signed transaction: the receipt prints it, the export lists it. */
export interface FiscalSignature {
  transactionNumber: number;
  signatureCounter: number;
  signature: string;
  algorithm: string;
  publicKey: string;
  /** When the TSE started and finished the transaction (ISO 8601). */
  timeStart: string;
  timeEnd: string;
  tssSerialNumber: string;
  clientSerialNumber: string;
  timestampFormat: string;
  /** The receipt's QR code content (DSFinV-K "V0;…"). */
  qrCodeData: string;
}

/** A TSE refused or could not be reached: the sale stands, the failure is recorded and shown. */
export class FiscalSigningError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FiscalSigningError';
  }
}

/** A technical security module behind an adapter: a cloud TSE today, another one tomorrow. */
export interface FiscalSigner {
  sign(receipt: FiscalReceipt): Promise<FiscalSignature>;
}

/** The TSE's name of a VAT rate given in percent; a rate Germany does not have is refused. */
export function fiscalVatRate(percent: number): FiscalVatRate {
  const found = (Object.entries(FISCAL_VAT_RATES) as [FiscalVatRate, number][]).find(
    ([, rate]) => Math.abs(rate - percent) < 0.001,
  );
  if (!found)
    throw new FiscalSigningError(
      'E_VAT_RATE',
      `A TSE knows no VAT rate of ${percent} %: 19, 7, 10.7, 5.5 or 0`,
    );
  return found[0];
}

/** Minor units as the decimal text a TSE expects ("119.00", "-2.50"). */
export function fiscalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
