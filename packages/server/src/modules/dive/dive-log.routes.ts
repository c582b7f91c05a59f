import {
  diveLogCorrectionSchema,
  diveLogEntrySchema,
  diveLogRecordSchema,
  diveLogResource,
  diveOverviewQuerySchema,
  diveOverviewSchema,
  diveStatisticsReport,
  type DiveStatisticsRow,
  diveLevelOf,
  logDivesAnswerSchema,
  logDivesSchema,
  reportPeriod,
  requiredScopes,
  uddfQuerySchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { fileAnswer, noContent } from '../../http/answers.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { languageOf } from '../../http/request-language.ts';
import { registerReport } from '../reports/index.ts';
import type { DiveLogService } from './dive-log.service.ts';
import type { UddfExport } from './uddf.ts';

const features = ['diveLog' as const];
const access = (verb: 'read' | 'create' | 'update' | 'delete') => ({
  access: { scopes: requiredScopes(diveLogResource, verb), features },
});
const tags = ['divelog'];
const id = z.object({ id: z.uuid() });
const UDDF_TYPE = 'application/xml';

const NO_GROUP = { en: 'None', de: 'Keine' } as const;
const LEVEL_NAMES: Record<string, { en: string; de: string }> = {
  none: { en: 'No certification', de: 'Kein Brevet' },
  openWater: { en: 'Open Water', de: 'Open Water' },
  advancedOpenWater: { en: 'Advanced Open Water', de: 'Advanced Open Water' },
  rescue: { en: 'Rescue', de: 'Rescue' },
  divemaster: { en: 'Divemaster or instructor', de: 'Divemaster oder Tauchlehrer' },
};

/**
 * The dive log of SPEC §7 (`/api/divelog`; the list, its CSV and one dive come from the generic
 * layer): logging, the inline correction, deleting with the charge reversed, the day overview, the
 * statistics, a guest's UDDF logbook, and the on-site dives of a room booking.
 */
export function registerDiveLogRoutes(app: FastifyInstance, log: DiveLogService, uddf: UddfExport): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/divelog',
    {
      config: access('create'),
      schema: { tags, body: logDivesSchema, response: { 201: logDivesAnswerSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ entries: await log.logDives(request.body.entries, actorOf(request)) }),
  );

  // SPEC §7 bookings "onsite dives": the dives of a room booking's guests, billed to that booking.
  r.post(
    '/api/bookings/onsite/:roomId/dives',
    {
      config: access('create'),
      schema: {
        tags: [...tags, 'bookings'],
        params: z.object({ roomId: z.uuid() }),
        body: z.object({ entries: z.array(diveLogEntrySchema).min(1).max(200) }),
        response: { 201: logDivesAnswerSchema },
      },
    },
    async (request, reply) => {
      const room = await log.repository.roomBooking(request.params.roomId);
      if (!room) throw notFound('Room booking');
      const problems = request.body.entries.flatMap((e, i) =>
        room.guests.includes(e.customer)
          ? []
          : [{ path: `entries.${i}.customer`, message: 'Not a guest of this room' }],
      );
      if (problems.length) throw validationError(problems);
      const entries = request.body.entries.map((e) => ({ ...e, booking: room.booking }));
      return reply.status(201).send({ entries: await log.logDives(entries, actorOf(request)) });
    },
  );

  r.get(
    '/api/divelog/overview',
    {
      config: access('read'),
      schema: { tags, querystring: diveOverviewQuerySchema, response: { 200: diveOverviewSchema } },
    },
    (request) => log.overview(request.query, actorOf(request)),
  );

  registerReport(app, diveStatisticsReport, {
    path: '/api/divelog/statistics',
    scopes: requiredScopes(diveLogResource, 'read'),
    features,
    tags,
    async run(params, request) {
      const { today } = await log.bookings.operatorDay();
      const period = reportPeriod(params, today);
      const groups = await log.repository.statistics(
        { ...period, resort: params.resort, vessel: params.vessel, principal: request.principal },
        params.groupBy,
      );
      const language = languageOf(request);
      const names = await log.repository.groupNames(
        params.groupBy,
        groups.map((g) => g.key),
      );
      const merged = new Map<string, DiveStatisticsRow>();
      for (const group of groups) {
        // Divers per level read the level of their certification as people write it.
        const key = params.groupBy === 'level' ? diveLevelOf(group.key) : group.key;
        const label =
          params.groupBy === 'level'
            ? LEVEL_NAMES[key]![language]
            : params.groupBy === 'day' || params.groupBy === 'month'
              ? key
              : key
                ? (names.get(key) ?? key)
                : NO_GROUP[language];
        const before = merged.get(key);
        const dives = (before?.dives ?? 0) + group.dives;
        const depthSum =
          (before?.averageDepth ?? 0) * (before?.dives ?? 0) + (group.averageDepth ?? 0) * group.dives;
        const nitroxDives = (before?.nitroxDives ?? 0) + group.nitroxDives;
        merged.set(key, {
          key,
          label,
          dives,
          // Levels merge several written certifications: a diver is counted in each they were written as.
          divers: (before?.divers ?? 0) + group.divers,
          nitroxDives,
          nitroxShare: dives ? nitroxDives / dives : 0,
          averageDepth:
            group.averageDepth === null && before?.averageDepth == null
              ? null
              : Math.round((depthSum / dives) * 10) / 10,
        });
      }
      return { ...period, basis: null, rows: [...merged.values()] };
    },
  });

  r.get(
    '/api/divelog/uddf/:customer',
    {
      config: access('read'),
      schema: {
        tags,
        params: z.object({ customer: z.uuid() }),
        querystring: uddfQuerySchema,
        response: { 200: fileAnswer(UDDF_TYPE, "The guest's dives as a UDDF 3.2 file") },
      },
    },
    async (request, reply) => {
      const file = await uddf.file(request.params.customer, request.query, request.principal);
      return send(reply, file, 'attachment');
    },
  );

  // A guest's logbook by link (mails' `links.logbook`): no login, the HMAC in the context is the key.
  r.get(
    '/api/p/uddf/:context',
    {
      config: { access: { scopes: [], features } },
      schema: {
        tags,
        params: z.object({ context: z.string().max(200) }),
        response: { 200: fileAnswer(UDDF_TYPE, "The guest's dives as a UDDF 3.2 file") },
      },
    },
    async (request, reply) => {
      const customer = uddf.check(request.params.context);
      if (!customer) throw notFound('Logbook');
      return send(reply, await uddf.file(customer, {}), 'attachment');
    },
  );

  r.post(
    '/api/divelog/:id',
    {
      config: access('update'),
      schema: { tags, params: id, body: diveLogCorrectionSchema, response: { 200: diveLogRecordSchema } },
    },
    (request) => log.correct(request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    '/api/divelog/:id',
    {
      config: access('delete'),
      schema: { tags, params: id, response: { 204: noContent('Deleted; a charge it made is reversed') } },
    },
    async (request, reply) => {
      await log.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
}

function send(reply: FastifyReply, file: { xml: string; name: string }, disposition: 'attachment') {
  return reply
    .header('content-type', `${UDDF_TYPE}; charset=utf-8`)
    .header('content-disposition', `${disposition}; filename="${file.name}"`)
    .send(file.xml);
}
