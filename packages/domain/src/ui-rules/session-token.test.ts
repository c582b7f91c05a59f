import { describe, expect, it } from 'vitest';
import { canRefreshToken, isValidToken, refreshDelaySeconds } from './session-token.ts';

describe('canRefreshToken', () => {
  it('refreshes only lifetimes over 240 s', () => {
    expect(canRefreshToken(241)).toBe(true);
    expect(canRefreshToken(3600)).toBe(true);
    expect(canRefreshToken(240)).toBe(false);
    expect(canRefreshToken(0)).toBe(false);
  });
});

describe('refreshDelaySeconds', () => {
  it('refreshes 120 s before expiry', () => {
    expect(refreshDelaySeconds(3600)).toBe(3480);
    expect(refreshDelaySeconds(241)).toBe(121);
  });
  it('never waits a negative time', () => {
    expect(refreshDelaySeconds(100)).toBe(0);
  });
});

describe('isValidToken', () => {
  it('needs a string longer than 50 characters', () => {
    expect(isValidToken('x'.repeat(51))).toBe(true);
    expect(isValidToken('x'.repeat(50))).toBe(false);
    expect(isValidToken('null')).toBe(false);
    expect(isValidToken(undefined)).toBe(false);
    expect(isValidToken(Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
