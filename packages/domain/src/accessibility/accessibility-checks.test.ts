import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_CHECKS } from './accessibility-checks.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

describe('the accessibility statement', () => {
  it('names for every criterion a test that exists, and says in both languages what is met', () => {
    for (const check of ACCESSIBILITY_CHECKS) {
      expect(existsSync(resolve(ROOT, check.test)), `${check.criterion}: ${check.test}`).toBe(true);
      expect(check.text.en.length).toBeGreaterThan(20);
      expect(check.text.de.length).toBeGreaterThan(20);
      if (check.status === 'partial') expect(check.limit, check.criterion).toBeDefined();
    }
  });
});
