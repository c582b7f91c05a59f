import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  MEDIA_KINDS,
  MEDIA_OPTIMIZE,
  MEDIA_THUMB_SIZE,
  MEDIA_TYPES,
  type MediaTypeInfo,
} from '@seaberth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services.ts';
import { checksumOf, inspectFile, makeThumbnail, optimizeImage } from './media-files.ts';
import { createMediaStorage, type MediaStorage, readAll, type StoredObject } from './media-storage.ts';
import {
  type FileKeys,
  keysOf,
  MediaRepository,
  type MediaRow,
  type StoredFileFields,
} from './media.repository.ts';

export interface Upload {
  bytes: Buffer;
  /** The name on the uploader's disk, as the browser sent it. */
  fileName: string;
}

/** An upload checked and processed, ready to be stored under a record. */
interface ProcessedUpload {
  main: Buffer;
  thumb: Buffer | null;
  fields: Omit<StoredFileFields, 'storageKey' | 'thumbKey'>;
  extension: string;
}

/** A file name that is safe to show and to put in a header: no folders, no control characters. */
export function cleanFileName(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  const base = path.basename(raw.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f"]/g, '');
  return base.trim().slice(0, 200);
}

/** "beach-sunset.final.jpg" → "beach-sunset.final": the name a new record gets. */
export function nameFromFile(fileName: string): string {
  const name = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  return name || 'Untitled';
}

/** Checks, processes and stores library files; the records themselves are generic resources. */
export class MediaService {
  constructor(
    readonly repository: MediaRepository,
    readonly storage: MediaStorage,
    readonly maxUploadBytes: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  typeInfo(): MediaTypeInfo {
    return {
      kinds: MEDIA_KINDS,
      types: MEDIA_TYPES,
      maxUploadKb: Math.floor(this.maxUploadBytes / 1024),
      optimize: { ...MEDIA_OPTIMIZE },
      thumbSize: MEDIA_THUMB_SIZE,
    };
  }

  /** Sniffs the bytes (415 for anything but the accepted types), optimizes on request, makes a thumbnail. */
  async process(upload: Upload, optimize: boolean): Promise<ProcessedUpload> {
    const inspected = await inspectFile(upload.bytes);
    const file = optimize
      ? await optimizeImage(upload.bytes, inspected)
      : { ...inspected, bytes: upload.bytes };
    const thumb = inspected.kind === 'image' ? await makeThumbnail(file.bytes, inspected) : null;
    return {
      main: file.bytes,
      thumb,
      extension: file.extension,
      fields: {
        kind: inspected.kind,
        mimeType: file.mimeType,
        size: file.bytes.length,
        width: file.width,
        height: file.height,
        fileName: cleanFileName(upload.fileName),
        checksum: checksumOf(file.bytes),
      },
    };
  }

  /** Writes the objects of a processed upload under a record id; answers the fields naming them. */
  private async put(id: string, upload: ProcessedUpload): Promise<StoredFileFields> {
    const base = `${id}/${upload.fields.checksum}`;
    const storageKey = `${base}.${upload.extension}`;
    const thumbKey = upload.thumb ? `${base}.thumb.webp` : null;
    await this.storage.put(storageKey, upload.main);
    if (upload.thumb && thumbKey) await this.storage.put(thumbKey, upload.thumb);
    return { ...upload.fields, storageKey, thumbKey };
  }

  /** `POST /api/media/{id}/data`: the record's file is replaced; undefined when there is no record. */
  async attach(id: string, upload: Upload, optimize: boolean): Promise<MediaRow | undefined> {
    if (!(await this.repository.get(id))) return undefined;
    const processed = await this.process(upload, optimize);
    const fields = await this.put(id, processed);
    const result = await this.repository.replaceFile(id, fields);
    if (!result) {
      // Deleted while we were writing: the new objects belong to nobody.
      await this.removeFiles(keysOf(fields));
      return undefined;
    }
    const stale = keysOf(result.previous).filter((key) => !keysOf(fields).includes(key));
    await this.removeFiles(stale);
    return result.row;
  }

  /** Creates a record with its file in one step; a refused file creates nothing. */
  async create(
    input: { name?: string; folder?: string | null },
    upload: Upload,
    optimize: boolean,
  ): Promise<MediaRow> {
    const processed = await this.process(upload, optimize);
    const id = randomUUID();
    const fields = await this.put(id, processed);
    try {
      return await this.repository.insert({
        id,
        name: input.name?.trim() || nameFromFile(fields.fileName),
        folder: input.folder ?? null,
        ...fields,
      });
    } catch (error) {
      await this.removeFiles(keysOf(fields));
      throw error;
    }
  }

  /** The stored objects of `source` duplicated for a new record `id` (`POST /api/media/{id}/copy`). */
  async copyFiles(source: MediaRow, id: string): Promise<Partial<StoredFileFields>> {
    if (!source.storageKey || !source.checksum) return {};
    const copy = async (key: string | null) => {
      if (!key) return null;
      const object = await this.storage.get(key);
      if (!object) return null;
      const target = `${id}/${key.split('/').pop()}`;
      await this.storage.put(target, await readAll(object.body));
      return target;
    };
    const storageKey = await copy(source.storageKey);
    if (!storageKey) return {};
    return {
      kind: source.kind,
      mimeType: source.mimeType ?? undefined,
      size: source.size,
      width: source.width,
      height: source.height,
      fileName: source.fileName,
      checksum: source.checksum,
      storageKey,
      thumbKey: await copy(source.thumbKey),
    };
  }

  async open(row: FileKeys, thumb: boolean): Promise<StoredObject | undefined> {
    const key = thumb ? row.thumbKey : row.storageKey;
    return key ? this.storage.get(key) : undefined;
  }

  /**
   * Removes objects no record points at any more. A failure leaves an orphan file behind, which
   * wastes disk but harms nobody, so it is logged rather than failing the request.
   */
  async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.log?.warn({ err: error, key }, 'could not delete a media file');
      }
    }
  }
}

const instances = new WeakMap<object, MediaService>();

/**
 * The media service of a running app: one per database, so the routes, the demo loader and tests
 * share one storage (which matters for the in-memory storage of `memory://`).
 */
export function mediaServiceFor(services: Pick<Services, 'config' | 'database'>, log?: FastifyBaseLogger) {
  let service = instances.get(services.database);
  if (!service) {
    service = new MediaService(
      new MediaRepository(services.database.db),
      createMediaStorage(services.config),
      services.config.mediaMaxUploadKb * 1024,
      log,
    );
    instances.set(services.database, service);
  }
  return service;
}
