import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Duplicate customers (issue 37): the same guest entered twice is found by e-mail, phone, passport
 * or name and birthday; merged in one transaction with every record that names them; and given
 * back exactly by an undo within 30 days.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let anna: string;
let agencyAnna: string;
let carl: string;
let booking: string;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  versioned(ctx, { method, url, token, ...(payload ? { payload } : {}) });
const ok = async (method: Method, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await ctx.services.database.db.execute(query)).rows as T[];

async function customer(masterData: object, contact: object = {}, passport: object = {}, note = '') {
  const made = await ok('POST', '/api/customer', { masterData, contact, address: {}, passport, note });
  return made.id as string;
}

/** Every record that names a customer, as (table, row id) pairs: what a merge and its undo must move. */
async function linked(id: string) {
  return rows<{ what: string; ref: string }>(sql`
    select 'lead' as what, id::text as ref from bookings where lead = ${id}
    union all select 'guest', id::text from booking_guests where customer = ${id}
    union all select 'guestForm', id::text from guest_forms where customer = ${id}
    union all select 'credit', id::text from customer_credits where customer = ${id}
    union all select 'diveLog', id::text from dive_logs where customer = ${id}
    union all select 'relation', id::text from customer_relations where customer = ${id} or related = ${id}
    order by 1, 2`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  anna = await customer(
    { firstName: 'Anna', lastName: 'Berg', birthday: '1990-04-02' },
    { email: 'anna.berg@example.org' },
    {},
    'Vegetarian',
  );
  // The same guest as an agency typed her: the e-mail with capitals, no birthday, more details.
  agencyAnna = await customer(
    { firstName: 'ANNA', lastName: 'Berg', gender: 'f', nationality: 'DE' },
    { email: 'Anna.Berg@Example.ORG', phone: '+49 171 5550101' },
    { number: 'C01X00T47', nationality: 'DE' },
    'Booked through Blue Water Travel',
  );
  carl = await customer({ firstName: 'Carl', lastName: 'Jansen' });
  await ok('POST', `/api/customer/${agencyAnna}/meta`, { 'crm.id': 'BWT-77', diet: 'vegan' });
  await ok('POST', `/api/customer/${anna}/meta`, { 'crm.id': 'OFF-1' });
  const stay = await ok('POST', '/api/bookings', {
    resort: world.resort,
    dates: { from: '2031-03-07', to: '2031-03-10' },
    rooms: [{ room: world.R1, guests: [agencyAnna, carl] }],
    state: 'confirmed',
  });
  booking = stay.id;
  await ok('POST', '/api/customer/credits', {
    customer: agencyAnna,
    kind: 'voucher',
    amount: 2_500,
    currency: 'EUR',
    date: '2031-01-02',
    note: 'Gift',
  });
  await ok('POST', '/api/customerrelation', { customer: agencyAnna, related: carl, kind: 'buddy' });
  await ok('POST', '/api/customerrelation', { customer: anna, related: agencyAnna, kind: 'family' });
  const [room] = await rows<{ id: string }>(sql`select id from booking_rooms where booking = ${booking}`);
  await rows(sql`insert into guest_forms (booking, room_booking, bed, customer, data, state)
    values (${booking}, ${room!.id}, 0, ${agencyAnna}, '{}'::jsonb, 'submitted')`);
  const type = await ok('POST', '/api/divetype', { name: 'Shore dive', kind: 'shore' });
  await rows(sql`insert into dive_logs (date, start, type, customer, customer_name)
    values ('2031-03-08', '09:00', ${type.id}, ${agencyAnna}, 'Anna Berg')`);
}, 120_000);
afterAll(() => ctx?.close());

describe('duplicate candidates', () => {
  it('pairs customers by e-mail, phone, passport and name with birthday, each pair once, with the reasons', async () => {
    const piet = await customer(
      { firstName: 'Piet', lastName: 'Visser' },
      { phone: '+31 6 1234-5678' },
      { number: 'nl 12 34ab' },
    );
    const pieter = await customer(
      { firstName: 'Pieter', lastName: 'Visser' },
      { phone: '31 612 345 678' },
      { number: 'NL1234AB' },
    );
    // Same name, other birthdays: two people.
    await customer({ firstName: 'Carl', lastName: 'Jansen', birthday: '1970-01-01' });
    await customer({ firstName: 'Carl', lastName: 'Jansen', birthday: '1980-01-01' });
    const page = await ok('GET', '/api/customer/duplicates');
    const pairs = page.data as { a: { id: string }; b: { id: string }; reasons: string[] }[];
    const of = (x: string, y: string) =>
      pairs.find((p) => [p.a.id, p.b.id].sort().join() === [x, y].sort().join());
    const annas = of(anna, agencyAnna);
    expect(annas?.reasons).toEqual(['email', 'nameBirthday']);
    expect(annas!.a.id < annas!.b.id).toBe(true);
    const agencySide = annas!.a.id === agencyAnna ? annas!.a : annas!.b;
    expect(agencySide).toMatchObject({
      fullName: 'ANNA Berg',
      birthday: null,
      bookings: 1,
      phone: '+49 171 5550101',
    });
    expect(of(piet, pieter)?.reasons).toEqual(['phone', 'passport']);
    // Carl without a birthday matches both other Carls by name; those two do not match each other.
    expect(pairs.filter((p) => p.reasons.includes('nameBirthday')).length).toBe(3);
    expect(page.total).toBe(pairs.length);

    const dismissed = await call('POST', `/api/customer/duplicates/${pieter}/${piet}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const after = (await ok('GET', '/api/customer/duplicates?size=0')).data as typeof pairs;
    expect(after.some((p) => [p.a.id, p.b.id].includes(piet))).toBe(false);
    expect(after).toHaveLength(pairs.length - 1);
  });
});

describe('a merge', () => {
  let before: { what: string; ref: string }[];
  let merge: string;

  it('moves every record of the other customer to the survivor, fills its empty fields, and removes the other', async () => {
    before = await linked(agencyAnna);
    expect(before.map((row) => row.what)).toEqual([
      'credit',
      'diveLog',
      'guest',
      'guestForm',
      'lead',
      'relation',
      'relation',
    ]);
    const res = await call('POST', `/api/customer/${anna}/merge/${agencyAnna}`);
    expect(res.statusCode, res.body).toBe(200);
    merge = res.json().id;
    expect(res.json()).toMatchObject({
      survivor: anna,
      removed: { id: agencyAnna, fullName: 'ANNA Berg' },
      undoable: true,
    });
    expect((await call('GET', `/api/customer/${agencyAnna}`)).statusCode).toBe(404);
    // Everything but the relation between the two (it would relate Anna to herself) is Anna's now.
    const moved = before.filter((row) => row.what !== 'relation');
    const annas = await linked(anna);
    for (const row of moved) expect(annas).toContainEqual(row);
    const relations = (await ok('GET', `/api/customer/${anna}/relations`)) as {
      kind: string;
      other: { id: string };
    }[];
    expect(relations.map((r) => [r.kind, r.other.id])).toEqual([['buddy', carl]]);
    const detail = await ok('GET', `/api/bookings/${booking}`);
    expect(detail.lead).toBe(anna);
    const survivor = await ok('GET', `/api/customer/${anna}`);
    expect(survivor.masterData).toMatchObject({
      firstName: 'Anna',
      birthday: '1990-04-02',
      gender: 'f',
      nationality: 'DE',
    });
    expect(survivor.contact).toEqual({ email: 'anna.berg@example.org', phone: '+49 171 5550101' });
    expect(survivor.passport).toMatchObject({ number: 'C01X00T47' });
    expect(survivor.note).toBe('Vegetarian\n\nBooked through Blue Water Travel');
    expect(await ok('GET', `/api/customer/${anna}/meta`)).toEqual({ 'crm.id': 'OFF-1', diet: 'vegan' });
    const credits = await ok('GET', `/api/customer/credits?customer=${anna}`);
    expect(JSON.stringify(credits)).toContain('Gift');
    const merges = await ok('GET', `/api/customer/${anna}/merges`);
    expect(merges).toEqual([expect.objectContaining({ id: merge, undoable: true, undoneAt: null })]);
    // The survivor's history tells of the merge and the fields it filled.
    const [merged] = await ok('GET', `/api/customer/${anna}/diff/0`);
    expect(merged).toMatchObject({ action: 'merge' });
    expect(merged.changes).toEqual(
      expect.arrayContaining([
        { field: 'mergedFrom', before: null, after: 'ANNA Berg' },
        { field: 'contact.phone', before: '', after: '+49 171 5550101' },
      ]),
    );
    // The pair is gone from the candidates.
    const pairs = (await ok('GET', '/api/customer/duplicates?size=0')).data as {
      a: { id: string };
      b: { id: string };
    }[];
    expect(pairs.some((p) => [p.a.id, p.b.id].includes(agencyAnna))).toBe(false);
  });

  it('is undone exactly: the other customer back with its id, data and records, the survivor as before', async () => {
    const res = await call('POST', `/api/customer/merge/${merge}/undo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ undoable: false, undoneAt: expect.any(String) });
    expect(await linked(agencyAnna)).toEqual(before);
    const back = await ok('GET', `/api/customer/${agencyAnna}`);
    expect(back).toMatchObject({
      fullName: 'ANNA Berg',
      contact: { email: 'Anna.Berg@Example.ORG', phone: '+49 171 5550101' },
      note: 'Booked through Blue Water Travel',
    });
    const survivor = await ok('GET', `/api/customer/${anna}`);
    expect(survivor.contact).toEqual({ email: 'anna.berg@example.org', phone: '' });
    expect(survivor.masterData).toMatchObject({ gender: 'u', nationality: '' });
    expect(survivor.note).toBe('Vegetarian');
    expect(await ok('GET', `/api/customer/${anna}/meta`)).toEqual({ 'crm.id': 'OFF-1' });
    expect((await linked(anna)).map((row) => row.what)).toEqual(['relation']);
    expect((await ok('GET', `/api/bookings/${booking}`)).lead).toBe(agencyAnna);
    const [unmerged] = await ok('GET', `/api/customer/${anna}/diff/0`);
    expect(unmerged).toMatchObject({ action: 'unmerge' });
    expect(unmerged.changes).toEqual(
      expect.arrayContaining([{ field: 'mergedFrom', before: 'ANNA Berg', after: null }]),
    );

    const again = await call('POST', `/api/customer/merge/${merge}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      description: 'CONFLICT',
      fields: [expect.objectContaining({ code: 'mergeUndone' })],
    });
  });

  it('cannot be undone after 30 days', async () => {
    const res = await call('POST', `/api/customer/${anna}/merge/${agencyAnna}`);
    expect(res.statusCode, res.body).toBe(200);
    const real = ctx.services.clock.now;
    const later = new Date(real().getTime() + 31 * 24 * 60 * 60 * 1000);
    ctx.services.clock.now = () => later;
    try {
      const [listed] = await ok('GET', `/api/customer/${anna}/merges`);
      expect(listed).toMatchObject({ id: res.json().id, undoable: false });
      const undo = await call('POST', `/api/customer/merge/${res.json().id}/undo`);
      expect(undo.statusCode).toBe(409);
      expect(undo.json().fields).toEqual([expect.objectContaining({ code: 'mergeExpired' })]);
    } finally {
      ctx.services.clock.now = real;
    }
    expect((await call('GET', `/api/customer/${agencyAnna}`)).statusCode).toBe(404);
  });
});

describe('merge refusals', () => {
  it('refuses a customer merged with themselves, an unknown customer and an unknown merge', async () => {
    const self = await call('POST', `/api/customer/${carl}/merge/${carl}`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      description: 'VALIDATION_ERROR',
      fields: [expect.objectContaining({ path: 'other', code: 'mergeSelf' })],
      path: `/api/customer/${carl}/merge/${carl}`,
      method: 'POST',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await call('POST', `/api/customer/${carl}/merge/${unknown}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ description: 'NOT_FOUND' });
    expect((await call('POST', `/api/customer/merge/${unknown}/undo`)).statusCode).toBe(404);
    expect((await call('POST', `/api/customer/duplicates/${carl}/${unknown}/dismiss`)).statusCode).toBe(404);
  });

  it('is for those who may change customers: a reader and an agent get 403', async () => {
    const reader = await newUser(ctx, admin, 'reader@merge.test', ['customers.read']);
    const agent = await newUser(ctx, admin, 'agent@merge.test', ['agencies.self']);
    const other = await customer({ firstName: 'Dora', lastName: 'Kim' });
    for (const token of [reader, agent]) {
      expect((await call('GET', '/api/customer/duplicates', undefined, token)).statusCode).toBe(403);
      expect((await call('GET', `/api/customer/${carl}/merges`, undefined, token)).statusCode).toBe(403);
      expect((await call('POST', `/api/customer/${carl}/merge/${other}`, undefined, token)).statusCode).toBe(
        403,
      );
      expect(
        (await call('POST', `/api/customer/duplicates/${carl}/${other}/dismiss`, undefined, token))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call(
            'POST',
            '/api/customer/merge/00000000-0000-4000-8000-000000000000/undo',
            undefined,
            token,
          )
        ).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', `/api/customer/${other}`)).statusCode).toBe(200);
  });
});
