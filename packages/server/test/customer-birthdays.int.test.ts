import type { CustomerBirthday } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * `GET /api/customer/birthday/{days}` (SPEC §7 Customers, issue 37): whose birthday comes today
 * or within the next days of the operator's calendar, across the year end, in the order they come.
 */
let ctx: TestContext;
let admin: string;
let agent: string;
let noScopes: string;
const ids: Record<string, string> = {};

const birthdays = async (days: number | string, token = admin) => {
  const res = await ctx.request({ method: 'GET', url: `/api/customer/birthday/${days}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CustomerBirthday[];
};
const names = (list: CustomerBirthday[]) => list.map((b) => b.fullName);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  // Monday 28 December 2026, in Berlin.
  ctx.services.clock.now = () => new Date('2026-12-28T10:00:00Z');
  const born = async (firstName: string, birthday: string | null, token = admin) => {
    ids[firstName] = (
      await newCustomer(ctx, token, { firstName, lastName: 'Born', birthday, email: `${firstName}@x.test` })
    ).id;
  };
  await born('Today', '1990-12-28');
  await born('Silvester', '1980-12-31');
  await born('January', '2000-01-03');
  await born('Later', '1990-01-10');
  await born('November', '1985-11-01');
  await born('Leap', '2000-02-29');
  await born('Unknown', null);
  const res = await ctx.request({
    method: 'POST',
    url: '/api/agency',
    token: admin,
    payload: { name: 'Reef Travel' },
  });
  expect(res.statusCode, res.body).toBe(201);
  agent = await newUser(ctx, admin, 'agent@reef.test', ['agencies.self', 'bookings.create'], {
    userType: 'agency',
    agency: res.json().id,
  });
  await born('Client', '1995-01-02', agent);
  noScopes = await newUser(ctx, admin, 'desk@x.test', ['bookings.read']);
});

afterAll(() => ctx?.close());

describe('GET /api/customer/birthday/{days}', () => {
  it('lists the coming week across the year end in date order, with the age they turn', async () => {
    const week = await birthdays(7);
    expect(week).toEqual([
      {
        id: ids.Today,
        fullName: 'Today Born',
        birthday: '1990-12-28',
        date: '2026-12-28',
        age: 36,
        email: 'Today@x.test',
      },
      expect.objectContaining({ fullName: 'Silvester Born', date: '2026-12-31', age: 46 }),
      expect.objectContaining({ fullName: 'Client Born', date: '2027-01-02', age: 32 }),
      expect.objectContaining({ fullName: 'January Born', date: '2027-01-03', age: 27 }),
    ]);
  });

  it('is today only for 0 days, and ends with the window', async () => {
    expect(names(await birthdays(0))).toEqual(['Today Born']);
    expect(names(await birthdays(5))).toEqual(['Today Born', 'Silvester Born', 'Client Born']);
  });

  it('looks a year ahead at most; a leap-day birthday comes on 1 March of 2027', async () => {
    const year = await birthdays(366);
    expect(names(year)).toEqual([
      'Today Born',
      'Silvester Born',
      'Client Born',
      'January Born',
      'Later Born',
      'Leap Born',
      'November Born',
    ]);
    expect(year.find((b) => b.fullName === 'Leap Born')).toMatchObject({ date: '2027-03-01', age: 27 });
    const tooFar = await ctx.request({ method: 'GET', url: '/api/customer/birthday/367', token: admin });
    expect(tooFar.statusCode).toBe(400);
  });

  it('is its own route, not a customer record named "birthday"', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/customer/birthday/soon', token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().description).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.json().fields)).toContain('days');
    // The record route still answers a customer's record.
    const record = await ctx.request({ method: 'GET', url: `/api/customer/${ids.Today}`, token: admin });
    expect(record.statusCode).toBe(200);
  });

  it("shows an agent only their agency's clients", async () => {
    expect(names(await birthdays(7, agent))).toEqual(['Client Born']);
    expect(await birthdays(0, agent)).toEqual([]);
  });

  it('refuses a user who may read no customers', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/customer/birthday/7', token: noScopes });
    expect(res.statusCode).toBe(403);
    const guest = await ctx.request({ method: 'GET', url: '/api/customer/birthday/7' });
    expect(guest.statusCode).toBe(401);
  });
});
