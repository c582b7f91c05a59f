import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.adminToken();
  // 30 countries with predictable names: C00 … C29, codes AA … BD.
  for (let i = 0; i < 30; i++) {
    const code = String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26));
    const res = await ctx.request({
      method: 'POST',
      url: '/api/country',
      token,
      payload: { code, name: `C${String(i).padStart(2, '0')}`, callingCodes: [`+${i + 1}`] },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => ctx.close());

const list = (query: string) =>
  ctx.request({ method: 'GET', url: `/api/country?${query}`, token }).then((r) => r.json());

describe('paging object', () => {
  it('pages with the default size 25 and reports the total', async () => {
    const first = await list('');
    expect(first.data).toHaveLength(25);
    expect(first).toMatchObject({ total: 30, page: 0, size: 25 });
    const second = await list('page=1');
    expect(second.data.map((c: { name: string }) => c.name)).toEqual(['C25', 'C26', 'C27', 'C28', 'C29']);
    expect(second.total).toBe(30);
  });

  it('returns all rows for size 0', async () => {
    const all = await list('size=0');
    expect(all.data).toHaveLength(30);
    expect(all.total).toBe(30);
  });

  it('sorts by a field in both orders', async () => {
    const desc = await list('sort=name&order=-1&size=3');
    expect(desc.data.map((c: { name: string }) => c.name)).toEqual(['C29', 'C28', 'C27']);
    const asc = await list('sort=code&order=1&size=2');
    expect(asc.data.map((c: { code: string }) => c.code)).toEqual(['AA', 'AB']);
  });

  it('searches case-insensitively and filters by JSON', async () => {
    const found = await list('search=c1');
    expect(found.total).toBe(10);
    const filtered = await list(`filter=${encodeURIComponent(JSON.stringify({ code: ['AA', 'AC'] }))}`);
    expect(filtered.data.map((c: { code: string }) => c.code)).toEqual(['AA', 'AC']);
    const inArray = await list(`filter=${encodeURIComponent(JSON.stringify({ callingCodes: '+3' }))}`);
    expect(inArray.data.map((c: { name: string }) => c.name)).toEqual(['C02']);
    const literal = await list(`search=${encodeURIComponent('%')}`);
    expect(literal.total).toBe(0);
  });

  it('refuses unknown sort and filter fields and bad paging values with field errors', async () => {
    for (const query of [
      'sort=passwordHash',
      'filter=%7B%22nope%22%3A1%7D',
      'filter=notjson',
      'size=-1',
      'order=2',
      'page=x',
    ]) {
      const res = await ctx.request({ method: 'GET', url: `/api/country?${query}`, token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().description).toBe('VALIDATION_ERROR');
    }
  });
});

describe('CSV export', () => {
  it('downloads every matching row as CSV with a header', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/country/listCSV?search=C0&sort=name', token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('country.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,code,name,callingCodes');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(/,AA,C00,\+1$/);
  });
});

describe('create, read, update, copy, delete', () => {
  it('creates with defaults and validates with field paths', async () => {
    const bad = await ctx.request({
      method: 'POST',
      url: '/api/port',
      token,
      payload: { code: 'TOOLONG 123456', name: '' },
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body).toMatchObject({
      error: 'Bad Request',
      statusCode: 400,
      description: 'VALIDATION_ERROR',
      method: 'POST',
      path: '/api/port',
    });
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['code', 'name']);
    expect(typeof body.timestamp).toBe('string');

    const ok = await ctx.request({
      method: 'POST',
      url: '/api/port',
      token,
      payload: { code: 'LBJ 1', name: 'Labuan Bajo' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ code: 'LBJ 1', destination: '', version: 1 });
  });

  it('refuses a duplicate with 409 naming the field', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/country',
      token,
      payload: { code: 'aa', name: 'Again' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ description: 'DUPLICATE', fields: [{ path: 'code' }] });
  });

  it('updates with the edited version and refuses a stale one', async () => {
    const created = (
      await ctx.request({
        method: 'POST',
        url: '/api/currency',
        token,
        payload: { code: 'usd', name: 'US Dollar', exchangeRate: '1.08' },
      })
    ).json();
    expect(created).toMatchObject({ code: 'USD', decimals: 2, active: true });

    const first = await ctx.request({
      method: 'POST',
      url: `/api/currency/${created.id}`,
      token,
      payload: { version: created.version, exchangeRate: '1.10' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ exchangeRate: '1.10', name: 'US Dollar', version: 2 });

    // A second editor still holding version 1 must not overwrite the first one's change.
    const stale = await ctx.request({
      method: 'POST',
      url: `/api/currency/${created.id}`,
      token,
      payload: { version: created.version, exchangeRate: '0.5' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().description).toBe('STALE_VERSION');
    const current = (await ctx.request({ method: 'GET', url: `/api/currency/${created.id}`, token })).json();
    expect(current.exchangeRate).toBe('1.10');

    const noVersion = await ctx.request({
      method: 'POST',
      url: `/api/currency/${created.id}`,
      token,
      payload: { exchangeRate: '2' },
    });
    expect(noVersion.statusCode).toBe(400);
    const viaHeader = await ctx.request({
      method: 'POST',
      url: `/api/currency/${created.id}`,
      token,
      headers: { 'if-match': '2' },
      payload: { exchangeRate: '1.2' },
    });
    expect(viaHeader.json().version).toBe(3);

    const invalidRate = await ctx.request({
      method: 'POST',
      url: `/api/currency/${created.id}`,
      token,
      payload: { version: 3, exchangeRate: '-1' },
    });
    expect(invalidRate.statusCode).toBe(400);
    expect(invalidRate.json().fields[0].path).toBe('exchangeRate');
  });

  it('lets exactly one of two concurrent saves of the same version win', async () => {
    const created = (
      await ctx.request({ method: 'POST', url: '/api/destination', token, payload: { name: 'Raja Ampat' } })
    ).json();
    const saves = await Promise.all(
      ['first', 'second'].map((d) =>
        ctx.request({
          method: 'POST',
          url: `/api/destination/${created.id}`,
          token,
          payload: { version: 1, description: d },
        }),
      ),
    );
    expect(saves.map((s) => s.statusCode).sort()).toEqual([200, 409]);
  });

  it('copies a record, suffixing its unique name, and applies overrides', async () => {
    const source = (
      await ctx.request({
        method: 'POST',
        url: '/api/destination',
        token,
        payload: { name: 'Komodo', country: 'id' },
      })
    ).json();
    const copy = await ctx.request({ method: 'POST', url: `/api/destination/${source.id}/copy`, token });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Komodo (copy)', country: 'ID', version: 1 });
    expect(copy.json().id).not.toBe(source.id);
    const country = (await list('filter=%7B%22code%22%3A%22AA%22%7D')).data[0];
    const withOverride = await ctx.request({
      method: 'POST',
      url: `/api/country/${country.id}/copy`,
      token,
      payload: { code: 'ZZ' },
    });
    expect(withOverride.json()).toMatchObject({ code: 'ZZ', name: 'C00' });
  });

  it('deletes, then answers 404 for the record and for malformed ids', async () => {
    const created = (
      await ctx.request({
        method: 'POST',
        url: '/api/airline',
        token,
        payload: { code: 'ga', name: 'Garuda' },
      })
    ).json();
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/airline/${created.id}`, token })).statusCode,
    ).toBe(204);
    const gone = await ctx.request({ method: 'GET', url: `/api/airline/${created.id}`, token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().description).toBe('NOT_FOUND');
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/airline/${created.id}`, token })).statusCode,
    ).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/airline/not-a-uuid', token })).statusCode).toBe(
      404,
    );
  });
});

describe('users through the generic layer', () => {
  it('creates a user whose password works and is never sent back', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/users',
      token,
      payload: { name: 'Rita', email: 'Rita@Test.Local', userType: 'employee', password: 'rita-pw' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('passwordHash');
    expect(res.json()).not.toHaveProperty('password');
    expect(res.json().email).toBe('rita@test.local');
    const login = await ctx.login('rita@test.local', 'rita-pw');
    expect(login.user.name).toBe('Rita');
    const listed = await ctx.request({ method: 'GET', url: '/api/users?search=rita', token });
    expect(JSON.stringify(listed.json())).not.toContain('scrypt');

    const updated = await ctx.request({
      method: 'POST',
      url: `/api/users/${res.json().id}`,
      token,
      payload: { version: 1, phone: '+49 1' },
    });
    expect(updated.statusCode).toBe(200);
    // Saving without a password keeps the old one.
    expect((await ctx.login('rita@test.local', 'rita-pw')).user.phone).toBe('+49 1');
  });

  it('lets an administrator set a password only when the e-mail matches', async () => {
    const user = (
      await ctx.request({
        method: 'POST',
        url: '/api/users',
        token,
        payload: { name: 'Pat', email: 'pat@test.local', password: 'first' },
      })
    ).json();
    const mismatch = await ctx.request({
      method: 'POST',
      url: `/api/users/${user.id}/password`,
      token,
      payload: { email: 'x@test.local', password: 'second' },
    });
    expect(mismatch.statusCode).toBe(400);
    const ok = await ctx.request({
      method: 'POST',
      url: `/api/users/${user.id}/password`,
      token,
      payload: { email: 'pat@test.local', password: 'second', keepStatus: true },
    });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.login('pat@test.local', 'second')).user.email).toBe('pat@test.local');
  });
});

describe('clearing optional values', () => {
  it('clears a field set to null and keeps the others', async () => {
    const created = (
      await ctx.request({
        method: 'POST',
        url: '/api/airport',
        token,
        payload: { code: 'dps', name: 'Denpasar', country: 'ID', city: 'Bali' },
      })
    ).json();
    const cleared = await ctx.request({
      method: 'POST',
      url: `/api/airport/${created.id}`,
      token,
      payload: { version: 1, country: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ code: 'DPS', city: 'Bali', country: null });
  });
});

describe('labels of references by id', () => {
  it('lists just the records of an id list, a page of 100 ids included (the web app labels large resources so)', async () => {
    const all = await list('size=0');
    const ids = all.data.slice(3, 6).map((c: { id: string }) => c.id);
    const strangers = Array.from(
      { length: 97 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const filter = encodeURIComponent(JSON.stringify({ id: [...ids, ...strangers] }));
    const found = await list(`page=0&size=100&filter=${filter}`);
    expect(found.data.map((c: { id: string }) => c.id).sort()).toEqual([...ids].sort());
    expect(found.total).toBe(3);
  });
});
