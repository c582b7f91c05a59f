import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FOLDER, DEMO_PICTURES, loadDemoMedia } from '../src/modules/media/demo-media.ts';
import { FileMediaStorage } from '../src/modules/media/media-storage.ts';
import { mediaServiceFor } from '../src/modules/media/media.service.ts';
import { createTestContext, type TestContext } from './test-app.ts';

// Files on disk this time: the filesystem storage a real installation uses.
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'seaberth-media-'));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ mediaDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('demo media', () => {
  it('puts the demo pictures as files into a folder "Demo" and answers their ids by name', async () => {
    const ids = await loadDemoMedia(ctx.services);
    expect(Object.keys(ids).sort()).toEqual(Object.keys(DEMO_PICTURES).sort());
    expect(Object.keys(ids).length).toBeGreaterThanOrEqual(8);

    const admin = await ctx.adminToken();
    const folders = (await ctx.request({ method: 'GET', url: '/api/mediafolder', token: admin })).json();
    const demo = folders.data.find((f: { name: string }) => f.name === DEMO_FOLDER);
    expect(demo).toBeDefined();

    const record = (
      await ctx.request({ method: 'GET', url: `/api/media/${ids.vessel}`, token: admin })
    ).json();
    expect(record).toMatchObject({
      name: DEMO_PICTURES.vessel.title,
      folder: demo.id,
      kind: 'image',
      mimeType: 'image/jpeg',
      width: 1600,
      height: 1000,
    });
    // Every picture has its file and thumbnail on disk under MEDIA_DIR.
    const service = mediaServiceFor(ctx.services);
    expect(service.storage).toBeInstanceOf(FileMediaStorage);
    for (const id of Object.values(ids)) {
      const keys = await service.repository.fileKeys(id);
      expect(existsSync(path.join(mediaDir, keys!.storageKey!))).toBe(true);
      expect(existsSync(path.join(mediaDir, keys!.thumbKey!))).toBe(true);
    }
    const file = await ctx.request({ method: 'GET', url: `/api/media/${ids.resort}/data` });
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('reuses the pictures when it runs again', async () => {
    const first = await loadDemoMedia(ctx.services);
    const second = await loadDemoMedia(ctx.services);
    expect(second).toEqual(first);
    expect(readdirSync(mediaDir)).toHaveLength(Object.keys(DEMO_PICTURES).length);
  });
});

describe('filesystem storage', () => {
  it('writes, reads, deletes and never leaves its folder', async () => {
    const storage = new FileMediaStorage(mediaDir);
    await storage.put('probe/a.bin', Buffer.from('hello'));
    expect(await storage.exists('probe/a.bin')).toBe(true);
    const object = await storage.get('probe/a.bin');
    expect(object?.size).toBe(5);
    await storage.delete('probe/a.bin');
    expect(await storage.exists('probe/a.bin')).toBe(false);
    expect(existsSync(path.join(mediaDir, 'probe'))).toBe(false);
    expect(await storage.get('probe/a.bin')).toBeUndefined();
    await expect(storage.put('../escape.bin', Buffer.from('x'))).rejects.toThrow(/Invalid media storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid media storage key/);
  });
});
