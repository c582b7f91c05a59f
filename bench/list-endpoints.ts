/**
 * Load benchmark of the generic list endpoints: a page of 25 sorted rows, a text search and a
 * count over 50,000 users. Runs the real app in-process on PGlite, or on PostgreSQL with
 * BENCH_DATABASE_URL (a throwaway database is created and dropped).
 *
 *   npx tsx bench/list-endpoints.ts            # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/list-endpoints.ts
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { ensureAdmin } from '../packages/server/src/seed/admin.ts';
import { generate } from './generate.ts';

const serverUrl = process.env.BENCH_DATABASE_URL;
const rows = Number(process.env.BENCH_ROWS ?? 50_000);
const dbName = `seaberth_bench_${randomBytes(3).toString('hex')}`;
let databaseUrl: string | undefined;
if (serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${dbName}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const config = {
  ...loadConfig({}),
  dataDir: 'memory://',
  databaseUrl,
  adminEmail: 'bench@bench.local',
  adminPassword: 'bench-pw',
  logLevel: 'silent',
  port: 3900,
  webDist: '/nonexistent',
};
const database = await openDatabase(config);
await database.migrate();
const { app, services } = await buildApp(config, database, { logger: false });
await ensureAdmin(services, config);
const started = Date.now();
await generate(database.db, { users: rows, textblocks: 10_000 });
console.log(
  `generated ${rows} users + 10000 text blocks in ${Date.now() - started} ms on ${database.driver}`,
);
await app.listen({ port: config.port, host: '127.0.0.1' });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/token',
  payload: { email: config.adminEmail, password: config.adminPassword },
});
const token = login.json().token as string;

const cases = [
  ['page of 25, sorted by name', '/api/users?page=40&size=25&sort=name&order=1'],
  ['search "manta", page of 25', '/api/users?search=manta&size=25'],
  ['filter by user type', `/api/users?filter=${encodeURIComponent('{"userType":"employee"}')}&page=3`],
  ['text blocks, page of 25', '/api/textblock?page=10&size=25'],
] as const;

for (const [name, path] of cases) {
  const result = await autocannon({
    url: `http://127.0.0.1:${config.port}${path}`,
    connections: 10,
    duration: 8,
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    `${name.padEnd(32)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}`,
  );
}

await app.close();
await database.close();
if (serverUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await client.end();
}
