import { describe, expect, it } from 'vitest';
import { isDueForService, rentalItemResource, rentalOutOn, stateAfterReturn } from './rental-gear.ts';

describe('rental gear', () => {
  it('is due for service on its service date, after it, and while in service or retired', () => {
    const item = (state: 'available' | 'service' | 'retired', nextService: string | null) => ({
      state,
      nextService,
    });
    expect(isDueForService(item('available', '2026-06-02'), '2026-06-01')).toBe(false);
    expect(isDueForService(item('available', '2026-06-01'), '2026-06-01')).toBe(true);
    expect(isDueForService(item('available', '2026-05-01'), '2026-06-01')).toBe(true);
    expect(isDueForService(item('available', null), '2026-06-01')).toBe(false);
    expect(isDueForService(item('service', null), '2026-06-01')).toBe(true);
    expect(isDueForService(item('retired', '2030-01-01'), '2026-06-01')).toBe(true);
  });

  it('was out from its first day to the day it came back, both included', () => {
    const rental = { from: '2026-06-03', returnedOn: '2026-06-05' };
    expect(
      ['2026-06-02', '2026-06-03', '2026-06-05', '2026-06-06'].map((d) => rentalOutOn(rental, d)),
    ).toEqual([false, true, true, false]);
    expect(rentalOutOn({ from: '2026-06-03', returnedOn: null }, '2027-01-01')).toBe(true);
  });

  it('goes back to the shelf, or to the workshop when its service date has come', () => {
    expect(stateAfterReturn({ state: 'rented', nextService: '2026-07-01' }, '2026-06-01')).toBe('available');
    expect(stateAfterReturn({ state: 'rented', nextService: '2026-06-01' }, '2026-06-01')).toBe('service');
    expect(stateAfterReturn({ state: 'retired', nextService: null }, '2026-06-01')).toBe('retired');
  });

  it('numbers items per product and leaves size and service date optional', () => {
    const parsed = rentalItemResource.schema.parse({ product: crypto.randomUUID(), number: ' 07 ' });
    expect(parsed).toMatchObject({ number: '07', size: '', state: 'available', nextService: null });
    expect(rentalItemResource.unique).toEqual([['product', 'number']]);
  });
});
