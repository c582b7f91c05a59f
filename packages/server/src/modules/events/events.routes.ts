import { LIVE_EVENT_MESSAGES } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { fileAnswer } from '../../http/answers.ts';
import { refusal } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { LiveStreams } from './live-streams.ts';

/**
 * `GET /api/events/notifications` (SPEC §7, issue 38): a Server-Sent Events stream telling an open
 * screen what changed, filtered to what its user may see. Authenticated like every call (bearer);
 * the web reads it with fetch, as EventSource cannot send the header.
 */
export function registerEventRoutes(app: FastifyInstance, services: Services): void {
  const hub = new LiveStreams(services.database.changes);
  // Before the HTTP server stops taking connections: it would wait for the open streams forever.
  app.addHook('preClose', async () => hub.closeAll());

  app.get(
    '/api/events/notifications',
    {
      config: { access: { scopes: ['user'] } },
      schema: {
        tags: ['events'],
        summary: 'Live changes for open screens (Server-Sent Events)',
        response: {
          200: fileAnswer(
            'text/event-stream',
            'One `data:` line of JSON per event ({ type, booking?, mail?, by? }); comment lines as heartbeats',
          ),
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!hub.hasRoom(auth.user.id)) throw refusal('RATE_LIMITED', LIVE_EVENT_MESSAGES.tooManyStreams);
      const token = request.headers.authorization?.split(' ')[1] ?? '';
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store',
        'x-content-type-options': 'nosniff',
        // nginx would otherwise hold events back in its buffer.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.flushHeaders();
      const close = hub.open({
        userId: auth.user.id,
        principal: auth.principal,
        notifications: auth.user.notifications,
        write: (text) => raw.write(text),
        end: () => raw.end(),
        recheck: async () => {
          const again = await services.auth.authenticate(token);
          return { principal: again.principal, notifications: again.user.notifications };
        },
      });
      request.raw.socket.setTimeout(0);
      raw.on('close', close);
    },
  );
}
