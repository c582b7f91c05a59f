import type { BookingDetail, LoyaltyMember, LoyaltyStatement } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The loyalty programme (issue 37): points for nights and dives once they are past, a tier from the
 * points of the last months whose special prices the next stay, points spent as a customer credit
 * (never more than held, even twice at once), corrections, the members' list, scopes and the switch.
 */
let ctx: TestContext;
let admin: string;
let world: Record<string, string>;
let gold: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

async function create(path: string, payload: Record<string, unknown>) {
  const res = await call('POST', `/api/${path}`, payload);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json() as { id: string; version: number };
}

/** Stores a setting, changing the stored entry when there is one. */
async function setting(group: string, key: string, value: string) {
  const stored = (
    await call('GET', `/api/settings?size=0&filter=${encodeURIComponent(JSON.stringify({ group }))}`)
  )
    .json()
    .data.find((row: { key: string }) => row.key === key);
  const res = stored
    ? await call('POST', `/api/settings/${stored.id}`, { group, key, value, version: stored.version })
    : await call('POST', '/api/settings', { group, key, value });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

async function statement(customer: string): Promise<LoyaltyStatement> {
  const res = await call('GET', `/api/customer/${customer}/loyality`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const today = (day: string) => {
  ctx.services.clock.now = () => new Date(`${day}T10:00:00Z`);
};

async function earn() {
  const res = await call('POST', '/api/customer/loyality/earn');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { earned: number };
}

/** A stay of the guest in R1 (50.00 a night), confirmed. */
async function stay(customer: string, from: string, to: string): Promise<BookingDetail> {
  return newStay(ctx, admin, {
    resort: world.resort!,
    from,
    to,
    rooms: [{ room: world.R1!, guests: [customer] }],
    state: 'confirmed',
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  world = await resortWorld(ctx, admin);
  await setting('features', 'loyalityProgram', 'true');
  await setting('loyalty', 'pointsPerNight', '10');
  await setting('loyalty', 'pointsPerDive', '5');
  await setting('loyalty', 'minRedeemPoints', '100');
  await setting('loyalty', 'pointsPerCurrencyUnit', '10');
  await create('loyaltytier', { name: 'Blue', minPoints: 0 });
  gold = (await create('loyaltytier', { name: 'Gold', minPoints: 100, benefits: '10 % off every stay' })).id;
}, 60_000);
afterAll(() => ctx?.close());

describe('loyalty programme', () => {
  it('earns points for a stay once it has ended, once, and reaches a tier', async () => {
    today('2027-01-01');
    const guest = await newCustomer(ctx, admin, { lastName: 'Loyal' });
    const booking = await stay(guest.id, '2027-02-01', '2027-02-11');
    await earn();
    expect((await statement(guest.id)).balance).toBe(0);

    today('2027-02-11');
    await Promise.all([earn(), earn()]);
    await earn();
    const after = await statement(guest.id);
    expect(after).toMatchObject({ balance: 100, earned: 100, tierPoints: 100, next: null });
    expect(after.tier?.name).toBe('Gold');
    expect(after.entries).toEqual([
      expect.objectContaining({
        kind: 'stay',
        points: 100,
        booking: booking.id,
        bookingNo: booking.bookingNo,
      }),
    ]);

    // The tier's window moves on: 24 months later the stay no longer counts for the tier.
    today('2029-03-01');
    await earn();
    const later = await statement(guest.id);
    expect(later).toMatchObject({ balance: 100, tierPoints: 0 });
    expect(later.tier?.name).toBe('Blue');
    expect(later.next).toMatchObject({ tier: { name: 'Gold' }, missing: 100 });
  });

  it("prices a member's next stay with the special of their tier", async () => {
    today('2027-03-01');
    await create('specials', {
      name: 'Gold members',
      status: 'active',
      discount: 'PerCent',
      discountValue: 10,
      autoAdd: true,
      rule: [{ criterion: 'LoyaltyTier', operator: 'IsIn', values: [gold] }],
    });
    const member = await newCustomer(ctx, admin, { lastName: 'Member' });
    const stranger = await newCustomer(ctx, admin, { lastName: 'Stranger' });
    await stay(member.id, '2027-03-10', '2027-03-20');
    today('2027-03-20');
    await earn();
    expect((await statement(member.id)).tier?.name).toBe('Gold');

    const next = await stay(member.id, '2027-05-01', '2027-05-03');
    const other = await stay(stranger.id, '2027-05-04', '2027-05-06');
    expect(other.total).toBe(10_000);
    expect(next.total).toBe(9_000);
  });

  it('spends points as a customer credit, never more than held, even twice at once', async () => {
    today('2027-04-01');
    const guest = await newCustomer(ctx, admin, { lastName: 'Spender' });
    const correction = await call('POST', `/api/customer/${guest.id}/loyality/correction`, {
      points: 150,
      note: 'Welcome gift',
    });
    expect(correction.statusCode, correction.body).toBe(200);

    const tooFew = await call('POST', `/api/customer/${guest.id}/loyality/redeem`, { points: 50 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().fields[0]).toMatchObject({ code: 'loyaltyBelowMinimum', params: { min: 100 } });

    const [a, b] = await Promise.all([
      call('POST', `/api/customer/${guest.id}/loyality/redeem`, { points: 120 }),
      call('POST', `/api/customer/${guest.id}/loyality/redeem`, { points: 120 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const refused = a.statusCode === 400 ? a : b;
    expect(refused.json().fields[0]).toMatchObject({ code: 'loyaltyNotEnough', params: { balance: 30 } });

    const after = await statement(guest.id);
    expect(after.balance).toBe(30);
    expect(after.entries.map((e) => [e.kind, e.points])).toEqual([
      ['redeemed', -120],
      ['correction', 150],
    ]);
    // 120 points at 10 a euro: 12.00 EUR of credit.
    const credits = (await call('GET', `/api/customer/credits?customer=${guest.id}`)).json();
    expect(credits.balances).toEqual([expect.objectContaining({ currency: 'EUR', balance: 1200 })]);
    expect(credits.entries[0]).toMatchObject({ kind: 'loyalty', amount: 1200 });
    expect(after.entries[0]?.credit).toBe(credits.entries[0].id);

    const taken = await call('POST', `/api/customer/${guest.id}/loyality/correction`, {
      points: -31,
      note: 'x',
    });
    expect(taken.statusCode).toBe(400);

    // The credit reversed (booked by mistake): the 120 points come back, once, naming the reversal.
    const [r1, r2] = await Promise.all([
      call('POST', `/api/customer/credits/${credits.entries[0].id}/reverse`, { note: 'Booked by mistake' }),
      call('POST', `/api/customer/credits/${credits.entries[0].id}/reverse`, { note: 'Booked by mistake' }),
    ]);
    const reversed = r1.statusCode === 201 ? r1 : r2;
    expect(reversed.statusCode, reversed.body).toBe(201);
    const back = await statement(guest.id);
    expect(back.balance).toBe(150);
    expect(back.entries[0]).toMatchObject({ kind: 'correction', points: 120, credit: reversed.json().id });
    expect(back.entries.filter((e) => e.kind === 'correction' && e.points === 120)).toHaveLength(1);
    const members = (await call('GET', '/api/customer/loyality/members?search=Spender')).json();
    expect(members.data[0]).toMatchObject({ balance: 150 });
  });

  it('lists the members by balance, searchable and by tier', async () => {
    const res = await call('GET', '/api/customer/loyality/members?sort=balance&order=desc&size=50');
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json() as { data: LoyaltyMember[]; total: number };
    expect(total).toBe(data.length);
    const balances = data.map((m) => m.balance);
    expect(balances).toEqual([...balances].sort((x, y) => y - x));
    const found = (await call('GET', '/api/customer/loyality/members?search=Spender')).json();
    expect(found.data.map((m: LoyaltyMember) => m.fullName)).toEqual([expect.stringContaining('Spender')]);
    const golds = (await call('GET', `/api/customer/loyality/members?tier=${gold}`)).json();
    expect(golds.data.every((m: LoyaltyMember) => m.tierName === 'Gold')).toBe(true);
  });

  it('earns points for logged dives once, and sends the statement as a test mail to the user trying it', async () => {
    today('2027-06-10');
    const diver = await newCustomer(ctx, admin, { firstName: 'Dora', lastName: 'Diver' });
    const product = await create('product', {
      name: 'Boat dive',
      amount: 4500,
      currency: 'EUR',
      addRule: 'PerDive',
    });
    const type = await create('divetype', { name: 'Boat dive', kind: 'boat', product: product.id });
    const logged = await call('POST', '/api/divelog', {
      entries: [
        ['08:00', '09:00'],
        ['11:00', '12:00'],
      ].map(([start, end]) => ({
        date: '2027-06-09',
        start,
        end,
        type: type.id,
        customer: diver.id,
        resort: world.resort,
      })),
    });
    expect(logged.statusCode, logged.body).toBe(201);
    await earn();
    await earn();
    const points = await statement(diver.id);
    expect(points.balance).toBe(10);
    expect(points.entries.map((e) => e.kind)).toEqual(['dive', 'dive']);

    const template = await create('mail/template', {
      name: 'Points statement',
      texts: {
        en: {
          subject: 'Your points, {{ booker.firstName }}',
          body: 'You hold {{ loyalty.balance }} points ({{ loyalty.tier }}), worth {{ loyalty.value }} {{ loyalty.currency }}.',
        },
      },
    });
    const sent = await call('POST', `/api/customer/${diver.id}/loyality/test/${template.id}`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ to: 'admin@test.local', subject: '[Test] Your points, Dora' });
    const queued = await ctx.services.database.db.execute(
      sql`select "to", text from mail_queue where id = ${sent.json().id}`,
    );
    expect(queued.rows[0]).toMatchObject({
      to: 'admin@test.local',
      text: expect.stringContaining('You hold 10 points (Blue), worth 1.00 EUR.'),
    });
  });

  it('keeps the programme to those who may read customers, and off when switched off', async () => {
    const guest = await newCustomer(ctx, admin, { lastName: 'Private' });
    const bookings = await newUser(ctx, admin, 'loyalty-bookings@test.local', ['bookings.read']);
    const reader = await newUser(ctx, admin, 'loyalty-reader@test.local', ['customers.read']);
    expect((await call('GET', `/api/customer/${guest.id}/loyality`, undefined, bookings)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/customer/${guest.id}/loyality`, undefined, reader)).statusCode).toBe(200);
    const spend = await call('POST', `/api/customer/${guest.id}/loyality/redeem`, { points: 100 }, reader);
    expect(spend.statusCode).toBe(403);
    expect((await call('GET', `/api/customer/${crypto.randomUUID()}/loyality`)).statusCode).toBe(404);

    await setting('features', 'loyalityProgram', 'false');
    const off = await call('GET', `/api/customer/${guest.id}/loyality`);
    expect(off.statusCode).toBe(404);
    expect(off.json().description).toBe('FEATURE_DISABLED');
    await setting('features', 'loyalityProgram', 'true');
  });
});
