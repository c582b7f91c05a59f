import {
  onlineAddonAvailabilitySchema,
  onlineAddonSchema,
  onlineAssetSchema,
  onlineBookingCreateSchema,
  onlineBookingViewSchema,
  onlineCheckoutSchema,
  onlineCheckoutSessionSchema,
  onlineDepartureSchema,
  onlineHoldExtensionSchema,
  onlineLookupQuerySchema,
  onlineOperatorSchema,
  onlineProductSchema,
  onlineRoomSchema,
  onlineRoomTypeSchema,
  onlineTokenQuerySchema,
  type OnlineOperator,
  dateRangeSchema,
  RANGE_SPANS,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationError } from '../../http/errors.ts';
import { readCompany } from '../print/index.ts';
import type { Services } from '../../services.ts';
import { priceLanguage } from '../pricing/index.ts';
import { onlineProducts } from '../products/index.ts';
import type { OnlineCatalog } from './online-catalog.ts';
import type { OnlineBookingService } from './online-booking.service.ts';

const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Currency code must be three letters')
  .transform((v) => v.toUpperCase())
  .optional();
const lang = z.enum(['de', 'en']).optional();
/** Departures are listed for up to three years at once; nights of a stay for up to a year. */
const departures = { maxDays: RANGE_SPANS.days };
const stay = { maxDays: RANGE_SPANS.year, nights: true };
const id = z.object({ id: z.uuid() });

/**
 * SPEC §7 Public booking: what the booking pages read (assets, departures, rooms, nights, extras)
 * and do (book, pay, come back), without login. `booking/price` lives with the staff quote in
 * quote.routes.ts: one path, two callers.
 */
export function registerOnlineBookingRoutes(
  app: FastifyInstance,
  services: Services,
  catalog: OnlineCatalog,
  online: OnlineBookingService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['book'];
  const features = ['resort' as const, 'vessel' as const];
  const { max, windowMs } = services.config.authRateLimit;
  // Browsing is generous (a calendar asks month by month); booking and look-ups are kept tight.
  const browse = {
    access: { scopes: [], features },
    rateLimit: { max: max * 30, timeWindow: windowMs, hook: 'preHandler' as const },
  };
  const act = {
    access: { scopes: [], features },
    rateLimit: { max: max * 3, timeWindow: windowMs, hook: 'preHandler' as const },
  };

  r.get(
    '/api/book/vessel',
    {
      config: browse,
      schema: { tags, querystring: z.object({ lang }), response: { 200: z.array(onlineAssetSchema) } },
    },
    (request) => catalog.assets(request.query.lang ?? priceLanguage(request) ?? 'en', request.principal),
  );
  r.get(
    '/api/book/schedules',
    {
      config: browse,
      schema: {
        tags,
        querystring: dateRangeSchema(departures, { vessel: z.uuid(), tour: z.uuid().optional(), currency }),
        response: { 200: z.array(onlineDepartureSchema) },
      },
    },
    (request) => catalog.departures(request.query),
  );
  r.get(
    '/api/book/rooms',
    {
      config: browse,
      schema: {
        tags,
        querystring: dateRangeSchema(
          { ...stay, optional: true },
          { schedule: z.uuid().optional(), resort: z.uuid().optional(), currency, lang },
        ),
        response: { 200: z.array(onlineRoomSchema) },
      },
    },
    (request) => {
      const { schedule, resort, from, to, currency: code, lang: language = 'en' } = request.query;
      if (schedule) return catalog.tripRooms(schedule, code, language);
      if (resort && from && to) return catalog.stayRooms(resort, { from, to }, code, language);
      throw validationError([{ path: 'schedule', message: 'Give a schedule, or a resort with from and to' }]);
    },
  );
  r.get(
    '/api/book/roomTypes',
    {
      config: browse,
      schema: {
        tags,
        querystring: dateRangeSchema(stay, { resort: z.uuid(), currency, lang }),
        response: { 200: z.array(onlineRoomTypeSchema) },
      },
    },
    (request) => {
      const { resort, from, to, currency: code, lang: language = 'en' } = request.query;
      return catalog.resortNights(resort, { from, to }, code, language);
    },
  );
  r.get(
    '/api/book/addons',
    {
      config: browse,
      schema: {
        tags,
        querystring: z.object({ schedule: z.uuid().optional(), resort: z.uuid().optional() }),
        response: { 200: z.array(onlineAddonSchema) },
      },
    },
    async (request) => {
      const { schedule, resort } = request.query;
      if (resort) return catalog.addons({ kind: 'resort', id: resort });
      if (!schedule) throw validationError([{ path: 'schedule', message: 'Give a schedule or a resort' }]);
      const trip = await catalog.schedule(schedule);
      return catalog.addons({ kind: 'vessel', id: trip.vessel });
    },
  );
  r.get(
    '/api/book/addons/availability/:id',
    { config: browse, schema: { tags, params: id, response: { 200: onlineAddonAvailabilitySchema } } },
    (request) => catalog.addonAvailability(request.params.id),
  );
  r.get(
    '/api/book/products',
    {
      config: browse,
      schema: {
        tags,
        querystring: z.object({ asset: z.uuid() }),
        response: { 200: z.array(onlineProductSchema) },
      },
    },
    (request) => onlineProducts(services.database.db, request.query.asset),
  );

  // Who guests book with: the letterhead's name and logo, and the terms they accept.
  r.get(
    '/api/book/operator',
    { config: browse, schema: { tags, response: { 200: onlineOperatorSchema } } },
    async (): Promise<OnlineOperator> => {
      const company = await readCompany(services.database.db);
      return {
        name: company.name,
        logoUrl: company.logo ? `/api/media/${company.logo}/data` : null,
        terms: company.terms,
        email: company.email,
      };
    },
  );
  r.post(
    '/api/book/booking/create',
    {
      config: act,
      schema: {
        tags,
        body: onlineBookingCreateSchema,
        // A key seen before answers the booking it made (200); a new booking is 201.
        response: { 200: onlineBookingViewSchema, 201: onlineBookingViewSchema },
      },
    },
    async (request, reply) => {
      const { view, created } = await online.create(request.body, request.principal, request.ip);
      return reply.code(created ? 201 : 200).send(view);
    },
  );
  r.post(
    '/api/book/:id/checkout',
    {
      config: act,
      schema: {
        tags,
        params: id,
        querystring: onlineTokenQuerySchema,
        body: onlineCheckoutSchema,
        response: { 200: onlineCheckoutSessionSchema },
      },
    },
    (request) => online.checkout(request.params.id, request.query.token, request.body.charge),
  );
  // Not in the SPEC's list: more time to pay (WCAG 2.2.1), as tight as paying itself.
  r.post(
    '/api/book/:id/extend',
    {
      config: act,
      schema: {
        tags,
        params: id,
        querystring: onlineTokenQuerySchema,
        response: { 200: onlineHoldExtensionSchema },
      },
    },
    (request) => online.extend(request.params.id, request.query.token),
  );
  r.post(
    '/api/book/:id/payment/success',
    {
      config: browse,
      schema: {
        tags,
        params: id,
        querystring: onlineTokenQuerySchema,
        body: z.object({ session: z.string().max(300).optional() }).default({}),
        response: { 200: onlineBookingViewSchema },
      },
    },
    (request) => online.returned(request.params.id, request.query.token),
  );
  r.post(
    '/api/book/:id/payment/aborted',
    {
      config: browse,
      schema: {
        tags,
        params: id,
        querystring: onlineTokenQuerySchema,
        response: { 200: onlineBookingViewSchema },
      },
    },
    (request) => online.returned(request.params.id, request.query.token),
  );
  r.get(
    '/api/book/no/:bookingNo',
    {
      config: act,
      schema: {
        tags,
        params: z.object({ bookingNo: z.string().min(1).max(40) }),
        querystring: onlineLookupQuerySchema,
        response: { 200: onlineBookingViewSchema },
      },
    },
    (request) => online.lookup(request.params.bookingNo, request.query.email),
  );
}
