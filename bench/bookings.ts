/**
 * A year of bookings on 200 resort rooms (about 9,000 bookings, 4,000 customers) through the real
 * HTTP endpoints: the booking list paged, searched and filtered, the customer search, and the
 * nightly grid now that its occupancies are bookings. PGlite by default; PostgreSQL with
 * BENCH_DATABASE_URL.
 *
 *   npx tsx bench/bookings.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/bookings.ts
 */
import { sql } from 'drizzle-orm';
import { generateBookedResort } from './generate.ts';
import { measure, startBenchServer } from './server.ts';

const server = await startBenchServer();
const started = Date.now();
const { resort, bookings, customers } = await generateBookedResort(server.db, 200, 2027);
await server.db.execute(sql`analyze`);
console.log(
  `generated ${bookings} bookings and ${customers} customers on 200 rooms in ${Date.now() - started} ms on ${server.driver}`,
);
const filter = encodeURIComponent(JSON.stringify({ state: 'planned' }));
await measure(server, [
  ['bookings, page 40 of 25 (newest arrival first)', '/api/bookings?page=40&size=25'],
  ['bookings, search a guest name', '/api/bookings?search=kowalski&size=25'],
  ['bookings, filter state planned, page 5', `/api/bookings?filter=${filter}&page=5&size=25`],
  ['customers, search a family name', '/api/customer?search=novak&size=25'],
  ['nightly grid, 200 rooms × 30 nights', `/api/rooms/occupancy/${resort}?from=2027-06-01&to=2027-07-01`],
]);
await server.stop();
