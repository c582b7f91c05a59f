/**
 * The point of sale (issue 35): a counter sale as the counter records it, the counter's catalogue of
 * 500 products, the preview of a day's closing, and the DSFinV-K export of a year of sales.
 *
 *   npm run pos -w @seaberth/bench
 *
 * Runs the product through tsx in its own process, once on embedded PGlite (a fresh DATA_DIR) and
 * once on PostgreSQL (a database of its own, dropped at the end unless `--keep`). Over the API: the
 * company profile, 20 categories, 500 products (19 % and 7 %), two tills. A sale is
 * `POST /api/pos/product` with two items, then `POST /api/pos/{id}/payment` in cash: 5 warm-up and
 * BENCH_RUNS (default 200) sales one after another, p50/p95 of each call and of the whole sale.
 *
 * The export needs a year of closed sales (~100,000 with ~200,000 lines, a closing per day); they
 * are written with SQL into the PostgreSQL database while the product runs, which embedded PGlite
 * does not allow (only its own process reaches it), so the export is measured on PostgreSQL only.
 * BENCH_DATABASE_URL names the server (default postgres on 127.0.0.1).
 * Targets: a sale under 50 ms p50 on both; the export of a year under 30 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 5;
const PRODUCTS = 500;
const CATEGORIES = 20;
const DAYS = 365;
const PORT = 3917;
const PRODUCT = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench@bench.local', password: 'bench-pw' };
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const keep = process.argv.includes('--keep');

async function start(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEABERTH_DEMO: '0',
      SEABERTH_ADMIN_EMAIL: ADMIN.email,
      SEABERTH_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
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

/** The server's peak resident memory so far (Linux), in MB. */
function peakMb(child: ChildProcess): number | null {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The export's reads as `PosDsfinvkRepository` sends them (all closings of the period), timed by
 * EXPLAIN ANALYZE: how much of the export is the database.
 */
async function explainExport(db: pg.Client, first: string, last: string) {
  const closings = (
    await db.query('select id from pos_closings where day >= $1 and day <= $2', [first, last])
  ).rows.map((r: { id: string }) => r.id);
  const out: { name: string; ms: number; plan: string }[] = [];
  for (const [name, sql] of [
    ['transactions', 'select * from pos_transactions where closing = any($1::uuid[]) order by till, number'],
    [
      'lines',
      `select l.transaction, l.sort, l.name, l.product, p.barcode, l.category, c.name, l.quantity, l.unit_price,
         l.amount, l.tax_rate from pos_lines l join pos_transactions t on t.id = l.transaction
         left join products p on p.id = l.product left join product_categories c on c.id = l.category
         where t.closing = any($1::uuid[]) order by l.transaction, l.sort, l.created_at`,
    ],
    [
      'payments',
      `select p.transaction, p.kind, p.amount, p.currency, p.base_amount, p.change from pos_payments p
         join pos_transactions t on t.id = p.transaction where t.closing = any($1::uuid[])
         order by p.created_at, p.id`,
    ],
  ] as const) {
    const lines = (
      await db.query(`explain (analyze, costs off, timing off, summary on) ${sql}`, [closings])
    ).rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
    const plan = lines
      .filter((l) => /Scan|Join|Sort|Hash\b/.test(l))
      .map((l) =>
        l
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s+\(.*$/, '')
          .replace(/ on \w+.*$/, ''),
      )
      .join('; ');
    const time = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? Number.NaN);
    out.push({ name, ms: time, plan });
    console.log(`PostgreSQL: export read of ${name}: ${time.toFixed(0)} ms (${plan})`);
  }
  return out;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const load1 = () => os.loadavg()[0]!.toFixed(1);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

let auth: Record<string, string> = {};
async function call<T>(method: 'GET' | 'POST', route: string, body?: object): Promise<T> {
  const res = await fetch(PRODUCT + route, {
    method,
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function login() {
  const res = await fetch(`${PRODUCT}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  auth = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** The company, 20 categories, 500 products, the bar (measured) and the beach bar (a year of history). */
async function setUp() {
  await call('POST', '/api/company', {
    name: 'Seaberth Bench Dive Resort GmbH',
    address: { street: 'Hafenstraße 1', zip: '18055', city: 'Rostock', country: 'DE' },
    taxNumber: '204/123/45678',
    vatId: 'DE123456789',
  });
  const categories: string[] = [];
  for (let i = 0; i < CATEGORIES; i++)
    categories.push(
      (await call<{ id: string }>('POST', '/api/productcategory', { name: `Category ${i + 1}` })).id,
    );
  const products: string[] = [];
  for (let i = 0; i < PRODUCTS; i++)
    products.push(
      (
        await call<{ id: string }>('POST', '/api/product', {
          name: `Product ${String(i + 1).padStart(3, '0')}`,
          amount: 150 + ((i * 37) % 4850),
          taxRate: i % 4 === 0 ? 7 : 19,
          productCategory: categories[i % CATEGORIES],
          barcode: String(4000000000000 + i),
        })
      ).id,
    );
  const bar = (await call<{ id: string }>('POST', '/api/postill', { name: 'Bar', kind: 'bar' })).id;
  const beach = (await call<{ id: string }>('POST', '/api/postill', { name: 'Beach bar', kind: 'bar' })).id;
  return { products, bar, beach };
}

type Receipt = { id: string; number: number; total: number; state: string };

/** Counter sales one after another: two products, paid in cash. */
async function sales(till: string, products: string[], runs: number) {
  const add: number[] = [];
  const pay: number[] = [];
  const sale: number[] = [];
  for (let i = -WARM_UP; i < runs; i++) {
    const n = i + WARM_UP;
    const items = [
      { product: products[(n * 7) % products.length]!, quantity: 1 + (n % 3) },
      { product: products[(n * 13 + 5) % products.length]!, quantity: 1 },
    ];
    const t0 = performance.now();
    const tab = await call<Receipt>('POST', '/api/pos/product', { till, items });
    const t1 = performance.now();
    const paid = await call<Receipt>('POST', `/api/pos/${tab.id}/payment`, { kind: 'cash' });
    const t2 = performance.now();
    if (paid.state !== 'paid') throw new Error(`receipt ${paid.number} is ${paid.state} after paying`);
    if (i >= 0) {
      add.push(t1 - t0);
      pay.push(t2 - t1);
      sale.push(t2 - t0);
    }
  }
  return { add: stats(add), pay: stats(pay), sale: stats(sale) };
}

async function timed(route: string, runs: number) {
  const times: number[] = [];
  let size = 0;
  for (let i = -WARM_UP; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(PRODUCT + route, { headers: auth });
    if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    size = (await res.arrayBuffer()).byteLength;
    if (i >= 0) times.push(performance.now() - t0);
  }
  return { ...stats(times), size };
}

type Figures = {
  database: string;
  sale: Awaited<ReturnType<typeof sales>>;
  catalogue: Awaited<ReturnType<typeof timed>>;
  preview: Awaited<ReturnType<typeof timed>> & { sales: number };
  history?: { sale: Awaited<ReturnType<typeof sales>> };
  export?: {
    seconds: number;
    bytes: number;
    transactions: number;
    lines: number;
    expected: number;
    peakMb: number | null;
    sql: { name: string; ms: number; plan: string }[];
  };
  loadBefore: string;
  loadAfter: string;
};

/** The counter on one database: sales, the catalogue, the closing preview of the day's sales. */
async function counter(database: string) {
  const loadBefore = load1();
  await login();
  const world = await setUp();
  const sale = await sales(world.bar, world.products, RUNS);
  console.log(
    `${database}: sale p50 ${ms(sale.sale.p50)} p95 ${ms(sale.sale.p95)} ` +
      `(items ${ms(sale.add.p50)} / ${ms(sale.add.p95)}, payment ${ms(sale.pay.p50)} / ${ms(sale.pay.p95)})`,
  );
  const catalogue = await timed(`/api/pos/catalogue?till=${world.bar}`, 50);
  const products = (await call<unknown[]>('GET', `/api/pos/catalogue?till=${world.bar}`)).length;
  if (products !== PRODUCTS) throw new Error(`the catalogue has ${products} products`);
  console.log(
    `${database}: catalogue p50 ${ms(catalogue.p50)} p95 ${ms(catalogue.p95)}, ${catalogue.size} bytes`,
  );
  const preview = await timed(`/api/pos/closing/preview?till=${world.bar}`, 20);
  const open = await call<{ transactionCount: number }>('GET', `/api/pos/closing/preview?till=${world.bar}`);
  console.log(`${database}: closing preview of ${open.transactionCount} sales p50 ${ms(preview.p50)}`);
  return {
    world,
    figures: {
      database,
      sale,
      catalogue,
      preview: { ...preview, sales: open.transactionCount },
      loadBefore,
      loadAfter: load1(),
    } as Figures,
  };
}

/**
 * A year of the beach bar: per day 240–309 sales (~100,000), 1–3 lines each (~2), paid in cash, and
 * that day's closing taking them in, as `POST /api/pos/closing` leaves them.
 */
async function history(db: pg.Client, till: string, first: string) {
  await db.query('begin');
  await db.query(
    `create temporary table bench_days on commit drop as
       select d, ($2::date + d) as day, 240 + (d * 37 % 70) as n,
         (sum(240 + (d * 37 % 70)) over (order by d) - (240 + (d * 37 % 70)))::int as first
       from generate_series(0, $1 - 1) d`,
    [DAYS, first],
  );
  await db.query(
    `create temporary table bench_products on commit drop as
       select (row_number() over (order by name) - 1)::int as rn, id, name, product_category, amount, tax_rate
       from products`,
  );
  await db.query(
    `insert into pos_transactions (till, till_name, number, kind, state, day, currency, payment_kinds,
       user_name, created_at, updated_at, closed_at)
     select $1, 'Beach bar', first + i, 'sale', 'paid', day, 'EUR', '["cash"]', 'Bench',
       day + time '10:00' + i * interval '40 seconds', day + time '10:01' + i * interval '40 seconds',
       day + time '10:01' + i * interval '40 seconds'
     from bench_days, generate_series(1, n) i`,
    [till],
  );
  await db.query(
    `insert into pos_lines (transaction, product, name, category, quantity, unit_price, tax_rate, amount,
       currency, sort, created_at)
     select tx.id, p.id, p.name, p.product_category, 1 + (tx.number + k) % 2, p.amount, p.tax_rate,
       p.amount * (1 + (tx.number + k) % 2), 'EUR', k - 1, tx.created_at
     from pos_transactions tx cross join generate_series(1, 1 + tx.number % 3) k
       join bench_products p on p.rn = (tx.number * 7 + k * 131) % ${PRODUCTS}
     where tx.till = $1`,
    [till],
  );
  await db.query(
    `update pos_transactions tx set total = s.total, paid = s.total, item_count = s.items
     from (select transaction, sum(amount) as total, sum(quantity) as items from pos_lines group by 1) s
     where s.transaction = tx.id and tx.till = $1`,
    [till],
  );
  await db.query(
    `insert into pos_payments (transaction, kind, amount, currency, base_amount, created_at)
     select id, 'cash', total, 'EUR', total, closed_at from pos_transactions where till = $1`,
    [till],
  );
  await db.query(
    `insert into pos_closings (till, till_name, number, day, currency, first_number, last_number,
       transaction_count, total, cash, totals, user_name, closed_at, created_at, updated_at)
     select $1, 'Beach bar', d + 1, day, 'EUR', first + 1, first + n, n,
       (select coalesce(sum(total), 0) from pos_transactions where till = $1 and day = bench_days.day),
       '[]', '{"byCategory":[],"byTaxRate":[],"byPaymentKind":[],"voids":{"count":0,"amount":0}}',
       'Bench', day + time '23:30', day + time '23:30', day + time '23:30'
     from bench_days`,
    [till],
  );
  await db.query(
    `update pos_transactions tx set closing = c.id from pos_closings c
     where c.till = $1 and tx.till = $1 and tx.day = c.day`,
    [till],
  );
  await db.query('commit');
  await db.query('analyze pos_transactions, pos_lines, pos_payments, pos_closings');
  const [counts] = (
    await db.query(
      `select (select count(*) from pos_transactions where till = $1)::int as transactions,
         (select count(*) from pos_lines l join pos_transactions t on t.id = l.transaction where t.till = $1)::int as lines,
         (select count(*) from pos_closings where till = $1)::int as closings`,
      [till],
    )
  ).rows;
  return counts as { transactions: number; lines: number; closings: number };
}

/** Rows of a CSV of the export without its header (CR LF between rows, none inside the bench's texts). */
const csvRows = (file: Uint8Array | undefined) =>
  file ? new TextDecoder().decode(file).split('\r\n').filter(Boolean).length - 1 : -1;

async function pglite(): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seaberth-bench-pos-'));
  const product = await start({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    return (await counter('PGlite')).figures;
  } finally {
    await stop(product);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<Figures> {
  const name = `seaberth_bench_pos_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seaberth-bench-pos-'));
  const product = await start({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    const { world, figures } = await counter('PostgreSQL');
    await db.connect();
    const today = new Date().toISOString().slice(0, 10);
    const first = addDays(today, -DAYS);
    const last = addDays(today, -1);
    const t0 = performance.now();
    const made = await history(db, world.beach, first);
    console.log(
      `PostgreSQL: a year of the beach bar (${first} to ${last}): ${made.transactions.toLocaleString('en')} sales, ` +
        `${made.lines.toLocaleString('en')} lines, ${made.closings} closings written in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    // A sale on a till with a year behind it (its numbering and closings read a big table).
    const historySale = await sales(world.beach, world.products, 50);
    console.log(`PostgreSQL: sale on the beach bar after a year, p50 ${ms(historySale.sale.p50)}`);
    const before = load1();
    const e0 = performance.now();
    const res = await fetch(`${PRODUCT}/api/pos/export/dsfinvk?from=${first}&to=${last}`, { headers: auth });
    if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
    const zip = new Uint8Array(await res.arrayBuffer());
    const seconds = (performance.now() - e0) / 1000;
    const files = unzipSync(zip);
    const exported = {
      seconds,
      bytes: zip.byteLength,
      transactions: csvRows(files['transactions.csv']),
      lines: csvRows(files['lines.csv']),
      expected: made.transactions,
      peakMb: peakMb(product),
      sql: await explainExport(db, first, last),
    };
    console.log(
      `PostgreSQL: DSFinV-K export of ${first} to ${last} in ${seconds.toFixed(1)} s (load ${before}), ` +
        `${(zip.byteLength / 1e6).toFixed(1)} MB ZIP, transactions.csv ${exported.transactions.toLocaleString('en')} rows, ` +
        `lines.csv ${exported.lines.toLocaleString('en')} rows; the server's peak memory ${exported.peakMb} MB`,
    );
    if (exported.transactions !== made.transactions)
      throw new Error(`the export holds ${exported.transactions} of ${made.transactions} sales`);
    return { ...figures, history: { sale: historySale }, export: exported, loadAfter: load1() };
  } finally {
    await db.end().catch(() => {});
    await stop(product);
    rmSync(dataDir, { recursive: true, force: true });
    if (keep) console.log(`kept ${url.toString()}`);
    else await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

console.log(`load average before: ${load1()} on ${os.cpus().length} cores, node ${process.version}`);
const results = [await pglite(), await postgres()];

const target = (p50: number, limit: number) => (p50 < limit ? 'met' : '**missed**');
console.log('\n| case | database | p50 | p95 | target |');
console.log('|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| sale: items (\`POST /api/pos/product\`) | ${r.database} | ${ms(r.sale.add.p50)} | ${ms(r.sale.add.p95)} | |`,
  );
  console.log(
    `| sale: cash (\`POST /api/pos/{id}/payment\`) | ${r.database} | ${ms(r.sale.pay.p50)} | ${ms(r.sale.pay.p95)} | |`,
  );
  console.log(
    `| the whole sale | ${r.database} | ${ms(r.sale.sale.p50)} | ${ms(r.sale.sale.p95)} | < 50 ms p50: ${target(r.sale.sale.p50, 50)} |`,
  );
  console.log(
    `| catalogue, ${PRODUCTS} products (\`GET /api/pos/catalogue\`, ${(r.catalogue.size / 1024).toFixed(0)} kB) | ${r.database} | ${ms(r.catalogue.p50)} | ${ms(r.catalogue.p95)} | |`,
  );
  console.log(
    `| closing preview, ${r.preview.sales} sales open (\`GET /api/pos/closing/preview\`) | ${r.database} | ${ms(r.preview.p50)} | ${ms(r.preview.p95)} | |`,
  );
  if (r.history)
    console.log(
      `| the whole sale, till with a year of sales | ${r.database} | ${ms(r.history.sale.sale.p50)} | ${ms(r.history.sale.sale.p95)} | |`,
    );
  if (r.export)
    console.log(
      `| DSFinV-K export, ${DAYS} days (${r.export.transactions.toLocaleString('en')} sales, ${r.export.lines.toLocaleString('en')} lines; ${(r.export.bytes / 1e6).toFixed(1)} MB ZIP) | ${r.database} | ${r.export.seconds.toFixed(1)} s | | < 30 s: ${target(r.export.seconds, 30)} |`,
    );
  if (r.export)
    console.log(
      `| of it the database (EXPLAIN ANALYZE): ${r.export.sql.map((q) => `${q.name} ${q.ms.toFixed(0)} ms`).join(', ')}; the server's peak memory ${r.export.peakMb} MB | ${r.database} | | | |`,
    );
  console.log(`| (load average ${r.loadBefore} before, ${r.loadAfter} after) | ${r.database} | | | |`);
}
