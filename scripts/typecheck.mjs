// Type-checks every project, as many at once as the machine has cores (issue 33 §5: the five
// `tsc` runs one after another took 2.5 minutes of CI on 2 cores). The biggest start first so the
// small ones fill the gaps; each project's errors are printed together, and any failure fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// The benches (bench/, lib and types as the server's) are checked in the server's program, which
// includes them: on their own they checked the server's 530 files a second time.
const PROJECTS = ['packages/web', 'packages/server', 'packages/domain', 'e2e'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

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

const queue = [...PROJECTS];
const workers = Math.max(1, Math.min(availableParallelism(), queue.length));
const results = await Promise.all(
  Array.from({ length: workers }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
