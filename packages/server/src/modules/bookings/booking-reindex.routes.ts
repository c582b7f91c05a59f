import { bookingReindexSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf as actor } from '../../http/actor.ts';
import type { BookingReindexRepository } from './booking-reindex.repository.ts';
import type { BookingService } from './booking.service.ts';

const tags = ['bookings'];
const response = { 200: bookingReindexSchema };

/**
 * SPEC §7 `POST reindex` and `{id}/reindex`: the booking rows' kept figures worked out again
 * (booking-reindex.repository.ts). One booking for whoever may change it; all of them only for an
 * administrator, as it touches every asset's bookings.
 */
export function registerBookingReindexRoutes(
  app: FastifyInstance,
  bookings: BookingService,
  reindex: BookingReindexRepository,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/bookings/reindex',
    { config: { access: { scopes: ['admin'] } }, schema: { tags, response } },
    () => reindex.reindex(),
  );

  r.post(
    '/api/bookings/:id/reindex',
    {
      config: { access: { scopes: ['bookings.update'] } },
      schema: { tags, params: z.object({ id: z.uuid() }), response },
    },
    async (request) => {
      await bookings.load(request.params.id, actor(request));
      return reindex.reindex(request.params.id);
    },
  );
}
