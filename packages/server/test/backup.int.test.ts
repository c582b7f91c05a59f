import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;
const folder = mkdtempSync(path.join(os.tmpdir(), 'seaberth-backup-test-'));

beforeAll(async () => {
  ctx = await createTestContext({ backupDir: folder });
  admin = await ctx.adminToken();
  for (const name of ['MV Manta', 'MV Dugong']) {
    const res = await ctx.request({ method: 'POST', url: '/api/vessel', token: admin, payload: { name } });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, token = admin) => ctx.request({ method, url, token });

describe('backups on the server', () => {
  it('writes every table into one gzipped JSON file, lists it and serves it', async () => {
    const made = await call('POST', '/api/settings/backup');
    expect(made.statusCode, made.body).toBe(201);
    const file = made.json();
    expect(file.name).toMatch(/^seaberth-\d{8}-\d{6}\.json\.gz$/);
    expect(file.size).toBeGreaterThan(100);

    const list = (await call('GET', '/api/settings/backup/local')).json();
    expect(list).toEqual([expect.objectContaining({ name: file.name, size: file.size })]);

    const download = await call('GET', `/api/settings/backup/local/${file.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
    const content = JSON.parse(gunzipSync(download.rawPayload).toString('utf8'));
    expect(content).toMatchObject({ app: 'seaberth', createdAt: expect.any(String) });
    expect(content.tables.vessels.map((v: { name: string }) => v.name).sort()).toEqual([
      'MV Dugong',
      'MV Manta',
    ]);
    expect(content.tables.users.map((u: { email: string }) => u.email)).toContain('admin@test.local');
    // Every table of the database is in it.
    const { rows } = await ctx.services.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = (rows as { table_name: string }[]).map((r) => r.table_name).sort();
    expect(Object.keys(content.tables).sort()).toEqual(names);
  });

  it('writes a table of many rows whole, in the order read, however it is chunked', async () => {
    // About 400 KB of one table: several of the chunks the rows go to gzip in.
    await ctx.services.database.db.execute(
      sql`insert into textblocks (name, lang, text) select 'Block ' || n, 'en', repeat('x', 1000) || n from generate_series(1, 400) n`,
    );
    const made = (await call('POST', '/api/settings/backup')).json();
    const download = await call('GET', `/api/settings/backup/local/${made.name}`);
    const content = JSON.parse(gunzipSync(download.rawPayload).toString('utf8'));
    const blocks = (content.tables.textblocks as { name: string; text: string }[]).filter((b) =>
      b.name.startsWith('Block '),
    );
    expect(blocks).toHaveLength(400);
    expect(new Set(blocks.map((b) => b.name)).size).toBe(400);
    expect(blocks.every((b) => b.text === `${'x'.repeat(1000)}${b.name.slice(6)}`)).toBe(true);
  });

  it('keeps two backups made in the same second apart', async () => {
    await call('POST', '/api/settings/backup');
    await call('POST', '/api/settings/backup');
    const names = (await call('GET', '/api/settings/backup/local'))
      .json()
      .map((f: { name: string }) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(3);
  });

  it('serves only its own files, and only to administrators', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'passwd', 'seaberth-20260101-000000.json.gz']) {
      expect((await call('GET', `/api/settings/backup/local/${name}`)).statusCode).toBe(404);
    }
    await ctx.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        name: 'Office',
        email: 'office@test.local',
        password: 'secret1',
        userType: 'employee',
        permissions: { scope: ['settings.read', 'users.read'] },
      },
    });
    const office = (await ctx.login('office@test.local', 'secret1')).token;
    expect((await call('POST', '/api/settings/backup', office)).statusCode).toBe(403);
    expect((await call('GET', '/api/settings/backup/local', office)).statusCode).toBe(403);
  });
});
