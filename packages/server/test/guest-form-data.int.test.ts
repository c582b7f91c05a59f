import type { GuestFormDifference, GuestFormPublic, GuestFormReview } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newTripBooking, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The operator's customer data fields on the guest form (issue 37): the fields marked for the form
 * are asked, prefilled from the customer's data, checked by their type when saved, and taken over
 * into the customer's data — only the keys still asked.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const call = (method: 'GET' | 'POST', url: string, payload?: object, token: string | undefined = admin) =>
  versioned(ctx, { method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  ctx.services.clock.now = () => new Date('2027-01-10T10:00:00Z');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('customer data on the guest form', () => {
  let group: { id: string };
  let booking: string;
  let token: string;
  let guest: string;

  const open = async () => {
    const res = await call('GET', `/api/guestform/${booking}/linked?token=${token}`, undefined, undefined);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GuestFormPublic;
  };
  const save = (body: object) =>
    call('POST', `/api/guestform/${booking}/linked?token=${token}`, body, undefined);

  it('offers the fields marked for the guest form, prefilled from the customer', async () => {
    const made = await call('POST', '/api/customerdatagroup', {
      name: 'Health and diet',
      fields: [
        { key: 'diet', label: 'Diet', type: 'choice', choices: ['vegan', 'vegetarian'], onGuestForm: true },
        { key: 'lastMedical', label: 'Last dive medical', type: 'date', onGuestForm: true },
        { key: 'dives.total', label: 'Dives', type: 'number', onGuestForm: true },
        { key: 'allergies', label: 'Allergies', type: 'text', personal: true },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    group = made.json();
    expect(
      (
        await call('POST', '/api/customerdatagroup', {
          name: 'Marketing',
          fields: [{ key: 'heardOf', label: 'Heard' }],
        })
      ).statusCode,
    ).toBe(201);
    guest = (await newCustomer(ctx, admin, { firstName: 'Mia', lastName: 'Stern', email: 'mia@example.com' }))
      .id;
    const meta = await call('POST', `/api/customer/${guest}/meta`, {
      diet: 'vegetarian',
      allergies: 'nuts',
      heardOf: 'friends',
    });
    expect(meta.statusCode, meta.body).toBe(200);
    booking = (
      await newTripBooking(ctx, admin, {
        schedule: ids.s1!,
        rooms: [{ room: ids['Cabin 2']!, guests: [guest, null] }],
        state: 'confirmed',
      })
    ).id;
    token = (await call('GET', `/api/guestform/${booking}/links`)).json().token;

    const form = await open();
    expect(form.dataGroups).toEqual([
      {
        id: group.id,
        name: 'Health and diet',
        fields: [
          { key: 'diet', label: 'Diet', type: 'choice', choices: ['vegan', 'vegetarian'] },
          { key: 'lastMedical', label: 'Last dive medical', type: 'date', choices: [] },
          { key: 'dives.total', label: 'Dives', type: 'number', choices: [] },
        ],
      },
    ]);
    // Only the asked keys: the allergies (personal, not asked) and the marketing answer stay inside.
    expect(form.guests[0]!.data.data).toEqual({ diet: 'vegetarian' });
    expect(form.guests[1]!.data.data).toEqual({});
  });

  it('refuses a value of the wrong type and a key not asked, naming the field', async () => {
    const [first] = (await open()).guests;
    const wrong = await save({
      form: first!.form,
      version: first!.version,
      data: { ...first!.data, data: { diet: 'carnivore', 'dives.total': 'many', allergies: 'none' } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'data.diet', code: 'settingOption' }),
        expect.objectContaining({ path: 'data.dives.total', code: 'customerDataNumber' }),
        expect.objectContaining({ path: 'data.allergies', code: 'guestDataNotAsked' }),
      ]),
    );
    const notJson = await save({
      form: first!.form,
      version: first!.version,
      data: { ...first!.data, data: { diet: { any: 'thing' } } },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().fields[0].path).toMatch(/^data\.data\.diet/);

    const ok = await save({
      form: first!.form,
      version: first!.version,
      data: { ...first!.data, data: { diet: 'vegan', lastMedical: '2026-11-02', 'dives.total': 140 } },
      submit: false,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await open()).guests[0]!.data.data).toEqual({
      diet: 'vegan',
      lastMedical: '2026-11-02',
      'dives.total': 140,
    });
  });

  it("takes the answers over into the customer's data, only the keys still asked", async () => {
    const [first] = (await open()).guests;
    const review = (await call('GET', `/api/guestform/${first!.form}`)).json() as GuestFormReview;
    expect(review.dataGroups.map((g) => g.name)).toEqual(['Health and diet']);
    expect(review.customer?.data).toEqual({ diet: 'vegetarian' });
    const diff = (await call('GET', `/api/guestform/diff/${first!.form}`)).json() as GuestFormDifference[];
    expect(diff.filter((d) => d.group === 'data')).toEqual([
      { field: 'data.diet', group: 'data', label: 'Diet', current: 'vegetarian', proposed: 'vegan' },
      {
        field: 'data.lastMedical',
        group: 'data',
        label: 'Last dive medical',
        current: null,
        proposed: '2026-11-02',
      },
      { field: 'data.dives.total', group: 'data', label: 'Dives', current: null, proposed: 140 },
    ]);

    // The operator stops asking the number of dives before taking the form over.
    const current = (await call('GET', `/api/customerdatagroup/${group.id}`)).json();
    const unmarked = await call('POST', `/api/customerdatagroup/${group.id}`, {
      ...current,
      fields: current.fields.map((f: { key: string }) =>
        f.key === 'dives.total' ? { ...f, onGuestForm: false } : f,
      ),
    });
    expect(unmarked.statusCode, unmarked.body).toBe(200);

    const applied = await call('POST', `/api/guestform/${first!.form}/addToBooking`, {
      fields: ['data.diet', 'data.lastMedical', 'data.dives.total'],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const meta = (await call('GET', `/api/customer/${guest}/meta`)).json();
    expect(meta).toEqual({
      diet: 'vegan',
      lastMedical: '2026-11-02',
      allergies: 'nuts',
      heardOf: 'friends',
    });
  });
});
