import {
  convertExact,
  Dec,
  itineraryLoadReport,
  occupancyOf,
  perNight,
  roundMinor,
  tripLoadReport,
  yearBefore,
} from '@seaberth/domain';
import type { FastifyRequest } from 'fastify';
import type { BookingService } from '../bookings/index.ts';
import { OccupancyRepository } from './occupancy.repository.ts';
import type { StatisticsKinds } from './statistics-kind.ts';
import { type StatisticsFilter, StatisticsRepository } from './statistics.repository.ts';

/**
 * The liveaboard's kinds: `byVesselYear` (each departure's load and revenue per available
 * berth-night) and `byItinerary` (each tour on a vessel over the period beside the year before).
 */
export function registerDepartureRoutes(bookings: BookingService, { kind }: StatisticsKinds): void {
  const db = bookings.services.database.db;
  const reads = new StatisticsRepository(db);
  const revenues = new OccupancyRepository(db);

  /** The departures of a period with their load and trip revenue in the base currency. */
  async function departures(filter: StatisticsFilter, request: FastifyRequest) {
    const [{ baseCurrency }, rates] = await Promise.all([bookings.operatorDay(), bookings.rates()]);
    const visibleVessels = StatisticsRepository.vesselsVisibleTo(request.principal);
    const [trips, revenue] = await Promise.all([
      reads.tripLoads({ ...filter, visibleVessels }),
      revenues.tripRevenue(filter),
    ]);
    const revenueOf = new Map<string, Dec>();
    for (const row of revenue) {
      const base = convertExact(new Dec(row.revenue), row.currency, baseCurrency, rates);
      revenueOf.set(row.trip, (revenueOf.get(row.trip) ?? new Dec(0)).plus(base));
    }
    return trips.map((trip) => {
      const nights = Math.round((Date.parse(trip.end) - Date.parse(trip.start)) / 864e5);
      const berthNights = trip.berths * nights;
      const tripRevenue = roundMinor(revenueOf.get(trip.trip) ?? new Dec(0));
      return {
        ...trip,
        nights,
        berthNights,
        soldBerthNights: trip.sold * nights,
        loadFactor: occupancyOf(trip.sold, trip.berths),
        currency: baseCurrency,
        revenue: tripRevenue,
        revenuePerBerthNight: perNight(tripRevenue, berthNights),
      };
    });
  }

  kind(tripLoadReport, (filter, request) => departures(filter, request));

  kind(itineraryLoadReport, async (filter, request) => {
    const { baseCurrency } = await bookings.operatorDay();
    const lastYear = { ...filter, from: yearBefore(filter.from), to: yearBefore(filter.to) };
    const [now, before] = await Promise.all([departures(filter, request), departures(lastYear, request)]);
    type Sum = { label: string; trips: number; berthNights: number; sold: number; revenue: number };
    const sums = (trips: typeof now) => {
      const byItinerary = new Map<string, Sum>();
      for (const trip of trips) {
        const key = `${trip.tour}/${trip.vessel}`;
        const sum = byItinerary.get(key) ?? {
          label: `${trip.tourName} · ${trip.vesselName}`,
          trips: 0,
          berthNights: 0,
          sold: 0,
          revenue: 0,
        };
        sum.trips += 1;
        sum.berthNights += trip.berthNights;
        sum.sold += trip.soldBerthNights;
        sum.revenue += trip.revenue;
        byItinerary.set(key, sum);
      }
      return byItinerary;
    };
    const [mine, theirs] = [sums(now), sums(before)];
    const keys = [...new Set([...mine.keys(), ...theirs.keys()])];
    return keys
      .map((key) => {
        const [tour = '', vessel = ''] = key.split('/');
        const current = mine.get(key);
        const earlier = theirs.get(key);
        return {
          tour,
          vessel,
          label: (current ?? earlier)!.label,
          trips: current?.trips ?? 0,
          berthNights: current?.berthNights ?? 0,
          soldBerthNights: current?.sold ?? 0,
          loadFactor: occupancyOf(current?.sold ?? 0, current?.berthNights ?? 0),
          currency: baseCurrency,
          revenue: current?.revenue ?? 0,
          revenuePerBerthNight: perNight(current?.revenue ?? 0, current?.berthNights ?? 0),
          lastYearTrips: earlier?.trips ?? 0,
          lastYearLoadFactor: occupancyOf(earlier?.sold ?? 0, earlier?.berthNights ?? 0),
          lastYearRevenuePerBerthNight: perNight(earlier?.revenue ?? 0, earlier?.berthNights ?? 0),
        };
      })
      .sort((a, b) => a.label.localeCompare(b.label));
  });
}
