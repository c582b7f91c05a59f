/**
 * "Which rooms are free?" for 200 rooms over 30 nights, with a year of occupancy (~75 %), through
 * the real HTTP endpoint. PGlite by default; PostgreSQL with BENCH_DATABASE_URL (throwaway database).
 *
 *   npx tsx bench/availability.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/availability.ts
 */
import { sql } from 'drizzle-orm';
import { generateOccupiedResort } from './generate.ts';
import { measure, startBenchServer } from './server.ts';

const server = await startBenchServer();
const started = Date.now();
const resort = await generateOccupiedResort(server.db, Number(process.env.BENCH_ROOMS ?? 200), 2027);
await server.db.execute(sql`analyze`);
const [{ n }] = (await server.db.execute(sql`select count(*)::int as n from occupancies`)).rows as {
  n: number;
}[];
console.log(`generated 200 rooms with ${n} occupancies in ${Date.now() - started} ms on ${server.driver}`);

await measure(server, [
  ['free rooms, 30 nights', `/api/rooms/available/${resort}?from=2027-06-01&to=2027-07-01`],
  ['nightly grid, 30 nights', `/api/rooms/occupancy/${resort}?from=2027-06-01&to=2027-07-01`],
]);
await server.stop();
