import { describe, expect, it } from 'vitest';
import { principal } from '../permissions/index.ts';
import { isRouteAvailable } from './route-availability.ts';

describe('isRouteAvailable', () => {
  const p = principal();
  it('needs any one feature on', () => {
    expect(isRouteAvailable({ feature: ['ota'] }, p, { ota: true }, {})).toBe(true);
    expect(isRouteAvailable({ feature: ['ota'] }, p, { ota: false }, {})).toBe(false);
    expect(isRouteAvailable({ feature: ['ota'] }, p, {}, {})).toBe(false);
    expect(isRouteAvailable({ feature: [] }, p, {}, {})).toBe(true);
  });
  it('needs every listed view on', () => {
    const meta = { views: ['bookingReports' as const, 'financeReports' as const] };
    expect(isRouteAvailable(meta, p, {}, { bookingReports: true, financeReports: true })).toBe(true);
    expect(isRouteAvailable(meta, p, {}, { bookingReports: true, financeReports: false })).toBe(false);
    expect(isRouteAvailable(meta, p, {}, {})).toBe(true);
  });
});
