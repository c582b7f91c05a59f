import {
  type Calculation,
  calculationSchema,
  type OnlineBookingDraft,
  type Principal,
  canSeeAsset,
  hasAnyScope,
  onlineBookingDraftSchema,
  quoteDraftSchema,
  specialResource,
} from '@seaberth/domain';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validate.ts';
import { priceLanguage, type QuoteService } from './quote.service.ts';

/** The public booking pages' price (the online booking module answers it; pricing does not import it). */
export interface OnlinePricer {
  price(draft: OnlineBookingDraft, principal: Principal): Promise<Calculation>;
}

/** The quote of SPEC §7 Public booking `booking/price`: a booking draft in, the Calculation out. */
export function registerQuoteRoutes(
  app: FastifyInstance,
  quotes: QuoteService,
  online: OnlinePricer,
  publicLimit: { max: number; windowMs: number },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One path, two callers: the booking wizard sends a quote draft (with `asset`) and needs the
  // right to book or price; the public booking pages send their own draft and get the price a
  // booking made online would get (online.price).
  r.post(
    '/api/book/booking/price',
    {
      config: {
        access: { scopes: [], features: ['resort', 'vessel'] },
        rateLimit: { max: publicLimit.max, timeWindow: publicLimit.windowMs, hook: 'preHandler' },
      },
      // The body is one of two drafts, told apart by `asset`; each is checked with its own schema
      // below so an error names the field of the draft that was meant.
      schema: {
        tags: ['book'],
        body: z.record(z.string(), z.unknown()),
        response: { 200: calculationSchema },
      },
    },
    async (request, reply) => {
      const language = priceLanguage(request);
      if (language) reply.header('content-language', language);
      if (!('asset' in request.body))
        return online.price(parseOrThrow(onlineBookingDraftSchema, request.body), request.principal);
      if (!hasAnyScope(request.principal, ['bookings.create', 'price.update']))
        throw request.principal.isGuest ? unauthorized() : forbidden();
      const body = parseOrThrow(quoteDraftSchema, request.body);
      if (!canSeeAsset(request.principal, body.asset.kind, body.asset.id)) throw forbidden();
      const { calculation } = await quotes.quote(body, request);
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
        response: { 200: z.object({ special: z.string(), calculation: calculationSchema }) },
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
