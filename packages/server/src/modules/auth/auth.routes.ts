import {
  authResponseSchema,
  LANGUAGES,
  MIN_PASSWORD_LENGTH,
  normalizeIdentity,
  okAnswerSchema,
  REGISTRATION_USER_TYPES,
  resetAnswerSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/access.ts';
import { noContent } from '../../http/answers.ts';
import type { Services } from '../../services.ts';
import { deviceCookie } from './device-cookie.ts';

/** An e-mail as typed: normalised (domain `normalizeIdentity`) before it is checked or used. */
const email = z.string().max(320).transform(normalizeIdentity).pipe(z.email('E-mail must be valid'));
const password = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be longer than ${MIN_PASSWORD_LENGTH} characters`)
  .max(200);
const ts = z.union([z.number(), z.string()]).optional();

/** The identity a request names, in the one form every limit counts it under. */
function identityOf(request: FastifyRequest): string {
  const typed = (request.body as { email?: unknown } | undefined)?.email;
  return normalizeIdentity(typeof typed === 'string' ? typed : '');
}

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, config } = services;
  const limit = { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs };
  // Guessing is slowed per address and account here, and per account across all addresses by
  // the login's own growing pause; a wrong password and an unknown e-mail look alike.
  const perAccount = {
    ...limit,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${request.ip}:${identityOf(request)}`,
  };
  // Mail-sending calls: per address of the caller here, per e-mail address in the service.
  const perCaller = {
    ...limit,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.ip,
  };
  const open = { scopes: [], ignoreToken: true };
  const tags = ['auth'];

  r.post(
    '/api/auth/token',
    {
      config: { access: open, rateLimit: perAccount },
      schema: {
        tags,
        body: z.object({
          email: z.string().max(320),
          password: z.string().max(200),
          ts,
          isCRMUser: z.boolean().optional(),
        }),
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const { device, ...answer } = await auth.login(request.body.email, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        cookies: request.headers.cookie,
      });
      const secure = request.protocol === 'https' || config.publicUrl.startsWith('https:');
      reply.header('set-cookie', deviceCookie(device.userId, device.token, secure));
      return answer;
    },
  );
  r.put(
    '/api/auth/token',
    { config: { access: { scopes: ['user'] } }, schema: { tags, response: { 200: authResponseSchema } } },
    (request) => auth.refresh(requireAuth(request)),
  );
  r.head(
    '/api/auth/token',
    { config: { access: { scopes: ['user'] } }, schema: { tags } },
    async (_request, reply) => reply.status(200).send(),
  );
  r.delete(
    '/api/auth/token',
    {
      config: { access: { scopes: ['user'] } },
      schema: { tags, response: { 204: noContent('Logged out: the session is revoked') } },
    },
    async (request, reply) => {
      await auth.logout(requireAuth(request));
      return reply.status(204).send(null);
    },
  );

  // 202 and the same body for a new and a taken address: the confirmation (or the owner's notice)
  // goes out by mail, and no session exists before the address is confirmed.
  r.post(
    '/api/auth/register',
    {
      config: { access: open, rateLimit: perCaller },
      schema: {
        tags,
        body: z.object({
          userType: z.enum(REGISTRATION_USER_TYPES),
          name: z.string().trim().min(1).max(200),
          email,
          password,
          phone: z.string().max(50).optional(),
          language: z.enum(LANGUAGES).optional(),
        }),
        response: { 202: okAnswerSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await auth.register(request.body)),
  );

  r.put(
    '/api/auth/password/reset',
    {
      config: { access: open, rateLimit: perCaller },
      schema: {
        tags,
        body: z.object({
          email: z.string({ error: 'E-Mail is required' }).min(1, 'E-Mail is required').pipe(email),
          isCRMUser: z.boolean().optional(),
          ts,
          token: z.string().optional(),
        }),
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      await auth.requestReset(request.body.email, request.body.isCRMUser === true);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/auth/password/reset',
    {
      config: { access: open, rateLimit: perAccount },
      schema: {
        tags,
        body: z.object({
          email: z.string({ error: 'E-Mail is required' }).min(1, 'E-Mail is required').pipe(email),
          password,
          token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200),
          isCRMUser: z.boolean().optional(),
          ts,
        }),
        response: { 200: resetAnswerSchema },
      },
    },
    (request) => auth.saveReset(request.body),
  );
}
