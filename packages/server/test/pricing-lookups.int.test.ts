import type { Calculation } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, pricingWorld } from './pricing-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;
let world: Awaited<ReturnType<typeof pricingWorld>>;
let vessel: { id: string };
let suite: { id: string; roomType: string };
let schedule: { id: string; from: string; to: string };
let vesselList: { id: string; entries: { id: string }[] };
const types: Record<string, { id: string }> = {};

const get = (url: string, token = admin) => ctx.request({ method: 'GET', url, token });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await pricingWorld(ctx, admin);
  const { create } = world;
  await create('currency', { code: 'USD', name: 'US dollar', exchangeRate: '1.10' });
  vessel = await create('vessel', { name: 'MV Manta' });
  types.suite = await create('roomtypes', { name: 'Suite', vessel: vessel.id });
  // A cabin of three beds takes three only when its type allows three (roomCapacity).
  types.lower = await create('roomtypes', { name: 'Lower deck', vessel: vessel.id, maxNoOfPax: 3 });
  const bed = { active: true, visible: true, type: 'single', maxAge: -1, internalId: '' };
  const config = (beds: number) => ({
    minNoOfPax: 1,
    defaultNoOfPax: 2,
    maxNoOfPax: beds,
    beds: Array.from({ length: beds }, () => bed),
  });
  suite = await create('rooms', {
    type: 'Cabin',
    name: 'Suite',
    vessel: vessel.id,
    roomType: types.suite!.id,
    configuration: config(2),
  });
  await create('rooms', {
    type: 'Cabin',
    name: 'Cabin 1',
    vessel: vessel.id,
    roomType: types.lower!.id,
    configuration: config(2),
  });
  await create('rooms', {
    type: 'Cabin',
    name: 'Cabin 2',
    vessel: vessel.id,
    roomType: types.lower!.id,
    configuration: config(3),
  });
  const tour = await create('tour', { name: 'Northern reefs', vessel: vessel.id });
  schedule = await create('schedule', {
    tour: tour.id,
    vessel: vessel.id,
    from: '2027-03-06',
    to: '2027-03-13',
  });
  vesselList = await create('price', {
    name: 'Liveaboard 2027',
    vessel: vessel.id,
    status: 'active',
    calculationType: 'complete',
    currencies: ['EUR', 'USD'],
    entries: [
      { roomType: types.lower!.id, amount: 150000 },
      { roomType: types.suite!.id, noOfPax: 2, amount: 200000 },
      { roomType: types.suite!.id, noOfPax: 1, amount: 300000 },
    ],
    defaultTermsOfPayment: world.terms.id,
  });
});
afterAll(() => ctx.close());

describe('resort price look-ups', () => {
  it('finds the active lists that price a stay, with what they charge', async () => {
    const { resort, standard } = world;
    const res = await get(
      `/api/resort/findPrice/${resort.id}?from=2027-06-28&to=2027-07-03&roomType=${standard.id}&pax=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        priceList: expect.objectContaining({ id: world.list.id, name: 'Resort 2027' }),
        total: { amount: 88000, currency: 'EUR' },
        perPerson: { amount: 44000, currency: 'EUR' },
        computation: '3 nights × 80.00 EUR (Low) + 2 nights × 100.00 EUR (High)',
      }),
    ]);
    expect(res.json()[0].priceList.entries).toBeUndefined();
    // Christmas is in no period: nothing prices it.
    const none = await get(
      `/api/resort/findPrice/${resort.id}?from=2027-12-22&to=2027-12-26&roomType=${standard.id}&pax=2`,
    );
    expect(none.json()).toEqual([]);
    const bad = await get(
      `/api/resort/findPrice/${resort.id}?from=2027-07-03&to=2027-06-28&roomType=${standard.id}&pax=0`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['querystring.pax']),
    );
  });

  it("lists the resort's price lists whatever their status", async () => {
    await world.create('price', { name: 'Resort 2028', resort: world.resort.id });
    const res = await get(`/api/resort/${world.resort.id}/prices`);
    expect(res.json().map((l: { name: string; status: string }) => [l.name, l.status])).toEqual([
      ['Resort 2027', 'active'],
      ['Resort 2028', 'draft'],
    ]);
  });

  it('finds the entry, season and period that price a night', async () => {
    const res = await get(
      `/api/resort/findPriceEntry/${world.resort.id}?date=2027-07-10&roomType=${world.standard.id}&pax=1`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      priceList: { id: world.list.id, name: 'Resort 2027' },
      season: 'High',
      period: { season: 'High', from: '2027-07-01', to: '2027-08-31' },
      entry: { id: world.list.entries[3].id, noOfPax: 1, amount: 15000 },
      fromBasePrice: false,
      amount: { amount: 15000, currency: 'EUR' },
    });
    const none = await get(
      `/api/resort/findPriceEntry/${world.resort.id}?date=2027-12-24&roomType=${world.standard.id}&pax=1`,
    );
    expect(none.statusCode).toBe(404);
  });

  it('flattens the entries of the active lists with list, room type and periods', async () => {
    const res = await get(`/api/resort/${world.resort.id}/entries`);
    const entries = res.json();
    expect(entries).toHaveLength(6);
    expect(entries[0]).toMatchObject({
      id: world.list.entries[0].id,
      roomTypeName: 'Standard',
      season: 'Low',
      priceList: { id: world.list.id, name: 'Resort 2027', calculationType: 'unit', currency: 'EUR' },
      periods: [
        { season: 'Low', from: '2027-01-07', to: '2027-06-30' },
        { season: 'Low', from: '2027-09-01', to: '2027-12-19' },
      ],
    });
  });

  it('answers 404 for an unknown resort and 400 for a malformed id', async () => {
    expect((await get('/api/resort/not-a-uuid/entries')).statusCode).toBe(400);
  });
});

describe('schedule prices', () => {
  it('prices every cabin for each number of guests from the vessel lists', async () => {
    const res = await get(`/api/schedule/${schedule.id}/price`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(2 + 2 + 3);
    const suiteRows = rows.filter((r: { roomName: string }) => r.roomName === 'Suite');
    expect(
      suiteRows.map((r: { pax: number; perPerson: { amount: number } }) => [r.pax, r.perPerson.amount]),
    ).toEqual([
      [1, 300000],
      [2, 200000],
    ]);
    expect(suiteRows[1]).toMatchObject({
      roomTypeName: 'Suite',
      priced: true,
      total: { amount: 400000, currency: 'EUR' },
      priceList: { id: vesselList.id, name: 'Liveaboard 2027' },
    });
    const usd = (await get(`/api/schedule/${schedule.id}/price?currency=USD`)).json();
    expect(
      usd.find((r: { roomName: string; pax: number }) => r.roomName === 'Cabin 1' && r.pax === 2).total,
    ).toEqual({
      amount: 330000,
      currency: 'USD',
    });
  });

  it('finds the entry that prices a cabin type on the trip', async () => {
    const res = await get(`/api/schedule/${schedule.id}/priceEntry?roomType=${types.suite!.id}&pax=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      priceList: { id: vesselList.id },
      entry: { id: vesselList.entries[2]!.id, amount: 300000 },
      amount: { amount: 300000, currency: 'EUR' },
    });
  });

  it('quotes the whole vessel chartered: every active cabin at its most guests', async () => {
    const res = await get(`/api/schedule/${schedule.id}/fullCharterPrice?currency=EUR`);
    expect(res.statusCode, res.body).toBe(200);
    const { cabins, pax, calculation } = res.json() as {
      cabins: number;
      pax: number;
      calculation: Calculation;
    };
    expect([cabins, pax]).toEqual([3, 7]);
    expect(calculation.entries.filter((e) => e.type === 'tour')).toHaveLength(7);
    const sum = (type: string) =>
      calculation.entries.filter((e) => e.type === type).reduce((s, e) => s + e.amount.amount, 0);
    // 2 × 2000 in the suite + 5 × 1500 on the lower deck; booked today, so the early bird or the
    // last-minute special of the world may apply (their rules name no asset).
    expect(sum('tour')).toBe(1_150_000);
    // Days ahead as the server counts them: from today in the operator's timezone, not UTC.
    const booked = (Date.parse('2027-03-06') - Date.parse(await ctx.operatorToday())) / 86_400_000;
    if (booked >= 90) expect(sum('special')).toBe(-115_000);
    expect(calculation.total).toEqual({ amount: 1_150_000 + sum('special'), currency: 'EUR' });
    expect(calculation.due.map((d) => d.kind)).toContain('rest');
    expect(
      (await get('/api/schedule/00000000-0000-4000-8000-000000000000/fullCharterPrice')).statusCode,
    ).toBe(404);
  });

  it('quotes a trip booking through the schedule, in USD through the exchange rate', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/book/booking/price',
      token: admin,
      payload: {
        asset: { kind: 'vessel', id: vessel.id },
        schedule: { id: schedule.id },
        rooms: [{ roomType: types.lower!.id, room: suite.id, beds: [guest(1), guest(2)] }],
        bookingDate: '2026-11-01',
        currency: 'USD',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const calc = res.json() as Calculation;
    expect(calc.entries.filter((e) => e.type === 'tour').map((e) => e.amount)).toEqual([
      { amount: 165000, currency: 'USD' },
      { amount: 165000, currency: 'USD' },
    ]);
    // Booked 125 days ahead: the early bird takes 10 %.
    expect(calc.total).toEqual({ amount: 297000, currency: 'USD' });
    expect(calc.due[0]).toMatchObject({ kind: 'deposit', amount: { amount: 89100 }, due: '2026-11-08' });
    const wrongVessel = await ctx.request({
      method: 'POST',
      url: '/api/book/booking/price',
      token: admin,
      payload: {
        asset: { kind: 'resort', id: world.resort.id },
        schedule: { id: schedule.id },
        rooms: [],
        currency: 'EUR',
      },
    });
    expect(wrongVessel.statusCode).toBe(404);
  });

  it('reads a fixed number of statements for a trip quote too', async () => {
    const payload = (beds: number) => ({
      asset: { kind: 'vessel', id: vessel.id },
      schedule: { id: schedule.id },
      rooms: [
        {
          roomType: types.lower!.id,
          room: suite.id,
          beds: Array.from({ length: beds }, (_, i) => guest(i + 1)),
        },
      ],
      bookingDate: '2026-11-01',
      currency: 'EUR',
    });
    const count = async (beds: number) => {
      ctx.queryLog.length = 0;
      const res = await ctx.request({
        method: 'POST',
        url: '/api/book/booking/price',
        token: admin,
        payload: payload(beds),
      });
      expect(res.statusCode, res.body).toBe(200);
      // Who asks and the rate limit are not the quote's reads.
      return ctx.queryLog.filter((q) => !/sessions|users|rate_limits/.test(q)).length;
    };
    await count(1);
    // the seven record reads, the schedule, then the trip's occupancy
    expect([await count(1), await count(6)]).toEqual([9, 9]);
  });
});
