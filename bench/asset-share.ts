/**
 * The asset share report on a year of bookings on 200 resort rooms (about 9,000 bookings), every
 * tenth of them combined with a trip and priced by both places: a month and a 400-day period
 * through HTTP, and on PostgreSQL the plan of the report's query (it must use
 * bookings_combined_dates_idx, not read every booking). PGlite by default; PostgreSQL with
 * BENCH_DATABASE_URL.
 *
 *   npx tsx bench/asset-share.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/asset-share.ts
 */
import { sql } from 'drizzle-orm';
import { priceLists, schedules, tours, vessels } from '../packages/server/src/db/schema/index.ts';
import { generateBookedResort } from './generate.ts';
import { measure, startBenchServer } from './server.ts';

const server = await startBenchServer();
const started = Date.now();
const { resort, bookings } = await generateBookedResort(server.db, 200, 2027);
const [vessel] = await server.db.insert(vessels).values({ name: 'Bench Whisper' }).returning();
const [tour] = await server.db.insert(tours).values({ name: 'Bench Tour', vessel: vessel!.id }).returning();
const [trip] = await server.db
  .insert(schedules)
  .values({ tour: tour!.id, vessel: vessel!.id, from: '2027-01-02', to: '2027-01-09' })
  .returning();
const [stayList, tripList] = await server.db
  .insert(priceLists)
  .values([
    { name: 'Bench stays', resort, status: 'active' },
    { name: 'Bench trips', vessel: vessel!.id, status: 'active' },
  ])
  .returning();
const entry = (amount: number, price: string | null, type: string) =>
  sql`jsonb_build_object('text', ${type}::text, 'sort', 0, 'amount', jsonb_build_object('amount', ${amount}::int, 'currency', 'EUR'),
    'customerType', 'Direct', 'type', ${type}::text, 'price', ${price}::text, 'customer', null,
    'editable', true, 'deletable', true, 'unique', false,
    'reason', jsonb_build_object('source', 'priceList', 'computation', ''))`;
await server.db.execute(sql`
  update bookings set schedule = ${trip!.id}::uuid, tour = ${tour!.id}::uuid, vessel = ${vessel!.id}::uuid,
    total = 58000, paid = 20000,
    calculation = jsonb_build_object('entries', jsonb_build_array(
      ${entry(40_000, stayList!.id, 'room_cost')}, ${entry(20_000, tripList!.id, 'tour')},
      ${entry(-2_000, null, 'special')}), 'commission', null)
  where resort = ${resort}::uuid and right(booking_no, 1) = '0'`);
await server.db.execute(sql`analyze`);
console.log(
  `generated ${bookings} bookings (every tenth combined) on 200 rooms in ${Date.now() - started} ms on ${server.driver}`,
);

if (server.driver !== 'pglite') {
  const plan = await server.db.execute(sql`explain analyze select id, calculation->'entries' from bookings
    where schedule is not null and resort is not null
      and daterange("from", "to") && daterange('2027-03-01'::date, '2027-03-31'::date, '[]')
      and state in ('planned', 'confirmed', 'resolved', 'aborted')`);
  console.log((plan.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n'));
}

await measure(server, [
  ['asset share, one month', '/api/bookings/assetShare?from=2027-03-01&to=2027-03-31'],
  ['asset share, 400 days', '/api/bookings/assetShare?from=2027-01-01&to=2028-02-04'],
]);
await server.stop();
