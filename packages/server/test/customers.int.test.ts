import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newTripBooking } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;

const get = (url: string, token = admin) => ctx.request({ method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  ctx.request({ method: 'POST', url, token, payload });
const remove = (url: string, token = admin) => ctx.request({ method: 'DELETE', url, token });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(() => ctx.close());

describe('customers', () => {
  it('keeps the full name and sorts by family name', async () => {
    const anna = await newCustomer(ctx, admin, {
      firstName: 'Anna',
      middleName: 'Maria',
      lastName: 'Zander',
    });
    await newCustomer(ctx, admin, { firstName: 'Zoe', lastName: 'Adams', email: 'zoe.adams@example.com' });
    expect(anna).toMatchObject({ fullName: 'Anna Maria Zander', sortName: 'zander anna' });
    expect(anna.masterData).toMatchObject({ gender: 'u', birthday: null, nationality: '' });
    const list = (await get('/api/customer?size=0')).json();
    expect(list.data.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Zoe Adams',
      'Anna Maria Zander',
    ]);
    expect((await get('/api/customer?search=zoe.adams')).json().total).toBe(1);

    const renamed = await post(`/api/customer/${anna.id}`, {
      version: anna.version,
      masterData: { ...anna.masterData, lastName: 'Berg' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ fullName: 'Anna Maria Berg', sortName: 'berg anna' });
    expect((await get('/api/customer?search=Maria Berg')).json().total).toBe(1);
  });

  it('names the invalid fields', async () => {
    const res = await post('/api/customer', {
      masterData: { firstName: '', lastName: 'X', gender: 'x' },
      contact: { email: 'not-an-email' },
      address: {},
      passport: {},
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['contact.email', 'masterData.firstName', 'masterData.gender']);
  });

  it('names each field error by its code and params, for the web to word (issue 33 §4)', async () => {
    const res = await post('/api/customer', {
      masterData: { firstName: 'A'.repeat(101), lastName: ' ', permanentAge: -1 },
      contact: { email: 'not-an-email' },
      address: { country: 'X' },
      passport: {},
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: 'Bad Request', description: 'VALIDATION_ERROR', statusCode: 400 });
    const byPath = Object.fromEntries(
      body.fields.map((f: { path: string; code?: string; params?: object }) => [
        f.path,
        { code: f.code, params: f.params },
      ]),
    );
    expect(byPath).toEqual({
      'masterData.firstName': { code: 'maxLength', params: { max: 100 } },
      'masterData.lastName': { code: 'required', params: undefined },
      'masterData.permanentAge': { code: 'min', params: { min: 0 } },
      'contact.email': { code: 'emailInvalid', params: undefined },
      'address.country': { code: 'countryCode', params: undefined },
    });
    // The English text stays beside the code, for every client that does not translate.
    expect(body.fields.find((f: { path: string }) => f.path === 'contact.email').message).toBe(
      'E-mail must be valid',
    );

    // A query the route's schema refuses: named the same way, by zod's bounds or the domain's text.
    const list = await get(`/api/customer?page=-1&search=${'s'.repeat(201)}&filter=%5B1%5D`);
    expect(list.statusCode).toBe(400);
    expect(list.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'querystring.page', code: 'min', params: { min: 0 } }),
        expect.objectContaining({ path: 'querystring.search', code: 'maxLength', params: { max: 200 } }),
        expect.objectContaining({ path: 'querystring.filter', code: 'filterObject' }),
      ]),
    );
  });

  it('refuses to delete a guest of a booking with 409, and deletes anyone else', async () => {
    const vessel = (await post('/api/vessel', { name: 'MV Manta' })).json();
    const cabin = (await post('/api/rooms', { type: 'Cabin', name: 'Cabin 1', vessel: vessel.id })).json();
    const tour = (await post('/api/tour', { name: 'Reefs', vessel: vessel.id })).json();
    const schedule = (
      await post('/api/schedule', { tour: tour.id, vessel: vessel.id, from: '2027-03-06', to: '2027-03-13' })
    ).json();
    const guest = await newCustomer(ctx, admin);
    const lead = await newCustomer(ctx, admin);
    const booking = await newTripBooking(ctx, admin, {
      schedule: schedule.id,
      rooms: [{ room: cabin.id, guests: [guest.id] }],
    });
    expect(booking.lead).toBe(guest.id);

    const refused = await remove(`/api/customer/${guest.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ description: 'CONFLICT' });
    expect(refused.json().message).toContain('guest of a booking');
    expect((await get(`/api/customer/${guest.id}`)).statusCode).toBe(200);

    expect((await remove(`/api/customer/${lead.id}`)).statusCode).toBe(204);
    expect((await get(`/api/customer/${lead.id}`)).statusCode).toBe(404);
  });

  it('answers 403 without the customer scopes', async () => {
    await post('/api/users', {
      name: 'Reader',
      email: 'reader@test.local',
      password: 'secret1',
      userType: 'employee',
      permissions: { scope: ['customers.read'] },
    });
    const reader = (await ctx.login('reader@test.local', 'secret1')).token;
    expect((await get('/api/customer', reader)).statusCode).toBe(200);
    const res = await post('/api/customer', { masterData: { firstName: 'A', lastName: 'B' } }, reader);
    expect(res.statusCode).toBe(403);
    expect(res.json().description).toBe('FORBIDDEN_RESSOURCE');
  });
});
