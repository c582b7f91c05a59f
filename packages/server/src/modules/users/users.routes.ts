import {
  LANGUAGES,
  loginAttemptSchema,
  MIN_PASSWORD_LENGTH,
  NOTIFICATION_KINDS,
  okAnswerSchema,
  sessionUserSchema,
  USER_TYPES,
  userRoleChoiceSchema,
  userSettingsSchema,
  verifyAnswerSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/access.ts';
import { forbidden } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { toSessionUser } from '../auth/index.ts';
import { UsersRepository } from './users.repository.ts';

const password = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be longer than ${MIN_PASSWORD_LENGTH} characters`)
  .max(200);

export function registerUserRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = new UsersRepository(services.database.db);
  const tags = ['users'];
  const anyUser = { access: { scopes: ['user'] } };

  r.get(
    '/api/users/self',
    { config: anyUser, schema: { tags, response: { 200: sessionUserSchema } } },
    async (request) => {
      const { user, principal } = requireAuth(request);
      return toSessionUser(user, principal.scopes);
    },
  );

  r.post(
    '/api/users/self',
    {
      config: anyUser,
      schema: {
        tags,
        body: z.object({
          name: z.string().trim().min(1).max(200).optional(),
          phone: z.string().max(50).optional(),
          settings: userSettingsSchema
            .partial()
            .extend({ language: z.enum(LANGUAGES).optional() })
            .optional(),
          // The kinds of live change the bell tells the user of (issue 38); the whole list, as chosen.
          notifications: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length).optional(),
        }),
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => {
      const { user, principal } = requireAuth(request);
      const { settings, ...rest } = request.body;
      const updated = await repository.updateSelf(user.id, {
        ...rest,
        ...(settings ? { settings: { ...user.settings, ...settings } } : {}),
      });
      return toSessionUser(updated!, principal.scopes);
    },
  );

  // SPEC §7 `{id}/verify` with the token from the mail confirms the address, logged in or not.
  // Without a token, the user (logged in, asking for themselves) gets a new link mailed.
  r.post(
    '/api/users/:id/verify',
    {
      // Guessing tokens is slowed like guessing passwords: per caller and user.
      config: {
        access: { scopes: [] },
        rateLimit: {
          max: services.config.authRateLimit.max,
          timeWindow: services.config.authRateLimit.windowMs,
          keyGenerator: (request) =>
            `${request.ip}:${String((request.params as { id?: unknown }).id ?? '').toLowerCase()}`,
        },
      },
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ token: z.string().min(1).max(200).optional() }),
        response: { 200: verifyAnswerSchema, 202: verifyAnswerSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.query.token) return services.auth.verify(id, request.query.token);
      const { user } = requireAuth(request);
      if (user.id !== id) throw forbidden();
      const result = await services.auth.resendVerification(user);
      return reply.status(result.sent ? 202 : 200).send(result);
    },
  );

  r.post(
    '/api/users/self/password',
    {
      config: anyUser,
      schema: {
        tags,
        body: z.object({ password, oldPassword: z.string().max(200) }),
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      await services.auth.changeOwnPassword(
        requireAuth(request),
        request.body.oldPassword,
        request.body.password,
      );
      return { ok: true as const };
    },
  );

  r.post(
    '/api/users/:id/password',
    {
      config: { access: { scopes: ['users.update'] } },
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        body: z.object({
          email: z.string().max(320),
          password,
          keepStatus: z.boolean().optional(),
          ts: z.union([z.number(), z.string()]).optional(),
        }),
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      const { email, password: newPassword, keepStatus } = request.body;
      await services.auth.setUserPassword(request.params.id, email, newPassword, keepStatus === true);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/users/roles',
    {
      config: { access: { scopes: ['users.read', 'users.update'] } },
      schema: { tags, response: { 200: z.array(userRoleChoiceSchema) } },
    },
    () => repository.roles(),
  );
  r.get(
    '/api/users/types',
    { config: anyUser, schema: { tags, response: { 200: z.array(z.enum(USER_TYPES)) } } },
    () => USER_TYPES.filter((t) => t !== 'guest'),
  );
  r.get(
    '/api/users/logins',
    {
      config: { access: { scopes: ['users.read'] } },
      schema: {
        tags,
        querystring: z.object({ size: z.coerce.number().int().min(1).max(500).default(50) }),
        response: { 200: z.array(loginAttemptSchema) },
      },
    },
    (request) => services.auth.recentLogins(request.query.size),
  );
  r.get(
    '/api/userrole/groups',
    {
      config: { access: { scopes: ['users.read', 'users.update'] } },
      schema: { tags, response: { 200: z.array(z.string()) } },
    },
    () => repository.roleGroups(),
  );
}
