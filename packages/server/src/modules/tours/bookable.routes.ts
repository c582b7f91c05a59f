import {
  availabilityAgency,
  bookableTourExtraSchema,
  bookableTourShortSchema,
  bookableTripExtraSchema,
  bookableTripShortSchema,
  groupByRoom,
  type Page,
  pagingQuerySchema,
  scheduleNights,
  scheduleResource,
  pageSchemaOf,
  tourResource,
  tripAvailability,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schedules, tours } from '../../db/schema/index.ts';
import { validationError } from '../../http/errors.ts';
import { recordSchemaOf } from '../../http/record-schema.ts';
import { toWire } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import { withoutAllotmentsOf } from '../assets/index.ts';
import { OccupancyRepository, visibleRooms } from '../assets/index.ts';
import {
  type BookableFilter,
  type ScheduleWithNames,
  ToursRepository,
  visibleSchedules,
  visibleTours,
} from './tours.repository.ts';
import { allRows } from '../../http/all-rows.ts';

/** `?new=true` style switches: true, 1 or an empty value (`?new`) turn them on. */
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === '');

const bookingQuery = pagingQuerySchema.extend({
  new: flag,
  available: flag,
  short: flag,
  /** Booking for this agency: its allotments count as free. */
  agency: z.uuid().optional(),
});
type BookingQuery = z.output<typeof bookingQuery>;

const FILTERS = ['vessel', 'tour', 'status'] as const;
const SCHEDULE_SORTS = ['from', 'to', 'tourName', 'vesselName', 'freeBeds', 'freeCabins'] as const;

export interface BookableTrip extends ScheduleWithNames {
  nights: number;
  cabins: number;
  freeCabins: number;
  beds: number;
  freeBeds: number;
}

function bookableFilter(query: BookingQuery, today: string): BookableFilter {
  const equal: BookableFilter['equal'] = [];
  for (const [field, value] of Object.entries(query.filter ?? {})) {
    if (!(FILTERS as readonly string[]).includes(field)) {
      throw validationError([{ path: `filter.${field}`, message: `Filter by ${FILTERS.join(', ')}` }]);
    }
    if (typeof value !== 'string') {
      throw validationError([{ path: `filter.${field}`, message: 'Give a single value' }]);
    }
    equal.push([field as (typeof FILTERS)[number], value]);
  }
  return {
    equal,
    since: query.new ? today : undefined,
    search: query.search?.trim() || undefined,
  };
}

function paged<T>(rows: T[], query: BookingQuery): Page<T> {
  const size = query.size;
  const data = size === 0 ? allRows(rows) : rows.slice(query.page * size, query.page * size + size);
  return { data, total: rows.length, page: query.page, size };
}

/**
 * The bookable side of tours and schedules (SPEC §7 `GET tour/booking`, `GET schedule/booking`):
 * trips with what is left to sell, for the tour booking wizard and the public booking. Free places
 * come from one occupancy query for all listed trips' vessels and dates.
 */
export function registerBookableRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = new ToursRepository(services.database.db);
  const occupancy = new OccupancyRepository(services.database.db);
  const features = ['vessel' as const];
  const access = {
    access: { scopes: ['tours.read', 'schedules.read', 'bookings.read', 'bookings.create'], features },
  };

  async function bookableTrips(request: FastifyRequest, query: BookingQuery): Promise<BookableTrip[]> {
    const visible = visibleSchedules(request.principal);
    const trips = await repository.bookable(bookableFilter(query, await services.calendar.today()), visible);
    if (!trips.length) return [];
    const vessels = [...new Set(trips.map((t) => t.vessel))];
    // ISO dates sort as text: the earliest embarkation and the latest disembarkation.
    const from = trips.map((t) => t.from).sort()[0]!;
    const to = trips
      .map((t) => t.to)
      .sort()
      .at(-1)!;
    const [cabins, taken] = await Promise.all([
      occupancy.roomBedsOfAssets(vessels, visibleRooms(request.principal)),
      occupancy.overlappingForAssets(vessels, from, to),
    ]);
    const agency = availabilityAgency(request.principal, query.agency);
    const byRoom = groupByRoom(agency ? withoutAllotmentsOf(taken, agency) : taken);
    const list = trips.map((trip) => ({
      ...trip,
      nights: scheduleNights(trip),
      ...tripAvailability(
        cabins.filter((c) => c.vessel === trip.vessel),
        (id) => byRoom.get(id) ?? [],
        trip,
      ),
    }));
    return query.available ? list.filter((t) => t.freeBeds > 0 && t.status !== 'full') : list;
  }

  // `?short=true` answers the short rows; a full row fails the strict short schema, so drift shows.
  const tripPage = pageSchemaOf(
    z.union([
      recordSchemaOf(scheduleResource, schedules).extend(bookableTripExtraSchema.shape),
      bookableTripShortSchema,
    ]),
  );
  const tourPage = pageSchemaOf(
    z.union([
      recordSchemaOf(tourResource, tours).extend(bookableTourExtraSchema.shape),
      bookableTourShortSchema,
    ]),
  );

  r.get(
    '/api/schedule/booking',
    {
      config: access,
      schema: { tags: ['schedule'], querystring: bookingQuery, response: { 200: tripPage } },
    },
    async (request) => {
      const query = request.query;
      const sort = query.sort ?? 'from';
      if (!(SCHEDULE_SORTS as readonly string[]).includes(sort)) {
        throw validationError([{ path: 'sort', message: `Sort by ${SCHEDULE_SORTS.join(', ')}` }]);
      }
      const order = query.order ?? 1;
      const key = sort as (typeof SCHEDULE_SORTS)[number];
      const list = (await bookableTrips(request, query)).sort((a, b) => {
        const x = a[key];
        const y = b[key];
        const diff = typeof x === 'number' ? x - (y as number) : String(x).localeCompare(String(y));
        return (diff || a.from.localeCompare(b.from)) * order;
      });
      const page = paged(list, query);
      return {
        ...page,
        data: page.data.map((trip) =>
          query.short
            ? {
                id: trip.id,
                tour: trip.tour,
                tourName: trip.tourName,
                vessel: trip.vessel,
                vesselName: trip.vesselName,
                from: trip.from,
                to: trip.to,
                freeBeds: trip.freeBeds,
              }
            : toWire(trip as never),
        ),
      };
    },
  );

  r.get(
    '/api/tour/booking',
    { config: access, schema: { tags: ['tour'], querystring: bookingQuery, response: { 200: tourPage } } },
    async (request) => {
      const query = request.query;
      const trips = await bookableTrips(request, { ...query, search: undefined });
      const tourIds = [...new Set(trips.map((t) => t.tour))];
      const visible = visibleTours(request.principal);
      const rows = tourIds.length
        ? await repository.activeTours(tourIds, query.search?.trim() || undefined, visible)
        : [];
      const list = rows
        .map((tour) => {
          const departures = trips.filter((t) => t.tour === tour.id);
          return {
            tour,
            departures,
            next: departures[0]?.from ?? null,
            freeBeds: departures.reduce((sum, t) => sum + t.freeBeds, 0),
          };
        })
        .sort((a, b) => (a.next ?? '').localeCompare(b.next ?? '') || a.tour.name.localeCompare(b.tour.name));
      const page = paged(list, query);
      return {
        ...page,
        data: page.data.map(({ tour, departures, next, freeBeds }) =>
          query.short
            ? {
                id: tour.id,
                name: tour.name,
                nights: tour.nights,
                nextDeparture: next,
                departures: departures.length,
              }
            : {
                ...toWire(tour),
                nextDeparture: next,
                freeBeds,
                departures: departures.map((t) => ({
                  id: t.id,
                  vessel: t.vessel,
                  vesselName: t.vesselName,
                  from: t.from,
                  to: t.to,
                  nights: t.nights,
                  status: t.status,
                  freeCabins: t.freeCabins,
                  freeBeds: t.freeBeds,
                })),
              },
        ),
      };
    },
  );
}
