import { randomBytes } from 'node:crypto';
import { type AuthResponse, toZonedDate } from '@seaberth/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { ensureAdmin } from '../src/seed/admin.ts';
import {
  buildPgDemo,
  buildPgliteDemo,
  copyDemoMedia,
  DEMO_SECRETS_KEY,
  type DemoFacts,
  demoFacts,
  demoBase,
  demoSource,
  loadDemoInto,
  openPgliteDemo,
} from './demo-template.ts';
import { adminQuery } from './pg-admin.ts';
import { borrowPglite, returnPglite } from './pglite-pool.ts';
import { testNow } from './test-clock.ts';
import { borrowPg, createDatabase, returnPg } from './pg-pool.ts';

export const ADMIN = { email: 'admin@test.local', password: 'admin-secret' };

/**
 * A fresh server on a database of its own per test file: in-memory PGlite, or (TEST_DATABASE_URL
 * set) a database on that PostgreSQL server. Both start at the migrated template's state (the run's
 * global setup made it, global-setup.ts) and are put back to it for the next file when the context
 * closes (pglite-pool.ts, pg-pool.ts).
 */
export interface TestContext extends BuiltApp {
  config: Config;
  /** Every SQL statement the app ran, in order: clear it, call, count. */
  queryLog: string[];
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(email?: string, password?: string): Promise<AuthResponse>;
  adminToken(): Promise<string>;
  /** Today as the server sees it: in the operator's timezone, not UTC (they differ around midnight). */
  operatorToday(): Promise<string>;
  close(): Promise<void>;
}

/** An empty database on that server (or a clone of `template`), and how to drop it. */
export async function throwawayDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `seaberth_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Where a context's database comes from, and how it is given back when the context closes. */
interface DatabaseLoan {
  pgUrl?: string;
  pglite?: PGlite;
  giveBack(): Promise<void>;
}

/**
 * A server on a database of its own at the migrated template's state, or (`demo`) at the state of
 * the demo installation without its history, loaded once per run (demo-template.ts).
 */
export async function createTestContext(
  overrides: Partial<Config> = {},
  options: { demo?: boolean } = {},
): Promise<TestContext> {
  if (options.demo) return demoContext(overrides);
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  const pgUrl = serverUrl && template ? await borrowPg(serverUrl, template) : undefined;
  const dump = serverUrl ? null : inject('pgliteDump');
  const pglite = dump ? await borrowPglite(dump) : undefined;
  return contextOn(lentDatabase(pgUrl, pglite), overrides);
}

async function demoContext(overrides: Partial<Config>): Promise<TestContext> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? inject('pgTemplate') : null;
  const dump = serverUrl ? null : inject('pgliteDump');
  const base = demoBase(template, dump);
  const sealing = { secretsKey: DEMO_SECRETS_KEY };
  const load = async (loan: Omit<DatabaseLoan, 'giveBack'>, mediaDir: string) => {
    const builder = await contextOn(
      { ...loan, giveBack: async () => undefined },
      { ...sealing, mediaDir },
      MACHINE_CLOCK,
    );
    try {
      await loadDemoInto(builder.services, base);
    } finally {
      await builder.close();
    }
  };
  const source = await demoSource(serverUrl && template ? 'pg' : 'pglite', base, (files) =>
    serverUrl && template
      ? buildPgDemo(serverUrl, template, (pgUrl) => load({ pgUrl }, files.media))
      : buildPgliteDemo(dump!, files.dump, (pglite) => load({ pglite }, files.media)),
  );
  const media = await copyDemoMedia(source.media);
  const pgUrl = source.engine === 'pg' ? await borrowPg(serverUrl!, template!, source.template) : undefined;
  const pglite = source.engine === 'pglite' ? await openPgliteDemo(source.dump) : undefined;
  return contextOn(
    lentDatabase(pgUrl, pglite, media.remove),
    { ...sealing, mediaDir: media.dir, ...overrides },
    MACHINE_CLOCK,
  );
}

/** What the run's demo load answered (demo-template.ts); a demo context must have been made first. */
export function runDemoFacts(): Promise<DemoFacts> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return demoFacts(
    demoBase(serverUrl ? inject('pgTemplate') : null, serverUrl ? null : inject('pgliteDump')),
  );
}

/** A database from the pools, back to the template's rows and into its pool when given back. */
function lentDatabase(pgUrl?: string, pglite?: PGlite, after?: () => Promise<void>): DatabaseLoan {
  return {
    pgUrl,
    pglite,
    giveBack: async () => {
      if (pglite) await returnPglite(pglite);
      if (pgUrl) await returnPg(pgUrl);
      await after?.();
    },
  };
}

/**
 * The demo runs on the machine's clock, not the suites' (test-clock.ts): it is dated from its own
 * load's today, and its statistics compare the versions the database stamped with that day.
 */
const MACHINE_CLOCK = { clock: 'machine' } as const;

async function contextOn(
  loan: DatabaseLoan,
  overrides: Partial<Config>,
  { clock }: { clock: 'suite' | 'machine' } = { clock: 'suite' },
): Promise<TestContext> {
  const { pgUrl, pglite } = loan;
  const config: Config = {
    ...loadConfig({}),
    dataDir: 'memory://',
    databaseUrl: pgUrl,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    demo: false,
    demoHistory: false,
    logLevel: 'silent',
    authRateLimit: { max: 1000, windowMs: 60_000 },
    webDist: '/nonexistent',
    ...overrides,
  };
  const queryLog: string[] = [];
  const database = await openDatabase({
    ...config,
    pglite,
    logger: { logQuery: (query) => queryLog.push(query) },
  });
  await database.migrate();
  const built = await buildApp(config, database, {
    logger: false,
    ...(clock === 'suite' ? { clock: { now: testNow } } : {}),
  });
  await ensureAdmin(built.services, config);
  let cachedAdminToken: string | undefined;

  const context: TestContext = {
    ...built,
    config,
    queryLog,
    request: ({ token, headers, ...options }) =>
      built.app.inject({
        ...options,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    login: async (email = ADMIN.email, password = ADMIN.password) => {
      const response = await built.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json() as AuthResponse;
    },
    adminToken: async () => {
      cachedAdminToken ??= (await context.login()).token;
      return cachedAdminToken;
    },
    operatorToday: async () => {
      const timezone = (await built.services.settings.group('general')).timezone ?? config.timezone;
      return toZonedDate(built.services.clock.now().getTime(), String(timezone));
    },
    close: async () => {
      await built.app.close();
      await database.close();
      await loan.giveBack();
    },
  };
  return context;
}
