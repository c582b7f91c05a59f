import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStay, newUser, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** Issue 38: the standard calls of `/api/guestform` beside the review (SPEC §7): create, CSV, delete. */
let ctx: TestContext;
let admin: string;
let booking: { id: string; bookingNo: string; guest: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).token;
  const ids = await resortWorld(ctx, admin);
  const stay = await newStay(ctx, admin, {
    resort: ids.resort!,
    from: '2027-05-01',
    to: '2027-05-04',
    rooms: [{ room: ids.R2! }],
  });
  booking = { id: stay.id, bookingNo: stay.bookingNo, guest: stay.rooms[0]!.guests[0]!.customer! };
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  ctx.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('/api/guestform standard calls', () => {
  it('makes a guest’s form, saves answers, lists it as CSV and deletes the answers', async () => {
    const made = await call('POST', '/api/guestform', admin, {
      customer: booking.guest,
      booking: booking.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const form = made.json().form;
    const saved = await call('POST', `/api/guestform/${form.form}`, admin, {
      data: { ...form.data, personal: { ...form.data.personal, firstName: 'Desk', lastName: 'Entered' } },
      version: form.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const csv = await call('GET', `/api/guestform/listCSV?state=draft&booking=${booking.id}`, admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(booking.bookingNo);

    expect((await call('DELETE', `/api/guestform/${form.form}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/guestform/${form.form}`, admin)).statusCode).toBe(404);
    // The place's form starts empty again.
    const again = await call('POST', '/api/guestform', admin, {
      customer: booking.guest,
      booking: booking.id,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().form.form).not.toBe(form.form);
    expect(again.json().form.data.personal?.lastName ?? '').not.toBe('Entered');
  });

  it('answers only holders of the scopes, and refuses bad input in the shape of SPEC §8', async () => {
    const reader = await newUser(ctx, admin, 'gf-reader@test.local', ['customers.read']);
    const form = (
      await call('POST', '/api/guestform', admin, { customer: booking.guest, booking: booking.id })
    ).json().form;
    expect(
      (await call('POST', '/api/guestform', reader, { customer: booking.guest, booking: booking.id }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/guestform/${form.form}`, reader)).statusCode).toBe(403);
    const stranger = await call('POST', '/api/guestform', admin, {
      customer: crypto.randomUUID(),
      booking: booking.id,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ statusCode: 400, path: '/api/guestform', method: 'POST' });
    expect(
      (await call('POST', '/api/guestform', admin, { customer: 'x', booking: booking.id })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/guestform/listCSV?state=nope', admin)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/guestform/..%2F..%2Fetc', admin)).statusCode).toBe(400);
  });
});
