import { vi } from 'vitest';

/**
 * The api object for screen tests that stub their calls: `get`, `post` and `del` are mocks, and
 * the generic resources' typed calls (`api.records(name)`) go through them with the URLs the server
 * has, so a test asserts one call however the screen made it.
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
  return { get, post, del, download: vi.fn(), records };
}
