import type { paceReport, ReportAnswer } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The pace (`GET /api/bookings/statistics/pace`): the books for August 2027 as of 15 June 2027
 * against August 2026 as of 15 June 2026, read from the bookings' history. The versions are
 * written by the real actions and then dated back to when an operator would have made them.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
const booked: Record<string, { id: string; rooms: { id: string }[] }> = {};

type Pace = ReportAnswer<typeof paceReport>;

const post = async (url: string, payload: object) => {
  const res = await versioned(ctx, { method: 'POST', url, token: admin, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
async function pace(query: string, token = admin): Promise<Pace> {
  const res = await ctx.request({ method: 'GET', url: `/api/bookings/statistics/pace?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A confirmed stay of `guests` new customers (50.00 a guest and night). */
async function stay(name: string, room: string, from: string, to: string, guests = 1) {
  const customers = [];
  for (let i = 0; i < guests; i++) customers.push((await newCustomer(ctx, admin)).id);
  booked[name] = await post('/api/bookings', {
    resort: ids.resort,
    dates: { from, to },
    rooms: [{ room: ids[room], guests: customers }],
    state: 'confirmed',
  });
}

/** Dates a booking's version (and, for its first, the booking) back to noon of `day`, UTC. */
async function backdate(name: string, version: number, day: string) {
  const db = ctx.services.database.db;
  const at = `${day}T12:00:00Z`;
  const id = booked[name]!.id;
  await db.execute(
    sql`update booking_versions set at = ${at}::timestamptz where booking = ${id} and version = ${version}`,
  );
  if (version === 1)
    await db.execute(sql`update bookings set created_at = ${at}::timestamptz where id = ${id}`);
}

const AUGUST = 'from=2027-08-01&to=2027-08-31';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = { ...(await tripWorld(ctx, admin)), ...(await resortWorld(ctx, admin)) };
  // This year: A booked in May (3 nights, 2 guests); B booked 1 June, cancelled 20 June; C booked
  // 10 June for July and moved to August on 1 July; D booked 20 June.
  await stay('A', 'R1', '2027-08-10', '2027-08-13', 2);
  await backdate('A', 1, '2027-05-01');
  await stay('B', 'R2', '2027-08-20', '2027-08-22');
  await backdate('B', 1, '2027-06-01');
  await post(`/api/bookings/${booked.B!.id}/cancell`, { reason: 'customer' });
  await backdate('B', 2, '2027-06-20');
  await stay('C', 'R3', '2027-07-05', '2027-07-07');
  await backdate('C', 1, '2027-06-10');
  await post(`/api/bookings/${booked.C!.id}/rooms/${booked.C!.rooms[0]!.id}/date`, {
    from: '2027-08-05',
    to: '2027-08-07',
  });
  await backdate('C', 2, '2027-07-01');
  await stay('D', 'R2', '2027-08-25', '2027-08-27');
  await backdate('D', 1, '2027-06-20');
  // Last year: E booked in May 2026 (2 nights), F booked in July 2026 (3 nights).
  await stay('E', 'R1', '2026-08-10', '2026-08-12');
  await backdate('E', 1, '2026-05-01');
  await stay('F', 'R2', '2026-08-15', '2026-08-18');
  await backdate('F', 1, '2026-07-01');
}, 120_000);
afterAll(() => ctx?.close());

describe('GET /api/bookings/statistics/pace', () => {
  it('reads the books as each booking stood on the as-of day, against last year on the same day', async () => {
    const answer = await pace(`${AUGUST}&asOf=2027-06-15`);
    expect(answer).toMatchObject({ from: '2027-08-01', to: '2027-08-31', basis: null });
    // A and B (cancelled only later); C was in July then, D not yet booked. Last year: E; F came later.
    expect(answer.rows).toEqual([
      {
        month: '2027-08',
        bookings: 2,
        roomNights: 5,
        lastYearBookings: 1,
        lastYearRoomNights: 2,
        lastYearFinalRoomNights: 5,
        roomNightsChange: 1.5,
        currency: 'EUR',
        revenue: 40_000,
        lastYearRevenue: 10_000,
        lastYearFinalRevenue: 25_000,
        revenueChange: 3,
      },
    ]);
    expect(answer.definition).toContain('one cancelled later still does');
  });

  it('as of after the last change is the books as they are: a replay to the end of history is the present', async () => {
    // The history above is dated ahead of the real today: read it as of a day after all of it.
    const july = await pace('from=2027-07-01&to=2027-08-31&asOf=2028-01-01');
    // Now: A, C (moved into August) and D; B is cancelled. July is empty, as C left it.
    expect(july.rows.map((r) => [r.month, r.bookings, r.roomNights, r.revenue])).toEqual([
      ['2027-07', 0, 0, 0],
      ['2027-08', 3, 7, 50_000],
    ]);
    // Before C moved, July held it.
    const before = await pace('from=2027-07-01&to=2027-08-31&asOf=2027-06-30');
    expect(before.rows.map((r) => [r.month, r.bookings, r.roomNights])).toEqual([
      ['2027-07', 1, 2],
      ['2027-08', 2, 5],
    ]);
  });

  it('shows a user limited to the vessel none of the resort’s books', async () => {
    const crew = await newUser(ctx, admin, 'crew-pace@test.local', ['bookings.read'], {
      vessels: [ids.manta],
    });
    const answer = await pace(`${AUGUST}&asOf=2027-06-15`, crew);
    expect(answer.rows.map((r) => [r.bookings, r.lastYearBookings, r.lastYearFinalRoomNights])).toEqual([
      [0, 0, 0],
    ]);
  });
});
