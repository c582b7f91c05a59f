// Starts every lane's servers at once and answers on LANES_READY_PORT when all of them answer.
//
// Why: Playwright starts the entries of `webServer` one after another, each waiting for the last to
// be ready, so the second lane's server began loading the demo (about 50 s, one core) only when the
// first lane's had finished, while the second core idled. One entry for all of them lets both
// lanes load side by side. The servers are this process's children, in its process group, which
// Playwright stops when the run ends. docs/decisions.md, "CI time, tenth pass".
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

/** @type {{ name: string; command: string; url: string; env: Record<string, string>; timeout: number }[]} */
const servers = JSON.parse(process.env.LANES ?? '[]');
const readyPort = Number(process.env.LANES_READY_PORT);

const children = servers.map((server) => {
  const child = spawn(server.command, {
    shell: true,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${server.name}] `;
  const forward = (target) => (chunk) => {
    const text = chunk.toString().replace(/\n(?=.)/g, `\n${prefix}`);
    target.write(prefix + text);
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  // A server that stops before the run ends fails the run at once instead of at its timeout.
  child.on('exit', (code, signal) => {
    console.error(`${prefix}exited (${signal ?? code})`);
    process.exit(1);
  });
  return child;
});

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
  console.error(String(error));
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}
createServer((_request, response) => response.end('ready')).listen(readyPort, '127.0.0.1');
