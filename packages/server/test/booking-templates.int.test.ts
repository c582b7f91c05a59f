import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { pdfText } from './pdf-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 38: booking templates (SPEC §7 `GET templates`, `POST templates/{templateId}` with query,
 * `GET templates/{id}/occupancy`) and `POST /clearCache`.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;
let reader: string;
let stranger: string;
const stays: { id: string; bookingNo: string; version: number }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).token;
  ids = await resortWorld(ctx, admin);
  for (const [room, from, to, state] of [
    ['R1', '2027-07-01', '2027-07-05', 'confirmed'],
    ['R2', '2027-07-03', '2027-07-08', 'confirmed'],
    ['R3', '2027-07-04', '2027-07-06', 'draft'],
    ['R1', '2027-08-01', '2027-08-03', 'confirmed'],
  ] as const)
    stays.push(
      await newStay(ctx, admin, { resort: ids.resort!, from, to, rooms: [{ room: ids[room]! }], state }),
    );
  reader = await newUser(ctx, admin, 'reader@test.local', ['bookings.read']);
  stranger = await newUser(ctx, admin, 'stranger@test.local', ['customers.read']);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown, headers = {}) =>
  ctx.request({
    method,
    url,
    token,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const pages = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

describe('booking templates', () => {
  it('lists the templates with the states each fits, in the asked language', async () => {
    const en = await call('GET', '/api/bookings/templates', reader, undefined, { 'accept-language': 'en' });
    expect(en.statusCode, en.body).toBe(200);
    const voucher = en.json().find((t: { id: string }) => t.id === 'voucher');
    expect(voucher).toMatchObject({ name: 'Voucher', states: ['confirmed', 'resolved'] });
    const de = await call('GET', '/api/bookings/templates', reader, undefined, { 'accept-language': 'de' });
    expect(de.json().map((t: { id: string }) => t.id)).toEqual([
      'offer',
      'confirmation',
      'voucher',
      'cancellation',
    ]);
    expect((await call('GET', '/api/bookings/templates', stranger)).statusCode).toBe(403);
  });

  it('answers the words a document would print, with custom ones in place, without keeping it', async () => {
    const [stay] = stays;
    const words = await call('POST', `/api/bookings/${stay!.id}/templates/confirmation`, admin, {
      query: true,
      custom: { closing: 'See you under water' },
    });
    expect(words.statusCode, words.body).toBe(200);
    expect(words.headers['content-type']).toContain('application/json');
    expect(words.json()).toMatchObject({
      template: 'confirmation',
      fits: true,
      closing: 'See you under water',
    });
    expect(words.json().intro.length).toBeGreaterThan(10);
    const kept = (await call('GET', `/api/bookings/${stay!.id}/documents`, admin)).json();
    expect(kept).toEqual([]);
    const pdf = await call('POST', `/api/bookings/${stay!.id}/templates/confirmation`, admin, {
      custom: { closing: 'See you under water' },
    });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain('See you under water');
    expect(
      (await call('POST', `/api/bookings/${stay!.id}/templates/confirmation`, reader, { query: true }))
        .statusCode,
    ).toBe(403);
  });

  it('prints a template for every booking occupying the place in the period that it fits', async () => {
    const url = `/api/bookings/templates/voucher/occupancy?resort=${ids.resort}&from=2027-07-01&to=2027-07-31`;
    const res = await call('GET', url, reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(stays[0]!.bookingNo);
    expect(text).toContain(stays[1]!.bookingNo);
    expect(text).not.toContain(stays[2]!.bookingNo); // an offer gets no voucher
    expect(text).not.toContain(stays[3]!.bookingNo); // August
    const one = await call('GET', `/api/bookings/${stays[0]!.id}/templates/voucher`, reader);
    expect(await pages(res.rawPayload)).toBe(2 * (await pages(one.rawPayload)));
    const forced = await call('GET', `${url}&force=1`, reader);
    expect(await pdfText(forced.rawPayload)).toContain(stays[2]!.bookingNo);
  });

  it('refuses what it cannot print in the shape of SPEC §8', async () => {
    const none = await call(
      'GET',
      `/api/bookings/templates/cancellation/occupancy?from=2027-07-01&to=2027-07-31`,
      reader,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ statusCode: 400, method: 'GET' });
    expect(none.json().message).toContain('No booking');
    const both = await call(
      'GET',
      `/api/bookings/templates/voucher/occupancy?resort=${ids.resort}&vessel=${ids.resort}&from=2027-07-01&to=2027-07-31`,
      reader,
    );
    expect(both.statusCode).toBe(400);
    expect(
      (await call('GET', '/api/bookings/templates/evil/occupancy?from=2027-07-01&to=2027-07-31', reader))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/bookings/templates/voucher/occupancy?from=2027-07-31&to=2027-07-01', reader))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/bookings/templates/voucher/occupancy?from=2020-01-01&to=2027-07-01', reader))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/bookings/templates/voucher/occupancy?from=2027-07-01&to=2027-07-31', stranger))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /clearCache', () => {
  it('answers an administrator at the path SPEC names, and nobody else', async () => {
    const res = await call('POST', '/clearCache', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await call('POST', '/clearCache', reader)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'POST', url: '/clearCache' })).statusCode).toBe(401);
  });
});
