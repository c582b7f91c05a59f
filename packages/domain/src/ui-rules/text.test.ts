import { describe, expect, it } from 'vitest';
import { ELLIPSIS, shorten } from './text.ts';

describe('shorten', () => {
  it('leaves text up to the length unchanged', () => {
    expect(shorten('Manta', 5)).toBe('Manta');
    expect(shorten('Manta', 10)).toBe('Manta');
  });
  it('cuts longer text at the length and adds one ellipsis character', () => {
    expect(ELLIPSIS).toBe('…');
    expect(shorten('Manta Point', 5)).toBe('Manta…');
    expect(shorten('Abcdef', 3)).toBe('Abc…');
  });
  it('drops spaces before the ellipsis', () => {
    expect(shorten('Manta Point', 6)).toBe('Manta…');
  });
  it('never splits an emoji', () => {
    expect(shorten('🐠🐡🦈', 2)).toBe('🐠🐡…');
    expect(shorten('🐠🐡', 2)).toBe('🐠🐡');
  });
  it('handles empty input and zero length', () => {
    expect(shorten('', 3)).toBe('');
    expect(shorten(null, 3)).toBe('');
    expect(shorten(undefined, 3)).toBe('');
    expect(shorten('abc', 0)).toBe('…');
  });
});
