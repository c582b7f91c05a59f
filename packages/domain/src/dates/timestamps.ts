/**
 * SPEC §9: numbers below this are Unix seconds, not milliseconds. 1080765174 s is 2004-03-31; as
 * milliseconds it would be a moment in January 1970, which no record of ours can carry, so the
 * two readings never collide.
 */
export const SECONDS_TIMESTAMP_CUTOFF = 1_080_765_174;

/** Milliseconds since the epoch, whether the value came in seconds or milliseconds. */
export function normalizeTimestamp(value: number): number {
  return value < SECONDS_TIMESTAMP_CUTOFF ? value * 1000 : value;
}
