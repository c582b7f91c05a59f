import { anyFeatureOn, type Feature, GUEST, hasAnyScope, type Principal } from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticated } from '../modules/auth/index.ts';
import { setActingUser, withActingUser } from '../db/acting-user.ts';
import type { Services } from '../services.ts';
import { forbidden, refusal, unauthorized } from './errors.ts';

/**
 * Who may call a route. Every /api route declares one; `scopes: []` means public, `['user']` any
 * logged-in user. `ignoreToken` is for login-type routes where a stale token must not get in the way.
 */
export interface Access {
  scopes: string[];
  features?: Feature[];
  ignoreToken?: boolean;
}

/** One route and who may call it, as the route declared it (the access suite walks these). */
export interface DeclaredAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    declaredAccess: DeclaredAccess[];
  }
  interface FastifyRequest {
    principal: Principal;
    auth?: Authenticated;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The logged-in user of a request, or 401 for guests. */
export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function registerAccess(app: FastifyInstance, services: Services): void {
  app.decorateRequest('principal', null as unknown as Principal);
  app.decorateRequest('auth', undefined);

  const declared: DeclaredAccess[] = [];
  app.decorate('declaredAccess', declared);
  // Fail at start-up, not in production, when a route forgets to say who may call it.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access) for (const method of [route.method].flat()) declared.push({ method, url: route.url, access });
    else if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      throw new Error(`Route ${route.method} ${route.url} declares no access`);
  });

  // The request's code runs inside this: the database learns who acts (db/acting-user.ts).
  app.addHook('onRequest', (_request, _reply, done) => withActingUser(done));
  app.addHook('onRequest', async (request) => {
    request.principal = GUEST;
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = access.ignoreToken ? undefined : bearer(request);
    if (token) {
      request.auth = await services.auth.authenticate(token);
      request.principal = request.auth.principal;
      setActingUser(request.auth.user.id);
    }
    if (access.features?.length) {
      const features = await services.settings.features();
      if (!anyFeatureOn(access.features, features)) {
        throw refusal('FEATURE_DISABLED', `This area is switched off (${access.features.join(', ')})`);
      }
    }
    if (!hasAnyScope(request.principal, access.scopes)) {
      throw request.principal.isGuest ? unauthorized() : forbidden();
    }
  });
}
