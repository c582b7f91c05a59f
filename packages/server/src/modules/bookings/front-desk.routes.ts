import {
  bookingDetailSchema,
  arrivalCountSchema,
  arrivalDepartureDaySchema,
  CHART_MAX_DAYS,
  checkInSchema,
  checkOutSchema,
  customerAtDateSchema,
  dateRangeSchema,
  FRONT_DESK_MAX_DAYS,
  RANGE_SPANS,
  rangeDaySchema,
  lockRoomSchema,
  moveRoomSchema,
  roomChangePreviewAnswerSchema,
  occupancyChartSchema,
  roomChangePreviewSchema,
  roomDatesSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf as actor } from '../../http/actor.ts';
import type { FrontDeskReads } from './front-desk-reads.ts';
import type { FrontDeskService } from './front-desk.service.ts';

const read = { access: { scopes: ['bookings.read'] } };
const readResort = { access: { scopes: ['bookings.read'], features: ['resort' as const] } };
const update = { access: { scopes: ['bookings.update'] } };
const tags = ['bookings'];
const detail = { 200: bookingDetailSchema };
const id = z.object({ id: z.uuid() });
const roomParams = z.object({ id: z.uuid(), roomId: z.uuid() });
// The resort is checked by the handler, so a missing one answers RESORT_NOT_FOUND (SPEC §8).
const resortRange = (maxDays: number) => dateRangeSchema({ maxDays }, { resort: z.string().max(100) });

/**
 * The front desk's calls (SPEC §7): check-in and check-out, lock a room, move a booked room to
 * another room or dates, arrivals and departures, counts and guests in house, and the one call the
 * occupancy chart reads per visible range (docs/api.md).
 */
export function registerFrontDeskRoutes(
  app: FastifyInstance,
  desk: FrontDeskService,
  reads: FrontDeskReads,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/bookings/:id/checkin',
    { config: update, schema: { tags, params: id, body: checkInSchema, response: detail } },
    (request) => desk.checkIn(request.params.id, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/checkout',
    { config: update, schema: { tags, params: id, body: checkOutSchema, response: detail } },
    (request) => desk.checkOut(request.params.id, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/lockUnlockRoom/:roomBooking',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), roomBooking: z.uuid() }),
        body: lockRoomSchema,
        response: detail,
      },
    },
    (request) => desk.lockRoom(request.params.id, request.params.roomBooking, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/rooms/:roomId',
    { config: update, schema: { tags, params: roomParams, body: moveRoomSchema, response: detail } },
    (request) => desk.moveRoom(request.params.id, request.params.roomId, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/rooms/:roomId/date',
    { config: update, schema: { tags, params: roomParams, body: roomDatesSchema, response: detail } },
    (request) => desk.changeDates(request.params.id, request.params.roomId, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/rooms/:roomId/preview',
    {
      config: update,
      schema: {
        tags,
        params: roomParams,
        body: roomChangePreviewSchema,
        response: { 200: roomChangePreviewAnswerSchema },
      },
    },
    (request) => desk.preview(request.params.id, request.params.roomId, request.body, actor(request)),
  );

  r.get(
    '/api/bookings/arrivalCount',
    {
      config: read,
      schema: {
        tags,
        querystring: z.object({
          start: rangeDaySchema.optional(),
          days: z.coerce.number().int().min(1).max(366).default(30),
        }),
        response: { 200: z.array(arrivalCountSchema) },
      },
    },
    (request) => reads.arrivalCount(request.query.start, request.query.days, actor(request)),
  );

  r.get(
    '/api/bookings/customersAtDate',
    {
      config: read,
      schema: {
        tags,
        querystring: dateRangeSchema({ maxDays: RANGE_SPANS.year }, { asset: z.uuid().optional() }),
        response: { 200: z.array(customerAtDateSchema) },
      },
    },
    (request) =>
      reads.customersAtDate(request.query.from, request.query.to, request.query.asset, actor(request)),
  );

  r.get(
    '/api/arrivaldeparture/date/:resort/:from/:to',
    {
      config: readResort,
      schema: {
        tags: ['arrivaldeparture'],
        params: resortRange(FRONT_DESK_MAX_DAYS - 1),
        response: { 200: z.array(arrivalDepartureDaySchema) },
      },
    },
    (request) =>
      reads.arrivalsAndDepartures(
        request.params.resort,
        request.params.from,
        request.params.to,
        actor(request),
      ),
  );

  r.get(
    '/api/bookings/occupancy/:resort/:from/:to',
    {
      config: readResort,
      schema: { tags, params: resortRange(CHART_MAX_DAYS), response: { 200: occupancyChartSchema } },
    },
    (request) => reads.chart(request.params.resort, request.params.from, request.params.to, actor(request)),
  );
}
