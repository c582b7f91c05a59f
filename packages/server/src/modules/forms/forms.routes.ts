import {
  answerFormSchema,
  FORM_FIELD_TYPES,
  FORM_PURPOSES,
  formChangeSchema,
  formConstantsSchema,
  formCopySchema,
  formResource,
  formQrCodeSchema,
  publicFormSchema,
  sendFormSchema,
  sentFormSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { forms as formsTable } from '../../db/schema/index.ts';
import { noContent } from '../../http/answers.ts';
import { recordSchemaOf } from '../../http/record-schema.ts';
import { toWire } from '../../http/resource-routes.ts';
import { actorOf } from '../../http/actor.ts';
import type { FormsService } from './forms.service.ts';

const id = z.object({ id: z.uuid() });
const token = z.object({ token: z.string().min(1).max(200) });

/**
 * SPEC §7 Forms: the standard calls (list, CSV and get through the generic layer; create is
 * sending, update a language or reopening, copy sending again, delete), `GET /api/form/constants`, `GET /api/form/{id}` with the token (public), `POST
 * /api/form/{id}/qrcode`, `GET /api/formdef/constants`; and sending a form and answering it.
 */
export function registerFormRoutes(app: FastifyInstance, services: Services, forms: FormsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['form'];
  const features = ['forms' as const];
  const constants = () => ({ fieldTypes: FORM_FIELD_TYPES, purposes: FORM_PURPOSES });
  const { max, windowMs } = services.config.authRateLimit;
  const open = {
    access: { scopes: [], ignoreToken: true, features },
    rateLimit: { max: max * 6, timeWindow: windowMs, hook: 'preHandler' as const },
  };

  r.get(
    '/api/form/constants',
    {
      config: { access: { scopes: ['forms.read'], features } },
      schema: { tags, response: { 200: formConstantsSchema } },
    },
    constants,
  );
  r.get(
    '/api/formdef/constants',
    {
      config: { access: { scopes: ['formdef.update', 'forms.read'], features } },
      schema: { tags: ['formdef'], response: { 200: formConstantsSchema } },
    },
    constants,
  );
  // SPEC §7's standard create of a form is sending one (`send` is the name the screens call).
  const sendAccess = { access: { scopes: ['forms.read', 'customers.update'], features } };
  for (const path of ['/api/form', '/api/form/send'])
    r.post(
      path,
      { config: sendAccess, schema: { tags, body: sendFormSchema, response: { 201: sentFormSchema } } },
      async (request, reply) => reply.status(201).send(await forms.send(request.body, actorOf(request))),
    );
  const record = recordSchemaOf(formResource, formsTable, ['token']);
  r.post(
    '/api/form/:id',
    {
      config: { access: { scopes: ['forms.update'], features } },
      schema: { tags, params: id, body: formChangeSchema, response: { 200: record } },
    },
    async (request) =>
      toWire(await forms.change(request.params.id, request.body, actorOf(request)), ['token']),
  );
  r.post(
    '/api/form/:id/copy',
    {
      config: sendAccess,
      schema: { tags, params: id, body: formCopySchema, response: { 201: sentFormSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await forms.copy(request.params.id, request.body, actorOf(request))),
  );
  r.delete(
    '/api/form/:id',
    {
      config: { access: { scopes: ['forms.delete'], features } },
      schema: { tags, params: id, response: { 204: noContent('The form is deleted, with its answers') } },
    },
    async (request, reply) => {
      await forms.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/api/form/:id/qrcode',
    {
      config: { access: { scopes: ['forms.read'], features } },
      schema: { tags, params: id, response: { 200: formQrCodeSchema } },
    },
    (request) => forms.qrcode(request.params.id),
  );
  // The customer's side, by the link: the generic `GET /api/form/{id}` answers staff, this the token.
  r.get(
    '/api/form/:id/public',
    { config: open, schema: { tags, params: id, querystring: token, response: { 200: publicFormSchema } } },
    (request) => forms.open(request.params.id, request.query.token),
  );
  r.post(
    '/api/form/:id/public',
    {
      config: open,
      schema: {
        tags,
        params: id,
        querystring: token,
        body: answerFormSchema,
        response: { 200: publicFormSchema },
      },
    },
    (request) => forms.answer(request.params.id, request.query.token, request.body),
  );
}
