import { customerRelationViewSchema, customerResource } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as t from '../../db/schema/index.ts';
import { ResourceRepository } from '../../db/resource-repository.ts';
import { notFound, uniqueConstraintFields } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { CustomerRelationsRepository } from './customer-relations.repository.ts';

// The pair is unique whichever way round it was entered: a clash names the other customer.
uniqueConstraintFields.set('customer_relations_pair_key', ['related']);

/**
 * `GET /api/customer/{id}/relations`: the customer's family, partner, buddies and travel companions,
 * from either side of each pair, for their record and for the wizard when one of them books.
 */
export function registerCustomerRelationRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const customers = new ResourceRepository(db, t.customers, customerResource);
  const relations = new CustomerRelationsRepository(db);

  r.get(
    '/api/customer/:id/relations',
    {
      config: { access: { scopes: ['customers.read'] } },
      schema: {
        tags: ['customer'],
        summary: "A customer's relations, each with the other customer of the pair",
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(customerRelationViewSchema) },
      },
    },
    async (request) => {
      if (!(await customers.get(request.params.id))) throw notFound('customer');
      return relations.of(request.params.id);
    },
  );
}
