import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { type Config, loadConfig } from '../packages/server/src/config.ts';
import { type Db, openDatabase } from '../packages/server/src/db/client.ts';
import { ensureAdmin } from '../packages/server/src/seed/admin.ts';
import type { Services } from '../packages/server/src/services.ts';

export interface BenchServer {
  url: string;
  headers: Record<string, string>;
  db: Db;
  services: Services;
  driver: string;
  stop(): Promise<void>;
}

/** The real app on a fresh database (PGlite, or a throwaway PostgreSQL database), logged in. */
export async function startBenchServer(port = 3900, overrides: Partial<Config> = {}): Promise<BenchServer> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dbName = `seaberth_bench_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await admin(`CREATE DATABASE ${dbName}`);
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
    port,
    webDist: '/nonexistent',
    ...overrides,
  };
  const database = await openDatabase(config);
  await database.migrate();
  const { app, services } = await buildApp(config, database, { logger: false });
  await ensureAdmin(services, config);
  await app.listen({ port, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: { email: config.adminEmail, password: config.adminPassword },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    headers: { authorization: `Bearer ${login.json().token as string}` },
    db: database.db,
    services,
    driver: database.driver,
    stop: async () => {
      await app.close();
      await database.close();
      if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

/**
 * Each case through HTTP for 8 s (`BENCH_CONNECTIONS` clients, default 1), logged in, printed as
 * one line: requests per second and latency percentiles.
 */
export async function measure(
  server: BenchServer,
  cases: readonly (readonly [name: string, path: string, body?: unknown])[],
) {
  const width = Math.max(...cases.map(([name]) => name.length)) + 2;
  for (const [name, path, body] of cases) {
    // A case with a body is a POST (the live quote); the rest are reads.
    const post = body === undefined ? {} : { method: 'POST' as const, body: JSON.stringify(body) };
    const result = await autocannon({
      url: server.url + path,
      connections: Number(process.env.BENCH_CONNECTIONS ?? 1),
      duration: 8,
      headers: { ...server.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...post,
    });
    console.log(
      `${name.padEnd(width)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}`,
    );
  }
}
