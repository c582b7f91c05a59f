import { describe, expect, it } from 'vitest';
import { GUEST } from './principal.ts';
import { principal } from './test-principals.ts';
import { isInternalKind, userKind } from './user-kind.ts';

describe('userKind', () => {
  it('is guest for the guest', () => {
    expect(userKind(GUEST)).toBe('guest');
  });

  it('is admin by type or by scope', () => {
    expect(userKind(principal({ userType: 'admin' }))).toBe('admin');
    expect(userKind(principal({ userType: 'employee', scopes: ['admin'] }))).toBe('admin');
  });

  it('is agency for agency users', () => {
    expect(userKind(principal({ userType: 'agency', agency: 'a1' }))).toBe('agency');
    expect(userKind(principal({ userType: 'agency' }))).toBe('agency');
  });

  it('splits customers by their customer reference', () => {
    expect(userKind(principal({ userType: 'customer', customer: 'c1' }))).toBe('customer');
    expect(userKind(principal({ userType: 'customer', customer: null }))).toBe('customerUnassigned');
    expect(userKind(principal({ userType: 'customer', customer: null, agency: 'a1' }))).toBe(
      'customerUnassigned',
    );
  });

  it('is internal for every other type', () => {
    for (const userType of ['system', 'API', 'employee', 'internal', 'default', 'inactive'] as const) {
      expect(userKind(principal({ userType }))).toBe('internal');
    }
  });
});

describe('isInternalKind', () => {
  it('counts staff kinds only', () => {
    expect(isInternalKind('internal')).toBe(true);
    expect(isInternalKind('admin')).toBe(true);
    for (const kind of ['agency', 'customer', 'customerUnassigned', 'guest'] as const) {
      expect(isInternalKind(kind)).toBe(false);
    }
  });
});
