import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Booking widgets (issue 17, feature bookingWidget): the configuration, the public part an
 * embedded page reads, the snippet and its script, and the embedding rules that follow the
 * allowed origins: frame-ancestors on the booking pages and CORS on the booking API.
 */
let ctx: TestContext;
let admin: string;

const DIVE = 'https://dive.example.com';
const OTHER = 'https://other.example.org';
const vessel = randomUUID();
const tour = randomUUID();

const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'OPTIONS',
  url: string,
  options: { payload?: object; token?: string | null; headers?: Record<string, string> } = {},
) =>
  ctx.request({
    method,
    url,
    ...(options.token === null ? {} : { token: options.token ?? admin }),
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });

async function createWidget(payload: object): Promise<{ id: string; version: number }> {
  const res = await call('POST', '/api/widget', { payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The frame-ancestors directive of an answer's Content-Security-Policy. */
function frameAncestorsOf(res: { headers: Record<string, unknown> }): string | undefined {
  return String(res.headers['content-security-policy'] ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors'));
}

beforeAll(async () => {
  // A built web app of one page, so the server answers /book/* with index.html as in production.
  const dist = mkdtempSync(join(tmpdir(), 'seaberth-widget-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  ctx = await createTestContext({ webDist: dist });
  admin = await ctx.adminToken();
}, 60_000);
afterAll(() => ctx?.close());

describe('widget configuration', () => {
  it('refuses allowed origins that are not a scheme, a host and a port', async () => {
    for (const origin of [
      'https://dive.example.com/book',
      'dive.example.com',
      'ftp://dive.example.com',
      'https://dive.example.com?x=1',
    ]) {
      const res = await call('POST', '/api/widget', { payload: { name: 'Bad', allowedOrigins: [origin] } });
      expect(res.statusCode, origin).toBe(400);
      expect(res.json().fields).toEqual([
        expect.objectContaining({
          path: 'allowedOrigins.0',
          message: 'Write an origin like https://dive.example.com (no path)',
        }),
      ]);
    }
  });

  it('stores a widget with its defaults, lists, changes and deletes it', async () => {
    const res = await call('POST', '/api/widget', {
      payload: {
        name: 'Reef trips',
        vessels: [vessel],
        tours: [tour],
        allowedOrigins: ['https://Dive.Example.com', 'http://localhost:8080'],
        currency: 'usd',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Reef trips',
      kind: 'trips',
      vessels: [vessel],
      tours: [tour],
      resorts: [],
      roomTypes: [],
      primaryColor: '#0b6e99',
      language: null,
      currency: 'USD',
      allowedOrigins: [DIVE, 'http://localhost:8080'],
      isActive: true,
    });

    const list = await call('GET', '/api/widget?search=reef');
    expect(list.json().data.map((w: { id: string }) => w.id)).toEqual([created.id]);

    const badColour = await call('POST', `/api/widget/${created.id}`, {
      payload: { version: created.version, primaryColor: 'blue' },
    });
    expect(badColour.statusCode).toBe(400);
    const changed = await call('POST', `/api/widget/${created.id}`, {
      payload: { version: created.version, primaryColor: '#123abc', language: 'de', kind: 'resort' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ primaryColor: '#123abc', language: 'de', kind: 'resort' });

    const duplicate = await call('POST', '/api/widget', { payload: { name: 'Reef trips' } });
    expect(duplicate.statusCode).toBe(409);

    expect((await call('DELETE', `/api/widget/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/widget/${created.id}`)).statusCode).toBe(404);
  });
});

describe('what an embedding website sees', () => {
  let dive: { id: string; version: number };
  let other: { id: string; version: number };
  let inactive: { id: string; version: number };

  beforeAll(async () => {
    dive = await createWidget({
      name: 'Dive site',
      vessels: [vessel],
      tours: [tour],
      primaryColor: '#aa3300',
      language: 'en',
      currency: 'EUR',
      allowedOrigins: [DIVE],
    });
    other = await createWidget({ name: 'Other site', kind: 'resort', allowedOrigins: [OTHER] });
    inactive = await createWidget({
      name: 'Old site',
      allowedOrigins: ['https://old.example.net'],
      isActive: false,
    });
  });

  it('answers an active widget’s public configuration without login, and 404 otherwise', async () => {
    const res = await call('GET', `/api/widget/${dive.id}/public`, { token: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: dive.id,
      kind: 'trips',
      vessels: [vessel],
      resorts: [],
      tours: [tour],
      roomTypes: [],
      primaryColor: '#aa3300',
      language: 'en',
      currency: 'EUR',
      // Not set on this widget: the resort's or vessel's way of paying applies.
      onlinePayment: 'asset',
    });
    for (const id of [inactive.id, randomUUID(), 'not-a-widget']) {
      const missing = await call('GET', `/api/widget/${id}/public`, { token: null });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().description).toBe('NOT_FOUND');
    }
  });

  it('gives the snippet to paste: one script tag at the public address', async () => {
    const res = await call('GET', `/api/widget/${dive.id}/snippet`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      html: `<script src="${ctx.config.publicUrl}/widget.js" data-seaberth-widget="${dive.id}" async></script>`,
    });
    expect((await call('GET', `/api/widget/${randomUUID()}/snippet`)).statusCode).toBe(404);
  });

  it('serves the script the snippet loads', async () => {
    const res = await call('GET', '/widget.js', { token: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toContain('data-seaberth-widget');
    expect(res.body).toContain("'seaberth:height'");
    expect(res.body).toContain('event.origin !== origin');
  });

  it('lets only the widget’s websites frame its booking page', async () => {
    const page = await call('GET', `/book/online?widget=${dive.id}`, { token: null });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const policy = String(page.headers['content-security-policy']);
    expect(frameAncestorsOf(page)).toBe(`frame-ancestors 'self' ${DIVE}`);
    // The rest of the policy is the app's own (http/security-headers.ts).
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain(OTHER);

    const resort = await call('GET', `/book/resort?widget=${other.id}&lang=de`, { token: null });
    expect(frameAncestorsOf(resort)).toBe(`frame-ancestors 'self' ${OTHER}`);

    for (const url of [`/book/online?widget=${inactive.id}`, '/book/online', '/book/online?widget=x']) {
      const res = await call('GET', url, { token: null });
      expect(frameAncestorsOf(res), url).toBe("frame-ancestors 'self'");
    }
    const backOffice = await call('GET', '/booking/list', { token: null });
    expect(frameAncestorsOf(backOffice)).toBe("frame-ancestors 'self'");
  });

  it('answers CORS for the configured origins only', async () => {
    const preflight = (origin: string) =>
      call('OPTIONS', '/api/book/booking/create', {
        token: null,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(DIVE);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(DIVE);
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(allowed.headers['access-control-allow-headers']).toBe('content-type');
    expect(allowed.headers.vary).toContain('Origin');
    for (const origin of ['https://evil.example', 'https://old.example.net', 'null']) {
      const refused = await preflight(origin);
      expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
    }

    const publicFrom = (origin: string) =>
      call('GET', `/api/widget/${dive.id}/public`, { token: null, headers: { origin } });
    const fromDive = await publicFrom(DIVE);
    expect(fromDive.statusCode).toBe(200);
    expect(fromDive.headers['access-control-allow-origin']).toBe(DIVE);
    expect(fromDive.headers.vary).toContain('Origin');
    expect((await publicFrom('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();

    // Errors of the booking API reach the embedded page too, so it can say what went wrong.
    const price = await call('POST', '/api/book/booking/price', {
      token: null,
      headers: { origin: OTHER },
      payload: {},
    });
    expect(price.headers['access-control-allow-origin']).toBe(OTHER);

    // The back office's API stays closed to other websites.
    const back = await call('GET', '/api/widget', { headers: { origin: DIVE } });
    expect(back.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('forgets an origin as soon as its widget is switched off', async () => {
    const off = await call('POST', `/api/widget/${other.id}`, {
      payload: { version: other.version, isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const res = await call('GET', `/api/widget/${dive.id}/public`, {
      token: null,
      headers: { origin: OTHER },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const page = await call('GET', `/book/resort?widget=${other.id}`, { token: null });
    expect(frameAncestorsOf(page)).toBe("frame-ancestors 'self'");
  });
});

describe('who may manage widgets', () => {
  it('lets widget.read read and copy the snippet but not create', async () => {
    const reader = await newUser(ctx, admin, 'widget-reader@test.local', ['widget.read']);
    const list = await call('GET', '/api/widget', { token: reader });
    expect(list.statusCode).toBe(200);
    const id = list.json().data[0].id as string;
    expect((await call('GET', `/api/widget/${id}/snippet`, { token: reader })).statusCode).toBe(200);
    const create = await call('POST', '/api/widget', { token: reader, payload: { name: 'Mine' } });
    expect(create.statusCode).toBe(403);
    const guest = await call('GET', `/api/widget/${id}/snippet`, { token: null });
    expect(guest.statusCode).toBe(401);
  });

  it('shows a user limited to one resort only widgets of that resort', async () => {
    const resort = randomUUID();
    const own = await createWidget({ name: 'Own resort', kind: 'resort', resorts: [resort] });
    const limited = await newUser(
      ctx,
      admin,
      'widget-resort@test.local',
      ['widget.read', 'widget.create', 'widget.update'],
      { resorts: [resort] },
    );
    const seen = (await call('GET', '/api/widget?size=0', { token: limited })).json().data;
    // Widgets naming no asset offer everything bookable and stay visible, as other asset-free rows.
    expect(seen.map((w: { name: string }) => w.name)).toContain('Own resort');
    expect(seen.some((w: { vessels: string[] }) => w.vessels.includes(vessel))).toBe(false);
    const vesselWidget = (await call('GET', '/api/widget?search=dive%20site')).json().data[0].id;
    expect((await call('GET', `/api/widget/${vesselWidget}`, { token: limited })).statusCode).toBe(404);
    const foreign = await call('POST', '/api/widget', {
      token: limited,
      payload: { name: 'Foreign', vessels: [vessel] },
    });
    expect(foreign.statusCode).toBe(403);
    const change = await call('POST', `/api/widget/${own.id}`, {
      token: limited,
      payload: { version: own.version, resorts: [resort, randomUUID()] },
    });
    expect(change.statusCode).toBe(403);
  });

  it('answers nothing while the feature is off', async () => {
    const id = (await call('GET', '/api/widget')).json().data[0].id as string;
    await ctx.services.settings.put('features', 'bookingWidget', 'false');
    try {
      expect((await call('GET', '/api/widget')).statusCode).toBe(404);
      expect((await call('GET', `/api/widget/${id}/public`, { token: null })).statusCode).toBe(404);
      expect((await call('GET', '/widget.js', { token: null })).statusCode).toBe(404);
    } finally {
      await ctx.services.settings.put('features', 'bookingWidget', 'true');
    }
  });
});
