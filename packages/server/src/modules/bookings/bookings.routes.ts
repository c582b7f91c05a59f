import {
  addBookedRoomSchema,
  bookedRoomCustomersSchema,
  bookingDetailSchema,
  bookingPaymentAnswerSchema,
  bookingPaymentSchema,
  bookingProductsAnswerSchema,
  availableRoomSchema,
  removeBookedRoomQuerySchema,
  changeCustomerSchema,
  changeRoomSchema,
  calculationSchema,
  guestVariantSchema,
  removeCustomerQuerySchema,
  createBookingSchema,
  deletePaymentQuerySchema,
  moveBookingSchema,
  freeBookingRoomsQuerySchema,
  tripCustomerSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../http/answers.ts';
import { actorOf as actor } from '../../http/actor.ts';
import type { BookingGuestActions } from './booking-guests.actions.ts';
import type { BookingMoneyActions } from './booking-money.actions.ts';
import type { BookingRoomActions } from './booking-rooms.actions.ts';
import type { BookingService } from './booking.service.ts';

const read = { access: { scopes: ['bookings.read'] } };
const create = { access: { scopes: ['bookings.create'] } };
const update = { access: { scopes: ['bookings.update'] } };
const id = z.object({ id: z.uuid() });
const tags = ['bookings'];
// Every change of a booking answers the booking as committed.
const detail = { 200: bookingDetailSchema };

/**
 * The booking calls of SPEC §7 for making a booking, its rooms and its money: create, the guests,
 * change of room, move to another trip, payments and the re-quote. The list and get are generic
 * (booking-bindings.ts); state and life are in booking-life.routes.ts, history in
 * booking-history.routes.ts.
 */
export function registerBookingRoutes(
  app: FastifyInstance,
  bookings: BookingService,
  rooms: BookingRoomActions,
  money: BookingMoneyActions,
  guests: BookingGuestActions,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/bookings',
    { config: create, schema: { tags, body: createBookingSchema, response: { 201: bookingDetailSchema } } },
    async (request, reply) => reply.status(201).send(await bookings.create(request.body, actor(request))),
  );

  r.get(
    '/api/bookings/:id/customers',
    { config: read, schema: { tags, params: id, response: { 200: z.array(tripCustomerSchema) } } },
    (request) => bookings.customers(request.params.id, actor(request)),
  );

  r.post(
    '/api/bookings/:id/changeRoom',
    { config: update, schema: { tags, params: id, body: changeRoomSchema, response: detail } },
    (request) => rooms.changeRoom(request.params.id, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/move/:schedule',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), schedule: z.uuid() }),
        body: moveBookingSchema,
        response: detail,
      },
    },
    (request) => rooms.move(request.params.id, request.params.schedule, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/changeCustomer',
    { config: update, schema: { tags, params: id, body: changeCustomerSchema, response: detail } },
    (request) => guests.changeCustomer(request.params.id, request.body, actor(request)),
  );

  r.delete(
    '/api/bookings/:id/removeCustomer/:roomId/:customerId',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), roomId: z.uuid(), customerId: z.uuid() }),
        querystring: removeCustomerQuerySchema,
        response: detail,
      },
    },
    (request) =>
      guests.removeCustomer(
        request.params.id,
        request.params.roomId,
        request.params.customerId,
        request.query,
        actor(request),
      ),
  );

  r.post(
    '/api/bookings/:id/rooms',
    { config: update, schema: { tags, params: id, body: addBookedRoomSchema, response: detail } },
    (request) => rooms.addRoom(request.params.id, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/rooms/:roomId/customers',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), roomId: z.uuid() }),
        body: bookedRoomCustomersSchema,
        response: detail,
      },
    },
    (request) => rooms.setCustomers(request.params.id, request.params.roomId, request.body, actor(request)),
  );

  r.delete(
    '/api/bookings/:id/removeRoom/:roomId',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), roomId: z.uuid() }),
        querystring: removeBookedRoomQuerySchema,
        response: detail,
      },
    },
    (request) => rooms.removeRoom(request.params.id, request.params.roomId, request.query, actor(request)),
  );

  r.get(
    '/api/bookings/:id/cabins',
    {
      config: read,
      schema: {
        tags,
        params: id,
        querystring: freeBookingRoomsQuerySchema,
        response: { 200: z.array(availableRoomSchema) },
      },
    },
    (request) => rooms.cabins(request.params.id, request.query, actor(request)),
  );

  r.get(
    '/api/bookings/:id/products',
    { config: read, schema: { tags, params: id, response: { 200: bookingProductsAnswerSchema } } },
    (request) => rooms.products(request.params.id, actor(request)),
  );

  r.post(
    '/api/bookings/:id/variant/:room/:customer',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), room: z.uuid(), customer: z.uuid() }),
        body: guestVariantSchema,
        response: detail,
      },
    },
    (request) =>
      guests.variant(
        request.params.id,
        request.params.room,
        request.params.customer,
        request.body,
        actor(request),
      ),
  );

  r.post(
    '/api/bookings/:id/payment',
    {
      config: update,
      schema: { tags, params: id, body: bookingPaymentSchema, response: { 201: bookingPaymentAnswerSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await money.addPayment(request.params.id, request.body, actor(request))),
  );

  r.delete(
    '/api/bookings/:id/payment/:paymentId',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), paymentId: z.uuid() }),
        querystring: deletePaymentQuerySchema,
        response: { 204: noContent('The payment is taken back') },
      },
    },
    async (request, reply) => {
      await money.deletePayment(
        request.params.id,
        request.params.paymentId,
        actor(request),
        '',
        request.query.version,
      );
      return reply.status(204).send(null);
    },
  );

  // The booking as it would be priced today; reading prices is enough, the booking is not changed.
  r.get(
    '/api/price/booking/:id',
    {
      config: { access: { scopes: ['bookings.read', 'price.read'] } },
      schema: { tags: ['price'], params: id, response: { 200: calculationSchema } },
    },
    (request) => bookings.quote(request.params.id, actor(request)),
  );
}
