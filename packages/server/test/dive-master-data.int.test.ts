import type { ScubaDatesDiveSites } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The dive centre's master data (issue 34): dive sites, dive types and dive boats as standard
 * resources behind feature diveLog, and the planning defaults with the sites to pick.
 */
let ctx: TestContext;
let admin: string;
let resort: string;
let vessel: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

async function create(path: string, payload: Record<string, unknown>, token = admin) {
  const res = await call('POST', `/api/${path}`, payload, token);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json() as { id: string; version: number } & Record<string, unknown>;
}

const names = async (url: string, token = admin) => {
  const res = await call('GET', url, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { name: string }[]).map((row) => row.name);
};

const userWith = (email: string, scope: string[], extra: Record<string, unknown> = {}) =>
  newUser(ctx, admin, email, scope, extra);

async function switchDiveLog(on: boolean) {
  await ctx.services.settings.put('features', 'diveLog', String(on));
  ctx.services.settings.invalidate();
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  resort = (await create('resort', { name: 'Coral Garden' })).id;
  vessel = (await create('vessel', { name: 'Sea Whisper' })).id;
}, 60_000);
afterAll(() => ctx?.close());

describe('dive sites', () => {
  it('are created, listed, searched, sorted, changed and deleted', async () => {
    const batu = await create('divesite', {
      name: 'Batu Bolong',
      area: 'Central Komodo',
      position: { lat: -8.539, lng: 119.623 },
      depthMin: 5,
      depthMax: 40,
      level: 'advancedOpenWater',
      minDives: 30,
      currentNotes: 'Strong currents split at the rock.',
      entryNotes: 'Negative entry on the south side.',
    });
    // What was not sent has its default: open water, no photos, shared by resort and vessel.
    expect(batu).toMatchObject({
      position: { lat: -8.539, lng: 119.623 },
      depthMax: 40,
      level: 'advancedOpenWater',
      images: [],
      resort: null,
      vessel: null,
      isActive: true,
    });
    await create('divesite', { name: 'Manta Point', area: 'Central Komodo', depthMin: 3, depthMax: 15 });
    await create('divesite', { name: 'Castle Rock', area: 'North Komodo', depthMax: 35 });
    await create('divesite', { name: 'House Reef', area: 'Labuan Bajo', level: 'none', resort });

    expect(await names('/api/divesite')).toEqual(['Batu Bolong', 'Castle Rock', 'House Reef', 'Manta Point']);
    expect(await names('/api/divesite?search=komodo')).toEqual(['Batu Bolong', 'Castle Rock', 'Manta Point']);
    // Shallowest first; a site of unknown depth comes last.
    expect(await names('/api/divesite?sort=depthMax&order=1')).toEqual([
      'Manta Point',
      'Castle Rock',
      'Batu Bolong',
      'House Reef',
    ]);
    const levels = encodeURIComponent(JSON.stringify({ level: 'none' }));
    expect(await names(`/api/divesite?filter=${levels}`)).toEqual(['House Reef']);

    const moved = await call('POST', `/api/divesite/${batu.id}`, {
      version: batu.version,
      position: { lat: -8.5387, lng: 119.6233 },
      isActive: false,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The fields not sent stay as they were.
    expect(moved.json()).toMatchObject({
      position: { lat: -8.5387, lng: 119.6233 },
      isActive: false,
      depthMax: 40,
      minDives: 30,
    });
    const stale = await call('POST', `/api/divesite/${batu.id}`, { version: batu.version, area: 'x' });
    expect(stale.statusCode).toBe(409);

    const gone = await call('DELETE', `/api/divesite/${batu.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await call('GET', `/api/divesite/${batu.id}`)).statusCode).toBe(404);
  });

  it('refuses what a site cannot be, in the error shape of SPEC §8', async () => {
    const res = await call('POST', '/api/divesite', {
      name: 'Nowhere',
      position: { lat: 95, lng: 119 },
      depthMin: 30,
      depthMax: 10,
      level: 'wizard',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      error: 'Bad Request',
      statusCode: 400,
      description: 'VALIDATION_ERROR',
      path: '/api/divesite',
      method: 'POST',
    });
    expect(typeof body.timestamp).toBe('string');
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['level', 'position.lat']);

    // The depths are judged together once each is right on its own.
    const deep = await call('POST', '/api/divesite', { name: 'Upside down', depthMin: 30, depthMax: 10 });
    expect(deep.statusCode).toBe(400);
    // The web words it from the code, in the user's language.
    expect(deep.json().fields).toEqual([
      {
        path: 'depthMax',
        code: 'diveDepthOrder',
        message: 'The deepest point must not be shallower than the shallowest',
      },
    ]);
    const both = await call('POST', '/api/divesite', { name: 'Both', resort, vessel });
    expect(both.json().fields[0].path).toBe('resort');

    await create('divesite', { name: 'Twin Peaks', vessel });
    const twice = await call('POST', '/api/divesite', { name: 'Twin Peaks', vessel });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().description).toBe('DUPLICATE');
    // The same name at another asset is another site.
    await create('divesite', { name: 'Twin Peaks', resort });
  });
});

describe('dive types', () => {
  it('name their kind and the product they charge', async () => {
    const product = await create('product', { name: 'Boat dive', amount: 4500, addRule: 'PerDive' });
    const boat = await create('divetype', {
      name: 'Boat dive',
      publicName: { de: 'Bootstauchgang', en: 'Boat dive' },
      kind: 'boat',
      product: product.id,
    });
    expect(boat).toMatchObject({ kind: 'boat', product: product.id, isActive: true });
    await create('divetype', { name: 'Night dive', kind: 'night' });
    await create('divetype', { name: 'Nitrox dive', kind: 'nitrox' });
    expect(await names('/api/divetype?sort=name&order=-1')).toEqual([
      'Nitrox dive',
      'Night dive',
      'Boat dive',
    ]);
    expect(await names('/api/divetype?search=NIGHT')).toEqual(['Night dive']);

    const renamed = await call('POST', `/api/divetype/${boat.id}`, {
      version: boat.version,
      name: 'Day boat dive',
    });
    expect(renamed.json()).toMatchObject({ name: 'Day boat dive', kind: 'boat', product: product.id });

    const bad = await call('POST', '/api/divetype', { name: 'Cave', kind: 'cave', product: 'no-id' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['kind', 'product']);

    // A deleted product leaves the type charging nothing rather than taking it along.
    expect((await call('DELETE', `/api/product/${product.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/divetype/${boat.id}`)).json().product).toBeNull();
    expect((await call('DELETE', `/api/divetype/${boat.id}`)).statusCode).toBe(204);
    expect(await names('/api/divetype')).toEqual(['Night dive', 'Nitrox dive']);
  });
});

describe('dive boats', () => {
  it('carry seats and tanks and belong to one resort or one vessel', async () => {
    const explorer = await create('diveboat', { name: 'Komodo Explorer', seats: 20, tanks: 45, resort });
    await create('diveboat', { name: 'Sea Whisper tender', seats: 10, tanks: 24, vessel });
    expect(await names('/api/diveboat?sort=seats&order=1')).toEqual([
      'Sea Whisper tender',
      'Komodo Explorer',
    ]);
    expect(await names('/api/diveboat?search=tender')).toEqual(['Sea Whisper tender']);

    const orphan = await call('POST', '/api/diveboat', { name: 'Drifting', seats: 0 });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().fields.map((f: { path: string }) => f.path)).toEqual(['seats', 'resort']);
    const nowhere = await call('POST', '/api/diveboat', { name: 'Drifting', seats: 8 });
    expect(nowhere.json().fields).toEqual([
      {
        path: 'resort',
        code: 'diveBoatOneAsset',
        message: 'A dive boat belongs to exactly one resort or one vessel',
      },
    ]);

    const bigger = await call('POST', `/api/diveboat/${explorer.id}`, {
      version: explorer.version,
      seats: 24,
    });
    expect(bigger.json()).toMatchObject({ seats: 24, tanks: 45, resort });
    expect((await call('DELETE', `/api/diveboat/${explorer.id}`)).statusCode).toBe(204);
    expect(await names('/api/diveboat')).toEqual(['Sea Whisper tender']);
  });
});

describe('who may see and change the dive master data', () => {
  it('answers 403 without the scope, and lets planners read sites but not change them', async () => {
    const office = await userWith('office@dive.test', ['bookings.read']);
    for (const base of ['divesite', 'divetype', 'diveboat']) {
      const res = await call('GET', `/api/${base}`, undefined, office);
      expect(res.statusCode, base).toBe(403);
      expect(res.json().description).toBe('FORBIDDEN_RESSOURCE');
    }
    expect((await call('GET', '/api/settings/scubaDatesDiveSites', undefined, office)).statusCode).toBe(403);

    const planner = await userWith('planner@dive.test', ['diveplan.read']);
    expect((await call('GET', '/api/divesite', undefined, planner)).statusCode).toBe(200);
    const write = await call('POST', '/api/divesite', { name: 'Secret spot' }, planner);
    expect(write.statusCode).toBe(403);

    const manager = await userWith('manager@dive.test', ['divesite.*']);
    const site = await create('divesite', { name: 'Manager reef' }, manager);
    expect((await call('DELETE', `/api/divesite/${site.id}`, undefined, manager)).statusCode).toBe(204);
    expect((await call('GET', '/api/divetype', undefined, manager)).statusCode).toBe(403);
  });

  it('shows a user limited to the vessel its sites and the shared ones, not the resort’s', async () => {
    const crew = await userWith('crew@dive.test', ['divesite.read'], { vessels: [vessel], resorts: [] });
    const seen = await names('/api/divesite?size=0', crew);
    expect(seen).toContain('Twin Peaks');
    expect(seen).toContain('Castle Rock');
    expect(seen).not.toContain('House Reef');
    const choices = (await call('GET', '/api/settings/scubaDatesDiveSites', undefined, crew)).json();
    expect(choices.diveSites.map((s: { name: string }) => s.name)).not.toContain('House Reef');
  });

  it('answers as SPEC does for a switched-off area: 404 FEATURE_DISABLED, back once on', async () => {
    await switchDiveLog(false);
    try {
      for (const url of [
        '/api/divesite',
        '/api/divetype',
        '/api/diveboat',
        '/api/settings/scubaDatesDiveSites',
      ]) {
        const res = await call('GET', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().description).toBe('FEATURE_DISABLED');
      }
      const write = await call('POST', '/api/divesite', { name: 'While off' });
      expect(write.statusCode).toBe(404);
    } finally {
      await switchDiveLog(true);
    }
    expect((await call('GET', '/api/divesite')).statusCode).toBe(200);
  });
});

describe('GET /api/settings/scubaDatesDiveSites', () => {
  it('gives the planning defaults of SPEC §9 and the active sites to pick, by area', async () => {
    const res = await call('GET', '/api/settings/scubaDatesDiveSites');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ScubaDatesDiveSites;
    expect(answer).toMatchObject({ divesPerDay: 3, daysWithoutDives: 3 });
    // Batu Bolong was deleted and inactive sites are not offered.
    expect(answer.diveSites.map((s) => `${s.area}: ${s.name}`)).toEqual([
      ': Twin Peaks',
      ': Twin Peaks',
      'Central Komodo: Manta Point',
      'Labuan Bajo: House Reef',
      'North Komodo: Castle Rock',
    ]);
    expect(answer.diveSites.find((s) => s.name === 'Manta Point')).toMatchObject({
      level: 'openWater',
      depthMin: 3,
      depthMax: 15,
      position: null,
    });
  });

  it('follows the operator’s dive settings, which keep to their bounds', async () => {
    const set = (key: string, value: string) => call('POST', '/api/settings', { group: 'dive', key, value });
    expect((await set('divesPerDay', '4')).statusCode).toBe(201);
    expect((await set('daysWithoutDives', '2')).statusCode).toBe(201);
    const tooMany = await set('divesPerDay', '40');
    expect(tooMany.statusCode).toBe(400);
    const answer = (await call('GET', '/api/settings/scubaDatesDiveSites')).json();
    expect(answer).toMatchObject({ divesPerDay: 4, daysWithoutDives: 2 });
  });
});
