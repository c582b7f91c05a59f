import { MAX_ALL_ROWS } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31 finding 5: no request names a range or a list size that makes one answer grow without
 * bound. Every range is the shared domain type (days 1900–2200, from not after to, a span per use),
 * pages hold at most 1000 rows, and `size=0` answers at most 10,000 rows as JSON (CSV streams all).
 */
let ctx: TestContext;
let admin: string;
const ROWS = MAX_ALL_ROWS + 1;

const get = (url: string) => ctx.request({ method: 'GET', url, token: admin });

async function refused(url: string, field: string) {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(400);
  expect(res.json().description, url).toBe('VALIDATION_ERROR');
  expect(
    res.json().fields.map((f: { path: string }) => f.path),
    url,
  ).toContain(field);
  return res.json().fields as { path: string; message: string }[];
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  await ctx.services.database.db.execute(sql`
    insert into customers (master_data, contact, address, passport, full_name, sort_name)
    select jsonb_build_object('firstName', 'Guest ' || n, 'lastName', 'Diver'), '{}'::jsonb, '{}'::jsonb,
           '{}'::jsonb, 'Guest ' || n || ' Diver', 'diver guest ' || lpad(n::text, 6, '0')
    from generate_series(1, ${ROWS}) as n`);
}, 120_000);
afterAll(() => ctx?.close());

describe('date ranges', () => {
  it('refuses the probe’s bank balance of all time by day, and 9999-12-31, with a 400 naming the field', async () => {
    const fields = await refused(
      '/api/bank/balance?from=0001-01-01&to=9999-12-30&groupBy=day',
      'querystring.from',
    );
    expect(fields.map((f) => f.message)).toContain('Use a date between 1900-01-01 and 2200-12-31');
    await refused('/api/bank/balance?from=2027-01-01&to=9999-12-31', 'querystring.to');
    const long = await refused(
      '/api/bank/balance?from=2000-01-01&to=2010-01-01&groupBy=day',
      'querystring.to',
    );
    expect(long[0]!.message).toBe('The period spans at most 1098 days here');
    expect((await get('/api/bank/balance?from=2000-01-01&to=2010-01-01&groupBy=month')).statusCode).toBe(200);
    await refused('/api/bank/balance?from=2027-02-01&to=2027-01-01', 'querystring.to');
    await refused('/api/bank/cashflow?from=1990-01-01&to=2027-01-01&groupBy=day', 'querystring.to');
  });

  it('holds every other range of reports, statements, exports, calendars and lists to the same type', async () => {
    const agency = '00000000-0000-4000-8000-000000000001';
    const asset = '00000000-0000-4000-8000-000000000002';
    const far = 'from=1800-01-01&to=2027-01-01';
    for (const url of [
      `/api/bookings/report/list?${far}`,
      `/api/bookings/agency/payments/${agency}?${far}`,
      `/api/agency/${agency}/print/statement?${far}`,
      `/api/bookings/customersAtDate?${far}`,
      `/api/bookings/assetShare?${far}`,
      `/api/bookings/events?${far}`,
      `/api/rooms/occupancy/${asset}?${far}`,
      `/api/invoice?${far}`,
      `/api/invoice/csv?${far}`,
      `/api/payments/history?${far}`,
      `/api/agency/credits?${far}`,
      `/api/customer/credits?${far}`,
      `/api/agency/allotments?${far}`,
      `/api/plugins/datev/export?${far}`,
      `/api/book/schedules?vessel=${asset}&${far}`,
    ])
      await refused(url, 'querystring.from');
    await refused('/api/tour/calendar/1800-01-01/1800-02-01', 'params.from');
    await refused(`/api/arrivaldeparture/date/${asset}/2027-01-01/9999-12-31`, 'params.to');
    // Spans: a report lists ten years at most, the occupancy chart one year.
    await refused('/api/bookings/report/list?from=2000-01-01&to=2027-01-01', 'querystring.to');
    await refused(`/api/rooms/occupancy/${asset}?from=2027-01-01&to=2028-06-01`, 'querystring.to');
    await refused('/api/bookings/arrivalCount?start=9999-12-31', 'querystring.start');
  });
});

describe('list sizes', () => {
  it('refuses a page of more than 1000 rows', async () => {
    await refused('/api/customer?size=1001', 'querystring.size');
    expect((await get('/api/customer?size=1000')).json().data).toHaveLength(1000);
  });

  it(`answers size=0 as JSON up to ${MAX_ALL_ROWS} rows, and refuses more with a clear 400`, async () => {
    const fields = await refused('/api/customer?size=0', 'size');
    expect(fields[0]!.message).toContain('export CSV');
    const narrowed = await get('/api/customer?size=0&search=Guest 1000');
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().data.length).toBeGreaterThan(0);
  });

  it('still streams every row as CSV', async () => {
    const res = await get('/api/customer/listCSV?size=0');
    expect(res.statusCode).toBe(200);
    expect(res.body.trimEnd().split('\n')).toHaveLength(ROWS + 1);
  });
});
