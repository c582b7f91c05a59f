import { addDays, type BookingInvoices, type Invoice, type InvoiceList } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, newTripBooking, resortWorld, tripWorld } from './booking-fixtures.ts';
import { pdfAttachments, pdfText } from './pdf-support.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

/** Invoices: issued from bookings with gap-free numbers, Factur-X PDFs, credit notes, never changed. */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let year = 0;

const post = (url: string, payload: object = {}) =>
  versioned(ctx, { method: 'POST', url, token: admin, payload });
const get = (url: string) => versioned(ctx, { method: 'GET', url, token: admin });

let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  const company = await post('/api/company', {
    name: 'Blue Reef Diving GmbH',
    address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
    email: 'info@bluereef.test',
    vatId: 'DE123456789',
    bankAccounts: [{ holder: 'Blue Reef Diving GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }],
  });
  expect(company.statusCode, company.body).toBe(200);
  const rate = await post('/api/tax', { name: 'Standard 19 %', percent: 19, category: 'S', isDefault: true });
  expect(rate.statusCode, rate.body).toBe(201);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const confirmed = async (room: string, schedule = ids.s1!, guests?: string[]) =>
  newTripBooking(ctx, admin, {
    schedule,
    rooms: [{ room, ...(guests ? { guests } : {}) }],
    state: 'confirmed',
  });

describe('invoices', () => {
  it('issues the whole booking as an invoice with the next number, amounts that add up, and nothing left twice', async () => {
    const anna = await newCustomer(ctx, admin, {
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
    });
    const booking = await confirmed(ids['Cabin 1']!, ids.s1!, [anna.id]);
    const res = await post(`/api/bookings/${booking.id}/invoice`);
    expect(res.statusCode, res.body).toBe(201);
    const invoice: Invoice = res.json();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      bookingNo: booking.bookingNo,
      payer: { name: 'Anna Berg', email: 'anna@example.com', customer: anna.id },
      currency: 'EUR',
      total: booking.total,
      taxes: [{ percent: 19, category: 'S' }],
      open: booking.total,
    });
    expect(invoice.number).toMatch(/^\d{4}-00001$/);
    year = invoice.year;
    expect(invoice.gross + invoice.rounding).toBe(invoice.total);
    expect(invoice.lines.reduce((a, l) => a + l.net, 0)).toBe(invoice.net);

    const again = await post(`/api/bookings/${booking.id}/invoice`);
    expect(again.statusCode).toBe(409);
    const state = (await get(`/api/bookings/${booking.id}/invoices`)).json() as BookingInvoices;
    expect(state.lines.every((l) => l.invoiceNumber === invoice.number)).toBe(true);

    // The PDF is a Factur-X invoice: readable text, and the EN 16931 XML inside.
    const pdf = await get(`/api/invoice/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Rechnung ${invoice.number}`);
    expect(text).toContain(booking.bookingNo);
    expect(text).toContain('Anna Berg');
    expect(text).toContain('USt. 19 %');
    const files = await pdfAttachments(pdf.rawPayload);
    const xml = files['factur-x.xml']!;
    expect(xml).toContain('urn:cen.eu:en16931:2017');
    expect(xml).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    expect(xml).toContain(`<ram:GrandTotalAmount>${(invoice.gross / 100).toFixed(2)}</ram:GrandTotalAmount>`);
    expect(xml).toContain(`<ram:DuePayableAmount>${(invoice.total / 100).toFixed(2)}</ram:DuePayableAmount>`);
    expect(xml).toContain('<ram:IBANID>DE89370400440532013000</ram:IBANID>');
    // Kept as issued: the second download is the stored file.
    expect((await get(`/api/invoice/${invoice.id}/pdf`)).rawPayload.equals(pdf.rawPayload)).toBe(true);
  });

  it('cancels an invoice exactly with a credit note, once, and invoices the booking again', async () => {
    const booking = await confirmed(ids['Cabin 2']!);
    const invoice: Invoice = (await post(`/api/bookings/${booking.id}/invoice`)).json();
    const res = await post(`/api/invoice/${invoice.id}/credit`, { reason: 'Wrong payer' });
    expect(res.statusCode, res.body).toBe(201);
    const credit: Invoice = res.json();
    expect(credit).toMatchObject({
      kind: 'creditNote',
      refersTo: invoice.id,
      refersToNumber: invoice.number,
      lines: invoice.lines,
      taxes: invoice.taxes,
      net: invoice.net,
      tax: invoice.tax,
      total: invoice.total,
      open: 0,
    });
    expect(credit.sequence).toBe(invoice.sequence + 1);
    expect((await post(`/api/invoice/${invoice.id}/credit`)).statusCode).toBe(409);
    expect((await post(`/api/invoice/${credit.id}/credit`)).statusCode).toBe(409);
    const text = await pdfText((await get(`/api/invoice/${credit.id}/pdf`)).rawPayload);
    expect(text).toContain(`Stornorechnung ${credit.number}`);
    expect(text).toContain(`hebt die Rechnung ${invoice.number}`);
    const xml = (await get(`/api/invoice/${credit.id}/xml`)).body;
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);

    const listed = (await get(`/api/bookings/${booking.id}/invoices`)).json() as BookingInvoices;
    expect(listed.invoices.find((i) => i.id === invoice.id)).toMatchObject({
      creditedByNumber: credit.number,
      open: 0,
    });
    expect(listed.lines.every((l) => l.invoice === null)).toBe(true);
    const reissued = await post(`/api/bookings/${booking.id}/invoice`);
    expect(reissued.statusCode).toBe(201);
    expect(reissued.json().sequence).toBe(credit.sequence + 1);
  });

  it('splits a booking into invoices to different payers', async () => {
    const [ana, ben] = [await newCustomer(ctx, admin), await newCustomer(ctx, admin)];
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 3']!, guests: [ana.id, ben.id] }],
      state: 'confirmed',
    });
    const { lines } = (await get(`/api/bookings/${booking.id}/invoices`)).json() as BookingInvoices;
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const [first, ...rest] = lines;
    const res = await post(`/api/bookings/${booking.id}/splitInvoice`, {
      parts: [
        { payer: ana.id, lines: [first!.line] },
        { payer: ben.id, lines: rest.map((l) => l.line) },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [a, b] = res.json() as Invoice[];
    expect([a!.payer.customer, b!.payer.customer]).toEqual([ana.id, ben.id]);
    expect(b!.sequence).toBe(a!.sequence + 1);
    expect(a!.total + b!.total).toBe(lines.reduce((s, l) => s + l.amount, 0));
    const twice = await post(`/api/bookings/${booking.id}/splitInvoice`, {
      parts: [{ lines: [first!.line] }, { lines: [first!.line] }],
    });
    expect(twice.statusCode).toBe(409);
  });

  it('gives 30 invoices issued at once 30 consecutive numbers, no gap and no repeat', async () => {
    const resort = await resortWorld(ctx, admin);
    const made = [];
    for (let week = 0; week < 10; week++)
      for (const room of ['R1', 'R2', 'R3'])
        made.push(
          await newStay(ctx, admin, {
            resort: resort.resort!,
            from: addDays('2027-05-01', week * 7),
            to: addDays('2027-05-01', week * 7 + 7),
            rooms: [{ room: resort[room]! }],
          }),
        );
    const answers = await Promise.all(made.map((b) => post(`/api/bookings/${b!.id}/invoice`)));
    expect(answers.map((a) => a.statusCode)).toEqual(made.map(() => 201));
    const sequences = answers.map((a) => (a.json() as Invoice).sequence).sort((x, y) => x - y);
    expect(sequences).toEqual(sequences.map((_s, i) => sequences[0]! + i));
    const all = (await get(`/api/invoice?size=0&sort=number&order=1`)).json() as InvoiceList;
    expect(all.data.map((i) => i.sequence)).toEqual(all.data.map((_i, k) => k + 1));
  });

  it('refuses to change or delete an issued invoice, even from SQL', async () => {
    const [row] = (await ctx.services.database.db.execute(sql`select id from invoices limit 1`)).rows as {
      id: string;
    }[];
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    const db = ctx.services.database.db;
    expect(await refusal(db.execute(sql`update invoices set total = 1 where id = ${row!.id}`))).toMatch(
      /cannot be changed/,
    );
    expect(await refusal(db.execute(sql`delete from invoices where id = ${row!.id}`))).toMatch(
      /cannot be deleted/,
    );
  });

  it('lists every invoice with filters, sums and a CSV', async () => {
    const all = (await get('/api/invoice?size=5')).json() as InvoiceList;
    expect(all.total).toBeGreaterThan(5);
    expect(all.data).toHaveLength(5);
    const creditedRes = await get('/api/invoice?state=credited&size=0');
    expect(creditedRes.statusCode, creditedRes.body).toBe(200);
    const credited = creditedRes.json() as InvoiceList;
    expect(credited.data.map((i) => i.kind).sort()).toEqual(['creditNote', 'invoice']);
    // An invoice and its credit note cancel out in the sums.
    expect(credited.sums).toEqual([{ currency: 'EUR', net: 0, tax: 0, total: 0, open: 0 }]);
    const open = (await get('/api/invoice?state=open&size=0')).json() as InvoiceList;
    expect(open.data.every((i) => i.open > 0 && i.kind === 'invoice' && !i.creditedBy)).toBe(true);
    const found = (await get('/api/invoice?search=Anna')).json() as InvoiceList;
    expect(found.data.map((i) => i.payer.name)).toEqual(['Anna Berg']);
    const none = (await get(`/api/invoice?from=${year + 1}-01-01`)).json() as InvoiceList;
    expect(none.total).toBe(0);
    const csv = await get('/api/invoice/csv?search=Anna');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe(
      'number,kind,issueDate,dueDate,booking,payer,currency,net,tax,total,paid,open,refersTo,creditedBy',
    );
    expect(csv.body).toContain('Anna Berg');
  });

  it('opens an invoice by its public link without login, and nothing with a wrong token', async () => {
    const booking = await confirmed(ids['Cabin 4']!);
    expect((await post(`/api/bookings/${booking.id}/invoice/public`)).statusCode).toBe(409);
    const invoice: Invoice = (await post(`/api/bookings/${booking.id}/invoice`)).json();
    const res = await post(`/api/bookings/${booking.id}/invoice/public`);
    expect(res.statusCode, res.body).toBe(201);
    const { url, number } = res.json();
    expect(number).toBe(invoice.number);
    const link = new URL(url);
    expect(link.pathname).toBe(`/invoice/${invoice.id}`);
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const view = await versioned(ctx, {
      method: 'GET',
      url: `/api/public/invoice/${invoice.id}?token=${token}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      number: invoice.number,
      total: invoice.total,
      open: invoice.total,
      seller: { name: 'Blue Reef Diving GmbH' },
    });
    const pdf = await versioned(ctx, {
      method: 'GET',
      url: `/api/public/invoice/${invoice.id}/pdf?token=${token}`,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    for (const wrong of [`${token.slice(0, -2)}xx`, 'a'.repeat(43)]) {
      const refused = await versioned(ctx, {
        method: 'GET',
        url: `/api/public/invoice/${invoice.id}?token=${wrong}`,
      });
      expect(refused.statusCode).toBe(404);
    }
    const otherId = await versioned(ctx, {
      method: 'GET',
      url: `/api/public/invoice/00000000-0000-4000-8000-000000000000?token=${token}`,
    });
    expect(otherId.statusCode).toBe(404);
  });

  it('sends an invoice to its payer with the Factur-X PDF attached', async () => {
    const template = await post('/api/mail/template', {
      name: 'Invoice',
      type: 'Payment',
      texts: {
        de: {
          subject: 'Ihre Rechnung zu {{ booking.number }}',
          body: '{{ recipient.salutation }},\n\nanbei Ihre Rechnung.',
        },
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const [booker, payer] = [
      await newCustomer(ctx, admin, { email: 'booker@example.com' }),
      await newCustomer(ctx, admin, { firstName: 'Paula', lastName: 'Zahler', email: 'paula@example.com' }),
    ];
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 1']!, guests: [booker.id] }],
      state: 'confirmed',
    });
    expect(
      (await post(`/api/bookings/${booking.id}/sendInvoice`, { template: template.json().id })).statusCode,
    ).toBe(409);
    const invoice: Invoice = (await post(`/api/bookings/${booking.id}/invoice`, { payer: payer.id })).json();
    const sent = await post(`/api/bookings/${booking.id}/sendInvoice`, { template: template.json().id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().queued).toEqual([
      expect.objectContaining({ to: 'paula@example.com', attachments: [`${invoice.number}.pdf`] }),
    ]);
    await ctx.services.mail.processQueue();
    const mail = await simpleParser(smtp.inbox.find((m) => m.to === 'paula@example.com')!.raw);
    expect(mail.subject).toBe(`Ihre Rechnung zu ${booking.bookingNo}`);
    const pdf = mail.attachments[0]!;
    expect(pdf.filename).toBe(`${invoice.number}.pdf`);
    expect(Object.keys(await pdfAttachments(pdf.content))).toEqual(['factur-x.xml']);
  });

  it("mails a link to the booking's invoice that opens without login, and nothing without an invoice", async () => {
    const template = await post('/api/mail/template', {
      name: 'Invoice link',
      texts: { en: { subject: 'Invoice {{ booking.number }}', body: 'Your invoice: [{{ links.invoice }}]' } },
    });
    expect(template.statusCode, template.body).toBe(201);
    const booker = await newCustomer(ctx, admin, { email: 'linked@example.com' });
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 2']!, guests: [booker.id] }],
      state: 'confirmed',
    });
    const send = () =>
      post(`/api/bookings/${booking.id}/sendMail`, { template: template.json().id, language: 'en' });
    const mailed = async () => {
      await ctx.services.mail.processQueue();
      const raw = smtp.inbox.filter((m) => m.to === 'linked@example.com').at(-1)!.raw;
      return /\[(.*)\]/.exec((await simpleParser(raw)).text ?? '')![1]!;
    };
    expect((await send()).statusCode).toBe(200);
    expect(await mailed()).toBe('');
    const invoice: Invoice = (await post(`/api/bookings/${booking.id}/invoice`)).json();
    expect((await send()).statusCode).toBe(200);
    const link = new URL(await mailed());
    expect(link.pathname).toBe(`/invoice/${invoice.id}`);
    const view = await versioned(ctx, {
      method: 'GET',
      url: `/api/public/invoice/${invoice.id}${link.search}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().number).toBe(invoice.number);
  });

  it('keeps tax rates sane: one default, exempt rates at 0 % with a reason', async () => {
    const second = await post('/api/tax', { name: 'Other default', percent: 7, isDefault: true });
    expect(second.statusCode).toBe(409);
    const exempt = await post('/api/tax', { name: 'Exempt', percent: 0, category: 'E' });
    expect(exempt.statusCode).toBe(400);
    expect(exempt.json().fields[0].path).toBe('exemptionReason');
    const zero = await post('/api/tax', { name: 'Zero standard', percent: 0, category: 'S' });
    expect(zero.json().fields[0].path).toBe('percent');
  });
});
