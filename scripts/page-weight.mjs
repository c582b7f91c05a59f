// The JavaScript a guest's phone downloads for a public booking page (issue 17: under 200 kB
// gzip): the `book.html` entry with every chunk it imports statically, plus the translations of
// one language, which the page fetches before its first render. Reads the build's manifest, so
// run it after `npm run build -w @seaberth/web`.
//   node scripts/page-weight.mjs [--max 200] [--lang de]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const maxKb = Number(option('max', '0'));
const lang = option('lang', 'de');

const dist = path.resolve('packages/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, 'book-manifest.json'), 'utf8'));

const files = new Map();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) visit(imported);
}
visit('book.html');
const translations = Object.keys(manifest).filter((key) =>
  new RegExp(`^src/i18n/${lang}/(common|errors|online-booking)\\.json$`).test(key),
);
for (const key of translations) visit(key);

const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const rows = [...files.entries()]
  .map(([file, key]) => ({ file, key, kb: gzip(file) / 1024 }))
  .sort((a, b) => b.kb - a.kb);
for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(7)} kB  ${row.file}  (${row.key})`);
const total = rows.reduce((sum, row) => sum + row.kb, 0);
console.log(`${total.toFixed(1).padStart(7)} kB  gzip in total for a public booking page (${lang})`);

// Chunks the flow fetches later (the details form once a departure is picked), for the record.
const later = new Map();
for (const key of files.values())
  for (const dynamic of manifest[key].dynamicImports ?? []) {
    if (dynamic.startsWith('src/i18n/')) continue;
    const chunk = manifest[dynamic];
    if (chunk && !files.has(chunk.file)) later.set(chunk.file, dynamic);
  }
for (const [file, key] of later)
  console.log(
    `${(gzip(file) / 1024).toFixed(1).padStart(7)} kB  fetched later in the flow: ${file}  (${key})`,
  );
if (maxKb > 0 && total > maxKb) {
  console.error(`over the budget of ${maxKb} kB`);
  process.exit(1);
}
