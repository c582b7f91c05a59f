import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/**
 * Serves the built web app from the same origin as the API. Unknown non-API paths answer the app's
 * index.html so client-side routes survive a reload. Hashed assets are cached for a year.
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<boolean> {
  if (!existsSync(path.join(dist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    setHeaders: (res, file) => {
      res.setHeader(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}
