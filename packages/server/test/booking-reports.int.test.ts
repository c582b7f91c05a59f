import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { pdfText } from './pdf-support.ts';
import { type SmtpSink, decodeMail, startSmtpSink } from './smtp-sink.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

/**
 * Printed output beyond a booking's own documents: reports across bookings, the vessel and resort
 * lists and the customer print as PDFs with the letterhead, and documents opened by link from a mail.
 */
let ctx: TestContext;
let smtp: SmtpSink;
let admin: string;
let ids: Record<string, string>;
let first: { id: string; bookingNo: string; leadName: string };
let second: { id: string; bookingNo: string; leadName: string };
let guest: { id: string; fullName: string };

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = (url: string, payload: object, token = admin) =>
  versioned(ctx, { method: 'POST', url, token, payload });
const isPdf = (body: Buffer) => body.subarray(0, 5).toString() === '%PDF-';

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ smtpUrl: smtp.url, publicUrl: 'http://seaberth.test' });
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  expect((await post('/api/company', { name: 'Blue Reef Diving GmbH' })).statusCode).toBe(200);
  guest = await newCustomer(ctx, admin, { firstName: 'Maren', lastName: 'Kowalski', nationality: 'PL' });
  first = await newTripBooking(ctx, admin, {
    schedule: ids.s1!,
    rooms: [{ room: ids['Cabin 1']!, guests: [guest.id] }],
    state: 'confirmed',
  });
  second = await newTripBooking(ctx, admin, { schedule: ids.s2!, rooms: [{ room: ids['Cabin 2']! }] });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('reports across bookings', () => {
  it('prints the bookings of a period with the letterhead, as PDF or HTML', async () => {
    const pdf = await get('/api/bookings/report/list?from=2027-03-01&to=2027-03-31');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Blue Reef Diving GmbH');
    expect(text).toContain('2027-03-01 – 2027-03-31 · 2 bookings');
    expect(text).toContain(first.bookingNo);
    expect(text).toContain(second.bookingNo);
    expect(text).toContain('MV Manta');

    const html = await get('/api/bookings/report/list?from=2027-03-13&to=2027-03-31&format=html');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(second.bookingNo);
    expect(html.body).not.toContain(first.bookingNo);
    const confirmedOnly = await get(
      '/api/bookings/report/list?from=2027-03-01&to=2027-03-31&states=confirmed&format=html',
    );
    expect(confirmedOnly.body).toContain(first.bookingNo);
    expect(confirmedOnly.body).not.toContain(second.bookingNo);
  });

  it('prints arrivals of a day, what is open, every guest, and the bookings chosen in the list', async () => {
    const arrivals = await get('/api/bookings/report/arrivals?from=2027-03-13&to=2027-03-13&format=html');
    expect(arrivals.body).toContain(second.bookingNo);
    expect(arrivals.body).not.toContain(first.bookingNo);

    const open = await pdfText(
      (await get('/api/bookings/report/open?from=2027-03-01&to=2027-03-31')).rawPayload,
    );
    // Both are unpaid: 1,500.00 each for a Deluxe cabin.
    expect(open).toContain('open in all: €3,000.00');

    const guests = await get('/api/bookings/report/guests?from=2027-03-01&to=2027-03-12&format=html');
    expect(guests.body).toContain('Maren Kowalski');
    expect(guests.body).toContain('PL');
    expect(guests.body).toContain('Cabin 1');

    const chosen = await post('/api/bookings/report/list', { bookings: [second.id], format: 'html' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.body).toContain(second.bookingNo);
    expect(chosen.body).not.toContain(first.bookingNo);

    const wrong = await get('/api/bookings/report/list?from=2027-03-31&to=2027-03-01');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].path).toBe('querystring.to');
    const unknown = await get('/api/bookings/report/nope?from=2027-03-01&to=2027-03-31');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Template nope not found' });
  });

  it('prints only the bookings of the places a limited user may see', async () => {
    const other = await newUser(ctx, admin, 'dugong.crew@bluereef.test', ['bookings.read'], {
      vessels: [ids.dugong],
    });
    const html = await get('/api/bookings/report/list?from=2027-03-01&to=2027-03-31&format=html', other);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('0 bookings');
    expect(html.body).not.toContain(first.bookingNo);
  });
});

describe('lists and the customer print as PDF', () => {
  it('prints a vessel list of a trip with the letterhead', async () => {
    const list = await post('/api/vessellist', {
      name: 'Manifest',
      vessel: ids.manta,
      fields: ['name', 'nationality'],
    });
    expect(list.statusCode, list.body).toBe(201);
    const pdf = await get(`/api/schedule/${ids.s1}/printList/${list.json().id}?format=pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Blue Reef Diving GmbH');
    expect(text).toContain('Manifest: MV Manta');
    expect(text).toContain('Cabin 1 Bed 1 Kowalski, Maren PL');
    // The HTML to print stays the default.
    expect(
      (await get(`/api/schedule/${ids.s1}/printList/${list.json().id}`)).headers['content-type'],
    ).toContain('text/html');
  });

  it("prints a customer's sheet and their trips", async () => {
    const sheet = await post(`/api/customer/${guest.id}/print/sheet`, {});
    expect(sheet.statusCode, sheet.body).toBe(200);
    const text = await pdfText(sheet.rawPayload);
    expect(text).toContain('Maren Kowalski');
    expect(text).toContain('Customer sheet');
    const stays = await pdfText((await post(`/api/customer/${guest.id}/print/stays`, {})).rawPayload);
    expect(stays).toContain(first.bookingNo);
    expect((await post(`/api/customer/${guest.id}/print/nope`, {})).statusCode).toBe(400);
  });
});

describe('documents by link', () => {
  it('sends a link in a mail that opens the confirmation without login, and no other document', async () => {
    const template = await post('/api/mail/template', {
      name: 'Confirmation link',
      texts: {
        en: { subject: 'Your booking {{ booking.number }}', body: 'Open it here: {{ links.confirmation }}' },
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const customer = await newCustomer(ctx, admin, {
      firstName: 'Lea',
      lastName: 'Stein',
      email: 'lea@example.test',
    });
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 3']!, guests: [customer.id] }],
      state: 'confirmed',
    });
    const sent = await post(`/api/bookings/${booking.id}/sendMail`, {
      template: template.json().id,
      language: 'en',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await ctx.services.mail.processQueue();
    const mail = decodeMail(smtp.inbox.at(-1)!.raw);
    const url = mail.match(/http:\/\/seaberth\.test(\/api\/p\/r\/booking\/confirmation\/[\w.-]+)/)?.[1];
    expect(url).toBeDefined();

    const opened = await versioned(ctx, { method: 'GET', url: url! });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(isPdf(opened.rawPayload)).toBe(true);
    expect(await pdfText(opened.rawPayload)).toContain(booking.bookingNo);

    const context = url!.split('/').at(-1)!;
    const [id, token] = context.split('.');
    const tampered = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
    expect(
      (await versioned(ctx, { method: 'GET', url: `/api/p/r/booking/confirmation/${id}.${tampered}` }))
        .statusCode,
    ).toBe(404);
    // The token opens that document only: not the voucher, not another booking's confirmation.
    expect(
      (await versioned(ctx, { method: 'GET', url: `/api/p/r/booking/voucher/${context}` })).statusCode,
    ).toBe(404);
    expect(
      (await versioned(ctx, { method: 'GET', url: `/api/p/r/booking/confirmation/${first.id}.${token}` }))
        .statusCode,
    ).toBe(404);
  });
});
