import type { BookingDetail } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTripBooking, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 31: every change of a booking names the version it was based on. Without one the change is
 * refused (400, field `version`), with an old one it answers 409 STALE_VERSION and changes nothing,
 * so two clerks never overwrite each other unseen. The OpenAPI walk keeps it so for every action
 * added later.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  ctx.request({ method, url, token: admin, ...(payload ? { payload } : {}) });

/**
 * Calls on one booking that change no booking as it was read: a copy makes a new one, a preview
 * reads, and the documents, mails and invoices are records of their own made from the booking.
 */
const NOT_A_CHANGE = new Set(
  [
    'POST {id}/copy',
    'POST {id}/rooms/{roomId}/preview',
    'POST {id}/cancell/preview',
    'POST {id}/store',
    'POST {id}/qrcode',
    'POST {id}/templates/{templateId}',
    'DELETE {id}/documents/{documentId}',
    'POST {id}/upload',
    'POST {id}/sendMail',
    'POST {id}/sendInvoice',
    'POST {id}/sendGuestFormMail',
    'POST {id}/invoice',
    'POST {id}/invoice/public',
    'POST {id}/splitInvoice',
    // Works out the figures the row keeps beside their source again; no booking data changes.
    'POST {id}/reindex',
  ].map((call) => call.replace(' ', ' /api/bookings/')),
);

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        parameters?: { in: string; name: string; required?: boolean }[];
        requestBody?: {
          content?: Record<string, { schema?: { required?: string[]; allOf?: { required?: string[] }[] } }>;
        };
      }
    >
  >;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
}, 60_000);
afterAll(() => ctx?.close());

describe('booking versions', () => {
  it('requires the version in every action that changes one booking, as the OpenAPI document says', async () => {
    await ctx.app.ready();
    const document = ctx.app.swagger() as unknown as OpenApi;
    const unversioned: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!/^\/api\/bookings\/(calculation\/)?\{id\}/.test(path)) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!['post', 'delete'].includes(method) || NOT_A_CHANGE.has(name)) continue;
        checked += 1;
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const required = [
          ...(body?.required ?? []),
          ...(body?.allOf ?? []).flatMap((part) => part.required ?? []),
        ];
        const inQuery = operation.parameters?.some(
          (p) => p.in === 'query' && p.name === 'version' && p.required,
        );
        if (!required.includes('version') && !inQuery) unversioned.push(name);
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(unversioned).toEqual([]);
  });

  it('requires the version of each booking marked paid, as the OpenAPI document says', async () => {
    await ctx.app.ready();
    const document = ctx.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>
      >;
    };
    const body = document.paths['/api/bookings/markPaid']!.post!.requestBody!.content!['application/json']!
      .schema as { properties: { bookings: { items: { required: string[] } } } };
    expect(body.properties.bookings.items.required).toEqual(expect.arrayContaining(['id', 'version']));
    const booking = await newTripBooking(ctx, admin, { schedule: ids.s1, rooms: [{ room: ids['Cabin 3'] }] });
    const bare = await call('POST', '/api/bookings/markPaid', { bookings: [{ id: booking.id }] });
    expect(bare.statusCode).toBe(400);
    const stale = await call('POST', '/api/bookings/markPaid', {
      bookings: [{ id: booking.id, version: booking.version + 1 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().description).toBe('STALE_VERSION');
    expect(((await call('GET', `/api/bookings/${booking.id}`)).json() as BookingDetail).paid).toBe(0);
  });

  it('refuses a change without a version, in the body or the query', async () => {
    const booking = await newTripBooking(ctx, admin, { schedule: ids.s1, rooms: [{ room: ids['Cabin 1'] }] });
    const cancel = await call('POST', `/api/bookings/${booking.id}/cancell`, { reason: 'customer' });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({
      description: 'VALIDATION_ERROR',
      fields: [{ path: 'version', message: 'Send the version of the booking this change is based on' }],
    });
    const payment = await call('POST', `/api/bookings/${booking.id}/payment`, {
      amount: 10_000,
      currency: 'EUR',
      date: '2027-01-05',
    });
    expect(payment.statusCode).toBe(400);
    expect(payment.json().fields).toEqual([expect.objectContaining({ path: 'version' })]);
    const removed = await call('DELETE', `/api/bookings/${booking.id}`);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().fields).toEqual([expect.objectContaining({ path: 'querystring.version' })]);
    const still = (await call('GET', `/api/bookings/${booking.id}`)).json() as BookingDetail;
    expect(still).toMatchObject({ state: booking.state, version: booking.version, paid: 0 });
  });

  it('answers 409 STALE_VERSION to the second of two clerks and keeps the first one’s change', async () => {
    const booking = await newTripBooking(ctx, admin, { schedule: ids.s2, rooms: [{ room: ids['Cabin 2'] }] });
    const seen = booking.version;
    const note = await call('POST', `/api/bookings/${booking.id}`, { note: 'Vegetarian', version: seen });
    expect(note.statusCode, note.body).toBe(200);
    const cancel = await call('POST', `/api/bookings/${booking.id}/cancell`, {
      reason: 'customer',
      version: seen,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().description).toBe('STALE_VERSION');
    const paid = await call('POST', `/api/bookings/${booking.id}/payment`, {
      amount: 10_000,
      currency: 'EUR',
      date: '2027-01-05',
      version: seen,
    });
    expect(paid.json().description).toBe('STALE_VERSION');
    const now = (await call('GET', `/api/bookings/${booking.id}`)).json() as BookingDetail;
    expect(now).toMatchObject({ state: booking.state, note: 'Vegetarian', paid: 0, version: seen + 1 });

    // On the version it now has, the payment is made, and taken back only on the version after it.
    const made = await call('POST', `/api/bookings/${booking.id}/payment`, {
      amount: 10_000,
      currency: 'EUR',
      date: '2027-01-05',
      version: now.version,
    });
    expect(made.statusCode, made.body).toBe(201);
    const url = `/api/bookings/${booking.id}/payment/${made.json().id}`;
    expect((await call('DELETE', `${url}?version=${now.version}`)).json().description).toBe('STALE_VERSION');
    expect((await call('DELETE', `${url}?version=${now.version + 1}`)).statusCode).toBe(204);
  });
});
