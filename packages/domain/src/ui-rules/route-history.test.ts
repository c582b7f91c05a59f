import { describe, expect, it } from 'vitest';
import { isLoginPath, pathOnly, pushRouteHistory } from './route-history.ts';

describe('pushRouteHistory', () => {
  it('appends a path without changing the given history', () => {
    const history = ['/booking/list'];
    expect(pushRouteHistory(history, '/customer/list')).toEqual(['/booking/list', '/customer/list']);
    expect(history).toEqual(['/booking/list']);
  });

  it('keeps only the newest 10 entries', () => {
    const history = Array.from({ length: 10 }, (_, i) => `/p${i}`);
    const next = pushRouteHistory(history, '/p10');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('/p1');
    expect(next[9]).toBe('/p10');
  });

  it('skips a duplicate of the last entry only', () => {
    expect(pushRouteHistory(['/a', '/b'], '/b')).toEqual(['/a', '/b']);
    expect(pushRouteHistory(['/a', '/b'], '/a')).toEqual(['/a', '/b', '/a']);
  });

  it('treats another query as another entry', () => {
    expect(pushRouteHistory(['/booking/list?page=1'], '/booking/list?page=2')).toHaveLength(2);
  });

  it('leaves out login pages, also with query or trailing slash', () => {
    for (const path of ['/login', '/club/login', '/login?next=/x', '/login/', '/club/login#top']) {
      expect(pushRouteHistory(['/a'], path)).toEqual(['/a']);
    }
  });

  it('keeps pages that only look like login pages', () => {
    expect(pushRouteHistory([], '/login-help')).toEqual(['/login-help']);
    expect(pushRouteHistory([], '/club/dashboard')).toEqual(['/club/dashboard']);
  });

  it('caps an over-long stored history even when skipping', () => {
    const stored = Array.from({ length: 12 }, (_, i) => `/p${i}`);
    expect(pushRouteHistory(stored, '/login')).toHaveLength(10);
  });
});

describe('pathOnly and isLoginPath', () => {
  it('strip query, hash and trailing slash', () => {
    expect(pathOnly('/a/b/?x=1#h')).toBe('/a/b');
    expect(pathOnly('/')).toBe('/');
    expect(isLoginPath('/club/login?x')).toBe(true);
    expect(isLoginPath('/club/password/reset')).toBe(false);
  });
});
