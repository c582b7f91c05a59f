import { describe, expect, it } from 'vitest';
import { hasAnyScope, isAdmin, isGuestOnly } from './has-any-scope.ts';
import { GUEST } from './principal.ts';
import { principal } from './test-principals.ts';

const admin = principal({ userType: 'admin' });
const adminByScope = principal({ userType: 'internal', scopes: ['admin'] });
const clerk = principal({ scopes: ['bookings.read'] });

describe('isAdmin', () => {
  it('is true for userType admin or the admin scope', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(adminByScope)).toBe(true);
  });
  it('is false for others and never for a guest', () => {
    expect(isAdmin(clerk)).toBe(false);
    expect(isAdmin(principal({ scopes: ['admin.read'] }))).toBe(false);
    expect(isAdmin({ ...GUEST, scopes: ['admin'] })).toBe(false);
    expect(isAdmin({ ...GUEST, userType: 'admin' })).toBe(false);
  });
});

describe('isGuestOnly', () => {
  it('is true only for lists made of guest alone', () => {
    expect(isGuestOnly(['guest'])).toBe(true);
    expect(isGuestOnly(['guest', 'guest'])).toBe(true);
    expect(isGuestOnly(['guest', 'user'])).toBe(false);
    expect(isGuestOnly([])).toBe(false);
    expect(isGuestOnly(undefined)).toBe(false);
  });
});

describe('hasAnyScope', () => {
  it('opens an empty list to everyone', () => {
    expect(hasAnyScope(GUEST, [])).toBe(true);
    expect(hasAnyScope(clerk, [])).toBe(true);
  });

  it('satisfies guest only with a guest principal', () => {
    expect(hasAnyScope(GUEST, ['guest'])).toBe(true);
    expect(hasAnyScope(clerk, ['guest'])).toBe(false);
  });

  it('fails admin on a guests-only list', () => {
    expect(hasAnyScope(admin, ['guest'])).toBe(false);
    expect(hasAnyScope(adminByScope, ['guest'])).toBe(false);
  });

  it('passes admin on every other list', () => {
    expect(hasAnyScope(admin, ['bookings.read'])).toBe(true);
    expect(hasAnyScope(admin, ['guest', 'user'])).toBe(true);
    expect(hasAnyScope(admin, ['$view.financeReports'])).toBe(true);
    expect(hasAnyScope(adminByScope, ['settings.read'])).toBe(true);
    expect(hasAnyScope(admin, ['admin'])).toBe(true);
  });

  it('satisfies the user marker with any logged-in non-guest', () => {
    expect(hasAnyScope(principal(), ['user'])).toBe(true);
    expect(hasAnyScope(principal({ userType: 'customer' }), ['user'])).toBe(true);
    expect(hasAnyScope(GUEST, ['user'])).toBe(false);
  });

  it('opens a guest-or-user list to both but nobody is admin by it', () => {
    expect(hasAnyScope(GUEST, ['guest', 'user'])).toBe(true);
    expect(hasAnyScope(clerk, ['guest', 'user'])).toBe(true);
    expect(hasAnyScope(clerk, ['admin'])).toBe(false);
    expect(hasAnyScope(GUEST, ['admin'])).toBe(false);
  });

  it('accepts when any one required scope is granted', () => {
    expect(hasAnyScope(clerk, ['bookings.update', 'bookings.read'])).toBe(true);
    expect(hasAnyScope(clerk, ['bookings.update', 'agencies.self'])).toBe(false);
  });

  it('honours wildcards and dotless prefixes in granted scopes', () => {
    expect(hasAnyScope(principal({ scopes: ['banks.*'] }), ['banks.update'])).toBe(true);
    expect(hasAnyScope(principal({ scopes: ['banks'] }), ['banks.create'])).toBe(true);
    expect(hasAnyScope(principal({ scopes: ['bank'] }), ['banks.create'])).toBe(false);
  });

  it('requires the exact $view scope', () => {
    expect(hasAnyScope(principal({ scopes: ['$view.financeReports'] }), ['$view.financeReports'])).toBe(true);
    expect(hasAnyScope(principal({ scopes: ['$view.*'] }), ['$view.financeReports'])).toBe(false);
    expect(hasAnyScope(principal({ scopes: ['$view.bookingReports'] }), ['$view.financeReports'])).toBe(
      false,
    );
  });

  it('gives a guest nothing beyond the open and guest lists', () => {
    expect(hasAnyScope(GUEST, ['bookings.read'])).toBe(false);
  });
});
