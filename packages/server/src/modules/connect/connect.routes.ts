import {
  authResponseSchema,
  connectionTestSchema,
  hasAnyScope,
  isAdmin,
  jumpAnswerSchema,
  remoteBookingPageSchema,
  remotePosItemSchema,
  userLinkInputSchema,
  userLinkSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseUnreachableCustomers } from '../../db/customer-reach.ts';
import { noContent } from '../../http/answers.ts';
import { forbidden, notFound, refusal, unauthorized } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { ConnectService } from './connect.service.ts';
import { customerReferenceIn } from './connections.repository.ts';
import { remoteBookingQuerySchema } from './peer.routes.ts';

const CONNECT = ['connect' as const];
const system = z.string().min(1).max(40);
const remoteUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

/** The bearer of a request that carries one (the jump token of the jump-token check). */
function bearerOf(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The calls a user makes toward a connected installation (SPEC §7): test a connection, search and
 * list its bookings, a customer's till sales there, users' links, and the jump with its check.
 */
export function registerConnectRoutes(
  app: FastifyInstance,
  services: Services,
  connect: ConnectService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const { limit } = { limit: services.config.authRateLimit };

  r.post(
    '/api/systemconnection/:id/test',
    {
      config: { access: { scopes: ['admin'], features: CONNECT } },
      schema: {
        tags: ['systemconnection'],
        summary: 'Calls the other installation with a signed ping: reachable, and the secret accepted',
        params: z.object({ id: z.uuid() }),
        response: { 200: connectionTestSchema },
      },
    },
    (request) => connect.test(request.params.id),
  );

  r.get(
    '/api/bookings/search/:system',
    {
      config: { access: { scopes: ['bookings.read'], features: CONNECT } },
      schema: {
        tags: ['bookings'],
        summary: 'Searches the bookings of a connected installation (number or lead guest)',
        params: z.object({ system }),
        querystring: remoteBookingQuerySchema,
        response: { 200: remoteBookingPageSchema },
      },
    },
    (request) => connect.bookingsOf(request.params.system, request.query),
  );

  /** The customer as the other installation knows them: through their reference (issue 26). */
  const externalCustomer = async (request: FastifyRequest, customer: string, key: string) => {
    await refuseUnreachableCustomers(db, request.principal, [{ id: customer, path: 'customer' }], {
      as: 'record',
    });
    const connection = await connect.seaberth(key);
    const external = await customerReferenceIn(db, customer, key);
    if (!external) throw refusal('NOT_FOUND', `The customer has no reference in ${connection.name}`);
    return { connection, external };
  };

  r.get(
    '/api/bookings/external/:system',
    {
      config: { access: { scopes: ['bookings.read'], features: CONNECT } },
      schema: {
        tags: ['bookings'],
        summary: "A customer's bookings in a connected installation, through the customer's reference",
        params: z.object({ system }),
        querystring: remoteBookingQuerySchema.extend({ customer: z.uuid() }),
        response: { 200: remoteBookingPageSchema },
      },
    },
    async (request) => {
      const { customer, ...paging } = request.query;
      const { external } = await externalCustomer(request, customer, request.params.system);
      return connect.bookingsOf(request.params.system, { ...paging, customer: external });
    },
  );

  r.get(
    '/api/pos/external/:system',
    {
      config: { access: { scopes: ['pos.read'], features: CONNECT } },
      schema: {
        tags: ['pos'],
        summary: "A customer's till sales in a connected installation, through the customer's reference",
        params: z.object({ system }),
        querystring: z.object({ customer: z.uuid() }),
        response: { 200: z.array(remotePosItemSchema) },
      },
    },
    async (request) => {
      const { connection, external } = await externalCustomer(
        request,
        request.query.customer,
        request.params.system,
      );
      return connect.peer.get(
        connection,
        '/api/connect/peer/pos',
        { customer: external },
        z.array(remotePosItemSchema),
      );
    },
  );

  // Users' links: one's own (users.self) or anyone's (users.update). Linking to an account over
  // there with another e-mail than the user's own is for administrators only: the link decides
  // who the user becomes when they jump, so nobody may pick a more powerful account.
  const linkParams = z.object({ user: z.uuid(), system });
  const linkAccess = { access: { scopes: ['users.update', 'users.self'], features: CONNECT } };
  const mayTouch = (request: FastifyRequest, user: string) => {
    if (request.principal.id !== user && !hasAnyScope(request.principal, ['users.update'])) throw forbidden();
  };
  const localUser = async (id: string) => {
    const found = await connect.connections.userExists(id);
    if (!found) throw notFound('User');
    return found;
  };

  r.get(
    '/api/users/:user/link/:system',
    {
      config: linkAccess,
      schema: { tags: ['users'], params: linkParams, response: { 200: userLinkSchema } },
    },
    async (request) => {
      mayTouch(request, request.params.user);
      await localUser(request.params.user);
      const link = await connect.connections.link(request.params.user, request.params.system);
      if (!link) throw notFound('Link');
      return link;
    },
  );

  r.post(
    '/api/users/:user/link/:system',
    {
      config: linkAccess,
      schema: {
        tags: ['users'],
        summary: "Links the user to the account with this e-mail over there (default: the user's own)",
        params: linkParams,
        body: userLinkInputSchema.nullish(),
        response: { 200: userLinkSchema },
      },
    },
    async (request) => {
      const { user, system: key } = request.params;
      mayTouch(request, user);
      const local = await localUser(user);
      const email = request.body?.email ?? local.email;
      if (email.toLowerCase() !== local.email.toLowerCase() && !isAdmin(request.principal))
        throw refusal(
          'FORBIDDEN_RESSOURCE',
          'Only an administrator links a user to an account with another e-mail',
        );
      const connection = await connect.seaberth(key);
      const remote = await connect.peer.get(
        connection,
        '/api/connect/peer/users',
        { email },
        remoteUserSchema,
      );
      return connect.connections.saveLink({
        user,
        system: key,
        externalId: remote.id,
        externalEmail: remote.email,
        externalName: remote.name,
      });
    },
  );

  r.delete(
    '/api/users/:user/link/:system',
    {
      config: linkAccess,
      schema: { tags: ['users'], params: linkParams, response: { 204: noContent('Unlinked') } },
    },
    async (request, reply) => {
      mayTouch(request, request.params.user);
      if (!(await connect.connections.deleteLink(request.params.user, request.params.system)))
        throw notFound('Link');
      return reply.status(204).send(null);
    },
  );

  // The jump (SPEC §7 `POST and GET api/cauth/jump/{system}`): a short-lived signed token for the
  // user's linked account over there, and the address that spends it.
  const jump = {
    config: { access: { scopes: ['user'], features: CONNECT } },
    schema: {
      tags: ['auth'],
      params: z.object({ system }),
      querystring: z.object({ to: z.string().max(2000).optional() }),
      response: { 200: jumpAnswerSchema },
    },
  };
  const issue = (request: FastifyRequest<{ Params: { system: string }; Querystring: { to?: string } }>) => {
    if (!request.auth) throw unauthorized();
    return connect.issueJump(request.auth.user.id, request.params.system, request.query.to);
  };
  r.post('/api/cauth/jump/:system', jump, issue);
  r.get('/api/cauth/jump/:system', jump, issue);

  // The jump-token check: the token arrives as the bearer, so it stays out of logs of addresses.
  r.get(
    '/api/cauth/jumpto',
    {
      config: {
        access: { scopes: [], ignoreToken: true, features: CONNECT },
        rateLimit: { max: limit.max, timeWindow: limit.windowMs, hook: 'preHandler' as const },
      },
      schema: {
        tags: ['auth'],
        summary: "Trades a connected installation's jump token (bearer) for a session here, once",
        response: { 200: authResponseSchema },
      },
    },
    async (request) => {
      const token = bearerOf(request);
      if (!token || token.length > 4000) throw refusal('JUMP_REFUSED', 'Jump refused: no token');
      return connect.checkJump(token, { ip: request.ip, userAgent: request.headers['user-agent'] });
    },
  );
}
