import { describe, expect, it } from 'vitest';
import { scopeMatches } from './scope-match.ts';

describe('scopeMatches', () => {
  it('matches equal strings', () => {
    expect(scopeMatches('bookings.read', 'bookings.read')).toBe(true);
    expect(scopeMatches('$view.financeReports', '$view.financeReports')).toBe(true);
    expect(scopeMatches('suapi.all', 'suapi.all')).toBe(true);
  });

  it('does not match a different verb of the same area', () => {
    expect(scopeMatches('bookings.read', 'bookings.update')).toBe(false);
    expect(scopeMatches('bookings.read', 'bookings.readx')).toBe(false);
  });

  it('lets a .* scope cover every dotted name of its area only', () => {
    expect(scopeMatches('bookings.*', 'bookings.read')).toBe(true);
    expect(scopeMatches('bookings.*', 'bookings.self')).toBe(true);
    expect(scopeMatches('bookings.*', 'bookings.sub.read')).toBe(true);
    expect(scopeMatches('bookings.*', 'bookingsx.read')).toBe(false);
    expect(scopeMatches('bookings.*', 'booking.read')).toBe(false);
    expect(scopeMatches('bookings.*', 'bookings')).toBe(false);
    expect(scopeMatches('bookings.*', 'bookings.')).toBe(false);
    expect(scopeMatches('bookings.*', 'agencies.read')).toBe(false);
  });

  it('lets a scope without a dot cover the dotted names of its area only', () => {
    expect(scopeMatches('bookings', 'bookings.read')).toBe(true);
    expect(scopeMatches('bookings', 'bookings.*')).toBe(true);
    expect(scopeMatches('bookings', 'bookingsx.read')).toBe(false);
    expect(scopeMatches('booking', 'bookings.read')).toBe(false);
    expect(scopeMatches('bookings', 'bookingsx')).toBe(false);
    expect(scopeMatches('bookings', 'bookings.')).toBe(false);
  });

  it('does not treat a dotted scope without wildcard as a prefix', () => {
    expect(scopeMatches('bookings.read', 'bookings.read.own')).toBe(false);
    expect(scopeMatches('suapi.read', 'suapi.all')).toBe(false);
  });

  it('never lets $view or $cat scopes match by prefix or wildcard', () => {
    expect(scopeMatches('$view.*', '$view.financeReports')).toBe(false);
    expect(scopeMatches('$view', '$view.financeReports')).toBe(false);
    expect(scopeMatches('$cat.*', '$cat.42')).toBe(false);
    expect(scopeMatches('$cat', '$cat.42')).toBe(false);
    expect(scopeMatches('$view.financeReports', '$view.financeReports.x')).toBe(false);
    expect(scopeMatches('$cat.4', '$cat.42')).toBe(false);
  });

  it('never lets a normal wildcard reach a $ scope', () => {
    expect(scopeMatches('$', '$view.financeReports')).toBe(false);
    expect(scopeMatches('bookings.*', '$view.bookingReports')).toBe(false);
  });

  it('never matches empty strings', () => {
    expect(scopeMatches('', '')).toBe(false);
    expect(scopeMatches('', 'bookings.read')).toBe(false);
    expect(scopeMatches('bookings', '')).toBe(false);
  });
});
