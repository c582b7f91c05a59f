import type { BookingDetail, CustomerCredits, CustomerReferrals, ReferralUseView } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser, tripWorld, type TestCustomer } from './booking-fixtures.ts';
import { versioned } from './booking-at-version.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Referral codes (issue 37): a guest's code given for a friend's booking prices the code's special
 * into it through the quote engine; the referrer is credited once the friend's booking is paid in
 * full, once per new guest however the payments arrive, never for a booking of their own and never
 * for one cancelled before it was paid.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let friends: string;
/** Deluxe cabins of the four trips, [schedule, cabin], each booked once (1500.00 EUR a guest). */
let cabins: [string, string][];

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  versioned(ctx, { method, url, token, ...(payload ? { payload } : {}) });

async function newCode(payload: Record<string, unknown>) {
  const res = await call('POST', '/api/referral', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string; version: number };
}

/** A confirmed booking of the next deluxe cabin (1500.00 EUR before any special) for the guest. */
async function bookWith(guest: string, referralCode?: string) {
  const place = cabins[0];
  if (!place) throw new Error('no cabin left');
  const res = await call('POST', '/api/bookings', {
    schedule: place[0],
    rooms: [{ room: place[1], guests: [guest] }],
    state: 'confirmed',
    ...(referralCode ? { referralCode } : {}),
  });
  if (res.statusCode === 201) cabins.shift();
  return res;
}

async function booked(guest: string, referralCode?: string): Promise<BookingDetail> {
  const res = await bookWith(guest, referralCode);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const pay = (booking: string, amount: number, version?: number) =>
  call('POST', `/api/bookings/${booking}/payment`, {
    amount,
    currency: 'EUR',
    date: '2027-01-10',
    method: 'bankTransfer',
    ...(version !== undefined ? { version } : {}),
  });

async function credits(customer: string): Promise<CustomerCredits> {
  const res = await call('GET', `/api/customer/credits?customer=${customer}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function usesOf(referral: string): Promise<ReferralUseView[]> {
  const res = await call('GET', `/api/referral/${referral}/uses`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  cabins = ['s1', 's2', 's3', 's4'].flatMap((trip) =>
    ['Cabin 1', 'Cabin 2', 'Cabin 3', 'Cabin 4'].map((c): [string, string] => [ids[trip]!, ids[c]!]),
  );
  const special = await call('POST', '/api/specials', {
    name: 'Friends of divers',
    status: 'active',
    discount: 'PerCent',
    discountValue: 10,
    target: 'booking',
    autoAdd: false,
  });
  expect(special.statusCode, special.body).toBe(201);
  friends = special.json().id;
}, 60_000);
afterAll(() => ctx?.close());

describe('referral codes', () => {
  let anna: TestCustomer;
  let code: { id: string; code: string; version: number };

  it('are created with a readable generated code and listed with their referrer and counts', async () => {
    anna = await newCustomer(ctx, admin, {
      firstName: 'Anna',
      lastName: 'Referrer',
      email: 'anna@example.test',
    });
    code = await newCode({ customer: anna.id, special: friends, rewardAmount: 5_000, rewardCurrency: 'EUR' });
    expect(code.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
    const mine = await newCode({ customer: anna.id, code: 'anna2027', active: false });
    expect(mine.code).toBe('ANNA2027');
    const clash = await call('POST', '/api/referral', { customer: anna.id, code: 'ANNA2027' });
    expect(clash.statusCode).toBe(409);

    const list = await call('GET', '/api/referral?search=referrer&sort=code&order=1');
    expect(list.statusCode, list.body).toBe(200);
    // Sorted by code: the drawn code may come before ANNA2027 (one draw in about forty does).
    expect(list.json().data).toEqual(
      ['ANNA2027', code.code]
        .sort()
        .map((listed) =>
          expect.objectContaining({ code: listed, referrerName: anna.fullName, uses: 0, rewards: 0 }),
        ),
    );
    const active = await call('GET', `/api/referral?filter=${encodeURIComponent('{"active":true}')}`);
    expect(active.json().data.map((r: { code: string }) => r.code)).toEqual([code.code]);
  });

  it('refuses a code that is unknown, switched off, expired or the booker’s own, in words', async () => {
    const ben = await newCustomer(ctx, admin, { firstName: 'Ben' });
    const expired = await newCode({ customer: anna.id, validUntil: '2020-12-31' });
    const cases: [string, string, string][] = [
      [ben.id, 'NOSUCHCODE', 'referralUnknown'],
      [ben.id, 'ANNA2027', 'referralInactive'],
      [ben.id, expired.code, 'referralExpired'],
      [anna.id, code.code, 'referralOwn'],
    ];
    for (const [guest, given, message] of cases) {
      const res = await bookWith(guest, given);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ description: 'VALIDATION_ERROR', statusCode: 400, method: 'POST' });
      expect(body.fields).toEqual([expect.objectContaining({ path: 'referralCode', code: message })]);
    }
    // The same e-mail is the same guest, even on another record.
    const annaAgain = await newCustomer(ctx, admin, { firstName: 'Anna', email: 'ANNA@example.test' });
    const own = await call('GET', `/api/referral/check?code=${code.code}&customer=${annaAgain.id}`);
    expect(own.statusCode).toBe(400);
    expect(own.json().fields[0].code).toBe('referralOwn');
  });

  it('prices the code’s special into the booking and credits the referrer only once it is paid in full', async () => {
    const ben = await newCustomer(ctx, admin, { firstName: 'Ben', lastName: 'Friend' });
    const check = await call('GET', `/api/referral/check?code=${code.code.toLowerCase()}&customer=${ben.id}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ referrer: { id: anna.id }, special: { id: friends } });

    const booking = await booked(ben.id, ` ${code.code.toLowerCase()} `);
    // 1500.00 less the special's 10 %, a line of the quote engine, kept for every re-quote.
    expect(booking.total).toBe(135_000);
    expect(booking.extras.specials).toEqual([{ special: friends }]);
    expect(booking.calculation!.entries.some((e) => e.type === 'special')).toBe(true);

    expect((await pay(booking.id, 100_000)).statusCode).toBe(201);
    expect((await credits(anna.id)).entries).toEqual([]);
    expect((await usesOf(code.id))[0]).toMatchObject({
      customer: ben.id,
      bookingNo: booking.bookingNo,
      reward: null,
    });

    expect((await pay(booking.id, 35_000)).statusCode).toBe(201);
    const ledger = await credits(anna.id);
    expect(ledger.entries).toEqual([
      expect.objectContaining({ kind: 'referralReward', amount: 5_000, currency: 'EUR', customer: anna.id }),
    ]);
    expect(ledger.balances[0]).toMatchObject({ balance: 5_000 });
    const [use] = await usesOf(code.id);
    expect(use!.reward).toMatchObject({ amount: 5_000, currency: 'EUR', credit: ledger.entries[0]!.id });

    // Paid again (too much): nothing more.
    expect((await pay(booking.id, 1_000)).statusCode).toBe(201);
    expect((await credits(anna.id)).entries).toHaveLength(1);

    // A guest referred once brings no second reward: a second code is refused.
    const other = await newCode({ customer: (await newCustomer(ctx, admin)).id, rewardAmount: 1_000 });
    const again = await bookWith(ben.id, other.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields[0].code).toBe('referralReferredBefore');

    const list = await call('GET', '/api/referral?sort=uses&order=-1');
    expect(list.json().data[0]).toMatchObject({ code: code.code, uses: 1, rewards: 1 });

    const record = await call('GET', `/api/customer/${anna.id}/referrals`);
    expect(record.statusCode, record.body).toBe(200);
    const referrals: CustomerReferrals = record.json();
    expect(referrals.codes.map((c) => c.code)).toContain(code.code);
    expect(referrals.brought).toEqual([
      expect.objectContaining({ customer: ben.id, customerName: ben.fullName }),
    ]);
    const brought = await call('GET', `/api/customer/${ben.id}/referrals`);
    expect(brought.json().referredBy).toMatchObject({ referrer: anna.id, referrerName: anna.fullName });
  });

  it('rewards nothing for a booking cancelled before it was paid', async () => {
    const carla = await newCustomer(ctx, admin, { firstName: 'Carla' });
    const before = (await credits(anna.id)).entries.length;
    const booking = await booked(carla.id, code.code);
    // Cancelled with a fee of half the price: the fee is what the booking is now paid in full by.
    const cancelled = await call('POST', `/api/bookings/${booking.id}/cancell`, {
      reason: 'customer',
      percent: 50,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const fee: BookingDetail = cancelled.json();
    expect(fee.total).toBeGreaterThan(0);
    expect((await pay(booking.id, fee.total)).statusCode).toBe(201);
    expect((await credits(anna.id)).entries).toHaveLength(before);
  });
});

describe('one reward per new guest', () => {
  it('even when two payments arrive at once', async () => {
    const dora = await newCustomer(ctx, admin, { firstName: 'Dora', lastName: 'Referrer' });
    const eli = await newCustomer(ctx, admin, { firstName: 'Eli', lastName: 'Friend' });
    const code = await newCode({ customer: dora.id, rewardAmount: 2_500 });
    const first = await booked(eli.id, code.code);
    // Two bookings made with the code at the same moment: both passed the check before either
    // was written (the check reads outside the booking's transaction), so both carry a use.
    const second = await booked(eli.id);
    await ctx.services.database.db.execute(
      `insert into referral_uses (referral, booking, customer) values ('${code.id}', '${second.id}', '${eli.id}')`,
    );
    // Two payments on one booking with the version both read: one wins, the other is stale.
    const same = await Promise.all([
      pay(first.id, first.total, first.version),
      pay(first.id, first.total, first.version),
    ]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // And the other booking paid in full at the same time as a payment on the first.
    const both = await Promise.all([pay(first.id, 100), pay(second.id, second.total)]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const ledger = await credits(dora.id);
    expect(ledger.entries).toEqual([expect.objectContaining({ kind: 'referralReward', amount: 2_500 })]);
    const uses = await usesOf(code.id);
    expect(uses).toHaveLength(2);
    expect(uses.filter((u) => u.reward)).toHaveLength(1);
  });
});

describe('a referral code on the public booking pages', () => {
  it('shows the discount in the price and refuses the referrer’s own e-mail', async () => {
    await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
    const fay = await newCustomer(ctx, admin, { firstName: 'Fay', email: 'fay@example.test' });
    const code = await newCode({ customer: fay.id, special: friends, rewardAmount: 1_000 });
    const place = cabins.pop()!;
    const draft = { schedule: place[0], rooms: [{ room: place[1], guests: 1 }] };
    const price = async (extra: object) => {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/book/booking/price',
        payload: { ...draft, ...extra },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total.amount as number;
    };
    const plain = await price({});
    expect(await price({ referralCode: code.code })).toBe(plain * 0.9);
    // The preview a guest reads before reserving names the discount as its own line.
    const preview = await ctx.request({
      method: 'POST',
      url: '/api/book/booking/price',
      payload: { ...draft, referralCode: ` ${code.code.toLowerCase()} ` },
    });
    expect(preview.json().entries).toContainEqual(
      expect.objectContaining({ type: 'special', amount: { amount: -plain * 0.1, currency: 'EUR' } }),
    );
    const unknown = await ctx.request({
      method: 'POST',
      url: '/api/book/booking/price',
      payload: { ...draft, referralCode: 'NOPE1234' },
    });
    expect(unknown.json().fields[0]).toMatchObject({ path: 'referralCode', code: 'referralUnknown' });

    const create = (email: string, key: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/book/booking/create',
        payload: {
          draft: { ...draft, referralCode: code.code },
          booker: { firstName: 'Gil', lastName: 'Online', email },
          guests: [{ firstName: 'Gil', lastName: 'Online' }],
          acceptTerms: true,
          idempotencyKey: key,
        },
      });
    const own = await create('FAY@example.test', 'referral-own-1');
    expect(own.statusCode, own.body).toBe(400);
    expect(own.json().fields[0].code).toBe('referralOwn');
    const made = await create('gil@example.test', 'referral-friend-1');
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().total.amount).toBe(plain * 0.9);
    expect(await usesOf(code.id)).toEqual([expect.objectContaining({ bookingNo: made.json().bookingNo })]);
  });
});

describe('who may see referral codes', () => {
  it('answers 403 to a user without referral.read, and lets a reader read but not write', async () => {
    const clerk = await newUser(ctx, admin, 'clerk@example.test', ['customers.read']);
    for (const url of ['/api/referral', '/api/referral/listCSV'])
      expect((await call('GET', url, undefined, clerk)).statusCode).toBe(403);
    const reader = await newUser(ctx, admin, 'reader@example.test', ['referral.read']);
    const list = await call('GET', '/api/referral', undefined, reader);
    expect(list.statusCode).toBe(200);
    const [first] = list.json().data;
    expect((await call('GET', `/api/referral/${first.id}/uses`, undefined, reader)).statusCode).toBe(200);
    const write = await call('POST', '/api/referral', { customer: first.customer }, reader);
    expect(write.statusCode).toBe(403);
  });
});
