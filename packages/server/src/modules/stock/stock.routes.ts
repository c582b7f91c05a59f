import {
  deliveryAnswerSchema,
  deliverySchema,
  inventoryCloseSchema,
  inventoryCountSchema,
  inventoryDetailSchema,
  inventoryStartSchema,
  STOCK_MOVE_SCOPES,
  STOCK_READ_SCOPES,
  stockMovementAnswerSchema,
  stockPageSchema,
  stockQuerySchema,
  stockTransferSchema,
  stockUsedSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { noContent } from '../../http/answers.ts';
import type { StockService } from './stock.service.ts';

const features = ['stock' as const];
const reads = { access: { scopes: STOCK_READ_SCOPES, features } };
const moves = { access: { scopes: STOCK_MOVE_SCOPES, features } };
const productParams = z.object({ product: z.uuid() });
const idParams = z.object({ id: z.uuid() });

/**
 * The stock's calls (issue 35; SPEC §7 Products): the stock per product and location, stock used
 * and its reversal, goods received from a supplier, and the inventory's start, counts and close.
 * Suppliers, locations, the inventories' list and the ledger come from the generic layer.
 */
export function registerStockRoutes(app: FastifyInstance, stock: StockService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/product/stock',
    {
      config: reads,
      schema: {
        tags: ['product', 'stock'],
        querystring: stockQuerySchema,
        response: { 200: stockPageSchema },
      },
    },
    async (request) => {
      const { rows, total } = await stock.stockPage(request.query, request.principal);
      return { data: rows, total, page: request.query.page, size: request.query.size };
    },
  );

  r.post(
    '/api/product/:product/stock/used',
    {
      config: moves,
      schema: {
        tags: ['product', 'stock'],
        params: productParams,
        body: stockUsedSchema,
        response: { 201: stockMovementAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.used(request.params.product, request.body, actorOf(request))),
  );

  r.post(
    '/api/product/:product/stock/transfer',
    {
      config: moves,
      schema: {
        tags: ['product', 'stock'],
        params: productParams,
        body: stockTransferSchema,
        response: { 201: z.array(stockMovementAnswerSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.transfer(request.params.product, request.body, actorOf(request))),
  );

  r.delete(
    '/api/product/:product/stock/used/:ref',
    {
      config: moves,
      schema: {
        tags: ['product', 'stock'],
        params: productParams.extend({ ref: z.uuid() }),
        response: { 200: stockMovementAnswerSchema },
      },
    },
    (request) => stock.reverseUsed(request.params.product, request.params.ref, actorOf(request)),
  );

  r.post(
    '/api/supplier/:id/deliveries',
    {
      config: moves,
      schema: {
        tags: ['supplier', 'stock'],
        params: idParams,
        body: deliverySchema,
        response: { 201: deliveryAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.receive(request.params.id, request.body, actorOf(request))),
  );

  r.get(
    '/api/supplier/:id/deliveries',
    {
      config: reads,
      schema: {
        tags: ['supplier', 'stock'],
        params: idParams,
        response: { 200: z.array(deliveryAnswerSchema) },
      },
    },
    (request) => stock.deliveries(request.params.id),
  );

  r.post(
    '/api/inventory',
    {
      config: moves,
      schema: { tags: ['inventory'], body: inventoryStartSchema, response: { 201: inventoryDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.startInventory(request.body, actorOf(request))),
  );

  r.post(
    '/api/inventory/:id/lines/:product',
    {
      config: moves,
      schema: {
        tags: ['inventory'],
        params: idParams.extend({ product: z.uuid() }),
        body: inventoryCountSchema,
        response: { 200: inventoryDetailSchema },
      },
    },
    (request) => stock.count(request.params.id, request.params.product, request.body, actorOf(request)),
  );

  r.post(
    '/api/inventory/:id/close',
    {
      config: moves,
      schema: {
        tags: ['inventory'],
        params: idParams,
        body: inventoryCloseSchema,
        response: { 200: inventoryDetailSchema },
      },
    },
    (request) => stock.closeInventory(request.params.id, request.body.reason, actorOf(request)),
  );

  r.delete(
    '/api/inventory/:id',
    {
      config: moves,
      schema: { tags: ['inventory'], params: idParams, response: { 204: noContent('Deleted') } },
    },
    async (request, reply) => {
      await stock.deleteInventory(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
}
