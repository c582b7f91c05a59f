import { datevExportQuerySchema, datevSettingsSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatevService } from './datev.service.ts';

const admin = { access: { scopes: ['admin'] } };
// SPEC §2 gives exports their own scope (export.read, /stats/export): the adviser's batch is one.
const exporter = { access: { scopes: ['export.read'] } };

/** The DATEV settings (admin) and the Buchungsstapel of a period (admin or export.read). */
export function registerDatevRoutes(app: FastifyInstance, datev: DatevService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['plugins'];

  r.get('/api/plugins/datev', { config: admin, schema: { tags } }, () => datev.view());
  r.put('/api/plugins/datev', { config: admin, schema: { tags, body: datevSettingsSchema } }, (request) =>
    datev.save(request.body),
  );
  r.get(
    '/api/plugins/datev/export',
    { config: exporter, schema: { tags, querystring: datevExportQuerySchema } },
    async (request, reply) => {
      const file = await datev.export(request.query.from, request.query.to, {
        principal: request.principal,
        name: request.auth?.user.name ?? '',
      });
      return reply
        .type('text/csv; charset=windows-1252')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('x-datev-postings', String(file.postings))
        .header('x-datev-skipped', String(file.skipped))
        .send(file.bytes);
    },
  );
}
