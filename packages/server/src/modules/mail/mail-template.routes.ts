import {
  BOOKING_STATES,
  LANGUAGES,
  mailPreviewAnswerSchema,
  mailPreviewSchema,
  mailTemplateResource,
  sendBookingMailSchema,
  sendCustomerMailSchema,
  sentMailsSchema,
  templateOffered,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailTemplates } from '../../db/schema/index.ts';
import { validationError } from '../../http/errors.ts';
import { recordSchemaOf } from '../../http/record-schema.ts';
import { type ResourceBinding, toWire } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import { actorOf as actor } from '../../http/actor.ts';
import { refuseUnreachableCustomers } from '../../db/customer-reach.ts';
import { type BookingMailService, checkTemplateText } from './booking-mail.service.ts';
import { mailTemplatesByName } from './mail-reads.repository.ts';

type Texts = Record<string, { subject: string; body: string }>;

/** `/api/mail/template`: the standard calls, refusing a text that does not parse or says nothing. */
export function mailTemplateBinding(): ResourceBinding {
  return {
    definition: mailTemplateResource,
    table: mailTemplates,
    check: (input) => {
      const texts = input.texts as Texts;
      checkTemplateText(
        LANGUAGES.flatMap((language) => [
          { path: `texts.${language}.subject`, source: texts[language]?.subject ?? '' },
          { path: `texts.${language}.body`, source: texts[language]?.body ?? '' },
        ]),
      );
      if (!LANGUAGES.some((language) => texts[language]?.subject.trim()))
        throw validationError([
          { path: `texts.${LANGUAGES[0]}.subject`, message: 'Write a subject in at least one language' },
        ]);
    },
  };
}

/** `GET byState/{state}`, the editor's preview, and sending a template from a booking. */
export function registerMailTemplateRoutes(
  app: FastifyInstance,
  services: Services,
  mail: BookingMailService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mail/template'];
  const readers = ['mailtemplates.read', 'mailtemplates.update', 'bookings.read'];

  r.get(
    '/api/mail/template/byState/:state',
    {
      config: { access: { scopes: readers } },
      schema: {
        tags,
        params: z.object({ state: z.enum(BOOKING_STATES) }),
        response: { 200: z.array(recordSchemaOf(mailTemplateResource, mailTemplates)) },
      },
    },
    async (request) => {
      const rows = await mailTemplatesByName(services.database.db);
      return rows
        .filter((row) =>
          templateOffered({ states: row.states as never, isActive: row.isActive }, request.params.state),
        )
        .map((row) => toWire(row));
    },
  );

  r.post(
    '/api/mail/template/preview',
    {
      config: { access: { scopes: readers } },
      schema: { tags, body: mailPreviewSchema, response: { 200: mailPreviewAnswerSchema } },
    },
    (request) => mail.preview(request.body, actor(request)),
  );

  r.post(
    '/api/customer/sendMail',
    {
      config: { access: { scopes: ['customers.update'] } },
      schema: { tags: ['customer'], body: sendCustomerMailSchema, response: { 200: sentMailsSchema } },
    },
    async (request) => {
      const named = request.body.customers.map((id, i) => ({ id, path: `customers.${i}` }));
      await refuseUnreachableCustomers(services.database.db, request.principal, named, { as: 'record' });
      return mail.sendToCustomers(request.body);
    },
  );

  r.post(
    '/api/bookings/:id/sendMail',
    {
      config: { access: { scopes: ['bookings.update'] } },
      schema: {
        tags: ['bookings'],
        params: z.object({ id: z.uuid() }),
        body: sendBookingMailSchema,
        response: { 200: sentMailsSchema },
      },
    },
    (request) => mail.send(request.params.id, request.body, actor(request)),
  );
}
