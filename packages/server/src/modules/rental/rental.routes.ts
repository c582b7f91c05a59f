import {
  RENTAL_LOG_READ_SCOPES,
  RENTAL_RENT_SCOPES,
  RENTAL_RETURN_SCOPES,
  rentalOutQuerySchema,
  rentalRecordSchema,
  rentSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import type { RentalService } from './rental.service.ts';

const features = ['stock' as const];
const access = (scopes: string[]) => ({ access: { scopes, features } });
const tags = ['rental'];

/**
 * Renting and returning gear (issue 35). The list of rentals and one rental come from the generic
 * layer (`/api/rental`, read-only); `out` answers the gear a guest had out on given days, which
 * the dive log shows beside each dive.
 */
export function registerRentalRoutes(app: FastifyInstance, rentals: RentalService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/rental',
    {
      config: access(RENTAL_RENT_SCOPES),
      schema: { tags, body: rentSchema, response: { 201: rentalRecordSchema } },
    },
    async (request, reply) => reply.status(201).send(await rentals.rent(request.body, actorOf(request))),
  );

  r.post(
    '/api/rental/:id/return',
    {
      config: access(RENTAL_RETURN_SCOPES),
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: rentalRecordSchema } },
    },
    (request) => rentals.giveBack(request.params.id, actorOf(request)),
  );

  r.get(
    '/api/rental/out',
    {
      config: access(RENTAL_LOG_READ_SCOPES),
      schema: { tags, querystring: rentalOutQuerySchema, response: { 200: z.array(rentalRecordSchema) } },
    },
    (request) => rentals.out(request.query),
  );
}
