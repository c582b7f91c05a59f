import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newUser, tripWorld } from './booking-fixtures.ts';
import { pdfText } from './pdf-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

/**
 * Agencies: the records and their contacts and links, the commission of the contract (included or
 * on top) in a booking's calculation, the credit limit and its override, the ledger that is only
 * ever reversed, the payments and the statement of a period, and an agent who sees only their own.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  versioned(ctx, { method, url, token, ...(payload ? { payload } : {}) });

async function agency(fields: Record<string, unknown>): Promise<string> {
  const res = await call('POST', '/api/agency', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** One guest in a Deluxe cabin (1,500.00 EUR) of trip s1, through `agency`. */
async function book(
  agencyId: string | null,
  cabin: string,
  extra: Record<string, unknown> = {},
  token = admin,
) {
  const guest = await newCustomer(ctx, admin);
  return call(
    'POST',
    '/api/bookings',
    { schedule: ids.s1, rooms: [{ room: ids[cabin], guests: [guest.id] }], agency: agencyId, ...extra },
    token,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
}, 60_000);
afterAll(() => ctx?.close());

describe('agencies', () => {
  it('keeps agencies with groups, contacts and the ids other systems know them by', async () => {
    const group = await call('POST', '/api/agencygroup', { name: 'Germany' });
    expect(group.statusCode, group.body).toBe(201);
    const id = await agency({
      name: 'Tauchreisen Nord',
      group: group.json().id,
      address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
      email: 'buchung@tauchreisen-nord.test',
      commissionPercent: 10,
      commissionMode: 'onTop',
    });
    const contact = await call('POST', '/api/agencycontact', {
      agency: id,
      name: 'Jana Weiß',
      role: 'Bookings',
      email: 'jana@tauchreisen-nord.test',
      receivesBookingMail: true,
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const contacts = (await call('GET', `/api/agency/contacts?agency=${id}`)).json();
    expect(contacts).toEqual([
      expect.objectContaining({ name: 'Jana Weiß', agencyName: 'Tauchreisen Nord' }),
    ]);

    expect((await call('GET', `/api/agency/${id}/link/sap`)).statusCode).toBe(404);
    expect((await call('POST', `/api/agency/${id}/link/sap`, { external: 'K-10042' })).json()).toEqual({
      system: 'sap',
      external: 'K-10042',
    });
    await call('POST', `/api/agency/${id}/link/sap`, { external: 'K-10043' });
    expect((await call('GET', `/api/agency/${id}/link/sap`)).json().external).toBe('K-10043');
    expect((await call('DELETE', `/api/agency/${id}/link/sap`)).statusCode).toBe(204);
    expect((await call('GET', '/api/agency/templates')).json()).toEqual([
      { id: 'statement', name: 'Statement' },
    ]);

    const duplicate = await call('POST', '/api/agency', { name: 'Tauchreisen Nord' });
    expect(duplicate.statusCode).toBe(409);
  });

  it('puts the commission of the contract in the calculation: included, or on top of the net', async () => {
    const included = await agency({ name: 'Included 12', commissionPercent: 12, commissionMode: 'included' });
    const onTop = await agency({ name: 'On top 12', commissionPercent: 12, commissionMode: 'onTop' });
    const a = await book(included, 'Cabin 1');
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().agency).toBe(included);
    expect((await call('GET', `/api/bookings/${a.json().id}`)).json().agencyName).toBe('Included 12');
    // 12 % of the list price of 1,500.00.
    expect(a.json().calculation.commission).toMatchObject({
      agency: included,
      percent: 12,
      amount: { amount: 18_000 },
    });
    // 12 % of the guest's price when the agency adds it to the net: 12 / 88 of the net = 204.55.
    const b = await book(onTop, 'Cabin 2');
    expect(b.json().calculation.commission).toMatchObject({ percent: 13.6364, amount: { amount: 20_455 } });

    // Changing the agency of a booking prices it again; `none` takes it off.
    const moved = await call('POST', `/api/bookings/${a.json().id}/agency/${onTop}`, {
      version: a.json().version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().calculation.commission.amount.amount).toBe(20_455);
    const off = await call('POST', `/api/bookings/${a.json().id}/agency/none`, {
      version: moved.json().version,
    });
    expect(off.json()).toMatchObject({ agency: null, calculation: { commission: null } });
    const history = (await call('GET', `/api/bookings/${a.json().id}/history`)).json();
    expect(history[0].action).toBe('agency');

    const unknown = await book('00000000-0000-4000-8000-000000000000', 'Cabin 3');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([expect.objectContaining({ path: 'agency' })]);
  });

  it('refuses a booking past the credit limit unless an operator overrides it, and says so in the history', async () => {
    const limited = await agency({
      name: 'Limited',
      payer: 'agency',
      creditLimit: 2000,
      commissionPercent: 0,
    });
    const first = await book(limited, 'Cabin 3');
    expect(first.statusCode, first.body).toBe(201);
    const second = await book(limited, 'Cabin 4');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      description: 'CREDIT_LIMIT',
      params: { agency: 'Limited', limit: '€2,000.00', open: '€1,500.00', after: '€3,000.00' },
    });
    // A clerk who may book but not change bookings cannot override.
    const clerk = await newUser(ctx, admin, 'clerk@bluereef.test', [
      'bookings.create',
      'bookings.read',
      'customers.read',
    ]);
    expect((await book(limited, 'Cabin 4', { overrideCreditLimit: true }, clerk)).statusCode).toBe(409);
    const overridden = await book(limited, 'Cabin 4', { overrideCreditLimit: true });
    expect(overridden.statusCode, overridden.body).toBe(201);
    const history = (await call('GET', `/api/bookings/${overridden.json().id}/history`)).json();
    expect(JSON.stringify(history[0])).toContain(
      'Credit limit of Limited (€2,000.00) overridden: open €3,000.00',
    );

    // Paid, the open amount makes room again.
    const paid = await call('POST', `/api/bookings/${first.json().id}/payment`, {
      amount: 150_000,
      currency: 'EUR',
      date: '2027-01-05',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payments = (
      await call('GET', `/api/bookings/agency/payments/${limited}?from=2027-01-01&to=2027-01-31`)
    ).json();
    expect(payments.payments).toEqual([
      expect.objectContaining({ bookingNo: first.json().bookingNo, amount: 150_000 }),
    ]);
    expect(payments.totals).toEqual([
      { currency: 'EUR', paid: 150_000, total: 150_000, commission: 0, owed: 0 },
    ]);

    const statement = await call(
      'GET',
      `/api/agency/${limited}/print/statement?from=2027-03-01&to=2027-03-31`,
    );
    expect(statement.statusCode, statement.body).toBe(200);
    const text = await pdfText(statement.rawPayload);
    expect(text).toContain('Statement: Limited');
    expect(text).toContain(first.json().bookingNo);
    expect(text).toContain('owed €1,500.00');
    const rows = (
      await call('GET', `/api/agency/${limited}/print/statement?from=2027-03-01&to=2027-03-31&format=json`)
    ).json();
    expect(rows.bookings.map((b: { bookingNo: string }) => b.bookingNo)).toContain(first.json().bookingNo);
    expect(rows.totals).toEqual([expect.objectContaining({ currency: 'EUR', owed: 150_000 })]);
  });

  it('keeps a ledger that is only ever reversed, with the balance of each agency', async () => {
    const id = await agency({ name: 'Ledger' });
    const prepayment = await call('POST', '/api/agency/credits', {
      agency: id,
      kind: 'prepayment',
      amount: 50_000,
    });
    expect(prepayment.statusCode, prepayment.body).toBe(201);
    const paidOut = await call('POST', '/api/agency/credits', {
      agency: id,
      kind: 'commissionPaid',
      amount: 10_000,
      note: 'Commission March',
    });
    expect(paidOut.json()).toMatchObject({ amount: -10_000, currency: 'EUR', agencyName: 'Ledger' });
    const balance = async () =>
      (await call('GET', `/api/agency/credits?agency=${id}`))
        .json()
        .balances.find((b: { agency: string }) => b.agency === id)?.balance;
    expect(await balance()).toBe(40_000);

    const reversed = await call('POST', `/api/agency/credits/${paidOut.json().id}/reverse`, {});
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(reversed.json()).toMatchObject({ kind: 'reversal', amount: 10_000, reverses: paidOut.json().id });
    expect(await balance()).toBe(50_000);
    expect((await call('POST', `/api/agency/credits/${paidOut.json().id}/reverse`, {})).statusCode).toBe(409);
    expect((await call('POST', `/api/agency/credits/${reversed.json().id}/reverse`, {})).statusCode).toBe(
      409,
    );
    const entries = (await call('GET', `/api/agency/credits?agency=${id}`)).json().entries;
    expect(entries.find((e: { id: string }) => e.id === paidOut.json().id).reversedBy).toBe(
      reversed.json().id,
    );

    const signed = await call('POST', '/api/agency/credits', { agency: id, kind: 'voucher', amount: -5 });
    expect(signed.statusCode).toBe(400);
    // Not even the database lets an entry change.
    const refused = await ctx.services.database.db
      .execute(`update agency_credits set amount = 1 where id = '${prepayment.json().id}'` as never)
      .then(
        () => 'changed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(refused).toMatch(/never changed/);
  });

  it('pages the ledger on the server, newest first, with the balance over all entries', async () => {
    const id = await agency({ name: 'Paged ledger' });
    // Seven entries; two on the same day, where the later booked comes first.
    const booked: { kind: string; amount: number; date: string }[] = [
      { kind: 'prepayment', amount: 100, date: '2027-04-01' },
      { kind: 'voucher', amount: 20, date: '2027-04-02' },
      { kind: 'prepayment', amount: 300, date: '2027-04-03' },
      { kind: 'commissionOwed', amount: 40, date: '2027-04-03' },
      { kind: 'voucher', amount: 5, date: '2027-04-04' },
      { kind: 'prepayment', amount: 600, date: '2027-04-05' },
      { kind: 'commissionPaid', amount: 70, date: '2027-04-06' },
    ];
    const ids: string[] = [];
    for (const entry of booked) {
      const res = await call('POST', '/api/agency/credits', { agency: id, ...entry });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const all = [{ agency: id, agencyName: 'Paged ledger', currency: 'EUR', balance: 945 }];
    const list = async (query: string) => {
      const res = await call('GET', `/api/agency/credits?agency=${id}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const second = await list('page=1&size=3');
    expect({ ...second, entries: undefined }).toEqual({ total: 7, page: 1, size: 3, balances: all });
    expect(second.entries.map((e: { id: string }) => e.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(second.entries.map((e: { amount: number; date: string }) => [e.date, e.amount])).toEqual([
      ['2027-04-03', 40],
      ['2027-04-03', 300],
      ['2027-04-02', -20],
    ]);
    // The last page is short; the total and the balances stay the same.
    const last = await list('page=2&size=3');
    expect(last.entries.map((e: { id: string }) => e.id)).toEqual([ids[0]]);
    expect(last).toMatchObject({ total: 7, balances: all });
    // The first page of the default size holds them all; size 0 asks for all of them.
    const first = await list('');
    expect(first).toMatchObject({ total: 7, page: 0, size: 50 });
    expect(first.entries.map((e: { id: string }) => e.id)).toEqual([...ids].reverse());
    expect((await list('size=0')).entries).toHaveLength(7);
    // A period and a kind narrow the entries and their total, never the balance.
    const vouchers = await list('kind=voucher&from=2027-04-02&to=2027-04-04&size=1');
    expect(vouchers).toMatchObject({ total: 2, balances: all });
    expect(vouchers.entries.map((e: { id: string }) => e.id)).toEqual([ids[4]]);
    expect((await call('GET', `/api/agency/credits?size=1001`)).statusCode).toBe(400);
    expect((await call('GET', `/api/agency/credits?page=-1`)).statusCode).toBe(400);
    // The statement prints the balance over all entries, not over a page.
    const statement = await call('GET', `/api/agency/${id}/print/statement?from=2027-04-01&to=2027-04-30`);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(await pdfText(statement.rawPayload)).toContain('credit balance €9.45');
  });

  it('shows an agent only their own agency, its contacts, ledger and payments', async () => {
    const mine = await agency({ name: 'Agent A' });
    const theirs = await agency({ name: 'Agent B' });
    await call('POST', '/api/agencycontact', { agency: theirs, name: 'Not yours' });
    await call('POST', '/api/agency/credits', { agency: theirs, kind: 'prepayment', amount: 100 });
    const agent = await newUser(ctx, admin, 'agent@agent-a.test', ['agencies.self'], {
      userType: 'agency',
      agency: mine,
    });
    const list = (await call('GET', '/api/agency', undefined, agent)).json();
    expect(list.data.map((a: { name: string }) => a.name)).toEqual(['Agent A']);
    expect((await call('GET', `/api/agency/${theirs}`, undefined, agent)).statusCode).toBe(404);
    expect((await call('GET', '/api/agency/contacts', undefined, agent)).json()).toEqual([]);
    expect(
      (await call('GET', `/api/agency/credits?agency=${theirs}`, undefined, agent)).json().entries,
    ).toEqual([]);
    const period = 'from=2027-01-01&to=2027-12-31';
    expect(
      (await call('GET', `/api/bookings/agency/payments/${theirs}?${period}`, undefined, agent)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/agency/${theirs}/print/statement?${period}`, undefined, agent)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/bookings/agency/payments/${mine}?${period}`, undefined, agent)).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/agency/credits', { agency: mine, kind: 'prepayment', amount: 1 }, agent))
        .statusCode,
    ).toBe(403);

    // Their agency's bookings, with history and documents, and no other.
    // On the next week's trip, where every cabin is free.
    const s2 = { schedule: ids.s2 };
    const made = async (agencyId: string | null, cabin: string) => {
      const res = await book(agencyId, cabin, s2);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const ours = await made(mine, 'Cabin 1');
    const other = await made(theirs, 'Cabin 2');
    const direct = await made(null, 'Cabin 3');
    const listed = (await call('GET', '/api/bookings?size=0', undefined, agent)).json();
    expect(listed.data.map((b: { id: string }) => b.id)).toEqual([ours.id]);
    expect((await call('GET', `/api/bookings/${ours.id}`, undefined, agent)).json().bookingNo).toBe(
      ours.bookingNo,
    );
    for (const id of [other.id, direct.id])
      for (const path of ['', '/history', '/documents', '/templates', '/download?template=confirmation'])
        expect((await call('GET', `/api/bookings/${id}${path}`, undefined, agent)).statusCode).toBe(404);
    expect((await call('GET', `/api/bookings/${ours.id}/history`, undefined, agent)).statusCode).toBe(200);
    expect((await call('GET', `/api/bookings/${ours.id}/templates`, undefined, agent)).statusCode).toBe(200);
    const pdf = await call(
      'GET',
      `/api/bookings/${ours.id}/download?template=confirmation&force=true`,
      undefined,
      agent,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // An agent who may book books for its own agency, whatever agency it names, once the operator allows it.
    const booker = await newUser(ctx, admin, 'booker@agent-a.test', ['agencies.self', 'bookings.create'], {
      userType: 'agency',
      agency: mine,
    });
    await ctx.services.settings.put('booking', 'allowAgencyBooking', 'false');
    expect((await book(theirs, 'Cabin 4', s2, booker)).statusCode).toBe(403);
    await ctx.services.settings.put('booking', 'allowAgencyBooking', 'true');
    // Its own client: the operator's customers are not the agency's to name (issue 31).
    const client = await newCustomer(ctx, booker);
    const own = await call(
      'POST',
      '/api/bookings',
      { schedule: ids.s2, rooms: [{ room: ids['Cabin 4'], guests: [client.id] }], agency: theirs },
      booker,
    );
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ agency: mine, source: 'agency' });
  });

  it('lets an agent add clients and find only those its agency made, not the guests of its bookings', async () => {
    const mine = await agency({ name: 'Client agency A' });
    const other = await agency({ name: 'Client agency B' });
    const agent = await newUser(ctx, admin, 'agent@client-a.test', ['agencies.self', 'bookings.create'], {
      userType: 'agency',
      agency: mine,
    });
    const colleague = await newUser(ctx, admin, 'agent@client-b.test', ['agencies.self'], {
      userType: 'agency',
      agency: other,
    });
    const client = await call(
      'POST',
      '/api/customer',
      { masterData: { firstName: 'Clara', lastName: 'Client' }, contact: {}, address: {}, passport: {} },
      agent,
    );
    expect(client.statusCode, client.body).toBe(201);
    expect(client.json().agency).toBe(mine);
    // A guest of the agency's booking made by the operator stays the operator's (issue 31).
    const booked = await book(mine, 'Cabin 3', { schedule: ids.s3 });
    expect(booked.statusCode, booked.body).toBe(201);
    const guest = booked.json().rooms[0].guests[0].customer as string;
    const stranger = await newCustomer(ctx, admin);

    const names = async (token: string) =>
      ((await call('GET', '/api/customer?size=0', undefined, token)).json().data as { id: string }[]).map(
        (c) => c.id,
      );
    expect(await names(agent)).toEqual([client.json().id]);
    expect((await call('GET', `/api/customer/${guest}`, undefined, agent)).statusCode).toBe(404);
    expect(await names(colleague)).toEqual([]);
    expect((await call('GET', `/api/customer/${stranger.id}`, undefined, agent)).statusCode).toBe(404);
    expect((await call('GET', `/api/customer/${client.json().id}`, undefined, colleague)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/customer/${client.json().id}`, undefined, agent)).statusCode).toBe(
      403,
    );
    // Staff see every customer, the agent's clients included.
    expect(await names(admin)).toEqual(expect.arrayContaining([client.json().id, stranger.id]));
  });
});
