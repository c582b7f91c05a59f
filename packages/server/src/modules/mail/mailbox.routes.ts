import {
  mailboxAccountSchema,
  mailBodySchema,
  mailboxQuerySchema,
  mailFolderCreateSchema,
  mailFolderRenameSchema,
  mailFolderSchema,
  mailListQuerySchema,
  mailReplyAnswerSchema,
  mailReplySchema,
  mailSummaryPageSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer, noContent } from '../../http/answers.ts';
import { validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { actorOf } from '../../http/actor.ts';
import type { BookingMailService } from './booking-mail.service.ts';
import type { MailboxService } from './mailbox.service.ts';

const folderParams = z.object({ folder: z.string().min(1).max(500) });
const mailParams = folderParams.extend({ mail: z.coerce.number().int().positive() });

/**
 * The mailbox (`/mail`): an account's IMAP folders and mails for any logged-in user the account
 * is open to (SPEC §7 `/api/mail`, `/api/mailfolder`). Folders are IMAP paths, URL-encoded.
 */
export function registerMailboxRoutes(
  app: FastifyInstance,
  services: Services,
  mailbox: MailboxService,
  mails: BookingMailService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { scopes: ['user'] } };
  const tags = ['mail'];
  const accounts = services.mailAccounts;
  const account = (request: { principal: Parameters<typeof accounts.forReading>[0] }, id?: string) =>
    accounts.forReading(request.principal, id);

  const folders = { 200: z.array(mailFolderSchema) };
  const deleted = (what: string) => ({ 204: noContent(what) });

  r.get(
    '/api/mail/accounts',
    { config, schema: { tags, response: { 200: z.array(mailboxAccountSchema) } } },
    (request) => accounts.readable(request.principal),
  );

  r.get(
    '/api/mail/folders',
    { config, schema: { tags, querystring: mailboxQuerySchema, response: folders } },
    async (request) => mailbox.folders(await account(request, request.query.account)),
  );

  r.get(
    '/api/mail/:folder',
    {
      config,
      schema: {
        tags,
        params: folderParams,
        querystring: mailboxQuerySchema,
        response: { 200: mailFolderSchema },
      },
    },
    async (request) => mailbox.folder(await account(request, request.query.account), request.params.folder),
  );

  // Before the GET of the same path, which would otherwise answer HEAD with a whole page.
  r.head(
    '/api/mail/:folder/mail',
    { config, schema: { tags, params: folderParams, querystring: mailboxQuerySchema } },
    async (request, reply) => {
      const counts = await mailbox.counts(
        await account(request, request.query.account),
        request.params.folder,
      );
      return reply
        .header('X-Total-Count', String(counts.messages))
        .header('X-Unseen-Count', String(counts.unseen))
        .status(200)
        .send();
    },
  );

  r.get(
    '/api/mail/:folder/mail',
    {
      config,
      schema: {
        tags,
        params: folderParams,
        querystring: mailListQuerySchema,
        response: { 200: mailSummaryPageSchema },
      },
    },
    async (request) => {
      const { account: id, ...query } = request.query;
      return mailbox.list(await account(request, id), request.params.folder, query);
    },
  );

  r.get(
    '/api/mail/:folder/mail/:mail/body',
    {
      config,
      schema: {
        tags,
        params: mailParams,
        querystring: mailboxQuerySchema,
        response: { 200: mailBodySchema },
      },
    },
    async (request) =>
      mailbox.body(await account(request, request.query.account), request.params.folder, request.params.mail),
  );

  r.get(
    '/api/mail/:folder/mail/:mail/attachment/:index',
    {
      config,
      schema: {
        tags,
        params: mailParams.extend({ index: z.coerce.number().int().min(0) }),
        querystring: mailboxQuerySchema,
        // The attachment in its own media type.
        response: { 200: fileAnswer('*/*', 'The attachment, as the mail carries it') },
      },
    },
    async (request, reply) => {
      const { folder, mail, index } = request.params;
      const file = await mailbox.attachment(
        await account(request, request.query.account),
        folder,
        mail,
        index,
      );
      const name = file.filename ?? `attachment-${index + 1}`;
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(file.content);
    },
  );

  r.delete(
    '/api/mail/:folder/mail/:mail',
    {
      config,
      schema: {
        tags,
        params: mailParams,
        querystring: mailboxQuerySchema,
        response: deleted('The mail is deleted'),
      },
    },
    async (request, reply) => {
      await mailbox.remove(
        await account(request, request.query.account),
        request.params.folder,
        request.params.mail,
      );
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/mail/:folder/mail/:mail/move',
    {
      config,
      schema: {
        tags,
        params: mailParams,
        querystring: mailboxQuerySchema,
        body: z.object({ to: z.string().min(1).max(500) }),
        response: { 204: noContent('The mail is in the other folder') },
      },
    },
    async (request, reply) => {
      const { folder, mail } = request.params;
      await mailbox.move(await account(request, request.query.account), folder, mail, request.body.to);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/mail/:folder/mail/:mail/reply',
    {
      config,
      schema: {
        tags,
        params: mailParams,
        querystring: mailboxQuerySchema,
        body: mailReplySchema,
        response: { 200: mailReplyAnswerSchema },
      },
    },
    async (request) => {
      const source = await account(request, request.query.account);
      const original = await mailbox.body(source, request.params.folder, request.params.mail);
      if (!original.fromAddress)
        throw validationError([{ path: 'to', message: 'The mail names no sender to answer' }]);
      const thread = { account: source.id, inReplyTo: original.messageId ?? undefined };
      const { template, booking, language } = request.body;
      const actor = actorOf(request);
      if (template) {
        if (!booking)
          throw validationError([
            { path: 'booking', message: 'An answer from a template needs the booking it speaks about' },
          ]);
        const sent = await mails.send(
          booking,
          { template, to: original.fromAddress, language },
          actor,
          [],
          thread,
        );
        return { id: sent.queued[0]!.id };
      }
      const text = request.body.text?.trim();
      if (!text) throw validationError([{ path: 'text', message: 'Write an answer or pick a template' }]);
      const subject =
        request.body.subject ||
        (/^re:/i.test(original.subject) ? original.subject : `Re: ${original.subject}`);
      const id = await mails.sendText({ to: original.fromAddress, subject, text, booking }, actor, thread);
      return { id };
    },
  );

  r.get(
    '/api/mailfolder',
    { config, schema: { tags: ['mailfolder'], querystring: mailboxQuerySchema, response: folders } },
    async (request) => mailbox.folders(await account(request, request.query.account)),
  );

  r.post(
    '/api/mailfolder',
    {
      config,
      schema: {
        tags: ['mailfolder'],
        querystring: mailboxQuerySchema,
        body: mailFolderCreateSchema,
        response: { 200: mailFolderSchema },
      },
    },
    async (request) =>
      mailbox.createFolder(
        await account(request, request.query.account),
        request.body.name,
        request.body.parent,
      ),
  );

  r.post(
    '/api/mailfolder/:folder',
    {
      config,
      schema: {
        tags: ['mailfolder'],
        params: folderParams,
        querystring: mailboxQuerySchema,
        body: mailFolderRenameSchema,
        response: { 200: mailFolderSchema },
      },
    },
    async (request) =>
      mailbox.renameFolder(
        await account(request, request.query.account),
        request.params.folder,
        request.body.name,
      ),
  );

  r.delete(
    '/api/mailfolder/:folder',
    {
      config,
      schema: {
        tags: ['mailfolder'],
        params: folderParams,
        querystring: mailboxQuerySchema,
        response: deleted('The folder is deleted'),
      },
    },
    async (request, reply) => {
      await mailbox.deleteFolder(await account(request, request.query.account), request.params.folder);
      return reply.status(204).send(null);
    },
  );
}
