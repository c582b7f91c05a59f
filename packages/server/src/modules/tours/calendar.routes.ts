import {
  calendarAnswerSchema,
  occupanciesFor,
  parseWeekdayList,
  SCHEDULE_DAY_SETTINGS,
  scheduleNights,
  isoRangeSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { OccupancyRepository, visibleRooms } from '../assets/index.ts';
import { ToursRepository, visibleSchedules, visibleVessels } from './tours.repository.ts';

/** A year seen from any month start, plus the month either side: 400 nights. */
export const CALENDAR_MAX_NIGHTS = 400;

const calendarParams = isoRangeSchema(
  CALENDAR_MAX_NIGHTS,
  `Give from < to, at most ${CALENDAR_MAX_NIGHTS} nights apart`,
);

/**
 * GET /api/tour/calendar/{from}/{to}: everything the vessel calendar draws for a visible range in
 * one answer, read with a fixed number of queries however many vessels, cabins and trips there are
 * (vessels, decks, cabins, schedules, one occupancy query, settings). The screen derives each
 * cabin's state per trip from the occupancies with the domain's nightly states.
 */
export function registerCalendarRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tours = new ToursRepository(services.database.db);
  const occupancy = new OccupancyRepository(services.database.db);

  r.get(
    '/api/tour/calendar/:from/:to',
    {
      config: { access: { scopes: ['bookings.read', 'schedules.read'], features: ['vessel'] } },
      schema: {
        tags: ['tour'],
        params: calendarParams,
        querystring: z.object({ vessel: z.uuid().optional() }),
        response: { 200: calendarAnswerSchema },
      },
    },
    async (request) => {
      const { from, to } = request.params;
      const { principal } = request;
      const only = request.query.vessel;
      // A vessel asked for by id still has to be one the user may see.
      const visible = await tours.calendarVesselsOf(only, visibleVessels(principal));
      const ids = visible.map((v) => v.id);
      const [decks, cabins, trips, taken, arrival, departure] = await Promise.all([
        tours.decksOf(ids),
        occupancy.roomBedsOfAssets(ids, visibleRooms(principal)),
        ids.length ? tours.inRange(from, to, visibleSchedules(principal)) : Promise.resolve([]),
        occupancy.overlappingForAssets(ids, from, to),
        services.settings.get(SCHEDULE_DAY_SETTINGS.group, SCHEDULE_DAY_SETTINGS.arrivalDays),
        services.settings.get(SCHEDULE_DAY_SETTINGS.group, SCHEDULE_DAY_SETTINGS.departureDays),
      ]);
      const inView = new Set(ids);
      return {
        from,
        to,
        weekend: { arrivalDays: parseWeekdayList(arrival), departureDays: parseWeekdayList(departure) },
        vessels: visible.map((vessel) => ({
          ...vessel,
          decks: decks.filter((d) => d.vessel === vessel.id).map(({ vessel: _v, ...deck }) => deck),
          cabins: cabins
            .filter((c) => c.vessel === vessel.id)
            .map((c) => ({
              id: c.id,
              name: c.name,
              deck: c.deck,
              availableBeds: c.availableBeds,
              activeBeds: c.activeBeds,
              blocked: c.blocked,
            })),
        })),
        schedules: trips
          .filter((s) => inView.has(s.vessel))
          .map((s) => ({
            id: s.id,
            tour: s.tour,
            tourName: s.tourName,
            vessel: s.vessel,
            from: s.from,
            to: s.to,
            status: s.status,
            nights: scheduleNights(s),
          })),
        // schedules.read alone sees which beds are taken, not whose (issue 31 finding 10).
        occupancies: occupanciesFor(principal, taken),
      };
    },
  );
}
