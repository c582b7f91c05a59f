import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** A new booking speaks the lead customer's language, else the language of the user who books it. */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
}, 180_000);
afterAll(() => ctx?.close());

async function book(token: string, addressCountry: string, cabin: string, extra: object = {}) {
  const guest = await newCustomer(ctx, admin, { addressCountry });
  const res = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token,
    payload: { schedule: ids.s1, rooms: [{ room: ids[cabin], guests: [guest.id] }], ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { language: string };
}

describe("a new booking's language", () => {
  it("follows the lead customer's country, else the user's language; a chosen one stands", async () => {
    const english = await newUser(
      ctx,
      admin,
      'desk-en@language.test',
      ['bookings.create', 'bookings.read', 'customers.read'],
      {
        settings: { language: 'en' },
      },
    );
    expect((await book(english, 'AT', 'Cabin 1')).language).toBe('de');
    expect((await book(english, 'GB', 'Cabin 2')).language).toBe('en');
    expect((await book(english, '', 'Cabin 3')).language).toBe('en');
    expect((await book(english, 'GB', 'Cabin 4', { language: 'de' })).language).toBe('de');
  });
});
