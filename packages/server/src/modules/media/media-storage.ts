import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { S3MediaStorage } from './s3-media-storage.ts';

export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where library files live, by key (`{mediaId}/{checksum}.jpg`). The filesystem is the default; an
 * object store (S3 and friends) fits the same four calls, so a deployment with several app servers
 * swaps the implementation, not the code around it.
 */
export interface MediaStorage {
  readonly kind: string;
  put(key: string, data: Buffer): Promise<void>;
  /** undefined when there is no such object. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/**
 * Keys are made by the server, but a key must never reach outside the storage root either way (the
 * S3 storage checks the same, so `../x` cannot climb out of its prefix either).
 */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`Invalid media storage key: ${key}`);
  return key;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files under one folder (`DATA_DIR/media`); writes go to a temporary file first, then rename. */
export class FileMediaStorage implements MediaStorage {
  readonly kind = 'file';
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // A reader never sees half a file: the object appears complete or not at all.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      return { body: createReadStream(file), size: info.size };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    // The record's folder goes with its last file; a folder still in use stays.
    const folder = path.dirname(file);
    if (folder !== this.root) await rmdir(folder).catch(() => undefined);
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}

/** For `DATA_DIR=memory://` (tests, a quick look): files vanish with the process, like the database. */
export class MemoryMediaStorage implements MediaStorage {
  readonly kind = 'memory';
  private readonly objects = new Map<string, Buffer>();

  async put(key: string, data: Buffer): Promise<void> {
    this.objects.set(checkedKey(key), Buffer.from(data));
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const data = this.objects.get(checkedKey(key));
    return data ? { body: Readable.from([data]), size: data.length } : undefined;
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(checkedKey(key));
  }

  async exists(key: string): Promise<boolean> {
    return this.objects.has(checkedKey(key));
  }
}

/** `MEDIA_S3_BUCKET`, else `MEDIA_DIR`, else `DATA_DIR/media`; in memory when the data dir is `memory://`. */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 'mediaDir' | 'mediaS3'>): MediaStorage {
  // A bucket is chosen on purpose (several app processes share it), so it wins over any folder.
  if (config.mediaS3) return new S3MediaStorage(config.mediaS3);
  if (config.mediaDir) return new FileMediaStorage(config.mediaDir);
  if (config.dataDir.startsWith('memory://')) return new MemoryMediaStorage();
  return new FileMediaStorage(path.join(config.dataDir, 'media'));
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
