import { describe, expect, it } from 'vitest';
import { GUEST, principalFromUser } from './principal.ts';

describe('GUEST', () => {
  it('is an unauthenticated principal without rights or references', () => {
    expect(GUEST).toMatchObject({
      userType: 'guest',
      isGuest: true,
      scopes: [],
      agency: null,
      customer: null,
    });
    expect(GUEST.id).toBeUndefined();
  });

  it('cannot be given scopes by accident', () => {
    expect(() => GUEST.scopes.push('admin')).toThrow();
    expect(GUEST.scopes).toEqual([]);
  });
});

describe('principalFromUser', () => {
  const user = {
    id: 'u7',
    userType: 'agency' as const,
    permissions: { scope: ['agencies.self'] },
    resorts: ['r1'],
    vessels: [],
    agency: 'a1',
    customer: null,
  };

  it('is the guest without a user or for a guest user', () => {
    expect(principalFromUser(null)).toBe(GUEST);
    expect(principalFromUser(undefined)).toBe(GUEST);
    expect(principalFromUser({ ...user, userType: 'guest' })).toBe(GUEST);
  });

  it('holds every scope the server names, its roles’ too, over the user’s own', () => {
    const withRoles = { ...user, scopes: ['agencies.self', 'bookings.read'] };
    expect(principalFromUser(withRoles).scopes).toEqual(['agencies.self', 'bookings.read']);
  });

  it('copies what the rules read', () => {
    expect(principalFromUser(user)).toEqual({
      id: 'u7',
      userType: 'agency',
      scopes: ['agencies.self'],
      isGuest: false,
      resorts: ['r1'],
      vessels: [],
      agency: 'a1',
      customer: null,
    });
  });

  it('does not share lists with the user object', () => {
    const p = principalFromUser(user);
    p.scopes.push('admin');
    expect(user.permissions.scope).toEqual(['agencies.self']);
  });
});
