import { describe, expect, it } from 'vitest';
import { normalizeTimestamp, SECONDS_TIMESTAMP_CUTOFF } from './timestamps.ts';

describe('normalizeTimestamp', () => {
  it('reads values below the cut-off as seconds', () => {
    expect(normalizeTimestamp(1_080_765_173)).toBe(1_080_765_173_000);
    expect(normalizeTimestamp(0)).toBe(0);
    expect(normalizeTimestamp(1)).toBe(1000);
  });
  it('keeps values from the cut-off up as milliseconds', () => {
    expect(normalizeTimestamp(SECONDS_TIMESTAMP_CUTOFF)).toBe(1_080_765_174);
    expect(normalizeTimestamp(1_700_000_000_000)).toBe(1_700_000_000_000);
  });
});
