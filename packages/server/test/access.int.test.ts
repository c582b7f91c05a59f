import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;

async function userWith(
  email: string,
  scope: string[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: {
      name: email,
      email,
      password: 'secret1',
      userType: 'employee',
      permissions: { scope },
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return (await ctx.login(email, 'secret1')).token;
}

beforeAll(async () => {
  ctx = await createTestContext();
  // A route of a feature-switched area, to prove the mechanism every area uses.
  ctx.app.get(
    '/api/pos-probe',
    { config: { access: { scopes: ['pos.read'], features: ['pos'] } } },
    async () => ({ ok: true }),
  );
  ctx.app.get('/api/explode', { config: { access: { scopes: [] } } }, async () => {
    throw new Error('secret internal detail');
  });
  admin = await ctx.adminToken();
});
afterAll(() => ctx.close());

describe('scopes', () => {
  it('answers a guest 401 and a user without the scope 403 FORBIDDEN_RESSOURCE', async () => {
    const guest = await ctx.request({ method: 'GET', url: '/api/users' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({
      statusCode: 401,
      description: 'UNAUTHORIZED',
      path: '/api/users',
      method: 'GET',
    });

    const reader = await userWith('reader@test.local', ['settings.read']);
    const forbidden = await ctx.request({ method: 'GET', url: '/api/users', token: reader });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      error: 'Forbidden',
      statusCode: 403,
      description: 'FORBIDDEN_RESSOURCE',
    });
    expect((await ctx.request({ method: 'GET', url: '/api/country', token: reader })).statusCode).toBe(200);
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: '/api/country',
          token: reader,
          payload: { code: 'DE', name: 'Germany' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('matches wildcard and dotless scopes by prefix', async () => {
    const wildcard = await userWith('wild@test.local', ['settings.*']);
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: '/api/country',
          token: wildcard,
          payload: { code: 'DE', name: 'Germany' },
        })
      ).statusCode,
    ).toBe(201);
    const dotless = await userWith('dotless@test.local', ['users']);
    expect((await ctx.request({ method: 'GET', url: '/api/users', token: dotless })).statusCode).toBe(200);
    const lookalike = await userWith('look@test.local', ['usersx.read']);
    expect((await ctx.request({ method: 'GET', url: '/api/users', token: lookalike })).statusCode).toBe(403);
  });

  it('grants the scopes of a role to its users', async () => {
    const role = (
      await ctx.request({
        method: 'POST',
        url: '/api/userrole',
        token: admin,
        payload: { name: 'Geo editors', group: 'Back office', scope: ['settings.read', 'settings.create'] },
      })
    ).json();
    const member = await userWith('member@test.local', [], { roles: [role.id] });
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: '/api/port',
          token: member,
          payload: { code: 'SOQ 1', name: 'Sorong' },
        })
      ).statusCode,
    ).toBe(201);
    // The app is told every scope the user holds, its roles' too, beside its own (none here).
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'member@test.local', password: 'secret1' },
    });
    expect(login.json().user).toMatchObject({
      permissions: { scope: [] },
      scopes: ['settings.read', 'settings.create'],
    });
    const self = await ctx.request({ method: 'GET', url: '/api/users/self', token: member });
    expect(self.json().scopes).toEqual(['settings.read', 'settings.create']);
    const groups = await ctx.request({ method: 'GET', url: '/api/userrole/groups', token: admin });
    expect(groups.json()).toEqual(['Back office']);
  });

  it('lets only an administrator hand out administrator rights', async () => {
    const manager = await userWith('manager@test.local', ['users.*']);
    const escalate = await ctx.request({
      method: 'POST',
      url: '/api/users',
      token: manager,
      payload: { name: 'Boss', email: 'boss@test.local', userType: 'admin' },
    });
    expect(escalate.statusCode).toBe(403);
    const viaScope = await ctx.request({
      method: 'POST',
      url: '/api/users',
      token: manager,
      payload: { name: 'Boss', email: 'boss@test.local', permissions: { scope: ['admin'] } },
    });
    expect(viaScope.statusCode).toBe(403);
    const fine = await ctx.request({
      method: 'POST',
      url: '/api/users',
      token: manager,
      payload: { name: 'Clerk', email: 'clerk@test.local' },
    });
    expect(fine.statusCode).toBe(201);
  });

  it('keeps server secrets out of the settings API', async () => {
    const list = await ctx.request({ method: 'GET', url: '/api/settings?size=0', token: admin });
    expect(JSON.stringify(list.json())).not.toContain('jwtSecret');
    expect(
      (await ctx.request({ method: 'GET', url: '/api/settings/group/system', token: admin })).statusCode,
    ).toBe(403);
    const write = await ctx.request({
      method: 'POST',
      url: '/api/settings',
      token: admin,
      payload: { group: 'system', key: 'jwtSecret', value: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('keeps the mail server password out of the key/value settings and the setting groups', async () => {
    await ctx.services.settings.put('mail', 'smtpUrl', 'smtp://mailer:s3cret@mail.test.local:587');
    await ctx.services.settings.put('mail', 'from', 'desk@test.local');
    const reader = await userWith('settings-reader@test.local', ['settings.read']);
    for (const token of [admin, reader]) {
      const list = await ctx.request({ method: 'GET', url: '/api/settings?size=0', token });
      expect(list.statusCode).toBe(200);
      expect(JSON.stringify(list.json())).not.toContain('s3cret');
      const group = await ctx.request({ method: 'GET', url: '/api/settings/group/mail', token });
      expect(group.json()).toMatchObject({ from: 'desk@test.local' });
      expect(group.json()).not.toHaveProperty('smtpUrl');
    }
    const overwrite = await ctx.request({
      method: 'POST',
      url: '/api/settings',
      token: admin,
      payload: { group: 'mail', key: 'smtpUrl', value: 'smtp://evil.test.local' },
    });
    expect(overwrite.statusCode).toBe(403);
    expect(await ctx.services.settings.get('mail', 'smtpUrl')).toBe(
      'smtp://mailer:s3cret@mail.test.local:587',
    );
  });

  it('locks out an account switched to inactive at once', async () => {
    const token = await userWith('leaver@test.local', ['settings.read']);
    const me = (await ctx.request({ method: 'GET', url: '/api/users/self', token })).json();
    await ctx.request({
      method: 'POST',
      url: `/api/users/${me.id}`,
      token: admin,
      payload: { version: me.version, userType: 'inactive' },
    });
    expect((await ctx.request({ method: 'GET', url: '/api/country', token })).statusCode).toBe(401);
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'leaver@test.local', password: 'secret1' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('feature flags', () => {
  it('answers 404 for an endpoint of a switched-off feature and serves it when on', async () => {
    const pos = await userWith('pos@test.local', ['pos.read']);
    expect((await ctx.request({ method: 'GET', url: '/api/pos-probe', token: pos })).statusCode).toBe(200);
    await ctx.request({
      method: 'POST',
      url: '/api/settings',
      token: admin,
      payload: { group: 'features', key: 'pos', value: 'false' },
    });
    const off = await ctx.request({ method: 'GET', url: '/api/pos-probe', token: pos });
    expect(off.statusCode).toBe(404);
    expect(off.json().description).toBe('FEATURE_DISABLED');
    const boot = (await ctx.request({ method: 'GET', url: '/api/bootstrap', token: pos })).json();
    expect(boot.features.pos).toBe(false);
  });
});

describe('error shapes', () => {
  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/country',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"code": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ description: 'INVALID_JSON', path: '/api/country', method: 'POST' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/textblock',
      token: admin,
      payload: { name: 'big', text: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().description).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown route with the 404 shape', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found', description: 'NOT_FOUND', statusCode: 404 });
  });

  it('answers an unexpected failure with 500 without leaking internals', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ description: 'INTERNAL_ERROR', statusCode: 500 });
    expect(res.body).not.toContain('secret internal detail');
  });
});

describe('bootstrap and documentation', () => {
  it('answers every bootstrap field of the spec, in the requested language', async () => {
    await ctx.request({
      method: 'POST',
      url: '/api/translation',
      token: admin,
      payload: { lang: 'de', key: 'home.greeting', value: 'Moin' },
    });
    await ctx.request({
      method: 'POST',
      url: '/api/currency',
      token: admin,
      payload: { code: 'EUR', name: 'Euro', exchangeRate: '1' },
    });
    const res = await ctx.request({
      method: 'GET',
      url: '/api/bootstrap',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const fields =
      'messages lang countries settingTypes systems defaultCurrency onlineCurrency baseOnsiteCurrency assets allowCustomerBooking allowAgencyBooking exchangeRates supportedCurrencies maxGuestFormFileSizeinKb displayCurrencies version diskSize totalSize langs gfLangs invoiceLangs features userTypes notifications actionStates logoUrl priceCategoryCalculationTypes priceCategoryTypes timezone viewConfig'.split(
        ' ',
      );
    for (const field of fields) expect(body, field).toHaveProperty(field);
    expect(body).toMatchObject({
      lang: 'de',
      messages: { 'home.greeting': 'Moin' },
      defaultCurrency: 'EUR',
      exchangeRates: { EUR: '1' },
      maxGuestFormFileSizeinKb: 256,
      timezone: 'Europe/Berlin',
      viewConfig: { financeReports: true, bookingReports: true, diveReports: true },
    });
    expect(Object.keys(body.features)).toHaveLength(18);
    expect(body.version).toHaveProperty('version');
    expect(body.diskSize).toBeGreaterThan(0);
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/token', '/api/country', '/api/country/{id}', '/api/bootstrap']),
    );
  });

  it('answers /version', async () => {
    const res = await ctx.request({ method: 'GET', url: '/version' });
    expect(res.json()).toEqual({ version: expect.any(String), time: expect.any(String) });
  });
});

describe('serving the web app', () => {
  it('answers client-side routes with their page (index.html or book.html) and unknown API paths with the JSON 404', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dist = mkdtempSync(join(tmpdir(), 'seaberth-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'book.html'), '<!doctype html><div id="root" data-entry="book"></div>');
    const web = await createTestContext({ webDist: dist });
    try {
      const page = await web.request({ method: 'GET', url: '/booking/list' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="root"');
      expect(page.body).not.toContain('data-entry="book"');
      // The public booking pages have their own light entry; the customer's /book stays in the app.
      for (const url of ['/book/online', '/book/resort-v2/', '/payment/success?booking=1&token=x']) {
        const booking = await web.request({ method: 'GET', url });
        expect(booking.statusCode, url).toBe(200);
        expect(booking.body, url).toContain('data-entry="book"');
      }
      const customer = await web.request({ method: 'GET', url: '/book' });
      expect(customer.body).not.toContain('data-entry="book"');
      const api = await web.request({ method: 'GET', url: '/api/missing' });
      expect(api.statusCode).toBe(404);
      expect(api.json().description).toBe('NOT_FOUND');
    } finally {
      await web.close();
    }
  });
});

describe('database connection loss', () => {
  it('keeps serving when PostgreSQL closes idle connections', async () => {
    if (!ctx.config.databaseUrl) return; // PGlite runs in-process: no connection to lose
    const { default: pg } = await import('pg');
    const url = new URL(ctx.config.databaseUrl);
    const killer = new pg.Client({ connectionString: ctx.config.databaseUrl });
    await killer.connect();
    await killer.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [url.pathname.slice(1)],
    );
    await killer.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await ctx.request({ method: 'GET', url: '/api/country', token: admin });
    expect(res.statusCode, res.body).toBe(200);
  });
});
