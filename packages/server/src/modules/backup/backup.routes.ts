import {
  backupFileSchema,
  dropboxBackupSettingsSchema,
  dropboxBackupStateSchema,
  dropboxUploadSchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../http/answers.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { BackupService } from './backup.service.ts';
import { DropboxBackups } from './dropbox-backups.ts';
import { DropboxClient } from './dropbox-client.ts';
import { SecretBox } from '../../lib/secret-box.ts';

/**
 * SPEC §7 settings `POST backup`, `GET backup/local`, `GET backup/local/{name}`: backups on the
 * server's disk, made and fetched by an administrator; `GET backup/dropbox` and its writes: the
 * copy of each new backup to Dropbox (dropbox-backups.ts).
 */
export function registerBackupRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const backups = new BackupService(services.database.db, services.config.backupDir);
  const dropbox = new DropboxBackups(
    services.database.db,
    backups,
    new SecretBox(services.config),
    (token) => new DropboxClient({ token, contentUrl: services.config.dropboxContentUrl }),
  );
  const admin = { access: { scopes: ['admin'] } };
  const tags = ['settings'];

  r.post(
    '/api/settings/backup',
    { config: admin, schema: { tags, response: { 201: backupFileSchema } } },
    async (_request, reply) => {
      const made = await backups.create();
      // With Dropbox on, each new backup is copied there too; how it went shows on backup/dropbox.
      await dropbox.afterBackup(made.name);
      return reply.status(201).send(made);
    },
  );

  r.get(
    '/api/settings/backup/dropbox',
    { config: admin, schema: { tags, response: { 200: dropboxBackupStateSchema } } },
    () => dropbox.state(),
  );

  r.post(
    '/api/settings/backup/dropbox',
    {
      config: admin,
      schema: { tags, body: dropboxBackupSettingsSchema, response: { 200: dropboxBackupStateSchema } },
    },
    (request) => dropbox.configure(request.body),
  );

  r.post(
    '/api/settings/backup/dropbox/:name',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Copies one backup of the server to the Dropbox folder (again)',
        params: z.object({ name: z.string().max(100) }),
        response: { 200: dropboxUploadSchema },
      },
    },
    (request) => dropbox.upload(request.params.name),
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
