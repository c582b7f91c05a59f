import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.dirname(new URL(import.meta.url).pathname);

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of keys(value, at)) out.set(k, v);
  }
  return out;
}

const read = (lang: string, file: string): Tree =>
  JSON.parse(readFileSync(path.join(ROOT, lang, file), 'utf8')) as Tree;

const files = readdirSync(path.join(ROOT, 'en')).filter((file) => file.endsWith('.json'));

// i18next plural forms: German needs the same ones as English here.
describe('the German texts', () => {
  it.each(files)('%s has every English key, and no other', (file) => {
    const en = keys(read('en', file));
    const de = keys(read('de', file));
    expect([...en.keys()].filter((key) => !de.has(key))).toEqual([]);
    expect([...de.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it.each(files)('%s addresses the reader formally (Sie, not du)', (file) => {
    const informal =
      /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|kannst|hast|bist|musst|willst)\b/i;
    const found = [...keys(read('de', file))].filter(([, text]) => informal.test(text)).map(([key]) => key);
    expect(found).toEqual([]);
  });
});
