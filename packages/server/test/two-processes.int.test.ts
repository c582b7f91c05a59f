import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { newCustomer, resortWorld } from './booking-fixtures.ts';
import { gradientPng, multipartBody } from './media-support.ts';
import { startS3Server } from './s3-server.ts';
import { over, type ServerProcess, startServerProcess, stopServerProcess } from './server-process.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { ADMIN, throwawayDatabase } from './test-app.ts';

/**
 * Seaberth scales out as stateless processes on one PostgreSQL database (issue 18): two real
 * server processes, started as `npm start` starts one, share sessions, limits, settings, media
 * (S3) and work. Needs a PostgreSQL server: it runs in the suite's PostgreSQL pass.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let database: Awaited<ReturnType<typeof throwawayDatabase>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let smtp: SmtpSink;
let a: ServerProcess;
let b: ServerProcess;
let admin: string;

/** One app process as production runs it, on the test's database, S3 store and SMTP sink. */
function startProcess(): Promise<ServerProcess> {
  return startServerProcess(database.url, {
    SMTP_URL: smtp.url,
    MAIL_WORKER_INTERVAL_MS: '100',
    AUTH_RATE_LIMIT: '6',
    MEDIA_S3_BUCKET: s3.config.bucket,
    MEDIA_S3_ENDPOINT: s3.config.endpoint,
    MEDIA_S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    MEDIA_S3_FORCE_PATH_STYLE: '1',
  });
}

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - start;
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await throwawayDatabase(serverUrl!);
    [s3, smtp] = await Promise.all([startS3Server(), startSmtpSink()]);
    // Both start on the empty database at once: migrations and the first administrator take turns.
    [a, b] = await Promise.all([startProcess(), startProcess()]);
    const login = await over(a).request({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    admin = login.json().token;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await Promise.all([s3?.stop(), smtp?.close()]);
    await database?.drop();
  });

  it('migrated once and made one administrator, whose token works on both', async () => {
    const db = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
    const admins = await db.db.execute("select count(*)::int as n from users where user_type = 'admin'");
    await db.close();
    expect(admins.rows[0]).toEqual({ n: 1 });
    for (const target of [a, b])
      expect(
        (await over(target).request({ method: 'GET', url: '/api/users', token: admin })).statusCode,
      ).toBe(200);
  });

  it('books a bed once when both processes are asked for it at the same moment', async () => {
    const world = await resortWorld(over(a), admin);
    const guests = [(await newCustomer(over(a), admin)).id, (await newCustomer(over(b), admin)).id];
    const book = (target: ServerProcess, guest: string) =>
      over(target).request({
        method: 'POST',
        url: '/api/bookings',
        token: admin,
        payload: {
          resort: world.resort,
          dates: { from: '2027-03-01', to: '2027-03-08' },
          rooms: [{ room: world.R1, guests: [guest] }],
          state: 'confirmed',
        },
      });
    for (let round = 0; round < 3; round++) {
      const dates = { from: `2027-0${round + 3}-01`, to: `2027-0${round + 3}-08` };
      const answers = await Promise.all(
        [a, b].map((target, i) =>
          over(target).request({
            method: 'POST',
            url: '/api/bookings',
            token: admin,
            payload: { resort: world.resort, dates, rooms: [{ room: world.R1, guests: [guests[i]] }] },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
        201, 409,
      ]);
    }
    expect((await book(b, guests[1]!)).statusCode).toBe(409);
    const list = await over(b).request({ method: 'GET', url: '/api/bookings?size=0', token: admin });
    expect(list.json().total).toBe(3);
  });

  it('refuses on B a token logged out on A, at once', async () => {
    const login = await over(a).request({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    const token = login.json().token as string;
    // B has seen the session and holds it in memory.
    expect((await over(b).request({ method: 'GET', url: '/api/users', token })).statusCode).toBe(200);
    expect((await over(a).request({ method: 'DELETE', url: '/api/auth/token', token })).statusCode).toBe(204);
    expect((await over(b).request({ method: 'GET', url: '/api/users', token })).statusCode).toBe(401);
  });

  it('shows B a setting changed on A within a second', async () => {
    const read = async () =>
      (await over(b).request({ method: 'GET', url: '/api/settings/group/general', token: admin })).json();
    expect((await read()).scaleOutProbe).toBeUndefined();
    const written = await over(a).request({
      method: 'POST',
      url: '/api/settings',
      token: admin,
      payload: { group: 'general', key: 'scaleOutProbe', value: 'seen' },
    });
    expect(written.statusCode, written.body).toBe(201);
    const took = await within(1000, async () => (await read()).scaleOutProbe === 'seen');
    expect(took).toBeLessThan(1000);
  });

  it('serves from B a picture uploaded to A', async () => {
    const png = await gradientPng(120, 80);
    const media = await over(a).request({
      method: 'POST',
      url: '/api/media',
      token: admin,
      payload: { name: 'House reef' },
    });
    expect(media.statusCode, media.body).toBe(201);
    const { payload, headers } = multipartBody({ bytes: png, fileName: 'reef.png', type: 'image/png' });
    const uploaded = await over(a).request({
      method: 'POST',
      url: `/api/media/${media.json().id}/data`,
      token: admin,
      payload,
      headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const served = await over(b).request({ method: 'GET', url: `/api/media/${media.json().id}/data` });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
  });

  it('sends a queued mail once although both processes work the queue', async () => {
    const before = smtp.inbox.length;
    const asked = await over(b).request({
      method: 'PUT',
      url: '/api/auth/password/reset',
      payload: { email: ADMIN.email },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await within(5000, async () => smtp.inbox.length > before);
    // Twenty more rounds of both workers: nobody sends it again.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.inbox.slice(before).filter((mail) => mail.to === ADMIN.email)).toHaveLength(1);
  });

  it('counts login attempts for both processes together', async () => {
    const attempt = (target: ServerProcess) =>
      over(target).request({
        method: 'POST',
        url: '/api/auth/token',
        payload: { email: 'nobody@test.local', password: 'wrong-password' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt(a)).statusCode, (await attempt(b)).statusCode);
    // Both counts are shared: the account's pause lets 5 attempts through (the 6th waits 1 s after
    // the 5th, so it is 429 unless that second has passed), the limit of 6 per caller and account
    // refuses the 7th and 8th whatever the time.
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect([401, 429]).toContain(codes[5]);
    expect(codes.slice(6)).toEqual([429, 429]);
  });
});
