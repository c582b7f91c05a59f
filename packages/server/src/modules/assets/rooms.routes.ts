import {
  availabilityAgency,
  addBlockerSchema,
  availableRoomSchema,
  bedRuns,
  blockerCreatedSchema,
  blockerRemovedSchema,
  groupByRoom,
  nightlyStates,
  occupanciesFor,
  removeBlockerSchema,
  occupancyAnswerSchema,
  roomResource,
  isoRangeSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sqlState } from '../../db/client.ts';
import { rooms } from '../../db/schema/index.ts';
import { notFound, refusal } from '../../http/errors.ts';
import { recordSchemaOf } from '../../http/record-schema.ts';
import { toWire } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import { bedsOf, freeRooms, roomSummary } from './free-rooms.ts';
import { OccupancyRepository, visibleRooms } from './occupancy.repository.ts';

/** Availability questions are about a stay, so a year is plenty and keeps answers small. */
const rangeQuery = isoRangeSchema(366, 'Give from < to, at most 366 nights apart');

/** The rooms calls of SPEC §7 beyond plain CRUD: availability and blockers. */
export function registerRoomRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = new OccupancyRepository(services.database.db);
  const visible = (request: FastifyRequest) => visibleRooms(request.principal);
  const tags = ['rooms'];
  const read = { access: { scopes: ['user'] } };
  const write = { access: { scopes: ['vessel.update', 'resort.update'] } };
  const roomRecords = z.array(recordSchemaOf(roomResource, rooms));

  /** Two lean queries per asset and range, however many rooms: never one per room or night. */
  const occupancyOf = async (request: FastifyRequest, assetId: string, from: string, to: string) => {
    const [list, taken] = await Promise.all([
      repository.roomBedsOfAsset(assetId, visible(request)),
      repository.overlappingForAsset(assetId, from, to),
    ]);
    return { list, byRoom: groupByRoom(taken) };
  };

  r.get(
    '/api/rooms/available/:id',
    {
      config: read,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        querystring: rangeQuery.and(z.object({ agency: z.uuid().optional() })),
        response: { 200: z.array(availableRoomSchema) },
      },
    },
    (request) =>
      freeRooms(
        repository,
        request.params.id,
        request.query.from,
        request.query.to,
        visible(request),
        availabilityAgency(request.principal, request.query.agency),
      ),
  );

  r.get(
    '/api/rooms/occupancy/:id',
    {
      config: read,
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        querystring: rangeQuery,
        response: { 200: occupancyAnswerSchema },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const { list, byRoom } = await occupancyOf(request, request.params.id, from, to);
      return {
        from,
        to,
        rooms: list.map((room) => {
          // Without bookings.read: taken or free, and the nights drawn from just that.
          const mine = occupanciesFor(request.principal, byRoom.get(room.id) ?? []);
          return {
            ...roomSummary(room),
            nights: nightlyStates(bedsOf(room), mine, from, to),
            occupancies: mine,
          };
        }),
      };
    },
  );

  r.get(
    '/api/rooms/resort',
    {
      config: read,
      schema: {
        tags,
        querystring: z.object({ resort: z.uuid().optional() }),
        response: { 200: roomRecords },
      },
    },
    async (request) => {
      const list = await repository.resortRooms(request.query.resort);
      const allowed = visible(request);
      if (!allowed) return list.map((room) => toWire(room));
      const ids = new Set((await repository.roomsWhere(allowed)).map((room) => room.id));
      return list.filter((room) => ids.has(room.id)).map((room) => toWire(room));
    },
  );

  r.get(
    '/api/rooms/roomtype/:id',
    {
      config: read,
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: roomRecords } },
    },
    async (request) => {
      const list = await repository.roomsOfType(request.params.id);
      const allowed = visible(request);
      if (!allowed) return list.map((room) => toWire(room));
      const ids = new Set((await repository.roomsWhere(allowed)).map((room) => room.id));
      return list.filter((room) => ids.has(room.id)).map((room) => toWire(room));
    },
  );

  r.post(
    '/api/rooms/addBlocker',
    { config: write, schema: { tags, body: addBlockerSchema, response: { 201: blockerCreatedSchema } } },
    async (request, reply) => {
      const input = request.body;
      const room = await repository.room(input.room, visible(request));
      if (!room) throw notFound('Room');
      const known = new Set(room.configuration.beds.map((b) => b.no));
      const unknown = (input.beds ?? []).filter((no) => !known.has(no));
      if (unknown.length) {
        throw refusal('VALIDATION_ERROR', `Room ${room.name} has no bed ${unknown.join(', ')}`, {
          fields: [{ path: 'beds', message: `Unknown bed ${unknown.join(', ')}` }],
        });
      }
      try {
        const created = await repository.insertBlocker({
          room: room.id,
          from: input.from,
          to: input.to,
          reason: input.reason,
          note: input.note,
          beds: bedRuns(input.beds ?? []),
          createdBy: request.auth?.user.id,
        });
        return reply.status(201).send(created);
      } catch (error) {
        const state = sqlState(error);
        if (state === '23P01' || state === '40P01') {
          throw refusal(
            'CONFLICT',
            `${room.name} is already occupied or blocked for some nights between ${input.from} and ${input.to}; nothing was blocked`,
          );
        }
        throw error;
      }
    },
  );

  r.post(
    '/api/rooms/removeBlocker',
    { config: write, schema: { tags, body: removeBlockerSchema, response: { 200: blockerRemovedSchema } } },
    async (request) => {
      const blocker = await repository.blocker(request.body.id);
      if (!blocker || !(await repository.room(blocker.room, visible(request)))) throw notFound('Blocker');
      await repository.removeBlocker(blocker.id);
      return { ok: true };
    },
  );
}
