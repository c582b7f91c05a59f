import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * What changed on a guest's record (issue 37, `GET /api/customer/{id}/diff/{from}`): a version per
 * change through the API, with who and the fields before and after; erasure forgets them.
 */
let ctx: TestContext;
let admin: string;
let guest: { id: string; version: number };

const get = (url: string, token = admin) => ctx.request({ method: 'GET', url, token });
const change = (body: object, version: number) =>
  ctx.request({
    method: 'POST',
    url: `/api/customer/${guest.id}`,
    token: admin,
    payload: { ...body, version },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  guest = await newCustomer(ctx, admin, { firstName: 'Lena', lastName: 'Kraus', email: 'lena@example.org' });
}, 120_000);
afterAll(() => ctx?.close());

describe("a customer's history", () => {
  it('keeps the creation with the fields filled in', async () => {
    const res = await get(`/api/customer/${guest.id}/history`);
    expect(res.statusCode, res.body).toBe(200);
    const [created] = res.json();
    expect(created).toMatchObject({ version: guest.version, action: 'create' });
    expect(created.changes).toEqual(
      expect.arrayContaining([
        { field: 'masterData.firstName', before: null, after: 'Lena' },
        { field: 'contact.email', before: null, after: 'lena@example.org' },
      ]),
    );
  });

  it('answers the changes since a version: the fields before and after, and who', async () => {
    const res = await change(
      { contact: { email: 'lena.kraus@example.org', phone: '+49 30 1234' } },
      guest.version,
    );
    expect(res.statusCode, res.body).toBe(200);
    // A stale save changes nothing and writes no version.
    expect((await change({ note: 'late' }, guest.version)).statusCode).toBe(409);
    const diff = await get(`/api/customer/${guest.id}/diff/${guest.version}`);
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json()).toEqual([
      {
        version: guest.version + 1,
        action: 'update',
        at: expect.any(String),
        actorName: expect.any(String),
        changes: [
          { field: 'contact.email', before: 'lena@example.org', after: 'lena.kraus@example.org' },
          { field: 'contact.phone', before: '', after: '+49 30 1234' },
        ],
      },
    ]);
    expect((await get(`/api/customer/${guest.id}/diff/0`)).json()).toHaveLength(2);
  });

  it("records the customer's data written through {id}/meta and {id}/meta/{key}, the record's version kept", async () => {
    const { version } = (await get(`/api/customer/${guest.id}`)).json();
    const write = (url: string, payload: object) =>
      ctx.request({ method: 'POST', url: `/api/customer/${guest.id}/meta${url}`, token: admin, payload });
    expect((await write('', { diet: 'vegan', shoeSize: 42 })).statusCode).toBe(200);
    expect((await write('/diet', { value: null })).statusCode).toBe(200);
    // Writing the same again changes nothing and records nothing.
    expect((await write('', { shoeSize: 42 })).statusCode).toBe(200);
    const [removed, added, ...older] = (await get(`/api/customer/${guest.id}/diff/0`)).json();
    expect(older).toHaveLength(2);
    expect(added).toMatchObject({
      version,
      action: 'update',
      changes: [
        { field: 'meta.diet', before: null, after: 'vegan' },
        { field: 'meta.shoeSize', before: null, after: 42 },
      ],
    });
    expect(removed).toMatchObject({
      action: 'update',
      changes: [{ field: 'meta.diet', before: 'vegan', after: null }],
    });
    // Saved apart from the record's form on the same page: that form saves on without a clash.
    expect((await change({ note: 'after the data' }, version)).statusCode).toBe(200);
  });

  it('is read by who reads the customer: an agent of no agency of theirs is refused', async () => {
    const agent = await newUser(ctx, admin, 'agent@history.test', ['agencies.self']);
    expect([403, 404]).toContain((await get(`/api/customer/${guest.id}/diff/0`, agent)).statusCode);
    expect((await get('/api/customer/00000000-0000-4000-8000-000000000000/diff/0')).statusCode).toBe(404);
  });

  it('is forgotten when the customer is erased, but for the erasure itself', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: `/api/customer/${guest.id}/privacy/erase`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const versions = (await get(`/api/customer/${guest.id}/history`)).json();
    expect(versions).toEqual([expect.objectContaining({ action: 'erase', changes: [] })]);
    expect(JSON.stringify(versions)).not.toContain('lena');
  });
});
