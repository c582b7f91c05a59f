import {
  bookingDetailSchema,
  bookingReferenceSchema,
  cancelBookingSchema,
  cancelPreviewSchema,
  cancellationPreviewSchema,
  changeBookingStateSchema,
  copyBookingSchema,
  deleteBookingQuerySchema,
  editBookingSchema,
  releaseBookingSchema,
  revertBookingSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf as actor } from '../../http/actor.ts';
import type { BookingLifeActions } from './booking-life.actions.ts';

const create = { access: { scopes: ['bookings.create'] } };
const update = { access: { scopes: ['bookings.update'] } };
const id = z.object({ id: z.uuid() });
const tags = ['bookings'];
const detail = { 200: bookingDetailSchema };

/**
 * A booking's state and life (SPEC §7): the header, changes of state, cancel, release, revert,
 * delete, copy and external references. Every answer is the booking as committed.
 */
export function registerBookingLifeRoutes(app: FastifyInstance, life: BookingLifeActions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/bookings/:id',
    { config: update, schema: { tags, params: id, body: editBookingSchema, response: detail } },
    (request) => life.edit(request.params.id, request.body, actor(request)),
  );

  r.delete(
    '/api/bookings/:id',
    { config: update, schema: { tags, params: id, querystring: deleteBookingQuerySchema, response: detail } },
    (request) => life.remove(request.params.id, request.query.version, actor(request)),
  );

  r.post(
    '/api/bookings/:id/change',
    { config: update, schema: { tags, params: id, body: changeBookingStateSchema, response: detail } },
    (request) => life.changeState(request.params.id, request.body, actor(request)),
  );

  // "cancell" is the spec's spelling on the wire.
  r.post(
    '/api/bookings/:id/cancell',
    { config: update, schema: { tags, params: id, body: cancelBookingSchema, response: detail } },
    (request) => life.cancel(request.params.id, request.body, actor(request)),
  );

  // The cancel dialog's preview (an extra call, docs/api.md): the fee and what it leaves, changing nothing.
  r.post(
    '/api/bookings/:id/cancell/preview',
    {
      config: update,
      schema: { tags, params: id, body: cancelPreviewSchema, response: { 200: cancellationPreviewSchema } },
    },
    (request) => life.previewCancel(request.params.id, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/release',
    { config: update, schema: { tags, params: id, body: releaseBookingSchema, response: detail } },
    (request) => life.release(request.params.id, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/revert',
    { config: update, schema: { tags, params: id, body: revertBookingSchema, response: detail } },
    (request) => life.revert(request.params.id, request.body, actor(request)),
  );

  r.post(
    '/api/bookings/:id/copy',
    {
      config: create,
      schema: { tags, params: id, body: copyBookingSchema, response: { 201: bookingDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await life.copy(request.params.id, request.body, actor(request))),
  );

  r.post(
    '/api/bookings/:id/ref',
    { config: update, schema: { tags, params: id, body: bookingReferenceSchema, response: detail } },
    (request) => life.addReference(request.params.id, request.body, actor(request)),
  );

  r.delete(
    '/api/bookings/:id/ref/:ref',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), ref: z.uuid() }),
        querystring: deleteBookingQuerySchema,
        response: detail,
      },
    },
    (request) =>
      life.deleteReference(request.params.id, request.params.ref, request.query.version, actor(request)),
  );
}
