// Type-checks every project with TypeScript 7, the native compiler (`typescript-native`, an alias of
// `typescript@7`): it checks one program on every core itself, so the projects run one after
// another (two side by side took longer on 2 cores). TypeScript 5 stays as `typescript` for the
// tools that call its JavaScript API, which TypeScript 7 does not have (openapi-typescript, the
// area check). TypeScript 5's four programs side by side took 66–102 s and 158 s of CPU in CI
// here, TypeScript 7's 28 s and 44 s (docs/decisions.md, "CI time, eighteenth pass"). Each
// project's errors are printed together, and any failure fails.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// The benches (bench/, lib and types as the server's) are checked in the server's program, which
// includes them: on their own they checked the server's 530 files a second time.
const PROJECTS = ['packages/web', 'packages/server', 'packages/domain', 'e2e'];
const tsc = path.join(root, 'node_modules/typescript-native/bin/tsc');

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

let ok = true;
for (const project of PROJECTS) ok = (await check(project)) && ok;
process.exit(ok ? 0 : 1);
