import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31, finding 10 (headers): nosniff and a Referrer-Policy on every answer, none at all from
 * pages with a token in the address, and a strict Content-Security-Policy on every HTML page,
 * the web app's and the server's own (print views, Swagger UI).
 */
let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'seaberth-csp-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  ctx = await createTestContext({ webDist: dist });
});
afterAll(() => ctx.close());

function directives(res: { headers: Record<string, unknown> }): Map<string, string> {
  const policy = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.split(/\s+/).slice(1).join(' ')]),
  );
}

function expectStrictPolicy(res: { headers: Record<string, unknown> }, what: string) {
  const policy = directives(res);
  expect(policy.get('default-src'), what).toBe("'self'");
  expect(policy.get('script-src'), what).toBe("'self'");
  expect(policy.get('object-src'), what).toBe("'none'");
  expect(policy.get('img-src'), what).toContain("'self' data: blob:");
  expect(policy.get('frame-ancestors'), what).toBe("'self'");
}

describe('headers on every answer', () => {
  it('sends nosniff and a Referrer-Policy with JSON, errors and limits alike', async () => {
    for (const url of ['/api/health', '/api/missing', '/api/users/self']) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy'], url).toBeUndefined();
    }
  });

  it('gives the web app a strict policy, and no referrer from pages with a token in the address', async () => {
    const page = await ctx.request({ method: 'GET', url: '/booking/list' });
    expect(page.statusCode).toBe(200);
    expectStrictPolicy(page, '/booking/list');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const url of [
      '/password/reset?token=abc&email=a%40b.c',
      '/club/password/reset?token=abc',
      '/user/8d7e2f3a-0000-4000-8000-000000000000/verify?token=abc',
      '/guestform/8d7e2f3a-0000-4000-8000-000000000000/secret',
      '/forms/8d7e2f3a-0000-4000-8000-000000000000/secret',
      '/invoice/8d7e2f3a-0000-4000-8000-000000000000?token=abc',
      '/jumpto/secret',
    ]) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expectStrictPolicy(res, url);
    }
  });

  it('lets connected systems frame the app and be framed by it (feature connect), nobody else', async () => {
    await ctx.services.settings.put('features', 'connect', 'true');
    const made = await ctx.request({
      method: 'POST',
      url: '/api/systemconnection',
      token: await ctx.adminToken(),
      payload: {
        key: 'lodge',
        name: 'Reef Lodge',
        url: 'http://lodge.example:8080/app',
        secret: 'x'.repeat(30),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const page = directives(await ctx.request({ method: 'GET', url: '/jump/lodge?to=/booking/list' }));
    expect(page.get('frame-ancestors')).toBe("'self' http://lodge.example:8080");
    expect(page.get('frame-src')).toBe("'self' https: http://lodge.example:8080");
    await ctx.request({
      method: 'DELETE',
      url: `/api/systemconnection/${made.json().id}`,
      token: await ctx.adminToken(),
    });
    await ctx.services.settings.put('features', 'connect', 'false');
    expectStrictPolicy(await ctx.request({ method: 'GET', url: '/jump/lodge' }), 'without connections');
  });

  it('gives the server-made HTML the same policy: print views and Swagger UI', async () => {
    const token = await ctx.adminToken();
    const resort = await ctx.request({
      method: 'POST',
      url: '/api/resort',
      token,
      payload: { name: 'Reef' },
    });
    expect(resort.statusCode, resort.body).toBe(201);
    const print = await ctx.request({
      method: 'GET',
      url: `/api/resort/${resort.json().id}/print/rooms?format=html`,
      token,
    });
    expect(print.statusCode, print.body).toBe(200);
    expect(String(print.headers['content-type'])).toMatch(/^text\/html/);
    expectStrictPolicy(print, 'print');

    const docs = await ctx.request({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expectStrictPolicy(docs, 'swagger');
    // Swagger UI works under it: its scripts are files of its own, none inline.
    const scripts = [...docs.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(inline!.trim()).toBe('');
    }
  });
});
