import {
  addDays,
  OTA_MESSAGES,
  otaUpdateSchema,
  otaUpdatesPageSchema,
  otaUpdatesQuerySchema,
  placedRooms,
  placeOtaUpdateSchema,
  unreadOtaUpdatesSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { notFound, refusal } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { OccupancyRepository } from '../assets/index.ts';
import type { BookingActions, FrontDeskService } from '../bookings/index.ts';
import { ChannelConnections } from './channel-connections.ts';
import { ChannelDriftCheck } from './channel-drift.ts';
import { ChannelsRepository } from './channels.repository.ts';
import { type ChannexWebhook, OtaFeed } from './ota-feed.ts';
import { OtaIngestion } from './ota-ingestion.ts';
import { checkPlacing } from './ota-placing.ts';
import { OtaUpdatesRepository, toOtaUpdate } from './ota-updates.repository.ts';

const features = ['ota' as const];
const read = { access: { scopes: ['bookings.read'], features } };
const write = { access: { scopes: ['bookings.update'], features } };
const tags = ['bookings'];
const byId = z.object({ id: z.uuid() });
/** The unread answer lists this many; the count is of all. */
const UNREAD_LISTED = 20;
/** Channex may send a webhook burst; one caller beyond this waits (the feed catches up anyway). */
const WEBHOOK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/**
 * OTA bookings (issue 39, SPEC §7 booking calls): the updates received from the channel, paged with
 * unread first; those of one booking; the unread count for the menu; mark read; and placing or
 * rejecting a conflict (bookings.update; paths under otaupdates/{id}, see docs/decisions.md). The
 * webhook Channex calls is public, believed only with the connection's secret header.
 */
export async function registerOtaBookingRoutes(
  app: FastifyInstance,
  services: Services,
  actions: BookingActions,
  desk: FrontDeskService,
): Promise<OtaFeed> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const channels = new ChannelsRepository(services.database.db);
  const connections = new ChannelConnections(channels, services.secrets, services.clock);
  const updates = new OtaUpdatesRepository(services.database.db);
  const ingestion = new OtaIngestion(services, updates, actions, desk);
  const occupancy = new OccupancyRepository(services.database.db);
  const feed = new OtaFeed(services, channels, connections, ingestion);
  await feed.register();
  // The nightly drift comparison is the channel's other catch-up, beside the booking feed.
  await new ChannelDriftCheck(services, channels, connections).register();

  r.post(
    '/api/ota/webhook',
    {
      config: { access: { scopes: [], ignoreToken: true, features }, rateLimit: WEBHOOK_RATE_LIMIT },
      schema: {
        tags: ['ota'],
        body: z.looseObject({
          event: z.string().max(100).optional(),
          payload: z.looseObject({ revision_id: z.string().max(100).optional() }).optional(),
        }),
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    (request) => {
      const secret = request.headers['x-seaberth-webhook-secret'];
      return feed.webhook(typeof secret === 'string' ? secret : undefined, request.body as ChannexWebhook);
    },
  );

  r.get(
    '/api/bookings/otaupdates',
    {
      config: read,
      schema: { tags, querystring: otaUpdatesQuerySchema, response: { 200: otaUpdatesPageSchema } },
    },
    async (request) => {
      const { rows, total } = await updates.page(request.query, request.principal);
      return { data: rows.map(toOtaUpdate), total, page: request.query.page, size: request.query.size };
    },
  );

  r.get(
    '/api/bookings/unreadotaupdates',
    { config: read, schema: { tags, response: { 200: unreadOtaUpdatesSchema } } },
    async (request) => {
      const { rows, count, conflicts } = await updates.unread(request.principal, UNREAD_LISTED);
      return { count, conflicts, data: rows.map(toOtaUpdate) };
    },
  );

  r.get(
    '/api/bookings/:id/otaupdates',
    { config: read, schema: { tags, params: byId, response: { 200: z.array(otaUpdateSchema) } } },
    async (request) => {
      // Only for a booking the caller may see: the same answer as for none at all.
      if (!(await actions.core.detail(request.params.id, actorOf(request)))) throw notFound('Booking');
      return (await updates.ofBooking(request.params.id)).map(toOtaUpdate);
    },
  );

  r.post(
    '/api/bookings/markRead/:id',
    { config: read, schema: { tags, params: byId, response: { 200: otaUpdateSchema } } },
    async (request) => {
      const row = await updates.markRead(request.params.id, request.principal);
      if (!row) throw notFound('OTA update');
      return toOtaUpdate(row);
    },
  );

  r.post(
    '/api/bookings/otaupdates/:id/place',
    {
      config: write,
      schema: { tags, params: byId, body: placeOtaUpdateSchema, response: { 200: otaUpdateSchema } },
    },
    async (request) => {
      const row = await updates.visibleById(request.params.id, request.principal);
      if (!row) throw notFound('OTA update');
      const from = request.body.from ?? row.from;
      const to = request.body.to ?? (request.body.from ? addDays(request.body.from, 1) : row.to);
      const placing = { rooms: placedRooms(request.body), from, to };
      const own = row.booking ? (await actions.core.detail(row.booking))?.rooms.map((r) => r.room) : [];
      // Every room checked before any is booked: a sale of several rooms is placed whole or not at all.
      await checkPlacing(actions.core.repository, occupancy, row, placing, own);
      // Taken first, so the same placing sent twice at once books once.
      if (!(await updates.take(row.id, 'conflict', 'placed')))
        throw refusal('CONFLICT', OTA_MESSAGES.notOpen);
      try {
        const outcome = await ingestion.place(row, placing);
        await updates.update(row.id, {
          state: 'placed',
          message: '',
          read: true,
          from,
          to,
          booking: outcome.booking ?? row.booking,
        });
      } catch (error) {
        await updates.update(row.id, { state: 'conflict' });
        throw error;
      }
      return toOtaUpdate((await updates.visibleById(row.id, request.principal))!);
    },
  );

  r.post(
    '/api/bookings/otaupdates/:id/reject',
    { config: write, schema: { tags, params: byId, response: { 200: otaUpdateSchema } } },
    async (request) => {
      const row = await updates.visibleById(request.params.id, request.principal);
      if (!row) throw notFound('OTA update');
      if (!(await updates.take(row.id, 'conflict', 'rejected')))
        throw refusal('CONFLICT', OTA_MESSAGES.notOpen);
      await updates.update(row.id, { read: true });
      return toOtaUpdate((await updates.visibleById(row.id, request.principal))!);
    },
  );
  return feed;
}
