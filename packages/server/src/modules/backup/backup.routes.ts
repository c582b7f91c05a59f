import { backupFileSchema } from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../http/answers.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { BackupService } from './backup.service.ts';

/**
 * SPEC §7 settings `POST backup`, `GET backup/local`, `GET backup/local/{name}`: backups on the
 * server's disk, made and fetched by an administrator. (`backup/dropbox` needs a Dropbox
 * connection, which is not built.)
 */
export function registerBackupRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const backups = new BackupService(services.database.db, services.config.backupDir);
  const admin = { access: { scopes: ['admin'] } };
  const tags = ['settings'];

  r.post(
    '/api/settings/backup',
    { config: admin, schema: { tags, response: { 201: backupFileSchema } } },
    async (_request, reply) => reply.status(201).send(await backups.create()),
  );

  r.get(
    '/api/settings/backup/local',
    { config: admin, schema: { tags, response: { 200: z.array(backupFileSchema) } } },
    () => backups.list(),
  );

  r.get(
    '/api/settings/backup/local/:name',
    {
      config: admin,
      schema: {
        tags,
        params: z.object({ name: z.string().max(100) }),
        response: { 200: fileAnswer('application/gzip', 'The backup: the tables as gzipped JSON') },
      },
    },
    async (request, reply) => {
      const found = await backups.open(request.params.name);
      if (!found) throw notFound('Backup');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', found.file.size)
        .header('content-disposition', `attachment; filename="${found.file.name}"`)
        .send(found.stream);
    },
  );
}
