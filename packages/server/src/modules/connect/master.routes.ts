import { remoteBookingDetailSchema, remoteBookingPageSchema, remoteGuestFormSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConnectService } from './connect.service.ts';
import { remoteBookingQuerySchema } from './peer.routes.ts';

const MASTER = { access: { scopes: ['bookings.read'], features: ['assetMaster' as const] } };
const tags = ['master'];
const detailOverThere = remoteBookingDetailSchema.omit({ system: true, systemName: true });

/**
 * The asset master (SPEC §7 `/api/master/{system}/booking…`): the group's central installation
 * lists and opens the bookings of the assets in its connected installations, read-only.
 */
export function registerMasterRoutes(app: FastifyInstance, connect: ConnectService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const system = z.string().min(1).max(40);

  r.get(
    '/api/master/:system/booking',
    {
      config: MASTER,
      schema: {
        tags,
        summary: 'The bookings of a connected installation (search, sort, paging)',
        params: z.object({ system }),
        querystring: remoteBookingQuerySchema,
        response: { 200: remoteBookingPageSchema },
      },
    },
    (request) => connect.bookingsOf(request.params.system, request.query),
  );

  r.get(
    '/api/master/:system/booking/:id',
    {
      config: MASTER,
      schema: {
        tags,
        params: z.object({ system, id: z.uuid() }),
        response: { 200: remoteBookingDetailSchema },
      },
    },
    async (request) => {
      const connection = await connect.seaberth(request.params.system);
      const booking = await connect.peer.get(
        connection,
        `/api/connect/peer/bookings/${request.params.id}`,
        {},
        detailOverThere,
      );
      return { ...booking, system: connection.key, systemName: connection.name };
    },
  );

  r.get(
    '/api/master/:system/booking/:booking/guestform',
    {
      config: MASTER,
      schema: {
        tags,
        params: z.object({ system, booking: z.uuid() }),
        response: { 200: z.array(remoteGuestFormSchema) },
      },
    },
    async (request) => {
      const connection = await connect.seaberth(request.params.system);
      return connect.peer.get(
        connection,
        `/api/connect/peer/bookings/${request.params.booking}/guestforms`,
        {},
        z.array(remoteGuestFormSchema),
      );
    },
  );
}
