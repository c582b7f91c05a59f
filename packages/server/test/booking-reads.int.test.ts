import type { FoundBooking, OpenPaymentBooking, Page, PaymentStatusLine } from '@seaberth/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
/** Limited to MV Dugong: sees none of the Manta bookings this file makes. */
let dugongOnly: string;
/** Limited to MV Manta: sees them, so what the Dugong user misses is the restriction, not an empty list. */
let mantaOnly: string;

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  versioned(ctx, { method: 'POST', url, token, payload });
const find = async (query: string, extra = '', token = admin) =>
  (
    await get(`/api/bookings/find?query=${encodeURIComponent(query)}${extra}`, token)
  ).json() as FoundBooking[];
const openPayments = async (query = '', token = admin) => {
  const res = await get(`/api/bookings/allBookingsWithOpenPayments${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<OpenPaymentBooking>;
};
const paymentStatus = async (days: number, token = admin) => {
  const res = await get(`/api/bookings/paymentStatus?days=${days}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentStatusLine[];
};

/** SPEC §8: every error in one shape. */
function expectError(res: LightMyRequestResponse, statusCode: number, description: string, path: string) {
  expect(res.statusCode, res.body).toBe(statusCode);
  const body = res.json();
  expect(body).toMatchObject({ statusCode, description, method: 'GET', path });
  expect(body.error).toBeTypeOf('string');
  expect(body.message).toBeTypeOf('string');
  expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  return body as { fields?: { path: string }[] };
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  await ctx.services.settings.put('general', 'timezone', 'UTC');
  ctx.services.clock.now = () => new Date('2027-01-10T10:00:00Z');
  // 30 % deposit a week after booking, the rest 30 days before arrival.
  const terms = await post('/api/terms', {
    name: 'Deposit 30',
    deposit: 30,
    depositDueDays: 7,
    restDueDays: 30,
  });
  expect(terms.statusCode, terms.body).toBe(201);
  const list = (await get('/api/price?size=1')).json().data[0];
  const updated = await post(`/api/price/${list.id}`, { ...list, defaultTermsOfPayment: terms.json().id });
  expect(updated.statusCode, updated.body).toBe(200);
  dugongOnly = await newUser(ctx, admin, 'dugong-reads@test.local', ['bookings.read', 'bookings.update'], {
    vessels: [ids.dugong],
  });
  mantaOnly = await newUser(ctx, admin, 'manta-reads@test.local', ['bookings.read', 'bookings.update'], {
    vessels: [ids.manta],
  });
});
afterAll(() => ctx.close());

describe('who may read', () => {
  const calls = [
    '/api/bookings/find?query=x',
    '/api/bookings/years',
    '/api/bookings/etag/00000000-0000-4000-8000-000000000000',
    '/api/bookings/allBookingsWithOpenPayments',
    '/api/bookings/paymentStatus',
    '/api/bookings/events?from=2027-03-01&to=2027-04-01',
    '/api/bookings/full?from=2027-03-01&to=2027-04-01',
  ];

  it('answers 401 without a token and 403 without bookings.read, on every reading call', async () => {
    const stranger = await newUser(ctx, admin, 'no-bookings@test.local', ['customers.read']);
    for (const url of calls) {
      expectError(await versioned(ctx, { method: 'GET', url }), 401, 'UNAUTHORIZED', url.split('?')[0]!);
      expectError(await get(url, stranger), 403, 'FORBIDDEN_RESSOURCE', url.split('?')[0]!);
    }
  });
});

describe('finding bookings', () => {
  it('finds by number, guest name, e-mail and external reference, only active ones on request', async () => {
    const guest = await newCustomer(ctx, admin, {
      firstName: 'Zelda',
      lastName: 'Quorn',
      email: 'zq@example.org',
    });
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']!, guests: [guest.id] }],
    });
    await post(`/api/bookings/${booking.id}/ref`, { kind: 'agency', value: 'AG-7781' });
    expect(await find(booking.bookingNo)).toEqual([
      {
        id: booking.id,
        bookingNo: booking.bookingNo,
        state: 'planned',
        type: 'vessel',
        from: '2027-03-06',
        to: '2027-03-13',
        leadName: booking.leadName,
        noOfPax: 1,
        vessel: ids.manta,
        resort: null,
        currency: 'EUR',
        total: booking.total,
        paid: 0,
        matched: 'bookingNo',
      },
    ]);
    expect(await find(booking.bookingNo.slice(0, -1))).toContainEqual(
      expect.objectContaining({ id: booking.id, matched: 'bookingNo' }),
    );
    expect((await find('quorn'))[0]).toMatchObject({ id: booking.id, matched: 'guest' });
    expect((await find('ZELDA Q'))[0]).toMatchObject({ id: booking.id, matched: 'guest' });
    expect((await find('zq@example'))[0]).toMatchObject({ id: booking.id, matched: 'email' });
    expect((await find('ag-77'))[0]).toMatchObject({ id: booking.id, matched: 'reference' });
    // LIKE wildcards are taken as text.
    expect(await find('100%_')).toEqual([]);

    // The lead need not sleep on board: their e-mail finds the booking too.
    const booker = await newCustomer(ctx, admin, {
      firstName: 'Bea',
      lastName: 'Booker',
      email: 'bea@agency.test',
    });
    const lead = await post(`/api/bookings/${booking.id}`, { lead: booker.id });
    expect(lead.statusCode, lead.body).toBe(200);
    expect(await find('bea@agency')).toEqual([expect.objectContaining({ id: booking.id, matched: 'email' })]);

    await post(`/api/bookings/${booking.id}/cancell`, {});
    expect(await find('quorn', '&onlyActive=true')).toEqual([]);
    expect(await find('quorn', '&onlyActive=false')).toHaveLength(1);

    expect(await find('quorn', '', mantaOnly)).toHaveLength(1);
    expect(await find('quorn', '', dugongOnly)).toEqual([]);
    expect(await find(booking.bookingNo, '', dugongOnly)).toEqual([]);
  });

  it('answers newest arrival first', async () => {
    const early = await newTripBooking(ctx, admin, { schedule: ids.s1!, rooms: [{ room: ids['Cabin 2']! }] });
    const late = await newTripBooking(ctx, admin, { schedule: ids.s4!, rooms: [{ room: ids['Cabin 2']! }] });
    const found = (await find('Test')).map((b) => b.id);
    expect(found.indexOf(late.id)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(late.id)).toBeLessThan(found.indexOf(early.id));
    const froms = (await find('Test')).map((b) => b.from);
    expect(froms).toEqual([...froms].sort().reverse());
  });

  it('refuses a missing or too long query and an unknown onlyActive in the error shape', async () => {
    for (const url of [
      '/api/bookings/find',
      '/api/bookings/find?query=',
      '/api/bookings/find?query=%20%20',
      `/api/bookings/find?query=${'x'.repeat(201)}`,
      '/api/bookings/find?query=x&onlyActive=maybe',
    ]) {
      const body = expectError(await get(url), 400, 'VALIDATION_ERROR', '/api/bookings/find');
      expect(body.fields?.[0]?.path).toMatch(/query|onlyActive/);
    }
  });
});

describe('years and versions', () => {
  it('answers the years bookings start in, ascending, each only for who may see them', async () => {
    const s1 = (await get(`/api/schedule/${ids.s1}`)).json();
    const next = await post('/api/schedule', {
      tour: s1.tour,
      vessel: ids.manta,
      from: '2028-02-05',
      to: '2028-02-12',
    });
    expect(next.statusCode, next.body).toBe(201);
    await newTripBooking(ctx, admin, { schedule: next.json().id, rooms: [{ room: ids['Cabin 1']! }] });
    expect((await get('/api/bookings/years')).json()).toEqual([2027, 2028]);
    expect((await get('/api/bookings/years', mantaOnly)).json()).toEqual([2027, 2028]);
    expect((await get('/api/bookings/years', dugongOnly)).json()).toEqual([]);
  });

  it('answers a booking’s version and last change for polling, 404 when unknown or not visible', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 2']! }],
    });
    const etag = (await get(`/api/bookings/etag/${booking.id}`)).json();
    expect(etag).toEqual({ id: booking.id, version: 1, updatedAt: expect.any(String) });
    await post(`/api/bookings/${booking.id}`, { note: 'changed' });
    const changed = (await get(`/api/bookings/etag/${booking.id}`)).json();
    expect(changed.version).toBe(2);
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(etag.updatedAt));
    expect((await get(`/api/bookings/etag/${booking.id}`, mantaOnly)).json().version).toBe(2);

    const path = `/api/bookings/etag/${booking.id}`;
    expectError(await get(path, dugongOnly), 404, 'NOT_FOUND', path);
    const unknown = '/api/bookings/etag/00000000-0000-4000-8000-000000000000';
    expectError(await get(unknown), 404, 'NOT_FOUND', unknown);
    const bad = expectError(
      await get('/api/bookings/etag/nope'),
      400,
      'VALIDATION_ERROR',
      '/api/bookings/etag/nope',
    );
    expect(bad.fields?.[0]?.path).toBe('params.id');
  });
});

describe('calendar events and whole bookings', () => {
  it('answers the bookings of a range as events and as whole bookings, paged, for who may see them', async () => {
    // A trip of its own, so the range holds only this test's bookings.
    const s1 = (await get(`/api/schedule/${ids.s1}`)).json();
    const made = await post('/api/schedule', {
      tour: s1.tour,
      vessel: ids.manta,
      from: '2029-05-05',
      to: '2029-05-12',
    });
    const schedule = made.json();
    const kept = await newTripBooking(ctx, admin, {
      schedule: schedule.id,
      rooms: [{ room: ids['Cabin 4']! }],
    });
    const gone = await newTripBooking(ctx, admin, { schedule: schedule.id, rooms: [{ room: ids.Suite! }] });
    await versioned(ctx, { method: 'DELETE', url: `/api/bookings/${gone.id}`, token: admin });
    const range = `from=${schedule.from}&to=${schedule.to}`;
    const events = (await get(`/api/bookings/events?${range}`)).json() as { id: string; title: string }[];
    expect(events.map((e) => e.id)).toContain(kept.id);
    expect(events.map((e) => e.id)).not.toContain(gone.id);
    expect(events.find((e) => e.id === kept.id)).toMatchObject({
      bookingNo: kept.bookingNo,
      title: kept.leadName,
      from: schedule.from,
      to: schedule.to,
      state: 'planned',
      vessel: ids.manta,
      schedule: schedule.id,
    });
    const deleted = (await get(`/api/bookings/events?${range}&states=deleted`)).json() as { id: string }[];
    expect(deleted.map((e) => e.id)).toEqual([gone.id]);
    expect((await get(`/api/bookings/events?${range}`, dugongOnly)).json()).toEqual([]);
    const bad = await get('/api/bookings/events?from=2027-03-01&to=2026-03-01');
    expect(bad.statusCode).toBe(400);

    const full = (await get(`/api/bookings/full?${range}&size=1`)).json();
    expect(full).toMatchObject({ total: 2, page: 0, size: 1 });
    expect(full.data[0]).toMatchObject({ rooms: [{ roomName: expect.any(String) }], payments: [] });
    expect(full.data[0].calculation.entries.length).toBeGreaterThan(0);
    const second = (await get(`/api/bookings/full?${range}&size=1&page=1`)).json();
    expect([full.data[0].id, second.data[0].id].sort()).toEqual([kept.id, gone.id].sort());
    expect((await get(`/api/bookings/full?${range}`, dugongOnly)).json().total).toBe(0);
  });
});

describe('comments', () => {
  it('records who wrote a comment, lets only them or an administrator change it, keeps the author, lists by booking', async () => {
    const one = await newTripBooking(ctx, admin, { schedule: ids.s2!, rooms: [{ room: ids['Cabin 3']! }] });
    const other = await newTripBooking(ctx, admin, { schedule: ids.s2!, rooms: [{ room: ids['Cabin 4']! }] });
    const adminUser = (await ctx.login()).user;
    const mine = await post('/api/bookingcomment', { booking: one.id, text: 'Late check-in', author: 'x' });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({
      author: adminUser.id,
      authorName: adminUser.name,
      vessel: ids.manta,
    });
    const theirs = await post(
      '/api/bookingcomment',
      { booking: other.id, text: 'Needs a transfer' },
      mantaOnly,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json()).toMatchObject({ authorName: 'manta-reads@test.local' });
    expect(theirs.json().author).not.toBe(adminUser.id);

    // Someone else's words are not changed by a colleague; an administrator's edit keeps the author.
    const notTheirs = await post(
      `/api/bookingcomment/${mine.json().id}`,
      { booking: one.id, text: 'rewritten', version: 1 },
      mantaOnly,
    );
    expect(notTheirs.statusCode).toBe(403);
    const edited = await post(`/api/bookingcomment/${mine.json().id}`, {
      booking: one.id,
      text: 'Late check-in, 23:00',
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ author: adminUser.id, authorName: adminUser.name });
    const tidied = await post(`/api/bookingcomment/${theirs.json().id}`, {
      booking: other.id,
      text: 'Needs a transfer',
      version: 1,
    });
    expect(tidied.json()).toMatchObject({
      author: theirs.json().author,
      authorName: 'manta-reads@test.local',
    });

    const of = async (booking: string, token = admin) =>
      (
        await get(
          `/api/bookingcomment?size=0&filter=${encodeURIComponent(JSON.stringify({ booking }))}`,
          token,
        )
      )
        .json()
        .data.map((c: { text: string }) => c.text);
    expect(await of(one.id)).toEqual(['Late check-in, 23:00']);
    expect(await of(other.id)).toEqual(['Needs a transfer']);
    expect(await of(one.id, dugongOnly)).toEqual([]);

    const refused = await post('/api/bookingcomment', { booking: one.id, text: 'not mine' }, dugongOnly);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ description: 'VALIDATION_ERROR', fields: [{ path: 'booking' }] });
    const unknown = await post('/api/bookingcomment', {
      booking: '00000000-0000-4000-8000-000000000000',
      text: 'nobody’s',
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, fields: [{ path: 'booking' }] });
    expect(
      (
        await versioned(ctx, {
          method: 'POST',
          url: '/api/bookingcomment',
          payload: { booking: one.id, text: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('money open and due', () => {
  it('lists bookings with money open by arrival, as a page of the paging object', async () => {
    const due = await newTripBooking(ctx, admin, { schedule: ids.s3!, rooms: [{ room: ids['Cabin 3']! }] });
    const paid = await newTripBooking(ctx, admin, { schedule: ids.s3!, rooms: [{ room: ids['Cabin 4']! }] });
    const pay = await post(`/api/bookings/${paid.id}/payment`, {
      amount: paid.total,
      currency: 'EUR',
      date: '2027-01-10',
      method: 'cash',
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const all = await openPayments();
    expect(all).toMatchObject({ page: 0, size: 25 });
    expect(all.total).toBe(all.data.length);
    expect(all.data.find((b) => b.id === due.id)).toEqual({
      id: due.id,
      bookingNo: due.bookingNo,
      state: 'planned',
      leadName: due.leadName,
      from: '2027-03-20',
      to: '2027-03-27',
      currency: 'EUR',
      total: due.total,
      paid: 0,
      open: due.total,
    });
    expect(all.data.find((b) => b.id === paid.id)).toBeUndefined();
    // Cancelled bookings hold no beds and are not listed.
    expect(all.data.every((b) => ['draft', 'planned', 'confirmed'].includes(b.state))).toBe(true);
    const froms = all.data.map((b) => b.from);
    expect(froms).toEqual([...froms].sort());

    const second = await openPayments('?page=1&size=1');
    expect(second).toMatchObject({ page: 1, size: 1, total: all.total });
    expect(second.data.map((b) => b.id)).toEqual([all.data[1]!.id]);
    expect((await openPayments('?size=0')).data).toHaveLength(all.total);
    const byOpen = (await openPayments('?sort=open&order=-1')).data.map((b) => b.open);
    expect(byOpen).toEqual([...byOpen].sort((a, b) => b - a));
    expect((await openPayments(`?search=${due.bookingNo}`)).data.map((b) => b.id)).toEqual([due.id]);
    const confirmed = encodeURIComponent(JSON.stringify({ state: 'confirmed' }));
    expect((await openPayments(`?filter=${confirmed}`)).total).toBe(0);
    const onManta = encodeURIComponent(JSON.stringify({ vessel: [ids.manta] }));
    expect((await openPayments(`?filter=${onManta}`)).total).toBe(all.total);

    expect((await openPayments('', mantaOnly)).total).toBe(all.total);
    expect(await openPayments('', dugongOnly)).toEqual({ data: [], total: 0, page: 0, size: 25 });

    const path = '/api/bookings/allBookingsWithOpenPayments';
    for (const [query, field] of [
      ['?sort=password', 'sort'],
      [`?filter=${encodeURIComponent('{"lead":"x"}')}`, 'filter.lead'],
      [`?filter=${encodeURIComponent('{"vessel":"not-an-id"}')}`, 'filter.vessel'],
      ['?size=-1', 'querystring.size'],
    ] as const) {
      const body = expectError(await get(`${path}${query}`), 400, 'VALIDATION_ERROR', path);
      expect(body.fields?.[0]?.path).toBe(field);
    }
  });

  it('answers what falls due within the days asked, overdue first, settled by what was paid', async () => {
    ctx.services.clock.now = () => new Date('2027-01-10T10:00:00Z');
    // Deposit (30 %) due 2027-01-17, the rest 2027-02-18 (30 days before the 20.03. arrival).
    const early = await newTripBooking(ctx, admin, { schedule: ids.s3!, rooms: [{ room: ids.Suite! }] });
    const deposit = Math.round(early.total * 0.3);
    const withDeposit = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids.Shared!, beds: [0] }],
    });
    const pay = await post(`/api/bookings/${withDeposit.id}/payment`, {
      amount: Math.round(withDeposit.total * 0.3),
      currency: 'EUR',
      date: '2027-01-10',
      method: 'bankTransfer',
    });
    expect(pay.statusCode, pay.body).toBe(201);
    ctx.services.clock.now = () => new Date('2027-01-20T10:00:00Z');
    // Booked on the 20th: its deposit falls due on the 27th.
    const later = await newTripBooking(ctx, admin, { schedule: ids.s4!, rooms: [{ room: ids.Suite! }] });

    const line = (lines: PaymentStatusLine[], id: string) => lines.find((l) => l.id === id);
    const in3 = await paymentStatus(3);
    expect(line(in3, early.id)).toMatchObject({
      bookingNo: early.bookingNo,
      leadName: early.leadName,
      due: { date: '2027-01-17', amount: deposit, overdue: true },
    });
    expect(line(in3, later.id)).toBeUndefined();
    // The paid deposit is settled: the rest is next, due 2027-02-18, not within 3 days.
    expect(line(in3, withDeposit.id)).toBeUndefined();

    const in30 = await paymentStatus(30);
    expect(line(in30, later.id)).toMatchObject({ due: { date: '2027-01-27', overdue: false } });
    expect(line(in30, withDeposit.id)).toMatchObject({
      due: {
        date: '2027-02-18',
        amount: withDeposit.total - Math.round(withDeposit.total * 0.3),
        overdue: false,
      },
    });
    const overdue = in30.map((l) => l.due.overdue);
    expect(overdue).toEqual([...overdue].sort((a, b) => Number(b) - Number(a)));
    expect(in30.findIndex((l) => l.id === early.id)).toBeLessThan(in30.findIndex((l) => l.id === later.id));
    const dates = in30.filter((l) => !l.due.overdue).map((l) => l.due.date);
    expect(dates).toEqual([...dates].sort());
    expect((await get('/api/bookings/paymentStatus')).json()).toEqual(in30);

    expect(line(await paymentStatus(30, mantaOnly), early.id)).toBeDefined();
    expect(await paymentStatus(30, dugongOnly)).toEqual([]);

    for (const days of ['0', '367', 'soon', '1.5']) {
      const body = expectError(
        await get(`/api/bookings/paymentStatus?days=${days}`),
        400,
        'VALIDATION_ERROR',
        '/api/bookings/paymentStatus',
      );
      expect(body.fields?.[0]?.path).toBe('querystring.days');
    }
  });

  it('counts the days in the operator’s timezone', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 4']! }],
    });
    const dueOn = (await paymentStatus(366)).find((l) => l.id === booking.id)!.due.date;
    // Noon UTC on the day it falls due: that day in UTC, already the next in Kiritimati (UTC+14).
    ctx.services.clock.now = () => new Date(`${dueOn}T12:00:00Z`);
    const inOneDay = async () => (await paymentStatus(1)).find((l) => l.id === booking.id);
    expect(await inOneDay()).toMatchObject({ due: { date: dueOn, overdue: false } });
    await ctx.services.settings.put('general', 'timezone', 'Pacific/Kiritimati');
    expect(await inOneDay()).toMatchObject({ due: { date: dueOn, overdue: true } });
    await ctx.services.settings.put('general', 'timezone', 'UTC');
  });
});
