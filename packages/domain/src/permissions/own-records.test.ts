import { describe, expect, it } from 'vitest';
import { agentAgency, canActOnOwn } from './own-records.ts';
import { GUEST } from './principal.ts';
import { principal } from './test-principals.ts';

const agent = principal({ userType: 'agency', agency: 'a1', scopes: ['agencies.self'] });
const customer = principal({ userType: 'customer', customer: 'c1', scopes: ['customers.self'] });

describe('canActOnOwn', () => {
  it('lets an agent act on records of its own agency only', () => {
    expect(canActOnOwn(agent, 'agencies.self', { agency: 'a1' })).toBe(true);
    expect(canActOnOwn(agent, 'agencies.self', { agency: 'a2' })).toBe(false);
    expect(canActOnOwn(agent, 'agencies.self', { agency: null })).toBe(false);
    expect(canActOnOwn(agent, 'agencies.self', {})).toBe(false);
  });

  it('needs the .self scope, not only the reference', () => {
    expect(canActOnOwn({ ...agent, scopes: [] }, 'agencies.self', { agency: 'a1' })).toBe(false);
    expect(canActOnOwn({ ...agent, scopes: ['agencies.read'] }, 'agencies.self', { agency: 'a1' })).toBe(
      false,
    );
  });

  it('accepts the .self scope through a wildcard', () => {
    expect(canActOnOwn({ ...agent, scopes: ['agencies.*'] }, 'agencies.self', { agency: 'a1' })).toBe(true);
  });

  it('never treats two missing references as the same owner', () => {
    const unlinked = principal({ userType: 'agency', agency: null, scopes: ['agencies.self'] });
    expect(canActOnOwn(unlinked, 'agencies.self', { agency: null })).toBe(false);
    expect(canActOnOwn(unlinked, 'agencies.self', {})).toBe(false);
  });

  it('lets a customer act on its own customer record only', () => {
    expect(canActOnOwn(customer, 'customers.self', { customer: 'c1' })).toBe(true);
    expect(canActOnOwn(customer, 'customers.self', { customer: 'c2' })).toBe(false);
    expect(canActOnOwn(customer, 'agencies.self', { agency: 'c1' })).toBe(false);
  });

  it('lets a user act on its own user only', () => {
    const me = principal({ id: 'u1', scopes: ['users.self'] });
    expect(canActOnOwn(me, 'users.self', { userId: 'u1' })).toBe(true);
    expect(canActOnOwn(me, 'users.self', { userId: 'u2' })).toBe(false);
    expect(canActOnOwn({ ...me, id: undefined }, 'users.self', { userId: undefined })).toBe(false);
  });

  it('does not mix up which reference a scope compares', () => {
    const both = principal({ agency: 'x', customer: 'y', scopes: ['agencies.self', 'customers.self'] });
    expect(canActOnOwn(both, 'agencies.self', { customer: 'x' })).toBe(false);
    expect(canActOnOwn(both, 'customers.self', { agency: 'y' })).toBe(false);
  });

  it('grants nothing for unknown .self scopes', () => {
    expect(canActOnOwn(principal({ scopes: ['bookings.self'] }), 'bookings.self', { userId: 'u1' })).toBe(
      false,
    );
    expect(canActOnOwn(agent, 'agencies.read', { agency: 'a1' })).toBe(false);
  });

  it('lets admin act on anything and a guest on nothing', () => {
    expect(canActOnOwn(principal({ userType: 'admin' }), 'agencies.self', { agency: 'zz' })).toBe(true);
    expect(canActOnOwn(GUEST, 'agencies.self', { agency: null })).toBe(false);
  });
});

describe('agentAgency', () => {
  it('limits an agent to its agency, and nobody else', () => {
    expect(agentAgency(agent, ['bookings.read'])).toBe('a1');
    expect(agentAgency({ ...agent, agency: null }, ['bookings.read'])).toBeNull();
    expect(
      agentAgency({ ...agent, scopes: ['agencies.self', 'bookings.read'] }, ['bookings.read']),
    ).toBeUndefined();
    expect(
      agentAgency(principal({ userType: 'employee', scopes: ['bookings.read'] }), ['bookings.read']),
    ).toBeUndefined();
    expect(
      agentAgency(principal({ userType: 'admin', scopes: ['admin'] }), ['bookings.read']),
    ).toBeUndefined();
  });
});
