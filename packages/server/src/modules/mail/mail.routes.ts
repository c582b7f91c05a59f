import {
  type MailQueueStatistics,
  mailQueueResource,
  mailQueueStatisticsSchema,
  queuedMailView,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailQueue } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { recordSchemaOf } from '../../http/record-schema.ts';
import { toWire } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';

/** The mail queue's own calls; listing and reading it is the generic resource `mailqueue`. */
export function registerMailRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mailqueue'];

  r.get(
    '/api/mailqueue/statistics',
    {
      config: { access: { scopes: ['mailqueue.read'] } },
      schema: { tags, response: { 200: mailQueueStatisticsSchema } },
    },
    async () => {
      const statistics: MailQueueStatistics = {
        counts: await services.mailRepository.countsByStatus(),
        transport: (await services.mail.hasTransport()) ? 'configured' : 'none',
      };
      return statistics;
    },
  );

  r.post(
    '/api/mailqueue/:id/plan',
    {
      config: { access: { scopes: ['mailqueue.update'] } },
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        body: z.object({ sendAfter: z.iso.datetime({ offset: true }).optional() }).nullish(),
        response: { 200: recordSchemaOf(mailQueueResource, mailQueue) },
      },
    },
    async (request) => {
      const at = request.body?.sendAfter ? new Date(request.body.sendAfter) : new Date();
      const row = await services.mailRepository.plan(request.params.id, at);
      if (!row) throw notFound('mail');
      // Sending right away when due, so "send again" shows its result in the list at once.
      if (at <= new Date()) await services.mail.processQueue();
      return toWire(queuedMailView(row));
    },
  );
}
