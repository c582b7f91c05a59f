import { canSeeAsset, quoteDraftSchema, specialResource } from '@seaberth/domain';
import { z } from 'zod';
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

  // The specials editor's live preview: the special as it stands in the form (saved or not) is
  // tried on a sample booking. Not in the SPEC's list; it needs the right to edit prices.
  r.post(
    '/api/specials/preview',
    {
      config: { access: { scopes: ['price.update', 'price.create'], features: ['resort', 'vessel'] } },
      schema: {
        tags: ['specials'],
        body: z.object({
          /** The saved special's id when editing one; a new one is tried under a fixed id. */
          id: z.uuid().optional(),
          special: specialResource.schema,
          draft: quoteDraftSchema,
        }),
      },
    },
    async (request) => {
      const { id, special, draft } = request.body;
      if (!canSeeAsset(request.principal, draft.asset.kind, draft.asset.id)) throw forbidden();
      const trial = { ...special, id: id ?? PREVIEW_SPECIAL_ID };
      const picked = [...(draft.specials ?? []).filter((s) => s.special !== trial.id), { special: trial.id }];
      const { calculation } = await quotes.quote({ ...draft, specials: picked }, request, trial);
      return { special: trial.id, calculation };
    },
  );
}

/** The id a not yet saved special is tried under in a preview. */
export const PREVIEW_SPECIAL_ID = '00000000-0000-4000-8000-00000000cafe';
