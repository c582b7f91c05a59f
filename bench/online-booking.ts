/**
 * The public booking's month view (issue 17: under 100 ms): a vessel of 15 cabins with a year of
 * weekly trips, about 60 % taken, priced by an active list; `GET /api/book/schedules` for one month
 * (free berths and the from-price of every departure, priced by the quote engine) and the cabins of
 * one departure. PGlite by default; PostgreSQL with BENCH_DATABASE_URL.
 *
 *   npx tsx bench/online-booking.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/online-booking.ts
 */
import { eq, sql } from 'drizzle-orm';
import { priceLists, rooms, roomTypes, schedules } from '../packages/server/src/db/schema/index.ts';
import { generateFleet } from './generate.ts';
import { measure, startBenchServer } from './server.ts';

// The public calls are rate-limited per client; the bench is one client asking thousands of times.
const server = await startBenchServer(3900, { authRateLimit: { max: 1_000_000, windowMs: 60_000 } });
const started = Date.now();
const [vessel] = await generateFleet(server.db, { vessels: 1, cabins: 15, weeks: 52 }, 2027);
const [type] = await server.db
  .insert(roomTypes)
  .values({ name: 'Deluxe', vessel: vessel! })
  .returning({ id: roomTypes.id });
await server.db.update(rooms).set({ roomType: type!.id }).where(eq(rooms.vessel, vessel!));
await server.db.insert(priceLists).values({
  name: 'Bench 2027',
  vessel: vessel!,
  status: 'active',
  calculationType: 'complete',
  currencies: ['EUR'],
  entries: [{ roomType: type!.id, amount: 150000 } as never],
});
await server.db.execute(sql`analyze`);
const [trip] = await server.db
  .select({ id: schedules.id })
  .from(schedules)
  .where(eq(schedules.vessel, vessel!))
  .orderBy(schedules.from)
  .offset(20)
  .limit(1);
console.log(`generated 1 vessel × 15 cabins × 52 trips in ${Date.now() - started} ms on ${server.driver}`);

await measure(server, [
  ['month of departures', `/api/book/schedules?vessel=${vessel}&from=2027-06-01&to=2027-07-01`],
  ['cabins of a departure', `/api/book/rooms?schedule=${trip!.id}`],
]);
await server.stop();
