import multipart from '@fastify/multipart';
import {
  MEDIA_TYPES,
  mediaDataUrl,
  mediaInlineDataSchema,
  mediaMovedSchema,
  mediaResource,
  mediaTypeInfoSchema,
  mediaUrlsSchema,
  moveMediaSchema,
  pagingQuerySchema,
  pageSchemaOf,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Row } from '../../db/resource-repository.ts';
import { media } from '../../db/schema/index.ts';
import { type FileAnswer, fileAnswer, noContent } from '../../http/answers.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import { recordSchemaOf } from '../../http/record-schema.ts';
import { registerResource, toWire } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import { HIDDEN_MEDIA_COLUMNS, mediaBindings } from './media-bindings.ts';
import { readAll } from './media-storage.ts';
import { readUpload } from './media-upload.ts';
import { type FileKeys, keysOf, type MediaRow } from './media.repository.ts';
import { mediaServiceFor } from './media.service.ts';

/** getWithData inlines files up to this size; larger ones are fetched from their address. */
export const INLINE_DATA_MAX_BYTES = 1024 * 1024;
/** A versioned address names one exact file for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unversioned address may get a new file: caches must ask (a 304 is cheap). */
const REVALIDATE = 'public, no-cache';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');
const idParams = z.object({ id: z.string() });

const wire = (row: MediaRow) => toWire(row as unknown as Row, HIDDEN_MEDIA_COLUMNS);
const withUrls = (row: MediaRow) => ({
  ...wire(row),
  url: row.storageKey ? mediaDataUrl(row) : null,
  thumbUrl: row.thumbKey ? mediaDataUrl(row, { thumb: true }) : null,
});

/** `"abc"`, `W/"abc"`, `"a", "b"` and `*` all name the entity tag they list. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** The uploaded name, with the extension of what is stored (an optimized PNG is served as .webp). */
export function downloadName(row: Pick<MediaRow, 'fileName' | 'name' | 'mimeType'>): string {
  const base = row.fileName || row.name;
  const extension = MEDIA_TYPES.find((t) => t.mimeType === row.mimeType)?.extension;
  if (!extension) return base;
  const current = /\.([A-Za-z0-9]{1,5})$/.exec(base)?.[1]?.toLowerCase();
  if (current === extension || (extension === 'jpg' && current === 'jpeg')) return base;
  return `${current ? base.slice(0, -current.length - 1) : base}.${extension}`;
}

/** A stored file is one of the accepted types; a thumbnail is always WebP. */
const mediaFileAnswer: FileAnswer = {
  description: 'The file (or its thumbnail) as stored',
  content: Object.assign({}, ...MEDIA_TYPES.map((type) => fileAnswer(type.mimeType, '').content)),
};

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName || 'file')}`;
}

/**
 * SPEC §7 Media: the library's records and folders (generic CRUD), uploads, the public file
 * address, `images`, `getWithData`, `type` and `moveMediaToFolder`. Registered as its own plugin so
 * multipart parsing exists only here.
 */
export function registerMediaRoutes(app: FastifyInstance, services: Services): void {
  const service = mediaServiceFor(services, app.log);
  const { repository } = service;
  const maxBytes = service.maxUploadBytes;

  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 30 } });

    // Deleting a record deletes its files: the keys are read before the generic delete runs and
    // the files removed once it succeeded.
    const deleting = new WeakMap<FastifyRequest, FileKeys>();
    scope.addHook('preHandler', async (request) => {
      if (request.method !== 'DELETE' || request.routeOptions.url !== '/api/media/:id') return;
      const { id } = request.params as { id: string };
      const uses = await repository.usedBy(id);
      if (uses.length) {
        const names = uses.map((use) => `${use.kind} "${use.name}"`).join(', ');
        throw refusal('CONFLICT', `This picture is still shown by ${names}; remove it there first`);
      }
      const keys = await repository.fileKeys(id);
      if (keys) deleting.set(request, keys);
    });
    scope.addHook('onSend', async (request, reply, payload) => {
      const keys = deleting.get(request);
      if (keys && reply.statusCode === 204) await service.removeFiles(keysOf(keys));
      return payload;
    });

    for (const binding of mediaBindings(service)) registerResource(scope, services.database.db, binding);

    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['media'];
    const read = { access: { scopes: ['media.read'] } };
    // Whoever may create a record may give it its file; editors may replace it.
    const upload = { access: { scopes: ['media.create', 'media.update'] } };
    const withFile = recordSchemaOf(mediaResource, media, HIDDEN_MEDIA_COLUMNS).extend(mediaUrlsSchema.shape);

    r.post(
      '/api/media/:id/data',
      {
        config: upload,
        schema: {
          tags,
          params: idParams,
          querystring: z.object({ optimize: flag }),
          response: { 200: withFile },
        },
      },
      async (request) => {
        if (!(await repository.get(request.params.id))) throw notFound('media');
        const { upload: file } = await readUpload(request, maxBytes);
        const row = await service.attach(request.params.id, file, request.query.optimize);
        if (!row) throw notFound('media');
        return withUrls(row);
      },
    );

    // Create and upload in one call, as the drag-and-drop area does: a refused file creates nothing.
    r.post(
      '/api/media/upload',
      {
        config: { access: { scopes: ['media.create'] } },
        schema: { tags, querystring: z.object({ optimize: flag }), response: { 201: withFile } },
      },
      async (request, reply) => {
        const { upload: file, fields } = await readUpload(request, maxBytes);
        const folder = fields.folder || null;
        if (folder && !(await repository.folder(folder)))
          throw validationError([{ path: 'folder', message: 'This folder does not exist' }]);
        if ((fields.name ?? '').length > 200)
          throw validationError([{ path: 'name', message: 'Must be at most 200 characters' }]);
        const row = await service.create({ name: fields.name, folder }, file, request.query.optimize);
        return reply.status(201).send(withUrls(row));
      },
    );

    // Public on purpose: pictures of resorts, vessels and rooms appear on public booking pages and
    // in mails. Ids are random UUIDs, so the library cannot be listed from outside.
    r.get(
      '/api/media/:id/data',
      {
        config: { access: { scopes: [] } },
        schema: {
          tags,
          params: idParams,
          querystring: z.object({ thumb: flag, v: z.string().max(100).optional() }),
          response: { 200: mediaFileAnswer, 304: noContent('Not modified (If-None-Match)') },
        },
      },
      async (request, reply) => {
        const row = await repository.get(request.params.id);
        if (!row?.storageKey || !row.checksum) throw notFound('media file');
        const { thumb, v } = request.query;
        if (thumb && !row.thumbKey) throw refusal('NOT_FOUND', 'This file has no thumbnail');
        const etag = `"${row.checksum}${thumb ? '-thumb' : ''}"`;
        reply
          .header('etag', etag)
          .header('cache-control', v === row.checksum ? IMMUTABLE : REVALIDATE)
          .header('x-content-type-options', 'nosniff');
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
        const object = await service.open(row, thumb);
        if (!object) {
          request.log.warn({ id: row.id, thumb }, 'media file missing from storage');
          throw refusal('NOT_FOUND', 'The file of this media is missing from storage');
        }
        reply
          .header('content-type', thumb ? 'image/webp' : (row.mimeType ?? 'application/octet-stream'))
          .header('content-length', object.size);
        if (!thumb) reply.header('content-disposition', contentDisposition(downloadName(row)));
        return reply.send(object.body);
      },
    );

    r.get(
      '/api/media/images',
      {
        config: read,
        schema: { tags, querystring: pagingQuerySchema, response: { 200: pageSchemaOf(withFile) } },
      },
      async (request) => {
        const { rows, total } = await repository.listImages(request.query);
        return {
          data: rows.map((row) => withUrls(row as unknown as MediaRow)),
          total,
          page: request.query.page,
          size: request.query.size,
        };
      },
    );

    r.get(
      '/api/media/getWithData/:id',
      {
        config: read,
        schema: {
          tags,
          params: idParams,
          querystring: z.object({ thumb: flag }),
          response: { 200: withFile.extend(mediaInlineDataSchema.shape) },
        },
      },
      async (request) => {
        const row = await repository.get(request.params.id);
        if (!row) throw notFound('media');
        const thumb = request.query.thumb;
        const size = thumb ? undefined : row.size;
        const object =
          size !== undefined && size > INLINE_DATA_MAX_BYTES ? undefined : await service.open(row, thumb);
        return {
          ...withUrls(row),
          // Larger files (and records without a file) answer data null: fetch them from `url`.
          data: object ? (await readAll(object.body)).toString('base64') : null,
          dataType: object ? (thumb ? 'image/webp' : row.mimeType) : null,
        };
      },
    );

    r.get(
      '/api/media/type',
      { config: read, schema: { tags, response: { 200: mediaTypeInfoSchema } } },
      async () => service.typeInfo(),
    );

    r.post(
      '/api/media/moveMediaToFolder',
      {
        config: { access: { scopes: ['media.update'] } },
        schema: { tags, body: moveMediaSchema, response: { 200: mediaMovedSchema } },
      },
      async (request) => {
        const { ids, folder } = request.body;
        if (folder && !(await repository.folder(folder)))
          throw validationError([{ path: 'folder', message: 'This folder does not exist' }]);
        const moved = await repository.moveToFolder([...new Set(ids)], folder);
        return { moved: moved.length, ids: moved };
      },
    );
  });
}
