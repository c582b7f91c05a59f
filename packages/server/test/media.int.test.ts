import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaServiceFor } from '../src/modules/media/media.service.ts';
import { gradientPng, largeNoiseJpeg, multipartBody } from './media-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;
let png: Buffer;

const ALLOWED = 'image/jpeg, image/png, image/webp, image/gif, application/pdf';

async function newMedia(name: string, extra: Record<string, unknown> = {}) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/media',
    token: admin,
    payload: { name, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number };
}

function upload(
  id: string,
  bytes: Buffer,
  fileName: string,
  options: { optimize?: boolean; type?: string; token?: string } = {},
) {
  const body = multipartBody({ bytes, fileName, type: options.type });
  return ctx.request({
    method: 'POST',
    url: `/api/media/${id}/data${options.optimize ? '?optimize=1' : ''}`,
    token: options.token ?? admin,
    ...body,
  });
}

const download = (url: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'GET', url, headers });

const keysOf = (id: string) => mediaServiceFor(ctx.services).repository.fileKeys(id);
const storage = () => mediaServiceFor(ctx.services).storage;

async function userWith(email: string, scope: string[]): Promise<string> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: { name: email, email, password: 'secret1', userType: 'employee', permissions: { scope } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await ctx.login(email, 'secret1')).token;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  png = await gradientPng();
});
afterAll(() => ctx.close());

describe('upload and download', () => {
  it('stores a file as uploaded, fills what it is, and serves the same bytes publicly', async () => {
    const { id } = await newMedia('Gradient');
    const res = await upload(id, png, 'gradient.png', { type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({
      id,
      name: 'Gradient',
      kind: 'image',
      mimeType: 'image/png',
      size: png.length,
      width: 600,
      height: 400,
      fileName: 'gradient.png',
      version: 2,
    });
    expect(record).not.toHaveProperty('storageKey');
    expect(record.url).toBe(`/api/media/${id}/data?v=${record.checksum}`);

    // No token: pictures appear on public booking pages.
    const file = await download(`/api/media/${id}/data`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, no-cache');
    const etag = String(file.headers.etag);
    expect(etag).toBe(`"${record.checksum}"`);

    const again = await download(`/api/media/${id}/data`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const versioned = await download(record.url);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes a thumbnail of at most 320 px for every picture', async () => {
    const { id } = await newMedia('Thumb');
    const record = (await upload(id, png, 'thumb.png')).json();
    const thumb = await download(record.thumbUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
    expect(thumb.headers.etag).not.toBe(`"${record.checksum}"`);
  });

  it('optimize shrinks a large photo to at most 2048 px and drops its metadata', async () => {
    const original = await largeNoiseJpeg(3000, 2000, true);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const plain = await newMedia('As shot');
    const kept = (await upload(plain.id, original, 'reef.jpg')).json();
    expect(kept).toMatchObject({ size: original.length, width: 3000, height: 2000 });

    const small = await newMedia('Optimized');
    const res = await upload(small.id, original, 'reef.jpg', { optimize: true });
    expect(res.statusCode, res.body).toBe(200);
    const optimized = res.json();
    expect(optimized.mimeType).toBe('image/jpeg');
    expect(optimized.size).toBeLessThan(original.length / 2);
    expect([optimized.width, optimized.height]).toEqual([2048, 1365]);

    const stored = (await download(`/api/media/${small.id}/data`)).rawPayload;
    expect(stored.length).toBe(optimized.size);
    const meta = await sharp(stored).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(2048);
    expect(meta.exif).toBeUndefined();
  });

  it('optimize turns a PNG into a smaller WebP and never enlarges a small picture', async () => {
    const { id } = await newMedia('Small PNG');
    const record = (await upload(id, png, 'small.png', { optimize: true })).json();
    expect(record).toMatchObject({ mimeType: 'image/webp', width: 600, height: 400 });
    expect(record.size).toBeLessThan(png.length);
    // Shown as uploaded, downloaded with the extension of what is stored.
    expect(record.fileName).toBe('small.png');
    const file = await download(`/api/media/${id}/data`);
    expect(file.headers['content-disposition']).toContain('filename="small.webp"');
  });

  it('accepts a PDF as a document, without thumbnail', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const { id } = await newMedia('Price list');
    const record = (await upload(id, pdf, 'prices.pdf')).json();
    expect(record).toMatchObject({
      kind: 'document',
      mimeType: 'application/pdf',
      width: null,
      thumbUrl: null,
    });
    const file = await download(`/api/media/${id}/data`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('filename="prices.pdf"');
    expect((await download(`/api/media/${id}/data?thumb=1`)).statusCode).toBe(404);
  });

  it('answers 404 for a record without a file and for unknown ids', async () => {
    const { id } = await newMedia('Empty');
    expect((await download(`/api/media/${id}/data`)).statusCode).toBe(404);
    expect((await download('/api/media/00000000-0000-4000-8000-000000000000/data')).statusCode).toBe(404);
    expect((await download('/api/media/not-a-uuid/data')).statusCode).toBe(404);
    expect((await upload('00000000-0000-4000-8000-000000000000', png, 'x.png')).statusCode).toBe(404);
  });
});

describe('refused uploads', () => {
  it('refuses a text file named .png with 415 naming the accepted types, and keeps the record as it was', async () => {
    const { id } = await newMedia('Not a picture');
    const res = await upload(id, Buffer.from('just some text, not a picture at all'), 'fake.png', {
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    const body = res.json();
    expect(body).toMatchObject({
      statusCode: 415,
      error: 'Unsupported Media Type',
      description: 'UNSUPPORTED_MEDIA_TYPE',
      method: 'POST',
      path: `/api/media/${id}/data`,
    });
    expect(body.message).toContain(ALLOWED);
    const record = (await ctx.request({ method: 'GET', url: `/api/media/${id}`, token: admin })).json();
    expect(record).toMatchObject({ mimeType: null, size: 0, version: 1 });
  });

  it('refuses SVG (scripts in public files) and a corrupt picture', async () => {
    const { id } = await newMedia('Vector');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const res = await upload(id, svg, 'logo.svg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/SVG are not accepted/);

    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const corrupt = await upload(id, truncated, 'broken.png');
    expect(corrupt.statusCode).toBe(415);
    expect(corrupt.json().message).toMatch(/cannot be decoded/);
  });

  it('refuses a file over the limit with 413, whether announced or found while reading', async () => {
    const { id } = await newMedia('Huge');
    const limit = ctx.config.mediaMaxUploadKb * 1024;
    expect(ctx.config.mediaMaxUploadKb).toBe(10_240);

    const announced = await upload(id, Buffer.alloc(limit + 200 * 1024), 'huge.jpg');
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toMatchObject({ description: 'PAYLOAD_TOO_LARGE', statusCode: 413 });
    expect(announced.json().message).toContain('10 MB (10240 KB)');

    // Just over the limit: passes the announced-length check, stopped by the multipart reader.
    const streamed = await upload(id, Buffer.alloc(limit + 1), 'just-over.jpg');
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().description).toBe('PAYLOAD_TOO_LARGE');
  });

  it('asks for multipart and for a file', async () => {
    const { id } = await newMedia('No file');
    const json = await ctx.request({
      method: 'POST',
      url: `/api/media/${id}/data`,
      token: admin,
      payload: { x: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
  });

  it('lets only media editors upload; reading the file needs no login', async () => {
    const reader = await userWith('media-reader@test.local', ['media.read']);
    const { id } = await newMedia('Guarded');
    expect((await upload(id, png, 'x.png', { token: reader })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/media' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/media', token: reader })).statusCode).toBe(200);
  });
});

describe('library calls', () => {
  it('creates and uploads in one call; a refused file creates nothing', async () => {
    const folder = (
      await ctx.request({
        method: 'POST',
        url: '/api/mediafolder',
        token: admin,
        payload: { name: 'Upload here' },
      })
    ).json();
    const body = multipartBody({ bytes: png, fileName: 'Sunset over the reef.png' }, { folder: folder.id });
    const res = await ctx.request({
      method: 'POST',
      url: '/api/media/upload?optimize=0',
      token: admin,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Sunset over the reef',
      folder: folder.id,
      mimeType: 'image/png',
    });

    const count = async () =>
      (await ctx.request({ method: 'GET', url: '/api/media?size=0', token: admin })).json().total;
    const before = await count();
    const bad = multipartBody({ bytes: Buffer.from('nope'), fileName: 'x.png' });
    expect(
      (await ctx.request({ method: 'POST', url: '/api/media/upload', token: admin, ...bad })).statusCode,
    ).toBe(415);
    expect(await count()).toBe(before);
  });

  it('lists images only, paged', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/media/images?size=2&page=0', token: admin });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const all = (await ctx.request({ method: 'GET', url: '/api/media/images?size=0', token: admin })).json();
    expect(
      all.data.every((m: { kind: string; mimeType: string | null }) => m.kind === 'image' && m.mimeType),
    ).toBe(true);
    expect(all.data.some((m: { name: string }) => m.name === 'Price list')).toBe(false);
    expect(all.data[0].thumbUrl).toMatch(/thumb=1/);
  });

  it('answers a record with its data inlined, or the thumbnail', async () => {
    const { id } = await newMedia('Inline');
    await upload(id, png, 'inline.png');
    const res = await ctx.request({ method: 'GET', url: `/api/media/getWithData/${id}`, token: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Buffer.from(body.data, 'base64').equals(png)).toBe(true);
    expect(body.dataType).toBe('image/png');
    const thumb = (
      await ctx.request({ method: 'GET', url: `/api/media/getWithData/${id}?thumb=1`, token: admin })
    ).json();
    expect(thumb.dataType).toBe('image/webp');
    expect((await sharp(Buffer.from(thumb.data, 'base64')).metadata()).width).toBe(320);
  });

  it('tells what it accepts', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/media/type', token: admin });
    expect(res.json()).toMatchObject({
      kinds: ['image', 'document'],
      maxUploadKb: 10_240,
      optimize: { maxSide: 2048, quality: 82 },
      thumbSize: 320,
    });
    expect(
      res
        .json()
        .types.map((t: { mimeType: string }) => t.mimeType)
        .join(', '),
    ).toBe(ALLOWED);
  });

  it('moves media to a folder and back to the top level', async () => {
    const a = await newMedia('Move A');
    const b = await newMedia('Move B');
    const folder = (
      await ctx.request({ method: 'POST', url: '/api/mediafolder', token: admin, payload: { name: 'Rooms' } })
    ).json();
    const move = (body: Record<string, unknown>) =>
      ctx.request({ method: 'POST', url: '/api/media/moveMediaToFolder', token: admin, payload: body });
    const res = await move({ ids: [a.id, b.id], folder: folder.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved).toBe(2);
    const inFolder = (
      await ctx.request({
        method: 'GET',
        url: `/api/media?filter=${encodeURIComponent(JSON.stringify({ folder: folder.id }))}`,
        token: admin,
      })
    ).json();
    expect(inFolder.data.map((m: { name: string }) => m.name).sort()).toEqual(['Move A', 'Move B']);
    expect(inFolder.data[0].version).toBe(2);

    expect((await move({ ids: [a.id], folder: null })).json().moved).toBe(1);
    const moved = (await ctx.request({ method: 'GET', url: `/api/media/${a.id}`, token: admin })).json();
    expect(moved.folder).toBeNull();

    const unknown = await move({ ids: [a.id], folder: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ path: 'folder', message: 'This folder does not exist' }]);
    expect((await move({ ids: [], folder: null })).statusCode).toBe(400);
  });

  it('keeps folder names unique per level, refuses loops, and keeps pictures when a folder goes', async () => {
    const folder = (body: Record<string, unknown>) =>
      ctx.request({ method: 'POST', url: '/api/mediafolder', token: admin, payload: body });
    const top = (await folder({ name: 'Vessels' })).json();
    expect((await folder({ name: 'Vessels' })).statusCode).toBe(409);
    const child = (await folder({ name: 'Cabins', parent: top.id })).json();
    expect((await folder({ name: 'Cabins' })).statusCode).toBe(201);

    const loop = await ctx.request({
      method: 'POST',
      url: `/api/mediafolder/${top.id}`,
      token: admin,
      payload: { version: top.version, parent: child.id },
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fields[0]).toMatchObject({ path: 'parent' });

    const picture = await newMedia('In cabins', { folder: child.id });
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/mediafolder/${child.id}`, token: admin })).statusCode,
    ).toBe(204);
    const kept = (await ctx.request({ method: 'GET', url: `/api/media/${picture.id}`, token: admin })).json();
    expect(kept.folder).toBeNull();

    const missing = await ctx.request({
      method: 'POST',
      url: '/api/media',
      token: admin,
      payload: { name: 'Lost', folder: child.id },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0]).toMatchObject({ path: 'folder' });
  });

  it('ignores server fields a client sends', async () => {
    const { id, version } = await newMedia('Honest', {
      size: 5,
      mimeType: 'image/png',
      storageKey: '../../etc/passwd',
    });
    const res = await ctx.request({
      method: 'POST',
      url: `/api/media/${id}`,
      token: admin,
      payload: { version, alt: { en: 'A gradient', de: 'Ein Verlauf' }, width: 99, checksum: 'x' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      size: 0,
      mimeType: null,
      width: null,
      checksum: null,
      alt: { en: 'A gradient' },
    });
    expect(await keysOf(id)).toEqual({ storageKey: null, thumbKey: null });
  });
});

describe('files follow their record', () => {
  it('deleting a record deletes its file and thumbnail', async () => {
    const { id } = await newMedia('Doomed');
    await upload(id, png, 'doomed.png');
    const keys = await keysOf(id);
    expect(keys?.storageKey).toBeTruthy();
    expect(await storage().exists(keys!.storageKey!)).toBe(true);
    expect(await storage().exists(keys!.thumbKey!)).toBe(true);

    expect((await ctx.request({ method: 'DELETE', url: `/api/media/${id}`, token: admin })).statusCode).toBe(
      204,
    );
    expect(await storage().exists(keys!.storageKey!)).toBe(false);
    expect(await storage().exists(keys!.thumbKey!)).toBe(false);
    expect((await download(`/api/media/${id}/data`)).statusCode).toBe(404);
  });

  it('refuses to delete a picture a vessel or tour still shows, and names them', async () => {
    const { id } = await newMedia('Sundeck');
    await upload(id, png, 'sundeck.png');
    const create = (path: string, payload: Record<string, unknown>) =>
      ctx.request({ method: 'POST', url: `/api/${path}`, token: admin, payload });
    const vessel = (await create('vessel', { name: 'MV Pictured', images: [id] })).json();
    await create('tour', { name: 'Pictured tour', images: [id] });
    const refused = await ctx.request({ method: 'DELETE', url: `/api/media/${id}`, token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This picture is still shown by tour "Pictured tour", vessel "MV Pictured"; remove it there first',
    );
    const keys = await keysOf(id);
    expect(await storage().exists(keys!.storageKey!)).toBe(true);

    await ctx.request({
      method: 'POST',
      url: `/api/vessel/${vessel.id}`,
      token: admin,
      payload: { ...vessel, images: [] },
    });
    const tours = (await ctx.request({ method: 'GET', url: '/api/tour?size=0', token: admin })).json();
    const tour = tours.data.find((t: { name: string }) => t.name === 'Pictured tour');
    await ctx.request({ method: 'DELETE', url: `/api/tour/${tour.id}`, token: admin });
    expect((await ctx.request({ method: 'DELETE', url: `/api/media/${id}`, token: admin })).statusCode).toBe(
      204,
    );
  });

  it('a new upload replaces the old file, which is removed', async () => {
    const { id } = await newMedia('Replaced');
    const first = (await upload(id, png, 'one.png')).json();
    const oldKeys = await keysOf(id);
    const second = (await upload(id, await gradientPng(300, 300), 'two.png')).json();
    expect(second.checksum).not.toBe(first.checksum);
    expect([second.width, second.version]).toEqual([300, 3]);
    expect(await storage().exists(oldKeys!.storageKey!)).toBe(false);
    // The old address no longer matches: caches must revalidate it and get the new picture.
    const old = await download(first.url);
    expect(old.headers['cache-control']).toBe('public, no-cache');
    expect(old.headers.etag).toBe(`"${second.checksum}"`);
  });

  it('a copy has its own file: deleting the original leaves the copy intact', async () => {
    const { id } = await newMedia('Original');
    await upload(id, png, 'original.png');
    const copy = await ctx.request({ method: 'POST', url: `/api/media/${id}/copy`, token: admin });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Original', mimeType: 'image/png', size: png.length });
    await ctx.request({ method: 'DELETE', url: `/api/media/${id}`, token: admin });
    const file = await download(`/api/media/${copy.json().id}/data`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
  });
});
