import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BookingDetail } from '@seaberth/domain';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { newCustomer, newTripBooking, type TestCustomer, tripWorld } from './booking-fixtures.ts';
import { ADMIN, createTestContext, type TestContext } from './test-app.ts';

/**
 * The operator's backup path of docs/deployment.md, end to end: scripts/pg-backup.sh dumps a
 * database the app filled through its API, scripts/pg-restore.sh restores it into a new database,
 * and the product runs on the copy. Needs a real PostgreSQL server and its client tools.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts');
const hasTools = ['pg_dump', 'pg_restore', 'psql'].every(
  (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0,
);

function script(name: string, args: string[]) {
  const result = spawnSync('bash', [path.join(scripts, name), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const DESK = { email: 'desk@restore.test', password: 'desk-secret-1' };

describe.skipIf(!serverUrl || !hasTools)('PostgreSQL backup and restore (scripts/pg-*.sh)', () => {
  let ctx: TestContext;
  let admin: string;
  let folder: string;
  let dump: string;
  let ids: Record<string, string>;
  let customer: TestCustomer;
  let booking: BookingDetail;
  const restoredName = `seaberth_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  let restoredUrl: string;
  let restored: (BuiltApp & { database: Database }) | undefined;

  const onRestored = (options: InjectOptions & { token?: string }) => {
    const { token, headers, ...rest } = options;
    return restored!.app.inject({
      ...rest,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const login = async (email: string, password: string) =>
    onRestored({ method: 'POST', url: '/api/auth/token', payload: { email, password } });

  async function openRestored(): Promise<void> {
    const database = await openDatabase({ databaseUrl: restoredUrl, dataDir: 'memory://' });
    // Every migration of the backup is recorded in it: this must find nothing to do.
    await database.migrate();
    const built = await buildApp({ ...ctx.config, databaseUrl: restoredUrl }, database, { logger: false });
    restored = { ...built, database };
  }
  async function closeRestored(): Promise<void> {
    await restored?.app.close();
    await restored?.database.close();
    restored = undefined;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.adminToken();
    folder = mkdtempSync(path.join(os.tmpdir(), 'seaberth-pg-backup-'));
    const url = new URL(serverUrl!);
    url.pathname = `/${restoredName}`;
    restoredUrl = url.toString();

    ids = await tripWorld(ctx, admin);
    customer = await newCustomer(ctx, admin, {
      firstName: 'Rosa',
      lastName: 'Restore',
      email: 'rosa@restore.test',
    });
    booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']!, guests: [customer.id] }],
    });
    const user = await ctx.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        name: 'Front desk',
        email: DESK.email,
        password: DESK.password,
        userType: 'employee',
        permissions: { scope: ['customers.read'] },
      },
    });
    expect(user.statusCode, user.body).toBe(201);
  });

  afterAll(async () => {
    await closeRestored();
    if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    await ctx?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('backs up, restores into a new database, and the app works on the copy', async () => {
    const backup = script('pg-backup.sh', ['--url', ctx.config.databaseUrl!, folder]);
    expect(backup.status, backup.stderr).toBe(0);
    dump = backup.stdout;
    expect(path.dirname(dump)).toBe(folder);
    expect(path.basename(dump)).toMatch(/^seaberth-\d{8}-\d{6}\.dump$/);
    expect(statSync(dump).size).toBeGreaterThan(0);

    const restore = script('pg-restore.sh', [dump, restoredUrl]);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stderr).toContain(`creating database ${restoredName}`);
    await openRestored();

    // The people and their passwords: both accounts log in on the copy.
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    const desk = await login(DESK.email, DESK.password);
    expect(desk.statusCode, desk.body).toBe(200);
    const deskToken = desk.json().token as string;
    const found = await onRestored({ method: 'GET', url: `/api/customer/${customer.id}`, token: deskToken });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ fullName: 'Rosa Restore', contact: { email: 'rosa@restore.test' } });

    // The signing secret and the sessions are data too: a token issued before the backup still works.
    expect((await onRestored({ method: 'GET', url: '/api/customer?size=1', token: admin })).statusCode).toBe(
      200,
    );

    const copy = await onRestored({ method: 'GET', url: `/api/bookings/${booking.id}`, token: admin });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toMatchObject({
      bookingNo: booking.bookingNo,
      lead: customer.id,
      total: booking.total,
    });

    // The database still keeps its promises: the booked cabin cannot be booked twice…
    const twice = await onRestored({
      method: 'POST',
      url: '/api/bookings',
      token: admin,
      payload: { schedule: ids.s1, rooms: [{ room: ids['Cabin 1'], guests: [customer.id] }] },
    });
    expect(twice.statusCode, twice.body).toBe(409);
    // …and booking numbers go on from where they were instead of starting over (the refused
    // attempt above used one up: a sequence never gives a number back).
    const next = await onRestored({
      method: 'POST',
      url: '/api/bookings',
      token: admin,
      payload: { schedule: ids.s1, rooms: [{ room: ids['Cabin 2'], guests: [customer.id] }] },
    });
    expect(next.statusCode, next.body).toBe(201);
    const serial = (bookingNo: string) => Number(/(\d+)$/.exec(bookingNo)?.[1]);
    expect(serial(next.json().bookingNo)).toBeGreaterThan(serial(booking.bookingNo));
  }, 90_000);

  it('replaces a database that holds data only when told to (--force)', async () => {
    expect(dump).toBeDefined();
    const later = await onRestored({
      method: 'POST',
      url: '/api/customer',
      token: admin,
      payload: {
        masterData: { firstName: 'After', lastName: 'Backup' },
        contact: {},
        address: {},
        passport: {},
      },
    });
    expect(later.statusCode, later.body).toBe(201);
    await closeRestored();

    const refused = script('pg-restore.sh', [dump, restoredUrl]);
    expect(refused.status).toBe(3);
    expect(refused.stderr).toContain('--force');

    const replaced = script('pg-restore.sh', ['--force', dump, restoredUrl]);
    expect(replaced.status, replaced.stderr).toBe(0);
    await openRestored();
    const gone = await onRestored({ method: 'GET', url: `/api/customer/${later.json().id}`, token: admin });
    expect(gone.statusCode).toBe(404);
    const kept = await onRestored({ method: 'GET', url: `/api/customer/${customer.id}`, token: admin });
    expect(kept.statusCode).toBe(200);
    const bookings = await onRestored({ method: 'GET', url: '/api/bookings?size=0', token: admin });
    expect(bookings.statusCode, bookings.body).toBe(200);
    expect(bookings.json().data.map((b: { bookingNo: string }) => b.bookingNo)).toEqual([booking.bookingNo]);
  }, 90_000);

  it('refuses a target URL without a database and a file that is no backup', () => {
    const noDatabase = script('pg-restore.sh', [dump, new URL('/', serverUrl!).toString()]);
    expect(noDatabase.status).toBe(2);
    expect(noDatabase.stderr).toContain('must name a database');
    const notADump = script('pg-restore.sh', [path.join(scripts, 'pg-restore.sh'), restoredUrl]);
    expect(notADump.status).not.toBe(0);
  });
});
