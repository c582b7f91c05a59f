/**
 * Customers for life on ten years of data (issue 37): the duplicate candidates over 100,000
 * customers, a guest's history and privacy export, and an erasure, on the decade database
 * (`generate-decade.ts`). The product runs in its own process (`decade-server.ts`); each read is
 * asked 5 times to warm up, then BENCH_RUNS times (default 50) one after another. The erasure is a
 * write, timed once per customer on BENCH_ERASURES (default 10) customers with stays.
 *
 *   DECADE_DATABASE=seaberth_decade_customers npm run decade:customers -w @seaberth/bench -- --keep
 *
 * Targets: the duplicates page and the guest's reads under 300 ms p50; an erasure under 1 s.
 */
import os from 'node:os';
import pg from 'pg';
import {
  type ReadCase,
  load1,
  percentile,
  printResults,
  runReads,
  signIn,
  startProduct,
  stopProduct,
} from './decade-server.ts';
import { decadeDatabase, wantsKeep } from './generate-decade.ts';

const PORT = 3915;
const PRODUCT = `http://127.0.0.1:${PORT}`;
const ERASURES = Number(process.env.BENCH_ERASURES ?? 10);

const decade = await decadeDatabase({ keep: wantsKeep() });
console.log(
  `${decade.reused ? 'reusing' : 'generated'} ${decade.url} in ${decade.seconds} s${decade.reused ? ' when made' : ''}; ` +
    `customers ${decade.counts.customers?.toLocaleString('en')}, bookings ${decade.counts.bookings?.toLocaleString('en')}`,
);
console.log(`load average before: ${load1()} on ${os.cpus().length} cores`);
const product = await startProduct(decade.url, PORT);
const db = new pg.Client({ connectionString: decade.url });
try {
  const auth = await signIn(PRODUCT);
  await db.connect();
  // The guest with the most stays: the longest history to read and export.
  const [busy] = (
    await db.query(`select customer as id, count(*)::int as stays from booking_guests group by customer
      order by count(*) desc limit 1`)
  ).rows;
  // One change through the API, so the record has a version to read.
  const record = (await (await fetch(`${PRODUCT}/api/customer/${busy.id}`, { headers: auth })).json()) as {
    version: number;
    note: string;
  };
  const changed = await fetch(`${PRODUCT}/api/customer/${busy.id}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ version: record.version, note: `${record.note} (bench)` }),
  });
  if (!changed.ok) throw new Error(`change: ${changed.status} ${await changed.text()}`);

  const pairs = (body: { data: { reasons: string[] }[]; total: number }) =>
    `${body.data.length} pairs of ${body.total}`;
  const cases: ReadCase[] = [
    {
      name: 'duplicates, first page',
      target: 300,
      route: '/api/customer/duplicates?page=0&size=25',
      summary: pairs,
    },
    {
      name: 'duplicates, page 20',
      target: 300,
      route: '/api/customer/duplicates?page=20&size=25',
      summary: pairs,
    },
    {
      name: `what changed on a guest (${busy.stays} stays)`,
      target: 300,
      route: `/api/customer/${busy.id}/diff/0`,
      summary: (body: unknown[]) => `${body.length} versions`,
    },
    {
      name: 'merges into the guest',
      target: 300,
      route: `/api/customer/${busy.id}/merges`,
      summary: (body: unknown[]) => `${body.length} merges`,
    },
    {
      name: 'privacy export of the guest (JSON)',
      target: 300,
      route: `/api/customer/${busy.id}/privacy/export`,
      summary: (body: { stays: unknown[]; mails: unknown[] }) =>
        `${body.stays.length} stays, ${body.mails.length} mails`,
    },
  ];
  const results = await runReads(PRODUCT, auth, cases);

  // Erasures of guests whose stays are over: each a transaction over their bookings and versions.
  const past = (
    await db.query(
      `select g.customer as id from booking_guests g join booking_rooms br on br.id = g.room_booking
        group by g.customer having max(br."to") < now()::date - 30 order by count(*) desc limit $1`,
      [ERASURES],
    )
  ).rows as { id: string }[];
  const times: number[] = [];
  let versions = 0;
  for (const { id } of past) {
    const t0 = performance.now();
    const res = await fetch(`${PRODUCT}/api/customer/${id}/privacy/erase`, { method: 'POST', headers: auth });
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`erase ${id}: ${res.status} ${await res.text()}`);
    versions += ((await res.json()) as { wiped: { versions: number } }).wiped.versions;
  }
  times.sort((a, b) => a - b);
  results.push({
    name: `erasure of a past guest (${past.length} guests)`,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    target: 1000,
    summary: `${versions} booking versions rewritten`,
  });
  printResults(results);
} finally {
  await db.end().catch(() => {});
  await stopProduct(product);
}
