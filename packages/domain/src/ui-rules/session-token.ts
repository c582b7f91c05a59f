/** SPEC §4/§9: refresh this long before expiry… */
export const TOKEN_REFRESH_MARGIN_SECONDS = 120;
/** …and only tokens living longer than this; shorter ones would refresh almost at once. */
export const MIN_REFRESHABLE_LIFETIME_SECONDS = 240;
/** SPEC §9: anything this short or shorter cannot be a signed token (a leftover "null", "undefined"). */
export const MIN_TOKEN_LENGTH = 50;

export function canRefreshToken(lifetimeSeconds: number): boolean {
  return lifetimeSeconds > MIN_REFRESHABLE_LIFETIME_SECONDS;
}

/** Seconds to wait before refreshing; never negative so a late timer fires at once. */
export function refreshDelaySeconds(expiresIn: number): number {
  return Math.max(0, expiresIn - TOKEN_REFRESH_MARGIN_SECONDS);
}

export function isValidToken(token: unknown): token is string {
  return typeof token === 'string' && token.length > MIN_TOKEN_LENGTH;
}
