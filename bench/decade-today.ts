/**
 * The Today page's endpoint (`GET /api/dashboard/today`) on ten years of data: the product in its
 * own process on the decade database, 50 requests one after another per case (all assets, the
 * resort, a vessel), and EXPLAIN ANALYZE of the day's bookings to show which indexes answer it.
 *
 *   DECADE_DATABASE=seaberth_decade npx tsx bench/decade-today.ts --keep
 *
 * BENCH_DATABASE_URL names the server as for `decade-lists.ts` (default postgres on 127.0.0.1).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { decadeDatabase, wantsKeep } from './generate-decade.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PORT = 3912;
const PRODUCT = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench@bench.local', password: 'bench-pw' };

async function start(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${PRODUCT}/api/health`).then(
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const decade = await decadeDatabase({ keep: wantsKeep() });
console.log(`${decade.reused ? 'reusing' : 'generated'} ${decade.url} in ${decade.seconds} s`);
console.log(`load average before: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
const product = await start({
  DATABASE_URL: decade.url,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  SEABERTH_DEMO: '0',
  SEABERTH_ADMIN_EMAIL: ADMIN.email,
  SEABERTH_ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  DATA_DIR: 'memory://',
  WEB_DIST: '/nonexistent',
});
const db = new pg.Client({ connectionString: decade.url });
try {
  const login = await fetch(`${PRODUCT}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  await db.connect();
  const [resort] = (await db.query('select id from resorts order by name limit 1')).rows;
  const [vessel] = (await db.query('select id from vessels order by name limit 1')).rows;
  for (const [name, query] of [
    ['all assets', ''],
    ['the resort', `?asset=${resort.id}`],
    ['a vessel', `?asset=${vessel.id}`],
  ] as const) {
    const url = `${PRODUCT}/api/dashboard/today${query}`;
    const first = await fetch(url, { headers: auth });
    if (!first.ok) throw new Error(`${url}: ${first.status} ${await first.text()}`);
    const body = (await first.json()) as Record<string, unknown>;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: auth });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const { stays, payments, todos, birthdays } = body as {
      stays?: { arrivalsToday: number; guestsInHouse: number };
      payments?: { open: number; overdue: number };
      todos?: { overdue: number };
      birthdays?: { count: number };
    };
    console.log(
      `${name}: median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms; ` +
        `arrivals ${stays?.arrivalsToday}, in house ${stays?.guestsInHouse}, money open ${payments?.open} ` +
        `(overdue ${payments?.overdue}), overdue to-dos ${todos?.overdue}, birthdays ${birthdays?.count}`,
    );
  }
  // The plans of the statements that read most rows: the day's stays and the money open.
  const today = new Date().toISOString().slice(0, 10);
  for (const [name, sql] of [
    [
      'stays of the day',
      `select count(*) filter (where "from" = $1::date), sum(no_of_pax) filter (where daterange("from","to") @> $1::date)
       from bookings where state in ('draft','planned','confirmed')
       and ("from" in ($1::date, $1::date + 1) or "to" in ($1::date, $1::date + 1) or daterange("from","to") @> $1::date)`,
    ],
    [
      'money open',
      `select paid, calculation->'due' from bookings
       where state in ('draft','planned','confirmed') and total > paid`,
    ],
    [
      'birthdays',
      `select count(*) from customers where $1::text is not null and substr(master_data->>'birthday', 6, 5) = any($2::text[])`,
    ],
  ] as const) {
    const days = Array.from({ length: 30 }, (_, i) =>
      new Date(Date.now() + i * 864e5).toISOString().slice(5, 10),
    );
    const params = sql.includes('$2') ? [today, days] : sql.includes('$1') ? [today] : [];
    const plan = await db.query(`explain (analyze, costs off, timing off, summary on) ${sql}`, params);
    const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
    const scans = lines.filter((l) => /Scan/.test(l)).map((l) => l.trim().replace(/\s+\(.*$/, ''));
    console.log(`${name}: ${scans.join('; ')}; ${lines.find((l) => l.startsWith('Execution Time'))}`);
  }
} finally {
  await db.end().catch(() => {});
  product.kill('SIGTERM');
}
