import { type Calculation, type PriceList, quote, type QuoteDraft } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, pricingWorld } from './pricing-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { testLater, testNow } from './test-clock.ts';

let ctx: TestContext;
let admin: string;
let world: Awaited<ReturnType<typeof pricingWorld>>;

const get = (url: string, token = admin, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'GET', url, token, headers });
const post = (url: string, payload: unknown, token = admin, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'POST', url, token, payload: payload as object, headers });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await pricingWorld(ctx, admin);
});
afterAll(() => ctx.close());

const exampleOne = (): Record<string, unknown> => ({
  asset: { kind: 'resort', id: world.resort.id },
  rooms: [{ roomType: world.standard.id, room: world.room.id, name: 'R1', beds: [guest(1), guest(2)] }],
  dates: { from: '2027-06-28', to: '2027-07-03' },
  bookingDate: '2027-01-10',
  source: 'direct',
  currency: 'EUR',
});

describe('price lists through the generic layer', () => {
  it('creates a list as a draft by default, with an id on every entry', async () => {
    const res = await post('/api/price', {
      name: 'Draft list',
      resort: world.resort.id,
      entries: [{ roomType: world.standard.id, amount: 5000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = res.json();
    expect(list).toMatchObject({ status: 'draft', calculationType: 'unit', version: 1, currencies: ['EUR'] });
    expect(list.entries[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(world.list.entries.every((e: { id?: string }) => e.id)).toBe(true);
  });

  it('updates with the version it edited, keeps entry ids, and refuses a stale version with 409', async () => {
    const { list } = world;
    const entries = [
      ...list.entries,
      { roomType: world.deluxe.id, season: 'Low', noOfPax: 1, amount: 13000 },
    ];
    const res = await post(`/api/price/${list.id}`, { version: list.version, entries, internalId: 'R27' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json();
    expect(updated.version).toBe(list.version + 1);
    expect(updated.entries.slice(0, 6).map((e: { id: string }) => e.id)).toEqual(
      list.entries.map((e: { id: string }) => e.id),
    );
    expect(updated.entries[6].id).toMatch(/^[0-9a-f-]{36}$/);
    const stale = await post(`/api/price/${list.id}`, { version: list.version, name: 'Lost change' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ description: 'STALE_VERSION', statusCode: 409, method: 'POST' });
    world.list = updated;
  });

  it('lists, exports CSV, copies with fresh entry ids, refuses a duplicate name, deletes', async () => {
    const filter = encodeURIComponent(JSON.stringify({ resort: world.resort.id, status: 'active' }));
    const list = (await get(`/api/price?filter=${filter}`)).json();
    expect(list.data.map((l: { name: string }) => l.name)).toEqual(['Resort 2027']);
    const csv = await get('/api/price/listCSV');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Resort 2027');
    const copy = await post(`/api/price/${world.list.id}/copy`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().name).toBe('Resort 2027 (copy)');
    const copiedIds = copy.json().entries.map((e: { id: string }) => e.id);
    expect(copiedIds.some((id: string) => world.list.entries.some((e: { id: string }) => e.id === id))).toBe(
      false,
    );
    const clash = await post('/api/price', { name: 'Resort 2027', resort: world.resort.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      description: 'DUPLICATE',
      fields: [{ path: 'name' }, { path: 'resort' }, { path: 'vessel' }],
    });
    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/price/${copy.json().id}`,
      token: admin,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('answers validation errors in the SPEC §8 shape with the fields to fix', async () => {
    const res = await post('/api/price', {
      name: '',
      entries: [{ amount: 12.5 }],
      periods: [{ season: 'x', from: '2027-02-01', to: '2027-01-01' }],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      error: 'Bad Request',
      description: 'VALIDATION_ERROR',
      statusCode: 400,
      path: '/api/price',
    });
    expect(body.timestamp).toBeTypeOf('string');
    const paths = body.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'entries.0.amount', 'periods.0.to']));
  });

  it('serves the other pricing resources at the SPEC paths', async () => {
    for (const name of ['pricevariant', 'supplements', 'specials', 'specialsgroup', 'terms', 'commission']) {
      const res = await get(`/api/${name}`);
      expect(res.statusCode, name).toBe(200);
    }
    expect((await get('/api/specials?size=0')).json().total).toBe(3);
    const variant = await post('/api/pricevariant', { name: 'Single use', surcharge: 50 });
    expect(variant.statusCode, variant.body).toBe(201);
    const commission = await post('/api/commission', { name: 'Agency standard', percent: 15 });
    expect(commission.json()).toMatchObject({ percent: 15 });
  });
});

describe('supplements are cached by ETag', () => {
  it('answers 304 for an unchanged list and a new tag after a write', async () => {
    const first = await get('/api/supplements');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^".+"$/);
    const again = await get('/api/supplements', admin, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await post('/api/supplements', {
      name: 'Equipment',
      resort: world.resort.id,
      amount: 2500,
      addRule: 'PerDay',
    });
    const changed = await get('/api/supplements', admin, { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json().total).toBe(2);
  });
});

describe('who may see and change prices', () => {
  let limited: string;
  let booker: string;

  beforeAll(async () => {
    const other = await world.create('resort', { name: 'Other Lodge' });
    await world.create('users', {
      name: 'Other pricer',
      email: 'pricer@test.local',
      password: 'secret1',
      userType: 'employee',
      resorts: [other.id],
      permissions: { scope: ['price.*', 'resort.read'] },
    });
    await world.create('users', {
      name: 'Booker',
      email: 'booker@test.local',
      password: 'secret1',
      userType: 'employee',
      permissions: { scope: ['bookings.*'] },
    });
    limited = (await ctx.login('pricer@test.local', 'secret1')).token;
    booker = (await ctx.login('booker@test.local', 'secret1')).token;
  });

  it('hides the price lists of resorts a user is not limited to, and refuses writes there', async () => {
    expect((await get('/api/price?size=0', limited)).json().total).toBe(0);
    expect((await get(`/api/price/${world.list.id}`, limited)).statusCode).toBe(404);
    const entryId = world.list.entries[0].id;
    expect((await get(`/api/price/entry/${entryId}`, limited)).statusCode).toBe(404);
    const res = await post('/api/price', { name: 'Sneaky', resort: world.resort.id }, limited);
    expect(res.statusCode).toBe(403);
    expect(res.json().description).toBe('FORBIDDEN_RESSOURCE');
    expect((await get(`/api/resort/${world.resort.id}/prices`, limited)).statusCode).toBe(404);
    expect((await post('/api/book/booking/price', exampleOne(), limited)).statusCode).toBe(403);
  });

  it('lets booking staff read prices and quote, but not change price lists', async () => {
    expect((await get('/api/price?size=0', booker)).statusCode).toBe(200);
    expect((await get('/api/supplements', booker)).statusCode).toBe(200);
    expect((await post('/api/book/booking/price', exampleOne(), booker)).statusCode).toBe(200);
    expect((await post('/api/price', { name: 'No', resort: world.resort.id }, booker)).statusCode).toBe(403);
    // SPEC §2: terms and commissions are edited by bookings.update.
    expect((await post('/api/terms', { name: 'Pay on arrival', deposit: 0 }, booker)).statusCode).toBe(201);
  });

  it('answers 401 to guests', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/book/booking/price', payload: exampleOne() });
    expect(res.statusCode).toBe(401);
  });
});

describe('prices of single rooms', () => {
  it('answers the entries naming a room across the asset’s lists, with the room’s name', async () => {
    const draftList = await world.create('price', {
      name: 'Suite specials',
      resort: world.resort.id,
      periods: [{ season: 'High', from: '2027-07-01', to: '2027-08-31' }],
      entries: [
        { roomType: world.standard.id, season: 'High', noOfPax: 2, amount: 9000 },
        { room: world.room.id, season: 'High', noOfPax: 2, amount: 15000 },
      ],
    });
    const res = await get(`/api/roomprices?resort=${world.resort.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        room: world.room.id,
        roomName: 'R1',
        amount: 15000,
        priceList: expect.objectContaining({ id: draftList.id, status: 'draft', currency: 'EUR' }),
        periods: [{ season: 'High', from: '2027-07-01', to: '2027-08-31' }],
      }),
    ]);
    const other = '00000000-0000-4000-8000-000000000001';
    expect((await get(`/api/roomprices?resort=${world.resort.id}&room=${other}`)).json()).toEqual([]);
    expect((await get('/api/roomprices')).statusCode).toBe(400);
  });
});

describe('price constants and entries', () => {
  it('answers the calculation types and the configured price category types', async () => {
    expect((await get('/api/price/calculationTypes')).json()).toEqual(['complete', 'unit']);
    expect((await get('/api/price/types')).json()).toEqual([]);
    await post('/api/settings', { group: 'general', key: 'priceCategoryTypes', value: 'Room, Package' });
    expect((await get('/api/price/types')).json()).toEqual(['Room', 'Package']);
  });

  it('finds one entry by its id, with its list and the periods of its season', async () => {
    const entry = world.list.entries[1];
    const res = await get(`/api/price/entry/${entry.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.entry).toEqual(entry);
    expect(body.priceList).toMatchObject({ id: world.list.id, name: 'Resort 2027' });
    expect(body.periods).toEqual([{ season: 'High', from: '2027-07-01', to: '2027-08-31' }]);
    expect((await get('/api/price/entry/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('terms of payment', () => {
  it('splits a total into deposit and rest with their dates', async () => {
    const res = await get(
      `/api/terms/calculate/${world.terms.id}?total=79200&currency=EUR&bookingDate=2027-01-10&arrival=2027-06-28`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { kind: 'deposit', amount: { amount: 23760, currency: 'EUR' }, due: '2027-01-17' },
      { kind: 'rest', amount: { amount: 55440, currency: 'EUR' }, due: '2027-05-29' },
    ]);
  });

  it('takes the booking date from the price timezone offset when none is given', async () => {
    // UTC+14 (offset -840): "today" there; arrival far ahead so the deposit is due a week after it.
    const today = testLater(14 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    const res = await get(`/api/terms/calculate/${world.terms.id}?total=1000&arrival=2099-01-01`, admin, {
      'x-price-timezone-offset': '-840',
    });
    const due = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(res.json()[0]).toMatchObject({ kind: 'deposit', due });
    const bad = await get(`/api/terms/calculate/${world.terms.id}?total=1000&arrival=2099-01-01`, admin, {
      'x-price-timezone-offset': 'soon',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('trying a special from its editor', () => {
  const editable = async () => {
    const {
      id: _id,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = (await get(`/api/specials/${world.earlyBird.id}`)).json();
    return fields;
  };

  it('quotes the special as edited, in place of its saved version, whatever its status', async () => {
    const special = { ...(await editable()), discountValue: 20, status: 'draft' };
    const res = await post('/api/specials/preview', { id: world.earlyBird.id, special, draft: exampleOne() });
    expect(res.statusCode, res.body).toBe(200);
    const { calculation } = res.json() as { calculation: Calculation };
    const specials = calculation.entries.filter((e) => e.type === 'special');
    expect(specials).toEqual([
      expect.objectContaining({ text: 'Early bird', amount: { amount: -17600, currency: 'EUR' } }),
    ]);
    // Nothing was saved: the stored early bird still gives 10 %.
    const stored = (await post('/api/book/booking/price', exampleOne())).json() as Calculation;
    expect(stored.entries.find((e) => e.type === 'special')!.amount.amount).toBe(-8800);
  });

  it('tries a special that is not saved yet, and says when its rule does not hold', async () => {
    const special = {
      ...(await editable()),
      name: 'Long stay',
      group: null,
      rule: [{ criterion: 'Nights', operator: 'GreaterThanEquals', values: [14] }],
    };
    const res = await post('/api/specials/preview', { special, draft: exampleOne() });
    expect(res.statusCode, res.body).toBe(200);
    const { special: id, calculation } = res.json() as { special: string; calculation: Calculation };
    expect(calculation.entries.some((e) => e.text === 'Long stay')).toBe(false);
    expect(calculation.warnings).toContainEqual(
      expect.objectContaining({ code: 'SPECIAL_NOT_APPLICABLE', special: id }),
    );
  });

  it('needs the right to edit prices and refuses an invalid special with field errors', async () => {
    const special = await editable();
    // Booking staff from the access tests above: they quote, but do not edit prices.
    const booker = (await ctx.login('booker@test.local', 'secret1')).token;
    const limited = await post('/api/specials/preview', { special, draft: exampleOne() }, booker);
    expect(limited.statusCode).toBe(403);
    const invalid = await post('/api/specials/preview', {
      special: { ...special, discount: 'Half' },
      draft: exampleOne(),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields[0].path).toBe('special.discount');
  });
});

describe('the quote', () => {
  it('prices the first worked example: two seasons, early bird, inclusive VAT, terms', async () => {
    const res = await post('/api/book/booking/price', exampleOne());
    expect(res.statusCode, res.body).toBe(200);
    const calc: Calculation = res.json();
    const rooms = calc.entries.filter((e) => e.type === 'room_cost');
    expect(rooms.map((e) => e.amount.amount)).toEqual([44000, 44000]);
    expect(rooms[0]!.reason).toMatchObject({
      source: 'priceList',
      priceList: { id: world.list.id, name: 'Resort 2027' },
      computation: '3 nights × 80.00 EUR (Low) + 2 nights × 100.00 EUR (High)',
    });
    const special = calc.entries.find((e) => e.type === 'special');
    expect(special).toMatchObject({ text: 'Early bird', amount: { amount: -8800, currency: 'EUR' } });
    expect(special!.reason.special).toMatchObject({ id: world.earlyBird.id, name: 'Early bird' });
    expect(calc.total).toEqual({ amount: 79200, currency: 'EUR' });
    expect(calc.tax).toEqual([
      expect.objectContaining({
        name: 'VAT',
        percent: 12,
        inclusive: true,
        amount: { amount: 8486, currency: 'EUR' },
      }),
    ]);
    expect(calc.due).toEqual([
      { kind: 'deposit', amount: { amount: 23760, currency: 'EUR' }, due: '2027-01-17' },
      { kind: 'rest', amount: { amount: 55440, currency: 'EUR' }, due: '2027-05-29' },
    ]);
  });

  it('answers exactly what the engine answers for the stored records', async () => {
    const all = async (name: string) => (await get(`/api/${name}?size=0`)).json().data;
    const draft = {
      ...exampleOne(),
      addons: [{ supplement: world.nitrox.id }],
      rooms: [
        {
          roomType: world.standard.id,
          room: world.room.id,
          name: 'R1',
          beds: [guest(1), { ...guest(2), permanentAge: 8 }],
        },
      ],
    } as unknown as QuoteDraft;
    const lists = ((await all('price')) as PriceList[]).filter((l) => l.status === 'active');
    const expected = quote(draft, {
      priceLists: lists,
      variants: await all('pricevariant'),
      supplements: await all('supplements'),
      specials: (await all('specials')).filter((s: { status: string }) => s.status === 'active'),
      terms: await all('terms'),
      commissions: await all('commission'),
      rates: { base: 'EUR', currencies: [] },
      childMaxAge: 11,
    });
    const res = await post('/api/book/booking/price', draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(expected.entries.some((e) => e.type === 'addon')).toBe(true);
  });

  it('honours the child age setting', async () => {
    const draft = exampleOne();
    (draft.rooms as { beds: object[] }[])[0]!.beds = [guest(1), { ...guest(2), permanentAge: 12 }];
    const adult = (await post('/api/book/booking/price', draft)).json() as Calculation;
    await post('/api/settings', { group: 'general', key: 'childMaxAge', value: '12' });
    ctx.services.settings.invalidate();
    const child = (await post('/api/book/booking/price', draft)).json() as Calculation;
    expect(child.total.amount).toBeLessThan(adult.total.amount);
    const rows = (await get('/api/settings?size=0&search=childMaxAge')).json().data;
    await ctx.request({ method: 'DELETE', url: `/api/settings/${rows[0].id}`, token: admin });
    ctx.services.settings.invalidate();
  });

  it('answers the fx error of SPEC §8 for a currency without a valid rate', async () => {
    const res = await post('/api/book/booking/price', { ...exampleOne(), currency: 'USD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'fx error',
      description: 'FX_ERROR',
      statusCode: 400,
      path: '/api/book/booking/price',
      method: 'POST',
      fields: [{ path: 'currency' }],
    });
  });

  it('refuses an invalid draft with field errors', async () => {
    const res = await post('/api/book/booking/price', {
      asset: { kind: 'hotel', id: 'x' },
      rooms: [{ roomType: world.standard.id, room: 'r', beds: [{ name: 'no id' }] }],
      dates: { from: '2027-05-10', to: '2027-05-03' },
      currency: 'EURO',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.description).toBe('VALIDATION_ERROR');
    const paths = body.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining(['asset.kind', 'asset.id', 'rooms.0.beds.0.id', 'dates.to', 'currency']),
    );
    const noDates = await post('/api/book/booking/price', { ...exampleOne(), dates: undefined });
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json().fields).toEqual([{ path: 'dates', message: 'Required without a schedule' }]);
  });

  it('takes today in the price timezone as booking date and names the price language', async () => {
    const draft = { ...exampleOne(), bookingDate: '' };
    const res = await post('/api/book/booking/price', draft, admin, {
      'x-price-timezone-offset': '0',
      'x-price-language': 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-language']).toBe('de');
    // Booked today for a stay in 2027-06: the deposit is due a week after today (UTC).
    const today = testNow().toISOString().slice(0, 10);
    const due = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const deposit = (res.json() as Calculation).due.find((d) => d.kind === 'deposit');
    if (today < '2027-05-29') expect(deposit?.due).toBe(due < '2027-05-29' ? due : '2027-05-29');
    // The engine's own words come in that language; the operator's names stay as typed.
    const dueLine = (res.json() as Calculation).entries.find((e) => e.type === 'rest');
    expect(dueLine?.text).toMatch(/^Restzahlung fällig am \d{2}\.\d{2}\.\d{4}$/);
    const english = (await post('/api/book/booking/price', draft, admin, { 'accept-language': 'en' })).json();
    expect(english.entries.find((e: { type: string }) => e.type === 'rest').text).toMatch(/^Rest due /);
  });

  it('reads a fixed number of statements, however large the booking', async () => {
    const small = exampleOne();
    const large = {
      ...exampleOne(),
      rooms: Array.from({ length: 4 }, (_, r) => ({
        roomType: r % 2 ? world.deluxe.id : world.standard.id,
        room: `room-${r}`,
        beds: [guest(r * 3 + 1), guest(r * 3 + 2), guest(r * 3 + 3)],
      })),
      dates: { from: '2027-06-20', to: '2027-07-04' },
      addons: [{ supplement: world.nitrox.id }],
    };
    await post('/api/book/booking/price', small); // warm the settings cache and the session
    const count = async (draft: unknown) => {
      ctx.queryLog.length = 0;
      const res = await post('/api/book/booking/price', draft);
      expect(res.statusCode, res.body).toBe(200);
      // Who asks and the rate limit are not the quote's reads.
      return ctx.queryLog.filter((q) => !/sessions|users|rate_limits/.test(q)).length;
    };
    const a = await count(small);
    const b = await count(large);
    expect(a).toBe(b);
    // price lists, variants, supplements, specials, terms, commissions, currencies (settings cached)
    expect(a).toBe(7);
  });
});
