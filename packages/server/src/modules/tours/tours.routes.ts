import {
  addDays,
  addYears,
  copySchedules,
  effectiveDiveDays,
  hasAnyScope,
  ics,
  scheduleNights,
  scheduleResource,
  isoRangeSchema,
  dateRangeSchema,
  RANGE_SPANS,
  scheduleInfoExtraSchema,
  scheduleNamesSchema,
  scheduleNightsSchema,
  skippedCopySchema,
  tourResource,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schedules, tours } from '../../db/schema/index.ts';
import { fileAnswer } from '../../http/answers.ts';
import { checkAssetWrite } from '../../http/asset-scope.ts';
import { forbidden, notFound, refusal, unauthorized } from '../../http/errors.ts';
import { recordSchemaOf } from '../../http/record-schema.ts';
import { toWire } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import { ToursRepository, visibleSchedules } from './tours.repository.ts';

/** A period of at most three years: enough for a season, small enough to answer at once. */
const periodParams = isoRangeSchema(3 * 366, 'Give from < to, at most three years apart');

const copyBody = z.object({
  asset: z.uuid(),
  addyear: z.boolean().optional(),
  target: dateRangeSchema({ maxDays: RANGE_SPANS.days }).optional(),
});

/** The settings key a calendar program may pass as `?key=` instead of a token. */
export const ICS_KEY_SETTING = { group: 'calendar', key: 'icsKey' } as const;

/** The tour and schedule calls of SPEC §7 beyond plain CRUD. */
export function registerTourRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = new ToursRepository(services.database.db);
  const visible = (request: FastifyRequest) => visibleSchedules(request.principal);
  const features = ['vessel' as const];
  const readTours = { access: { scopes: ['tours.read', 'schedules.read'], features } };
  const scheduleRecord = recordSchemaOf(scheduleResource, schedules);
  const copied = z.object({ created: z.array(scheduleRecord), skipped: z.array(skippedCopySchema) });

  r.get(
    '/api/tour/date/:from/:to',
    {
      config: readTours,
      schema: {
        tags: ['tour'],
        params: periodParams,
        querystring: z.object({ vessel: z.uuid().optional() }),
        response: { 200: z.array(scheduleRecord.extend(scheduleNightsSchema.shape)) },
      },
    },
    async (request) => {
      const { from, to } = request.params;
      const list = await repository.inRangeOf(from, to, request.query.vessel, visible(request));
      return list.map((s) => ({ ...toWire(s as never), nights: scheduleNights(s) }));
    },
  );

  // Calendar programs subscribe without logging in, so besides a token with tours.read the feed
  // accepts `?key=` matching the setting calendar.icsKey (no key set: token only).
  r.get(
    '/api/tour/ics',
    {
      config: { access: { scopes: [], features } },
      schema: {
        tags: ['tour'],
        querystring: z.object({ vessel: z.uuid().optional(), key: z.string().max(200).optional() }),
        response: { 200: fileAnswer('text/calendar', 'The schedules as an iCalendar feed') },
      },
    },
    async (request, reply) => {
      const { vessel, key } = request.query;
      const byToken = hasAnyScope(request.principal, ['tours.read', 'schedules.read']);
      if (!byToken) {
        const expected = await services.settings.get(ICS_KEY_SETTING.group, ICS_KEY_SETTING.key);
        if (!key || !expected || key !== expected) {
          throw request.principal.isGuest
            ? unauthorized('A token or a valid calendar key is required')
            : forbidden();
        }
      }
      const since = addYears(await services.calendar.today(), -1);
      const list = await repository.feedOf(
        since,
        vessel,
        // The key stands for the operator's whole calendar; a token is limited to its user's vessels.
        byToken ? visible(request) : undefined,
      );
      const tourNames = Object.fromEntries(list.map((s) => [s.tour, s.tourName]));
      const vesselNames = Object.fromEntries(list.map((s) => [s.vessel, s.vesselName]));
      const calendarName = vessel && list[0] ? `${list[0].vesselName} schedules` : 'Seaberth schedules';
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="schedules.ics"')
        .send(ics(list, tourNames, vesselNames, { calendarName }));
    },
  );

  r.post(
    '/api/schedule/copy/:from/:to',
    {
      config: { access: { scopes: ['schedules.create'], features } },
      schema: {
        tags: ['schedule'],
        params: periodParams,
        body: copyBody,
        // 201 when a copy was written, 200 when every trip was left out.
        response: { 200: copied, 201: copied },
      },
    },
    async (request, reply) => {
      const range = request.params;
      const { asset, addyear, target } = request.body;
      if (!addyear && !target) {
        throw refusal('VALIDATION_ERROR', 'Give a target period or addyear', {
          fields: [{ path: 'target', message: 'Give a target period or addyear' }],
        });
      }
      if (target && !(target.from < target.to)) {
        throw refusal('VALIDATION_ERROR', 'The target period must end after it starts', {
          fields: [{ path: 'target.to', message: 'Must come after target.from' }],
        });
      }
      checkAssetWrite(scheduleResource, { vessel: asset }, request.principal);
      const vesselName = await repository.vesselName(asset);
      if (!vesselName) throw notFound('Vessel');
      // All copies that fit are written in one transaction; clashes are reported, not written.
      const result = await repository.transaction(async (tx) => {
        const season = await tx.season(asset, range.from, range.to);
        const { copies, outside } = copySchedules(season, range, addyear ? { addYears: 1 } : target!);
        const created = [];
        // `code` and its details let a screen word the reason in its language; `reason` is English.
        const skipped: {
          from: string;
          to: string;
          source: string;
          code: 'OUTSIDE_TARGET' | 'CLASH';
          reason: string;
          clash?: { tourName: string; from: string; to: string };
        }[] = outside.map((c) => ({
          from: c.from,
          to: c.to,
          source: c.source.id,
          code: 'OUTSIDE_TARGET',
          reason: `starts after the target period (${target?.to})`,
        }));
        for (const copy of copies) {
          const clash = await tx.clash(asset, copy.from, copy.to);
          if (clash) {
            skipped.push({
              from: copy.from,
              to: copy.to,
              source: copy.source.id,
              code: 'CLASH',
              reason: `${vesselName} is already on "${clash.tourName}" from ${clash.from} to ${clash.to}`,
              clash: { tourName: clash.tourName, from: clash.from, to: clash.to },
            });
            continue;
          }
          const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = copy.source;
          // A copied trip starts open again (a full trip this year is not full next year).
          const status = fields.status === 'planned' ? 'planned' : 'open';
          created.push(toWire(await tx.insert({ ...fields, status, from: copy.from, to: copy.to })));
        }
        return { created, skipped };
      });
      return reply.status(result.created.length ? 201 : 200).send(result);
    },
  );

  r.get(
    '/api/schedule/:id/info',
    {
      config: { access: { scopes: ['schedules.read'], features } },
      schema: {
        tags: ['schedule'],
        params: z.object({ id: z.uuid() }),
        response: {
          200: scheduleInfoExtraSchema.extend({
            schedule: scheduleRecord.extend(scheduleNamesSchema.shape),
            tour: recordSchemaOf(tourResource, tours).nullable(),
          }),
        },
      },
    },
    async (request) => {
      const schedule = await repository.schedule(request.params.id, visible(request));
      if (!schedule) throw notFound('Schedule');
      const [tour, cabins] = await Promise.all([
        repository.tour(schedule.tour),
        repository.activeCabinCount(schedule.vessel),
      ]);
      const nights = scheduleNights(schedule);
      return {
        schedule: toWire(schedule as never),
        tour: tour ? toWire(tour) : null,
        vesselName: schedule.vesselName,
        nights,
        diveDays: effectiveDiveDays(schedule),
        divesPerDay: schedule.divesPerDay,
        lastNight: addDays(schedule.to, -1),
        cabins,
      };
    },
  );
}
