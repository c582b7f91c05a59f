import {
  MAIL_QUEUE_MESSAGES,
  mailQueueChangeSchema,
  mailQueueCopySchema,
  mailQueueCreateSchema,
  mailQueueResource,
  queuedMailView,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailQueue } from '../../db/schema/index.ts';
import { actorOf } from '../../http/actor.ts';
import { noContent } from '../../http/answers.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import { recordSchemaOf } from '../../http/record-schema.ts';
import { toWire } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import type { BookingMailService } from './booking-mail.service.ts';
import { textToHtml } from './mail-html.ts';
import type { QueuedMail } from './mail.repository.ts';

const refuse = (path: string, message: string) => validationError([{ path, message }], message);

/**
 * SPEC §7's standard writes of `/api/mailqueue` (issue 38). A mail is queued by hand like an answer
 * from /mail (signed; about a booking, a version of it); one still waiting is corrected or
 * withdrawn; a sent mail stays as the record that it went out (the booking's history names it)
 * and is sent again with `{id}/plan` or copied to go once more. A sealed mail (a sign-in link)
 * is neither changed nor copied: its link belongs to the one it was made for.
 */
export function registerMailQueueWrites(app: FastifyInstance, services: Services, mail: BookingMailService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mailqueue'];
  const scope = (verb: string) => ({ access: { scopes: [`mailqueue.${verb}`] } });
  const record = recordSchemaOf(mailQueueResource, mailQueue);
  const id = z.object({ id: z.uuid() });
  const repository = services.mailRepository;
  const shown = (row: QueuedMail) => toWire(queuedMailView(row));
  const load = async (mailId: string) => {
    const row = await repository.one(mailId);
    if (!row) throw notFound('mail');
    return row;
  };

  r.post(
    '/api/mailqueue',
    { config: scope('create'), schema: { tags, body: mailQueueCreateSchema, response: { 201: record } } },
    async (request, reply) => {
      const { sendAfter, ...input } = request.body;
      const queued = await mail.sendText(
        { ...input, ...(sendAfter ? { sendAfter: new Date(sendAfter) } : {}) },
        actorOf(request),
      );
      return reply.status(201).send(shown(await load(queued)));
    },
  );

  r.post(
    '/api/mailqueue/:id',
    {
      config: scope('update'),
      schema: { tags, params: id, body: mailQueueChangeSchema, response: { 200: record } },
    },
    async (request) => {
      const { version, sendAfter, ...fields } = request.body;
      const before = await load(request.params.id);
      if (before.sealed) throw refuse('text', MAIL_QUEUE_MESSAGES.sealed);
      if (before.status !== 'queued') throw refuse('status', MAIL_QUEUE_MESSAGES.notWaiting);
      const changed = await repository.changeWaiting(before.id, version, {
        ...fields,
        ...(fields.text ? { html: textToHtml(fields.text) } : {}),
        ...(sendAfter ? { sendAfter: new Date(sendAfter) } : {}),
      });
      if (changed) return shown(changed);
      const now = await load(before.id);
      if (now.status !== 'queued') throw refuse('status', MAIL_QUEUE_MESSAGES.notWaiting);
      throw refusal(
        'STALE_VERSION',
        `Someone else changed this mail (you edited version ${version}, it is now ${now.version}); reload and apply your change again`,
      );
    },
  );

  r.delete(
    '/api/mailqueue/:id',
    {
      config: scope('delete'),
      schema: { tags, params: id, response: { 204: noContent('The mail is withdrawn') } },
    },
    async (request, reply) => {
      await load(request.params.id);
      if (!(await repository.withdraw(request.params.id)))
        throw refuse('status', MAIL_QUEUE_MESSAGES.notWaiting);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/mailqueue/:id/copy',
    {
      config: scope('create'),
      schema: { tags, params: id, body: mailQueueCopySchema, response: { 201: record } },
    },
    async (request, reply) => {
      const source = await load(request.params.id);
      if (source.sealed) throw refuse('text', MAIL_QUEUE_MESSAGES.sealed);
      const copy = await repository.enqueue({
        to: request.body.to ?? source.to,
        subject: source.subject,
        text: source.text,
        ...(source.html ? { html: source.html } : {}),
        ...(source.booking ? { booking: source.booking } : {}),
        ...(source.account ? { account: source.account } : {}),
        attachments: source.attachments,
        ...(request.body.sendAfter ? { sendAfter: new Date(request.body.sendAfter) } : {}),
      });
      void services.mail.processQueue().catch(() => undefined);
      return reply.status(201).send(shown(await load(copy)));
    },
  );
}
