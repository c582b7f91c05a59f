import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, PUBLIC_BOOKING_PAGES } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { buildResources, deepMerge } from '../src/i18n/index.ts';

const SRC = path.resolve(__dirname, '../src');

/** Every source file the public booking entry reaches through relative imports (static or lazy). */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+\.tsx?)'/g))
      visit(path.resolve(path.dirname(file), match[1]!));
  };
  visit(entry);
  return [...seen];
}

/** The translation files the public entry loads (src/i18n/public-bundles.ts), merged per language. */
function publicTranslations(lang: string): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const name of ['common', 'errors', 'online-booking'])
    files[`./${lang}/${name}.json`] = JSON.parse(
      readFileSync(path.join(SRC, 'i18n', lang, `${name}.json`), 'utf8'),
    );
  return buildResources(files)[lang]!.translation;
}

function has(tree: Record<string, unknown>, key: string): boolean {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || (typeof node === 'object' && node !== null);
}

describe('the public booking entry (book.html)', () => {
  const files = reachable(path.join(SRC, 'features/online-booking/book-main.tsx'));

  it('reaches the booking flow and the payment pages, and none of the back office', () => {
    const names = files.map((file) => path.relative(SRC, file));
    expect(names).toContain('features/online-booking/details-form.tsx');
    expect(names).toContain('features/online-booking/payment-return-pages.tsx');
    expect(names).not.toContain('routes.tsx');
    expect(names).not.toContain('i18n/bundled.ts');
    expect(names.filter((name) => name.includes('x-data-grid'))).toEqual([]);
  });

  it('loads every text its screens ask for, in every language', () => {
    const keys = new Set<string>();
    for (const file of files)
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z]+\.[\w.]+)'/g))
        keys.add(match[1]!);
    expect(keys.size).toBeGreaterThan(50);
    for (const lang of LANGUAGES) {
      const bundle = publicTranslations(lang);
      // A plural key lives as key_one / key_other.
      const missing = [...keys].filter((key) => !has(bundle, key) && !has(bundle, `${key}_other`));
      expect(missing, lang).toEqual([]);
    }
  });

  it('keeps the service worker’s list of its pages in step with the server’s', () => {
    const sw = readFileSync(path.resolve(SRC, '../public/sw.js'), 'utf8');
    const list = /const PUBLIC_BOOKING_PAGES = \[([^\]]*)\]/.exec(sw)?.[1] ?? '';
    const pages = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(pages).toEqual([...PUBLIC_BOOKING_PAGES]);
  });

  it('merges files that share a top-level key', () => {
    expect(deepMerge({ a: { b: '1' } }, { a: { c: '2' } })).toEqual({ a: { b: '1', c: '2' } });
  });
});
