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
// The wizard's live quote needs prices: one room type for every room and a price list for it.
const api = async (path: string, body: unknown) =>
  (await fetch(server.url + path, {
    method: 'POST',
    headers: { ...server.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json())) as { id: string };
const roomType = await api('/api/roomtypes', { name: 'Bench Double', resort });
await server.db.execute(
  sql`update rooms set room_type = ${roomType.id}::uuid where resort = ${resort}::uuid`,
);
await api('/api/price', {
  name: 'Bench prices',
  resort,
  status: 'active',
  currencies: ['EUR'],
  entries: [{ roomType: roomType.id, amount: 9000 }],
});
const [room] = (await server.db.execute(sql`select id from rooms where resort = ${resort}::uuid limit 1`))
  .rows as { id: string }[];
const guest = (id: string) => ({ id, birthday: '1990-01-01' });
const quote = {
  asset: { kind: 'resort', id: resort },
  currency: 'EUR',
  dates: { from: '2027-06-01', to: '2027-06-08' },
  rooms: [{ roomType: roomType.id, room: room!.id, beds: [guest('a'), guest('b')] }],
};
await measure(server, [
  ['bookings, page 40 of 25 (newest arrival first)', '/api/bookings?page=40&size=25'],
  ['bookings, search a guest name', '/api/bookings?search=kowalski&size=25'],
  ['bookings, filter state planned, page 5', `/api/bookings?filter=${filter}&page=5&size=25`],
  ['customers, search a family name', '/api/customer?search=novak&size=25'],
  ['nightly grid, 200 rooms × 30 nights', `/api/rooms/occupancy/${resort}?from=2027-06-01&to=2027-07-01`],
  ['occupancy chart, 200 rooms × 90 days', `/api/bookings/occupancy/${resort}/2027-06-01/2027-08-30`],
  ['occupancy chart, 200 rooms × 14 days', `/api/bookings/occupancy/${resort}/2027-06-01/2027-06-15`],
  ['arrivals and departures, 7 days', `/api/arrivaldeparture/date/${resort}/2027-06-01/2027-06-07`],
  [
    'wizard availability, 200 rooms × 7 nights',
    `/api/rooms/available/${resort}?from=2027-06-01&to=2027-06-08`,
  ],
  ['wizard live quote, 1 room × 7 nights', '/api/book/booking/price', quote],
]);
await server.stop();
