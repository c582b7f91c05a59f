// `npm start` runs the server as one bundled JavaScript file (packages/server/dist/server/main.mjs):
// the same code as `tsx src/main.ts`, without compiling TypeScript in the process. That keeps about
// 85 MB of compiler state and source text out of every process (docs/performance.md, memory).
// npm dependencies stay outside the bundle, loaded from node_modules as usual; our own packages
// (server, domain) go in. Two folders deep, like src/lib and src/db, so the paths the code resolves
// from its own file (package.json, drizzle/, the web build) are the same bundled or not.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '../packages/server',
);
const pkg = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !name.startsWith('@seaberth/'))
  .flatMap((name) => [name, `${name}/*`]);
// Another folder two deep may be named (the PostgreSQL suite's processes use one of their own, so a
// running `npm start` keeps its bundle): `node scripts/build-server.mjs dist/test-123`.
const out = path.join(server, process.argv[2] ?? path.join('dist', 'server'));
if (path.relative(server, out).split(path.sep).length !== 2) throw new Error(`not two folders deep: ${out}`);

mkdirSync(out, { recursive: true });
await build({
  // The server, and the same first start without serving (`npm run db:prepare`).
  entryPoints: ['main', 'prepare-data'].map((name) => path.join(server, 'src', `${name}.ts`)),
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  logLevel: 'warning',
});
// Read next to the code that serves it (modules/widgets/widget.routes.ts).
copyFileSync(
  path.join(server, 'src', 'modules', 'widgets', 'widget-embed.js'),
  path.join(out, 'widget-embed.js'),
);
console.log(`server bundled into ${path.relative(process.cwd(), out)}/main.mjs and prepare-data.mjs`);
