import {
  DIVE_PLAN_PRINTS,
  divePlanBackSchema,
  divePlanCloseSchema,
  divePlanDayAnswerSchema,
  divePlanDaySchema,
  divePlanDiveInputSchema,
  divePlanDivePatchSchema,
  divePlanDiverInputSchema,
  divePlanDiverPatchSchema,
  divePlanGuestSchema,
  divePlanGuestsQuerySchema,
  divePlanHistoryEntrySchema,
  divePlanMoveSchema,
  divePlanPlaceSchema,
  divePlanReasonSchema,
  divePlanSchema,
  divePlanStaffSchema,
  logDivesAnswerSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { fileAnswer, noContent } from '../../http/answers.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { sendPrint } from '../print/index.ts';
import { divePlanPrint } from './dive-plan-print.ts';
import type { DiveLogService } from './dive-log.service.ts';
import { DivePlanService } from './dive-plan.service.ts';

const access = (scope: string) => ({ access: { scopes: [scope], features: ['diveLog' as const] } });
const read = access('diveplan.read');
const update = access('diveplan.update');
const tags = ['diveplan'];
const plan = z.object({ id: z.uuid() });
const planDive = plan.extend({ dive: z.uuid() });
const planDiver = plan.extend({ diver: z.uuid() });
const answer = { 200: divePlanSchema };

/**
 * `/api/diveplan` (SPEC §7, issue 34; docs/decisions.md): a day's plan per resort or vessel, its
 * dives and divers, the eligibility of each diver, overrides, the head count and the printed list.
 * Read with diveplan.read; every change with diveplan.update (a new plan: create, removing: delete).
 */
export function registerDivePlanRoutes(app: FastifyInstance, services: Services, log: DiveLogService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const plans = new DivePlanService(services);

  r.get(
    '/api/diveplan/day',
    {
      config: read,
      schema: { tags, querystring: divePlanDaySchema, response: { 200: divePlanDayAnswerSchema } },
    },
    (request) => plans.day(request.query, request.principal),
  );

  r.get(
    '/api/diveplan/guests',
    {
      config: read,
      schema: {
        tags,
        querystring: divePlanGuestsQuerySchema,
        response: { 200: z.array(divePlanGuestSchema) },
      },
    },
    (request) => plans.guests(request.query, request.principal),
  );

  r.get(
    '/api/diveplan/staff',
    {
      config: read,
      schema: { tags, querystring: divePlanPlaceSchema, response: { 200: z.array(divePlanStaffSchema) } },
    },
    (request) => plans.staff(request.query, request.principal),
  );

  r.post(
    '/api/diveplan',
    {
      config: access('diveplan.create'),
      schema: { tags, body: divePlanDaySchema, response: { 201: divePlanSchema } },
    },
    async (request, reply) => reply.status(201).send(await plans.create(request.body, actorOf(request))),
  );

  r.get('/api/diveplan/:id', { config: read, schema: { tags, params: plan, response: answer } }, (request) =>
    plans.get(request.params.id, request.principal),
  );

  r.delete(
    '/api/diveplan/:id',
    {
      config: access('diveplan.delete'),
      schema: { tags, params: plan, response: { 204: noContent('The plan is deleted') } },
    },
    async (request, reply) => {
      await plans.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/diveplan/:id/history',
    {
      config: read,
      schema: { tags, params: plan, response: { 200: z.array(divePlanHistoryEntrySchema) } },
    },
    (request) => plans.history(request.params.id, request.principal),
  );

  r.post(
    '/api/diveplan/:id/dives',
    { config: update, schema: { tags, params: plan, body: divePlanDiveInputSchema, response: answer } },
    (request) => plans.addDive(request.params.id, request.body, actorOf(request)),
  );

  r.post(
    '/api/diveplan/:id/dives/:dive',
    { config: update, schema: { tags, params: planDive, body: divePlanDivePatchSchema, response: answer } },
    (request) => plans.updateDive(request.params.id, request.params.dive, request.body, actorOf(request)),
  );

  r.delete(
    '/api/diveplan/:id/dives/:dive',
    { config: update, schema: { tags, params: planDive, response: answer } },
    (request) => plans.removeDive(request.params.id, request.params.dive, actorOf(request)),
  );

  r.post(
    '/api/diveplan/:id/dives/:dive/divers',
    { config: update, schema: { tags, params: planDive, body: divePlanDiverInputSchema, response: answer } },
    (request) => plans.addDiver(request.params.id, request.params.dive, request.body, actorOf(request)),
  );

  r.post(
    '/api/diveplan/:id/dives/:dive/close',
    { config: update, schema: { tags, params: planDive, body: divePlanCloseSchema, response: answer } },
    (request) => plans.close(request.params.id, request.params.dive, request.body.reason, actorOf(request)),
  );

  // Logging creates dive-log entries (and charges): the dive log's create scope, not the plan's.
  r.post(
    '/api/diveplan/:id/dives/:dive/log',
    {
      config: access('divelog.create'),
      schema: { tags, params: planDive, response: { 201: logDivesAnswerSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const entries = await plans.logDive(request.params.id, request.params.dive, actor, (e, a) =>
        log.logDives(e, a),
      );
      return reply.status(201).send({ entries });
    },
  );

  r.post(
    '/api/diveplan/:id/divers/:diver/move',
    { config: update, schema: { tags, params: planDiver, body: divePlanMoveSchema, response: answer } },
    (request) =>
      plans.moveDiver(request.params.id, request.params.diver, request.body.dive, actorOf(request)),
  );

  r.post(
    '/api/diveplan/:id/divers/:diver',
    { config: update, schema: { tags, params: planDiver, body: divePlanDiverPatchSchema, response: answer } },
    (request) =>
      plans.setMix(request.params.id, request.params.diver, request.body.nitroxMix, actorOf(request)),
  );

  r.delete(
    '/api/diveplan/:id/divers/:diver',
    { config: update, schema: { tags, params: planDiver, response: answer } },
    (request) => plans.removeDiver(request.params.id, request.params.diver, actorOf(request)),
  );

  r.post(
    '/api/diveplan/:id/divers/:diver/override',
    { config: update, schema: { tags, params: planDiver, body: divePlanReasonSchema, response: answer } },
    (request) =>
      plans.override(request.params.id, request.params.diver, request.body.reason, actorOf(request)),
  );

  r.post(
    '/api/diveplan/:id/divers/:diver/back',
    { config: update, schema: { tags, params: planDiver, body: divePlanBackSchema, response: answer } },
    (request) => plans.back(request.params.id, request.params.diver, request.body.back, actorOf(request)),
  );

  r.post(
    '/api/diveplan/print/:template',
    {
      config: read,
      schema: {
        tags,
        params: z.object({ template: z.enum(DIVE_PLAN_PRINTS) }),
        querystring: z.object({ format: z.enum(['html', 'pdf']).default('pdf') }),
        body: divePlanDaySchema,
        response: {
          200: {
            description: 'The day’s dive list as PDF (default) or HTML',
            content: {
              ...fileAnswer('application/pdf', 'The dive list as PDF').content,
              ...fileAnswer('text/html', 'The dive list as HTML').content,
            },
          },
        },
      },
    },
    async (request, reply) => {
      const day = await plans.day(request.body, request.principal);
      if (!day.plan) throw notFound('Dive plan');
      const place = await plans.assetName(day.plan);
      const table = divePlanPrint(request.params.template, day.plan, place, await plans.printRows(day.plan));
      return sendPrint(reply as FastifyReply, services, table, request.query.format);
    },
  );
}
