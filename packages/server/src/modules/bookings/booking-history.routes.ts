import {
  actionStates,
  actionStatesSchema,
  BOOKING_STATES,
  bookingDiffSchema,
  bookingVersionDetailSchema,
  bookingVersionSchema,
  historyDiffQuerySchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf as actor } from '../../http/actor.ts';
import type { BookingHistoryReads } from './booking-history.ts';
import type { BookingService } from './booking.service.ts';

const read = { access: { scopes: ['bookings.read'] } };
/** A booking's history: agents too, for their agency's bookings (the booking load narrows them). */
const readOwn = { access: { scopes: ['bookings.read', 'agencies.self'] } };
const id = z.object({ id: z.uuid() });
const tags = ['bookings'];

/** What each state allows (SPEC §7 actionStates), and a booking's history: timeline, version, diff. */
export function registerBookingHistoryRoutes(
  app: FastifyInstance,
  bookings: BookingService,
  history: BookingHistoryReads,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/bookings/actionStates',
    { config: read, schema: { tags, response: { 200: actionStatesSchema } } },
    () => actionStates(BOOKING_STATES),
  );

  r.get(
    '/api/bookings/:id/history',
    { config: readOwn, schema: { tags, params: id, response: { 200: z.array(bookingVersionSchema) } } },
    async (request) => {
      await bookings.load(request.params.id, actor(request));
      return history.list(request.params.id);
    },
  );

  r.get(
    '/api/bookings/:id/history/diff',
    {
      config: readOwn,
      schema: { tags, params: id, querystring: historyDiffQuerySchema, response: { 200: bookingDiffSchema } },
    },
    async (request) => {
      await bookings.load(request.params.id, actor(request));
      return history.diff(request.params.id, request.query.from, request.query.to);
    },
  );

  r.get(
    '/api/bookings/:id/history/:version',
    {
      config: readOwn,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), version: z.coerce.number().int().min(1) }),
        response: { 200: bookingVersionDetailSchema },
      },
    },
    async (request) => {
      await bookings.load(request.params.id, actor(request));
      return history.version(request.params.id, request.params.version);
    },
  );
}
