import {
  allotmentInputSchema,
  allotmentQuerySchema,
  allotmentSchema,
  allotmentUpdateSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { checkAgency, ownAgencyOnly } from './agency-access.ts';
import { type AllotmentService, visibleAllotments } from './allotments.ts';

/**
 * Allotments of agencies (issue 14): `GET /api/agency/allotments`, `GET/PATCH
 * /api/agency/allotments/{id}`, `POST /api/agency/{agency}/allotments`, `POST
 * /api/agency/allotments/{id}/release`. Agents read their own agency's.
 */
export function registerAllotmentRoutes(app: FastifyInstance, allotments: AllotmentService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agency'];
  const read = { access: { scopes: ['agencies.read', 'agencies.self'] } };
  const update = { access: { scopes: ['agencies.update'] } };
  const id = z.object({ id: z.uuid() });

  r.get(
    '/api/agency/allotments',
    {
      config: read,
      schema: { tags, querystring: allotmentQuerySchema, response: { 200: z.array(allotmentSchema) } },
    },
    (request) => {
      const own = ownAgencyOnly(request.principal);
      if (own === null) return [];
      return allotments.list({
        ...request.query,
        agency: own ?? request.query.agency,
        visible: visibleAllotments(request.principal),
      });
    },
  );

  r.get(
    '/api/agency/allotments/:id',
    { config: read, schema: { tags, params: id, response: { 200: allotmentSchema } } },
    (request) =>
      allotments.one(
        request.params.id,
        ownAgencyOnly(request.principal),
        visibleAllotments(request.principal),
      ),
  );

  r.post(
    '/api/agency/:agency/allotments',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ agency: z.uuid() }),
        body: allotmentInputSchema,
        // One allotment per trip, or one for the resort period.
        response: { 201: z.array(allotmentSchema) },
      },
    },
    async (request, reply) => {
      checkAgency(request, request.params.agency);
      const created = await allotments.create(request.params.agency, request.body, actorOf(request));
      return reply.status(201).send(created);
    },
  );

  r.patch(
    '/api/agency/allotments/:id',
    {
      config: update,
      schema: { tags, params: id, body: allotmentUpdateSchema, response: { 200: allotmentSchema } },
    },
    async (request) => {
      await allotments.one(request.params.id, undefined, visibleAllotments(request.principal));
      return allotments.update(request.params.id, request.body);
    },
  );

  r.post(
    '/api/agency/allotments/:id/release',
    { config: update, schema: { tags, params: id, response: { 200: allotmentSchema } } },
    async (request) => {
      await allotments.one(request.params.id, undefined, visibleAllotments(request.principal));
      return allotments.release(request.params.id);
    },
  );
}
