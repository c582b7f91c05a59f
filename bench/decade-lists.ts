/**
 * Ten years of data (issue 18): the four big lists of the product beside their ceiling, search
 * latency and the server's memory. The product runs as its own Node process (`main.ts`, as
 * deployed) on the decade database; the ceiling (`ceiling-server.ts`) in another.
 *
 *   npm run decade -w @seaberth/bench -- --keep      (or: npx tsx bench/decade-lists.ts --keep)
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server,
 * `--keep`/BENCH_KEEP=1 reuses a generated database, BENCH_DURATION (s per case, default 5),
 * BENCH_CONNECTIONS (default 10), BENCH_SEARCH_RUNS (default 50).
 * Targets: each list ≥ 70 % of its ceiling, page 400 within 2× of page 1, search < 20 ms median,
 * resident memory < 300 MB.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { decadeDatabase, wantsKeep } from './generate-decade.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCH_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 50);
const SIZE = 25;
const ADMIN = { email: 'bench@bench.local', password: 'bench-pw' };
const PRODUCT = 'http://127.0.0.1:3910';
const CEILING = 'http://127.0.0.1:3911';

/** A server as its own process (so its memory is its own), ready once it answers HTTP. */
async function start(script: string, url: string, env: Record<string, string>): Promise<ChildProcess> {
  // TypeScript through tsx; the product's bundle (what `npm start` runs) as plain JavaScript.
  // The bundle with the young generation `npm start` gives it (packages/server/package.json).
  const args = script.endsWith('.mjs') ? ['--max-semi-space-size=4', script] : ['--import', 'tsx', script];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    // Any HTTP answer (a 404 too) means it listens.
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error(`${script} did not start listening`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory now and at its peak, in MB, from /proc. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** One case under load; `watch` is sampled for its highest resident memory meanwhile. */
async function load(url: string, headers: Record<string, string>, duration = DURATION, watch?: number) {
  let rss = 0;
  const sampler = setInterval(() => {
    if (watch) rss = Math.max(rss, memory(watch).rss);
  }, 100);
  try {
    const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
    const { p50, p99 } = result.latency;
    return { rps: result.requests.average, p50, p99, bad: result.non2xx, rss };
  } finally {
    clearInterval(sampler);
  }
}

/** Rows compared field by field: the ceiling must answer what the product answers. */
function sameRows(a: Record<string, unknown>[], b: Record<string, unknown>[]): string | undefined {
  if (a.length !== b.length) return `${a.length} rows against ${b.length}`;
  for (const [i, row] of a.entries()) {
    for (const key of new Set([...Object.keys(row), ...Object.keys(b[i]!)]))
      if (JSON.stringify(row[key]) !== JSON.stringify(b[i]![key]))
        return `row ${i} field ${key}: ${JSON.stringify(row[key])} against ${JSON.stringify(b[i]![key])}`;
  }
  return undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const decade = await decadeDatabase({ keep: wantsKeep() });
console.log(
  `${decade.reused ? 'reusing' : 'generated'} ${decade.url}: ${decade.period.from} to ${decade.period.to}, ` +
    `generation ${decade.seconds} s`,
);
console.log(
  Object.entries(decade.counts)
    .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
    .join(', '),
);

// Other work on the machine moves the figures: say how busy it was.
const load1 = () => os.loadavg()[0]!.toFixed(1);
console.log(`load average before: ${load1()} on ${os.cpus().length} cores`);

// The product as `npm start` runs it: bundled by scripts/build-server.mjs.
execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
const product = await start('packages/server/dist/server/main.mjs', PRODUCT, {
  DATABASE_URL: decade.url,
  PORT: '3910',
  HOST: '127.0.0.1',
  SEABERTH_DEMO: '0',
  SEABERTH_ADMIN_EMAIL: ADMIN.email,
  SEABERTH_ADMIN_PASSWORD: ADMIN.password,
  // Request logs to a pipe would be measured too; production ships them elsewhere.
  LOG_LEVEL: 'warn',
  DATA_DIR: 'memory://',
  WEB_DIST: '/nonexistent',
});
const ceiling = await start('bench/ceiling-server.ts', CEILING, { DATABASE_URL: decade.url, PORT: '3911' });
try {
  // Started, nothing asked yet: what the process holds before any request.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  console.log(`product resident memory at idle after start: ${memory(product.pid!).rss} MB`);
  const login = await fetch(`${PRODUCT}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

  // Page 400, or the last page of a shorter list (a decade of trips is ~1,800 rows: 73 pages).
  const db = new pg.Client({ connectionString: decade.url });
  await db.connect();
  const exact = async (table: string) =>
    Number((await db.query(`select count(*) from ${table}`)).rows[0].count);
  const lists = [
    { name: 'bookings', table: 'bookings' },
    { name: 'customer', table: 'customers' },
    { name: 'schedule', table: 'schedules' },
    { name: 'mailqueue', table: 'mail_queue' },
  ];
  const cases = [];
  for (const list of lists) {
    const rows = await exact(list.table);
    for (const page of [1, Math.min(400, Math.ceil(rows / SIZE))]) {
      const route = `/api/${list.name}?page=${page - 1}&size=${SIZE}`;
      const [mine, best] = await Promise.all(
        [PRODUCT + route, CEILING + route].map(async (url, i) => {
          const res = await fetch(url, { headers: i === 0 ? auth : {} });
          if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
          return (await res.json()) as { data: Record<string, unknown>[]; total: number };
        }),
      );
      const differs = sameRows(mine!.data, best!.data);
      if (differs) console.warn(`!! ${list.name} page ${page}: the ceiling answers differently (${differs})`);
      console.log(
        `${list.name} page ${page}: same ${mine!.data.length} rows; total ${mine!.total} (product) / ${best!.total} (ceiling estimate) / ${rows} exact`,
      );
      cases.push({ list: list.name, page, route });
    }
  }

  // Both processes see every case first: the first case measured must not pay for the JIT's warm-up.
  for (const c of cases) {
    await load(PRODUCT + c.route, auth, 2);
    await load(CEILING + c.route, {}, 2);
  }

  // Alternating product and ceiling per case, each after a one-second warm-up.
  const results = [];
  for (const c of cases) {
    await load(PRODUCT + c.route, auth, 1);
    const mine = await load(PRODUCT + c.route, auth, DURATION, product.pid);
    await load(CEILING + c.route, {}, 1);
    const best = await load(CEILING + c.route, {});
    results.push({ ...c, mine, best });
    console.log(
      `${c.list} page ${c.page}: product ${Math.round(mine.rps)} req/s (p50 ${mine.p50} ms, p99 ${mine.p99} ms, ` +
        `non-2xx ${mine.bad}, RSS up to ${mine.rss} MB), ceiling ${Math.round(best.rps)} req/s (p50 ${best.p50} ms)`,
    );
  }
  const afterLists = memory(product.pid!);

  console.log(
    `\n| list | page | product req/s | ceiling req/s | product/ceiling | product p50 | ceiling p50 | page 1 ÷ this page (product) | product RSS under load |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const first = results.find((x) => x.list === r.list && x.page === 1)!;
    console.log(
      `| ${r.list} | ${r.page} | ${Math.round(r.mine.rps)} | ${Math.round(r.best.rps)} | ${Math.round((100 * r.mine.rps) / r.best.rps)} % | ${r.mine.p50} ms | ${r.best.p50} ms | ${r.page === 1 ? '' : `${(first.mine.rps / r.mine.rps).toFixed(1)}×`} | ${r.mine.rss} MB |`,
    );
  }

  // Search as an operator types it: one request at a time, a known name, e-mail and booking number.
  const pick = async (statement: string) => String((await db.query(statement)).rows[0].v);
  const terms = [
    [
      'a customer name',
      await pick('select lead_name as v from bookings order by booking_no offset 80000 limit 1'),
    ],
    [
      'an e-mail',
      await pick(`select contact->>'email' as v from customers order by sort_name, id offset 50000 limit 1`),
    ],
    [
      'a booking number',
      await pick('select booking_no as v from bookings order by booking_no offset 120000 limit 1'),
    ],
  ] as const;
  await db.end();
  console.log(`\n| search (${SEARCH_RUNS} sequential requests) | list | term | hits | median | p95 |`);
  console.log('|---|---|---|---|---|---|');
  for (const list of ['bookings', 'customer']) {
    for (const [what, term] of terms) {
      const url = `${PRODUCT}/api/${list}?search=${encodeURIComponent(term)}&size=${SIZE}`;
      const times: number[] = [];
      let hits = 0;
      for (let i = -3; i < SEARCH_RUNS; i++) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: auth });
        const body = (await res.json()) as { total: number };
        if (i >= 0) times.push(performance.now() - t0);
        hits = body.total;
      }
      times.sort((a, b) => a - b);
      console.log(
        `| ${what} | ${list} | ${term} | ${hits} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms |`,
      );
    }
  }

  const end = memory(product.pid!);
  const raw = memory(ceiling.pid!);
  console.log(
    `\nproduct resident memory: ${afterLists.rss} MB after the lists, ${end.rss} MB after the searches, peak ${end.peak} MB` +
      ` (ceiling: ${raw.rss} MB, peak ${raw.peak} MB); load average after: ${load1()}`,
  );
} finally {
  await stop(product);
  await stop(ceiling);
}
