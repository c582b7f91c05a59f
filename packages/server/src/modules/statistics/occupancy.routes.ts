import {
  convertExact,
  Dec,
  daysPerUnit,
  occupancyOf,
  occupancyPerYearReport,
  perNight,
  reportPeriod,
  roundMinor,
  type TimeUnit,
  utilizationReport,
} from '@seaberth/domain';
import type { FastifyRequest } from 'fastify';
import type { BookingService } from '../bookings/index.ts';
import { OccupancyRepository } from './occupancy.repository.ts';
import type { StatisticsKinds } from './statistics-kind.ts';
import type { StatisticsFilter } from './statistics.repository.ts';

/** Occupancy per year over the last ten years when no period is given. */
const YEARS_BY_DEFAULT = 10;

/**
 * The occupancy kinds (USALI): `utilization` month by month (or by the day, week or year asked) and
 * `occupancyPerYear` a year at a time — room-nights available and sold, occupancy, room revenue, ADR and RevPAR per resort.
 */
export function registerOccupancyRoutes(bookings: BookingService, { kind }: StatisticsKinds): void {
  const reads = new OccupancyRepository(bookings.services.database.db);

  /** The figures per unit and resort, room revenue in the base currency. */
  async function figures(filter: StatisticsFilter, request: FastifyRequest, unit: TimeUnit) {
    const visibleRooms = OccupancyRepository.roomsVisibleTo(request.principal);
    // All at once: the two statements of the figures need not wait for the settings' reads.
    const [{ baseCurrency }, rates, resorts, sold, revenue] = await Promise.all([
      bookings.operatorDay(),
      bookings.rates(),
      reads.resortRooms(filter, visibleRooms),
      reads.soldRoomNights(filter, visibleRooms, unit),
      reads.roomRevenue(filter, visibleRooms, unit),
    ]);
    const soldOf = new Map(sold.map((row) => [`${row.unit}/${row.resort}`, row.sold]));
    const revenueOf = new Map<string, Dec>();
    for (const row of revenue) {
      const key = `${row.unit}/${row.resort}`;
      const base = convertExact(new Dec(row.revenue), row.currency, baseCurrency, rates);
      revenueOf.set(key, (revenueOf.get(key) ?? new Dec(0)).plus(base));
    }
    return [...daysPerUnit(filter.from, filter.to, unit)].flatMap(([at, nights]) =>
      resorts.map((resort) => {
        const available = resort.rooms * nights;
        const roomNights = soldOf.get(`${at}/${resort.resort}`) ?? 0;
        const roomRevenue = roundMinor(revenueOf.get(`${at}/${resort.resort}`) ?? new Dec(0));
        return {
          at,
          resort: resort.resort,
          resortName: resort.name,
          label: resorts.length > 1 ? `${at} ${resort.name}` : at,
          available,
          sold: roomNights,
          occupancy: occupancyOf(roomNights, available),
          currency: baseCurrency,
          roomRevenue,
          adr: perNight(roomRevenue, roomNights),
          revpar: perNight(roomRevenue, available),
        };
      }),
    );
  }

  kind(utilizationReport, async (filter, request) =>
    (await figures(filter, request, filter.unit)).map(({ at, ...row }) => ({ period: at, ...row })),
  );

  kind(
    occupancyPerYearReport,
    async (filter, request) =>
      (await figures(filter, request, 'year')).map(({ at, ...row }) => ({ year: at, ...row })),
    {
      period: (asked, today) => {
        const year = Number(today.slice(0, 4));
        return reportPeriod(
          { from: asked.from ?? `${year - YEARS_BY_DEFAULT + 1}-01-01`, to: asked.to ?? `${year}-12-31` },
          today,
        );
      },
    },
  );
}
