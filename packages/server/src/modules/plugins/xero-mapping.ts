import type { InvoiceLine, InvoiceTaxSubtotal, XeroSettings } from '@seaberth/domain';
import { createHash } from 'node:crypto';

/** What of an issued invoice or credit note goes to Xero. */
export interface XeroSource {
  id: string;
  kind: 'invoice' | 'creditNote';
  number: string;
  bookingNo: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  lines: InvoiceLine[];
  taxes: InvoiceTaxSubtotal[];
  rounding: number;
  /** A credit note's invoice number. */
  refersToNumber: string | null;
}

export interface XeroContact {
  name: string;
  email: string;
}

/** The two document kinds as Xero names them: where they go and which field carries Xero's id. */
export const XERO_KINDS = {
  invoice: { path: '/Invoices', collection: 'Invoices', id: 'InvoiceID', numberField: 'InvoiceNumber' },
  creditNote: {
    path: '/CreditNotes',
    collection: 'CreditNotes',
    id: 'CreditNoteID',
    numberField: 'CreditNoteNumber',
  },
} as const;

/**
 * Our invoice as a Xero sales invoice (ACCREC) or sales credit note (ACCRECCREDIT), authorised,
 * with our number. Lines go net (`LineAmountTypes: Exclusive`) with the tax of each line given
 * (`TaxAmount`: our VAT breakdown apportioned over its lines), so Xero's totals are ours to the
 * cent instead of Xero rounding per line; the rounding amount (BT-114) is a line of its own.
 */
export function xeroDocument(source: XeroSource, contact: XeroContact, settings: XeroSettings) {
  const kind = XERO_KINDS[source.kind];
  const decimals = currencyDecimals(source.currency);
  const amount = (minor: number) => Number(decimalText(minor, decimals));
  const taxOfLine = lineTaxes(source.lines, source.taxes);
  const lineItems = source.lines.map((line, index) => {
    const quantity = line.quantity > 0 && line.net % line.quantity === 0 ? line.quantity : 1;
    return {
      Description: line.text.slice(0, 4000) || source.number,
      Quantity: quantity,
      UnitAmount: amount(line.net / quantity),
      AccountCode: settings.salesAccountCode,
      TaxType: taxType(settings, line.category, line.percent),
      TaxAmount: amount(taxOfLine[index]!),
    };
  });
  if (source.rounding !== 0)
    lineItems.push({
      Description: 'Rounding',
      Quantity: 1,
      UnitAmount: amount(source.rounding),
      AccountCode: settings.roundingAccountCode,
      TaxType: settings.zeroTaxType,
      TaxAmount: 0,
    });
  const body: Record<string, unknown> = {
    Type: source.kind === 'invoice' ? 'ACCREC' : 'ACCRECCREDIT',
    Contact: { Name: contact.name.slice(0, 255), ...(contact.email ? { EmailAddress: contact.email } : {}) },
    [kind.numberField]: source.number,
    Reference:
      source.kind === 'creditNote' && source.refersToNumber
        ? `${source.refersToNumber} / ${source.bookingNo}`
        : source.bookingNo,
    Date: source.issueDate,
    ...(source.kind === 'invoice' ? { DueDate: source.dueDate } : {}),
    CurrencyCode: source.currency,
    LineAmountTypes: 'Exclusive',
    Status: 'AUTHORISED',
    LineItems: lineItems,
  };
  return { kind, body };
}

/**
 * Xero keeps an Idempotency-Key for a while and answers a repeat with the first answer: the key
 * names the document and what was sent, so a retry of the same push cannot create a second one,
 * while a push after the settings were corrected is a new request.
 */
export function idempotencyKey(source: XeroSource, body: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32);
  return `seaberth-${source.id}-${digest}`;
}

/** The Xero TaxType of one of our rates: the mapped one, else the default (taxed) or zero type. */
export function taxType(settings: XeroSettings, category: string, percent: number): string {
  const mapped = settings.taxTypes.find((t) => t.category === category && t.percent === percent);
  if (mapped) return mapped.taxType;
  return percent > 0 ? settings.defaultTaxType : settings.zeroTaxType;
}

/** Each line's share of its breakdown's tax (largest remainder), so the shares add up to the breakdown. */
export function lineTaxes(lines: InvoiceLine[], taxes: InvoiceTaxSubtotal[]): number[] {
  const shares = lines.map(() => 0);
  for (const subtotal of taxes) {
    const members = lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => line.category === subtotal.category && line.percent === subtotal.percent);
    const base = members.reduce((sum, { line }) => sum + line.net, 0);
    if (!members.length) continue;
    const exact = members.map(({ line }) => (base === 0 ? 0 : (subtotal.tax * line.net) / base));
    const whole = exact.map((x) => Math.trunc(x));
    let rest = subtotal.tax - whole.reduce((a, b) => a + b, 0);
    const order = exact
      .map((x, k) => ({ k, fraction: Math.abs(x - Math.trunc(x)) }))
      .sort((a, b) => b.fraction - a.fraction);
    for (let step = 0; rest !== 0; step = (step + 1) % order.length) {
      const sign = Math.sign(rest);
      whole[order[step]!.k]! += sign;
      rest -= sign;
    }
    members.forEach(({ index }, k) => {
      shares[index] = whole[k]!;
    });
  }
  return shares;
}

/** Minor units of a currency (ISO 4217 exponent, as Intl knows it). */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Minor units as decimal text without floats: 123456 with 2 decimals → "1234.56". */
export function decimalText(minor: number, decimals: number, separator = '.'): string {
  const negative = minor < 0;
  const digits = String(Math.abs(Math.round(minor))).padStart(decimals + 1, '0');
  const whole = decimals ? digits.slice(0, -decimals) : digits;
  const fraction = decimals ? `${separator}${digits.slice(-decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Xero's decimal amounts back in minor units. */
export function minorOf(value: unknown, currency: string): number {
  return Math.round(Number(value ?? 0) * 10 ** currencyDecimals(currency));
}
