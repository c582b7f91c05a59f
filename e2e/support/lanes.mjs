// Prepares the lanes' data once, then starts every lane's servers at once and answers on
// LANES_READY_PORT when all of them answer.
//
// Why: Playwright starts the entries of `webServer` one after another, each waiting for the last to
// be ready, so the second lane's server began loading the demo only when the first lane's had
// finished, while the second core idled. One entry for all of them lets the lanes start side by
// side; and the demo, about a minute of one core, is loaded once (LANES_PREPARE, into the folder
// the app servers name as `dataFrom`) and copied to each lane instead of loaded by each. The servers
// are this process's children, in its process group, which Playwright stops when the run ends.
// docs/decisions.md, "CI time, tenth pass" and "eleventh pass".
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';

/** @type {{ name: string; command: string; url: string; env: Record<string, string>; timeout: number; dataFrom?: string }[]} */
const servers = JSON.parse(process.env.LANES ?? '[]');
const readyPort = Number(process.env.LANES_READY_PORT);
const prepare = process.env.LANES_PREPARE;
/** @type {Record<string, string>} */
const prepareEnv = JSON.parse(process.env.LANES_PREPARE_ENV ?? '{}');

/** Runs a command with its output forwarded under its name; resolves with the child. */
function run(name, command, env) {
  const child = spawn(command, {
    shell: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const forward = (target) => (chunk) => {
    const text = chunk.toString().replace(/\n(?=.)/g, `\n${prefix}`);
    target.write(prefix + text);
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  return child;
}

const children = [];
function start(server) {
  const child = run(server.name, server.command, server.env);
  // A server that stops before the run ends fails the run at once instead of at its timeout.
  child.on('exit', (code, signal) => {
    console.error(`[${server.name}] exited (${signal ?? code})`);
    process.exit(1);
  });
  children.push(child);
}

function fail(message) {
  console.error(message);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}

// The servers that need no prepared data start while the data is prepared.
for (const server of servers.filter((s) => !s.dataFrom)) start(server);
if (prepare) {
  const code = await new Promise((resolve) => run('prepare', prepare, prepareEnv).on('exit', resolve));
  if (code !== 0) fail(`[prepare] failed (${code})`);
}
for (const server of servers.filter((s) => s.dataFrom)) {
  const target = server.env.DATA_DIR;
  rmSync(target, { recursive: true, force: true });
  cpSync(server.dataFrom, target, { recursive: true });
  start(server);
}

/** Ready as Playwright counts it: any answer below 404 (a 401 means a server that wants its key). */
async function answers(url) {
  try {
    const response = await fetch(url);
    return response.status < 404;
  } catch {
    return false;
  }
}

async function waitFor(server) {
  const until = Date.now() + server.timeout;
  while (!(await answers(server.url))) {
    if (Date.now() > until)
      throw new Error(`${server.name} did not answer at ${server.url} in ${server.timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

try {
  await Promise.all(servers.map(waitFor));
} catch (error) {
  fail(String(error));
}
createServer((_request, response) => response.end('ready')).listen(readyPort, '127.0.0.1');
