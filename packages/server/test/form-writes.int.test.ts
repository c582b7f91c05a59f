import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 38: the standard writes of `/api/form` (SPEC §7): create is sending, update a language or
 * an answered form opened again, copy sending it again, delete.
 */
let ctx: TestContext;
let admin: string;
let definition: string;
let customer: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).token;
  const made = await ctx.request({
    method: 'POST',
    url: '/api/formdef',
    token: admin,
    payload: {
      name: 'Arrival',
      fields: [{ id: 'flight', type: 'Text', label: { en: 'Flight' }, required: true }],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  definition = made.json().id;
  customer = (await newCustomer(ctx, admin, { firstName: 'Ada', lastName: 'Reef' })).id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | undefined, payload?: unknown) =>
  ctx.request({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const tokenOf = (url: string) => url.split('/').pop()!;

describe('/api/form writes', () => {
  it('sends, reopens an answered form, sends it again and deletes it', async () => {
    const sent = await call('POST', '/api/form', admin, { definition, customer, language: 'en' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, url } = sent.json();
    const answered = await call('POST', `/api/form/${id}/public?token=${tokenOf(url)}`, undefined, {
      answers: { flight: 'LH 778' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    let form = (await call('GET', `/api/form/${id}`, admin)).json();
    expect(form.state).toBe('answered');
    expect(form).not.toHaveProperty('token');

    const reopened = await call('POST', `/api/form/${id}`, admin, {
      reopen: true,
      language: 'de',
      version: form.version,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ state: 'open', language: 'de', answers: { flight: 'LH 778' } });
    // The customer corrects the answer by the same link.
    const corrected = await call('POST', `/api/form/${id}/public?token=${tokenOf(url)}`, undefined, {
      answers: { flight: 'LH 780' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    form = (await call('GET', `/api/form/${id}`, admin)).json();
    expect(form).toMatchObject({ state: 'answered', answers: { flight: 'LH 780' } });

    const copy = await call('POST', `/api/form/${id}/copy`, admin, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().id).not.toBe(id);
    expect(tokenOf(copy.json().url)).not.toBe(tokenOf(url));
    const again = (await call('GET', `/api/form/${copy.json().id}`, admin)).json();
    expect(again).toMatchObject({ state: 'open', customer, definition, language: 'de', answers: {} });

    expect((await call('DELETE', `/api/form/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/form/${id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/form/${id}/public?token=${tokenOf(url)}`, undefined)).statusCode).toBe(
      404,
    );
  });

  it('answers only holders of the scopes, and refuses bad input in the shape of SPEC §8', async () => {
    const reader = await newUser(ctx, admin, 'forms-reader@test.local', ['forms.read']);
    const sent = (await call('POST', '/api/form', admin, { definition, customer })).json();
    const form = (await call('GET', `/api/form/${sent.id}`, reader)).json();
    expect(
      (await call('POST', `/api/form/${sent.id}`, reader, { language: 'de', version: form.version }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/form/${sent.id}`, reader)).statusCode).toBe(403);

    const open = await call('POST', `/api/form/${sent.id}`, admin, { reopen: true, version: form.version });
    expect(open.statusCode).toBe(400);
    expect(open.json()).toMatchObject({ statusCode: 400, method: 'POST' });
    expect(open.json().message).toContain('answered');
    expect((await call('POST', `/api/form/${sent.id}`, admin, { version: form.version })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', `/api/form/${sent.id}`, admin, { language: 'xx', version: form.version }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/form/${sent.id}`, admin, { language: 'de', version: form.version + 5 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/form', admin, { definition: crypto.randomUUID(), customer })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/form/${sent.id}/copy`, admin, { customer: crypto.randomUUID() })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await call('DELETE', '/api/form/%27%3B--', admin)).statusCode).toBe(400);
  });
});
