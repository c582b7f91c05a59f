/**
 * Where the server reads the time for business rules (today, expiring options, due work): one
 * object, so a test moves time by setting `now` instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock = (): Clock => ({ now: () => new Date() });
