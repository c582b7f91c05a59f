import {
  remoteBookingDetailSchema,
  remoteBookingPageSchema,
  remoteCustomerSchema,
  remoteGuestFormSchema,
  remotePosItemSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { APP_VERSION } from '../../lib/version.ts';
import type { Services } from '../../services.ts';
import { readCompany } from '../print/index.ts';
import type { ConnectService } from './connect.service.ts';
import { withAnswerLabels } from './peer-form-labels.ts';
import { PeerReadsRepository, REMOTE_BOOKING_SORTS } from './peer-reads.repository.ts';
import { pingSchema } from './connect.service.ts';

/** Peer calls carry no user token: the signature (checked first in each handler) is the login. */
const PEER = { access: { scopes: [], ignoreToken: true, features: ['connect' as const] } };
const tags = ['connect'];

export const remoteBookingQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(0).max(200).default(25),
  search: z.string().max(200).optional(),
  sort: z.enum(REMOTE_BOOKING_SORTS).default('from'),
  order: z
    .union([z.literal('1'), z.literal('-1'), z.literal(1), z.literal(-1)])
    .transform((v) => (Number(v) === -1 ? -1 : 1) as 1 | -1)
    .default(-1),
});

/**
 * `/api/connect/peer/*`: what a connected Seaberth installation reads here with a signed call
 * (issue 39): its jump links, its search, the group master's booking list. Read-only.
 */
export function registerPeerRoutes(app: FastifyInstance, services: Services, connect: ConnectService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = new PeerReadsRepository(services.database.db);
  const id = z.object({ id: z.uuid() });

  r.get(
    '/api/connect/peer/ping',
    { config: PEER, schema: { tags, summary: 'Signed: who answers', response: { 200: pingSchema } } },
    async (request) => {
      await connect.verifyPeer(request);
      const company = await readCompany(services.database.db);
      return { name: company.name || services.config.publicUrl, version: APP_VERSION.version };
    },
  );

  r.get(
    '/api/connect/peer/bookings',
    {
      config: PEER,
      schema: {
        tags,
        summary: 'Signed: the bookings here (search, sort, paging; `customer` narrows to one guest)',
        querystring: remoteBookingQuerySchema.extend({ customer: z.uuid().optional() }),
        response: { 200: remoteBookingPageSchema },
      },
    },
    async (request) => {
      await connect.verifyPeer(request);
      const { data, total } = await reads.bookings(request.query);
      return { data, total, page: request.query.page, size: request.query.size };
    },
  );

  r.get(
    '/api/connect/peer/bookings/:id',
    {
      config: PEER,
      schema: {
        tags,
        params: id,
        response: { 200: remoteBookingDetailSchema.omit({ system: true, systemName: true }) },
      },
    },
    async (request) => {
      await connect.verifyPeer(request);
      const booking = await reads.booking(request.params.id);
      if (!booking) throw notFound('Booking');
      return booking;
    },
  );

  r.get(
    '/api/connect/peer/bookings/:id/guestforms',
    { config: PEER, schema: { tags, params: id, response: { 200: z.array(remoteGuestFormSchema) } } },
    async (request) => {
      await connect.verifyPeer(request);
      if (!(await reads.booking(request.params.id))) throw notFound('Booking');
      return withAnswerLabels(services.database.db, await reads.guestForms(request.params.id));
    },
  );

  r.get(
    '/api/connect/peer/users',
    {
      config: PEER,
      schema: {
        tags,
        summary: 'Signed: the account with this e-mail, for a user link',
        querystring: z.object({ email: z.string().max(320) }),
        response: { 200: z.object({ id: z.string(), email: z.string(), name: z.string() }) },
      },
    },
    async (request) => {
      await connect.verifyPeer(request);
      const user = await reads.userByEmail(request.query.email);
      if (!user) throw notFound('User');
      return user;
    },
  );

  r.get(
    '/api/connect/peer/customers',
    {
      config: PEER,
      schema: {
        tags,
        summary: 'Signed: a customer by id or e-mail, for a customer reference',
        querystring: z.object({ id: z.uuid().optional(), email: z.string().max(320).optional() }),
        response: { 200: remoteCustomerSchema },
      },
    },
    async (request) => {
      await connect.verifyPeer(request);
      const { id: customer, email } = request.query;
      const found = customer || email ? await reads.customer({ id: customer, email }) : undefined;
      if (!found) throw notFound('Customer');
      return found;
    },
  );

  r.get(
    '/api/connect/peer/pos',
    {
      config: PEER,
      schema: {
        tags,
        summary: "Signed: a customer's till sales here",
        querystring: z.object({ customer: z.uuid() }),
        response: { 200: z.array(remotePosItemSchema) },
      },
    },
    async (request) => {
      await connect.verifyPeer(request);
      return reads.posItems(request.query.customer);
    },
  );
}
