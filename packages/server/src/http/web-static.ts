import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isPublicBookingPage } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';

/** Which built page serves a client-side route: the web app's index.html, or another entry. */
export type SpaEntry = (path: string) => string;

export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/**
 * Serves the built web app from the same origin as the API and says which page answers a
 * client-side route (the error handler's fallback), so routes survive a reload. Hashed assets are
 * cached for a year.
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<SpaEntry | undefined> {
  if (!existsSync(path.join(dist, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    // Its own header (`public, max-age=0`) would replace the one set here.
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The public booking pages have their own light entry (issue 17); a build without it (an older
  // one) still serves them through the back office's, which routes them too.
  const hasBookEntry = existsSync(path.join(dist, 'book.html'));
  return (route) => (hasBookEntry && isPublicBookingPage(route) ? 'book.html' : 'index.html');
}
