import {
  addDays,
  BOOKING_ACTIVITY_DEFINITION,
  type BookingInfoRow,
  bookingActivityQuerySchema,
  bookingActivitySchema,
  bookingCalculationStatsReport,
  bookingInfoStatsReport,
  bookingsExportReport,
  CALCULATION_LINE_GROUPS,
  CALCULATION_LINE_LABELS,
  type FinanceRow,
  financeReport,
  type Language,
  monthsOf,
  PAYMENT_METHODS,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/request-language.ts';
import type { BookingService } from '../bookings/index.ts';
import { BookingFiguresRepository } from './statistics-booking-figures.repository.ts';
import { STATISTICS_SCOPES, type StatisticsKinds } from './statistics-kind.ts';

const TYPE_LABELS: Record<string, Record<Language, string>> = {
  resort: { en: 'Resort stay', de: 'Resortaufenthalt' },
  vessel: { en: 'Vessel trip', de: 'Schiffsreise' },
};
const NO_CATEGORY: Record<Language, string> = { en: 'No category', de: 'Ohne Kategorie' };

/**
 * The bookings' own figures (SPEC §7 Bookings): the kinds bookingInfoStats and
 * bookingCalculationStats, `report/finance`, `csvExport` (each a report: JSON, CSV, XLSX) and
 * `GET statistics?days=N`, the desk's recent activity. Users limited to some resorts or vessels
 * count only the bookings they may open.
 */
export function registerBookingFigureRoutes(
  app: FastifyInstance,
  bookings: BookingService,
  { kind }: StatisticsKinds,
): void {
  const reads = new BookingFiguresRepository(bookings.services.database.db);

  kind(bookingInfoStatsReport, async (filter, request) => {
    const language = languageOf(request);
    const labelOf = (row: { dimension: BookingInfoRow['dimension']; value: string; name: string }) => {
      if (row.dimension === 'category') return row.value ? row.name : NO_CATEGORY[language];
      if (row.dimension === 'type') return TYPE_LABELS[row.value]?.[language] ?? row.value;
      return row.value;
    };
    const order = ['state', 'source', 'category', 'type'];
    return (await reads.breakdown(filter))
      .map((row) => ({
        dimension: row.dimension,
        value: row.value,
        label: labelOf(row),
        currency: row.currency,
        bookings: row.bookings,
        guests: row.guests,
        revenue: row.revenue,
      }))
      .sort(
        (x, y) =>
          order.indexOf(x.dimension) - order.indexOf(y.dimension) ||
          y.bookings - x.bookings ||
          x.label.localeCompare(y.label) ||
          x.currency.localeCompare(y.currency),
      );
  });

  kind(bookingCalculationStatsReport, async (filter, request) => {
    const language = languageOf(request);
    return (await reads.calculationSplit(filter))
      .map((row) => ({ ...row, label: CALCULATION_LINE_LABELS[row.line][language] }))
      .sort(
        (x, y) =>
          CALCULATION_LINE_GROUPS.indexOf(x.line) - CALCULATION_LINE_GROUPS.indexOf(y.line) ||
          x.currency.localeCompare(y.currency),
      );
  });

  const tags = ['bookings', 'statistics'];
  kind(
    financeReport,
    async (filter) => {
      const [sales, payments] = await Promise.all([
        reads.salesPerMonth(filter, filter.to),
        reads.paymentsPerMonth(filter),
      ]);
      const empty = (month: string, currency: string): FinanceRow => ({
        month,
        currency,
        revenue: 0,
        received: 0,
        ...(Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0])) as Record<
          (typeof PAYMENT_METHODS)[number],
          number
        >),
        refunds: 0,
        open: 0,
      });
      const found = new Map<string, FinanceRow>();
      const row = (month: string, currency: string) => {
        const key = `${month}/${currency}`;
        const existing = found.get(key) ?? empty(month, currency);
        found.set(key, existing);
        return existing;
      };
      for (const sale of sales) {
        const target = row(sale.month, sale.currency);
        target.revenue += sale.revenue;
        target.open += sale.open;
      }
      for (const payment of payments) {
        const target = row(payment.month, payment.currency);
        target.received += payment.received;
        target.refunds += payment.refunds;
        const method = (PAYMENT_METHODS as readonly string[]).includes(payment.method)
          ? (payment.method as (typeof PAYMENT_METHODS)[number])
          : 'other';
        target[method] += payment.received;
      }
      // Every month of the period in every currency that has figures: a quiet month shows zero.
      const currencies = [...new Set([...found.values()].map((r) => r.currency))].sort();
      return monthsOf(filter.from, filter.to).flatMap((month) =>
        currencies.map((currency) => found.get(`${month}/${currency}`) ?? empty(month, currency)),
      );
    },
    { path: '/api/bookings/report/finance', scopes: ['bookingpayment.read'], tags },
  );

  kind(bookingsExportReport, (filter) => reads.exportRows(filter), { path: '/api/bookings/csvExport', tags });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/bookings/statistics',
    {
      config: { access: { scopes: STATISTICS_SCOPES } },
      schema: {
        tags: ['bookings', 'statistics'],
        summary: 'The desk’s recent activity',
        description: BOOKING_ACTIVITY_DEFINITION.en,
        querystring: bookingActivityQuerySchema,
        response: { 200: bookingActivitySchema },
      },
    },
    async (request) => {
      const { days } = request.query;
      const { today } = await bookings.operatorDay();
      const current = { from: addDays(today, 1 - days), to: today };
      const previous = { from: addDays(today, 1 - 2 * days), to: addDays(today, -days) };
      const visible = bookings.repository.visibleTo(request.principal);
      const [now, before] = await Promise.all([
        reads.activity(current, visible),
        reads.activity(previous, visible),
      ]);
      const currencies = [...new Set([...now.revenue, ...before.revenue].map((r) => r.currency))].sort();
      const revenueOf = (list: { currency: string; revenue: number }[], currency: string) =>
        list.find((r) => r.currency === currency)?.revenue ?? 0;
      return {
        days,
        current,
        previous,
        definition: BOOKING_ACTIVITY_DEFINITION[languageOf(request)],
        made: { current: now.made, previous: before.made },
        cancelled: { current: now.cancelled, previous: before.cancelled },
        arriving: { current: now.arriving, previous: before.arriving },
        revenue: currencies.map((currency) => ({
          currency,
          current: revenueOf(now.revenue, currency),
          previous: revenueOf(before.revenue, currency),
        })),
      };
    },
  );
}
