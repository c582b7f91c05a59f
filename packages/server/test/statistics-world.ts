import { expect } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The small data set the statistics kinds are checked against by hand (statistics-top-lists and
 * statistics-over-time): March 2027 by arrival — Germany 2 bookings (a trip, and a stay cancelled
 * with a fee), Britain a stay of 2 guests, Austria a planned trip of 1 (by nationality, no
 * address) — an offer and a free cancellation that do not count, and a Swiss stay in April. All
 * booked on the test's today.
 */
export interface StatisticsWorld {
  ctx: TestContext;
  admin: string;
  today: string;
  ids: Record<string, string>;
  agency: Record<string, string>;
  /** Each booking's total by name (the fee's after its cancellation). */
  total: Record<string, number>;
}

export const MARCH = 'from=2027-03-01&to=2027-03-31';

/** The calls a statistics test makes, as the administrator unless another token is given. */
export function statisticsCalls(world: () => Pick<StatisticsWorld, 'ctx' | 'admin'>) {
  const request = (url: string, token = world().admin, headers: Record<string, string> = {}) =>
    world().ctx.request({ method: 'GET', url, token, headers });
  const post = async (url: string, payload: object) => {
    const res = await versioned(world().ctx, { method: 'POST', url, token: world().admin, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  async function report<T>(kind: string, query: string, token = world().admin): Promise<T> {
    const res = await request(`/api/bookings/statistics/${kind}?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  return { request, post, report };
}

/** A fresh database with the data set booked. */
export async function statisticsWorld(): Promise<StatisticsWorld> {
  const ctx = await createTestContext();
  const admin = await ctx.adminToken();
  const today = await ctx.operatorToday();
  const ids = { ...(await tripWorld(ctx, admin)), ...(await resortWorld(ctx, admin)) };
  const agency: Record<string, string> = {};
  const total: Record<string, number> = {};
  const { post } = statisticsCalls(() => ({ ctx, admin }));

  /** A booking of `guests` new customers of a country, the first the lead; answers its total. */
  async function book(
    name: string,
    where: Record<string, unknown>,
    room: string,
    guests: { addressCountry?: string; nationality?: string }[],
    extra: Record<string, unknown> = {},
  ) {
    const customers = [];
    for (const guest of guests) customers.push((await newCustomer(ctx, admin, guest)).id);
    const booking = await post('/api/bookings', {
      ...where,
      rooms: [{ room: ids[room], guests: customers }],
      state: 'confirmed',
      ...extra,
    });
    total[name] = booking.total;
    return booking as { id: string; total: number };
  }

  for (const name of ['Reef Travel', 'Nord Tauchreisen'])
    agency[name] = (await post('/api/agency', { name })).id;
  const stay = (from: string, to: string) => ({ resort: ids.resort, dates: { from, to } });
  const DE = { addressCountry: 'DE' };
  await book('deTrip', { schedule: ids.s1, agency: agency['Reef Travel'] }, 'Cabin 1', [DE, DE]);
  await book(
    'atTrip',
    { schedule: ids.s2, agency: agency['Reef Travel'] },
    'Cabin 2',
    [{ nationality: 'AT' }],
    {
      state: 'planned',
    },
  );
  await book('gbStay', stay('2027-03-07', '2027-03-10'), 'R1', [{ addressCountry: 'GB' }, DE]);
  const fee = await book(
    'deFee',
    { ...stay('2027-03-20', '2027-03-22'), agency: agency['Nord Tauchreisen'] },
    'R2',
    [DE],
  );
  total.deFee = (await post(`/api/bookings/${fee.id}/cancell`, { reason: 'customer', percent: 20 })).total;
  await book('offer', stay('2027-03-25', '2027-03-27'), 'R3', [DE], { state: 'draft' });
  const free = await book('free', { schedule: ids.s4 }, 'Cabin 3', [{ addressCountry: 'FR' }]);
  await post(`/api/bookings/${free.id}/cancell`, { reason: 'customer' });
  await book('april', stay('2027-04-05', '2027-04-07'), 'R1', [{ addressCountry: 'CH' }]);
  return { ctx, admin, today, ids, agency, total };
}
