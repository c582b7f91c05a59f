import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';

const admin = { access: { scopes: ['admin'] } };

/**
 * For the end-to-end suite only (SEABERTH_TEST_CLOCK=1, never set in production): an
 * administrator moves the business clock and runs the due jobs, so a browser test can watch an
 * option expire and the waiting list take its cabin without waiting days.
 */
export function registerTestClockRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test/clock',
    { config: admin, schema: { tags: ['test'], body: z.object({ now: z.iso.datetime().nullable() }) } },
    async (request) => {
      // null gives the real time back.
      const fixed = request.body.now ? new Date(request.body.now) : null;
      services.clock.now = () => fixed ?? new Date();
      const now = services.clock.now();
      // Twice: a released option frees beds, which schedules the waiting list for the same moment.
      const ran = (await services.jobs.runDue()) + (await services.jobs.runDue());
      return { now: now.toISOString(), ran };
    },
  );
}
