import { customerResource, recordVersionSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reachableCustomersCondition } from '../../db/customer-reach.ts';
import { RecordHistoryRepository } from '../../db/record-history.repository.ts';
import { ResourceRepository } from '../../db/resource-repository.ts';
import * as t from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { requiredScopes } from '@seaberth/domain';
import type { Services } from '../../services.ts';

/**
 * `GET /api/customer/{id}/diff/{from}` (SPEC §7): what changed on the customer's record since
 * version `from` — each later version with who, when and the fields before and after. The versions
 * are the generic layer's history of the record (`history: true` on the customer).
 */
export function registerCustomerHistoryRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const customers = new ResourceRepository(db, t.customers, customerResource);
  const history = new RecordHistoryRepository(db);
  r.get(
    '/api/customer/:id/diff/:from',
    {
      config: { access: { scopes: requiredScopes(customerResource, 'read') } },
      schema: {
        tags: ['customer'],
        summary:
          'What changed on the customer since version `from` (0: since the record was made), newest first',
        params: z.object({ id: z.uuid(), from: z.coerce.number().int().min(0).max(2_147_483_647) }),
        response: { 200: z.array(recordVersionSchema) },
      },
    },
    async (request) => {
      const { id, from } = request.params;
      if (!(await customers.get(id, reachableCustomersCondition(request.principal))))
        throw notFound('customer');
      return history.since('customer', id, from);
    },
  );
}
