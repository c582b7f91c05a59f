import {
  bookingPaymentSchema,
  cancelBookingSchema,
  changeBookingStateSchema,
  changeRoomSchema,
  createBookingSchema,
  moveBookingSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor, BookingService } from './booking.service.ts';

const read = { access: { scopes: ['bookings.read'] } };
const create = { access: { scopes: ['bookings.create'] } };
const update = { access: { scopes: ['bookings.update'] } };
const id = z.object({ id: z.uuid() });
const tags = ['bookings'];

const actor = (request: FastifyRequest): Actor => ({
  principal: request.principal,
  userId: request.auth?.user.id ?? null,
});

/**
 * The booking calls of SPEC §7 beyond the generic list and get (booking-bindings.ts): create,
 * change of state, cancel, change of room, move to another trip, payments, and the re-quote.
 */
export function registerBookingRoutes(app: FastifyInstance, bookings: BookingService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/bookings',
    { config: create, schema: { tags, body: createBookingSchema } },
    async (request, reply) => reply.status(201).send(await bookings.create(request.body, actor(request))),
  );

  r.get('/api/bookings/:id/customers', { config: read, schema: { tags, params: id } }, (request) =>
    bookings.customers(request.params.id, actor(request)),
  );

  r.post(
    '/api/bookings/:id/change',
    { config: update, schema: { tags, params: id, body: changeBookingStateSchema } },
    (request) => bookings.changeState(request.params.id, request.body, actor(request)),
  );

  // "cancell" is the spec's spelling on the wire.
  r.post(
    '/api/bookings/:id/cancell',
    { config: update, schema: { tags, params: id, body: cancelBookingSchema } },
    (request) => bookings.cancel(request.params.id, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/changeRoom',
    { config: update, schema: { tags, params: id, body: changeRoomSchema } },
    (request) => bookings.changeRoom(request.params.id, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/move/:schedule',
    {
      config: update,
      schema: { tags, params: z.object({ id: z.uuid(), schedule: z.uuid() }), body: moveBookingSchema },
    },
    (request) => bookings.move(request.params.id, request.params.schedule, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/payment',
    { config: update, schema: { tags, params: id, body: bookingPaymentSchema } },
    async (request, reply) =>
      reply.status(201).send(await bookings.addPayment(request.params.id, request.body, actor(request))),
  );

  r.delete(
    '/api/bookings/:id/payment/:paymentId',
    { config: update, schema: { tags, params: z.object({ id: z.uuid(), paymentId: z.uuid() }) } },
    async (request, reply) => {
      await bookings.deletePayment(request.params.id, request.params.paymentId, actor(request));
      return reply.status(204).send();
    },
  );

  // The booking as it would be priced today; reading prices is enough, the booking is not changed.
  r.get(
    '/api/price/booking/:id',
    {
      config: { access: { scopes: ['bookings.read', 'price.read'] } },
      schema: { tags: ['price'], params: id },
    },
    (request) => bookings.quote(request.params.id, actor(request)),
  );
}
