import multipart from '@fastify/multipart';
import {
  csvLines,
  CERTIFICATION_AGENCIES,
  GEAR_SIZES,
  GUEST_FORM_FILE_KINDS,
  GUEST_FORM_GROUPS,
  GUEST_FORM_STATES,
  guestFormApplySchema,
  guestFormDataSchema,
  guestFormMailSentSchema,
  guestFormDifferenceSchema,
  guestFormFileSchema,
  guestFormGuestSchema,
  guestFormLinkSchema,
  guestFormPageSchema,
  guestFormPlaceSchema,
  guestFormPublicSchema,
  guestFormReviewSchema,
  guestFormSaveSchema,
  guestFormsAppliedSchema,
  guestFormsFilledSchema,
  guestFormStatisticsSchema,
  guestFormTokenQuerySchema,
  guestFormTypesSchema,
  MEDIA_TYPES,
  MEDICAL_QUESTIONS,
  missingGuestFormSchema,
  ownGuestFormSchema,
  crmCriteriaSchema,
  pagingQuerySchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FileAnswer, fileAnswer, noContent } from '../../http/answers.ts';
import { notFound } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import { actorOf } from '../../http/actor.ts';
import { printFormatSchema } from '../print/index.ts';
import { readAll } from '../media/index.ts';
import { mediaServiceFor } from '../media/index.ts';
import { readUpload } from '../media/index.ts';
import { sendGuestFormPrint } from './guest-form-print.ts';
import type { GuestFormPublicService } from './guest-form-public.service.ts';
import type { GuestFormReminders } from './guest-form-reminders.ts';
import type { GuestFormReviewService } from './guest-form-review.service.ts';

const READ = ['customers.read', 'agencies.self'];
const id = z.object({ id: z.uuid() });

/** One answer in any of several media types (the print as HTML or PDF, an upload as it was sent). */
function filesAnswer(mediaTypes: readonly string[], description: string): FileAnswer {
  const content = Object.assign({}, ...mediaTypes.map((type) => fileAnswer(type, description).content));
  return { description, content };
}

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
    {
      config: open,
      schema: { tags, params: id, querystring: tokenQuery, response: { 200: guestFormPublicSchema } },
    },
    (request) => forms.open.open(request.params.id, request.query.token),
  );
  r.post(
    '/api/guestform/:id/linked',
    {
      config: open,
      schema: {
        tags,
        params: id,
        querystring: tokenQuery,
        body: guestFormSaveSchema,
        response: { 200: guestFormGuestSchema },
      },
    },
    (request) => forms.open.save(request.params.id, request.query.token, request.body),
  );
  // Multipart parsing exists only in this plugin; the size limit is the setting's, read per upload.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10, parts: 15 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/guestform/:id/linked/file',
      {
        config: open,
        schema: { tags, params: id, querystring: tokenQuery, response: { 201: guestFormFileSchema } },
      },
      async (request, reply) => {
        const maxBytes = (await forms.open.maxFileSizeKb()) * 1024;
        const { upload, fields } = await readUpload(request, maxBytes);
        const file = await forms.open.upload(request.params.id, request.query.token, upload, fields);
        return reply.code(201).send(file);
      },
    );
  });

  r.get(
    '/api/guestform/types',
    { config: read, schema: { tags, response: { 200: guestFormTypesSchema } } },
    () => ({
      groups: GUEST_FORM_GROUPS,
      medicalQuestions: MEDICAL_QUESTIONS,
      certificationAgencies: CERTIFICATION_AGENCIES,
      gearSizes: GEAR_SIZES,
      fileKinds: GUEST_FORM_FILE_KINDS,
    }),
  );
  r.get(
    '/api/guestform/statistics',
    {
      // Counted over every booking: not for an agent, who sees its own agency's forms only.
      config: { access: { scopes: ['customers.read'] } },
      schema: {
        tags,
        querystring: z.object({ days: z.coerce.number().int().min(1).max(3660).default(30) }),
        response: { 200: guestFormStatisticsSchema },
      },
    },
    (request) => forms.review.statistics(request.query.days, services.clock.now()),
  );
  const listQuery = z.object({
    state: z.enum(GUEST_FORM_STATES).default('submitted'),
    booking: z.uuid().optional(),
    // The forms of one guest, for their customer page (issue 37).
    customer: z.uuid().optional(),
    search: z.string().max(200).optional(),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(0).max(500).default(25),
    // A CRM filter (domain crmCriteriaSchema, as JSON): the forms of the customers it finds.
    filter: pagingQuerySchema.shape.filter,
  });
  const listPage = async (asked: z.output<typeof listQuery>, request: FastifyRequest) => {
    const { filter, ...query } = asked;
    const criteria = filter ? parseOrThrow(crmCriteriaSchema, filter) : undefined;
    const crm = criteria
      ? {
          criteria,
          day: { today: await services.calendar.today(), timezone: await services.calendar.timezone() },
        }
      : undefined;
    return forms.review.list({ ...query, crm }, actorOf(request));
  };
  r.get(
    '/api/guestform',
    {
      config: read,
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: guestFormPageSchema },
      },
    },
    (request) => listPage(request.query, request),
  );
  // SPEC §7's standard calls beside the list: its CSV, create (the guest's form of a booking,
  // made if missing, as `customer/{customer}/{booking}`) and delete; one form per guest and
  // booking, so there is no copy (a repeater's answers reach a new booking by appendMissingFields).
  r.get(
    '/api/guestform/listCSV',
    {
      config: read,
      schema: {
        tags,
        querystring: listQuery.extend({ size: z.coerce.number().int().min(0).max(5_000).default(0) }),
        response: { 200: fileAnswer('text/csv', 'The forms as CSV (UTF-8 with a byte order mark)') },
      },
    },
    async (request, reply) => {
      const { data } = await listPage(request.query, request);
      const columns = [
        'id',
        'bookingNo',
        'from',
        'place',
        'roomName',
        'bed',
        'name',
        'state',
        'submittedAt',
        'appliedAt',
      ] as const;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="guestforms.csv"')
        .send(`\uFEFF${csvLines([[...columns], ...data.map((row) => columns.map((c) => row[c]))])}`);
    },
  );
  r.post(
    '/api/guestform',
    {
      config: update,
      schema: {
        tags,
        body: z.object({ customer: z.uuid(), booking: z.uuid() }),
        response: { 201: guestFormReviewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await forms.review.forCustomer(request.body.customer, request.body.booking, actorOf(request))),
  );
  r.delete(
    '/api/guestform/:id',
    {
      config: { access: { scopes: ['customers.delete', 'customers.update'] } },
      schema: {
        tags,
        params: id,
        response: { 204: noContent('The answers and files of the form are deleted') },
      },
    },
    async (request, reply) => {
      const keys = await forms.review.remove(request.params.id, actorOf(request));
      const storage = mediaServiceFor(services).storage;
      for (const key of keys) await storage.delete(key).catch(() => undefined);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/api/guestform/rooms',
    {
      config: read,
      schema: {
        tags,
        querystring: z.object({ booking: z.uuid() }),
        response: { 200: z.array(guestFormPlaceSchema) },
      },
    },
    (request) => forms.review.places(request.query.booking, actorOf(request)),
  );
  r.get(
    '/api/guestform/self',
    {
      config: { access: { scopes: ['customers.self'] } },
      schema: { tags, response: { 200: z.array(ownGuestFormSchema) } },
    },
    (request) => forms.review.self(request.principal.customer),
  );
  r.get(
    '/api/guestform/:id/print',
    {
      config: read,
      schema: {
        tags,
        params: id,
        querystring: printFormatSchema,
        response: { 200: filesAnswer(['text/html', 'application/pdf'], 'The form to print, as HTML or PDF') },
      },
    },
    async (request, reply) =>
      sendGuestFormPrint(
        reply as FastifyReply,
        services,
        await forms.review.review(request.params.id, actorOf(request)),
        request.query.format,
      ),
  );
  const review = { tags, params: id, response: { 200: guestFormReviewSchema } };
  r.get(
    '/api/guestform/diff/:id',
    { config: read, schema: { tags, params: id, response: { 200: z.array(guestFormDifferenceSchema) } } },
    (request) => forms.review.differences(request.params.id, actorOf(request)),
  );
  r.get('/api/guestform/:id', { config: read, schema: review }, (request) =>
    forms.review.review(request.params.id, actorOf(request)),
  );
  r.get(
    '/api/guestform/:id/links',
    { config: read, schema: { tags, params: id, response: { 200: guestFormLinkSchema } } },
    async (request) => forms.review.link(request.params.id, actorOf(request)),
  );
  r.get(
    '/api/guestform/:id/file/:fileId',
    {
      config: read,
      schema: {
        tags,
        params: id.extend({ fileId: z.uuid() }),
        response: {
          200: filesAnswer(
            MEDIA_TYPES.map((t) => t.mimeType),
            'The uploaded file as it was sent (a picture or a PDF)',
          ),
        },
      },
    },
    async (request, reply) => {
      const file = await forms.review.file(request.params.id, request.params.fileId, actorOf(request));
      const stored = await mediaServiceFor(services).storage.get(file.storageKey);
      if (!stored) throw notFound('File');
      return (reply as FastifyReply)
        .type(file.mimeType)
        .header('content-disposition', `inline; filename="${encodeURIComponent(file.name)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(await readAll(stored.body));
    },
  );

  r.post(
    '/api/guestform/:id/addToBooking',
    { config: update, schema: { ...review, body: guestFormApplySchema } },
    (request) => forms.review.apply(request.params.id, request.body.fields, actorOf(request)),
  );
  r.post(
    '/api/guestform/addAllToBooking/:id',
    { config: update, schema: { tags, params: id, response: { 200: guestFormsAppliedSchema } } },
    (request) => forms.review.applyAll(request.params.id, actorOf(request)),
  );
  r.post(
    '/api/guestform/:id/appendMissingFields',
    { config: update, schema: { tags, params: id, response: { 200: guestFormsFilledSchema } } },
    (request) => forms.review.appendMissing([request.params.id], actorOf(request)),
  );
  r.post(
    '/api/guestform/appendMissingFields',
    {
      config: update,
      schema: {
        tags,
        body: z.object({ ids: z.array(z.uuid()).min(1).max(200) }),
        response: { 200: guestFormsFilledSchema },
      },
    },
    (request) => forms.review.appendMissing(request.body.ids, actorOf(request)),
  );
  r.post(
    '/api/guestform/customer/:customer/:booking',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ customer: z.uuid(), booking: z.uuid() }),
        response: { 200: guestFormReviewSchema },
      },
    },
    (request) => forms.review.forCustomer(request.params.customer, request.params.booking, actorOf(request)),
  );
  r.post(
    '/api/guestform/:id',
    {
      config: update,
      schema: {
        ...review,
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
