/**
 * The product's SQL behind the decade lists and searches, with plans (issue 18): the real app in
 * this process on the decade database (made if missing, else reused); every statement of one
 * request is captured through Drizzle's logger and run again under EXPLAIN (ANALYZE, BUFFERS).
 * Each request runs once before, so caches (sessions, settings) are as under load.
 *
 *   npm run decade:explain -w @seaberth/bench      (BENCH_DATABASE_URL as for decade-lists)
 */
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { ensureAdmin } from '../packages/server/src/seed/admin.ts';
import { decadeDatabase } from './generate-decade.ts';

const decade = await decadeDatabase({ keep: true });
let captured: { query: string; params: unknown[] }[] = [];
const config = {
  ...loadConfig({}),
  dataDir: 'memory://',
  databaseUrl: decade.url,
  adminEmail: 'bench@bench.local',
  adminPassword: 'bench-pw',
  logLevel: 'silent',
  webDist: '/nonexistent',
};
const database = await openDatabase({
  ...config,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});
const { app, services } = await buildApp(config, database, { logger: false });
await ensureAdmin(services, config);
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/token',
  payload: { email: config.adminEmail, password: config.adminPassword },
});
const headers = { authorization: `Bearer ${login.json().token as string}` };

const client = new pg.Client({ connectionString: decade.url });
await client.connect();
const term = async (statement: string) => String((await client.query(statement)).rows[0].v);
const name = await term('select lead_name as v from bookings order by booking_no offset 80000 limit 1');
const email = await term(
  `select contact->>'email' as v from customers order by sort_name, id offset 50000 limit 1`,
);
const bookingNo = await term(
  'select booking_no as v from bookings order by booking_no offset 120000 limit 1',
);
const search = (list: string, text: string) => `/api/${list}?search=${encodeURIComponent(text)}&size=25`;
const cases = [
  '/api/bookings?page=399&size=25',
  '/api/customer?page=399&size=25',
  '/api/mailqueue?page=399&size=25',
  '/api/schedule?page=72&size=25',
  search('bookings', name),
  search('bookings', bookingNo),
  search('bookings', email),
  search('customer', name),
  search('customer', email),
];

for (const url of cases) {
  await app.inject({ method: 'GET', url, headers });
  captured = [];
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url, headers });
  const took = performance.now() - started;
  const statements = captured;
  console.log(
    `\n=== GET ${url} → ${res.statusCode}, ${took.toFixed(1)} ms in process, ${statements.length} statement(s)`,
  );
  for (const { query, params } of statements) {
    // Only reads run again: a write (a session's last use) is listed, not repeated.
    if (!/^\s*(select|with)\b/i.test(query)) {
      console.log(`\n-- not a read, not explained\n${query}`);
      continue;
    }
    const plan = await client.query(`explain (analyze, buffers) ${query}`, params);
    const lines = plan.rows.map((r) => String(r['QUERY PLAN']));
    const time = lines.find((l) => l.startsWith('Execution Time'));
    console.log(`\n-- ${time}\n${query}\n-- params: ${JSON.stringify(params)}`);
    console.log(lines.filter((l) => !l.startsWith('Execution Time')).join('\n'));
  }
}
await client.end();
await app.close();
await database.close();
