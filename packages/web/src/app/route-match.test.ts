import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes.tsx';
import { findRoute } from './route-match.ts';

describe('findRoute', () => {
  it('ranks as the router does: a fixed segment before a parameter, the catch-all for the rest', () => {
    expect(findRoute('/booking/ota').path).toBe('/booking/ota');
    expect(findRoute('/booking/0f4e2a1c-3b5d-4e6f-8a9b-0c1d2e3f4a5b').path).toBe('/booking/:id');
    expect(findRoute('/users/profile').path).toBe('/users/profile');
    expect(findRoute('/users/42').path).toBe('/users/:id');
    expect(findRoute('/no/such/page').path).toBe('*');
  });

  it('reads the path without its query or hash, and answers a path asked again the same', () => {
    expect(findRoute('/booking/ota?state=new#top').path).toBe('/booking/ota');
    // Kept by path: the same answer, query or not.
    expect(findRoute('/booking/ota')).toBe(findRoute('/booking/ota?page=2'));
  });

  it('keeps answering right past its bound of remembered paths', () => {
    for (let i = 0; i < 600; i++) expect(findRoute(`/users/${i}`).path).toBe('/users/:id');
    expect(findRoute('/booking/ota').path).toBe('/booking/ota');
  });

  it('matches within another table when given one', () => {
    const some = ROUTES.filter((route) => route.path === '/users/:id' || route.path === '*');
    expect(findRoute('/users/profile', some).path).toBe('/users/:id');
    expect(findRoute('/booking/ota', some).path).toBe('*');
  });
});
