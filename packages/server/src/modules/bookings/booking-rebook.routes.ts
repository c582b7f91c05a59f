import {
  bookingDetailSchema,
  bookingSplitAnswerSchema,
  rebookBookingSchema,
  revertRebookSchema,
  splitBookingSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf as actor } from '../../http/actor.ts';
import type { BookingRebookActions } from './booking-rebook.actions.ts';

const update = { access: { scopes: ['bookings.update'] } };
const id = z.object({ id: z.uuid() });
const tags = ['bookings'];

/** Rebooking onto another trip or other dates, its revert, and the split by guests (SPEC §7). */
export function registerBookingRebookRoutes(app: FastifyInstance, rebook: BookingRebookActions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/bookings/:id/rebook/:schedule',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), schedule: z.uuid() }),
        body: rebookBookingSchema,
        response: { 201: bookingDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await rebook.rebook(request.params.id, request.params.schedule, request.body, actor(request))),
  );

  r.post(
    '/api/bookings/:id/rebook',
    {
      config: update,
      schema: { tags, params: id, body: rebookBookingSchema, response: { 201: bookingDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await rebook.rebook(request.params.id, undefined, request.body, actor(request))),
  );

  r.post(
    '/api/bookings/:id/revertRebook',
    {
      config: update,
      schema: { tags, params: id, body: revertRebookSchema, response: { 200: bookingDetailSchema } },
    },
    (request) => rebook.revertRebook(request.params.id, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/splitByCustomer',
    {
      config: update,
      schema: { tags, params: id, body: splitBookingSchema, response: { 201: bookingSplitAnswerSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await rebook.split(request.params.id, request.body, actor(request))),
  );
}
