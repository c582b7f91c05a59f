import {
  assignAgencySchema,
  addCalculationLineSchema,
  bookingAddonSchema,
  bookingCurrencyParamsSchema,
  bookingDetailSchema,
  bookingLanguageParamsSchema,
  bookingProductSchema,
  bookingSpecialSchema,
  calculationDeleteQuerySchema,
  calculationVersionSchema,
  editCalculationLineSchema,
  markPaidResultSchema,
  markPaidSchema,
  reloadPriceAnswerSchema,
  reloadPriceSchema,
  renameCalculationLineSchema,
  sortCalculationSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf as actor } from '../../http/actor.ts';
import type { BookingCalculationActions } from './booking-calculation.actions.ts';

const update = { access: { scopes: ['bookings.update'] } };
const id = z.object({ id: z.uuid() });
const line = z.object({ id: z.uuid(), calcId: z.string().min(1).max(300) });
const tags = ['bookings'];
const version = calculationVersionSchema;
// Every change of a calculation answers the booking as committed.
const detail = { 200: bookingDetailSchema };

/**
 * The calculation editor of SPEC §7 bookings: lines added, changed, renamed, priced again,
 * removed and sorted; what prices the booking (price list, specials, add-ons, products,
 * commission, language, currency, terms); reloadPrice; markPaid across bookings.
 */
export function registerBookingCalculationRoutes(
  app: FastifyInstance,
  calc: BookingCalculationActions,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/bookings/:id/calculation',
    {
      config: update,
      schema: { tags, params: id, body: addCalculationLineSchema, response: { 201: bookingDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await calc.add(request.params.id, request.body, actor(request))),
  );
  r.post(
    '/api/bookings/:id/calculation/:calcId',
    { config: update, schema: { tags, params: line, body: editCalculationLineSchema, response: detail } },
    (request) => calc.edit(request.params.id, request.params.calcId, request.body, actor(request)),
  );
  r.post(
    '/api/bookings/:id/calculation/:calcId/refresh',
    { config: update, schema: { tags, params: line, body: version, response: detail } },
    (request) => calc.refresh(request.params.id, request.params.calcId, request.body.version, actor(request)),
  );
  r.post(
    '/api/bookings/:id/calculation/:calcId/rename',
    { config: update, schema: { tags, params: line, body: renameCalculationLineSchema, response: detail } },
    (request) =>
      calc.rename(
        request.params.id,
        request.params.calcId,
        request.body.pattern,
        request.body.version,
        actor(request),
      ),
  );
  r.delete(
    '/api/bookings/:id/calculation/:sort',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), sort: z.coerce.number().int().min(0) }),
        querystring: calculationDeleteQuerySchema,
        response: detail,
      },
    },
    (request) => calc.remove(request.params.id, request.params.sort, request.query.version, actor(request)),
  );
  r.delete(
    '/api/bookings/calculation/:id/removeCancellationFee',
    {
      config: update,
      schema: { tags, params: id, querystring: calculationDeleteQuerySchema, response: detail },
    },
    (request) => calc.removeCancellationFee(request.params.id, request.query.version, actor(request)),
  );
  r.post(
    '/api/bookings/:id/sort',
    { config: update, schema: { tags, params: id, body: sortCalculationSchema, response: detail } },
    (request) => calc.sort(request.params.id, request.body.order, request.body.version, actor(request)),
  );
  r.post(
    '/api/bookings/:id/reloadPrice',
    {
      config: update,
      schema: { tags, params: id, body: reloadPriceSchema, response: { 200: reloadPriceAnswerSchema } },
    },
    (request) => calc.reloadPrice(request.params.id, request.body, actor(request)),
  );
  r.post(
    '/api/bookings/:id/changePrice/:price',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), price: z.union([z.uuid(), z.literal('auto')]) }),
        body: version,
        response: detail,
      },
    },
    (request) =>
      calc.changePrice(request.params.id, request.params.price, request.body.version, actor(request)),
  );
  r.post(
    '/api/bookings/:id/special/:special',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), special: z.uuid() }),
        body: bookingSpecialSchema,
        response: detail,
      },
    },
    (request) => calc.special(request.params.id, request.params.special, request.body, actor(request)),
  );
  r.post(
    '/api/bookings/:id/addon/:addon',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), addon: z.uuid() }),
        body: bookingAddonSchema,
        response: detail,
      },
    },
    (request) => calc.addon(request.params.id, request.params.addon, request.body, actor(request)),
  );
  r.post(
    '/api/bookings/:id/product/:product',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), product: z.string().min(1).max(100) }),
        body: bookingProductSchema,
        response: detail,
      },
    },
    (request) => calc.product(request.params.id, request.params.product, request.body, actor(request)),
  );
  r.post(
    '/api/bookings/:id/commission/:commission',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), commission: z.union([z.uuid(), z.literal('none')]) }),
        body: version,
        response: detail,
      },
    },
    (request) =>
      calc.commission(request.params.id, request.params.commission, request.body.version, actor(request)),
  );
  r.post(
    '/api/bookings/:id/agency/:agencyId',
    {
      config: update,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), agencyId: z.union([z.uuid(), z.literal('none')]) }),
        body: assignAgencySchema,
        response: detail,
      },
    },
    (request) => calc.agency(request.params.id, request.params.agencyId, request.body, actor(request)),
  );
  r.post(
    '/api/bookings/:id/language/:language',
    {
      config: update,
      schema: { tags, params: bookingLanguageParamsSchema, body: version, response: detail },
    },
    (request) =>
      calc.language(request.params.id, request.params.language, request.body.version, actor(request)),
  );
  r.post(
    '/api/bookings/:id/currency/:currency',
    {
      config: update,
      schema: { tags, params: bookingCurrencyParamsSchema, body: version, response: detail },
    },
    (request) =>
      calc.currency(request.params.id, request.params.currency, request.body.version, actor(request)),
  );
  r.post(
    '/api/bookings/:id/changeTerms/:terms',
    {
      config: update,
      schema: { tags, params: z.object({ id: z.uuid(), terms: z.uuid() }), body: version, response: detail },
    },
    (request) =>
      calc.changeTerms(request.params.id, request.params.terms, request.body.version, actor(request)),
  );
  r.post(
    '/api/bookings/:id/updatePaymentPolicy',
    { config: update, schema: { tags, params: id, body: version, response: detail } },
    (request) => calc.updatePaymentPolicy(request.params.id, request.body.version, actor(request)),
  );
  r.post(
    '/api/bookings/markPaid',
    { config: update, schema: { tags, body: markPaidSchema, response: { 200: markPaidResultSchema } } },
    (request) => calc.markPaid(request.body, actor(request)),
  );
}
