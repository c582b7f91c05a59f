import { customerResource } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as t from '../../db/schema/index.ts';
import { ResourceRepository } from '../../db/resource-repository.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { BookingsRepository } from './bookings.repository.ts';
import { CustomerStaysRepository } from './customer-stays.repository.ts';

/**
 * `GET /api/customer/{id}/stay` (SPEC §7): the trips and stays a customer is a guest of, for their
 * page. A user limited to some resorts or vessels sees only the bookings of those.
 */
export function registerCustomerStayRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const customers = new ResourceRepository(db, t.customers, customerResource);
  const bookings = new BookingsRepository(db);
  const stays = new CustomerStaysRepository(db);

  r.get(
    '/api/customer/:id/stay',
    {
      config: { access: { scopes: ['customers.read', 'bookings.read'] } },
      schema: { tags: ['customer'], params: z.object({ id: z.uuid() }) },
    },
    async (request) => {
      if (!(await customers.get(request.params.id))) throw notFound('customer');
      return stays.staysOf(request.params.id, bookings.visibleTo(request.principal));
    },
  );
}
