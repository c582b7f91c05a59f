import { type AgencyPayments, csvText } from '@seaberth/domain';
import { minorToDecimal } from '../../ui/money.ts';

/**
 * The payments of a period as CSV (semicolon-separated with a BOM, which is what spreadsheet
 * programs in German-speaking offices open without asking); amounts as decimals of their currency.
 */
export function paymentsCsv(
  data: AgencyPayments,
  headers: string[],
  decimalsOf: (currency: string) => number,
  methodLabel: (method: string) => string,
): string {
  const rows = data.payments.map((payment) => [
    payment.date,
    payment.bookingNo,
    payment.leadName,
    methodLabel(payment.method),
    payment.reference,
    minorToDecimal(payment.amount, decimalsOf(payment.currency)),
    payment.currency,
  ]);
  return csvText(headers, rows, { separator: ';', bom: true, lineEnd: '\r\n' });
}
