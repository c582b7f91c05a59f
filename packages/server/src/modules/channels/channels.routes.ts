import {
  CHANNEL_MESSAGES,
  channelConnectionInputSchema,
  channelConnectionSchema,
  channelHealthSchema,
  channelMappingsSchema,
  channelRatePlanSchema,
  channelRoomTypeSchema,
  channelSyncInputSchema,
  channelSyncStateSchema,
  type Principal,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { ChannelConnections } from './channel-connections.ts';
import { ChannelError, type ChannelManager } from './channel-manager.ts';
import { ChannelPushes } from './channel-pushes.ts';
import { ChannelRestrictions } from './channel-restrictions.ts';
import { ChannelsRepository, toPush } from './channels.repository.ts';

const features = ['ota' as const];
const read = { access: { scopes: ['suapi.read', 'suapi.all'], features } };
const write = { access: { scopes: ['suapi.all'], features } };
const tags = ['ota'];
/** The health panel lists this many of the latest failed or retried pushes. */
const FAILURES_SHOWN = 20;

/** The channel's refusal as ours: 502 PROVIDER_ERROR with the channel's own words. */
async function ask<T>(call: (manager: ChannelManager) => Promise<T>, manager: ChannelManager): Promise<T> {
  try {
    return await call(manager);
  } catch (error) {
    if (error instanceof ChannelError)
      throw refusal('PROVIDER_ERROR', error.answer, { params: { status: error.status } });
    throw error;
  }
}

/**
 * The channel manager's configuration (issue 39, screen /config/ota; paths under /api/ota chosen
 * in docs/decisions.md): the connection with its write-only API key and a test call, the channel's
 * room types and rate plans for the mapping pickers, the mapping, the full sync as a job (202) and
 * the sync's health. Feature `ota`; suapi.read reads, suapi.all changes.
 */
export function registerChannelRoutes(app: FastifyInstance, services: Services): ChannelPushes {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = new ChannelsRepository(services.database.db);
  const connections = new ChannelConnections(repository, services.secrets, services.clock);
  const pushes = new ChannelPushes(services, repository, connections);
  pushes.register();
  const restrictions = new ChannelRestrictions(services, repository, connections);
  restrictions.register();

  r.get(
    '/api/ota/connection',
    { config: read, schema: { tags, response: { 200: channelConnectionSchema } } },
    () => connections.state(),
  );

  r.put(
    '/api/ota/connection',
    {
      config: write,
      schema: { tags, body: channelConnectionInputSchema, response: { 200: channelConnectionSchema } },
    },
    async (request) => {
      const saved = await connections.save(request.body);
      await pushes.changed();
      return saved;
    },
  );

  r.post(
    '/api/ota/connection/test',
    { config: write, schema: { tags, response: { 200: channelConnectionSchema } } },
    () => connections.test(),
  );

  r.get(
    '/api/ota/channel/roomtypes',
    { config: read, schema: { tags, response: { 200: z.array(channelRoomTypeSchema) } } },
    async () => ask((m) => m.listRoomTypes(), await connections.required()),
  );

  r.get(
    '/api/ota/channel/rateplans',
    { config: read, schema: { tags, response: { 200: z.array(channelRatePlanSchema) } } },
    async () => ask((m) => m.listRatePlans(), await connections.required()),
  );

  /** The mapping as this user may see it: only room types of their assets (all for most). */
  async function visibleMappings(principal: Principal) {
    const [mappings, visible] = await Promise.all([
      repository.mappings(),
      repository.visibleRoomTypes(principal),
    ]);
    if (visible === 'all') return { mappings, hidden: { roomTypes: [], ratePlans: [] } };
    const seen = (m: { roomType: string }) => visible.has(m.roomType);
    return {
      mappings: { roomTypes: mappings.roomTypes.filter(seen), ratePlans: mappings.ratePlans.filter(seen) },
      hidden: {
        roomTypes: mappings.roomTypes.filter((m) => !seen(m)),
        ratePlans: mappings.ratePlans.filter((m) => !seen(m)),
      },
    };
  }

  r.get(
    '/api/ota/mappings',
    { config: read, schema: { tags, response: { 200: channelMappingsSchema } } },
    async (request) => (await visibleMappings(request.principal)).mappings,
  );

  r.put(
    '/api/ota/mappings',
    {
      config: write,
      schema: { tags, body: channelMappingsSchema, response: { 200: channelMappingsSchema } },
    },
    async (request) => {
      const ids = [...request.body.roomTypes, ...request.body.ratePlans].map((m) => m.roomType);
      const [known, visible] = await Promise.all([
        repository.knownRoomTypes(ids),
        repository.visibleRoomTypes(request.principal),
      ]);
      // Another asset's room type is as unknown to a user limited to theirs as one that does not exist.
      const unknown = ids.findIndex((id) => !known.has(id) || (visible !== 'all' && !visible.has(id)));
      if (unknown >= 0)
        throw validationError(
          [{ path: 'roomTypes', message: CHANNEL_MESSAGES.unknownRoomType }],
          CHANNEL_MESSAGES.unknownRoomType,
        );
      const { hidden } = await visibleMappings(request.principal);
      await repository.replaceMappings({
        roomTypes: [...request.body.roomTypes, ...hidden.roomTypes],
        ratePlans: [...request.body.ratePlans, ...hidden.ratePlans],
      });
      // A newly mapped room type or rate plan is new to the channel: it hears of it at once.
      await pushes.changed();
      await restrictions.changed();
      return (await visibleMappings(request.principal)).mappings;
    },
  );

  r.post(
    '/api/ota/sync',
    {
      config: write,
      schema: { tags, body: channelSyncInputSchema, response: { 202: channelSyncStateSchema } },
    },
    async (request, reply) => {
      const state = await pushes.requestFullSync(request.body);
      await restrictions.changed(services.clock.now(), { ...request.body });
      return reply.status(202).send(state);
    },
  );

  r.get('/api/ota/sync', { config: read, schema: { tags, response: { 200: channelSyncStateSchema } } }, () =>
    pushes.syncState(),
  );

  r.get(
    '/api/ota/health',
    { config: read, schema: { tags, response: { 200: channelHealthSchema } } },
    async (request) => {
      const [connection, allMapped, allFailures, sync, visible] = await Promise.all([
        connections.state(),
        repository.mappedRoomTypes(),
        repository.failures(FAILURES_SHOWN),
        pushes.syncState(),
        repository.visibleRoomTypes(request.principal),
      ]);
      const seen = (id: string) => visible === 'all' || visible.has(id);
      const mapped = allMapped.filter((m) => seen(m.roomType));
      const failures = allFailures.filter((f) => f.roomTypes.length === 0 || f.roomTypes.some(seen));
      const last = await repository.lastPushes(mapped.map((m) => m.roomType));
      return {
        status: connection.status,
        roomTypes: mapped.map((m) => {
          const pushed = last.get(m.roomType);
          return {
            roomType: m.roomType,
            name: m.name,
            channelRoomType: m.channelRoomType,
            lastPush: pushed ? toPush(pushed.last) : null,
            lastSuccess: pushed?.lastSuccess?.toISOString() ?? null,
          };
        }),
        failures: failures.map(toPush),
        sync,
        drift: (await repository.connection('channex'))?.drift ?? null,
      };
    },
  );
  return pushes;
}
