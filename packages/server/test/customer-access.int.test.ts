import { randomUUID } from 'node:crypto';
import type { BookingDetail } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31, finding 3: one access rule for customers on every write that names one. An agent of
 * agency A named agency B's customer in a booking, then "owned" it through that booking: read the
 * passport, changed the e-mail and with it looked B's booking up publicly. Now a caller names only
 * customers it may read, an agency reads only the customers it created, and a customer it may not
 * read is refused exactly like one that does not exist.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let agencyA: string;
let agencyB: string;
/** An agent of A as the product makes them: books, sees its agency's bookings. */
let agentA: string;
/** An agent of A given more: changes bookings, sends forms; still limited to A's customers. */
let deskA: string;
let agentB: string;
/** The operator's staff with the customer file. */
let staff: string;
/** The operator's user who changes bookings but may not read the customer file. */
let lowScope: string;
let rival: { id: string; bookingNo: string };
let ownA: string;
let ownA2: string;

type Body = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

async function agency(name: string): Promise<string> {
  const res = await call('POST', '/api/agency', admin, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function customer(token: string, firstName: string, email = ''): Promise<string> {
  const res = await call('POST', '/api/customer', token, {
    masterData: { firstName, lastName: 'Client' },
    contact: { email },
    address: {},
    passport: { number: `P-${firstName}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A booking of one cabin on `schedule`, by admin unless told, answered as made. */
async function booking(body: Body, token = admin): Promise<BookingDetail> {
  const res = await call('POST', '/api/bookings', token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The answer for a customer that does not exist: what every refusal below must look like. */
function expectNoSuchCustomer(res: { statusCode: number; json(): Body }, paths: string[]) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.description).toBe('VALIDATION_ERROR');
  expect(body.fields).toEqual(paths.map((path) => ({ path, message: 'No such customer' })));
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  await ctx.services.settings.put('booking', 'allowAgencyBooking', 'true');
  agencyA = await agency('Agency A');
  agencyB = await agency('Agency B');
  const asAgent = (agencyId: string) => ({ userType: 'agency', agency: agencyId });
  agentA = await newUser(ctx, admin, 'agent@a.test', ['agencies.self', 'bookings.create'], asAgent(agencyA));
  deskA = await newUser(
    ctx,
    admin,
    'desk@a.test',
    ['agencies.self', 'bookings.create', 'bookings.update', 'forms.read'],
    asAgent(agencyA),
  );
  agentB = await newUser(ctx, admin, 'agent@b.test', ['agencies.self', 'bookings.create'], asAgent(agencyB));
  staff = await newUser(ctx, admin, 'staff@operator.test', [
    'bookings.create',
    'bookings.read',
    'bookings.update',
    'customers.read',
    'customers.update',
    'forms.read',
  ]);
  lowScope = await newUser(ctx, admin, 'desk@operator.test', ['bookings.read', 'bookings.update']);

  // B's client, made by B's agent, booked through B.
  const rivalId = await customer(agentB, 'Rival', 'rival@agency-b.test');
  const rivalBooking = await booking({
    schedule: ids.s1,
    rooms: [{ room: ids['Cabin 1'], guests: [rivalId] }],
    agency: agencyB,
    state: 'confirmed',
  });
  rival = { id: rivalId, bookingNo: rivalBooking.bookingNo };
  ownA = await customer(agentA, 'Own');
  ownA2 = await customer(deskA, 'Second');

  const company = await call('POST', '/api/company', admin, {
    name: 'Blue Reef Diving GmbH',
    address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
  });
  expect(company.statusCode, company.body).toBe(200);
  const tax = await call('POST', '/api/tax', admin, {
    name: 'Standard',
    percent: 19,
    category: 'S',
    isDefault: true,
  });
  expect(tax.statusCode, tax.body).toBe(201);
}, 60_000);
afterAll(() => ctx?.close());

/** What agent A can learn of B's customer: nothing, and nothing can be changed. */
async function expectHiddenFromA() {
  for (const token of [agentA, deskA]) {
    expect((await call('GET', `/api/customer/${rival.id}`, token)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/customer?size=0', token)).json().data as { id: string }[];
    expect(listed.map((c) => c.id)).not.toContain(rival.id);
    const changed = await call('POST', `/api/customer/${rival.id}`, token, {
      version: 1,
      contact: { email: 'attacker@agency-a.test' },
    });
    expect(changed.statusCode).toBe(404);
  }
  // B's booking still answers only to B's client's own address.
  const lookup = (email: string) => call('GET', `/api/book/no/${rival.bookingNo}?email=${email}`, '');
  expect((await lookup('attacker@agency-a.test')).statusCode).toBe(404);
  expect((await lookup('RIVAL@agency-b.test')).statusCode).toBe(200);
}

describe('one access rule for customers', () => {
  it('refuses a new booking that names another agency’s customer, as if the customer did not exist', async () => {
    const cabin = (guests: (string | null)[]) => [{ room: ids['Cabin 2'], guests }];
    const asGuest = await call('POST', '/api/bookings', agentA, {
      schedule: ids.s2,
      rooms: cabin([ownA, rival.id]),
      state: 'draft',
    });
    expectNoSuchCustomer(asGuest, ['rooms.0.guests.1']);
    const unknown = await call('POST', '/api/bookings', agentA, {
      schedule: ids.s2,
      rooms: cabin([ownA, randomUUID()]),
      state: 'draft',
    });
    expectNoSuchCustomer(unknown, ['rooms.0.guests.1']);
    expect(asGuest.json().message).toBe(unknown.json().message);

    const asBooker = await call('POST', '/api/bookings', agentA, {
      schedule: ids.s2,
      rooms: cabin([ownA]),
      lead: rival.id,
      state: 'draft',
    });
    expectNoSuchCustomer(asBooker, ['lead']);
    // Neither do customers of the operator become the agency's by being named.
    const operators = await newCustomer(ctx, admin);
    expectNoSuchCustomer(
      await call('POST', '/api/bookings', agentA, { schedule: ids.s2, rooms: cabin([operators.id]) }),
      ['rooms.0.guests.0'],
    );
    expect((await call('GET', '/api/bookings?size=0', agentA)).json().total).toBe(0);
    await expectHiddenFromA();

    // Its own clients the agent books, reads and keeps up to date as before.
    const own = await booking({ schedule: ids.s2, rooms: cabin([ownA, ownA2]), state: 'draft' }, agentA);
    expect(own).toMatchObject({ agency: agencyA, lead: ownA });
    const read = await call('GET', `/api/customer/${ownA}`, agentA);
    expect(read.json().passport.number).toBe('P-Own');
    const updated = await call('POST', `/api/customer/${ownA}`, agentA, {
      version: read.json().version,
      contact: { email: 'own@agency-a.test' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // The operator's staff name anyone.
    await booking({ schedule: ids.s2, rooms: [{ room: ids['Cabin 3'], guests: [rival.id] }] }, staff);
  });

  it('refuses another agency’s customer as a guest, booker or payer of an existing booking', async () => {
    const mine = await booking({
      schedule: ids.s3,
      rooms: [{ room: ids['Cabin 1'], guests: [ownA, null] }],
      agency: agencyA,
      state: 'confirmed',
    });
    const room = mine.rooms[0]!.id;
    const version = mine.version;
    expectNoSuchCustomer(
      await call('POST', `/api/bookings/${mine.id}/rooms`, deskA, {
        room: ids['Cabin 2'],
        guests: [rival.id],
        version,
      }),
      ['guests.0'],
    );
    expectNoSuchCustomer(
      await call('POST', `/api/bookings/${mine.id}/rooms/${room}/customers`, deskA, {
        guests: [ownA, rival.id],
        version,
      }),
      ['guests.1'],
    );
    expectNoSuchCustomer(
      await call('POST', `/api/bookings/${mine.id}/changeCustomer`, deskA, {
        to: rival.id,
        room,
        idx: 1,
        version,
      }),
      ['to'],
    );
    expectNoSuchCustomer(await call('POST', `/api/bookings/${mine.id}`, deskA, { lead: rival.id, version }), [
      'lead',
    ]);
    expectNoSuchCustomer(await call('POST', `/api/bookings/${mine.id}/invoice`, deskA, { payer: rival.id }), [
      'payer',
    ]);
    // A user of the operator without the customer file is held to the same rule.
    expectNoSuchCustomer(
      await call('POST', `/api/bookings/${mine.id}/changeCustomer`, lowScope, {
        to: rival.id,
        room,
        idx: 1,
        version,
      }),
      ['to'],
    );
    expect((await call('GET', `/api/bookings/${mine.id}`, admin)).json().version).toBe(version);
    await expectHiddenFromA();

    // The booking's own people move freely, the agency's clients join, and staff add anyone.
    const seated = await call('POST', `/api/bookings/${mine.id}/rooms/${room}/customers`, deskA, {
      guests: [null, ownA],
      version,
    });
    expect(seated.statusCode, seated.body).toBe(200);
    const joined = await call('POST', `/api/bookings/${mine.id}/changeCustomer`, deskA, {
      to: ownA2,
      room,
      idx: 0,
      version: seated.json().version,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const lead = await call('POST', `/api/bookings/${mine.id}`, lowScope, {
      lead: ownA,
      version: joined.json().version,
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const added = await call('POST', `/api/bookings/${mine.id}/rooms`, staff, {
      room: ids['Cabin 2'],
      guests: [rival.id],
      version: lead.json().version,
    });
    expect(added.statusCode, added.body).toBe(200);
    const invoiced = await call('POST', `/api/bookings/${mine.id}/invoice`, deskA, { payer: ownA2 });
    expect(invoiced.statusCode, invoiced.body).toBe(201);
  });

  it('refuses forms and credits for a customer the caller may not read', async () => {
    const definition = await call('POST', '/api/formdef', admin, {
      name: 'Feedback',
      fields: [{ id: 'comment', type: 'QuestionLong', label: { en: 'Anything else?' } }],
    });
    expect(definition.statusCode, definition.body).toBe(201);
    const send = (token: string, customerId: string) =>
      call('POST', '/api/form/send', token, { definition: definition.json().id, customer: customerId });
    expectNoSuchCustomer(await send(deskA, rival.id), ['customer']);
    expectNoSuchCustomer(await send(deskA, randomUUID()), ['customer']);
    expect((await send(deskA, ownA)).statusCode).toBe(201);
    expect((await send(staff, rival.id)).statusCode).toBe(201);

    const credit = { customer: rival.id, kind: 'voucher', amount: 5000, currency: 'EUR' };
    for (const token of [agentA, deskA])
      expect((await call('POST', '/api/customer/credits', token, credit)).statusCode).toBe(403);
    expect((await call('POST', '/api/customer/credits', staff, credit)).statusCode).toBe(201);
    await expectHiddenFromA();
  });

  it('never widens what an agency reads through a booking it has with a customer', async () => {
    // The operator books its own customer through agency A: A sees the booking, not the record.
    const guest = await newCustomer(ctx, admin, { email: 'guest@operator.test' });
    const through = await booking({
      schedule: ids.s4,
      rooms: [{ room: ids['Cabin 1'], guests: [guest.id] }],
      agency: agencyA,
    });
    expect((await call('GET', `/api/bookings/${through.id}`, agentA)).json().lead).toBe(guest.id);
    expect((await call('GET', `/api/customer/${guest.id}`, agentA)).statusCode).toBe(404);
    const changed = await call('POST', `/api/customer/${guest.id}`, agentA, {
      version: guest.version,
      contact: { email: 'attacker@agency-a.test' },
    });
    expect(changed.statusCode).toBe(404);
    const listed = (await call('GET', '/api/customer?size=0', agentA)).json().data as { id: string }[];
    expect(listed.map((c) => c.id).sort()).toEqual([ownA, ownA2].sort());

    // The guest form of the agency's booking, without the customer record behind it.
    const places = await call('GET', `/api/guestform/rooms?booking=${through.id}`, agentA);
    expect(places.statusCode, places.body).toBe(200);
    const form = places.json()[0].form as string;
    const review = await call('GET', `/api/guestform/${form}`, agentA);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().customer).toBeNull();
    expect((await call('GET', `/api/guestform/${form}`, staff)).json().customer.id).toBe(guest.id);
  });

  it('gives an agent’s online booking clients to its agency', async () => {
    const made = await call('POST', '/api/book/booking/create', agentA, {
      draft: { schedule: ids.s4, rooms: [{ room: ids['Cabin 2'], guests: 2 }] },
      booker: { firstName: 'Olga', lastName: 'Online', email: 'olga@example.test', country: 'SE' },
      guests: [
        { firstName: 'Olga', lastName: 'Online' },
        { firstName: 'Otto', lastName: 'Online' },
      ],
      acceptTerms: true,
      idempotencyKey: `agent-${randomUUID()}`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const listed = (await call('GET', '/api/customer?size=0', agentA)).json().data as { fullName: string }[];
    expect(listed.map((c) => c.fullName)).toEqual(expect.arrayContaining(['Olga Online', 'Otto Online']));
    const other = (await call('GET', '/api/customer?size=0', agentB)).json().data as { fullName: string }[];
    expect(other.map((c) => c.fullName)).not.toContain('Olga Online');
  });
});
