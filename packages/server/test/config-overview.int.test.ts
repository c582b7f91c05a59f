import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** Issue 38: `GET /api/settings/overview`, what `/config` shows of each settings group. */
let ctx: TestContext;
let admin: string;
let folder: string;

beforeAll(async () => {
  // A folder of its own: the backups of other files in this process are not this overview's.
  folder = await mkdtemp(path.join(os.tmpdir(), 'config-overview-'));
  ctx = await createTestContext({ backupDir: folder });
  admin = (await ctx.login()).token;
});
afterAll(async () => {
  await ctx?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('GET /api/settings/overview', () => {
  it('answers each group’s facts as they change', async () => {
    const before = await ctx.request({ method: 'GET', url: '/api/settings/overview', token: admin });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      company: { name: '', hasAddress: false },
      payment: { providers: 0, active: 0 },
      backups: { local: 0, lastAt: null, dropbox: false },
      languages: { supported: ['de', 'en'] },
    });
    expect(before.json().features.on.length).toBeGreaterThan(0);
    const saved = await ctx.request({
      method: 'POST',
      url: '/api/company',
      token: admin,
      payload: {
        name: 'Coral Bay Divers',
        address: { street: 'Beach Road 1', zip: '6000', city: 'Moalboal', country: 'PH' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const backup = await ctx.request({ method: 'POST', url: '/api/settings/backup', token: admin });
    expect(backup.statusCode, backup.body).toBe(201);
    const after = (await ctx.request({ method: 'GET', url: '/api/settings/overview', token: admin })).json();
    expect(after.company).toMatchObject({ name: 'Coral Bay Divers', hasAddress: true });
    expect(after.backups.local).toBe(1);
    expect(after.backups.lastAt).toBe(backup.json().createdAt);
  });

  it('answers administrators only', async () => {
    const settings = await newUser(ctx, admin, 'settings@test.local', ['settings.read', 'users.read']);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/settings/overview', token: settings })).statusCode,
    ).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/settings/overview' })).statusCode).toBe(401);
  });
});
