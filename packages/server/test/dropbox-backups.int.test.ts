import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DropboxClient, DropboxError } from '../src/modules/backup/dropbox-client.ts';
import { newUser } from './booking-fixtures.ts';
import { type DropboxServer, startDropboxServer } from './dropbox-server.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 38: backups copied to Dropbox (SPEC §7 `GET /api/settings/backup/dropbox`), tested against
 * a local server that speaks Dropbox's upload API (dropbox-server.ts); no test leaves the machine.
 */
const TOKEN = 'sl.test-access-token-0123456789';
let dropbox: DropboxServer;
let ctx: TestContext;
let admin: string;
let folder: string;

beforeAll(async () => {
  dropbox = await startDropboxServer({ token: TOKEN });
  folder = await mkdtemp(path.join(os.tmpdir(), 'dropbox-backups-'));
  ctx = await createTestContext({ dropboxContentUrl: dropbox.url, backupDir: folder });
  admin = (await ctx.login()).token;
});
afterAll(async () => {
  await ctx?.close();
  await dropbox?.close();
  await rm(folder, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token: string | undefined = admin) =>
  ctx.request({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('Dropbox backups through the API', () => {
  it('copies each new backup to the Dropbox folder, the token sealed and never answered', async () => {
    const off = await call('GET', '/api/settings/backup/dropbox');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, folder: '/Seaberth', tokenStored: false, lastUpload: null });
    const noToken = await call('POST', '/api/settings/backup/dropbox', { enabled: true });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toMatchObject({
      statusCode: 400,
      path: '/api/settings/backup/dropbox',
      method: 'POST',
    });

    const on = await call('POST', '/api/settings/backup/dropbox', {
      enabled: true,
      folder: '/Backups/Coral Bay/',
      token: TOKEN,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, folder: '/Backups/Coral Bay', tokenStored: true });
    expect(on.body).not.toContain(TOKEN);
    const stored = await ctx.services.database.db.execute(
      sql`select secrets::text as s from plugin_connections where plugin = 'dropbox'`,
    );
    expect(String((stored.rows[0] as { s: string }).s)).not.toContain(TOKEN);

    const made = await call('POST', '/api/settings/backup');
    expect(made.statusCode, made.body).toBe(201);
    const name = made.json().name as string;
    const local = await call('GET', `/api/settings/backup/local/${name}`);
    const copy = dropbox.files.get(`/backups/coral bay/${name}`);
    expect(copy?.equals(local.rawPayload)).toBe(true);
    const state = (await call('GET', '/api/settings/backup/dropbox')).json();
    expect(state.lastUpload).toMatchObject({ name, ok: true, message: `/Backups/Coral Bay/${name}` });
    expect((await call('GET', '/api/settings/overview')).json().backups.dropbox).toBe(true);

    // Again by hand: Dropbox keeps both (autorename), the server says where.
    const again = await call('POST', `/api/settings/backup/dropbox/${name}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().path).toBe(`/Backups/Coral Bay/${name.replace('.json.gz', '.json (1).gz')}`);
  });

  it('says when Dropbox refuses the token or is full, and keeps it on the state', async () => {
    const [latest] = (await call('GET', '/api/settings/backup/local')).json();
    await call('POST', '/api/settings/backup/dropbox', { enabled: true, token: 'sl.revoked-token-999999' });
    const refused = await call('POST', `/api/settings/backup/dropbox/${latest.name}`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('access token');
    expect((await call('GET', '/api/settings/backup/dropbox')).json().lastUpload).toMatchObject({
      ok: false,
    });

    await call('POST', '/api/settings/backup/dropbox', { enabled: true, token: TOKEN });
    dropbox.state.quotaBytes = 10;
    const full = await call('POST', `/api/settings/backup/dropbox/${latest.name}`);
    dropbox.state.quotaBytes = undefined;
    expect(full.statusCode).toBe(502);
    expect(full.json().message).toBe('The Dropbox is full');
    // A backup still is made when the copy fails; the failure shows on the state.
    dropbox.state.quotaBytes = 10;
    const made = await call('POST', '/api/settings/backup');
    dropbox.state.quotaBytes = undefined;
    expect(made.statusCode).toBe(201);
    expect((await call('GET', '/api/settings/backup/dropbox')).json().lastUpload).toMatchObject({
      name: made.json().name,
      ok: false,
      message: 'The Dropbox is full',
    });
  });

  it('answers administrators only, and refuses hostile input', async () => {
    const settings = await newUser(ctx, admin, 'settings@test.local', ['settings.read', 'settings.update']);
    expect((await call('GET', '/api/settings/backup/dropbox', undefined, settings)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/settings/backup/dropbox', { enabled: false }, settings)).statusCode,
    ).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/settings/backup/dropbox' })).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/settings/backup/dropbox', { enabled: true, folder: 'no-slash' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/settings/backup/dropbox', { enabled: true, folder: '/a:b' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/settings/backup/dropbox/${encodeURIComponent('../../etc/passwd')}`))
        .statusCode,
    ).toBe(404);
    const off = await call('POST', '/api/settings/backup/dropbox', { enabled: false, token: null });
    expect(off.json()).toMatchObject({ enabled: false, tokenStored: false });
    const [latest] = (await call('GET', '/api/settings/backup/local')).json();
    expect((await call('POST', `/api/settings/backup/dropbox/${latest.name}`)).statusCode).toBe(400);
  });
});

describe('DropboxClient against the local server', () => {
  const bytes = Buffer.from(Array.from({ length: 1_000 }, (_, i) => i % 251));
  const file = (name: string) => ({
    name,
    size: bytes.length,
    open: () => Readable.from([bytes.subarray(0, 333), bytes.subarray(333)]),
  });

  it('uploads a large file in an upload session, part by part at the right offsets', async () => {
    const client = new DropboxClient({
      token: TOKEN,
      contentUrl: dropbox.url,
      singleUploadMax: 500,
      chunkBytes: 400,
    });
    dropbox.requests.length = 0;
    const stored = await client.upload(file('big.json.gz'), '/Session');
    expect(stored).toMatchObject({ name: 'big.json.gz', path: '/Session/big.json.gz', size: 1_000 });
    expect(dropbox.files.get('/session/big.json.gz')?.equals(bytes)).toBe(true);
    expect(dropbox.requests.map((r) => [r.route, r.bytes])).toEqual([
      ['files/upload_session/start', 400],
      ['files/upload_session/append_v2', 400],
      ['files/upload_session/finish', 200],
    ]);
    expect(dropbox.requests[1]!.arg).toMatchObject({ cursor: { offset: 400 }, close: false });
    expect(dropbox.requests[2]!.arg).toMatchObject({
      cursor: { offset: 800 },
      commit: { path: '/Session/big.json.gz' },
    });
  });

  it('waits as long as Retry-After says on a 429, then goes on; escapes non-ASCII in the argument', async () => {
    const waited: number[] = [];
    const client = new DropboxClient({
      token: TOKEN,
      contentUrl: dropbox.url,
      wait: async (ms) => {
        waited.push(ms);
      },
    });
    dropbox.state.tooManyRequests = 2;
    const stored = await client.upload(file('Übersicht.json.gz'), '/Tauchbasis Süd');
    expect(waited).toEqual([3_000, 3_000]);
    expect(stored.path).toBe('/Tauchbasis Süd/Übersicht.json.gz');
    dropbox.state.tooManyRequests = 5;
    await expect(client.upload(file('late.json.gz'), '/x')).rejects.toMatchObject({ status: 429 });
    dropbox.state.tooManyRequests = 0;
    await expect(
      new DropboxClient({ token: 'wrong', contentUrl: dropbox.url }).upload(file('a.json.gz'), '/x'),
    ).rejects.toBeInstanceOf(DropboxError);
  });
});
