import { describe, expect, it } from 'vitest';
import { GUEST } from './principal.ts';
import { principal } from './test-principals.ts';
import { canSeeCategory, categoriesFor, viewSwitchesFor } from './view-scopes.ts';

const allOff = { financeReports: false, bookingReports: false, diveReports: false };
const allOn = { financeReports: true, bookingReports: true, diveReports: true };

describe('viewSwitchesFor', () => {
  it('shows globally switched-on views to everyone', () => {
    expect(viewSwitchesFor(principal(), allOn)).toEqual(allOn);
    expect(viewSwitchesFor(GUEST, allOn)).toEqual(allOn);
  });

  it('hides globally switched-off views from ordinary users and guests', () => {
    expect(viewSwitchesFor(principal({ scopes: ['bookings.read'] }), allOff)).toEqual(allOff);
    expect(viewSwitchesFor(GUEST, allOff)).toEqual(allOff);
  });

  it('shows every view to admin even when switched off', () => {
    expect(viewSwitchesFor(principal({ userType: 'admin' }), allOff)).toEqual(allOn);
  });

  it('grants exactly the $view scopes a user holds', () => {
    const bookkeeper = principal({ scopes: ['$view.financeReports'] });
    expect(viewSwitchesFor(bookkeeper, allOff)).toEqual({ ...allOff, financeReports: true });
  });

  it('does not grant views through prefixes or wildcards', () => {
    expect(viewSwitchesFor(principal({ scopes: ['$view.*', '$view', 'view'] }), allOff)).toEqual(allOff);
  });

  it('treats a switch the configuration omits as on', () => {
    expect(viewSwitchesFor(principal(), { financeReports: false })).toEqual({
      ...allOn,
      financeReports: false,
    });
  });
});

describe('categoriesFor', () => {
  it('is all without $cat scopes', () => {
    expect(categoriesFor(principal({ scopes: ['bookings.read'] }))).toBe('all');
    expect(categoriesFor(GUEST)).toBe('all');
  });

  it('lists the ids of $cat scopes, once each', () => {
    expect(categoriesFor(principal({ scopes: ['$cat.c1', 'bookings.read', '$cat.c2', '$cat.c1'] }))).toEqual([
      'c1',
      'c2',
    ]);
  });

  it('ignores an empty $cat. and lookalikes', () => {
    expect(categoriesFor(principal({ scopes: ['$cat.', '$cat', 'cat.c1'] }))).toBe('all');
  });

  it('does not limit admin', () => {
    expect(categoriesFor(principal({ userType: 'admin', scopes: ['$cat.c1'] }))).toBe('all');
  });
});

describe('canSeeCategory', () => {
  const limited = principal({ scopes: ['$cat.c1'] });
  it('allows listed categories only when limited', () => {
    expect(canSeeCategory(limited, 'c1')).toBe(true);
    expect(canSeeCategory(limited, 'c2')).toBe(false);
    expect(canSeeCategory(limited, null)).toBe(false);
  });
  it('allows anything when not limited', () => {
    expect(canSeeCategory(principal(), 'c2')).toBe(true);
    expect(canSeeCategory(principal(), undefined)).toBe(true);
  });
});
