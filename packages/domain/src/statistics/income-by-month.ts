import { z } from 'zod';
import { daysPerUnit, type TimeUnit } from '../dates/index.ts';
import { defineReport, type ReportRow } from '../reports/index.ts';
import { statisticsSeriesParamsSchema } from './statistics-params.ts';

/**
 * `GET /api/bookings/statistics/incomeByMonth`: what the sales of each month bring, what of it is
 * paid and what is still open — the money page's first figure (/stats/base). Never added across
 * currencies: a month has a line per currency its bookings were made in.
 */
export const incomeByMonthReport = defineReport({
  name: 'incomeByMonth',
  title: { en: 'Income by month', de: 'Einnahmen pro Monat' },
  definition: {
    en: 'Per month (or the day, ISO week or year asked): the sales (bookings reserved, confirmed or completed, and cancelled bookings that charged a fee, with the fee as revenue and no guests), their guests, their revenue (the bookings’ total), what of it is paid and what is open, in each booking currency; months without sales show zero.',
    de: 'Je Monat (oder je Tag, ISO-Woche oder Jahr): die Verkäufe (reservierte, bestätigte und abgeschlossene Buchungen sowie stornierte Buchungen mit Stornogebühr, mit der Gebühr als Umsatz und ohne Gäste), ihre Gäste, ihr Umsatz (die Summe der Buchungen), was davon bezahlt und was offen ist, je Buchungswährung; Monate ohne Verkauf zeigen null.',
  },
  params: statisticsSeriesParamsSchema,
  row: z.object({
    /** The unit grouped by: YYYY-MM-DD, YYYY-Www (ISO week), YYYY-MM or YYYY. */
    period: z.string(),
    currency: z.string(),
    bookings: z.number().int(),
    guests: z.number().int(),
    /** Minor units of `currency`. */
    revenue: z.number().int(),
    paid: z.number().int(),
    open: z.number().int(),
  }),
  columns: [
    { key: 'period', kind: 'text', label: { en: 'Month', de: 'Monat' } },
    { key: 'bookings', kind: 'integer', label: { en: 'Bookings', de: 'Buchungen' } },
    { key: 'guests', kind: 'integer', label: { en: 'Guests', de: 'Gäste' } },
    { key: 'revenue', kind: 'money', currencyKey: 'currency', label: { en: 'Revenue', de: 'Umsatz' } },
    { key: 'paid', kind: 'money', currencyKey: 'currency', label: { en: 'Paid', de: 'Bezahlt' } },
    { key: 'open', kind: 'money', currencyKey: 'currency', label: { en: 'Open', de: 'Offen' } },
    { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
  ],
  chart: { kind: 'bar', x: 'period', series: ['bookings', 'guests'] },
  basis: ['stay', 'booking'],
  groupBy: {
    units: ['month', 'day', 'week', 'year'],
    column: 'period',
    titles: {
      day: { en: 'Income by day', de: 'Einnahmen pro Tag' },
      week: { en: 'Income by week', de: 'Einnahmen pro Woche' },
      month: { en: 'Income by month', de: 'Einnahmen pro Monat' },
      year: { en: 'Income by year', de: 'Einnahmen pro Jahr' },
    },
  },
});
export type IncomeByMonthRow = ReportRow<typeof incomeByMonthReport>;

/** The months of a period, first to last (YYYY-MM). */
export const monthsOf = (from: string, to: string): string[] => [...daysPerUnit(from, to, 'month').keys()];

/**
 * Every unit of the period with a line per currency of the period's sales: a unit without sales
 * in a currency shows zero, so the chart's bars stand where the months (or days, weeks) are.
 */
export function fillPeriods(
  rows: readonly IncomeByMonthRow[],
  from: string,
  to: string,
  unit: TimeUnit,
): IncomeByMonthRow[] {
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  const found = new Map(rows.map((r) => [`${r.period}/${r.currency}`, r]));
  return [...daysPerUnit(from, to, unit).keys()].flatMap((period) =>
    currencies.map(
      (currency) =>
        found.get(`${period}/${currency}`) ?? {
          period,
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
