import { randomBytes } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createMediaStorage, readAll } from '../src/modules/media/media-storage.ts';
import { mediaServiceFor } from '../src/modules/media/media.service.ts';
import { S3MediaStorage } from '../src/modules/media/s3-media-storage.ts';
import { gradientPng, multipartBody } from './media-support.ts';
import { startS3Server } from './s3-server.ts';
import { createTestContext, type TestContext } from './test-app.ts';

// Against s3rver, a real S3 protocol server (S3's REST API and XML errors, files on disk), on a random port.
let s3: Awaited<ReturnType<typeof startS3Server>>;
/** A client of its own, to look into the bucket behind the storage's back. */
let inspector: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  inspector = new S3Client({
    region: s3.config.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.config.accessKeyId!, secretAccessKey: s3.config.secretAccessKey! },
  });
});
afterAll(async () => {
  inspector?.destroy();
  await s3?.stop();
});

async function bucketKeys(): Promise<string[]> {
  const listed = await inspector.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function bucketObject(key: string): Promise<Buffer> {
  const object = await inspector.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe('configuration', () => {
  it('reads MEDIA_S3_* and picks S3 over a media folder', () => {
    const config = loadConfig({
      MEDIA_S3_BUCKET: 'media',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_PREFIX: 'lodge/',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_DIR: '/tmp/seaberth-unused-media',
    });
    expect(config.mediaS3).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'lodge/',
    });
    expect(createMediaStorage(config).kind).toBe('s3');
    expect(loadConfig({ MEDIA_S3_BUCKET: 'media' }).mediaS3).toMatchObject({
      forcePathStyle: false,
      prefix: '',
      endpoint: undefined,
    });
    expect(loadConfig({}).mediaS3).toBeUndefined();
    // Half a key pair is refused rather than silently replaced by the default credential chain.
    expect(() =>
      createMediaStorage({ ...config, mediaS3: { ...config.mediaS3!, secretAccessKey: undefined } }),
    ).toThrow(/go together/);
  });
});

describe('S3MediaStorage keeps the storage contract', () => {
  let storage: S3MediaStorage;
  beforeAll(() => {
    storage = new S3MediaStorage(s3.config);
  });
  afterAll(() => storage?.destroy());

  it('gives back the same bytes and size it was given', async () => {
    // Every byte value, so no text encoding can slip in unnoticed.
    const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(70_000)]);
    await storage.put('contract/blob.bin', bytes);
    const object = await storage.get('contract/blob.bin');
    expect(object?.size).toBe(bytes.length);
    expect((await readAll(object!.body)).equals(bytes)).toBe(true);
    // Stored as given, under the key as given (no prefix configured).
    expect((await bucketObject('contract/blob.bin')).equals(bytes)).toBe(true);
  });

  it('overwrites an object under the same key', async () => {
    await storage.put('contract/again.txt', Buffer.from('first'));
    await storage.put('contract/again.txt', Buffer.from('second!'));
    const object = await storage.get('contract/again.txt');
    expect(object?.size).toBe(7);
    expect((await readAll(object!.body)).toString()).toBe('second!');
  });

  it('knows which objects exist, and a missing one is undefined, not an error', async () => {
    await storage.put('contract/here.txt', Buffer.from('here'));
    expect(await storage.exists('contract/here.txt')).toBe(true);
    expect(await storage.exists('contract/nowhere.txt')).toBe(false);
    expect(await storage.get('contract/nowhere.txt')).toBeUndefined();
  });

  it('deletes, and deleting a missing object is fine', async () => {
    await storage.put('contract/gone.txt', Buffer.from('soon gone'));
    await storage.delete('contract/gone.txt');
    expect(await storage.exists('contract/gone.txt')).toBe(false);
    expect(await storage.get('contract/gone.txt')).toBeUndefined();
    expect(await bucketKeys()).not.toContain('contract/gone.txt');
    await expect(storage.delete('contract/gone.txt')).resolves.toBeUndefined();
    await expect(storage.delete('contract/never-was.txt')).resolves.toBeUndefined();
  });

  it('refuses keys that could reach outside its place, before anything is sent', async () => {
    const before = await bucketKeys();
    for (const key of ['../x', 'a/../../x', '/x', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('no')), key).rejects.toThrow(/Invalid media storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid media storage key/);
      await expect(storage.exists(key), key).rejects.toThrow(/Invalid media storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid media storage key/);
    }
    expect(await bucketKeys()).toEqual(before);
  });

  it('keeps keys under its prefix, out of sight of other prefixes', async () => {
    const lodge = new S3MediaStorage({ ...s3.config, prefix: '/lodge/media/' });
    try {
      await lodge.put('p1/pic.jpg', Buffer.from('lodge picture'));
      expect(await bucketKeys()).toContain('lodge/media/p1/pic.jpg');
      expect(await lodge.exists('p1/pic.jpg')).toBe(true);
      expect((await readAll((await lodge.get('p1/pic.jpg'))!.body)).toString()).toBe('lodge picture');
      // The unprefixed storage does not see it under the short key.
      expect(await storage.exists('p1/pic.jpg')).toBe(false);
      await expect(lodge.put('../escape.jpg', Buffer.from('no'))).rejects.toThrow(
        /Invalid media storage key/,
      );
      expect((await bucketKeys()).filter((key) => key.includes('escape'))).toEqual([]);
      await lodge.delete('p1/pic.jpg');
      expect(await bucketKeys()).not.toContain('lodge/media/p1/pic.jpg');
    } finally {
      await lodge.destroy();
    }
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const lost = new S3MediaStorage({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      await expect(lost.get('a/b.jpg')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(lost.put('a/b.jpg', Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      await lost.destroy();
    }
  });
});

describe('the media library on S3, end to end', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({ mediaS3: s3.config });
    admin = await ctx.adminToken();
  });
  afterAll(() => ctx?.close());

  it('stores an upload in the bucket and serves it back from there', async () => {
    const storage = mediaServiceFor(ctx.services).storage;
    expect(storage.kind).toBe('s3');

    const created = await ctx.request({
      method: 'POST',
      url: '/api/media',
      token: admin,
      payload: { name: 'Reef at dawn' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };

    const png = await gradientPng();
    const uploaded = await ctx.request({
      method: 'POST',
      url: `/api/media/${id}/data`,
      token: admin,
      ...multipartBody({ bytes: png, fileName: 'reef.png', type: 'image/png' }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const record = uploaded.json();
    expect(record).toMatchObject({ id, kind: 'image', mimeType: 'image/png', size: png.length });

    // Served through the media route: the bytes come out of the bucket unchanged.
    const file = await ctx.request({ method: 'GET', url: `/api/media/${id}/data` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const thumb = await ctx.request({ method: 'GET', url: record.thumbUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');

    // And the objects really are in the bucket (listed by another client, not through the app).
    const keys = await mediaServiceFor(ctx.services).repository.fileKeys(id);
    expect(keys?.storageKey).toBeTruthy();
    expect(keys?.thumbKey).toBeTruthy();
    const listed = await bucketKeys();
    expect(listed).toContain(keys!.storageKey);
    expect(listed).toContain(keys!.thumbKey);
    expect((await bucketObject(keys!.storageKey!)).equals(png)).toBe(true);
    expect((await bucketObject(keys!.thumbKey!)).equals(thumb.rawPayload)).toBe(true);

    // Deleting the record removes its objects from the bucket.
    const deleted = await ctx.request({ method: 'DELETE', url: `/api/media/${id}`, token: admin });
    expect(deleted.statusCode).toBe(204);
    const after = await bucketKeys();
    expect(after).not.toContain(keys!.storageKey);
    expect(after).not.toContain(keys!.thumbKey);
    expect((await ctx.request({ method: 'GET', url: `/api/media/${id}/data` })).statusCode).toBe(404);
  });
});
