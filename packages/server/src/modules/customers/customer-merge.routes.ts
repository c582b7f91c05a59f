import {
  CUSTOMER_MERGE_MESSAGES,
  type CustomerMerge,
  customerMergeSchema,
  duplicatePairSchema,
  mergeUndoProblem,
  mergeUndoUntil,
  pageSchemaOf,
  pagingQuerySchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { CustomerMergeRepository, type MergeRow } from './customer-merge.repository.ts';
import { LoyaltyService } from './loyalty.service.ts';

/** Finding and merging duplicates changes customers for good: those who may change customers (SPEC §6). */
const MERGE_SCOPES = ['customers.update'];

/** A refusal of the merge's own rules, naming the field (and so the translated message). */
const conflict = (path: string, message: string) =>
  refusal('CONFLICT', message, { fields: [{ path, message }] });

/**
 * Duplicate customers (issue 37): `GET /api/customer/duplicates` lists pairs that look like one
 * person, `POST /api/customer/duplicates/{id}/{other}/dismiss` says they are not, `POST
 * /api/customer/{id}/merge/{other}` merges the other into the first, `POST
 * /api/customer/merge/{merge}/undo` gives both back within MERGE_UNDO_DAYS, and `GET
 * /api/customer/{id}/merges` lists the merges into a customer. Not in SPEC §7: the paths sit
 * beside the customer's other calls.
 */
export function registerCustomerMergeRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const merges = new CustomerMergeRepository(services.database.db);
  const loyalty = new LoyaltyService(services);
  const config = { access: { scopes: MERGE_SCOPES } };
  const tags = ['customer'];
  const pairParams = z.object({ id: z.uuid(), other: z.uuid() });
  const actor = (request: Parameters<typeof actorOf>[0]) => {
    const who = actorOf(request);
    return { id: who.userId ?? null, name: who.name ?? '' };
  };

  const view = (merge: MergeRow): CustomerMerge => {
    const removed = merge.removed as { full_name?: string; contact?: { email?: string } };
    const moved: Record<string, number> = {};
    for (const ref of merge.moved) if (!ref.mark) moved[ref.table] = (moved[ref.table] ?? 0) + 1;
    return {
      id: merge.id,
      survivor: merge.survivor,
      removed: {
        id: merge.removedId,
        fullName: removed.full_name ?? '',
        email: removed.contact?.email ?? '',
      },
      moved,
      byName: merge.byName,
      createdAt: merge.createdAt.toISOString(),
      undoUntil: mergeUndoUntil(merge.createdAt).toISOString(),
      undoneAt: merge.undoneAt ? merge.undoneAt.toISOString() : null,
      undoable: mergeUndoProblem(merge, services.clock.now()) === null,
    };
  };

  r.get(
    '/api/customer/duplicates',
    {
      config,
      schema: {
        tags,
        summary:
          'Pairs of customers that look like the same person (e-mail, phone, passport, or name and birthday), dismissed pairs left out',
        querystring: pagingQuerySchema.pick({ page: true, size: true }),
        response: { 200: pageSchemaOf(duplicatePairSchema) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { pairs, total } = await merges.duplicates(page, size);
      return { data: pairs, total, page, size };
    },
  );

  r.post(
    '/api/customer/duplicates/:id/:other/dismiss',
    {
      config,
      schema: {
        tags,
        summary: 'Marks two customers as not the same person: the pair no longer shows as a duplicate',
        params: pairParams,
        response: { 200: z.object({ a: z.string(), b: z.string() }) },
      },
    },
    async (request) => {
      const { id, other } = request.params;
      if (id === other) throw validationError([{ path: 'other', message: CUSTOMER_MERGE_MESSAGES.self }]);
      if (!(await merges.dismiss(id, other, actor(request)))) throw notFound('customer');
      return id < other ? { a: id, b: other } : { a: other, b: id };
    },
  );

  r.post(
    '/api/customer/:id/merge/:other',
    {
      config,
      schema: {
        tags,
        summary:
          'Merges the other customer into this one: everything pointing at the other moves here, empty fields are filled, the other is removed (undoable for 30 days)',
        params: pairParams,
        response: { 200: customerMergeSchema },
      },
    },
    async (request) => {
      const { id, other } = request.params;
      if (id === other) throw validationError([{ path: 'other', message: CUSTOMER_MERGE_MESSAGES.self }]);
      const merged = await merges.merge(id, other, actor(request), services.clock.now());
      if (merged === 'missing') throw notFound('customer');
      if (merged === 'diveClash') throw conflict('other', CUSTOMER_MERGE_MESSAGES.diveClash);
      // The points moved with the rest: the survivor's sums and tier follow at once.
      await loyalty.refresh([id]);
      return view(merged);
    },
  );

  r.post(
    '/api/customer/merge/:merge/undo',
    {
      config,
      schema: {
        tags,
        summary:
          'Undoes a merge within 30 days: the removed customer comes back with its own id, data and records',
        params: z.object({ merge: z.uuid() }),
        response: { 200: customerMergeSchema },
      },
    },
    async (request) => {
      const now = services.clock.now();
      const undone = await merges.undo(request.params.merge, actor(request), now, (merge) =>
        mergeUndoProblem(merge, now),
      );
      if (undone === 'missing') throw notFound('merge');
      if (undone === 'later') throw conflict('merge', CUSTOMER_MERGE_MESSAGES.later);
      if ('problem' in undone) throw conflict('merge', undone.problem);
      await loyalty.refresh([undone.survivor, undone.removedId]);
      return view(undone);
    },
  );

  r.get(
    '/api/customer/:id/merges',
    {
      config,
      schema: {
        tags,
        summary: 'The merges into this customer, newest first, with until when each can be undone',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.array(customerMergeSchema) },
      },
    },
    async (request) => (await merges.mergesInto(request.params.id)).map(view),
  );
}
