import type { BookingDocument } from '@seaberth/domain';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTripBooking, newUser, tripWorld } from './booking-fixtures.ts';
import { gradientPng, multipartBody } from './media-support.ts';
import { pdfText } from './pdf-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

/** A booking's documents: which fit, rendered as PDF, kept with the booking, listed, removed. */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const get = (url: string, token = admin) => versioned(ctx, { method: 'GET', url, token });
const post = (url: string, payload: object) => versioned(ctx, { method: 'POST', url, token: admin, payload });
const isPdf = (body: Buffer) => body.subarray(0, 5).toString() === '%PDF-';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  const company = await post('/api/company', {
    name: 'Blue Reef Diving GmbH',
    bankAccounts: [{ holder: 'Blue Reef Diving GmbH', iban: 'DE89370400440532013000' }],
  });
  expect(company.statusCode, company.body).toBe(200);
});
afterAll(() => ctx.close());

describe('documents of a booking', () => {
  it('says which documents fit, renders the confirmation, and refuses a voucher before it is confirmed', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    const templates = (await get(`/api/bookings/${booking.id}/templates`)).json() as {
      id: string;
      fits: boolean;
    }[];
    expect(Object.fromEntries(templates.map((t) => [t.id, t.fits]))).toEqual({
      offer: false,
      confirmation: true,
      voucher: false,
      cancellation: false,
    });

    const pdf = await get(`/api/bookings/${booking.id}/download?template=confirmation`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${booking.bookingNo}-confirmation.pdf"`,
    );
    expect(isPdf(pdf.rawPayload)).toBe(true);

    const voucher = await get(`/api/bookings/${booking.id}/voucher`);
    expect(voucher.statusCode).toBe(409);
    expect(voucher.json()).toMatchObject({
      description: 'ACTION_NOT_ALLOWED',
      params: { template: 'voucher' },
    });
    const forced = await get(`/api/bookings/${booking.id}/download?template=voucher&force=true`);
    expect(isPdf(forced.rawPayload)).toBe(true);
  });

  it('keeps a generated document with the booking, opens it, and removes it', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 2']! }],
      state: 'confirmed',
    });
    const stored = await post(`/api/bookings/${booking.id}/store`, { template: 'voucher' });
    expect(stored.statusCode, stored.body).toBe(201);
    const document = stored.json() as BookingDocument;
    expect(document).toMatchObject({
      kind: 'generated',
      template: 'voucher',
      name: `${booking.bookingNo}-voucher.pdf`,
    });
    expect(document.createdByName).toBeTruthy();

    const list = (await get(`/api/bookings/${booking.id}/documents`)).json() as BookingDocument[];
    expect(list.map((d) => d.id)).toEqual([document.id]);
    const file = await get(`/api/bookings/${booking.id}/documents/${document.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(document.size);
    expect(isPdf(file.rawPayload)).toBe(true);

    const removed = await versioned(ctx, {
      method: 'DELETE',
      url: `/api/bookings/${booking.id}/documents/${document.id}`,
      token: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/bookings/${booking.id}/documents`)).json()).toEqual([]);
    expect((await get(`/api/bookings/${booking.id}/documents/${document.id}`)).statusCode).toBe(404);
  });

  it('attaches an uploaded picture or PDF to the booking, and refuses anything else', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 4']! }],
    });
    const upload = (bytes: Buffer, fileName: string) =>
      versioned(ctx, {
        method: 'POST',
        url: `/api/bookings/${booking.id}/upload`,
        token: admin,
        ...multipartBody({ bytes, fileName }),
      });
    const png = await gradientPng(40, 30);
    const res = await upload(png, 'Flight ticket.png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'upload',
      template: null,
      name: 'Flight ticket.png',
      mimeType: 'image/png',
    });
    const file = await get(`/api/bookings/${booking.id}/documents/${res.json().id}`);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const text = await upload(Buffer.from('just words'), 'notes.txt');
    expect(text.statusCode).toBe(415);
    expect(text.json().description).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(((await get(`/api/bookings/${booking.id}/documents`)).json() as unknown[]).length).toBe(1);
  });

  it('answers a GiroCode of the open amount that a camera reads back as IBAN, amount and booking number', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids.Suite! }],
    });
    expect(booking.total).toBeGreaterThan(0);
    const res = await post(`/api/bookings/${booking.id}/qrcode`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { svg, amount, currency } = res.json();
    expect([amount, currency]).toEqual([booking.total - booking.paid, 'EUR']);
    // Rasterize the answered picture and read it as a banking app would.
    const { data, info } = await sharp(Buffer.from(svg))
      .resize(400, 400)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(read?.data.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Blue Reef Diving GmbH',
      'DE89370400440532013000',
      `EUR${(amount / 100).toFixed(2)}`,
      '',
      '',
      booking.bookingNo,
    ]);

    const deposit = await post('/api/bookings/paymentqrcode', { booking: booking.id, amount: 30_000 });
    expect(deposit.json().payload).toContain('\nEUR300.00\n');
    const none = await post('/api/bookings/paymentqrcode', { booking: booking.id, amount: 0 });
    expect(none.statusCode).toBe(400);
  });

  it("prints the operator's own words, and one document with words of its own", async () => {
    const saved = await post('/api/company/texts', {
      en: { intro: { confirmation: 'Great news: your cabin on the Manta is yours.' }, closing: 'Fins up!' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().de.closing).toBe('');
    const booking = await newTripBooking(ctx, admin, { schedule: ids.d1!, rooms: [{ room: ids.D1! }] });
    await post(`/api/bookings/${booking.id}/language/en`, { version: booking.version });
    const pdf = await get(`/api/bookings/${booking.id}/templates/confirmation`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Great news: your cabin on the Manta is yours.');
    expect(text).toContain('Fins up!');

    const kept = await post(`/api/bookings/${booking.id}/templates/confirmation`, {
      custom: { intro: 'As agreed on the phone today, we confirm:' },
      persist: true,
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const file = await get(`/api/bookings/${booking.id}/documents/${kept.json().id}`);
    const keptText = await pdfText(file.rawPayload);
    expect(keptText).toContain('As agreed on the phone today, we confirm:');
    expect(keptText).toContain('Fins up!');
    expect((await get(`/api/bookings/${booking.id}/templates/nonsense`)).statusCode).toBe(400);
  });

  it('shows nothing of a booking to a user limited to another vessel', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 3']! }],
    });
    const other = await newUser(ctx, admin, 'dugong-docs@test.local', ['bookings.read'], {
      vessels: [ids.dugong],
    });
    expect((await get(`/api/bookings/${booking.id}/download?template=confirmation`, other)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/bookings/${booking.id}/documents`, other)).statusCode).toBe(404);
  });
});
