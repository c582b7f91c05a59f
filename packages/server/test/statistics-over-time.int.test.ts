import {
  addDays,
  type incomeByMonthReport,
  type ReportAnswer,
  type utilizationReport,
} from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './booking-fixtures.ts';
import { MARCH, type StatisticsWorld, statisticsCalls, statisticsWorld } from './statistics-world.ts';
import type { TestContext } from './test-app.ts';

/**
 * The statistics kinds over time (SPEC §7 `groupBy`): incomeByMonth and utilization by day, ISO
 * week, month and year, on both date bases, empty units at zero, and the refusal of a unit by the
 * kinds without a time axis — on the hand-computed data set of statistics-world.ts.
 */
let world: StatisticsWorld;
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let today: string;
let total: Record<string, number>;

const { request, post, report } = statisticsCalls(() => world);

beforeAll(async () => {
  world = await statisticsWorld();
  ({ ctx, admin, ids, today, total } = world);
}, 120_000);
afterAll(() => world?.ctx.close());

describe('GET /api/bookings/statistics/incomeByMonth', () => {
  type Income = ReportAnswer<typeof incomeByMonthReport>;
  beforeAll(async () => {
    const gb = (await request('/api/bookings?size=100'))
      .json()
      .data.find((b: { total: number; from: string }) => b.total === total.gbStay && b.from === '2027-03-07');
    await post(`/api/bookings/${gb.id}/payment`, { amount: 10_000, currency: 'EUR', date: today });
  });

  it('sums each month’s sales, what is paid and what is open; a month without sales shows zero', async () => {
    const spring = await report<Income>('incomeByMonth', 'from=2027-02-01&to=2027-04-30');
    expect(spring.rows).toEqual([
      { period: '2027-02', currency: 'EUR', bookings: 0, guests: 0, revenue: 0, paid: 0, open: 0 },
      {
        period: '2027-03',
        currency: 'EUR',
        bookings: 4,
        guests: 5,
        revenue: 482_000,
        paid: 10_000,
        open: 472_000,
      },
      {
        period: '2027-04',
        currency: 'EUR',
        bookings: 1,
        guests: 1,
        revenue: total.april!,
        paid: 0,
        open: total.april!,
      },
    ]);
    expect(spring.definition).toContain('Counted by stay date');
  });

  it('counts by booking date: all of it booked this month', async () => {
    const booked = await report<Income>('incomeByMonth', `from=${today}&to=${today}&basis=booking`);
    expect(booked.rows).toEqual([
      expect.objectContaining({ period: today.slice(0, 7), bookings: 5, revenue: 482_000 + total.april! }),
    ]);
  });

  it('exports as CSV with a line per month', async () => {
    const res = await request(
      '/api/bookings/statistics/incomeByMonth?from=2027-03-01&to=2027-04-30&export=csv',
    );
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('groups by ISO week when asked: weeks cut at the period’s ends, a week without sales at zero', async () => {
    const weeks = await report<Income>('incomeByMonth', `${MARCH}&groupBy=week`);
    expect(weeks.groupBy).toBe('week');
    // 2027-03-01 is a Monday. Week 9: the trip of the 6th and the stay of the 7th; week 10: the
    // trip of the 13th; week 11: the fee of the cancelled stay of the 20th; weeks 12 and 13 empty.
    expect(weeks.rows.map((r) => [r.period, r.bookings, r.guests, r.revenue, r.paid])).toEqual([
      ['2027-W09', 2, 4, 330_000, 10_000],
      ['2027-W10', 1, 1, 150_000, 0],
      ['2027-W11', 1, 0, 2_000, 0],
      ['2027-W12', 0, 0, 0, 0],
      ['2027-W13', 0, 0, 0, 0],
    ]);
    const days = await report<Income>('incomeByMonth', 'from=2027-03-06&to=2027-03-08&groupBy=day');
    expect(days.rows.map((r) => [r.period, r.bookings, r.revenue])).toEqual([
      ['2027-03-06', 1, 300_000],
      ['2027-03-07', 1, 30_000],
      ['2027-03-08', 0, 0],
    ]);
    const years = await report<Income>('incomeByMonth', 'from=2026-01-01&to=2027-12-31&groupBy=year');
    expect(years.rows.map((r) => [r.period, r.bookings])).toEqual([
      ['2026', 0],
      ['2027', 5],
    ]);
    expect((await report<Income>('incomeByMonth', MARCH)).groupBy).toBe('month');
  });

  it('groups by the booking date as well: everything booked today lands in today’s week, the weeks around it at zero', async () => {
    // Fifteen days always touch three ISO weeks: the one before today's, today's and the one after.
    const period = `from=${addDays(today, -7)}&to=${addDays(today, 7)}&basis=booking&groupBy=week`;
    const weeks = await report<Income>('incomeByMonth', period);
    expect(weeks.basis).toBe('booking');
    expect(weeks.rows.map((r) => [r.bookings, r.guests, r.revenue])).toEqual([
      [0, 0, 0],
      [5, 6, 482_000 + total.april!],
      [0, 0, 0],
    ]);
    expect(weeks.rows.map((r) => r.period)).toEqual([...new Set(weeks.rows.map((r) => r.period))]);
    const days = await report<Income>(
      'incomeByMonth',
      `from=${addDays(today, -1)}&to=${today}&basis=booking&groupBy=day`,
    );
    expect(days.rows.map((r) => [r.period, r.bookings])).toEqual([
      [addDays(today, -1), 0],
      [today, 5],
    ]);
  });

  it('refuses a unit on the kinds without a time axis (SPEC §8 validation error), in the query and in print', async () => {
    for (const kind of [
      'topCountries',
      'bookingInfoStats',
      'statsByAge',
      'occupancyPerYear',
      'byVesselYear',
    ]) {
      const refused = await request(`/api/bookings/statistics/${kind}?${MARCH}&groupBy=week`);
      expect(refused.statusCode, kind).toBe(400);
      expect(refused.json()).toMatchObject({ description: 'VALIDATION_ERROR', statusCode: 400 });
      expect(refused.json().fields).toEqual([
        expect.objectContaining({
          path: 'querystring.groupBy',
          code: 'statisticsNotGrouped',
          message: 'This report is not grouped by time',
        }),
      ]);
    }
    const printed = await request(`/api/bookings/report/statistics?kind=topAgencies&${MARCH}&groupBy=month`);
    expect(printed.statusCode).toBe(400);
    expect(printed.json().fields).toEqual([
      expect.objectContaining({ path: 'groupBy', code: 'statisticsNotGrouped' }),
    ]);
  });

  it('heads the unit’s column by the unit in the files, and refuses a day series over three years', async () => {
    const res = await request(`/api/bookings/statistics/incomeByMonth?${MARCH}&groupBy=week&export=csv`);
    expect(res.rawPayload.toString('utf8').slice(1).split('\r\n')[0]).toMatch(/^Week;/);
    // The file is named by the unit, as the screen titles it.
    expect(res.headers['content-disposition']).toContain(
      'filename="income-by-week-2027-03-01-2027-03-31.csv"',
    );
    const german = await request(
      `/api/bookings/statistics/incomeByMonth?${MARCH}&groupBy=day&export=csv`,
      admin,
      {
        'accept-language': 'de',
      },
    );
    expect(german.rawPayload.toString('utf8').slice(1).split('\r\n')[0]).toMatch(/^Tag;/);
    const long = await request(
      '/api/bookings/statistics/incomeByMonth?from=2020-01-01&to=2027-12-31&groupBy=day',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ description: 'VALIDATION_ERROR' });
    expect(long.json().fields).toEqual([
      expect.objectContaining({ path: 'querystring.to', code: 'rangeTooLong' }),
    ]);
    const unknown = await request(`/api/bookings/statistics/incomeByMonth?${MARCH}&groupBy=hour`);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('GET /api/bookings/statistics/utilization', () => {
  type Utilization = ReportAnswer<typeof utilizationReport>;
  it('counts room-nights available and sold per month by USALI: a room out of order stays in, a retired one not', async () => {
    const r3 = (await request(`/api/rooms/${ids.R3}`)).json() as { version: number };
    await post(`/api/rooms/${ids.R3}`, { version: r3.version, blocked: true });
    await post('/api/rooms', { type: 'Room', name: 'Old hut', resort: ids.resort, isActive: false });
    const spring = await report<Utilization>('utilization', 'from=2027-03-01&to=2027-04-30');
    expect(spring.basis).toBeNull();
    // Four active rooms (R1–R3, the dorm): March 124 nights, April 120. Sold: the British stay's 3
    // nights in R1 (the cancelled and the offer hold nothing), April's 2.
    expect(spring.rows).toMatchObject([
      {
        period: '2027-03',
        resort: ids.resort,
        resortName: 'Coral Bay',
        label: '2027-03',
        available: 124,
        sold: 3,
        occupancy: 0.0242,
      },
      {
        period: '2027-04',
        resort: ids.resort,
        resortName: 'Coral Bay',
        label: '2027-04',
        available: 120,
        sold: 2,
        occupancy: 0.0167,
      },
    ]);
    expect(spring.definition).toContain('rooms out of order stay in the count');
    // Part of a month: the nights of the period only.
    const week = await report<Utilization>('utilization', 'from=2027-03-05&to=2027-03-08');
    expect(week.rows).toEqual([expect.objectContaining({ available: 16, sold: 2, occupancy: 0.125 })]);
  });

  it('counts night by night when grouped by day, the revenue of a stay spread evenly on its nights', async () => {
    const days = await report<Utilization>('utilization', 'from=2027-03-06&to=2027-03-10&groupBy=day');
    expect(days.groupBy).toBe('day');
    // The British stay holds R1 the nights of the 7th, 8th and 9th; four active rooms each night.
    expect(days.rows.map((r) => [r.period, r.label, r.available, r.sold])).toEqual([
      ['2027-03-06', '2027-03-06', 4, 0],
      ['2027-03-07', '2027-03-07', 4, 1],
      ['2027-03-08', '2027-03-08', 4, 1],
      ['2027-03-09', '2027-03-09', 4, 1],
      ['2027-03-10', '2027-03-10', 4, 0],
    ]);
    const [month] = (await report<Utilization>('utilization', MARCH)).rows;
    const nights = days.rows.filter((r) => r.sold > 0);
    expect(month!.roomRevenue).toBeGreaterThan(0);
    // A third of the stay's each night, to the cent as each is rounded on its own.
    for (const night of nights) {
      expect(Math.abs(night.roomRevenue * 3 - month!.roomRevenue)).toBeLessThanOrEqual(3);
      expect(Math.abs(night.adr - month!.adr)).toBeLessThanOrEqual(1);
    }
    const weeks = await report<Utilization>('utilization', `${MARCH}&groupBy=week`);
    expect(weeks.rows.map((r) => [r.period, r.available, r.sold])).toEqual([
      ['2027-W09', 28, 1],
      ['2027-W10', 28, 2],
      ['2027-W11', 28, 0],
      ['2027-W12', 28, 0],
      ['2027-W13', 12, 0],
    ]);
  });

  it('shows a user limited to the vessel no resort figures', async () => {
    const crew = await newUser(ctx, admin, 'crew-occupancy@test.local', ['bookings.read'], {
      vessels: [ids.manta],
    });
    const answer = await report<Utilization>('utilization', 'from=2027-03-01&to=2027-03-31', crew);
    expect(answer.rows).toEqual([]);
  });
});

describe('mode (SPEC §7, default chart) with the statistics template', () => {
  const weekly = `kind=incomeByMonth&${MARCH}&groupBy=week`;
  it('prints the chart above the table by default, the table alone with mode=table', async () => {
    const chart = await request(`/api/bookings/report/statistics?${weekly}`);
    expect(chart.statusCode, chart.body).toBe(200);
    // The bars are named by the weeks as the table is.
    expect(chart.body).toMatch(/<figure[^>]*><svg[^>]*>.*W09 2027.*<\/svg><\/figure><table>/s);
    const table = await request(`/api/bookings/report/statistics?${weekly}&mode=table`);
    expect(table.body).not.toContain('<svg');
    expect(table.body).toContain('<td>W09 2027</td>');
    // As a PDF through the kind's own `template`: the chart is a picture on the page.
    const pdf = (query: string) =>
      request(`/api/bookings/statistics/incomeByMonth?${MARCH}&template=statistics${query}`);
    const [withChart, tableOnly] = await Promise.all([pdf(''), pdf('&mode=table')]);
    expect(withChart.headers['content-type']).toBe('application/pdf');
    expect(withChart.rawPayload.includes('/Subtype /Image')).toBe(true);
    expect(tableOnly.rawPayload.includes('/Subtype /Image')).toBe(false);
  });

  it('refuses a mode it does not know', async () => {
    const refused = await request(`/api/bookings/statistics/incomeByMonth?${MARCH}&mode=list`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([expect.objectContaining({ path: 'querystring.mode' })]);
  });
});
