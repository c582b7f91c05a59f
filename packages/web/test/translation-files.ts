import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every `src/i18n/{lang}/{file}.json`, keyed as `i18n/bundled.ts`'s glob keys them, read and parsed
 * once per worker thread and kept on the thread's global for its later files.
 *
 * Why: each test file loads the app's modules afresh (the web project's `isolate`), and through
 * `bundled.ts` that meant some 200 JSON modules (900 KB) transformed and evaluated again for every
 * file: about 3 s of set-up per file on a loaded 2-core runner, half of a small file's time. The
 * parsed files are only read (i18next copies what it is given), so one copy serves every file.
 */
const KEPT = Symbol.for('seaberth.translationFiles');

export function translationFiles(): Record<string, unknown> {
  const slot = globalThis as typeof globalThis & { [KEPT]?: Record<string, unknown> };
  slot[KEPT] ??= readTranslationFiles();
  return slot[KEPT];
}

function readTranslationFiles(): Record<string, unknown> {
  // In the web project's transform `import.meta.url` is no file URL; Vitest's module runner
  // gives every module its own `__dirname`.
  const root = join(__dirname, '../src/i18n');
  const files: Record<string, unknown> = {};
  for (const lang of readdirSync(root, { withFileTypes: true })) {
    if (!lang.isDirectory()) continue;
    for (const name of readdirSync(join(root, lang.name))) {
      if (!name.endsWith('.json')) continue;
      files[`./${lang.name}/${name}`] = JSON.parse(readFileSync(join(root, lang.name, name), 'utf8'));
    }
  }
  return files;
}
