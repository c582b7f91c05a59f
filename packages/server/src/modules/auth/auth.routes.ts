import { LANGUAGES, MIN_PASSWORD_LENGTH } from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/access.ts';
import type { Services } from '../../services.ts';

const email = z.email('E-mail must be valid').max(320);
const password = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be longer than ${MIN_PASSWORD_LENGTH} characters`)
  .max(200);
const ts = z.union([z.number(), z.string()]).optional();

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, config } = services;
  // Brute force is slowed per address and account; a wrong password and an unknown e-mail look alike.
  const rateLimit = {
    max: config.authRateLimit.max,
    timeWindow: config.authRateLimit.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      `${request.ip}:${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
  };
  const open = { scopes: [], ignoreToken: true };
  const tags = ['auth'];

  r.post(
    '/api/auth/token',
    {
      config: { access: open, rateLimit },
      schema: {
        tags,
        body: z.object({
          email: z.string().max(320),
          password: z.string().max(200),
          ts,
          isCRMUser: z.boolean().optional(),
        }),
      },
    },
    (request) =>
      auth.login(request.body.email, request.body.password, request.ip, request.headers['user-agent']),
  );
  r.put('/api/auth/token', { config: { access: { scopes: ['user'] } }, schema: { tags } }, (request) =>
    auth.refresh(requireAuth(request)),
  );
  r.head(
    '/api/auth/token',
    { config: { access: { scopes: ['user'] } }, schema: { tags } },
    async (_request, reply) => reply.status(200).send(),
  );
  r.delete(
    '/api/auth/token',
    { config: { access: { scopes: ['user'] } }, schema: { tags } },
    async (request, reply) => {
      await auth.logout(requireAuth(request));
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/auth/register',
    {
      config: { access: open, rateLimit },
      schema: {
        tags,
        body: z.object({
          userType: z.enum(['customer', 'agency']),
          name: z.string().trim().min(1).max(200),
          email,
          password,
          phone: z.string().max(50).optional(),
          language: z.enum(LANGUAGES).optional(),
        }),
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, request.ip)),
  );

  r.put(
    '/api/auth/password/reset',
    {
      config: { access: open, rateLimit },
      schema: {
        tags,
        body: z.object({
          email: z.string({ error: 'E-Mail is required' }).min(1, 'E-Mail is required').pipe(email),
          isCRMUser: z.boolean().optional(),
          ts,
          token: z.string().optional(),
        }),
      },
    },
    async (request) => {
      await auth.requestReset(request.body.email, request.body.isCRMUser === true);
      return { ok: true };
    },
  );
  r.post(
    '/api/auth/password/reset',
    {
      config: { access: open, rateLimit },
      schema: {
        tags,
        body: z.object({
          email: z.string({ error: 'E-Mail is required' }).min(1, 'E-Mail is required').pipe(email),
          password,
          token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200),
          isCRMUser: z.boolean().optional(),
          ts,
        }),
      },
    },
    (request) => auth.saveReset(request.body),
  );
}
