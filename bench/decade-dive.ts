/**
 * The dive centre on ten years of data (issue 34): the day's plan, the day overview, the dive log
 * list and the statistics of a year, as the web screens ask for them, on the decade database
 * (`generate-decade.ts`: ~150 guest-dives a day, ~500,000 dive log entries). The product runs through
 * tsx in its own process (`decade-server.ts`); each case is asked 5 times to warm up, then
 * BENCH_RUNS times (default 50) one request after another; then EXPLAIN ANALYZE of the statements
 * that read most rows.
 *
 *   DECADE_DATABASE=seaberth_decade_dive npm run decade:dive -w @seaberth/bench -- --keep
 *
 * BENCH_DATABASE_URL names the server as for `decade-lists.ts` (default postgres on 127.0.0.1).
 * Targets: the plan and the overview under 50 ms p50, the statistics of a year under 300 ms p50.
 */
import os from 'node:os';
import pg from 'pg';
import {
  type ReadCase,
  load1,
  printResults,
  runReads,
  signIn,
  startProduct,
  stopProduct,
} from './decade-server.ts';
import { decadeDatabase, wantsKeep } from './generate-decade.ts';

const PORT = 3913;
const PRODUCT = `http://127.0.0.1:${PORT}`;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
const lastOfMonth = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);

const decade = await decadeDatabase({ keep: wantsKeep() });
console.log(
  `${decade.reused ? 'reusing' : 'generated'} ${decade.url} (${decade.period.from} to ${decade.period.to}) ` +
    `in ${decade.seconds} s${decade.reused ? ' when made' : ''}`,
);
console.log(
  Object.entries(decade.counts)
    .filter(([table]) => /^(dive|employees|bookings|customers)/.test(table))
    .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
    .join(', '),
);
console.log(`load average before: ${load1()} on ${os.cpus().length} cores`);
const product = await startProduct(decade.url, PORT);
const db = new pg.Client({ connectionString: decade.url });
try {
  const auth = await signIn(PRODUCT);
  await db.connect();
  const [resort] = (await db.query('select id from resorts order by name limit 1')).rows;
  // The day the generator planned as today (its plans run from 30 days back to 7 ahead).
  const today = decade.period.today;
  const yesterday = addDays(today, -1);
  const month = { from: `${today.slice(0, 7)}-01`, to: lastOfMonth(today) };
  const year = today.slice(0, 4);
  const lastYear = String(Number(year) - 1);

  const plan = (date: string) => `/api/diveplan/day?date=${date}&resort=${resort.id}`;
  const planSummary = (body: { plan: { dives: { divers: unknown[] }[] } | null }) =>
    body.plan
      ? `${body.plan.dives.length} dives, ${body.plan.dives.reduce((n, d) => n + d.divers.length, 0)} divers`
      : 'no plan';
  const overview = (from: string, to: string) => `/api/divelog/overview?from=${from}&to=${to}`;
  const overviewSummary = (body: { days: unknown[]; total: { dives: number; divers: number } }) =>
    `${body.days.length} days, ${body.total.dives} dives by ${body.total.divers} divers`;
  const statistics = (from: string, to: string, groupBy: string) =>
    `/api/divelog/statistics?from=${from}&to=${to}&groupBy=${groupBy}`;
  const statisticsSummary = (body: { rows: { dives: number }[] }) =>
    `${body.rows.length} rows, ${body.rows.reduce((n, r) => n + r.dives, 0)} dives`;
  const listSummary = (body: { data: unknown[]; total: number }) =>
    `${body.data.length} rows of ${body.total}`;
  const cases: ReadCase[] = [
    { name: `plan of today (${today})`, target: 50, route: plan(today), summary: planSummary },
    { name: 'plan of yesterday (dives closed)', target: 50, route: plan(yesterday), summary: planSummary },
    {
      name: 'guests in house to plan (today)',
      route: `/api/diveplan/guests?date=${today}&resort=${resort.id}`,
      summary: (body: unknown[]) => `${body.length} guests`,
    },
    {
      name: 'overview of a day (yesterday)',
      target: 50,
      route: overview(yesterday, yesterday),
      summary: overviewSummary,
    },
    {
      name: `overview of the month (${today.slice(0, 7)})`,
      target: 50,
      route: overview(month.from, month.to),
      summary: overviewSummary,
    },
    {
      name: 'dive log, first page',
      route: `/api/divelog?page=0&size=25`,
      summary: listSummary,
    },
    {
      name: 'dive log, a day (yesterday)',
      route: `/api/divelog?page=0&size=25&filter=${encodeURIComponent(JSON.stringify({ date: yesterday }))}`,
      summary: listSummary,
    },
    ...['month', 'day', 'site', 'type', 'boat', 'guide', 'level'].map((groupBy) => ({
      name: `statistics ${lastYear} by ${groupBy}`,
      target: 300,
      route: statistics(`${lastYear}-01-01`, `${lastYear}-12-31`, groupBy),
      summary: statisticsSummary,
    })),
    {
      name: `statistics ${year} by month (the screen's default)`,
      target: 300,
      route: statistics(`${year}-01-01`, `${year}-12-31`, 'month'),
      summary: statisticsSummary,
    },
  ];

  const results = await runReads(PRODUCT, auth, cases);
  printResults(results);

  // The plans of the statements that read most rows, as the product sends them: a month of the
  // overview, a year of statistics, the guests in house the planner picks from.
  const from = `${lastYear}-01-01`;
  const to = `${lastYear}-12-31`;
  for (const [name, sql, params] of [
    [
      'overview, a month by day',
      `select date, count(*)::int, count(distinct customer)::int, count(distinct boat)::int, count(distinct dive_site)::int,
        (count(*) filter (where air_mix > 21))::int from dive_logs where date >= $1 and date <= $2 group by date order by date`,
      [month.from, month.to],
    ],
    [
      'statistics, a year by month',
      `select to_char(date, 'YYYY-MM'), count(*)::int, count(distinct customer)::int, (count(*) filter (where air_mix > 21))::int,
        avg(depth)::float8 from dive_logs where date >= $1 and date <= $2 group by 1 order by 1`,
      [from, to],
    ],
    [
      'statistics, a year by site',
      `select coalesce(dive_site::text, ''), count(*)::int, count(distinct customer)::int, (count(*) filter (where air_mix > 21))::int,
        avg(depth)::float8 from dive_logs where date >= $1 and date <= $2 group by 1 order by 1`,
      [from, to],
    ],
    [
      'statistics, a year by level',
      `select level, sum(dives)::int, count(*)::int, sum(nitrox_dives)::int, (sum(depth_sum) / nullif(sum(depths), 0))::float8
        from (select coalesce((select c.diver->>'certificationLevel' from customers c where c.id = d.customer), '') as level,
          count(*) as dives, count(*) filter (where d.air_mix > 21) as nitrox_dives, sum(d.depth) as depth_sum, count(d.depth) as depths
          from dive_logs d where d.date >= $1 and d.date <= $2 group by d.customer) per_diver group by level order by level`,
      [from, to],
    ],
    [
      'guests in house to plan',
      `select g.customer, c.full_name, c.diver, r.name, br.check_in from booking_guests g
        join booking_rooms br on br.id = g.room_booking join bookings b on b.id = g.booking
        join customers c on c.id = g.customer join rooms r on r.id = br.room
        where b.state in ('planned', 'confirmed') and daterange(b."from", b."to") @> $1::date
          and br."from" <= $1::date and br."to" > $1::date and br.check_out is null and r.resort = $2
        order by c.sort_name, g.customer`,
      [today, resort.id],
    ],
  ] as const) {
    const explained = await db.query(`explain (analyze, costs off, timing off, summary on) ${sql}`, [
      ...params,
    ]);
    const lines = explained.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
    const scans = lines
      .filter((l) => /Scan|Aggregate|Sort/.test(l))
      .map((l) => l.trim().replace(/\s+\(.*$/, ''));
    console.log(`${name}: ${scans.join('; ')}; ${lines.find((l) => l.startsWith('Execution Time'))}`);
  }
} finally {
  await db.end().catch(() => {});
  await stopProduct(product);
}
