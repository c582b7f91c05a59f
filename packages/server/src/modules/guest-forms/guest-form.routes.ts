import multipart from '@fastify/multipart';
import {
  CERTIFICATION_AGENCIES,
  GEAR_SIZES,
  GUEST_FORM_FILE_KINDS,
  GUEST_FORM_GROUPS,
  GUEST_FORM_STATES,
  guestFormApplySchema,
  guestFormDataSchema,
  guestFormMailSentSchema,
  guestFormSaveSchema,
  guestFormTokenQuerySchema,
  MEDICAL_QUESTIONS,
  missingGuestFormSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { actorOf } from '../bookings/booking-actor.ts';
import { printFormatSchema } from '../documents/print-table.ts';
import { readAll } from '../media/media-storage.ts';
import { mediaServiceFor } from '../media/media.service.ts';
import { readUpload } from '../media/media-upload.ts';
import { sendGuestFormPrint } from './guest-form-print.ts';
import type { GuestFormPublicService } from './guest-form-public.service.ts';
import type { GuestFormReminders } from './guest-form-reminders.ts';
import type { GuestFormReviewService } from './guest-form-review.service.ts';

const READ = ['customers.read', 'agencies.self'];
const id = z.object({ id: z.uuid() });

/**
 * SPEC §7 Guest forms: the public form behind the booking's link (no login, rate-limited) and the
 * operator's review; `GET /api/bookings/missingGuestform` and `POST {id}/sendGuestFormMail`.
 */
export function registerGuestFormRoutes(
  app: FastifyInstance,
  services: Services,
  forms: { open: GuestFormPublicService; review: GuestFormReviewService; reminders: GuestFormReminders },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['guestform'];
  const read = { access: { scopes: READ } };
  const update = { access: { scopes: ['customers.update'] } };
  const { max, windowMs } = services.config.authRateLimit;
  // Guests save now and then; a stranger trying tokens is slowed like a password guesser.
  const open = {
    access: { scopes: [], ignoreToken: true },
    rateLimit: { max: max * 6, timeWindow: windowMs, hook: 'preHandler' as const },
  };
  const tokenQuery = guestFormTokenQuerySchema;

  r.get(
    '/api/guestform/:id/linked',
    { config: open, schema: { tags, params: id, querystring: tokenQuery } },
    (request) => forms.open.open(request.params.id, request.query.token),
  );
  r.post(
    '/api/guestform/:id/linked',
    { config: open, schema: { tags, params: id, querystring: tokenQuery, body: guestFormSaveSchema } },
    (request) => forms.open.save(request.params.id, request.query.token, request.body),
  );
  // Multipart parsing exists only in this plugin; the size limit is the setting's, read per upload.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10, parts: 15 },
    });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/guestform/:id/linked/file',
        { config: open, schema: { tags, params: id, querystring: tokenQuery } },
        async (request, reply) => {
          const maxBytes = (await forms.open.maxFileSizeKb()) * 1024;
          const { upload, fields } = await readUpload(request, maxBytes);
          const file = await forms.open.upload(request.params.id, request.query.token, upload, fields);
          return reply.code(201).send(file);
        },
      );
  });

  r.get('/api/guestform/types', { config: read, schema: { tags } }, () => ({
    groups: GUEST_FORM_GROUPS,
    medicalQuestions: MEDICAL_QUESTIONS,
    certificationAgencies: CERTIFICATION_AGENCIES,
    gearSizes: GEAR_SIZES,
    fileKinds: GUEST_FORM_FILE_KINDS,
  }));
  r.get(
    '/api/guestform/statistics',
    {
      // Counted over every booking: not for an agent, who sees its own agency's forms only.
      config: { access: { scopes: ['customers.read'] } },
      schema: { tags, querystring: z.object({ days: z.coerce.number().int().min(1).max(3660).default(30) }) },
    },
    (request) => forms.review.statistics(request.query.days, services.clock.now()),
  );
  r.get(
    '/api/guestform',
    {
      config: read,
      schema: {
        tags,
        querystring: z.object({
          state: z.enum(GUEST_FORM_STATES).default('submitted'),
          booking: z.uuid().optional(),
          search: z.string().max(200).optional(),
          page: z.coerce.number().int().min(0).max(100_000).default(0),
          size: z.coerce.number().int().min(0).max(500).default(25),
        }),
      },
    },
    (request) => forms.review.list(request.query, actorOf(request)),
  );
  r.get(
    '/api/guestform/rooms',
    { config: read, schema: { tags, querystring: z.object({ booking: z.uuid() }) } },
    (request) => forms.review.places(request.query.booking, actorOf(request)),
  );
  r.get(
    '/api/guestform/self',
    { config: { access: { scopes: ['customers.self'] } }, schema: { tags } },
    (request) => forms.review.self(request.principal.customer),
  );
  r.get(
    '/api/guestform/:id/print',
    { config: read, schema: { tags, params: id, querystring: printFormatSchema } },
    async (request, reply) =>
      sendGuestFormPrint(
        reply,
        services,
        await forms.review.review(request.params.id, actorOf(request)),
        request.query.format,
      ),
  );
  r.get('/api/guestform/diff/:id', { config: read, schema: { tags, params: id } }, (request) =>
    forms.review.differences(request.params.id, actorOf(request)),
  );
  r.get('/api/guestform/:id', { config: read, schema: { tags, params: id } }, (request) =>
    forms.review.review(request.params.id, actorOf(request)),
  );
  r.get('/api/guestform/:id/links', { config: read, schema: { tags, params: id } }, async (request) => {
    return forms.review.link(request.params.id, actorOf(request));
  });
  r.get(
    '/api/guestform/:id/file/:fileId',
    { config: read, schema: { tags, params: id.extend({ fileId: z.uuid() }) } },
    async (request, reply) => {
      const file = await forms.review.file(request.params.id, request.params.fileId, actorOf(request));
      const stored = await mediaServiceFor(services).storage.get(file.storageKey);
      if (!stored) throw notFound('File');
      return reply
        .type(file.mimeType)
        .header('content-disposition', `inline; filename="${encodeURIComponent(file.name)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(await readAll(stored.body));
    },
  );

  r.post(
    '/api/guestform/:id/addToBooking',
    { config: update, schema: { tags, params: id, body: guestFormApplySchema } },
    (request) => forms.review.apply(request.params.id, request.body.fields, actorOf(request)),
  );
  r.post('/api/guestform/addAllToBooking/:id', { config: update, schema: { tags, params: id } }, (request) =>
    forms.review.applyAll(request.params.id, actorOf(request)),
  );
  r.post(
    '/api/guestform/:id/appendMissingFields',
    { config: update, schema: { tags, params: id } },
    (request) => forms.review.appendMissing([request.params.id], actorOf(request)),
  );
  r.post(
    '/api/guestform/appendMissingFields',
    { config: update, schema: { tags, body: z.object({ ids: z.array(z.uuid()).min(1).max(200) }) } },
    (request) => forms.review.appendMissing(request.body.ids, actorOf(request)),
  );
  r.post(
    '/api/guestform/customer/:customer/:booking',
    { config: update, schema: { tags, params: z.object({ customer: z.uuid(), booking: z.uuid() }) } },
    (request) => forms.review.forCustomer(request.params.customer, request.params.booking, actorOf(request)),
  );
  r.post(
    '/api/guestform/:id',
    {
      config: update,
      schema: {
        tags,
        params: id,
        body: z.object({ data: guestFormDataSchema, version: z.number().int().min(0) }),
      },
    },
    (request) =>
      forms.review.save(request.params.id, request.body.data, request.body.version, actorOf(request)),
  );

  r.get(
    '/api/bookings/missingGuestform',
    {
      config: { access: { scopes: ['bookings.read', 'agencies.self'] } },
      schema: {
        tags: ['bookings'],
        querystring: z.object({ days: z.coerce.number().int().min(1).max(730).default(60) }),
        response: { 200: z.array(missingGuestFormSchema) },
      },
    },
    (request) => forms.reminders.missing(request.query.days, actorOf(request)),
  );
  r.post(
    '/api/bookings/:id/sendGuestFormMail',
    {
      config: { access: { scopes: ['bookings.update'] } },
      schema: {
        tags: ['bookings'],
        params: id,
        body: z.object({ force: z.boolean().default(false) }).default({ force: false }),
        response: { 200: guestFormMailSentSchema },
      },
    },
    (request) => forms.reminders.send(request.params.id, request.body.force, actorOf(request)),
  );
}
