import { z } from 'zod';
import { defineReport, type ReportRow } from '../reports/index.ts';
import { statisticsParamsSchema } from './statistics-params.ts';

/**
 * `GET /api/bookings/statistics/incomeByMonth`: what the sales of each month bring, what of it is
 * paid and what is still open — the money page's first figure (/stats/base). Never added across
 * currencies: a month has a line per currency its bookings were made in.
 */
export const incomeByMonthReport = defineReport({
  name: 'incomeByMonth',
  title: { en: 'Income by month', de: 'Umsatz nach Monat' },
  definition: {
    en: 'Per month: the sales (bookings reserved, confirmed or completed, and cancelled bookings that charged a fee, with the fee as revenue and no guests), their guests, their revenue (the bookings’ total), what of it is paid and what is open, in each booking currency; months without sales show zero.',
    de: 'Je Monat: die Verkäufe (reservierte, bestätigte und abgeschlossene Buchungen sowie stornierte Buchungen mit Stornogebühr, mit der Gebühr als Umsatz und ohne Gäste), ihre Gäste, ihr Umsatz (die Summe der Buchungen), was davon bezahlt und was offen ist, je Buchungswährung; Monate ohne Verkauf zeigen null.',
  },
  params: statisticsParamsSchema,
  row: z.object({
    /** YYYY-MM */
    month: z.string(),
    currency: z.string(),
    bookings: z.number().int(),
    guests: z.number().int(),
    /** Minor units of `currency`. */
    revenue: z.number().int(),
    paid: z.number().int(),
    open: z.number().int(),
  }),
  columns: [
    { key: 'month', kind: 'text', label: { en: 'Month', de: 'Monat' } },
    { key: 'bookings', kind: 'integer', label: { en: 'Bookings', de: 'Buchungen' } },
    { key: 'guests', kind: 'integer', label: { en: 'Guests', de: 'Gäste' } },
    { key: 'revenue', kind: 'money', currencyKey: 'currency', label: { en: 'Revenue', de: 'Umsatz' } },
    { key: 'paid', kind: 'money', currencyKey: 'currency', label: { en: 'Paid', de: 'Bezahlt' } },
    { key: 'open', kind: 'money', currencyKey: 'currency', label: { en: 'Open', de: 'Offen' } },
    { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
  ],
  chart: { kind: 'bar', x: 'month', series: ['bookings', 'guests'] },
  basis: ['stay', 'booking'],
});
export type IncomeByMonthRow = ReportRow<typeof incomeByMonthReport>;

/** The months of a period, first to last (YYYY-MM). */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * Every month of the period with a line per currency of the period's sales: a month without sales
 * in a currency shows zero, so the chart's bars stand where the months are.
 */
export function fillMonths(rows: readonly IncomeByMonthRow[], from: string, to: string): IncomeByMonthRow[] {
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  const found = new Map(rows.map((r) => [`${r.month}/${r.currency}`, r]));
  return monthsOf(from, to).flatMap((month) =>
    currencies.map(
      (currency) =>
        found.get(`${month}/${currency}`) ?? {
          month,
          currency,
          bookings: 0,
          guests: 0,
          revenue: 0,
          paid: 0,
          open: 0,
        },
    ),
  );
}
