import { describe, expect, it } from 'vitest';
import { normalizeIdentity } from './identity.ts';

describe('normalizeIdentity', () => {
  it('drops spaces around, lowers the case and folds compatibility forms', () => {
    const plain = 'admin@test.local';
    expect(normalizeIdentity(plain)).toBe(plain);
    expect(normalizeIdentity(`${' '.repeat(37)}Admin@Test.Local\t\n`)).toBe(plain);
    // Fullwidth letters and an ideographic space, as an IME types them.
    expect(normalizeIdentity('\u3000ａｄｍｉｎ＠ｔｅｓｔ．ｌｏｃａｌ')).toBe(plain);
    // A no-break space and the "ﬁ" ligature.
    expect(normalizeIdentity('\u00a0ﬁn@test.local')).toBe('fin@test.local');
  });

  it('is idempotent', () => {
    for (const value of ['  ÅSA@Test.de ', 'ﬀ@x.de', 'İstanbul@x.de']) {
      const once = normalizeIdentity(value);
      expect(normalizeIdentity(once)).toBe(once);
    }
  });
});
