import {
  CUSTOMER_DATA_MESSAGES,
  customerDataEntrySchema,
  customerDataGroupResource,
  customerDataKeySchema,
  customerDataPatchSchema,
  customerDataSchema,
  customerDataValueSchema,
  customerValueProblem,
  type CustomerDataValue,
  type CustomerField,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reachableCustomersCondition } from '../../db/customer-reach.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { CustomerDataRepository } from './customer-data.repository.ts';

const tags = ['customer'];
const idParams = z.object({ id: z.uuid() });
const keyParams = z.object({ id: z.uuid(), key: customerDataKeySchema });

/**
 * SPEC §7 `GET/POST /api/customer/{id}/meta` and `{id}/meta/{key}`: the customer's own data — the
 * data groups' fields by key, checked against each field's type, and free keys (an outside
 * system's id, a note) — and `POST /api/customerdatagroup/move/{from}/{to}/{field}`.
 */
export function registerCustomerDataRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const data = new CustomerDataRepository(services.database.db);
  const reachable = (request: FastifyRequest) => reachableCustomersCondition(request.principal);
  const versionActor = (request: FastifyRequest) => ({
    id: request.auth?.user.id ?? null,
    name: request.auth?.user.name ?? '',
  });
  const read = { access: { scopes: ['customers.read'] } };
  const write = { access: { scopes: ['customers.update'] } };

  /** Each value against its field (a key no group defines is free); refuses naming the keys. */
  async function checked(patch: Record<string, CustomerDataValue>) {
    const fields = new Map<string, CustomerField>(
      (await data.groups()).flatMap((group) => group.fields.map((field) => [field.key, field] as const)),
    );
    const problems = Object.entries(patch).flatMap(([key, value]) => {
      const message = customerValueProblem(fields.get(key), value);
      return message ? [{ path: key, message }] : [];
    });
    if (problems.length) throw validationError(problems);
    return patch;
  }

  r.get(
    '/api/customer/:id/meta',
    {
      config: read,
      schema: {
        tags,
        summary: "The customer's data, key to value",
        params: idParams,
        response: { 200: customerDataSchema },
      },
    },
    async (request) => {
      const values = await data.data(request.params.id, reachable(request));
      if (!values) throw notFound('customer');
      return values;
    },
  );

  r.post(
    '/api/customer/:id/meta',
    {
      config: write,
      schema: {
        tags,
        summary: "Sets keys of the customer's data (null removes one); the others stay",
        params: idParams,
        body: customerDataPatchSchema,
        response: { 200: customerDataSchema },
      },
    },
    async (request) => {
      const values = await data.patch(
        request.params.id,
        await checked(request.body),
        reachable(request),
        versionActor(request),
      );
      if (!values) throw notFound('customer');
      return values;
    },
  );

  r.get(
    '/api/customer/:id/meta/:key',
    {
      config: read,
      schema: {
        tags,
        summary: "One key of the customer's data",
        params: keyParams,
        response: { 200: customerDataEntrySchema },
      },
    },
    async (request) => {
      const values = await data.data(request.params.id, reachable(request));
      if (!values) throw notFound('customer');
      const value = values[request.params.key];
      if (value === undefined) throw notFound(`Key ${request.params.key}`);
      return { key: request.params.key, value };
    },
  );

  r.post(
    '/api/customer/:id/meta/:key',
    {
      config: write,
      schema: {
        tags,
        summary: "Sets one key of the customer's data (null removes it)",
        params: keyParams,
        body: z.object({ value: customerDataValueSchema }),
        response: { 200: customerDataEntrySchema },
      },
    },
    async (request) => {
      const { id, key } = request.params;
      const values = await data.patch(
        id,
        await checked({ [key]: request.body.value }),
        reachable(request),
        versionActor(request),
      );
      if (!values) throw notFound('customer');
      return { key, value: values[key] ?? null };
    },
  );

  const groupSchema = customerDataGroupResource.schema.safeExtend({
    id: z.string(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
  r.post(
    '/api/customerdatagroup/move/:from/:to/:field',
    {
      config: write,
      schema: {
        tags: ['customerdatagroup'],
        summary: 'Moves a field to another data group; every customer keeps its value',
        params: z.object({ from: z.uuid(), to: z.uuid(), field: customerDataKeySchema }),
        response: { 200: z.object({ from: groupSchema, to: groupSchema }) },
      },
    },
    async (request) => {
      const { from, to, field } = request.params;
      const moved = await data.move(from, to, field);
      if (moved === 'missing') throw notFound(`Field ${field} of the data group`);
      if (moved === 'same')
        throw validationError([{ path: 'to', message: CUSTOMER_DATA_MESSAGES.sameGroup }]);
      if (moved === 'taken')
        throw refusal('CONFLICT', CUSTOMER_DATA_MESSAGES.keyTaken, {
          fields: [{ path: 'field', message: CUSTOMER_DATA_MESSAGES.keyTaken }],
        });
      const wire = (row: typeof moved.from) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      });
      return { from: wire(moved.from), to: wire(moved.to) };
    },
  );
}
