import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The built web app's files: the hashed assets are cached for a year, so a page load asks for
 * none of them again (a resort's slow line, the e2e suite's contexts); the pages themselves are
 * checked each time, so a new release reaches the next load.
 */
let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'seaberth-static-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  ctx = await createTestContext({ webDist: dist });
});
afterAll(() => ctx.close());

it('caches the hashed assets for a year and checks the pages every time', async () => {
  const asset = await ctx.request({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const url of ['/', '/index.html', '/booking/list']) {
    const page = await ctx.request({ method: 'GET', url });
    expect(page.statusCode, url).toBe(200);
    expect(page.headers['cache-control'], url).toBe('no-cache');
  }
});

it('answers HEAD on a route of the app as GET does, without the body', async () => {
  for (const url of ['/', '/login', '/booking/list']) {
    const head = await ctx.request({ method: 'HEAD', url });
    expect(head.statusCode, url).toBe(200);
    expect(head.headers['content-type'], url).toMatch(/^text\/html/);
    expect(head.body, url).toBe('');
  }
  const api = await ctx.request({ method: 'HEAD', url: '/api/no-such-route' });
  expect(api.statusCode).toBe(404);
});
