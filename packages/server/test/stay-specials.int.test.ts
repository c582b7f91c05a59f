import type { BookingDetail, Calculation } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Specials whose rules ask about a guest's previous stays (SPEC §3 NoOfStays, LastStay,
 * StayRevenue; issue 37): the stored stay figures price a returning guest's next booking, through
 * the booking API and through the wizard's price preview alike, and a first-timer pays in full.
 *
 * Four guests, their stays at Coral Bay (50.00 EUR a night) over by 2027-01-10:
 * - Vera: 3 nights in June and 4 in August 2026 (two stays, last 2026-08-05, 350.00 EUR);
 * - Otto: 7 nights in February 2026 (one stay long ago, 350.00 EUR);
 * - Olga: 2 nights in September 2026 (one recent stay, 100.00 EUR);
 * - Nina: none.
 */
let ctx: TestContext;
let admin: string;
let resort: Record<string, string>;
const guests: Record<'vera' | 'otto' | 'olga' | 'nina', string> = { vera: '', otto: '', olga: '', nina: '' };

const setToday = (day: string) => {
  ctx.services.clock.now = () => new Date(`${day}T10:00:00Z`);
};

/** The names of the specials a calculation applied. */
const specialsOf = (calculation: Calculation | null | undefined): string[] =>
  (calculation?.entries ?? [])
    .flatMap((e) => (e.reason.source === 'special' && e.reason.special ? [e.reason.special.name] : []))
    .sort();

const WELCOME_BACK = 'Welcome back (2+ stays)';
const RECENT = 'Seen you lately (since 2026-07-15)';
const BIG_SPENDER = 'Big spender (300.00 EUR+)';

async function special(name: string, discountValue: number, rule: object[]) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/specials',
    token: admin,
    payload: {
      name,
      status: 'active',
      discount: 'PerCent',
      discountValue,
      scope: 'Person',
      autoAdd: true,
      rule,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** A stay of one guest in R1 from 2027-02-01 to 2027-02-03 (100.00 EUR before specials), one after the other. */
let nextWeek = 0;
async function book(guest: string): Promise<BookingDetail> {
  const from = new Date(Date.UTC(2027, 1, 1 + 7 * nextWeek)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(2027, 1, 3 + 7 * nextWeek)).toISOString().slice(0, 10);
  nextWeek += 1;
  return newStay(ctx, admin, {
    resort: resort.resort!,
    from,
    to,
    rooms: [{ room: resort.R1!, guests: [guest] }],
  });
}

/** The wizard's live quote of the same stay: it sends the guest's id and name only (cabin-quote.ts). */
async function preview(guest: string): Promise<Calculation> {
  const roomType = (await ctx.request({ method: 'GET', url: `/api/rooms/${resort.R2}`, token: admin })).json()
    .roomType;
  const res = await ctx.request({
    method: 'POST',
    url: '/api/book/booking/price',
    token: admin,
    payload: {
      asset: { kind: 'resort', id: resort.resort },
      dates: { from: '2027-06-01', to: '2027-06-03' },
      rooms: [{ roomType, room: resort.R2, beds: [{ id: guest, name: 'Guest' }] }],
      source: 'direct',
      currency: 'EUR',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  setToday('2026-01-05');
  resort = await resortWorld(ctx, admin);
  for (const name of Object.keys(guests) as (keyof typeof guests)[])
    guests[name] = (await newCustomer(ctx, admin, { firstName: name, lastName: 'Stays' })).id;
  const stay = (guest: string, room: string, from: string, to: string) =>
    newStay(ctx, admin, {
      resort: resort.resort!,
      from,
      to,
      rooms: [{ room: resort[room]!, guests: [guest] }],
    });
  await stay(guests.vera, 'R1', '2026-06-10', '2026-06-13');
  await stay(guests.vera, 'R1', '2026-08-01', '2026-08-05');
  await stay(guests.otto, 'R2', '2026-02-01', '2026-02-08');
  await stay(guests.olga, 'R3', '2026-09-01', '2026-09-03');

  // Months later, the stays are over: their figures are counted (as the nightly job does).
  setToday('2027-01-10');
  for (const id of Object.values(guests)) {
    const res = await ctx.request({
      method: 'POST',
      url: `/api/customer/${id}/stats/recalculate`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await special(WELCOME_BACK, 10, [{ criterion: 'NoOfStays', operator: 'GreaterThanEquals', values: [2] }]);
  await special(RECENT, 5, [
    { criterion: 'LastStay', operator: 'GreaterThanEquals', values: ['2026-07-15'] },
  ]);
  await special(BIG_SPENDER, 3, [
    { criterion: 'StayRevenue', operator: 'GreaterThanEquals', values: [30_000] },
  ]);
}, 120_000);
afterAll(() => ctx?.close());

describe('specials with stay rules', () => {
  const expected: [keyof typeof guests, string[], number][] = [
    // 100.00 EUR less 10 %, then 5 % and 3 % of what is left (each special takes off the price as it stands).
    ['vera', [BIG_SPENDER, RECENT, WELCOME_BACK], 8_294],
    ['otto', [BIG_SPENDER], 9_700],
    ['olga', [RECENT], 9_500],
    ['nina', [], 10_000],
  ];

  it.each(expected)('price the booking of %s by their previous stays', async (name, specials, total) => {
    const booking = await book(guests[name]);
    expect(specialsOf(booking.calculation)).toEqual(specials);
    expect(booking.total).toBe(total);
  });

  it.each(expected)('price the wizard preview for %s the same', async (name, specials, total) => {
    const calculation = await preview(guests[name]);
    expect(specialsOf(calculation)).toEqual(specials);
    expect(calculation.total.amount).toBe(total);
  });

  it('lets the preview try other figures than the stored ones (the specials editor)', async () => {
    const roomType = (
      await ctx.request({ method: 'GET', url: `/api/rooms/${resort.R2}`, token: admin })
    ).json().roomType;
    const res = await ctx.request({
      method: 'POST',
      url: '/api/book/booking/price',
      token: admin,
      payload: {
        asset: { kind: 'resort', id: resort.resort },
        dates: { from: '2027-06-01', to: '2027-06-03' },
        rooms: [{ roomType, room: resort.R2, beds: [{ id: guests.nina, noOfStays: 5 }] }],
        currency: 'EUR',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(specialsOf(res.json())).toEqual([WELCOME_BACK]);
  });
});
