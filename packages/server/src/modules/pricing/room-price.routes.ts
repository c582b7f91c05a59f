import { randomUUID } from 'node:crypto';
import {
  type PriceEntry,
  type PriceList,
  ROOM_PRICE_MESSAGES,
  type RoomPriceWritten,
  roomPriceChangeSchema,
  roomPriceCopySchema,
  roomPriceCreateSchema,
  roomPriceDeleteQuerySchema,
  roomPriceSchema,
  roomPriceWrittenSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../http/answers.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { PricingRepository, visiblePriceLists } from './pricing.repository.ts';

type Stored = PriceList & { version: number };

/**
 * SPEC §7 `/api/roomprices` beyond the list (issue 38): one single room's price by its entry id,
 * and its writes. A room price is an entry of a price list naming a room, so each write is a new
 * version of that list (the list's `version` as the caller saw it; a stale one is a 409), limited
 * to the lists the user may see, for a room of the list's own resort or vessel.
 */
export function registerRoomPriceRoutes(
  app: FastifyInstance,
  repository: PricingRepository,
  visible: (request: FastifyRequest) => ReturnType<typeof visiblePriceLists>,
  readConfig: { access: { scopes: string[] } },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roomprices'];
  const write = { access: { scopes: ['price.update'], features: ['resort' as const, 'vessel' as const] } };
  const id = z.object({ id: z.uuid() });
  const written = { 200: roomPriceWrittenSchema };

  const assetOf = (list: PriceList) =>
    list.resort
      ? { kind: 'resort' as const, id: list.resort }
      : { kind: 'vessel' as const, id: list.vessel! };

  const answer = async (list: Stored, entryId: string): Promise<RoomPriceWritten> => {
    const entry = list.entries.find((e) => e.id === entryId);
    if (!entry?.room) throw notFound('Room price');
    const names = await repository.roomNames(assetOf(list));
    return {
      ...entry,
      roomName: names.get(entry.room) ?? null,
      priceList: { id: list.id, name: list.name, status: list.status, currency: list.currencies[0] ?? 'EUR' },
      periods: list.periods.filter((p) => entry.season === '' || p.season === entry.season),
      listVersion: list.version,
    } as RoomPriceWritten;
  };
  const ofEntry = async (entryId: string, request: FastifyRequest) => {
    const list = (await repository.listWithEntry(entryId, visible(request))) as Stored | undefined;
    if (!list?.entries.find((e) => e.id === entryId)?.room) throw notFound('Room price');
    return list;
  };
  /** Writes the list's entries with the room checked against the list's place. */
  const save = async (list: Stored, version: number, entries: PriceEntry[], room?: string) => {
    if (room && !(await repository.roomNames(assetOf(list))).has(room))
      throw validationError(
        [{ path: 'room', message: ROOM_PRICE_MESSAGES.otherPlace }],
        ROOM_PRICE_MESSAGES.otherPlace,
      );
    const saved = (await repository.saveEntries(list.id, version, entries)) as Stored | undefined;
    if (saved) return saved;
    throw refusal(
      'STALE_VERSION',
      `Someone else changed the price list ${list.name} (you edited version ${version}, it is now ${list.version}); reload and apply your change again`,
    );
  };

  r.get(
    '/api/roomprices/:id',
    { config: readConfig, schema: { tags, params: id, response: { 200: roomPriceSchema } } },
    async (request) => answer(await ofEntry(request.params.id, request), request.params.id),
  );

  r.post(
    '/api/roomprices',
    {
      config: write,
      schema: { tags, body: roomPriceCreateSchema, response: { 201: roomPriceWrittenSchema } },
    },
    async (request, reply) => {
      const { priceList, version, ...entry } = request.body;
      const list = (await repository.listById(priceList, visible(request))) as Stored | undefined;
      if (!list) throw notFound('Price list');
      const made = { ...entry, roomType: null, id: randomUUID() };
      const saved = await save(list, version, [...list.entries, made], entry.room);
      return reply.status(201).send(await answer(saved, made.id));
    },
  );

  r.post(
    '/api/roomprices/:id',
    { config: write, schema: { tags, params: id, body: roomPriceChangeSchema, response: written } },
    async (request) => {
      const { version, ...change } = request.body;
      const list = await ofEntry(request.params.id, request);
      const entries = list.entries.map((e) => (e.id === request.params.id ? { ...e, ...change } : e));
      return answer(await save(list, version, entries, change.room), request.params.id);
    },
  );

  r.post(
    '/api/roomprices/:id/copy',
    {
      config: write,
      schema: { tags, params: id, body: roomPriceCopySchema, response: { 201: roomPriceWrittenSchema } },
    },
    async (request, reply) => {
      const list = await ofEntry(request.params.id, request);
      const source = list.entries.find((e) => e.id === request.params.id)!;
      const made = { ...source, room: request.body.room ?? source.room, id: randomUUID() };
      const saved = await save(list, request.body.version, [...list.entries, made], made.room ?? undefined);
      return reply.status(201).send(await answer(saved, made.id));
    },
  );

  r.delete(
    '/api/roomprices/:id',
    {
      config: write,
      schema: {
        tags,
        params: id,
        querystring: roomPriceDeleteQuerySchema,
        response: { 204: noContent('Deleted') },
      },
    },
    async (request, reply) => {
      const list = await ofEntry(request.params.id, request);
      await save(
        list,
        request.query.version,
        list.entries.filter((e) => e.id !== request.params.id),
      );
      return reply.status(204).send(null);
    },
  );
}
