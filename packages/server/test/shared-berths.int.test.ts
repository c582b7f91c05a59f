import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let dorm: string;

const post = (url: string, payload: object) => ctx.request({ method: 'POST', url, token: admin, payload });
const book = (guests: string[], beds: number[], schedule = ids.s1) =>
  post('/api/bookings', { schedule, rooms: [{ room: dorm, guests, beds }] });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  const bed = { active: true, visible: true, type: 'single', maxAge: -1, internalId: '' };
  const res = await post('/api/rooms', {
    type: 'Cabin',
    name: 'Quad',
    vessel: ids.manta,
    allowSharedRoom: true,
    allowMixedGender: false,
    configuration: { minNoOfPax: 1, defaultNoOfPax: 1, maxNoOfPax: 4, beds: [bed, bed, bed, bed] },
  });
  expect(res.statusCode, res.body).toBe(201);
  dorm = res.json().id;
});
afterAll(() => ctx.close());

describe('shared berths with gender rules', () => {
  it('sells a single-gender cabin bed by bed to guests of one gender only', async () => {
    const anna = await newCustomer(ctx, admin, { firstName: 'Anna', gender: 'f' });
    const bea = await newCustomer(ctx, admin, { firstName: 'Bea', gender: 'f' });
    const carl = await newCustomer(ctx, admin, { firstName: 'Carl', gender: 'm' });
    expect((await book([anna.id], [0])).statusCode).toBe(201);
    const refused = await book([carl.id], [1]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ description: 'SHARED_GENDER', params: { room: 'Quad' } });
    expect((await book([bea.id], [1])).statusCode).toBe(201);
    // On another trip the cabin is empty: Carl may take it, and then no woman may join him.
    expect((await book([carl.id], [0], ids.s2)).statusCode).toBe(201);
    expect((await book([anna.id], [3], ids.s2)).json().description).toBe('SHARED_GENDER');
    // The free list says whom the cabin's free beds are for, so the wizard can tell before booking.
    const free = async (from: string, to: string) =>
      (
        await ctx.request({
          method: 'GET',
          url: `/api/rooms/available/${ids.manta}?from=${from}&to=${to}`,
          token: admin,
        })
      ).json() as { name: string; sharedWith: string | null; freeBeds: number[] }[];
    expect((await free('2027-03-06', '2027-03-13')).find((r) => r.name === 'Quad')).toMatchObject({
      sharedWith: 'f',
      freeBeds: [2, 3],
    });
    expect((await free('2027-03-13', '2027-03-20')).find((r) => r.name === 'Quad')?.sharedWith).toBe('m');
    expect((await free('2027-03-27', '2027-04-03')).find((r) => r.name === 'Quad')?.sharedWith).toBeNull();
  });

  it('refuses mixed or unknown genders in one booking with a sentence naming the guest', async () => {
    const dan = await newCustomer(ctx, admin, { firstName: 'Dan', gender: 'm' });
    const eve = await newCustomer(ctx, admin, { firstName: 'Eve', gender: 'f' });
    const kim = await newCustomer(ctx, admin, { firstName: 'Kim' });
    const mixed = await book([dan.id, eve.id], [0, 1], ids.s3);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields[0].message).toBe('Quad takes guests of one gender only; book them apart');
    const unknown = await book([kim.id], [0], ids.s3);
    expect(unknown.json().fields[0].message).toContain('give the gender of Kim');
    // The whole cabin booked by a couple is no sharing: no rule applies.
    const whole = await post('/api/bookings', {
      schedule: ids.s3,
      rooms: [{ room: dorm, guests: [dan.id, eve.id] }],
    });
    expect(whole.statusCode, whole.body).toBe(201);
  });
});
