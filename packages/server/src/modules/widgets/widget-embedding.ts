import { isWebOrigin } from '@seaberth/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActiveWidgets } from './active-widgets.ts';

/** Calls a booking page embedded on another website makes to us: the booking API and its widget. */
export function isWidgetCorsPath(path: string): boolean {
  return path === '/api/book' || path.startsWith('/api/book/') || /^\/api\/widget\/[^/]+\/public$/.test(path);
}

function isBookingPage(path: string): boolean {
  return path === '/book' || path.startsWith('/book/');
}

/**
 * A Content-Security-Policy with `frame-ancestors` set to `sources`. `replace` drops a
 * frame-ancestors the policy already has; otherwise an existing one is kept as it is.
 */
export function withFrameAncestors(
  existing: string | undefined,
  sources: string[],
  replace: boolean,
): string {
  const directive = `frame-ancestors ${sources.join(' ')}`;
  const parts = (existing ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const has = parts.some((part) => /^frame-ancestors(\s|$)/i.test(part));
  if (has && !replace) return parts.join('; ');
  return [...parts.filter((part) => !/^frame-ancestors(\s|$)/i.test(part)), directive].join('; ');
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === field.toLowerCase() || v === '*'))
    reply.header('vary', [...list, field].join(', '));
}

/**
 * Who may embed our pages and call the booking API from their page (issue 17 "The frame's
 * frame-ancestors and CORS allow only the configured origins"):
 * - CORS on the booking API answers only origins an active widget names; any other origin gets
 *   no Access-Control-Allow-Origin, so the browser keeps our answer from it.
 * - The web app's pages may be framed by ourselves only, the booking pages also by the websites of
 *   the widget named in `?widget=` (when it is active).
 */
export function registerWidgetEmbedding(app: FastifyInstance, active: ActiveWidgets): void {
  const allowedOrigin = async (request: FastifyRequest): Promise<string | undefined> => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !isWebOrigin(origin)) return undefined;
    return (await active.allows(origin)) ? origin : undefined;
  };

  // Preflights: no route answers OPTIONS, so they end here, before routing's 404.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') return;
    const path = request.url.split('?')[0] ?? '';
    if (!isWidgetCorsPath(path)) return;
    addVary(reply, 'Origin');
    const origin = await allowedOrigin(request);
    if (origin) {
      const asked = request.headers['access-control-request-headers'];
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', typeof asked === 'string' ? asked : 'content-type')
        .header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (isWidgetCorsPath(path) && request.method !== 'OPTIONS') {
      addVary(reply, 'Origin');
      const origin = await allowedOrigin(request);
      if (origin) reply.header('access-control-allow-origin', origin);
      return payload;
    }
    if (path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const existing = reply.getHeader('content-security-policy');
    const policy = typeof existing === 'string' ? existing : undefined;
    if (!isBookingPage(path)) {
      reply.header('content-security-policy', withFrameAncestors(policy, ["'self'"], false));
      return payload;
    }
    const widget = new URLSearchParams(request.url.split('?')[1] ?? '').get('widget');
    const origins = widget ? ((await active.originsOf(widget)) ?? []) : [];
    reply.header(
      'content-security-policy',
      withFrameAncestors(policy, ["'self'", ...origins.filter(isWebOrigin)], true),
    );
    return payload;
  });
}
