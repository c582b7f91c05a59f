// The areas' boundaries (issue 33 §2), measured on every CI run: import circles between areas, imports
// of another area's internals (anything but its index.ts), and Drizzle used outside repositories and
// the generic resource layer. What the tree holds today is written down in scripts/area-baseline.json;
// a violation not in it fails the check, one fixed is reported so the baseline can shrink
// (`node scripts/check-areas.mjs --update` rewrites it). Imports are read with TypeScript's own
// pre-processor, so type-only imports count as well: they tie areas together just the same.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const baselineFile = path.join(root, 'scripts/area-baseline.json');

/** Where areas live: one folder per area under each of these. */
const AREA_ROOTS = [
  { name: 'domain', dir: 'packages/domain/src' },
  { name: 'server', dir: 'packages/server/src/modules' },
  { name: 'web', dir: 'packages/web/src/features' },
];

/**
 * Server files that may use Drizzle: repositories, the database layer and the generic resources.
 * Counted in the modules and the HTTP layer; the demo seed writes its data directly, on purpose.
 */
const DRIZZLE_ALLOWED = [
  /\.repository\.ts$/,
  /^packages\/server\/src\/db\//,
  /^packages\/server\/src\/modules\/resources\//,
  /^packages\/server\/src\/http\/resource-/,
  /^packages\/server\/src\/http\/record-schema\.ts$/,
];

function walk(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(full);
  }
  return out;
}

function areaOf(file) {
  const rel = path.relative(root, file);
  for (const r of AREA_ROOTS) {
    if (!rel.startsWith(`${r.dir}/`)) continue;
    const rest = rel.slice(r.dir.length + 1).split('/');
    // Files directly in packages/domain/src (index.ts) are the package's face, not an area.
    if (rest.length < 2) return undefined;
    return { key: `${r.name}:${rest[0]}`, inner: rest.slice(1).join('/') };
  }
  return undefined;
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(from), spec);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return undefined;
}

const files = ['packages/domain/src', 'packages/server/src', 'packages/web/src'].flatMap((d) =>
  walk(path.join(root, d)),
);
const internals = new Set();
/**
 * Web calls typed by hand (`api.get<T>('/api/…')`) instead of by the contract (`api.GET(path)`,
 * issue 33 §1), per file: a file may only lose them.
 */
const HAND_TYPED = /\bapi\.(get|post|put|patch|del)\s*[<(]/g;
const handTyped = {};
const drizzle = new Set();
const edges = new Map();
for (const file of files) {
  const rel = path.relative(root, file);
  const from = areaOf(file);
  const source = readFileSync(file, 'utf8');
  if (rel.startsWith('packages/web/src/')) {
    const calls = source.match(HAND_TYPED)?.length ?? 0;
    if (calls) handTyped[rel] = calls;
  }
  const { importedFiles } = ts.preProcessFile(source, true, true);
  for (const { fileName: spec } of importedFiles) {
    if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/')) {
      if (/^packages\/server\/src\/(modules|http)\//.test(rel) && !DRIZZLE_ALLOWED.some((re) => re.test(rel)))
        drizzle.add(rel);
      continue;
    }
    const target = resolveImport(file, spec);
    const to = target && areaOf(target);
    if (!to || to.key === from?.key) continue;
    if (to.inner !== 'index.ts') internals.add(`${rel} -> ${path.relative(root, target)}`);
    if (from) {
      if (!edges.has(from.key)) edges.set(from.key, new Set());
      edges.get(from.key).add(to.key);
    }
  }
}

/** Areas on a circle: the strongly connected components of more than one area (Tarjan). */
function circles() {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (v) => {
    state.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!state.has(w)) {
        visit(w);
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
      } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
    if (state.get(v).low === state.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!state.has(v)) visit(v);
  return found;
}

const inCircles = new Set(circles().flat());
const now = {
  areasInCircles: [...inCircles].sort(),
  internalImports: [...internals].sort(),
  drizzleOutsideRepositories: [...drizzle].sort(),
};

const counts = Object.fromEntries(Object.entries(now).map(([k, v]) => [k, v.length]));
const handTypedTotal = Object.values(handTyped).reduce((a, b) => a + b, 0);
console.log(
  `areas in import circles: ${counts.areasInCircles}, imports of another area's internals: ${counts.internalImports}, files using Drizzle outside repositories: ${counts.drizzleOutsideRepositories}, hand-typed web calls: ${handTypedTotal} in ${Object.keys(handTyped).length} files`,
);
if (process.argv.includes('--update')) {
  writeFileSync(baselineFile, `${JSON.stringify({ ...now, handTypedCalls: handTyped }, null, 2)}\n`);
  console.log('baseline written');
  process.exit(0);
}
const baseline = JSON.parse(readFileSync(baselineFile, 'utf8'));
let failed = false;
const knownCalls = baseline.handTypedCalls ?? {};
for (const [file, calls] of Object.entries(handTyped)) {
  if (calls <= (knownCalls[file] ?? 0)) continue;
  console.error(
    `new hand-typed web calls in ${file}: ${calls} (was ${knownCalls[file] ?? 0}); use api.GET/POST/DELETE`,
  );
  failed = true;
}
if (Object.entries(knownCalls).some(([file, calls]) => (handTyped[file] ?? 0) < calls))
  console.log('handTypedCalls: some fixed; run with --update to shrink the baseline');
for (const [kind, list] of Object.entries(now)) {
  const known = new Set(baseline[kind] ?? []);
  const added = list.filter((item) => !known.has(item));
  const gone = [...known].filter((item) => !list.includes(item));
  for (const item of added) console.error(`new ${kind}: ${item}`);
  if (gone.length) console.log(`${kind}: ${gone.length} fixed; run with --update to shrink the baseline`);
  if (added.length) failed = true;
}
if (failed) {
  console.error(
    'An area boundary was crossed: import the area through its index.ts, keep Drizzle in a repository, and break the circle (docs/decisions.md).',
  );
  process.exit(1);
}
