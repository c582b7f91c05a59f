/**
 * Loyalty and the stored stay figures on ten years of data (issue 37), on the decade database
 * (`generate-decade.ts`): the nightly work over the whole decade at once, as on the first night
 * after the programme is switched on, and on a night with nothing new; then the members' list of
 * `/crm/loyality` over every guest who earned.
 *
 * - The stay figures (customer_stay_stats) are emptied and counted by the nightly job's rounds
 *   (`refreshStale`, STAY_STATS_BATCH customers a round) in this process, before the product
 *   starts, so its own job does not count them meanwhile; then the repair (`refreshAll`).
 * - The loyalty ledger is emptied, the feature switched on through the API and
 *   `POST /api/customer/loyality/earn` (what the nightly job runs) timed, first and second run.
 * - The members' list reads are asked 5 times to warm up, then BENCH_RUNS times (default 50).
 *
 *   npm run decade:loyalty -w @seaberth/bench -- --keep
 *
 * Targets: the members' list under 300 ms p50; earning or counting the whole decade under 60 s.
 */
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/client.ts';
import {
  CustomerStayStatsRepository,
  type StayCountDay,
} from '../packages/server/src/modules/customers/customer-stay-stats.repository.ts';
import { STAY_STATS_BATCH } from '../packages/server/src/modules/customers/customer-stay-stats.jobs.ts';
import {
  type CaseResult,
  load1,
  printResults,
  runReads,
  signIn,
  startProduct,
  stopProduct,
} from './decade-server.ts';
import { decadeDatabase, wantsKeep } from './generate-decade.ts';

const PORT = 3916;
const PRODUCT = `http://127.0.0.1:${PORT}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const decade = await decadeDatabase({ keep: wantsKeep() });
console.log(
  `${decade.reused ? 'reusing' : 'generated'} ${decade.url} in ${decade.seconds} s${decade.reused ? ' when made' : ''}; ` +
    `customers ${decade.counts.customers?.toLocaleString('en')}, bookings ${decade.counts.bookings?.toLocaleString('en')}`,
);
console.log(`load average before: ${load1()} on ${os.cpus().length} cores`);
const db = new pg.Client({ connectionString: decade.url });
await db.connect();
const results: CaseResult[] = [];
/** A write timed once: p50 and p95 are the one time. */
const once = (name: string, ms: number, target: number, summary: string) => {
  results.push({ name, p50: ms, p95: ms, target, summary });
  console.log(`${name}: ${seconds(ms)} (${summary})`);
};

try {
  // A clean start every run: no figures, no points, the programme off (so the product's own
  // nightly earning has nothing to do while it is measured here).
  await db.query(`truncate customer_stay_stats, loyalty_points, loyalty_members cascade`);
  await db.query(`delete from settings where "group" = 'features' and key = 'loyalityProgram'`);

  // ---- the stay figures, counted by the nightly job's rounds ----
  const database = await openDatabase({ databaseUrl: decade.url, dataDir: 'memory://' });
  try {
    const stats = new CustomerStayStatsRepository(database.db);
    const currencies = (
      await db.query(`select code, decimals, exchange_rate as "exchangeRate" from currencies`)
    ).rows;
    const base =
      (await db.query(`select value from settings where "group" = 'general' and key = 'baseCurrency'`))
        .rows[0]?.value ?? 'EUR';
    const day: StayCountDay = {
      today: decade.period.today,
      baseCurrency: base,
      rates: { base, currencies },
    };
    let rounds = 0;
    let counted = 0;
    let t0 = performance.now();
    // The job's rounds, each going on from the guest the last one stopped at.
    let after: string | null = null;
    do {
      const round = await stats.refreshStale(day, STAY_STATS_BATCH, after);
      rounds += 1;
      counted += round.counted;
      after = round.last;
    } while (after);
    once(
      'stay figures: nightly job over the whole decade',
      performance.now() - t0,
      60_000,
      `${counted.toLocaleString('en')} guests in ${rounds} rounds`,
    );
    t0 = performance.now();
    const again = await stats.refreshStale(day, STAY_STATS_BATCH);
    once('stay figures: nightly job, nothing new', performance.now() - t0, 60_000, `${again.counted} guests`);
    t0 = performance.now();
    const all = await stats.refreshAll(day);
    once(
      'stay figures: every guest counted again (repair)',
      performance.now() - t0,
      60_000,
      `${all.toLocaleString('en')} guests`,
    );
  } finally {
    await database.close();
  }

  // ---- loyalty through the product ----
  const product = await startProduct(decade.url, PORT);
  try {
    const auth = await signIn(PRODUCT);
    const json = { ...auth, 'content-type': 'application/json' };
    const post = async (route: string, body: object = {}) => {
      const res = await fetch(PRODUCT + route, { method: 'POST', headers: json, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    // The product's own nightly jobs run once at its start (earning with the programme still off):
    // wait for them, so the earning timed below is the only one.
    for (let waited = 0; ; waited += 1) {
      const pending = (
        await db.query(
          `select count(*)::int as n from jobs where kind in ('loyalty.earn', 'customers.stayStats')
            and run_at < now() + interval '1 hour'`,
        )
      ).rows[0].n as number;
      if (!pending) break;
      if (waited > 600) throw new Error('the nightly jobs did not run at the start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await post('/api/settings', { group: 'features', key: 'loyalityProgram', value: 'true' });
    // Three tiers over the points of the last 24 months: half the members earned none in them,
    // one in ten about 140, one in a hundred 270.
    await db.query(`delete from loyalty_tiers`);
    const tiers: { id: string }[] = [];
    for (const [name, minPoints] of [
      ['Blue', 0],
      ['Silver', 100],
      ['Gold', 250],
    ] as const)
      tiers.push((await post('/api/loyaltytier', { name, minPoints })) as { id: string });

    let t0 = performance.now();
    const first = await post('/api/customer/loyality/earn');
    once(
      'loyalty: nightly earning over the whole decade',
      performance.now() - t0,
      60_000,
      `${Number(first.earned).toLocaleString('en')} guests earned`,
    );
    t0 = performance.now();
    const second = await post('/api/customer/loyality/earn');
    once(
      'loyalty: nightly earning, nothing new',
      performance.now() - t0,
      60_000,
      `${second.earned} guests earned`,
    );
    const points = (await db.query(`select count(*)::int as n from loyalty_points`)).rows[0].n as number;
    // Fresh statistics, as autovacuum gathers them within a minute of so many new rows.
    await db.query(`analyze loyalty_points, loyalty_members`);
    console.log(`${points.toLocaleString('en')} ledger entries`);

    const members = (body: { data: unknown[]; total: number }) =>
      `${body.data.length} of ${body.total.toLocaleString('en')} members`;
    const top = tiers[tiers.length - 1]!.id;
    results.push(
      ...(await runReads(PRODUCT, auth, [
        {
          name: 'members, first page by balance',
          target: 300,
          route: '/api/customer/loyality/members',
          summary: members,
        },
        {
          name: 'members, page 20 by balance',
          target: 300,
          route: '/api/customer/loyality/members?page=20&size=25&sort=balance&order=desc',
          summary: members,
        },
        {
          name: 'members by name',
          target: 300,
          route: '/api/customer/loyality/members?size=25&sort=fullName&order=asc',
          summary: members,
        },
        {
          name: 'members by last earned',
          target: 300,
          route: '/api/customer/loyality/members?size=25&sort=lastEarned&order=desc',
          summary: members,
        },
        {
          name: 'members of the top tier',
          target: 300,
          route: `/api/customer/loyality/members?size=25&tier=${top}`,
          summary: members,
        },
        {
          name: 'members, searched "berg"',
          target: 300,
          route: '/api/customer/loyality/members?size=25&search=berg',
          summary: members,
        },
      ])),
    );
  } finally {
    await stopProduct(product);
  }
  printResults(results);
} finally {
  await db.end().catch(() => {});
}
