import type { BookingDetail } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { bookings, resorts } from '../src/db/schema/index.ts';
import { multipartBody } from './media-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Bank accounts and their entries: a camt.053 statement imported once however often it comes,
 * a broken file refused whole, certain matches assigned at import, suggestions for the rest,
 * assignments that split an entry, convert a foreign currency and are taken back, the balance
 * per month, and who may do what.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let bank: string;

const IBAN = 'DE89370400440532013000';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });

interface Tx {
  amount: string;
  name: string;
  text: string;
  ref: string;
  date?: string;
  dbit?: boolean;
}

/** Who paid (Dbtr) or was paid (Cdtr), with an account. */
const party = (role: 'Dbtr' | 'Cdtr', name: string) =>
  `<${role}><Pty><Nm>${name}</Nm></Pty></${role}><${role}Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></${role}Acct>`;

/** A camt.053.001.08 statement of the test account with one entry per transaction. */
function camt(entries: Tx[], iban = IBAN): Buffer {
  const ntry = entries
    .map(
      (e) => `<Ntry><Amt Ccy="EUR">${e.amount}</Amt><CdtDbtInd>${e.dbit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${e.date ?? '2027-01-15'}</Dt></BookgDt><ValDt><Dt>${e.date ?? '2027-01-15'}</Dt></ValDt>
        <AcctSvcrRef>${e.ref}</AcctSvcrRef><BkTxCd/>
        <NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties>${party(e.dbit ? 'Cdtr' : 'Dbtr', e.name)}</RltdPties>
          <RmtInf><Ustrd>${e.text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join('\n');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
  <GrpHdr><MsgId>M1</MsgId><CreDtTm>2027-01-16T08:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>S1</Id><CreDtTm>2027-01-16T08:00:00</CreDtTm>
    <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
    ${ntry}
  </Stmt></BkToCstmrStmt></Document>`);
}

async function upload(bankId: string, file: Buffer, fields: Record<string, string> = {}, token = admin) {
  const body = multipartBody({ bytes: file, fileName: 'statement.xml' }, fields);
  return ctx.request({
    method: 'POST',
    url: `/api/bank/${bankId}/import/csv`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
}

async function entries(bankId = bank, query = 'size=0') {
  const res = await call('GET', `/api/bank/${bankId}/entries?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: string;
    amount: number;
    state: string;
    assigned: number;
    counterpartyName: string;
    remittance: string;
    payments: { id: string; booking: string; amount: number }[];
  }[];
}

const detail = async (id: string) => (await call('GET', `/api/bookings/${id}`)).json() as BookingDetail;

async function booked(cabin: string, lastName: string, schedule = ids.s1!) {
  const guest = await newCustomer(ctx, admin, { lastName });
  return newTripBooking(ctx, admin, {
    schedule,
    rooms: [{ room: ids[cabin]!, guests: [guest.id] }],
    state: 'confirmed',
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
}, 60_000);
afterAll(() => ctx?.close());

describe('bank accounts', () => {
  it('keeps accounts with a checked IBAN and BIC', async () => {
    const bad = await call('POST', '/api/bank', {
      name: 'Bad',
      iban: 'DE89370400440532013001',
      openingDate: '2027-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ path: 'iban' })]);
    const res = await call('POST', '/api/bank', {
      name: 'Sparkasse Hamburg',
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      openingBalance: 100_000,
      openingDate: '2027-01-01',
      autoAssign: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ iban: IBAN, currency: 'EUR' });
    bank = res.json().id;
  });

  it('imports a statement once, assigns the certain matches and suggests the rest', async () => {
    const a = await booked('Cabin 1', 'Albrecht');
    const b = await booked('Cabin 2', 'Brandt');
    const file = camt([
      { amount: '1500.00', name: 'Anna Albrecht', text: `Buchung ${a.bookingNo} Restzahlung`, ref: 'R1' },
      { amount: '1500.00', name: 'Bernd Brandt', text: 'Tauchreise Maerz', ref: 'R2' },
      { amount: '42.00', name: 'Unknown Payer', text: 'Spende', ref: 'R3' },
      { amount: '12.50', name: 'Bank fees', text: 'Kontofuehrung', ref: 'R4', dbit: true },
    ]);
    const first = await upload(bank, file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      format: 'camt053',
      read: 4,
      imported: 4,
      duplicates: 0,
      assigned: 1,
    });
    expect((await detail(a.id)).paid).toBe(150_000);

    const again = await upload(bank, file);
    expect(again.json()).toMatchObject({ read: 4, imported: 0, duplicates: 4, assigned: 0 });
    const list = await entries();
    expect(list).toHaveLength(4);
    expect(list.find((e) => e.counterpartyName === 'Anna Albrecht')).toMatchObject({
      state: 'assigned',
      assigned: 150_000,
      payments: [expect.objectContaining({ booking: a.id, amount: 150_000 })],
    });
    expect(list.find((e) => e.counterpartyName === 'Bank fees')!.amount).toBe(-1250);

    // The review: the payer's name and the open amount point at Brandt's booking; a gift at nothing.
    const review = (await call('GET', `/api/bank/${bank}/review`)).json().data as {
      counterpartyName: string;
      suggestions: { booking: string; reason: string }[];
    }[];
    expect(review.find((e) => e.counterpartyName === 'Bernd Brandt')!.suggestions).toEqual([
      expect.objectContaining({ booking: b.id, reason: 'amount' }),
    ]);
    expect(review.find((e) => e.counterpartyName === 'Unknown Payer')!.suggestions).toEqual([]);
    expect(review.map((e) => e.counterpartyName)).not.toContain('Anna Albrecht');
  });

  it('refuses a broken or foreign statement whole, naming the problem', async () => {
    const before = (await entries()).length;
    const broken = camt([{ amount: 'abc', name: 'X', text: 'Y', ref: 'R9' }]);
    const res = await upload(bank, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'file', message: expect.stringContaining('Amt') });
    const other = await upload(
      bank,
      camt([{ amount: '1.00', name: 'X', text: 'Y', ref: 'R8' }], 'DE02120300000000202051'),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().fields[0].message).toContain('DE02120300000000202051');
    expect((await entries()).length).toBe(before);
  });

  it('splits an entry over bookings, refuses more than it holds, and takes an assignment back', async () => {
    const c = await booked('Cabin 3', 'Claus');
    const d = await booked('Cabin 4', 'Dietz');
    await upload(
      bank,
      camt([{ amount: '2000.00', name: 'Reisebuero Nord', text: 'Sammelueberweisung', ref: 'R5' }]),
    );
    const entry = (await entries()).find((e) => e.counterpartyName === 'Reisebuero Nord')!;
    const one = await call('POST', `/api/bankentry/${entry.id}/payments`, {
      booking: c.id,
      amount: 1_500_00,
    });
    expect(one.statusCode, one.body).toBe(201);
    const tooMuch = await call('POST', `/api/bankentry/${entry.id}/payments`, {
      booking: d.id,
      amount: 60_000,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields[0]).toMatchObject({ path: 'amount' });
    const rest = await call('POST', `/api/bankentry/${entry.id}/payments`, { booking: d.id });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().amount).toBe(50_000);
    let now = (await entries()).find((e) => e.id === entry.id)!;
    expect(now).toMatchObject({ state: 'assigned', assigned: 200_000 });
    expect((await detail(d.id)).paid).toBe(50_000);

    const link = now.payments.find((p) => p.booking === c.id)!;
    const back = await call('DELETE', `/api/bankentry/${entry.id}/payments/${link.id}`);
    expect(back.statusCode).toBe(204);
    now = (await entries()).find((e) => e.id === entry.id)!;
    expect(now).toMatchObject({ state: 'partial', assigned: 50_000 });
    expect((await detail(c.id)).paid).toBe(0);
    const history = (await call('GET', `/api/bookings/${c.id}/history`)).json();
    expect(history[0].action).toBe('deletePayment');
    // Entries with money assigned stay; the others can be cleared.
    const cleared = await call('DELETE', `/api/bank/${bank}/entries`);
    expect(cleared.json().deleted).toBe(3);
    expect((await entries()).map((e) => e.counterpartyName).sort()).toEqual([
      'Anna Albrecht',
      'Reisebuero Nord',
    ]);
  });

  it('converts an entry in another currency at the given rate', async () => {
    const usd = await call('POST', '/api/bank', {
      name: 'Dollar account',
      iban: 'GB29NWBK60161331926819',
      currency: 'USD',
      openingDate: '2027-01-01',
    });
    expect(usd.statusCode, usd.body).toBe(201);
    const cash = await call('POST', '/api/bankentry/manual', {
      bank: usd.json().id,
      bookingDate: '2027-01-20',
      amount: 100_000,
      counterpartyName: 'Walk-in guest',
      remittance: 'Card at the desk',
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const e = await booked('Suite', 'Engel', ids.s2!);
    const paid = await call('POST', `/api/bankentry/${cash.json().id}/payments`, {
      booking: e.id,
      rate: '0.9',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ amount: 100_000, currency: 'USD', bookingAmount: 90_000 });
    expect((await detail(e.id)).paid).toBe(90_000);
    const manual = (await call('GET', '/api/bankentry/manual')).json();
    expect(manual.data.map((m: { counterpartyName: string }) => m.counterpartyName)).toContain(
      'Walk-in guest',
    );
    const temporary = (await call('GET', '/api/bankentry/temporary?size=0')).json();
    expect(temporary.data.map((m: { counterpartyName: string }) => m.counterpartyName)).not.toContain(
      'Walk-in guest',
    );
  });

  it('answers the balance per month from the opening balance', async () => {
    await upload(
      bank,
      camt([
        { amount: '300.00', name: 'February payer', text: 'x', ref: 'R6', date: '2027-02-03' },
        { amount: '50.00', name: 'Refund', text: 'y', ref: 'R7', date: '2027-02-10', dbit: true },
      ]),
    );
    const res = await call(
      'GET',
      `/api/bank/balance?bank=${bank}&from=2027-01-01&to=2027-03-31&groupBy=month`,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Opening 1,000.00; January kept 1,500.00 + 2,000.00 (the rest was cleared); February +300 −50.
    expect(res.json()).toEqual([
      { period: '2027-01-01', currency: 'EUR', received: 350_000, paid: 0, balance: 450_000 },
      { period: '2027-02-01', currency: 'EUR', received: 30_000, paid: -5_000, balance: 475_000 },
      { period: '2027-03-01', currency: 'EUR', received: 0, paid: 0, balance: 475_000 },
    ]);
  });

  it('sets the money received per month against what the bookings are due to pay', async () => {
    const res = await call('GET', '/api/bank/cashflow?from=2027-01-01&to=2027-03-31&groupBy=month');
    expect(res.statusCode, res.body).toBe(200);
    const points = res.json() as { period: string; currency: string; received: number; expected: number }[];
    const eur = points.filter((p) => p.currency === 'EUR');
    expect(eur.map((p) => p.period)).toEqual(['2027-01-01', '2027-02-01', '2027-03-01']);
    expect(eur[0]!.received).toBe(350_000);
    // Everything open of the live bookings falls due by the trips in March (overdue counts in January).
    const list = (await call('GET', '/api/bookings?size=0')).json().data as {
      total: number;
      paid: number;
      currency: string;
      state: string;
    }[];
    const open = list
      .filter((b) => b.currency === 'EUR' && ['planned', 'confirmed'].includes(b.state))
      .reduce((sum, b) => sum + Math.max(0, b.total - b.paid), 0);
    expect(open).toBeGreaterThan(0);
    expect(eur.reduce((sum, p) => sum + p.expected, 0)).toBe(open);
  });

  it('assigns at least 95 % of 200 entries naming their booking automatically, and none wrongly', async () => {
    const { db } = ctx.services.database;
    const [resort] = await db.insert(resorts).values({ name: 'Matching Resort' }).returning();
    const made = await db
      .insert(bookings)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          bookingNo: `2028-${String(i + 1).padStart(5, '0')}`,
          state: 'confirmed',
          type: 'resort',
          from: '2028-06-01',
          to: '2028-06-08',
          leadName: `Guest Number${i}`,
          noOfPax: 1,
          resort: resort!.id,
          currency: 'EUR',
          total: 10_000 + i * 100,
          paid: 0,
          bookingDate: '2028-01-01',
        })),
      )
      .returning({ id: bookings.id, bookingNo: bookings.bookingNo, total: bookings.total });
    // The ways guests write a number: plain, without the dash, with a slash, amid other words.
    const styles = [
      (no: string) => `Buchung ${no}`,
      (no: string) => `Booking no ${no.replace('-', '')} final payment`,
      (no: string) => `RE ${no.replace('-', '/')}`,
      (no: string) => `${no} Anzahlung Tauchreise`,
    ];
    const auto = await call('POST', '/api/bank', {
      name: 'Matching',
      iban: 'FR1420041010050500013M02606',
      openingDate: '2028-01-01',
      autoAssign: true,
    });
    const res = await upload(
      auto.json().id,
      camt(
        made.map((b, i) => ({
          amount: (b.total / 100).toFixed(2),
          name: `Guest Number${i}`,
          text: styles[i % styles.length]!(b.bookingNo),
          ref: `M${i}`,
          date: '2028-02-01',
        })),
        'FR1420041010050500013M02606',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assigned).toBeGreaterThanOrEqual(190);
    const list = await entries(auto.json().id);
    const byNo = new Map(made.map((b) => [b.bookingNo, b.id]));
    const wrong = list.filter((e) =>
      e.payments.some(
        (p) =>
          p.booking !==
          byNo.get(
            e.remittance
              .match(/2028.?\d{5}/)![0]
              .replace(/[^0-9]/g, '')
              .replace(/^(\d{4})/, '$1-'),
          ),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('lets each scope do its part only', async () => {
    const reader = await newUser(ctx, admin, 'reader@bank.test', ['bankentries.read']);
    const clerk = await newUser(ctx, admin, 'clerk@bank.test', ['bookings.read']);
    expect((await call('GET', `/api/bank/${bank}/entries`, undefined, reader)).statusCode).toBe(200);
    const entry = (await entries())[0]!;
    expect(
      (
        await call(
          'POST',
          `/api/bankentry/${entry.id}/payments`,
          { booking: entry.payments[0]?.booking ?? entry.id },
          reader,
        )
      ).statusCode,
    ).toBe(403);
    expect((await upload(bank, camt([]), {}, reader)).statusCode).toBe(403);
    expect((await call('GET', `/api/bank/${bank}/entries`, undefined, clerk)).statusCode).toBe(403);
    expect((await call('GET', '/api/bank', undefined, clerk)).statusCode).toBe(403);
  });
});
