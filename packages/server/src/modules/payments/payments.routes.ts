import {
  type Page,
  type PaymentHistoryRow,
  paymentHistoryPageSchema,
  paymentHistoryQuerySchema,
  paymentHistoryRowSchema,
  paymentNotifyAnswerSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../http/answers.ts';
import { actorOf } from '../../http/actor.ts';
import { ANY_BOOKING, type PaymentsService } from './payments.service.ts';

/** Providers deliver in bursts and retry; this only stops a flood from one address. */
const NOTIFY_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

/**
 * SPEC §7 Payments: `GET history` (paged), `GET ref/{id}`, `DELETE {id}` and the providers'
 * webhook `POST notify/booking/{id}/{provider}` (public: a provider cannot log in; believed only
 * with a valid signature).
 */
export function registerPaymentRoutes(app: FastifyInstance, payments: PaymentsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { scopes: ['bookingpayment.read', 'bookings.read'] } };
  const tags = ['payments'];

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
