import {
  addDays,
  type BookingActivity,
  type bookingCalculationStatsReport,
  type bookingInfoStatsReport,
  type bookingsExportReport,
  type financeReport,
  type ReportAnswer,
} from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versioned } from './booking-at-version.ts';
import { newCustomer, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The bookings' own figures (SPEC §7 Bookings): bookingInfoStats, bookingCalculationStats,
 * `report/finance`, `csvExport`, `statistics?days=N` and a statistics report printed through the
 * `statistics` template, on a small data set whose figures are worked out by hand below.
 *
 * All EUR, booked today:
 * - T1 trip s1 (Mar 6), 2 guests, confirmed, category Groups: 2 × 1500.00 − 50.00 discount = 2950.00;
 *   paid 1000.00 by card.
 * - T2 trip s2 (Mar 13), 1 guest, planned, source online: 1500.00 + 40.00 external = 1540.00.
 * - S1 stay Mar 7–10 (R1), 2 guests, confirmed, Groups: 3 × 2 × 50.00 = 300.00 (and a 20.00 add-on
 *   paid on site, outside the invoice total); paid 300.00 cash.
 * - S2 stay Mar 20–22 (R2), 1 guest: paid 100.00 by transfer, cancelled at 20 % = fee 20.00,
 *   refunded 80.00.
 * - O offer Mar 25–27 (R3), 1 guest, draft: 100.00. F trip s4 (Mar 27), 1 guest, cancelled free
 *   (its total stays 1500.00, but it sold nothing).
 * The resort's prices include 10 % VAT (an informing line: 300.00 holds 27.27).
 * - A stay Apr 5–7 (R1), 1 guest, confirmed: 100.00. P stay that ended yesterday (R3, 3 nights
 *   before today), 2 guests, confirmed: 2 × 2 × 50.00 = 200.00.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let today: string;
let groups: string;
const booking: Record<string, { id: string; total: number; bookingNo: string }> = {};

const MARCH = 'from=2027-03-01&to=2027-03-31';
type Info = ReportAnswer<typeof bookingInfoStatsReport>;
type Split = ReportAnswer<typeof bookingCalculationStatsReport>;
type Finance = ReportAnswer<typeof financeReport>;
type Export = ReportAnswer<typeof bookingsExportReport>;

const request = (url: string, token = admin, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'GET', url, token, headers });
const post = async (url: string, payload: object) => {
  const res = await versioned(ctx, { method: 'POST', url, token: admin, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
async function answer<T>(url: string, token = admin): Promise<T> {
  const res = await request(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const stat = <T>(kind: string, query: string, token = admin) =>
  answer<T>(`/api/bookings/statistics/${kind}?${query}`, token);

async function book(name: string, where: Record<string, unknown>, room: string, guests: number, extra = {}) {
  const customers = [];
  for (let i = 0; i < guests; i++) customers.push((await newCustomer(ctx, admin)).id);
  const made = await post('/api/bookings', {
    ...where,
    rooms: [{ room: ids[room], guests: customers }],
    state: 'confirmed',
    ...extra,
  });
  booking[name] = made;
  return made as { id: string; total: number };
}
const line = async (name: string, payload: Record<string, unknown>) => {
  booking[name] = {
    ...booking[name]!,
    ...(await post(`/api/bookings/${booking[name]!.id}/calculation`, payload)),
  };
};
const pay = (name: string, amount: number, method: string) =>
  post(`/api/bookings/${booking[name]!.id}/payment`, { amount, currency: 'EUR', date: today, method });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  today = await ctx.operatorToday();
  ids = { ...(await tripWorld(ctx, admin)), ...(await resortWorld(ctx, admin)) };
  groups = (await post('/api/bookingcategory', { name: 'Groups' })).id;
  // The resort's prices include 10 % VAT: shown on its bookings, not added.
  const prices = (await request('/api/price?size=100')).json().data as {
    id: string;
    name: string;
    version: number;
  }[];
  const coralBay = prices.find((p) => p.name === 'Coral Bay all year')!;
  await post(`/api/price/${coralBay.id}`, {
    version: coralBay.version,
    tax: { status: 'active', value: 10, name: 'VAT', inclusive: true },
  });
  const stay = (from: string, to: string) => ({ resort: ids.resort, dates: { from, to } });
  await book('T1', { schedule: ids.s1, category: groups }, 'Cabin 1', 2);
  await line('T1', { text: 'Early bird', amount: -5_000, type: 'discount' });
  await pay('T1', 100_000, 'card');
  await book('T2', { schedule: ids.s2, source: 'online' }, 'Cabin 2', 1, { state: 'planned' });
  await line('T2', { text: 'Airport transfer', amount: 4_000, type: 'external' });
  await book('S1', { ...stay('2027-03-07', '2027-03-10'), category: groups }, 'R1', 2);
  await line('S1', { text: 'Nitrox', amount: 2_000, type: 'addon', customerType: 'OnSite' });
  await pay('S1', 30_000, 'cash');
  await book('S2', stay('2027-03-20', '2027-03-22'), 'R2', 1);
  await pay('S2', 10_000, 'bankTransfer');
  booking.S2 = await post(`/api/bookings/${booking.S2!.id}/cancell`, { reason: 'customer', percent: 20 });
  await pay('S2', -8_000, 'bankTransfer');
  await book('O', stay('2027-03-25', '2027-03-27'), 'R3', 1, { state: 'draft' });
  await book('F', { schedule: ids.s4 }, 'Cabin 3', 1);
  await post(`/api/bookings/${booking.F!.id}/cancell`, { reason: 'customer' });
  await book('A', stay('2027-04-05', '2027-04-07'), 'R1', 1);
  await book('P', stay(addDays(today, -3), addDays(today, -1)), 'R3', 2);
}, 180_000);
afterAll(() => ctx?.close());

describe('the data set', () => {
  it('has the totals worked out by hand', () => {
    expect(Object.fromEntries(Object.entries(booking).map(([name, b]) => [name, b.total]))).toEqual({
      T1: 295_000,
      T2: 154_000,
      S1: 30_000,
      S2: 2_000,
      O: 10_000,
      F: 150_000,
      A: 10_000,
      P: 20_000,
    });
  });
});

describe('GET /api/bookings/statistics/bookingInfoStats', () => {
  const row = (
    dimension: string,
    value: string,
    label: string,
    bookings: number,
    guests: number,
    revenue: number,
  ) => ({
    dimension,
    value,
    label,
    currency: 'EUR',
    bookings,
    guests,
    revenue,
  });

  it('breaks March’s arrivals down by state, source, category and type; all states but deleted', async () => {
    const march = await stat<Info>('bookingInfoStats', MARCH);
    expect(march).toMatchObject({ from: '2027-03-01', to: '2027-03-31', basis: 'stay' });
    expect(march.definition).toContain('every state but deleted');
    expect(march.definition).toContain('Counted by stay date');
    expect(march.rows).toEqual([
      row('state', 'aborted', 'aborted', 2, 2, 2_000),
      row('state', 'confirmed', 'confirmed', 2, 4, 325_000),
      row('state', 'draft', 'draft', 1, 1, 10_000),
      row('state', 'planned', 'planned', 1, 1, 154_000),
      row('source', 'direct', 'direct', 5, 7, 337_000),
      row('source', 'online', 'online', 1, 1, 154_000),
      row('category', '', 'No category', 4, 4, 166_000),
      row('category', groups, 'Groups', 2, 4, 325_000),
      row('type', 'resort', 'Resort stay', 3, 4, 42_000),
      row('type', 'vessel', 'Vessel trip', 3, 4, 449_000),
    ]);
  });

  it('counts by booking date: everything was booked today', async () => {
    const booked = await stat<Info>('bookingInfoStats', `from=${today}&to=${today}&basis=booking`);
    expect(booked.definition).toContain('Counted by booking date');
    expect(booked.rows.filter((r) => r.dimension === 'state')).toEqual([
      row('state', 'confirmed', 'confirmed', 4, 7, 355_000),
      row('state', 'aborted', 'aborted', 2, 2, 2_000),
      row('state', 'draft', 'draft', 1, 1, 10_000),
      row('state', 'planned', 'planned', 1, 1, 154_000),
    ]);
  });

  it('filters by state, category and asset, and speaks German', async () => {
    const confirmed = await stat<Info>('bookingInfoStats', `${MARCH}&states=confirmed,planned`);
    expect(confirmed.rows.filter((r) => r.dimension === 'type')).toEqual([
      row('type', 'vessel', 'Vessel trip', 2, 3, 449_000),
      row('type', 'resort', 'Resort stay', 1, 2, 30_000),
    ]);
    const grouped = await stat<Info>('bookingInfoStats', `${MARCH}&categories=${groups}`);
    expect(grouped.rows.filter((r) => r.dimension === 'state')).toEqual([
      row('state', 'confirmed', 'confirmed', 2, 4, 325_000),
    ]);
    const resort = await stat<Info>('bookingInfoStats', `${MARCH}&assets=${ids.resort}`);
    expect(resort.rows.filter((r) => r.dimension === 'type')).toEqual([
      row('type', 'resort', 'Resort stay', 3, 4, 42_000),
    ]);
    const german = await request(`/api/bookings/statistics/bookingInfoStats?${MARCH}`, admin, {
      'accept-language': 'de',
    });
    expect(german.json().rows.filter((r: { dimension: string }) => r.dimension === 'type')).toEqual([
      row('type', 'resort', 'Resortaufenthalt', 3, 4, 42_000),
      row('type', 'vessel', 'Schiffsreise', 3, 4, 449_000),
    ]);
  });

  it('shows a user limited to the vessel no resort figures, and refuses one without bookings.read', async () => {
    const crew = await newUser(ctx, admin, 'crew.more@test.local', ['bookings.read'], {
      vessels: [ids.manta],
    });
    const march = await stat<Info>('bookingInfoStats', MARCH, crew);
    expect(march.rows.filter((r) => r.dimension === 'type')).toEqual([
      row('type', 'vessel', 'Vessel trip', 3, 4, 449_000),
    ]);
    const split = await stat<Split>('bookingCalculationStats', MARCH, crew);
    expect(split.rows.map((r) => [r.line, r.bookings, r.amount])).toEqual([
      ['accommodation', 2, 450_000],
      ['specials', 1, -5_000],
      ['extras', 1, 4_000],
    ]);
    const customersOnly = await newUser(ctx, admin, 'customers.more@test.local', ['customers.read']);
    for (const url of [
      `/api/bookings/statistics/bookingInfoStats?${MARCH}`,
      `/api/bookings/statistics/bookingCalculationStats?${MARCH}`,
      `/api/bookings/csvExport?${MARCH}`,
      '/api/bookings/statistics?days=30',
    ]) {
      const refused = await request(url, customersOnly);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ statusCode: 403, description: 'FORBIDDEN_RESSOURCE' });
    }
  });
});

describe('GET /api/bookings/statistics/bookingCalculationStats', () => {
  it('splits the sales’ calculations by kind of line: a cancelled booking only by its fee', async () => {
    const march = await stat<Split>('bookingCalculationStats', MARCH);
    expect(march.definition).toContain('cancellation fees');
    expect(march.rows).toEqual([
      { line: 'accommodation', label: 'Rooms and trips', currency: 'EUR', bookings: 3, amount: 480_000 },
      { line: 'addons', label: 'Add-ons and supplements', currency: 'EUR', bookings: 1, amount: 2_000 },
      { line: 'specials', label: 'Specials and discounts', currency: 'EUR', bookings: 1, amount: -5_000 },
      { line: 'extras', label: 'Extras (external)', currency: 'EUR', bookings: 1, amount: 4_000 },
      { line: 'cancellationFees', label: 'Cancellation fees', currency: 'EUR', bookings: 1, amount: 2_000 },
      // S1's 300.00 hold 27.27; S2's lines (and their tax) only inform since it was cancelled.
      { line: 'taxIncluded', label: 'Tax included', currency: 'EUR', bookings: 1, amount: 2_727 },
    ]);
    // The counted lines add up to the sales' totals and what is paid on site.
    const counted = march.rows.filter((r) => r.line !== 'taxIncluded');
    expect(counted.reduce((sum, r) => sum + r.amount, 0)).toBe(295_000 + 154_000 + 30_000 + 2_000 + 2_000);
  });

  it('counts by booking date and filters by source', async () => {
    const booked = await stat<Split>('bookingCalculationStats', `from=${today}&to=${today}&basis=booking`);
    expect(booked.rows.find((r) => r.line === 'accommodation')).toMatchObject({
      bookings: 5,
      amount: 510_000,
    });
    expect(booked.rows.find((r) => r.line === 'taxIncluded')).toMatchObject({
      bookings: 3,
      amount: 2_727 + 909 + 1_818,
    });
    const online = await stat<Split>('bookingCalculationStats', `${MARCH}&sources=online`);
    expect(online.rows.map((r) => [r.line, r.bookings, r.amount])).toEqual([
      ['accommodation', 1, 150_000],
      ['extras', 1, 4_000],
    ]);
  });
});

describe('GET /api/bookings/report/finance', () => {
  const zero = { cash: 0, bankTransfer: 0, card: 0, online: 0, other: 0, credit: 0 };

  it('sums per month the payments by method, the refunds, the revenue and what is open at the end', async () => {
    // From the month P arrived in (three days ago) to April 2027.
    const from = `${addDays(today, -3).slice(0, 7)}-01`;
    const finance = await answer<Finance>(`/api/bookings/report/finance?from=${from}&to=2027-04-30`);
    expect(finance.definition).toContain('refunds');
    const month = (m: string) => finance.rows.find((r) => r.month === m);
    // Up to this month (the fixtures' later stays are in March and April 2027).
    const now = finance.rows.filter((r) => r.month <= today.slice(0, 7));
    const sum = (key: keyof (typeof now)[number]) => now.reduce((total, r) => total + Number(r[key]), 0);
    // Today's payments, and P's stay sold (and open) in the month it arrived.
    expect({
      revenue: sum('revenue'),
      received: sum('received'),
      card: sum('card'),
      cash: sum('cash'),
      bankTransfer: sum('bankTransfer'),
      online: sum('online'),
      refunds: sum('refunds'),
      open: sum('open'),
    }).toEqual({
      revenue: 20_000,
      received: 140_000,
      card: 100_000,
      cash: 30_000,
      bankTransfer: 10_000,
      online: 0,
      refunds: 8_000,
      open: 20_000,
    });
    expect(month(today.slice(0, 7))).toMatchObject({ received: 140_000, refunds: 8_000 });
    expect(month('2027-03')).toEqual({
      month: '2027-03',
      currency: 'EUR',
      revenue: 481_000,
      received: 0,
      ...zero,
      refunds: 0,
      // 4810.00 sold less 1000.00 + 300.00 + (100.00 − 80.00) paid by the end of April.
      open: 349_000,
    });
    expect(month('2027-04')).toMatchObject({ revenue: 10_000, open: 10_000, received: 0 });
    expect(month('2027-02')).toMatchObject({ revenue: 0, open: 0, received: 0 });
  });

  it('counts by booking date: all of it sold today, and exports as CSV', async () => {
    const booked = await answer<Finance>(
      `/api/bookings/report/finance?from=${today}&to=${today}&basis=booking`,
    );
    expect(booked.rows).toEqual([
      {
        month: today.slice(0, 7),
        currency: 'EUR',
        revenue: 481_000 + 10_000 + 20_000,
        received: 140_000,
        ...zero,
        card: 100_000,
        cash: 30_000,
        bankTransfer: 10_000,
        refunds: 8_000,
        open: 511_000 - 132_000,
      },
    ]);
    const csv = await request(`/api/bookings/report/finance?from=${today}&to=${today}&export=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The file keeps the month's key, which sorts; on paper it reads as the product writes it.
    const month = today.slice(0, 7);
    expect(csv.rawPayload.toString('utf8').slice(1).split('\r\n')[1]).toMatch(new RegExp(`^${month};`));
    const printed = await request(`/api/bookings/report/statistics?kind=finance&from=${today}&to=${today}`);
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.body).toContain(`>${month.slice(5)}.${month.slice(0, 4)}<`);
    expect(printed.body).not.toContain(`>${month}<`);
  });

  it('needs bookingpayment.read', async () => {
    const desk = await newUser(ctx, admin, 'desk.more@test.local', ['bookings.read']);
    const refused = await request(`/api/bookings/report/finance?${MARCH}`, desk);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, description: 'FORBIDDEN_RESSOURCE' });
    const cashier = await newUser(ctx, admin, 'cashier.more@test.local', ['bookingpayment.read']);
    expect((await request(`/api/bookings/report/finance?${MARCH}`, cashier)).statusCode).toBe(200);
  });
});

describe('GET /api/bookings/csvExport', () => {
  it('answers one row per booking of the period, by arrival', async () => {
    const march = await answer<Export>(`/api/bookings/csvExport?${MARCH}`);
    expect(
      march.rows.map((r) => [r.bookingNo, r.state, r.arrival, r.guests, r.total, r.paid, r.open]),
    ).toEqual([
      [booking.T1!.bookingNo, 'confirmed', '2027-03-06', 2, 295_000, 100_000, 195_000],
      [booking.S1!.bookingNo, 'confirmed', '2027-03-07', 2, 30_000, 30_000, 0],
      [booking.T2!.bookingNo, 'planned', '2027-03-13', 1, 154_000, 0, 154_000],
      [booking.S2!.bookingNo, 'aborted', '2027-03-20', 1, 2_000, 2_000, 0],
      [booking.O!.bookingNo, 'draft', '2027-03-25', 1, 10_000, 0, 10_000],
      // As the booking stands: a free cancellation keeps its total.
      [booking.F!.bookingNo, 'aborted', '2027-03-27', 1, 150_000, 0, 150_000],
    ]);
    expect(march.rows[0]).toMatchObject({ asset: 'MV Manta', source: 'direct', departure: '2027-03-13' });
    expect(march.rows[1]).toMatchObject({ asset: 'Coral Bay', rooms: 'R1 (2)', agency: '' });
  });

  it('writes CSV for German Excel: BOM, semicolons, decimal comma', async () => {
    const res = await request(`/api/bookings/csvExport?${MARCH}&states=planned&export=csv`, admin, {
      'accept-language': 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('csv-export-2027-03-01-2027-03-31.csv');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, first, end] = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(header).toBe(
      'Buchung;Status;Anreise;Abreise;Hauptgast;Gäste;Resort oder Schiff;Zimmer oder Kabinen;Agentur;Quelle;Summe;Bezahlt;Offen;Währung',
    );
    expect(first).toMatch(
      new RegExp(
        `^${booking.T2!.bookingNo};planned;2027-03-13;2027-03-20;.*;1;MV Manta;[^;]+ \\(1\\);;online;1540,00;0,00;1540,00;EUR$`,
      ),
    );
    expect(end).toBe('');
  });
});

describe('GET /api/bookings/statistics (days)', () => {
  it('compares the last N days with the N days before', async () => {
    const activity = await answer<BookingActivity>('/api/bookings/statistics?days=30');
    expect(activity).toMatchObject({
      days: 30,
      current: { from: addDays(today, -29), to: today },
      previous: { from: addDays(today, -59), to: addDays(today, -30) },
      made: { current: 7, previous: 0 },
      cancelled: { current: 2, previous: 0 },
      arriving: { current: 2, previous: 0 },
      revenue: [{ currency: 'EUR', current: 511_000, previous: 0 }],
    });
    expect(activity.definition).toContain('bookings made');
    const twoDays = await answer<BookingActivity>('/api/bookings/statistics?days=2');
    // P arrived three days ago: before the last two days and inside the two before them.
    expect(twoDays.arriving).toEqual({ current: 0, previous: 2 });
    expect((await request('/api/bookings/statistics?days=0')).statusCode).toBe(400);
  });

  it('counts for a user limited to the vessel only the vessel’s bookings', async () => {
    const crew = await newUser(ctx, admin, 'crew2.more@test.local', ['bookings.read'], {
      vessels: [ids.manta],
    });
    const activity = await answer<BookingActivity>('/api/bookings/statistics', crew);
    expect(activity).toMatchObject({
      days: 30,
      made: { current: 3 },
      cancelled: { current: 1 },
      arriving: { current: 0 },
      revenue: [{ currency: 'EUR', current: 449_000, previous: 0 }],
    });
  });
});

describe('report/{templateId} with the statistics template', () => {
  it('prints the asked kind as HTML or PDF, its parameters in the query or the body', async () => {
    const html = await request(
      `/api/bookings/report/statistics?kind=bookingInfoStats&${MARCH}&states=planned`,
    );
    expect(html.statusCode, html.body).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Bookings by state, source, category and type');
    expect(html.body).toContain('Vessel trip');
    expect(html.body).not.toContain('Resort stay');
    const pdf = await request(`/api/bookings/report/statistics?kind=bookingInfoStats&${MARCH}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const posted = await ctx.request({
      method: 'POST',
      url: '/api/bookings/report/statistics',
      token: admin,
      payload: { kind: 'bookingCalculationStats', from: '2027-03-01', to: '2027-03-31' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.body).toContain('Cancellation fees');
    // A report over time prints by the unit asked: its first column headed by it, a row each.
    const weekly = await request(`/api/bookings/report/statistics?kind=incomeByMonth&${MARCH}&groupBy=week`);
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(weekly.body).toMatch(/<th[^>]*>Week<\/th>/);
    // The week as people write it (SPEC §9 dates): W09 2027 in English, KW 09 2027 in German.
    expect(weekly.body).toContain('W09 2027');
    expect(weekly.body).not.toContain('2027-W09');
    expect(weekly.body).not.toMatch(/<th[^>]*>Month<\/th>/);
    const german = await request(
      `/api/bookings/report/statistics?kind=incomeByMonth&${MARCH}&groupBy=week`,
      admin,
      {
        'accept-language': 'de',
      },
    );
    expect(german.body).toMatch(/<th[^>]*>Woche<\/th>/);
    expect(german.body).toContain('KW 13 2027');
    // Titled by the unit asked, not by the default month.
    expect(weekly.body).toContain('Income by week');
    expect(weekly.body).not.toContain('Income by month');
    expect(german.body).toContain('Einnahmen pro Woche');
  });

  it('prints a kind through the template named by its own `template` parameter, as a PDF', async () => {
    const printed = await request(`/api/bookings/statistics/topCountries?${MARCH}&template=statistics`);
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const unknown = await request(`/api/bookings/statistics/topCountries?${MARCH}&template=invoice`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([expect.objectContaining({ path: 'querystring.template' })]);
  });

  it('refuses an unknown template or kind (404), bad parameters (400) and a kind the user may not read (403)', async () => {
    const template = await request(`/api/bookings/report/nope?${MARCH}`);
    expect(template.statusCode).toBe(404);
    expect(template.json()).toMatchObject({ statusCode: 404, description: 'NOT_FOUND', method: 'GET' });
    const kind = await request(`/api/bookings/report/statistics?kind=nope&${MARCH}`);
    expect(kind.statusCode).toBe(404);
    expect(kind.json()).toMatchObject({ statusCode: 404, description: 'NOT_FOUND' });
    const bad = await request(
      '/api/bookings/report/statistics?kind=bookingInfoStats&from=2027-03-31&to=2027-03-01',
    );
    expect(bad.statusCode).toBe(400);
    const desk = await newUser(ctx, admin, 'desk2.more@test.local', ['bookings.read']);
    const finance = await request(`/api/bookings/report/statistics?kind=finance&${MARCH}`, desk);
    expect(finance.statusCode).toBe(403);
    expect(finance.json()).toMatchObject({ description: 'FORBIDDEN_RESSOURCE' });
  });
});
