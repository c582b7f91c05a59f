import {
  csvLines,
  type Page,
  type PaymentHistoryRow,
  paymentHistoryPageSchema,
  paymentHistoryQuerySchema,
  paymentHistoryRowSchema,
  paymentChangeSchema,
  paymentCopySchema,
  paymentCreateSchema,
  paymentNotifyAnswerSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer, noContent } from '../../http/answers.ts';
import { actorOf } from '../../http/actor.ts';
import { ANY_BOOKING, type PaymentsService } from './payments.service.ts';

/** Providers deliver in bursts and retry; this only stops a flood from one address. */
const NOTIFY_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

/** The columns of `GET /api/payments/listCSV`, in order. */
const CSV_COLUMNS = [
  'id',
  'date',
  'bookingNo',
  'bookerName',
  'amount',
  'currency',
  'bookingAmount',
  'method',
  'reference',
  'note',
  'providerName',
  'bankEntry',
  'createdAt',
] as const;

/**
 * SPEC §7 Payments: the standard calls (list, listCSV, get, create, update, copy, delete), `GET
 * history` (paged), `GET ref/{id}` and the providers' webhook `POST notify/booking/{id}/{provider}`
 * (public: a provider cannot log in; believed only with a valid signature). Every write is a
 * booking money action: the booking's version and history, its paid and open amounts.
 */
export function registerPaymentRoutes(app: FastifyInstance, payments: PaymentsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { scopes: ['bookingpayment.read', 'bookings.read'] } };
  const tags = ['payments'];
  const create = { access: { scopes: ['bookingpayment.create', 'bookings.update'] } };
  const update = { access: { scopes: ['bookingpayment.update', 'bookings.update'] } };
  const paymentId = z.object({ id: z.uuid() });
  const row = { 200: paymentHistoryRowSchema };
  const made = { 201: paymentHistoryRowSchema };

  // The standard list is the history: the same page of payments with their bookings.
  r.get(
    '/api/payments',
    {
      config: read,
      schema: { tags, querystring: paymentHistoryQuerySchema, response: { 200: paymentHistoryPageSchema } },
    },
    async (request): Promise<Page<PaymentHistoryRow>> => {
      const { rows, total } = await payments.history(request.query, request.principal);
      return { data: rows, total, page: request.query.page, size: request.query.size };
    },
  );

  r.get(
    '/api/payments/listCSV',
    {
      config: read,
      schema: {
        tags,
        querystring: paymentHistoryQuerySchema,
        response: { 200: fileAnswer('text/csv', 'The payments as CSV (UTF-8 with a byte order mark)') },
      },
    },
    async (request, reply) => {
      const { rows } = await payments.history({ ...request.query, size: 0 }, request.principal);
      const lines = rows.map((payment) => CSV_COLUMNS.map((column) => payment[column] ?? ''));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payments.csv"')
        .send(`\uFEFF${csvLines([[...CSV_COLUMNS], ...lines])}`);
    },
  );

  r.get(
    '/api/payments/:id',
    { config: read, schema: { tags, params: paymentId, response: row } },
    (request) => payments.one(request.params.id, request.principal),
  );

  r.post(
    '/api/payments',
    { config: create, schema: { tags, body: paymentCreateSchema, response: made } },
    async (request, reply) =>
      reply.status(201).send(await payments.create(request.body, actorOf(request), request.principal)),
  );

  r.post(
    '/api/payments/:id',
    { config: update, schema: { tags, params: paymentId, body: paymentChangeSchema, response: row } },
    (request) => payments.change(request.params.id, request.body, actorOf(request), request.principal),
  );

  r.post(
    '/api/payments/:id/copy',
    { config: create, schema: { tags, params: paymentId, body: paymentCopySchema, response: made } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await payments.copy(request.params.id, request.body, actorOf(request), request.principal)),
  );

  r.get(
    '/api/payments/history',
    {
      config: read,
      schema: { tags, querystring: paymentHistoryQuerySchema, response: { 200: paymentHistoryPageSchema } },
    },
    async (request): Promise<Page<PaymentHistoryRow>> => {
      const { rows, total } = await payments.history(request.query, request.principal);
      return { data: rows, total, page: request.query.page, size: request.query.size };
    },
  );

  r.get(
    '/api/payments/ref/:id',
    {
      config: read,
      schema: {
        tags,
        params: z.object({ id: z.string().trim().min(1).max(200) }),
        response: { 200: z.array(paymentHistoryRowSchema) },
      },
    },
    (request) => payments.byReference(request.params.id, request.principal),
  );

  r.delete(
    '/api/payments/:id',
    {
      config: { access: { scopes: ['bookings.update'] } },
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 204: noContent('Deleted') } },
    },
    async (request, reply) => {
      await payments.delete(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  // The signature is over the bytes the provider sent: in this plugin every body stays a raw
  // buffer, whatever its content type; everywhere else JSON is parsed as usual.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/notify/booking/:id/:provider',
      {
        config: { access: { scopes: [], ignoreToken: true }, rateLimit: NOTIFY_RATE_LIMIT },
        schema: {
          tags,
          params: z.object({ id: z.union([z.uuid(), z.literal(ANY_BOOKING)]), provider: z.uuid() }),
          response: { 200: paymentNotifyAnswerSchema },
        },
      },
      (request) =>
        payments.notify(
          request.params.id,
          request.params.provider,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          request.headers,
        ),
    );
  });
}
