import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_FROM } from '../src/db/resource-repository.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Lists of a large table (issue 18): the planner's estimate as the total of an unfiltered list,
 * exact counts once narrowed, deep pages picked by id, trigram search and CSV exports of every row.
 */
let ctx: TestContext;
let admin: string;
const ROWS = ESTIMATE_FROM + 1210;

const get = (url: string) => ctx.request({ method: 'GET', url, token: admin });
const names = (body: { data: { fullName: string }[] }) => body.data.map((c) => c.fullName);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  // Customer n is "Guest n Diver" sorting as `diver guest 000n`; every 7th is a Manta.
  await ctx.services.database.db.execute(sql`
    insert into customers (master_data, contact, address, passport, full_name, sort_name)
    select jsonb_build_object('firstName', 'Guest ' || n, 'lastName', 'Diver'),
           jsonb_build_object('email', 'guest' || n || case when n % 7 = 0 then '@manta.example' else '@reef.example' end),
           '{}'::jsonb, '{}'::jsonb,
           'Guest ' || n || case when n % 7 = 0 then ' Manta' else ' Diver' end,
           'diver guest ' || lpad(n::text, 6, '0')
    from generate_series(1, ${ROWS}) as n`);
  await ctx.services.database.db.execute(sql`analyze customers`);
}, 120_000);
afterAll(() => ctx.close());

describe('a list of a large table', () => {
  it('answers the estimate as the total of the unfiltered list, and says so', async () => {
    const res = await get('/api/customer?page=3&size=25');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalEstimated).toBe(true);
    // analyze samples the table: close to the truth, not necessarily equal.
    expect(Math.abs(body.total - ROWS)).toBeLessThan(ROWS * 0.05);
    expect(names(body)[0]).toBe('Guest 76 Diver');
  });

  it('counts exactly once the list is narrowed', async () => {
    const res = await get('/api/customer?page=1&size=25&search=manta.example');
    const body = res.json();
    expect(body.totalEstimated).toBeUndefined();
    expect(body.total).toBe(Math.floor(ROWS / 7));
    expect(names(body)[0]).toBe('Guest 182 Manta');
  });

  it('answers a deep page with the rows a plain offset gives, and the last page exactly', async () => {
    const deep = (await get('/api/customer?page=400&size=25')).json();
    expect(names(deep)).toEqual(Array.from({ length: 25 }, (_, i) => guest(10_001 + i)));
    const lastPage = Math.floor(ROWS / 25);
    const last = (await get(`/api/customer?page=${lastPage}&size=25`)).json();
    expect(last.total).toBe(ROWS);
    expect(last.totalEstimated).toBeUndefined();
    expect(last.data).toHaveLength(ROWS % 25);
  });

  it('searches by name and e-mail through the trigram indexes', async () => {
    const plan = await ctx.services.database.db.execute(sql`
      explain select id from customers
      where full_name ilike '%Guest 4711 %' or contact::text ilike '%guest4711@%'`);
    const text = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('customers_full_name_trgm');
    expect(text).toContain('customers_contact_trgm');
    expect(names((await get('/api/customer?search=guest4711@')).json())).toEqual([guest(4711)]);
  });

  it('streams every row as CSV for size 0, in the list order', async () => {
    const res = await get('/api/customer/listCSV?size=0');
    expect(res.statusCode).toBe(200);
    const lines = res.body.trimEnd().split('\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toContain('Guest 1 Diver');
    expect(lines[ROWS]).toContain(guest(ROWS));
    // A bad field is still a clean 400 before anything is sent.
    expect((await get('/api/customer/listCSV?size=0&sort=nope')).statusCode).toBe(400);
  });
});

function guest(n: number): string {
  return `Guest ${n} ${n % 7 === 0 ? 'Manta' : 'Diver'}`;
}
