import type { FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY, withDirective } from '../../http/security-headers.ts';
import type { Services } from '../../services.ts';
import type { ConnectionsRepository } from './connections.repository.ts';

/**
 * How long a process keeps the connected origins before reading them again: a new connection
 * frames within this time in every process, without a read per page.
 */
const ORIGINS_KEPT_MS = 30_000;

/**
 * `/jump/:system` frames a connected installation, and that installation's pages must let us:
 * with the feature connect on, the app's pages may frame the connected systems' origins (http
 * ones too, for installations on a local network) and may be framed by them. No other origin.
 */
export function registerFrameOrigins(
  app: FastifyInstance,
  services: Services,
  connections: ConnectionsRepository,
): { forget: () => void } {
  let kept: { at: number; origins: string[] } | undefined;
  const origins = async (): Promise<string[]> => {
    const now = Date.now();
    if (kept && now - kept.at < ORIGINS_KEPT_MS) return kept.origins;
    const found = (await services.settings.features()).connect
      ? (await connections.active()).flatMap((system) => {
          try {
            return [new URL(system.url).origin];
          } catch {
            return [];
          }
        })
      : [];
    kept = { at: now, origins: [...new Set(found)] };
    return kept.origins;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/book' || path.startsWith('/book/')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const allowed = await origins();
    if (allowed.length === 0) return payload;
    const existing = reply.getHeader('content-security-policy');
    let policy = typeof existing === 'string' ? existing : CONTENT_SECURITY_POLICY;
    policy = withDirective(policy, 'frame-src', ["'self'", 'https:', ...allowed]);
    policy = withDirective(policy, 'frame-ancestors', ["'self'", ...allowed]);
    reply.header('content-security-policy', policy);
    return payload;
  });
  // A connection saved here is framed at once in this process (in the others within the time kept).
  return { forget: () => (kept = undefined) };
}
