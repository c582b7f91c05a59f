import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { checkedKey, type MediaStorage, type StoredObject } from './media-storage.ts';

export type S3MediaConfig = NonNullable<Config['mediaS3']>;

/** The HTTP status and S3 error code of a failed call (the SDK puts them on the thrown error). */
function failure(error: unknown): { status?: number; code?: string } {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return { status: e.$metadata?.httpStatusCode, code: e.Code ?? e.name };
}

/**
 * Library files in one S3 bucket (AWS, MinIO, R2, s3rver…), so every app process behind a proxy sees
 * the same files. Objects are written whole by one PUT, so a reader never sees half a file.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  private connecting?: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }>;
  readonly bucket: string;
  /** '' or 'some/folder/': keys live below it, so one bucket can serve several installations. */
  readonly prefix: string;

  constructor(config: S3MediaConfig) {
    // One key without the other is a typo, not a wish for the default chain: say so at start.
    if (Boolean(config.accessKeyId) !== Boolean(config.secretAccessKey))
      throw new Error(
        'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both or neither',
      );
    this.bucket = config.bucket;
    const prefix = config.prefix.replace(/^\/+|\/+$/g, '');
    this.prefix = prefix ? `${prefix}/` : '';
    this.options = {
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Without keys the SDK's default chain (AWS_* variables, profile, instance role) applies.
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Since early 2025 the SDK adds CRC checksum headers to every upload and checks them on download;
      // several S3-compatible providers (B2, R2, older MinIO…) refuse or mangle those. Only where an
      // operation requires one, as before 2025, works everywhere.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    } as const;
  }

  private readonly options: S3ClientConfig;

  /** The SDK (~25 MB) is loaded with the first file, so processes without a bucket never load it. */
  private connect() {
    this.connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client(this.options),
    }));
    return this.connecting;
  }

  /** Closes the SDK's connections (tests, shutdown). */
  async destroy(): Promise<void> {
    if (this.connecting) (await this.connecting).client.destroy();
  }

  private objectKey(key: string): string {
    return this.prefix + checkedKey(key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const { client, sdk } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentLength: data.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const Key = this.objectKey(key);
    const { client, sdk } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key }));
      // In Node the body is the HTTP response itself: streamed through, never held in memory.
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return { body: object.Body, size: object.ContentLength ?? 0 };
    } catch (error) {
      const { status, code } = failure(error);
      // A missing bucket is also a 404, but a misconfiguration, not a missing file: it must surface.
      if (code === 'NoSuchKey' || (status === 404 && code !== 'NoSuchBucket')) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there, so a missing object is not an error here either.
    const Key = this.objectKey(key);
    const { client, sdk } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key }));
  }

  async exists(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    const { client, sdk } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key }));
      return true;
    } catch (error) {
      // HEAD answers carry no body, so a 404 is all S3 says (`NotFound`).
      if (failure(error).status === 404) return false;
      throw error;
    }
  }
}
