/**
 * The vessel calendar's one call for a year: 2 vessels × 52 weekly trips × 15 cabins, about 60 %
 * taken, through the real HTTP endpoint. PGlite by default; PostgreSQL with BENCH_DATABASE_URL.
 *
 *   npx tsx bench/vessel-calendar.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/vessel-calendar.ts
 */
import { sql } from 'drizzle-orm';
import { generateFleet } from './generate.ts';
import { measure, startBenchServer } from './server.ts';

const server = await startBenchServer();
const started = Date.now();
await generateFleet(server.db, { vessels: 2, cabins: 15, weeks: 52 }, 2027);
await server.db.execute(sql`analyze`);
console.log(`generated 2 vessels × 15 cabins × 52 trips in ${Date.now() - started} ms on ${server.driver}`);

await measure(server, [
  ['a year, all vessels', '/api/tour/calendar/2027-01-01/2028-01-01'],
  ['a month, all vessels', '/api/tour/calendar/2027-06-01/2027-07-01'],
]);
await server.stop();
