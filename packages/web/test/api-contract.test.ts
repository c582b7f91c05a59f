import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { api } from '../src/api/client.ts';
import type { AnswerOf } from '../src/api/contract.ts';
import { fillPath } from '../src/api/contract.ts';
import type { components } from '../src/api/openapi.gen.ts';
import { mockFetch } from './fetch-mock.ts';

type CustomerRecord = components['schemas']['CustomerRecord'];

describe('calls typed by the contract (issue 33 §1)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fill the path placeholders, each value one encoded segment', async () => {
    const { calls } = mockFetch({
      'GET /api/customer/a%2Fb': () => ({ body: { id: 'a/b', fullName: 'Sofia Lindqvist' } }),
    });
    const customer = await api.GET('/api/customer/{id}', { path: { id: 'a/b' } });
    expect(customer.fullName).toBe('Sofia Lindqvist');
    expect(calls[0].url).toBe('/api/customer/a%2Fb');
    expect(() => fillPath('/api/customer/{id}', {})).toThrow('no value for {id}');
  });

  it('send the query and the body', async () => {
    const { calls } = mockFetch({
      'GET /api/customer': () => ({ body: { data: [], total: 0, page: 0, size: 25 } }),
      'POST /api/customer/c1': () => ({ body: { id: 'c1' } }),
      'DELETE /api/customer/c1': () => ({ status: 204 }),
    });
    const page = await api.GET('/api/customer', { query: { page: 0, size: 25 } });
    expect(page.total).toBe(0);
    await api.POST('/api/customer/{id}', {
      path: { id: 'c1' },
      body: { contact: { phone: '+49 30 1234' }, version: 3 },
    });
    await expect(api.DELETE('/api/customer/{id}', { path: { id: 'c1' } })).resolves.toBeUndefined();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/customer?page=0&size=25',
      'POST /api/customer/c1',
      'DELETE /api/customer/c1',
    ]);
    expect(calls[1].body).toEqual({ contact: { phone: '+49 30 1234' }, version: 3 });
  });

  it('type the answer from the server’s schema', () => {
    expectTypeOf<AnswerOf<'/api/customer/{id}', 'get'>>().toEqualTypeOf<CustomerRecord>();
    expectTypeOf<AnswerOf<'/api/customer', 'get'>['data'][number]>().toEqualTypeOf<CustomerRecord>();
    expectTypeOf<AnswerOf<'/api/customer/{id}', 'delete'>>().toEqualTypeOf<undefined>();
    expectTypeOf<CustomerRecord['version']>().toEqualTypeOf<number>();
    // A path the server does not have, or a missing placeholder, does not compile.
    // @ts-expect-error no such route
    void (() => api.GET('/api/no-such-route'));
    // @ts-expect-error {id} needs its value
    void (() => api.GET('/api/customer/{id}'));
  });
});
