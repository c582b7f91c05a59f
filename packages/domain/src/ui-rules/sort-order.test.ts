import { describe, expect, it } from 'vitest';
import { normalizeSort } from './sort-order.ts';

describe('normalizeSort', () => {
  it('sends missing, negative and NaN sorts last', () => {
    for (const v of [undefined, null, -1, -0.5, Number.NaN]) expect(normalizeSort(v)).toBe(9999);
  });
  it('keeps 0 and positive sorts', () => {
    expect(normalizeSort(0)).toBe(0);
    expect(normalizeSort(5)).toBe(5);
    expect(normalizeSort(10000)).toBe(10000);
  });
});
