import { datevExportQuerySchema, datevSettingsSchema, datevSettingsViewSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../http/answers.ts';
import type { DatevService } from './datev.service.ts';

const admin = { access: { scopes: ['admin'] } };
// SPEC §2 gives exports their own scope (export.read, /stats/export): the adviser's batch is one.
const exporter = { access: { scopes: ['export.read'] } };

/** The DATEV settings (admin) and the Buchungsstapel of a period (admin or export.read). */
export function registerDatevRoutes(app: FastifyInstance, datev: DatevService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['plugins'];

  const view = { 200: datevSettingsViewSchema };
  r.get('/api/plugins/datev', { config: admin, schema: { tags, response: view } }, () => datev.view());
  r.put(
    '/api/plugins/datev',
    { config: admin, schema: { tags, body: datevSettingsSchema, response: view } },
    (request) => datev.save(request.body),
  );
  r.get(
    '/api/plugins/datev/export',
    {
      config: exporter,
      schema: {
        tags,
        querystring: datevExportQuerySchema,
        response: {
          200: fileAnswer(
            'text/csv',
            'The EXTF Buchungsstapel (CSV in Windows-1252; counts in x-datev-postings, x-datev-skipped)',
          ),
        },
      },
    },
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
