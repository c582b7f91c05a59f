/**
 * The to-do rules' day sweep on ten years of data (issue 38): for each day, what the sweep reads
 * before it decides anything — every dated rule's candidate bookings (by the bookings' dates, an
 * open balance's due days, the catch-up days) and the moments already decided of them — for six
 * rules an office would set up, on BENCH_DAYS days spread over the decade (default 40), each day
 * timed whole. Then EXPLAIN ANALYZE of each rule's candidates on the generator's "today".
 *
 *   DECADE_DATABASE=seaberth_decade npm run decade:todo -w @seaberth/bench -- --keep
 *
 * BENCH_DATABASE_URL names the server as for `decade-lists.ts`. Target: a day's reads under 1 s
 * (the issue's), p50 and p95.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  addDays,
  openDueDays,
  ruleOccurrences,
  type TodoRuleCondition,
  type TodoRuleTrigger,
} from '@seaberth/domain';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/client.ts';
import {
  type TodoRule,
  TodoRulesRepository,
} from '../packages/server/src/modules/todos/todo-rules.repository.ts';
import { type CaseResult, load1, printResults } from './decade-server.ts';
import { decadeDatabase, wantsKeep } from './generate-decade.ts';

const DAYS = Number(process.env.BENCH_DAYS ?? 40);

const rule = (text: string, trigger: TodoRuleTrigger, condition: TodoRuleCondition['kind']): TodoRule => ({
  id: randomUUID(),
  group: 'Bench',
  text,
  trigger,
  condition: { kind: condition, asset: null },
  action: { kind: 'todo', role: null, user: null, template: null },
  catchUp: 'now',
  createdAt: new Date(0),
});

const RULES: TodoRule[] = [
  rule('Transfer not arranged, 3 days before arrival', { kind: 'beforeArrival', days: 3 }, 'transferMissing'),
  rule('Guest forms missing, 7 days before arrival', { kind: 'beforeArrival', days: 7 }, 'guestFormMissing'),
  rule('Balance open, 14 days before arrival', { kind: 'beforeArrival', days: 14 }, 'balanceOpen'),
  rule('Ask for a review, 2 days after departure', { kind: 'afterDeparture', days: 2 }, 'none'),
  rule('Agency guests in house, each day of the stay', { kind: 'stayDay', days: 0 }, 'agencyBooking'),
  rule('Payment due in 3 days', { kind: 'paymentDue', days: 3 }, 'balanceOpen'),
];

const decade = await decadeDatabase({ keep: wantsKeep() });
console.log(
  `${decade.reused ? 'reusing' : 'generated'} ${decade.url} (${decade.period.from} to ${decade.period.to}); ` +
    `bookings ${decade.counts.bookings?.toLocaleString('en')}`,
);
console.log(`load average before: ${load1()} on ${os.cpus().length} cores`);
const database = await openDatabase({ databaseUrl: decade.url, dataDir: 'memory://' });
const repository = new TodoRulesRepository(database.db);
const explain = new pg.Client({ connectionString: decade.url });
await explain.connect();

/** One day's reads of the sweep: candidates and decided moments of every rule. */
async function sweepReads(day: string): Promise<{ ms: number; candidates: number; moments: number }> {
  const started = performance.now();
  let candidates = 0;
  let moments = 0;
  for (const r of RULES) {
    const found = await repository.candidates(r, day);
    await repository.decided(
      r.id,
      found.map((b) => b.id),
    );
    candidates += found.length;
    for (const b of found)
      moments += ruleOccurrences(r.trigger, {
        from: b.from,
        to: b.to,
        dueDays: openDueDays(b.due, b.paid),
      }).length;
  }
  return { ms: performance.now() - started, candidates, moments };
}

try {
  const { from, to, today } = decade.period;
  const span = Math.round((Date.parse(to) - Date.parse(from)) / 864e5);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(from, Math.round(((i + 0.5) * span) / DAYS)));
  for (const day of [today, today, today]) await sweepReads(day); // warm up
  const times: number[] = [];
  let candidates = 0;
  let moments = 0;
  for (const day of days) {
    const read = await sweepReads(day);
    times.push(read.ms);
    candidates += read.candidates;
    moments += read.moments;
  }
  const onToday = await sweepReads(today);
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  const results: CaseResult[] = [
    {
      name: `a day's sweep reads, ${RULES.length} rules, ${DAYS} days over the decade`,
      p50: at(0.5),
      p95: at(0.95),
      target: 1000,
      summary: `${Math.round(candidates / DAYS)} candidate bookings and ${Math.round(moments / DAYS)} moments a day on average; max ${at(1).toFixed(0)} ms`,
    },
    {
      name: `the generator's today (${today})`,
      p50: onToday.ms,
      p95: onToday.ms,
      target: 1000,
      summary: `${onToday.candidates} candidate bookings, ${onToday.moments} moments`,
    },
  ];
  printResults(results);
  console.log('\nEXPLAIN ANALYZE of each rule on today:');
  for (const r of RULES) {
    const query = repository.candidatesQuery(r, today);
    if (!query) continue;
    const { sql, params } = query.toSQL();
    const plan = await explain.query(
      `explain (analyze, costs off, timing off, summary on) ${sql}`,
      params as unknown[],
    );
    const lines = plan.rows.map((row) => String(row['QUERY PLAN']));
    const uses = [
      ...new Set(lines.flatMap((line) => [...line.matchAll(/(?:using|Scan on) (\w+)/g)].map((m) => m[1]))),
    ].join(', ');
    console.log(`- ${r.text}: ${lines.at(-1)?.trim()} — ${uses}`);
  }
} finally {
  await explain.end();
  await database.close();
}
