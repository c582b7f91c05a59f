import { describe, expect, it } from 'vitest';
import { isOkStatus } from './http-status.ts';

describe('isOkStatus', () => {
  it('is true for 200-299 and 304', () => {
    for (const s of [200, 201, 204, 299, 304]) expect(isOkStatus(s)).toBe(true);
  });
  it('is false around the edges', () => {
    for (const s of [0, 199, 300, 301, 303, 305, 400, 401, 500, 250.5]) expect(isOkStatus(s)).toBe(false);
  });
});
