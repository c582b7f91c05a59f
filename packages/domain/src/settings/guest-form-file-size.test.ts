import { describe, expect, it } from 'vitest';
import { DEFAULT_GUEST_FORM_FILE_SIZE_KB, guestFormFileSizeKbOf } from './settings.ts';

describe('the guest form file size setting', () => {
  it('reads a size in KB, and the default when unset, not a number or not positive', () => {
    expect(guestFormFileSizeKbOf('512')).toBe(512);
    for (const value of [undefined, 'lots', '0', '-5', 'Infinity'])
      expect(guestFormFileSizeKbOf(value)).toBe(DEFAULT_GUEST_FORM_FILE_SIZE_KB);
  });
});
