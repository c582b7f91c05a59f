import { canSeeAsset, quoteDraftSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/errors.ts';
import { priceLanguage, type QuoteService } from './quote.service.ts';

/** The quote of SPEC §7 Public booking `booking/price`: a booking draft in, the Calculation out. */
export function registerQuoteRoutes(app: FastifyInstance, quotes: QuoteService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The booking wizard's quote; the public booking will call it too (then without a token).
  r.post(
    '/api/book/booking/price',
    {
      config: { access: { scopes: ['bookings.create', 'price.update'], features: ['resort', 'vessel'] } },
      schema: { tags: ['book'], body: quoteDraftSchema },
    },
    async (request, reply) => {
      const { asset } = request.body;
      if (!canSeeAsset(request.principal, asset.kind, asset.id)) throw forbidden();
      const { calculation } = await quotes.quote(request.body, request);
      const language = priceLanguage(request);
      if (language) reply.header('content-language', language);
      return calculation;
    },
  );
}
