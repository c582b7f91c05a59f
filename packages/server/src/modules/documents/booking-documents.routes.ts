import {
  BOOKING_TEMPLATES,
  bookingDocumentSchema,
  bookingTemplateCatalogueSchema,
  documentWordsSchema,
  occupancyPrintQuerySchema,
  bookingTemplateInfoSchema,
  customDocumentSchema,
  type BookingState,
  DOCUMENT_TEXTS,
  downloadQuerySchema,
  paymentQrSchema,
  storeDocumentSchema,
  templateFits,
} from '@seaberth/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { actorOf as actor, SYSTEM_ACTOR } from '../../http/actor.ts';
import { fileAnswer, jsonOrFile, noContent } from '../../http/answers.ts';
import { languageOf } from '../../http/request-language.ts';
import { notFound } from '../../http/errors.ts';
import { DOCUMENT_LINK_TYPES } from './document-links.ts';
import type { BookingService } from '../bookings/index.ts';
import { readUpload } from '../media/index.ts';
import type { BookingDocumentsService } from './booking-documents.service.ts';
import { BookingTemplates } from './booking-templates.ts';

const read = { access: { scopes: ['bookings.read'] } };
/** Reading a booking's documents: agents too, for their agency's bookings (the booking load narrows them). */
const readOwn = { access: { scopes: ['bookings.read', 'agencies.self'] } };
const update = { access: { scopes: ['bookings.update'] } };
const tags = ['bookings'];
const id = z.object({ id: z.uuid() });
const documentParams = z.object({ id: z.uuid(), documentId: z.uuid() });
/** `optimize`: shrink an uploaded picture (SPEC §7 upload, default 0). */
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** A file as a download named for its booking and document. */
function sendFile(reply: FastifyReply, bytes: Buffer, name: string, type = 'application/pdf') {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}

/**
 * SPEC §7 bookings: GET templates, GET download (template, force), GET voucher, POST store
 * (template, store), and the documents kept with a booking (listed, opened, removed).
 */
export function registerBookingDocumentRoutes(
  app: FastifyInstance,
  services: Services,
  bookings: BookingService,
  documents: BookingDocumentsService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/bookings/:id/templates',
    { config: readOwn, schema: { tags, params: id, response: { 200: z.array(bookingTemplateInfoSchema) } } },
    async (request) => {
      const booking = await bookings.load(request.params.id, actor(request));
      const texts = DOCUMENT_TEXTS[booking.language === 'en' ? 'en' : 'de'];
      return BOOKING_TEMPLATES.map((template) => ({
        id: template,
        name: texts.titles[template],
        fits: templateFits(template, booking.state as BookingState),
      }));
    },
  );

  r.get(
    '/api/bookings/:id/download',
    {
      config: readOwn,
      schema: {
        tags,
        params: id,
        querystring: downloadQuerySchema,
        response: {
          200: fileAnswer('application/pdf', 'The document made from the template, as a download'),
        },
      },
    },
    async (request, reply) => {
      const { template, force } = request.query;
      const { pdf, name } = await documents.render(request.params.id, template, force, actor(request));
      return sendFile(reply, pdf, name);
    },
  );

  // A document by link (mails' `links.*` placeholders): no login, the HMAC in the context is the key.
  r.get(
    '/api/p/r/:type/:template/:context',
    {
      config: { access: { scopes: [] } },
      schema: {
        tags: ['documents'],
        params: z.object({
          type: z.enum(DOCUMENT_LINK_TYPES),
          template: z.enum(BOOKING_TEMPLATES),
          context: z.string().max(200),
        }),
        response: { 200: fileAnswer('application/pdf', 'The document as PDF, shown inline') },
      },
    },
    async (request, reply) => {
      const { type, template, context } = request.params;
      const booking = services.documentLinks.check(type, template, context);
      if (!booking) throw notFound('Document');
      const { pdf, name } = await documents.render(booking, template, false, SYSTEM_ACTOR);
      return sendFile(reply, pdf, name).header('content-disposition', `inline; filename="${name}"`);
    },
  );

  r.get(
    '/api/bookings/:id/voucher',
    {
      config: readOwn,
      schema: {
        tags,
        params: id,
        response: { 200: fileAnswer('application/pdf', 'The voucher, as a download') },
      },
    },
    async (request, reply) => {
      const { pdf, name } = await documents.render(request.params.id, 'voucher', false, actor(request));
      return sendFile(reply, pdf, name);
    },
  );

  r.post(
    '/api/bookings/:id/store',
    {
      config: update,
      schema: {
        tags,
        params: id,
        body: storeDocumentSchema,
        // `store: false` answers the PDF itself; otherwise the document as kept with the booking.
        response: {
          200: fileAnswer('application/pdf', 'The document, not kept (store false)'),
          201: bookingDocumentSchema,
        },
      },
    },
    async (request, reply) => {
      const { template, store, force } = request.body;
      if (!store) {
        const { pdf, name } = await documents.render(request.params.id, template, force, actor(request));
        return sendFile(reply, pdf, name);
      }
      reply.code(201);
      return documents.store(request.params.id, template, force, actor(request));
    },
  );

  // SPEC §7 `{id}/qrcode` (the open amount) and `paymentqrcode` (a chosen amount): the GiroCode.
  r.post(
    '/api/bookings/:id/qrcode',
    { config: read, schema: { tags, params: id, response: { 200: paymentQrSchema } } },
    (request) => documents.paymentQr(request.params.id, undefined, actor(request)),
  );
  r.post(
    '/api/bookings/paymentqrcode',
    {
      config: read,
      schema: {
        tags,
        body: z.object({ booking: z.uuid(), amount: z.number().int().positive().optional() }),
        response: { 200: paymentQrSchema },
      },
    },
    (request) => documents.paymentQr(request.body.booking, request.body.amount, actor(request)),
  );

  // SPEC §7 `templates` and `templates/{id}/occupancy` (no booking): the catalogue, and one
  // template printed for every booking occupying a place in a period (booking-templates.ts).
  const templates = new BookingTemplates(services, bookings, documents);
  r.get(
    '/api/bookings/templates',
    { config: read, schema: { tags, response: { 200: bookingTemplateCatalogueSchema } } },
    (request) => templates.catalogue(languageOf(request)),
  );
  r.get(
    '/api/bookings/templates/:templateId/occupancy',
    {
      config: read,
      schema: {
        tags,
        params: z.object({ templateId: z.enum(BOOKING_TEMPLATES) }),
        querystring: occupancyPrintQuerySchema,
        response: {
          200: fileAnswer(
            'application/pdf',
            'The template for each booking of the period and place, as one PDF',
          ),
        },
      },
    },
    async (request, reply) => {
      const { pdf, name } = await templates.occupancy(
        request.params.templateId,
        request.query,
        request.principal,
        actor(request),
      );
      return sendFile(reply, pdf, name);
    },
  );

  // SPEC §7 `templates/{templateId}`: one document by its template; POST with words of its own.
  const templateParams = z.object({ id: z.uuid(), templateId: z.enum(BOOKING_TEMPLATES) });
  r.get(
    '/api/bookings/:id/templates/:templateId',
    {
      config: read,
      schema: {
        tags,
        params: templateParams,
        querystring: z.object({ force: flag }),
        response: {
          200: fileAnswer('application/pdf', 'The document made from the template, as a download'),
        },
      },
    },
    async (request, reply) => {
      const { pdf, name } = await documents.render(
        request.params.id,
        request.params.templateId,
        request.query.force,
        actor(request),
      );
      return sendFile(reply, pdf, name);
    },
  );
  r.post(
    '/api/bookings/:id/templates/:templateId',
    {
      config: update,
      schema: {
        tags,
        params: templateParams,
        body: customDocumentSchema,
        response: {
          200: jsonOrFile(
            documentWordsSchema,
            { 'application/pdf': 'the document with its own words, as a download (persist false)' },
            'The words the document would print (query true)',
          ),
          201: bookingDocumentSchema.describe('The document kept with the booking (persist true)'),
        },
      },
    },
    async (request, reply) => {
      if (request.body.query)
        return reply
          .type('application/json')
          .send(
            await templates.words(
              request.params.id,
              request.params.templateId,
              request.body.custom,
              actor(request),
            ),
          );
      const made = await documents.custom(
        request.params.id,
        request.params.templateId,
        request.body,
        actor(request),
      );
      if ('pdf' in made) return sendFile(reply, made.pdf, made.name);
      return reply.code(201).send(made);
    },
  );

  // Multipart parsing exists only in this plugin, as for the media library.
  app.register(async (scope) => {
    const maxBytes = services.config.mediaMaxUploadKb * 1024;
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 30 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/bookings/:id/upload',
      {
        config: update,
        schema: {
          tags,
          params: id,
          querystring: z.object({ optimize: flag }),
          response: { 201: bookingDocumentSchema },
        },
      },
      async (request, reply) => {
        const { upload } = await readUpload(request, maxBytes);
        reply.code(201);
        return documents.upload(request.params.id, upload, request.query.optimize, actor(request));
      },
    );
  });

  r.get(
    '/api/bookings/:id/documents',
    { config: readOwn, schema: { tags, params: id, response: { 200: z.array(bookingDocumentSchema) } } },
    (request) => documents.list(request.params.id, actor(request)),
  );

  r.get(
    '/api/bookings/:id/documents/:documentId',
    {
      config: readOwn,
      schema: {
        tags,
        params: documentParams,
        // Its own media type: a PDF, or a picture that was uploaded.
        response: { 200: fileAnswer('application/octet-stream', 'The document file, as a download') },
      },
    },
    async (request, reply) => {
      const { row, body } = await documents.open(
        request.params.id,
        request.params.documentId,
        actor(request),
      );
      return sendFile(reply, body, row.name, row.mimeType);
    },
  );

  r.delete(
    '/api/bookings/:id/documents/:documentId',
    {
      config: update,
      schema: { tags, params: documentParams, response: { 204: noContent('The document is removed') } },
    },
    async (request, reply) => {
      await documents.remove(request.params.id, request.params.documentId, actor(request));
      return reply.code(204).send(null);
    },
  );
}
