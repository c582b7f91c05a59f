import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { ADMIN, type TestContext } from './test-app.ts';

/** A real app process as production runs one (src/main.ts, bundled), for tests that kill or share it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a process on the database; ready once it says so. */
export async function startServerProcess(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // The run's bundle (global-setup.ts), else the sources through tsx.
  const bundle = inject('serverBundle');
  const child = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEABERTH_DEMO: '0',
      SEABERTH_ADMIN_EMAIL: ADMIN.email,
      SEABERTH_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Seaberth is running')) resolve();
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Ends the process with `signal` (SIGKILL: no shutdown work at all) and waits until it is gone. */
export async function stopServerProcess(target?: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (!target || target.child.exitCode !== null || target.child.signalCode !== null) return;
  const exited = new Promise((resolve) => target.child.once('exit', resolve));
  target.child.kill(signal);
  await exited;
}

/** The fixtures' `ctx.request`, over HTTP to one process. */
export function over(target: ServerProcess): TestContext {
  const request = async (options: {
    method: string;
    url: string;
    token?: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (Buffer.isBuffer(options.payload)) body = new Uint8Array(options.payload);
    else if (options.payload !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.payload);
    }
    const res = await fetch(target.url + options.url, { method: options.method, headers, body });
    const buffer = Buffer.from(await res.arrayBuffer());
    const text = buffer.toString();
    return {
      statusCode: res.status,
      body: text,
      rawPayload: buffer,
      json: () => JSON.parse(text),
    };
  };
  return { request } as unknown as TestContext;
}
