import { DATEV_DEFAULTS, type Invoice } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeText } from '../src/modules/finance/import/statement-file.ts';
import { newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

/** The DATEV Buchungsstapel (EXTF 700, category 21, version 13) of a period, as bytes a DATEV import reads. */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin) =>
  versioned(ctx, { method, url, token, ...(payload ? { payload } : {}) });

const SETTINGS = {
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '01-01',
  accountLength: 4,
  chart: 'SKR03',
  revenueAccounts: DATEV_DEFAULTS.SKR03.revenueAccounts,
  debitorMode: 'collective',
  debitorAccount: 10000,
  bankAccount: 1200,
  cashAccount: 1000,
  currency: 'EUR',
  initials: 'SB',
  lock: false,
};

async function invoiced(room: string, name: { firstName: string; lastName: string }) {
  const guest = await newCustomer(ctx, admin, name);
  const booking = await newTripBooking(ctx, admin, {
    schedule: ids.s1!,
    rooms: [{ room: ids[room]!, guests: [guest.id] }],
    state: 'confirmed',
  });
  const res = await call('POST', `/api/bookings/${booking.id}/invoice`, {});
  expect(res.statusCode, res.body).toBe(201);
  return { booking, invoice: res.json() as Invoice };
}

async function pay(booking: string, amount: number, date: string, method: string) {
  const res = await call('POST', `/api/bookings/${booking}/payment`, {
    amount,
    currency: 'EUR',
    date,
    method,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The file as DATEV reads it: windows-1252, CR LF, one record per line (no field here holds a ";"). */
function parse(bytes: Buffer) {
  const text = decodeText(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.slice(0, -2).split('\r\n');
  return {
    header: lines[0]!.split(';'),
    columns: lines[1]!.split(';'),
    rows: lines.slice(2).map((l) => l.split(';')),
  };
}

const euro = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
const ddmm = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}`;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  const saved = await call('POST', '/api/company', {
    name: 'Blue Reef Diving GmbH',
    address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
    email: 'info@bluereef.test',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const rate = await call('POST', '/api/tax', {
    name: 'Standard 19 %',
    percent: 19,
    category: 'S',
    isDefault: true,
  });
  expect(rate.statusCode, rate.body).toBe(201);
}, 60_000);
afterAll(() => ctx?.close());

describe('DATEV export', () => {
  it('needs its settings first, checks account lengths, and keeps them', async () => {
    const initial = await call('GET', '/api/plugins/datev');
    expect(initial.json()).toMatchObject({
      settings: null,
      defaults: { SKR03: { bankAccount: 1200 }, SKR04: { bankAccount: 1800 } },
    });
    expect((await call('GET', '/api/plugins/datev/export?from=2027-01-01&to=2027-01-31')).statusCode).toBe(
      409,
    );
    const wrong = await call('PUT', '/api/plugins/datev', {
      ...SETTINGS,
      bankAccount: 120,
      debitorAccount: 1000,
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['bankAccount', 'debitorAccount']);
    const saved = await call('PUT', '/api/plugins/datev', SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({
      consultantNumber: 29098,
      clientNumber: 55003,
      chart: 'SKR03',
    });
  });

  it('exports the period’s invoices, credit note and payments as an EXTF Buchungsstapel in windows-1252', async () => {
    const first = await invoiced('Cabin 1', { firstName: 'Jürgen', lastName: 'Größe' });
    const second = await invoiced('Cabin 2', { firstName: 'Anna', lastName: 'Berg' });
    const credit = (
      await call('POST', `/api/invoice/${first.invoice.id}/credit`, { reason: 'Storno' })
    ).json() as Invoice;
    const today = first.invoice.issueDate;
    await pay(second.booking.id, 50_000, today, 'bankTransfer');
    await pay(second.booking.id, 12_345, today, 'cash');
    await pay(second.booking.id, -2_000, today, 'bankTransfer');
    const from = `${today.slice(0, 7)}-01`;
    const to = `${today.slice(0, 7)}-${new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate()}`;

    const res = await call('GET', `/api/plugins/datev/export?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="EXTF_Buchungsstapel_${from}_${to}.csv"`,
    );
    const bytes = res.rawPayload;
    // Umlauts as single windows-1252 bytes (ü 0xFC, ö 0xF6, ß 0xDF), never as UTF-8 pairs.
    expect(bytes.includes(Buffer.from([0xfc]))).toBe(true);
    expect(bytes.includes(Buffer.from([0xf6]))).toBe(true);
    expect(bytes.includes(Buffer.from([0xdf]))).toBe(true);
    expect(bytes.includes(Buffer.from('ü', 'utf8'))).toBe(false);

    const { header, columns, rows } = parse(bytes);
    expect(header).toHaveLength(31);
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header[5]).toMatch(/^\d{17}$/);
    expect(header[5]!.slice(0, 8)).toBe(today.replaceAll('-', ''));
    expect(header.slice(10, 16)).toEqual([
      '29098',
      '55003',
      `${today.slice(0, 4)}0101`,
      '4',
      from.replaceAll('-', ''),
      to.replaceAll('-', ''),
    ]);
    expect(header[17]).toBe('"SB"');
    expect(header.slice(18, 22)).toEqual(['1', '0', '0', '"EUR"']);
    expect(header[26]).toBe('"03"');

    expect(columns).toHaveLength(125);
    expect(columns.slice(0, 14)).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Kurs',
      'Basis-Umsatz',
      'WKZ Basis-Umsatz',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
      'Belegfeld 1',
      'Belegfeld 2',
      'Skonto',
      'Buchungstext',
    ]);
    expect(columns.at(-1)).toBe('Abw. Skontokonto');

    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toHaveLength(125);
    const byDocument = (number: string) => rows.filter((r) => r[10] === `"${number}"`);
    const due = first.invoice.dueDate;
    const [invoiceRow] = byDocument(first.invoice.number);
    expect(invoiceRow!.slice(0, 14)).toEqual([
      euro(first.invoice.total),
      '"S"',
      '"EUR"',
      '',
      '',
      '""',
      '10000',
      '8400',
      '""',
      ddmm(today),
      `"${first.invoice.number}"`,
      `"${due.slice(8, 10)}${due.slice(5, 7)}${due.slice(2, 4)}"`,
      '',
      `"Rechnung ${first.invoice.number} Jürgen Größe"`,
    ]);
    const [creditRow] = byDocument(credit.number);
    expect(creditRow!.slice(0, 11)).toEqual([
      euro(credit.total),
      '"H"',
      '"EUR"',
      '',
      '',
      '""',
      '10000',
      '8400',
      '""',
      ddmm(today),
      `"${credit.number}"`,
    ]);
    expect(creditRow![13]).toBe(`"Storno ${credit.number} zu ${first.invoice.number} Jürgen Größe"`);
    // Payments settle the booking's invoice: money in debits the bank or cash, a refund credits it.
    const payments = byDocument(second.invoice.number).filter((r) => r[6] !== '10000');
    expect(payments.map((r) => [r[0], r[1], r[6], r[7]])).toEqual([
      ['500,00', '"S"', '1200', '10000'],
      ['123,45', '"S"', '1000', '10000'],
      ['20,00', '"H"', '1200', '10000'],
    ]);
    expect(payments[0]![13]).toBe(`"Zahlung ${second.invoice.number} Anna Berg"`);
    // Unfilled columns stay empty in their type: text as "", numbers as nothing.
    expect(invoiceRow![19]).toBe('""');
    expect(invoiceRow![114]).toBe('');
  });

  it('gives each customer a debtor account of its own that stays the same', async () => {
    const { invoice } = await invoiced('Cabin 3', { firstName: 'Carla', lastName: 'Diaz' });
    expect(
      (await call('PUT', '/api/plugins/datev', { ...SETTINGS, debitorMode: 'perCustomer' })).statusCode,
    ).toBe(200);
    const period = `from=${invoice.issueDate}&to=${invoice.issueDate}`;
    const once = parse((await call('GET', `/api/plugins/datev/export?${period}`)).rawPayload).rows;
    const twice = parse((await call('GET', `/api/plugins/datev/export?${period}`)).rawPayload).rows;
    expect(twice.map((r) => r[6])).toEqual(once.map((r) => r[6]));
    const accounts = new Set(once.filter((r) => r[7] === '8400').map((r) => r[6]));
    expect([...accounts].every((a) => Number(a) > 10000 && a!.length === 5)).toBe(true);
    // The credit note goes to the same debtor as the invoice it cancels.
    const jurgen = once.filter((r) => r[13]!.includes('Jürgen Größe')).map((r) => r[6]);
    expect(new Set(jurgen).size).toBe(1);
    expect((await call('PUT', '/api/plugins/datev', SETTINGS)).statusCode).toBe(200);
  });

  it('gives the header alone for an empty period and refuses a period across fiscal years', async () => {
    const res = await call('GET', '/api/plugins/datev/export?from=2031-01-01&to=2031-01-31');
    expect(res.statusCode, res.body).toBe(200);
    const { header, columns, rows } = parse(res.rawPayload);
    expect(header[0]).toBe('"EXTF"');
    expect(header[14]).toBe('20310101');
    expect(columns).toHaveLength(125);
    expect(rows).toEqual([]);
    const across = await call('GET', '/api/plugins/datev/export?from=2030-12-01&to=2031-01-31');
    expect(across.statusCode).toBe(400);
    expect(across.json().fields[0].path).toBe('to');
  });

  it('lets export.read download the batch, and only administrators change the settings', async () => {
    const exporter = await newUser(ctx, admin, 'adviser@datev.test', ['export.read']);
    const clerk = await newUser(ctx, admin, 'clerk@datev.test', ['bookings.read']);
    expect(
      (await call('GET', '/api/plugins/datev/export?from=2031-01-01&to=2031-01-31', undefined, exporter))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('GET', '/api/plugins/datev/export?from=2031-01-01&to=2031-01-31', undefined, clerk))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/plugins/datev', undefined, exporter)).statusCode).toBe(403);
    expect((await call('PUT', '/api/plugins/datev', SETTINGS, exporter)).statusCode).toBe(403);
  });
});
