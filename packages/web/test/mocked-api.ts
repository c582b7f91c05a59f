import { vi } from 'vitest';
import { fillPath } from '../src/api/contract.ts';

interface TypedParams {
  path?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
}

/**
 * The api object for screen tests that stub their calls: `get`, `post` and `del` are mocks, and
 * the generic resources' typed calls (`api.records(name)`) and the contract's typed calls
 * (`api.GET/POST/DELETE`) go through them with the URLs the server has, so a test asserts one call
 * however the screen made it: a GET with its query as the second argument, a POST with its body.
 */
export function mockedApi() {
  const get = vi.fn();
  const post = vi.fn();
  const del = vi.fn();
  const records = (name: string) => {
    const base = `/api/${name}`;
    const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
    return {
      list: (query: unknown) => get(base, query),
      get: (id: string) => get(one(id)),
      create: (body: unknown) => post(base, body),
      update: (id: string, body: unknown) => post(one(id), body),
      remove: (id: string) => del(one(id)),
      copy: (id: string, body?: unknown) =>
        body === undefined ? post(`${one(id)}/copy`) : post(`${one(id)}/copy`, body),
    };
  };
  const typed =
    (call: (url: string, second?: unknown) => unknown, second: 'query' | 'body') =>
    (path: string, params: TypedParams = {}) => {
      const url = fillPath(path, params.path);
      return params[second] === undefined ? call(url) : call(url, params[second]);
    };
  return {
    get,
    post,
    del,
    download: vi.fn(),
    records,
    GET: typed(get, 'query'),
    POST: typed(post, 'body'),
    DELETE: (path: string, params: TypedParams = {}) => del(fillPath(path, params.path)),
  };
}
