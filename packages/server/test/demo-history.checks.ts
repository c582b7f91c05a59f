import { addDays, addMonths } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './test-app.ts';

/**
 * The demo's history (issue 36): on the first start every statistic has something to show — two
 * years and more of stays and trips, last year's occupancy and rate month by month, the trips'
 * load beside the year before, and the pace of the coming months against last year's.
 *
 * Registered by demo.int.test.ts on its loaded demo: loading the whole demo costs a minute and a
 * half on a busy runner, once per database, so the two suites share one load.
 */
export function demoHistoryChecks(loaded: () => { ctx: TestContext; token: string }): void {
  let ctx: TestContext;
  let token: string;
  let today: string;
  const get = async (url: string) => {
    const res = await ctx.request({ method: 'GET', url, token });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    (await ctx.services.database.db.execute(statement)).rows as T[];

  describe('the demo history', () => {
    beforeAll(async () => {
      ({ ctx, token } = loaded());
      today = await ctx.operatorToday();
    });

    it('reaches more than two years back, at the resort and on board, with its guests from a dozen countries', async () => {
      const [span] = await query<{ resort: string; vessel: string; trips: number; countries: number }>(sql`
        select min("from") filter (where resort is not null)::text as resort,
          min("from") filter (where vessel is not null)::text as vessel,
          (select count(*)::int from schedules where "to" <= ${today}::date) as trips,
          (select count(distinct c.address->>'country')::int from bookings b join customers c on c.id = b.lead
            where b."to" < ${today}::date) as countries
        from bookings`);
      expect(span!.resort <= addDays(today, -730)).toBe(true);
      expect(span!.vessel <= addDays(today, -730)).toBe(true);
      expect(span!.trips).toBeGreaterThan(100);
      expect(span!.countries).toBeGreaterThanOrEqual(12);
      // The weekly rhythm goes on backwards: the trip before the first one ahead sailed a week
      // earlier on the other tour, unless the weeks between were the two in dry dock each February.
      const trips = await query<{ tour: string; from: string }>(
        sql`select tour::text, "from"::text from schedules order by "from"`,
      );
      const next = trips.findIndex((trip) => trip.from >= today);
      const [before, ahead] = [trips[next - 1]!, trips[next]!];
      const weeks = (Date.parse(ahead.from) - Date.parse(before.from)) / (7 * 86_400_000);
      const inDryDock = (day: string) =>
        day.slice(5, 7) === '02' && Number(day.slice(8)) >= 8 && Number(day.slice(8)) <= 21;
      expect(Number.isInteger(weeks) && weeks >= 1).toBe(true);
      for (let week = 1; week < weeks; week++) expect(inDryDock(addDays(ahead.from, -7 * week))).toBe(true);
      expect(before.tour !== ahead.tour).toBe(weeks % 2 === 1);
    });

    it('is consistent: past stays paid in full, cancellations that charge keep only their fee, numbers unique', async () => {
      const [row] = await query<{
        unpaid: number;
        fees: number;
        wrongFee: number;
        numbers: number;
        bookings: number;
      }>(sql`
        select count(*) filter (where state = 'confirmed' and "to" < ${addDays(today, -20)}::date and paid <> total)::int as unpaid,
          count(*) filter (where state = 'aborted' and calculation->'entries' @> '[{"kind":"cancellationFee"}]')::int as fees,
          count(*) filter (where state = 'aborted' and total <> coalesce((select sum((e->'amount'->>'amount')::bigint)
            from jsonb_array_elements(calculation->'entries') e where e->>'customerType' = 'Direct'), 0))::int as "wrongFee",
          count(distinct booking_no)::int as numbers, count(*)::int as bookings
        from bookings`);
      expect(row!.unpaid).toBe(0);
      expect(row!.fees).toBeGreaterThan(10);
      expect(row!.wrongFee).toBe(0);
      expect(row!.numbers).toBe(row!.bookings);
      // The booking service numbers on after the history.
      const [next] = await query<{ n: number; max: number }>(sql`
        select nextval('booking_number_seq')::int as n, max(split_part(booking_no, '-', 2)::int) as max from bookings`);
      expect(next!.n).toBeGreaterThan(next!.max);
    });

    it('fills every month of last year at the resort, with a rate, the dive season fuller than the rains', async () => {
      const year = Number(today.slice(0, 4)) - 1;
      const answer = await get(`/api/bookings/statistics/utilization?from=${year}-01-01&to=${year}-12-31`);
      expect(answer.rows).toHaveLength(12);
      for (const row of answer.rows) {
        expect(row.occupancy, row.period).toBeGreaterThan(0.25);
        expect(row.occupancy, row.period).toBeLessThan(1);
        expect(row.adr, row.period).toBeGreaterThan(0);
        expect(row.revpar, row.period).toBeGreaterThan(0);
      }
      const month = (m: number) => answer.rows[m - 1].occupancy;
      expect(month(7) + month(8)).toBeGreaterThan(month(2) + month(3));
    });

    it('has occupancy for at least three years', async () => {
      const answer = await get('/api/bookings/statistics/occupancyPerYear');
      const years = answer.rows.filter(
        (row: { sold: number; roomRevenue: number }) => row.sold > 0 && row.roomRevenue > 0,
      );
      expect(years.length).toBeGreaterThanOrEqual(3);
    });

    it('has last year’s trips on both itineraries beside the year before', async () => {
      const year = Number(today.slice(0, 4)) - 1;
      const answer = await get(`/api/bookings/statistics/byItinerary?from=${year}-01-01&to=${year}-12-31`);
      expect(answer.rows).toHaveLength(2);
      for (const row of answer.rows) {
        expect(row.trips, row.label).toBeGreaterThan(20);
        expect(row.loadFactor, row.label).toBeGreaterThan(0.6);
        expect(row.loadFactor, row.label).toBeLessThan(1);
        expect(row.revenuePerBerthNight, row.label).toBeGreaterThan(0);
        expect(row.lastYearTrips, row.label).toBeGreaterThan(0);
        expect(row.lastYearLoadFactor, row.label).toBeGreaterThan(0);
      }
    });

    it('has this year’s and last year’s books for each of the next three months', async () => {
      const from = addMonths(`${today.slice(0, 7)}-01`, 1);
      const to = addDays(addMonths(from, 3), -1);
      const answer = await get(`/api/bookings/statistics/pace?from=${from}&to=${to}`);
      expect(answer.rows).toHaveLength(3);
      for (const row of answer.rows) {
        expect(row.roomNights, row.month).toBeGreaterThan(0);
        expect(row.revenue, row.month).toBeGreaterThan(0);
        expect(row.lastYearRoomNights, row.month).toBeGreaterThan(0);
        expect(row.lastYearRevenue, row.month).toBeGreaterThan(0);
        // Last year booked on after that day: it ended fuller than it stood.
        expect(row.lastYearFinalRoomNights, row.month).toBeGreaterThan(row.lastYearRoomNights);
      }
    });

    it('leaves the booking service the demo’s free rooms: a stay in the history’s months ahead still books', async () => {
      const [resort] = (await get('/api/resort')).data;
      const from = addDays(today, 150);
      const grid = await get(`/api/rooms/occupancy/${resort.id}?from=${from}&to=${addDays(from, 3)}`);
      const free = grid.rooms.find(
        (r: { name: string; occupancies: unknown[] }) =>
          !r.name.startsWith('Dorm') && r.occupancies.length === 0,
      );
      expect(free).toBeDefined();
      const customers = (await get('/api/customer?size=1')).data;
      const res = await ctx.request({
        method: 'POST',
        url: '/api/bookings',
        token,
        payload: {
          resort: resort.id,
          dates: { from, to: addDays(from, 3) },
          rooms: [{ room: free.id, guests: [customers[0].id] }],
          state: 'confirmed',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    });
  });
}
