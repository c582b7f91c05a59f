import { readFileSync } from 'node:fs';
import {
  widgetPublicConfig,
  widgetPublicConfigSchema,
  widgetResource,
  widgetSnippet,
  widgetSnippetSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../http/answers.ts';
import { notFound } from '../../http/errors.ts';
import { registerResource } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import { ActiveWidgets } from './active-widgets.ts';
import { registerWidgetEmbedding } from './widget-embedding.ts';
import { WidgetRepository } from './widget.repository.ts';
import { widgets } from '../../db/schema/index.ts';

/** The embed script, read once: it is a plain file so it ships without a build step. */
const WIDGET_SCRIPT = readFileSync(new URL('./widget-embed.js', import.meta.url), 'utf8');
const idParams = z.object({ id: z.string() });

/**
 * Booking widgets (issue 17, SPEC §2 /widget-admin): the standard calls of `/api/widget`, the
 * public configuration an embedded page reads, the snippet to paste, the script the snippet loads,
 * and the CORS and frame-ancestors rules that follow the widgets' allowed origins.
 */
export function registerWidgetRoutes(app: FastifyInstance, services: Services): void {
  const repository = new WidgetRepository(services.database.db);
  const active = new ActiveWidgets(repository, services.database.changes);
  registerResource(app, services.database.db, {
    definition: widgetResource,
    table: widgets,
    afterWrite: () => active.invalidate(),
  });
  registerWidgetEmbedding(app, active);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [widgetResource.name];
  const features = widgetResource.features;
  const { max, windowMs } = services.config.authRateLimit;
  // Every visit of an embedded page asks once; a stranger walking ids is slowed down.
  const open = {
    access: { scopes: [], ignoreToken: true, features },
    rateLimit: { max: max * 6, timeWindow: windowMs, hook: 'preHandler' as const },
  };

  r.get(
    '/api/widget/:id/public',
    { config: open, schema: { tags, params: idParams, response: { 200: widgetPublicConfigSchema } } },
    async (request) => {
      const widget = await repository.get(request.params.id);
      if (!widget?.isActive) throw notFound('Widget');
      return widgetPublicConfig(widget);
    },
  );

  r.get(
    '/api/widget/:id/snippet',
    {
      config: { access: { scopes: ['widget.read'], features } },
      schema: { tags, params: idParams, response: { 200: widgetSnippetSchema } },
    },
    async (request) => {
      const widget = await repository.get(request.params.id);
      if (!widget) throw notFound('Widget');
      return { html: widgetSnippet(services.config.publicUrl, widget.id) };
    },
  );

  // Outside /api: the operator's website loads it like any script, from the address in the snippet.
  r.get(
    '/widget.js',
    {
      config: { access: { scopes: [], ignoreToken: true, features } },
      schema: {
        tags,
        response: { 200: fileAnswer('text/javascript', 'The script that embeds a booking widget') },
      },
    },
    (_request, reply) =>
      (reply as FastifyReply)
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(WIDGET_SCRIPT),
  );
}
