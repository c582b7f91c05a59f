import {
  convertExact,
  Dec,
  decimalsOf,
  nightsPerMonth,
  type OccupancyUnit,
  occupancyOf,
  occupancyPerYearReport,
  perNight,
  reportPeriod,
  roundMinor,
  type StatisticsParams,
  utilizationReport,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BookingService } from '../bookings/index.ts';
import { registerReport } from '../reports/index.ts';
import { OccupancyRepository } from './occupancy.repository.ts';

const scopes = ['bookings.read'];

/** Occupancy per year over the last ten years when no period is given. */
const YEARS_BY_DEFAULT = 10;

/**
 * The occupancy kinds (USALI): `utilization` month by month and `occupancyPerYear` a year at a
 * time — room-nights available and sold, occupancy, room revenue, ADR and RevPAR per resort.
 */
export function registerOccupancyRoutes(app: FastifyInstance, bookings: BookingService): void {
  const reads = new OccupancyRepository(bookings.services.database.db);
  const decimals = async () => {
    const rates = await bookings.rates();
    return (currency: string) => decimalsOf(rates, currency);
  };

  /** The figures per unit and resort, room revenue in the base currency. */
  async function figures(
    period: { from: string; to: string },
    params: StatisticsParams,
    request: FastifyRequest,
    unit: OccupancyUnit,
  ) {
    const [{ baseCurrency }, rates] = await Promise.all([bookings.operatorDay(), bookings.rates()]);
    const filter = { ...params, ...period, visible: bookings.repository.visibleTo(request.principal) };
    const visibleRooms = OccupancyRepository.roomsVisibleTo(request.principal);
    const [resorts, sold, revenue] = await Promise.all([
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
    return [...nightsPerMonth(period.from, period.to, unit)].flatMap(([at, nights]) =>
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

  registerReport(app, utilizationReport, {
    path: `/api/bookings/statistics/${utilizationReport.name}`,
    scopes,
    decimals,
    async run(params: StatisticsParams, request) {
      const { today } = await bookings.operatorDay();
      const period = reportPeriod(params, today);
      const rows = await figures(period, params, request, 'month');
      return { ...period, basis: null, rows: rows.map(({ at, ...row }) => ({ month: at, ...row })) };
    },
  });

  registerReport(app, occupancyPerYearReport, {
    path: `/api/bookings/statistics/${occupancyPerYearReport.name}`,
    scopes,
    decimals,
    async run(params: StatisticsParams, request) {
      const { today } = await bookings.operatorDay();
      const year = Number(today.slice(0, 4));
      const period = reportPeriod(
        {
          from: params.from ?? `${year - YEARS_BY_DEFAULT + 1}-01-01`,
          to: params.to ?? `${year}-12-31`,
        },
        today,
      );
      const rows = await figures(period, params, request, 'year');
      return { ...period, basis: null, rows: rows.map(({ at, ...row }) => ({ year: at, ...row })) };
    },
  });
}
