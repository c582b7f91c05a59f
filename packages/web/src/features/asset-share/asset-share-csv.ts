import { type AssetShareReport, csvText } from '@seaberth/domain';
import { minorToDecimal } from '../../ui/money.ts';

/**
 * The report's bookings as CSV (semicolon-separated with a BOM, as spreadsheet programs in
 * German-speaking offices open it), amounts as decimals of their currency, one line per booking.
 */
export function assetShareCsv(
  report: AssetShareReport,
  headers: string[],
  decimalsOf: (currency: string) => number,
): string {
  const rows = report.bookings.map((b) => {
    const money = (amount: number) => minorToDecimal(amount, decimalsOf(b.currency));
    return [
      b.bookingNo,
      b.leadName,
      b.from,
      b.to,
      b.state,
      b.resort.name,
      money(b.resort.amount),
      b.vessel.name,
      money(b.vessel.amount),
      money(b.total),
      money(b.paid),
      money(b.open),
      money(b.commission),
      b.currency,
    ];
  });
  return csvText(headers, rows, { separator: ';', bom: true, lineEnd: '\r\n' });
}
