import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UPLOAD_KB, maxFileSize } from './file-size.ts';

describe('maxFileSize', () => {
  it('defaults to 256 KB of 1024 bytes', () => {
    expect(DEFAULT_MAX_UPLOAD_KB).toBe(256);
    expect(maxFileSize({ size: 256 * 1024 })).toBeNull();
    expect(maxFileSize({ size: 256 * 1024 + 1 })).toBe('File must not be larger than 256 KB');
  });
  it('takes another limit', () => {
    expect(maxFileSize({ size: 2048 }, 2)).toBeNull();
    expect(maxFileSize({ size: 2049 }, 2)).toBe('File must not be larger than 2 KB');
  });
  it('checks every file of a list', () => {
    expect(maxFileSize([{ size: 1 }, { size: 300 * 1024 }])).not.toBeNull();
    expect(maxFileSize([{ size: 1 }, { size: 2 }])).toBeNull();
  });
  it('lets no file pass', () => {
    expect(maxFileSize(null)).toBeNull();
    expect(maxFileSize([])).toBeNull();
  });
});
