import {
  type PosClosing,
  posClosingInputSchema,
  posClosingPreviewSchema,
  posClosingSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { languageOf } from '../../http/request-language.ts';
import type { Services } from '../../services.ts';
import { printAnswer, printFormatSchema, sendPrint } from '../print/index.ts';
import type { PosClosingRow } from './pos-closing.repository.ts';
import { zReportTable } from './pos-closing-report.ts';
import { PosClosingService } from './pos-closing.service.ts';
import type { PosService } from './pos.service.ts';

const features = ['pos' as const];
const access = (scopes: string[]) => ({ access: { scopes, features } });
const READ = ['pos.read'];
/**
 * Closing a till needs pos.update: counting the drawer and signing off the day is the shift lead's
 * or the manager's act, so a bar hand who may sell (pos.create) does not close the day alone.
 */
const CLOSE = ['pos.update'];
const tags = ['pos'];

/** A stored closing as it leaves the server: instants as ISO text, the user's id left out. */
export function presentClosing(row: PosClosingRow): PosClosing {
  const { user: _user, createdAt, updatedAt, closedAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    closedAt: closedAt.toISOString(),
  };
}

/**
 * The day's closing of a till (issue 35) under `/api/pos/closing`: the preview, the closing itself
 * and its Z report. Listing and reading stored closings is the generic layer's (pos-bindings.ts).
 */
export function registerPosClosingRoutes(
  app: FastifyInstance,
  services: Services,
  pos: PosService,
): PosClosingService {
  const closings = new PosClosingService(services, pos);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/pos/closing/preview',
    {
      config: access(READ),
      schema: {
        tags,
        querystring: z.object({ till: z.uuid() }),
        response: { 200: posClosingPreviewSchema },
      },
    },
    (request) => closings.preview(request.query.till, request.principal),
  );

  r.post(
    '/api/pos/closing',
    {
      config: access(CLOSE),
      schema: { tags, body: posClosingInputSchema, response: { 201: posClosingSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(presentClosing(await closings.close(request.body, actorOf(request)))),
  );

  r.get(
    '/api/pos/closing/:id/report',
    {
      config: access(READ),
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        querystring: printFormatSchema,
        response: { 200: printAnswer },
      },
    },
    async (request, reply) => {
      const closing = await closings.closing(request.params.id, request.principal);
      const table = zReportTable(closing, languageOf(request), await services.calendar.timezone());
      return sendPrint(reply as FastifyReply, services, table, request.query.format);
    },
  );
  return closings;
}
