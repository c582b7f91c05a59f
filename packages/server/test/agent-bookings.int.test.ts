import { addDays, type BookingDetail } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31, finding 6 and the credit limit: an agent books an offer or reservation with an option
 * date (unless the operator opens more states), no stay runs past booking.maxStayNights, what
 * agents and the public book has a price, only staff who may change prices force a special, and
 * two bookings of one agency racing for the last of its credit limit: exactly one passes.
 */
let ctx: TestContext;
let admin: string;
let agent: string;
let trips: Record<string, string>;
let coral: Record<string, string>;
let agencyId: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

const today = () => ctx.operatorToday();

async function agentTrip(extra: Record<string, unknown>, cabin = 'Cabin 1', token = agent) {
  // The agent's own client: an agency names only customers it created (customer access rule).
  const guest = await newCustomer(ctx, token);
  return call(
    'POST',
    '/api/bookings',
    { schedule: trips.s1, rooms: [{ room: trips[cabin], guests: [guest.id] }], ...extra },
    token,
  );
}

async function stay(from: string, to: string, token = admin, room = 'R1') {
  const guest = await newCustomer(ctx, token);
  return call(
    'POST',
    '/api/bookings',
    { resort: coral.resort, dates: { from, to }, rooms: [{ room: coral[room], guests: [guest.id] }] },
    token,
  );
}

const fieldsOf = (res: { json: () => { fields?: { path: string; message: string }[] } }) =>
  res.json().fields ?? [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  trips = await tripWorld(ctx, admin);
  coral = await resortWorld(ctx, admin);
  const made = await call('POST', '/api/agency', { name: 'Reef Travel' });
  expect(made.statusCode, made.body).toBe(201);
  agencyId = made.json().id;
  agent = await newUser(ctx, admin, 'agent@reef-travel.test', ['agencies.self', 'bookings.create'], {
    userType: 'agency',
    agency: agencyId,
  });
  await ctx.services.settings.put('booking', 'allowAgencyBooking', 'true');
}, 60_000);
afterAll(() => ctx?.close());

describe('agent bookings', () => {
  it('books an offer or reservation with an option date, confirmed only when the operator allows it', async () => {
    const confirmed = await agentTrip({ state: 'confirmed' });
    expect(confirmed.statusCode).toBe(400);
    expect(fieldsOf(confirmed)).toEqual([
      { path: 'state', message: 'An agent books as draft or planned only' },
    ]);
    const endless = await agentTrip({ state: 'planned', optionUntil: null });
    expect(endless.statusCode).toBe(400);
    expect(fieldsOf(endless)[0]?.path).toBe('optionUntil');
    const far = await agentTrip({ state: 'draft', optionUntil: addDays(await today(), 30) });
    expect(far.statusCode).toBe(400);
    expect(fieldsOf(far)[0]?.message).toContain('at most 7 days');

    const offer = await agentTrip({ state: 'draft' });
    expect(offer.statusCode, offer.body).toBe(201);
    expect(offer.json()).toMatchObject({ state: 'draft', agency: agencyId });
    expect(offer.json().optionUntil).not.toBeNull();
    expect(offer.json().optionUntil <= addDays(await today(), 7)).toBe(true);
    await call('DELETE', `/api/bookings/${offer.json().id}?version=${offer.json().version}`);

    await ctx.services.settings.put('booking', 'agentStates', 'draft, planned, confirmed');
    try {
      const opened = await agentTrip({ state: 'confirmed' });
      expect(opened.statusCode, opened.body).toBe(201);
      expect(opened.json()).toMatchObject({ state: 'confirmed', optionUntil: null });
      await call('DELETE', `/api/bookings/${opened.json().id}?version=${opened.json().version}`);
    } finally {
      await ctx.services.settings.put('booking', 'agentStates', '');
    }
  });

  it('keeps every resort stay within booking.maxStayNights, at the desk too', async () => {
    const decades = await stay('2027-05-01', '2057-05-01');
    expect(decades.statusCode).toBe(400);
    expect(fieldsOf(decades)).toEqual([
      { path: 'dates.to', message: 'A stay runs at most 60 nights; this one has 10958' },
    ]);
    expect((await stay('2027-05-01', '2057-05-01', agent)).statusCode).toBe(400);

    const sixty = await stay('2027-05-01', addDays('2027-05-01', 60));
    expect(sixty.statusCode, sixty.body).toBe(201);
    const booked = sixty.json() as BookingDetail;
    const longer = await call('POST', `/api/bookings/${booked.id}/rooms/${booked.rooms[0]!.id}/date`, {
      from: '2027-05-01',
      to: addDays('2027-05-01', 61),
      version: booked.version,
    });
    expect(longer.statusCode).toBe(400);
    expect(fieldsOf(longer)[0]).toEqual({
      path: 'to',
      message: 'A stay runs at most 60 nights; this one has 61',
    });

    // The booking pages price no stay they would not book.
    await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
    const quoted = await call('POST', '/api/book/booking/price', {
      resort: coral.resort,
      dates: { from: '2027-05-01', to: '2057-05-01' },
      rooms: [{ room: coral.R3, guests: 1 }],
    });
    expect(quoted.statusCode).toBe(400);
    expect(fieldsOf(quoted)[0]).toEqual({
      path: 'dates.to',
      message: 'A stay runs at most 60 nights; this one has 10958',
    });

    await ctx.services.settings.put('booking', 'maxStayNights', '90');
    try {
      expect((await stay('2027-08-01', addDays('2027-08-01', 61), admin, 'R2')).statusCode).toBe(201);
    } finally {
      await ctx.services.settings.put('booking', 'maxStayNights', '');
    }
  });

  it('refuses what has no price for agents and the public, and keeps the warning for staff', async () => {
    // MV Dugong's trip d1 has no price list.
    const guest = await newCustomer(ctx, agent);
    const unpriced = { schedule: trips.d1, rooms: [{ room: trips.D1, guests: [guest.id] }] };
    const byAgent = await call('POST', '/api/bookings', unpriced, agent);
    expect(byAgent.statusCode).toBe(400);
    expect(fieldsOf(byAgent)).toEqual([
      { path: 'rooms', message: expect.stringContaining('No active price list covers') },
    ]);

    await ctx.services.settings.put('booking', 'allowCustomerBooking', 'true');
    const online = await call('POST', '/api/book/booking/create', {
      draft: { schedule: trips.d1, rooms: [{ room: trips.D1, guests: 1 }] },
      booker: { firstName: 'Pia', lastName: 'Public', email: 'pia@example.test', country: 'DE' },
      guests: [{ firstName: 'Pia', lastName: 'Public' }],
      acceptTerms: true,
      idempotencyKey: `unpriced-${Date.now()}`,
    });
    expect(online.statusCode).toBe(400);
    expect(online.json().fields[0].message).toContain('No active price list covers');

    // Staff may book before prices are entered and price by hand; the calculation says what is missing.
    const byStaff = await call('POST', '/api/bookings', unpriced);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(byStaff.json().calculation.warnings).toEqual([expect.objectContaining({ code: 'NO_PRICE' })]);
  });

  it('lets only staff who may change prices force a special; agents set no prices of their own', async () => {
    const special = await call('POST', '/api/specials', {
      name: 'Groups of twenty',
      status: 'active',
      discount: 'PerCent',
      discountValue: 50,
      rule: [{ criterion: 'NoOfPax', operator: 'GreaterThanEquals', values: [20] }],
    });
    expect(special.statusCode, special.body).toBe(201);
    const forced = { extras: { addons: [], specials: [{ special: special.json().id, ignoreRules: true }] } };
    const byAgent = await agentTrip({ ...forced });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().description).toBe('FORBIDDEN_RESSOURCE');
    const manual = await agentTrip({
      extras: {
        addons: [],
        specials: [],
        manual: [
          {
            id: 'm-1',
            replaces: null,
            removed: false,
            text: 'Discount',
            amount: -150_000,
            currency: 'EUR',
            customer: null,
            customerType: 'Direct',
            type: 'discount',
            editable: true,
            deletable: true,
          },
        ],
      },
    });
    expect(manual.statusCode).toBe(400);
    expect(fieldsOf(manual)).toEqual([{ path: 'extras.manual', message: 'Only the operator sets this' }]);

    const clerk = await newUser(ctx, admin, 'clerk@manta.test', [
      'customers.create',
      'bookings.create',
      'bookings.read',
      'bookings.update',
    ]);
    const booked = await agentTrip({}, 'Cabin 2', clerk);
    expect(booked.statusCode, booked.body).toBe(201);
    const url = `/api/bookings/${booked.json().id}/special/${special.json().id}`;
    const refused = await call('POST', url, { ignoreRules: true, version: booked.json().version }, clerk);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().description).toBe('FORBIDDEN_RESSOURCE');
    expect((await agentTrip({ ...forced }, 'Cabin 2', clerk)).statusCode).toBe(403);
    const pricer = await newUser(ctx, admin, 'pricer@manta.test', [
      'bookings.read',
      'bookings.update',
      'price.update',
    ]);
    const applied = await call('POST', url, { ignoreRules: true, version: booked.json().version }, pricer);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().total).toBe(75_000);
    await call('DELETE', `/api/bookings/${booked.json().id}?version=${applied.json().version}`);
  });
});

describe('the agency credit limit', () => {
  it('lets exactly one of two concurrent bookings through when together they pass the limit', async () => {
    const limited = await call('POST', '/api/agency', {
      name: 'Tight Tours',
      payer: 'agency',
      creditLimit: 2000,
    });
    expect(limited.statusCode, limited.body).toBe(201);
    const booker = await newUser(ctx, admin, 'agent@tight.test', ['agencies.self', 'bookings.create'], {
      userType: 'agency',
      agency: limited.json().id,
    });
    const [a, b] = await Promise.all([newCustomer(ctx, booker), newCustomer(ctx, booker)]);
    const book = (cabin: string, guest: string) =>
      call(
        'POST',
        '/api/bookings',
        { schedule: trips.s2, rooms: [{ room: trips[cabin], guests: [guest] }] },
        booker,
      );
    // 1,500.00 each against 2,000.00: on PostgreSQL the two run at once on two connections.
    const answers = await Promise.all([book('Cabin 3', a.id), book('Cabin 4', b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ description: 'CREDIT_LIMIT', params: { open: '€1,500.00' } });
  });

  it('holds a rebooking that owes more to the limit, and lets one that owes no more pass', async () => {
    const limited = await call('POST', '/api/agency', {
      name: 'Rebook Reisen',
      payer: 'agency',
      creditLimit: 2000,
    });
    const guest = await newCustomer(ctx, admin);
    const made = await call('POST', '/api/bookings', {
      schedule: trips.s3,
      rooms: [{ room: trips['Cabin 1'], guests: [guest.id] }],
      agency: limited.json().id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json() as BookingDetail;
    const toSuite = await call('POST', `/api/bookings/${booking.id}/rebook/${trips.s4}`, {
      rooms: [{ roomBooking: booking.rooms[0]!.id, room: trips.Suite }],
      version: booking.version,
    });
    expect(toSuite.statusCode).toBe(409);
    expect(toSuite.json()).toMatchObject({ description: 'CREDIT_LIMIT', params: { after: '€2,200.00' } });
    const same = await call('POST', `/api/bookings/${booking.id}/rebook/${trips.s4}`, {
      version: booking.version,
    });
    expect(same.statusCode, same.body).toBe(201);
  });
});
