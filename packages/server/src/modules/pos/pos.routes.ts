import {
  onsiteItemsSchema,
  onsiteMoveSchema,
  posAddItemsSchema,
  posGuestSchema,
  posMoveSchema,
  posPaySchema,
  posProductSchema,
  posQuantitySchema,
  posReceiptSchema,
  posStatsQuerySchema,
  posStatsSchema,
  posTabGuestSchema,
  posVoidSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { languageOf } from '../../http/request-language.ts';
import type { Services } from '../../services.ts';
import { printAnswer, printFormatSchema, sendPrint } from '../print/index.ts';
import { receiptPrint } from './pos-receipt-print.ts';
import type { PosService } from './pos.service.ts';

const features = ['pos' as const];
/** Reading the counter needs pos.read; selling pos.create; a void (a storno) pos.delete. */
const access = (scopes: string[]) => ({ access: { scopes, features } });
const READ = ['pos.read'];
const SELL = ['pos.create'];
const VOID = ['pos.delete'];
const tags = ['pos'];
const id = z.object({ id: z.uuid() });
const item = z.object({ item: z.uuid() });
const receipt = { 200: posReceiptSchema };

/**
 * The counter of SPEC §7 POS (`/api/pos`; the list and one transaction come from the generic
 * layer) and the on-site calls of bookings that put items on a guest's folio.
 */
export function registerPosRoutes(app: FastifyInstance, services: Services, pos: PosService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/pos/catalogue',
    {
      config: access(READ),
      schema: {
        tags,
        querystring: z.object({ till: z.uuid().optional() }),
        response: { 200: z.array(posProductSchema) },
      },
    },
    async (request) =>
      (await pos.catalogue(request.principal, request.query.till)).map((p) => ({
        ...p,
        category: p.category ?? null,
        taxRate: p.taxRate ?? 0,
      })),
  );

  r.get(
    '/api/pos/guests',
    {
      config: access(READ),
      schema: {
        tags,
        querystring: z.object({
          search: z.string().max(100).optional(),
          till: z.uuid().optional(),
          // One guest's stays: the member whose card the counter scanned.
          customer: z.uuid().optional(),
        }),
        response: { 200: z.array(posGuestSchema) },
      },
    },
    (request) =>
      pos.guests(request.query.search, request.principal, request.query.till, request.query.customer),
  );

  r.post(
    '/api/pos/product',
    { config: access(SELL), schema: { tags, body: posAddItemsSchema, response: receipt } },
    (request) => pos.addItems(request.body, actorOf(request)),
  );

  r.post(
    '/api/pos/product/:item',
    { config: access(SELL), schema: { tags, params: item, body: posQuantitySchema, response: receipt } },
    (request) => pos.setQuantity(request.params.item, request.body.quantity),
  );

  r.delete(
    '/api/pos/product/:item',
    { config: access(SELL), schema: { tags, params: item, response: receipt } },
    (request) => pos.removeItem(request.params.item),
  );

  r.post(
    '/api/pos/:id/payment',
    { config: access(SELL), schema: { tags, params: id, body: posPaySchema, response: receipt } },
    (request) => pos.pay(request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    '/api/pos/:id/payment/:payment',
    {
      config: access(SELL),
      schema: { tags, params: id.extend({ payment: z.uuid() }), response: receipt },
    },
    (request) => pos.removePayment(request.params.id, request.params.payment),
  );

  r.post(
    '/api/pos/booking/:booking/:room',
    {
      config: access(SELL),
      schema: {
        tags,
        params: z.object({ booking: z.uuid(), room: z.uuid() }),
        body: posMoveSchema,
        response: receipt,
      },
    },
    (request) =>
      pos.toFolio(
        request.body.transaction,
        request.params.room,
        request.body.customer,
        actorOf(request),
        request.params.booking,
      ),
  );

  r.post(
    '/api/pos/:id/guest',
    { config: access(SELL), schema: { tags, params: id, body: posTabGuestSchema, response: receipt } },
    (request) => pos.tabGuest(request.params.id, request.body.roomBooking, request.body.customer),
  );

  r.post(
    '/api/pos/:id/void',
    { config: access(VOID), schema: { tags, params: id, body: posVoidSchema, response: receipt } },
    (request) => pos.voidTransaction(request.params.id, request.body.reason, actorOf(request)),
  );

  // SPEC §7 `POST print`, with the transaction's id after the base as ARCHITECTURE reads it.
  r.post(
    '/api/pos/:id/print',
    {
      config: access(READ),
      schema: { tags, params: id, querystring: printFormatSchema, response: { 200: printAnswer } },
    },
    async (request, reply) => {
      const table = receiptPrint(await pos.receipt(request.params.id), languageOf(request));
      return sendPrint(reply as FastifyReply, services, table, request.query.format);
    },
  );

  // KassenSichV: a receipt its TSE did not sign (an outage) is signed again; the TSE answers once per id.
  r.post(
    '/api/pos/:id/sign',
    { config: access(SELL), schema: { tags, params: id, response: receipt } },
    async (request) => {
      await pos.signing.sign(request.params.id);
      return pos.receipt(request.params.id);
    },
  );

  r.post(
    '/api/pos/sign',
    {
      config: access(SELL),
      schema: { tags, response: { 200: z.object({ signed: z.number().int(), failed: z.number().int() }) } },
    },
    () => pos.signing.signUnsigned(),
  );

  r.get(
    '/api/pos/stats',
    {
      config: access(READ),
      schema: { tags, querystring: posStatsQuerySchema, response: { 200: posStatsSchema } },
    },
    async (request) => {
      const { from, to, till } = request.query;
      const stats = await pos.repository.stats(from, to, till);
      return {
        from,
        to,
        currency: await pos.currency(),
        byDay: stats.byDay,
        byCategory: stats.byCategory,
        byPaymentKind: stats.byKind,
      };
    },
  );

  // `GET external/{system}` (a customer's till sales in a connected installation) is the connect area's.

  // ---- on-site items of a booking (SPEC §7 bookings onsite) ----

  r.post(
    '/api/bookings/onsite/:roomId',
    {
      config: access(SELL),
      schema: {
        tags: [...tags, 'bookings'],
        params: z.object({ roomId: z.uuid() }),
        body: onsiteItemsSchema,
        response: { 201: posReceiptSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await pos.onsite(request.params.roomId, request.body, actorOf(request))),
  );

  r.post(
    '/api/bookings/onsite/:onsite/move',
    {
      config: access(SELL),
      schema: {
        tags: [...tags, 'bookings'],
        params: z.object({ onsite: z.uuid() }),
        body: onsiteMoveSchema,
        response: receipt,
      },
    },
    (request) =>
      pos.moveOnsite(request.params.onsite, request.body.roomId, request.body.customer, actorOf(request)),
  );

  r.delete(
    '/api/bookings/onsite/:roomId/:itemId',
    {
      config: access(VOID),
      schema: {
        tags: [...tags, 'bookings'],
        params: z.object({ roomId: z.uuid(), itemId: z.uuid() }),
        response: receipt,
      },
    },
    (request) => pos.removeOnsiteItem(request.params.roomId, request.params.itemId, actorOf(request)),
  );
}
