import { contestEntryBodySchema, contestSubscriptionSchema, customerContestSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../http/answers.ts';
import { notFound } from '../../http/errors.ts';
import type { ContestsService } from './contests.service.ts';
import { CONTEST_STAFF_SCOPES } from './contests.service.ts';

const params = z.object({ id: z.uuid() });
const tags = ['contest'];
const features = ['contest' as const];

/**
 * SPEC §7 Contest: `GET {id}/subscription` (the entries, staff), `POST {id}/subscribe` and
 * `/unsubscribe` (staff for any customer, a customer's own login for itself), and the draw
 * (`POST {id}/draw`, docs/decisions.md).
 */
export function registerContestRoutes(app: FastifyInstance, contests: ContestsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const entryAccess = { access: { scopes: [...CONTEST_STAFF_SCOPES, 'customers.self'], features } };

  r.get(
    '/api/contest/:id/subscription',
    {
      config: { access: { scopes: ['contest.read'], features } },
      schema: {
        tags,
        summary: "A contest's entries (customer, name, when, how) and its draw once made",
        params,
        response: { 200: contestSubscriptionSchema },
      },
    },
    async (request) => {
      if (!(await contests.repository.exists(request.params.id))) throw notFound('contest');
      return contests.subscription(request.params.id);
    },
  );

  // The customer's record lists the contests they entered (not in SPEC §7; docs/api.md).
  r.get(
    '/api/customer/:id/contests',
    {
      config: { access: { scopes: ['contest.read'], features } },
      schema: {
        tags,
        summary: 'The contests a customer entered, newest first, with their state and whether they won',
        params,
        response: { 200: z.array(customerContestSchema) },
      },
    },
    async (request) => {
      if (!(await contests.repository.customerExists(request.params.id))) throw notFound('customer');
      return contests.repository.ofCustomer(request.params.id, await contests.today());
    },
  );

  r.post(
    '/api/contest/:id/subscribe',
    {
      config: entryAccess,
      schema: {
        tags,
        summary:
          'Enters a customer (staff) or oneself (a customer login) within the period, once; no newsletter consent asked',
        params,
        body: contestEntryBodySchema,
        response: { 204: noContent('Entered') },
      },
    },
    async (request, reply) => {
      await contests.subscribe(request.params.id, request, request.body.customer);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/contest/:id/unsubscribe',
    {
      config: entryAccess,
      schema: {
        tags,
        summary: "Takes a customer's entry back (staff) or one's own (a customer login), until the draw",
        params,
        body: contestEntryBodySchema,
        response: { 204: noContent('Withdrawn') },
      },
    },
    async (request, reply) => {
      await contests.unsubscribe(request.params.id, request, request.body.customer);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/contest/:id/draw',
    {
      config: { access: { scopes: CONTEST_STAFF_SCOPES, features } },
      schema: {
        tags,
        summary:
          'Draws the winners at random among the entries, once, after the last day of entries; the draw is logged',
        params,
        response: { 200: contestSubscriptionSchema },
      },
    },
    async (request) => {
      await contests.draw(request.params.id, request);
      return contests.subscription(request.params.id);
    },
  );
}
