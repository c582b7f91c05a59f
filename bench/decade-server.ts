/**
 * What the decade benches share (`decade-dive.ts`, `decade-statistics.ts`): the product started
 * through tsx in its own process on the decade database, signed in as the administrator, and a case
 * timed as 5 warm-up requests then BENCH_RUNS (default 50) one after another, as p50 and p95.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RUNS = Number(process.env.BENCH_RUNS ?? 50);
export const WARM_UP = 5;
export const ADMIN = { email: 'bench@bench.local', password: 'bench-pw' };

/** The product on `databaseUrl`, listening on 127.0.0.1:`port`, once it answers its health check. */
export async function startProduct(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEABERTH_DEMO: '0',
      SEABERTH_ADMIN_EMAIL: ADMIN.email,
      SEABERTH_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DATA_DIR: 'memory://',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start listening');
}

export async function stopProduct(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The administrator's bearer header for the product at `base`. */
export async function signIn(base: string): Promise<{ authorization: string }> {
  const login = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** `run` WARM_UP times, then RUNS times one after another: p50 and p95 in ms. */
export async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = -WARM_UP; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    if (i >= 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export const load1 = () => os.loadavg()[0]!.toFixed(1);

/** One read of a decade bench: its route, what its answer says, and the p50 it should stay under. */
export interface ReadCase {
  name: string;
  target?: number;
  route: string;
  summary: (body: never) => string;
}

export interface CaseResult {
  name: string;
  p50: number;
  p95: number;
  target?: number;
  summary: string;
}

/** Each case asked once for its answer, then timed (`timed`); printed as it goes. */
export async function runReads(
  base: string,
  auth: Record<string, string>,
  cases: ReadCase[],
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const url = base + c.route;
    const first = await fetch(url, { headers: auth });
    if (!first.ok) throw new Error(`${url}: ${first.status} ${await first.text()}`);
    const summary = c.summary((await first.json()) as never);
    const { p50, p95 } = await timed(() => fetch(url, { headers: auth }).then((res) => res.arrayBuffer()));
    results.push({ name: c.name, p50, p95, target: c.target, summary });
    console.log(`${c.name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${summary})`);
  }
  return results;
}

/** The results as the Markdown table docs/performance.md keeps, a missed target in bold. */
export function printResults(results: CaseResult[]): void {
  console.log(`\nload average after: ${load1()}\n`);
  console.log('| case | p50 | p95 | target (p50) | answer |');
  console.log('|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.target ? `< ${r.target} ms${r.p50 < r.target ? '' : ' **missed**'}` : ''} | ${r.summary} |`,
    );
}
