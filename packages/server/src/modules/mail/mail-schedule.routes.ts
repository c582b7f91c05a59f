import {
  mailScheduleResource,
  scheduledMailQuerySchema,
  scheduledMailSchema,
  sentMailsSchema,
  testScheduleSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailSchedules } from '../../db/schema/index.ts';
import { noContent } from '../../http/answers.ts';
import { validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import { actorOf as actor } from '../../http/actor.ts';
import { userEmail } from './mail-reads.repository.ts';
import type { MailScheduler } from './mail-scheduler.ts';

/** `/api/mailschedule`: the standard calls of the rules. */
export function mailScheduleBinding(): ResourceBinding {
  return { definition: mailScheduleResource, table: mailSchedules };
}

const features = ['mailScheduler' as const];

/** SPEC §7: `GET scheduled`, `DELETE scheduled/{id}`, `POST {id}/test`. */
export function registerMailScheduleRoutes(
  app: FastifyInstance,
  services: Services,
  scheduler: MailScheduler,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mailschedule'];
  const read = { access: { scopes: ['mailschedule.read', 'mailschedule.update'], features } };
  const update = { access: { scopes: ['mailschedule.update'], features } };

  r.get(
    '/api/mailschedule/scheduled',
    {
      config: read,
      schema: {
        tags,
        querystring: scheduledMailQuerySchema,
        response: { 200: z.array(scheduledMailSchema) },
      },
    },
    (request) => scheduler.list(request.query.status, request.query.schedule),
  );

  r.delete(
    '/api/mailschedule/scheduled/:id',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 204: noContent('The mail is cancelled') },
      },
    },
    async (request, reply) => {
      await scheduler.cancel(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/mailschedule/:id/test',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        body: testScheduleSchema.nullish(),
        response: { 200: sentMailsSchema },
      },
    },
    async (request) => {
      const userId = request.auth?.user.id;
      const email = userId ? await userEmail(services.database.db, userId) : undefined;
      if (!email) throw validationError([{ path: 'to', message: 'Your user has no e-mail address' }]);
      return scheduler.test(request.params.id, request.body?.booking, actor(request), email);
    },
  );
}
