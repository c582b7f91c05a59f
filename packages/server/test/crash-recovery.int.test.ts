import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { newTripBooking, tripWorld } from './booking-fixtures.ts';
import { multipartBody } from './media-support.ts';
import { over, type ServerProcess, startServerProcess, stopServerProcess } from './server-process.ts';
import { ADMIN, throwawayDatabase } from './test-app.ts';

/**
 * Issue 31, one transaction per booking: a server process killed (SIGKILL, no shutdown) in the
 * middle of concurrent online bookings (some sent twice) and a statement import, then started
 * again and asked the same, leaves no bed held without the job that releases it, no idempotency
 * key with a second booking, and no half import. Needs PostgreSQL: it runs in the suite's
 * PostgreSQL pass.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const IBAN = 'DE89370400440532013000';
/** Enough entries that the import is still running when the process dies. */
const ENTRIES = 4000;

let database: Awaited<ReturnType<typeof throwawayDatabase>>;
let server: ServerProcess | undefined;
let db: Database;
let admin: string;
let bank: string;
/** An account that assigns certain matches at import, and the bookings its statement pays. */
let assigning: string;
let paid: string[];
let requests: { key: string; body: object }[];

type Answer = { status: number; id?: string; description?: string } | 'lost';

/** A camt.053 statement of the account with `count` credits, one identity each. */
function statement(count: number, iban = IBAN, text = (i: number) => `Transfer ${i}`): Buffer {
  const entries = Array.from(
    { length: count },
    (_, i) => `<Ntry><Amt Ccy="EUR">${(i % 900) + 10}.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
      <Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2027-01-15</Dt></BookgDt><ValDt><Dt>2027-01-15</Dt></ValDt>
      <AcctSvcrRef>FAULT${i}</AcctSvcrRef><BkTxCd/><NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
      <RmtInf><Ustrd>${text(i)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  ).join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
  <GrpHdr><MsgId>M1</MsgId><CreDtTm>2027-01-16T08:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>S1</Id><CreDtTm>2027-01-16T08:00:00</CreDtTm>
    <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
    ${entries}
  </Stmt></BkToCstmrStmt></Document>`);
}

async function start(): Promise<void> {
  // Every request comes from this test: the per-address rate limit would answer the rounds 429.
  // The test clock lets the test run the jobs of a later time in the real process.
  server = await startServerProcess(database.url, { AUTH_RATE_LIMIT: '1000', SEABERTH_TEST_CLOCK: '1' });
  const login = await over(server).request({
    method: 'POST',
    url: '/api/auth/token',
    payload: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  admin = login.json().token;
}

const book = async (body: object): Promise<Answer> => {
  try {
    const res = await over(server!).request({
      method: 'POST',
      url: '/api/book/booking/create',
      payload: body,
    });
    const json = res.json();
    return { status: res.statusCode, id: json.id, description: json.description };
  } catch {
    return 'lost';
  }
};

const importStatement = async (into = bank, bytes = statement(ENTRIES)): Promise<number | 'lost'> => {
  const file = multipartBody({ bytes, fileName: 'statement.xml' });
  try {
    const res = await over(server!).request({
      method: 'POST',
      url: `/api/bank/${into}/import/csv`,
      token: admin,
      payload: file.payload,
      headers: file.headers,
    });
    return res.statusCode;
  } catch {
    return 'lost';
  }
};

/**
 * Every request once, the first five keys twice at the same time, and the import; `created`
 * settles at the first booking made (or when none is left to make).
 */
function run() {
  let made: () => void = () => undefined;
  const created = new Promise<void>((resolve) => {
    made = resolve;
  });
  const sent = [...requests, ...requests.slice(0, 5)].map(async (r) => {
    const answer = await book(r.body);
    if (answer !== 'lost' && answer.status === 201) made();
    return { key: r.key, answer };
  });
  const bookings = Promise.all(sent);
  void bookings.then(() => made());
  return { bookings, imported: importStatement(), created };
}

/**
 * Freezes every writer of `table` until `release`: the process stops at that step (scheduling a
 * hold's release, writing a payment), where the test kills it.
 */
async function freeze(table: 'jobs' | 'booking_payments') {
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  await holder.query('begin');
  await holder.query(`lock table ${table} in share mode`);
  const waiting = async () => {
    const { rows } = await holder.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
      [`%"${table}"%`],
    );
    return rows[0].n as number;
  };
  return {
    /** Until `count` requests wait at the table (or a few seconds passed). */
    async reached(count: number) {
      const until = Date.now() + 10_000;
      while ((await waiting()) < count && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    /**
     * The killed process's connections end (as TCP keepalive ends them in production) before the
     * lock goes, so no statement of a dead process runs after its death.
     */
    async release() {
      await holder.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await holder.query('rollback');
      await holder.end();
    },
  };
}

/** What must hold whenever the process stopped, however it stopped. */
async function invariants(): Promise<void> {
  // Every unpaid online booking holding beds has its hold and the job that ends it.
  const unreleasable = await db.db.execute(`
    select b.booking_no from bookings b
    left join online_bookings o on o.booking = b.id
    left join jobs j on j.kind = 'onlineBooking.releaseHold' and j.key = b.id::text
    where b.source = 'online' and b.state = 'draft' and (o.id is null or o.hold_until is null or j.id is null)`);
  expect(unreleasable.rows, 'beds held without a release job').toEqual([]);
  // Every idempotency key answers one booking, and no online booking is outside a key.
  const [keys] = (
    await db.db.execute(`
    select (select count(*)::int from bookings where source = 'online') as bookings,
      (select count(*)::int from online_bookings where booking is not null) as claimed,
      (select count(*)::int from online_bookings where booking is null) as unfinished`)
  ).rows as { bookings: number; claimed: number; unfinished: number }[];
  expect(keys, 'bookings and their idempotency keys').toEqual({
    bookings: keys!.claimed,
    claimed: keys!.claimed,
    unfinished: 0,
  });
  // The statement is there whole or not at all.
  const [entries] = (
    await db.db.execute(`select count(*)::int as n from bank_entries where bank = '${bank}'`)
  ).rows as { n: number }[];
  expect([0, ENTRIES], 'entries of the import').toContain(entries!.n);
}

describe.skipIf(!serverUrl)('a server process killed in the middle of bookings and an import', () => {
  beforeAll(async () => {
    database = await throwawayDatabase(serverUrl!);
    db = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
    await start();
    const ctx = over(server!);
    const world = await tripWorld(ctx, admin);
    // Every request comes from this test's address: the limits per visitor and place have their own test.
    for (const [key, value] of [
      ['allowCustomerBooking', 'true'],
      ['onlineHoldsPerVisitor', '1000'],
      ['onlineHoldShare', '100'],
    ]) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/settings',
        token: admin,
        payload: { group: 'booking', key, value },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const made = await ctx.request({
      method: 'POST',
      url: '/api/bank',
      token: admin,
      payload: { name: 'Fault bank', iban: IBAN, openingBalance: 0, openingDate: '2027-01-01' },
    });
    expect(made.statusCode, made.body).toBe(201);
    bank = made.json().id;
    const auto = await ctx.request({
      method: 'POST',
      url: '/api/bank',
      token: admin,
      payload: {
        name: 'Assigning bank',
        iban: 'GB29NWBK60161331926819',
        currency: 'EUR',
        openingBalance: 0,
        openingDate: '2027-01-01',
        autoAssign: true,
      },
    });
    expect(auto.statusCode, auto.body).toBe(201);
    assigning = auto.json().id;
    paid = [];
    for (const trip of ['s1', 's2'])
      paid.push(
        (
          await newTripBooking(ctx, admin, {
            schedule: world[trip]!,
            rooms: [{ room: world.Suite! }],
            state: 'confirmed',
          })
        ).bookingNo,
      );
    // One cabin per request, each on its own: 4 departures × 4 cabins.
    const cabins = ['Cabin 1', 'Cabin 2', 'Cabin 3', 'Cabin 4'];
    requests = ['s1', 's2', 's3', 's4'].flatMap((trip) =>
      cabins.map((cabin) => {
        const key = `fault-${trip}-${cabin.replace(' ', '')}`;
        return {
          key,
          body: {
            draft: { schedule: world[trip], rooms: [{ room: world[cabin], guests: 2 }] },
            booker: { firstName: 'Kai', lastName: key, email: `${key}@example.test` },
            guests: [
              { firstName: 'Kai', lastName: key },
              { firstName: 'Ida', lastName: key },
            ],
            acceptTerms: true,
            idempotencyKey: key,
          },
        };
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await stopServerProcess(server);
    await db?.close();
    await database?.drop();
  });

  it('leaves no bed held without its release job, no key with two bookings and no half import', async () => {
    // Killed while bookings wait to schedule the release of their holds.
    const frozen = await freeze('jobs');
    const first = run();
    await frozen.reached(10);
    await stopServerProcess(server, 'SIGKILL');
    await frozen.release();
    await Promise.all([first.bookings, first.imported]);
    await invariants();
    await start();

    // Killed as soon as the first booking is made: the others are at every step of theirs.
    const second = run();
    await second.created;
    await stopServerProcess(server, 'SIGKILL');
    await Promise.all([second.bookings, second.imported]);
    await invariants();
    await start();

    // Asked again after the crashes, every key answers one booking, the same to both of a pair.
    const again = run();
    const answers = await again.bookings;
    expect(await again.imported).toBe(200);
    const byKey = new Map<string, Set<string>>();
    for (const { key, answer } of answers) {
      expect(answer, key).not.toBe('lost');
      expect(
        answer !== 'lost' && [200, 201].includes(answer.status),
        `${key}: ${JSON.stringify(answer)}`,
      ).toBe(true);
      byKey.set(key, (byKey.get(key) ?? new Set()).add((answer as { id: string }).id));
    }
    for (const [key, ids] of byKey) expect(ids.size, key).toBe(1);
    const stored = (await db.db.execute(`select idempotency_key as key, booking::text from online_bookings`))
      .rows as { key: string; booking: string }[];
    for (const { key, booking } of stored.filter((r) => byKey.has(r.key)))
      expect([...byKey.get(key)!], key).toEqual([booking]);
    await invariants();
    const [entries] = (
      await db.db.execute(`select count(*)::int as n from bank_entries where bank = '${bank}'`)
    ).rows as { n: number }[];
    expect(entries!.n).toBe(ENTRIES);
  }, 300_000);

  it('finishes the assignments of an import whose process died after storing it', async () => {
    const assigned = async () =>
      (
        await db.db.execute(
          `select identity, assigned::int as assigned from bank_entries where bank = '${assigning}' order by identity`,
        )
      ).rows as { assigned: number }[];
    // Killed while the import's certain matches are being written as payments.
    const frozen = await freeze('booking_payments');
    const imported = importStatement(
      assigning,
      statement(2, 'GB29NWBK60161331926819', (i) => `Booking ${paid[i]} deposit`),
    );
    await frozen.reached(1);
    await stopServerProcess(server, 'SIGKILL');
    await frozen.release();
    expect(await imported).toBe('lost');
    expect((await assigned()).map((e) => e.assigned)).toEqual([0, 0]);

    // Started again, the process finishes them once the importing request's time is up.
    await start();
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const moved = await over(server!).request({
      method: 'POST',
      url: '/api/test/clock',
      token: admin,
      payload: { now: later },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await assigned()).map((e) => e.assigned)).toEqual([1000, 1100]);
  }, 120_000);
});
