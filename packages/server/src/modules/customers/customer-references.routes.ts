import {
  customerReferenceInputSchema,
  customerReferenceParamsSchema,
  customerReferenceSchema,
  referenceSystemSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseUnreachableCustomers } from '../../db/customer-reach.ts';
import { actorOf } from '../../http/actor.ts';
import { noContent } from '../../http/answers.ts';
import { notFound, refusal } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { CustomerReferencesRepository, type ReferenceKey } from './customer-references.repository.ts';

const READ = { access: { scopes: ['customers.read'] } };
const WRITE = { access: { scopes: ['customers.update'] } };
const tags = ['customer'];

/** The external id belongs to another customer: one id names one person per system. */
const taken = (key: ReferenceKey) =>
  refusal('DUPLICATE', `${key.system} id ${key.external} belongs to another customer`, {
    fields: [{ path: 'external', message: 'This id belongs to another customer' }],
  });

/**
 * A connected Seaberth installation's customers (issue 39), answered by the connect area. Both
 * answer undefined when `system` is no connected installation (an accounting system's ids stay
 * plain references); an unknown customer over there is a 404 from `byId`.
 */
export interface RemoteCustomers {
  byId(system: string, external: string): Promise<Record<string, unknown> | undefined>;
  byEmail(
    system: string,
    email: string,
  ): Promise<{ external: string; data: Record<string, unknown> } | undefined>;
}

/**
 * SPEC §7 `{id}/reference…`: a customer's ids in connected systems (an accounting system's
 * contact, a channel manager's guest) with what the system keeps beside them. The adapters read
 * and write them later; a merge moves them to the survivor, an erasure deletes them.
 */
export function registerCustomerReferenceRoutes(
  app: FastifyInstance,
  services: Services,
  remote?: RemoteCustomers,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const references = new CustomerReferencesRepository(db);
  // An unknown customer and one the reader may not reach answer the same 404.
  const reach = async (
    request: { principal: Parameters<typeof refuseUnreachableCustomers>[1] },
    id: string,
  ) => {
    if (!(await references.customerExists(id))) throw notFound('Customer');
    await refuseUnreachableCustomers(db, request.principal, [{ id, path: 'id' }], { as: 'record' });
  };
  const one = { tags, params: customerReferenceParamsSchema };

  r.get(
    '/api/customer/:id/reference',
    {
      config: READ,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(customerReferenceSchema) },
      },
    },
    async (request) => {
      await reach(request, request.params.id);
      return references.ofCustomer(request.params.id);
    },
  );

  r.get(
    '/api/customer/:id/reference/find/:system',
    {
      config: READ,
      schema: {
        tags,
        summary: "The customer's id in the system (the one linked first), or 404",
        params: z.object({ id: z.uuid(), system: referenceSystemSchema }),
        response: { 200: customerReferenceSchema },
      },
    },
    async (request) => {
      const { id, system } = request.params;
      await reach(request, id);
      const found = await references.find(id, system);
      if (found) return found;
      // Not linked yet: a connected installation is asked for the customer with the same e-mail,
      // and the one it names is linked, so the next look-up is local.
      const email = remote && (await references.customerEmail(id));
      const there = email ? await remote?.byEmail(system, email) : undefined;
      if (!there) throw notFound('Reference');
      const actor = actorOf(request);
      const key = { customer: id, system, external: there.external };
      const made = await references.insert(key, there.data, {
        id: actor.userId ?? null,
        name: actor.name ?? '',
      });
      const holder = made ?? (await references.holder(system, there.external));
      if (!holder || holder.customer !== id) throw taken(key);
      return holder;
    },
  );

  // A connected installation must know the id (404 otherwise); its name and e-mail are kept.
  const dataOf = async (key: ReferenceKey, given: Record<string, unknown> | null | undefined) => {
    const there = await remote?.byId(key.system, key.external);
    return given ?? there ?? null;
  };

  const keyOf = (params: z.infer<typeof customerReferenceParamsSchema>): ReferenceKey => ({
    customer: params.id,
    system: params.system,
    external: params.external,
  });

  r.get(
    '/api/customer/:id/reference/:system/:external',
    { config: READ, schema: { ...one, response: { 200: customerReferenceSchema } } },
    async (request) => {
      await reach(request, request.params.id);
      const found = await references.holder(request.params.system, request.params.external);
      if (!found || found.customer !== request.params.id) throw notFound('Reference');
      return found;
    },
  );

  r.post(
    '/api/customer/:id/reference/:system/:external',
    {
      config: WRITE,
      schema: {
        ...one,
        summary: 'Links the external id to the customer; 409 when the system id is linked already',
        body: customerReferenceInputSchema.nullish(),
        response: { 201: customerReferenceSchema },
      },
    },
    async (request, reply) => {
      await reach(request, request.params.id);
      const key = keyOf(request.params);
      const actor = actorOf(request);
      const made = await references.insert(key, await dataOf(key, request.body?.data), {
        id: actor.userId ?? null,
        name: actor.name ?? '',
      });
      if (!made) {
        const holder = await references.holder(key.system, key.external);
        if (holder?.customer === key.customer)
          throw refusal('DUPLICATE', `The customer has ${key.system} id ${key.external} already`);
        throw taken(key);
      }
      return reply.status(201).send(made);
    },
  );

  r.put(
    '/api/customer/:id/reference/:system/:external',
    {
      config: WRITE,
      schema: {
        ...one,
        summary:
          "Links the external id to the customer or replaces its data (409 when it is another customer's)",
        body: customerReferenceInputSchema.nullish(),
        response: { 200: customerReferenceSchema },
      },
    },
    async (request) => {
      await reach(request, request.params.id);
      const key = keyOf(request.params);
      const data = await dataOf(key, request.body?.data);
      const actor = actorOf(request);
      const by = { id: actor.userId ?? null, name: actor.name ?? '' };
      const saved =
        (await references.update(key, data)) ??
        (await references.insert(key, data, by)) ??
        // Linked by a request at the same moment: to this customer it is only the data to replace.
        (await references.update(key, data));
      if (!saved) throw taken(key);
      return saved;
    },
  );

  r.delete(
    '/api/customer/:id/reference/:system/:external',
    { config: WRITE, schema: { ...one, response: { 204: noContent('Unlinked') } } },
    async (request, reply) => {
      await reach(request, request.params.id);
      if (!(await references.delete(keyOf(request.params)))) throw notFound('Reference');
      return reply.status(204).send(null);
    },
  );
}
