import {
  exportTripInputSchema,
  exportTripSchema,
  exportTripsQuerySchema,
  exportVesselInputSchema,
  exportVesselSchema,
  exportVesselsQuerySchema,
  type ExportTrip,
  freeBeds,
  groupByRoom,
  type Money,
  pageSchemaOf,
  scheduleNights,
  tripOnChannel,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../http/answers.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { bedsOf, OccupancyRepository } from '../assets/index.ts';
import { visibleSchedules, visibleVessels } from '../tours/index.ts';
import type { ChannelPushes } from './channel-pushes.ts';
import { ChannelsRepository, toPush } from './channels.repository.ts';
import { type ExportTripRow, VesselExportRepository } from './vessel-export.repository.ts';

/** The cheapest price for one guest per cabin type of each trip (the online catalog prices them). */
export type CabinTypePrices = (trips: ExportTripRow[]) => Promise<Map<string, Map<string, Money>>>;

// SPEC §2: /export is for admins or vessel.update (an admin passes every scope check).
const access = { access: { scopes: ['vessel.update'], features: ['vessel' as const] } };
const tags = ['ota'];
const idParams = z.object({ id: z.uuid() });

/**
 * The channel manager's view of vessels (screen /export, issue 39; paths under /api/export chosen
 * in docs/decisions.md): vessels with their switch, their cabin types as the channel knows them and
 * the last push; upcoming trips with what is left per cabin type and the price from; the switches,
 * each heard by the availability push at once (a trip off the channel shows no free cabins there).
 */
export function registerVesselExportRoutes(
  app: FastifyInstance,
  services: Services,
  pushes: ChannelPushes,
  prices: CabinTypePrices,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = services.database.db;
  const repository = new VesselExportRepository(db);
  const channels = new ChannelsRepository(db);
  const occupancy = new OccupancyRepository(db);

  r.get(
    '/api/export/vessels',
    {
      config: access,
      schema: {
        tags,
        querystring: exportVesselsQuerySchema,
        response: { 200: pageSchemaOf(exportVesselSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const today = await services.calendar.today();
      const { rows, total } = await repository.vessels(query, today, visibleVessels(request.principal));
      const types = await repository.cabinTypes(rows.map((v) => v.id));
      const last = await channels.lastPushes(types.map((t) => t.roomType));
      const data = rows.map((vessel) => {
        const own = types.filter((t) => t.vessel === vessel.id);
        const pushes = own.flatMap((t) => {
          const pushed = last.get(t.roomType);
          return pushed ? [pushed.last] : [];
        });
        const latest = pushes.sort((a, b) => b.at.getTime() - a.at.getTime())[0];
        return {
          ...vessel,
          cabinTypes: own.map(({ vessel: _vessel, ...t }) => {
            const pushed = last.get(t.roomType);
            return { ...t, lastPush: pushed ? toPush(pushed.last) : null };
          }),
          lastPush: latest ? toPush(latest) : null,
        };
      });
      return { data, total, page: query.page, size: query.size };
    },
  );

  r.put(
    '/api/export/vessels/:id',
    {
      config: access,
      schema: {
        tags,
        params: idParams,
        body: exportVesselInputSchema,
        response: { 204: noContent('The vessel is on or off the channel') },
      },
    },
    async (request, reply) => {
      if (!(await repository.vessel(request.params.id, visibleVessels(request.principal))))
        throw notFound('Vessel');
      await repository.setVessel(request.params.id, request.body.onChannel);
      await pushes.changed();
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/export/trips',
    {
      config: access,
      schema: {
        tags,
        querystring: exportTripsQuerySchema,
        response: { 200: pageSchemaOf(exportTripSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const today = await services.calendar.today();
      const { rows, total } = await repository.trips(query, today, visibleSchedules(request.principal));
      return { data: await tripsWithAvailability(rows), total, page: query.page, size: query.size };
    },
  );

  r.put(
    '/api/export/trips/:id',
    {
      config: access,
      schema: {
        tags,
        params: idParams,
        body: exportTripInputSchema,
        response: { 204: noContent('The trip is on or off the channel') },
      },
    },
    async (request, reply) => {
      if (!(await repository.trip(request.params.id, visibleSchedules(request.principal))))
        throw notFound('Trip');
      await repository.setTrip(request.params.id, request.body.onChannel);
      await pushes.changed();
      return reply.status(204).send(null);
    },
  );

  /** Free cabins and berths per cabin type for the whole of each trip, from one occupancy query. */
  async function tripsWithAvailability(rows: ExportTripRow[]): Promise<ExportTrip[]> {
    if (!rows.length) return [];
    const vesselIds = [...new Set(rows.map((t) => t.vessel))];
    const from = rows.map((t) => t.from).sort()[0]!;
    const to = rows
      .map((t) => t.to)
      .sort()
      .at(-1)!;
    const [cabins, taken, types, priced] = await Promise.all([
      occupancy.roomBedsOfAssets(vesselIds),
      occupancy.overlappingForAssets(vesselIds, from, to),
      repository.cabinTypes(vesselIds),
      prices(rows),
    ]);
    const byRoom = groupByRoom(taken);
    return rows.map(({ vesselOnChannel, tripOnChannel: own, ...trip }) => {
      const cheapest = priced.get(trip.id) ?? new Map<string, Money>();
      const cabinTypes = types
        .filter((type) => type.vessel === trip.vessel)
        .map((type) => {
          const ofType = cabins.filter((c) => c.roomType === type.roomType && !c.blocked);
          const left = ofType.map((c) => ({
            free: freeBeds(bedsOf(c), byRoom.get(c.id) ?? [], trip.from, trip.to).length,
            places: c.activeBeds.length,
          }));
          return {
            roomType: type.roomType,
            name: type.name,
            cabins: type.cabins,
            freeCabins: left.filter((c) => c.places > 0 && c.free === c.places).length,
            freeBerths: left.reduce((sum, c) => sum + c.free, 0),
            priceFrom: cheapest.get(type.roomType) ?? null,
            onChannel: type.channelRoomType !== null,
          };
        });
      const lowest = cabinTypes
        .map((t) => t.priceFrom)
        .reduce<Money | null>((low, p) => (p && (!low || p.amount < low.amount) ? p : low), null);
      return {
        ...trip,
        nights: scheduleNights(trip),
        vesselOnChannel,
        tripOnChannel: own,
        onChannel: tripOnChannel(vesselOnChannel, own),
        freeCabins: cabinTypes.reduce((sum, t) => sum + t.freeCabins, 0),
        freeBerths: cabinTypes.reduce((sum, t) => sum + t.freeBerths, 0),
        priceFrom: lowest,
        cabinTypes,
      };
    });
  }
}
