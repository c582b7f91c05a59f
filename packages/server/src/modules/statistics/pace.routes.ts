import {
  changeOf,
  convertExact,
  Dec,
  monthsOf,
  type OnTheBooks,
  paceReport,
  roundMinor,
  yearAfter,
  yearBefore,
} from '@seaberth/domain';
import type { BookingService } from '../bookings/index.ts';
import type { StatisticsKinds } from './statistics-kind.ts';
import { type BooksFilter, PaceRepository } from './pace.repository.ts';

/**
 * `GET /api/bookings/statistics/pace`: the books for a period as of a day against the same period a
 * year earlier as of the same day a year earlier, and as that period ended.
 */
export function registerPaceRoutes(bookings: BookingService, { kind }: StatisticsKinds): void {
  const reads = new PaceRepository(bookings.services.database.db);

  kind(paceReport, async (params) => {
    const [{ today, timezone, baseCurrency }, rates] = await Promise.all([
      bookings.operatorDay(),
      bookings.rates(),
    ]);
    const period = { from: params.from, to: params.to };
    const asOf = params.asOf ?? today;
    const common = {
      assets: params.assets,
      categories: params.categories,
      sources: params.sources,
      visible: params.visible,
      timezone,
    };
    /** The books per month of arrival, revenue in the base currency. */
    const books = async (filter: Omit<BooksFilter, keyof typeof common>, shift = (m: string) => m) => {
      const perMonth = new Map<string, OnTheBooks & { exact: Dec }>();
      for (const row of await reads.onTheBooks({ ...common, ...filter })) {
        const month = shift(row.month);
        const sum = perMonth.get(month) ?? {
          month,
          bookings: 0,
          roomNights: 0,
          revenue: 0,
          exact: new Dec(0),
        };
        sum.bookings += row.bookings;
        sum.roomNights += row.roomNights;
        sum.exact = sum.exact.plus(convertExact(new Dec(row.revenue), row.currency, baseCurrency, rates));
        sum.revenue = roundMinor(sum.exact);
        perMonth.set(month, sum);
      }
      return perMonth;
    };
    const lastYear = { from: yearBefore(period.from), to: yearBefore(period.to) };
    const [now, before, final] = await Promise.all([
      books({ ...period, asOf }),
      books({ ...lastYear, asOf: yearBefore(asOf) }, yearAfter),
      books({ ...lastYear, asOf: today }, yearAfter),
    ]);
    return monthsOf(period.from, period.to).map((month) => {
      const mine = now.get(month);
      const then = before.get(month);
      const ended = final.get(month);
      const roomNights = mine?.roomNights ?? 0;
      const revenue = mine?.revenue ?? 0;
      const lastYearRoomNights = then?.roomNights ?? 0;
      const lastYearRevenue = then?.revenue ?? 0;
      return {
        month,
        bookings: mine?.bookings ?? 0,
        roomNights,
        lastYearBookings: then?.bookings ?? 0,
        lastYearRoomNights,
        lastYearFinalRoomNights: ended?.roomNights ?? 0,
        roomNightsChange: changeOf(roomNights, lastYearRoomNights),
        currency: baseCurrency,
        revenue,
        lastYearRevenue,
        lastYearFinalRevenue: ended?.revenue ?? 0,
        revenueChange: changeOf(revenue, lastYearRevenue),
      };
    });
  });
}
