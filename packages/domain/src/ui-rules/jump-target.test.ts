import { describe, expect, it } from 'vitest';
import { isSafeJumpTarget } from './jump-target.ts';

describe('isSafeJumpTarget', () => {
  it('accepts local paths', () => {
    for (const to of ['/', '/booking/list', '/booking/42?tab=calc#x', '/a//b', '/a\\b']) {
      expect(isSafeJumpTarget(to)).toBe(true);
    }
  });
  it('refuses protocol-relative and backslash tricks', () => {
    for (const to of ['//evil.com', '///evil.com', '/\\evil.com', '/\\/evil.com']) {
      expect(isSafeJumpTarget(to)).toBe(false);
    }
  });
  it('refuses control characters browsers would strip', () => {
    for (const to of ['/\t/evil.com', '/\n/evil.com', '/\r/evil.com', '/a\u0000b', '/a\u007fb']) {
      expect(isSafeJumpTarget(to)).toBe(false);
    }
  });
  it('refuses absolute and relative URLs and non-strings', () => {
    for (const to of [
      'https://evil.com',
      'evil.com',
      'booking/list',
      ' /booking',
      '',
      'javascript:alert(1)',
    ]) {
      expect(isSafeJumpTarget(to)).toBe(false);
    }
    expect(isSafeJumpTarget(null)).toBe(false);
    expect(isSafeJumpTarget(undefined)).toBe(false);
  });
});
