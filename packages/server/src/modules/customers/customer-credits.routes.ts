import {
  customerCreditEntrySchema,
  customerCreditInputSchema,
  customerCreditQuerySchema,
  customerCreditsSchema,
  ledgerReversalSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referenceConstraintMessages } from '../../http/errors.ts';
import { actorOf } from '../../http/actor.ts';
import type { CustomerCreditService } from './customer-credits.service.ts';

// The ledger keeps its entries: a customer holding credit history is made inactive, not deleted.
referenceConstraintMessages.set(
  'customer_credits_customer_customers_id_fk',
  'The customer has entries in the credit ledger: they stay with the customer, so it cannot be deleted',
);

/**
 * SPEC §7 Customers `GET credits` (`/ccredits`, customers.read), and the ledger's entries and
 * reversals (customers.update): entries are added, never changed.
 */
export function registerCustomerCreditRoutes(app: FastifyInstance, credits: CustomerCreditService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];
  const update = { access: { scopes: ['customers.update'] } };

  r.get(
    '/api/customer/credits',
    {
      config: { access: { scopes: ['customers.read'] } },
      schema: { tags, querystring: customerCreditQuerySchema, response: { 200: customerCreditsSchema } },
    },
    (request) => credits.list(request.query),
  );

  r.post(
    '/api/customer/credits',
    {
      config: update,
      schema: { tags, body: customerCreditInputSchema, response: { 201: customerCreditEntrySchema } },
    },
    async (request, reply) => reply.status(201).send(await credits.add(request.body, actorOf(request))),
  );

  r.post(
    '/api/customer/credits/:id/reverse',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        body: ledgerReversalSchema,
        response: { 201: customerCreditEntrySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await credits.reverse(request.params.id, request.body.note, actorOf(request))),
  );
}
