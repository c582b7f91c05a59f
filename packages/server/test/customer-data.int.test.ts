import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Customer data groups and the customer's data (issue 37, SPEC §7 `{id}/meta`, `move/{from}/{to}/{field}`):
 * operator-defined fields checked by type, free keys beside them, a field moved between groups
 * keeping every customer's value.
 */
let ctx: TestContext;
let admin: string;
let guest: string;
let diving: { id: string };
let health: { id: string };

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  guest = (await newCustomer(ctx, admin, { firstName: 'Sanne', lastName: 'de Vries' })).id;
  const made = async (payload: object) => {
    const res = await call('POST', '/api/customerdatagroup', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  diving = await made({
    name: 'Diving preferences',
    sort: 1,
    fields: [
      { key: 'camera', label: 'Camera', type: 'text' },
      { key: 'nitroxCard', label: 'Nitrox card', type: 'yesNo' },
      {
        key: 'diet',
        label: 'Diet',
        type: 'choice',
        choices: ['none', 'vegetarian', 'vegan'],
        personal: true,
      },
    ],
  });
  health = await made({
    name: 'Health',
    sort: 2,
    fields: [
      { key: 'lastMedical', label: 'Last medical', type: 'date', personal: true },
      { key: 'weightKg', label: 'Weight (kg)', type: 'number', personal: true },
    ],
  });
}, 60_000);
afterAll(() => ctx?.close());

describe('customer data groups', () => {
  it('refuses a key another group has, a key twice in one group, and a choice field without choices', async () => {
    const taken = await call('POST', '/api/customerdatagroup', {
      name: 'Marketing',
      fields: [{ key: 'camera', label: 'Camera brand' }],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual([
      expect.objectContaining({ path: 'fields.0.key', code: 'customerFieldKeyTaken' }),
    ]);
    const twice = await call('POST', '/api/customerdatagroup', {
      name: 'Marketing',
      fields: [
        { key: 'heardOf', label: 'Heard of us' },
        { key: 'heardOf', label: 'Heard again', type: 'choice' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(
      twice
        .json()
        .fields.map((f: { code: string }) => f.code)
        .sort(),
    ).toEqual(['customerFieldChoices', 'customerFieldTwice']);
    // Its own keys, saved again, are not a clash.
    const current = (await call('GET', `/api/customerdatagroup/${diving.id}`)).json();
    const again = await call('POST', `/api/customerdatagroup/${diving.id}`, { ...current, sort: 3 });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe("the customer's data", () => {
  it('keeps the fields’ values by their type and free keys beside them; null removes a key', async () => {
    const set = await call('POST', `/api/customer/${guest}/meta`, {
      camera: 'Olympus TG-7',
      nitroxCard: true,
      diet: 'vegetarian',
      lastMedical: '2026-05-04',
      weightKg: 61.5,
      'crm.id': 'HS-4471',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      camera: 'Olympus TG-7',
      nitroxCard: true,
      diet: 'vegetarian',
      lastMedical: '2026-05-04',
      weightKg: 61.5,
      'crm.id': 'HS-4471',
    });
    // Another writer's keys stay: only the keys given change.
    const one = await call('POST', `/api/customer/${guest}/meta/camera`, { value: null });
    expect(one.json()).toEqual({ key: 'camera', value: null });
    const after = (await call('GET', `/api/customer/${guest}/meta`)).json();
    expect(after).not.toHaveProperty('camera');
    expect(after).toMatchObject({ diet: 'vegetarian', 'crm.id': 'HS-4471' });
    expect((await call('GET', `/api/customer/${guest}/meta/diet`)).json()).toEqual({
      key: 'diet',
      value: 'vegetarian',
    });
    expect((await call('GET', `/api/customer/${guest}/meta/camera`)).statusCode).toBe(404);
    // The customer record itself is unchanged by it: its version is the one it had.
    const record = (await call('GET', `/api/customer/${guest}`)).json();
    expect(record.version).toBe(1);
    // The record's answer does not carry the data: an agent reading their client sees none of it.
    expect(record).not.toHaveProperty('meta');
    const listed = (await call('GET', '/api/customer?size=0')).json().data;
    expect(listed.every((c: object) => !('meta' in c))).toBe(true);
  });

  it('refuses a value that does not fit its field, naming each key, and changes nothing', async () => {
    const wrong = await call('POST', `/api/customer/${guest}/meta`, {
      diet: 'pescetarian',
      weightKg: 'sixty',
      lastMedical: '04.05.2026',
      nitroxCard: 'yes',
      note: 'fine',
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .fields.map((f: { path: string; code: string }) => `${f.path} ${f.code}`)
        .sort(),
    ).toEqual([
      'diet settingOption',
      'lastMedical isoDate',
      'nitroxCard customerDataYesNo',
      'weightKg customerDataNumber',
    ]);
    expect((await call('GET', `/api/customer/${guest}/meta`)).json()).not.toHaveProperty('note');
    const badKey = await call('POST', `/api/customer/${guest}/meta`, { 'no spaces': 'x' });
    expect(badKey.statusCode).toBe(400);
    const unknown = await call('GET', '/api/customer/00000000-0000-4000-8000-000000000000/meta');
    expect(unknown.statusCode).toBe(404);
  });

  it('moves a field to another group with every customer’s value kept', async () => {
    const moved = await call('POST', `/api/customerdatagroup/move/${diving.id}/${health.id}/diet`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().from.fields.map((f: { key: string }) => f.key)).toEqual(['camera', 'nitroxCard']);
    expect(moved.json().to.fields.map((f: { key: string }) => f.key)).toEqual([
      'lastMedical',
      'weightKg',
      'diet',
    ]);
    expect(moved.json().to.version).toBe(2);
    expect((await call('GET', `/api/customer/${guest}/meta/diet`)).json().value).toBe('vegetarian');
    const gone = await call('POST', `/api/customerdatagroup/move/${diving.id}/${health.id}/diet`);
    expect(gone.statusCode).toBe(404);
    const same = await call('POST', `/api/customerdatagroup/move/${health.id}/${health.id}/diet`);
    expect(same.statusCode).toBe(400);
  });

  it('lets a reader read but not write, and shuts an agent out', async () => {
    const reader = await newUser(ctx, admin, 'reader@customer-data.test', ['customers.read']);
    expect((await call('GET', `/api/customer/${guest}/meta`, undefined, reader)).statusCode).toBe(200);
    expect((await call('POST', `/api/customer/${guest}/meta`, { x: '1' }, reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/customerdatagroup', { name: 'X' }, reader)).statusCode).toBe(403);
    const agent = await newUser(ctx, admin, 'agent@customer-data.test', ['agencies.self']);
    expect((await call('GET', `/api/customer/${guest}/meta`, undefined, agent)).statusCode).toBe(403);
  });
});
