import { addDays } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newStay, resortWorld } from './booking-fixtures.ts';
import { multipartBody } from './media-support.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 39, import type `seaberth`: the bookings export of one installation (`GET
 * /api/bookings/csvExport`, CSV or XLSX) imported into another, its resorts and rooms found by name.
 */
let source: TestContext;
let target: TestContext;
let sourceAdmin: string;
let targetAdmin: string;
let world: Record<string, string>;
let from: string;
let to: string;

const importInto = async (bytes: Buffer, fileName: string) => {
  const body = multipartBody({ bytes, fileName });
  const res = await target.request({
    method: 'POST',
    url: '/api/bookings/import/seaberth',
    token: targetAdmin,
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    booked: number;
    skipped: number;
    refused: number;
    lines: {
      line: number;
      outcome: string;
      reference: string;
      booking: string | null;
      reason: string | null;
    }[];
  };
};

const exported = async (format: 'csv' | 'xlsx', language: 'en' | 'de') => {
  const res = await source.request({
    method: 'GET',
    url: `/api/bookings/csvExport?from=${from}&to=${to}&export=${format}`,
    token: sourceAdmin,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};

beforeAll(async () => {
  [source, target] = await Promise.all([createTestContext(), createTestContext()]);
  [sourceAdmin, targetAdmin] = await Promise.all([source.adminToken(), target.adminToken()]);
  world = await resortWorld(source, sourceAdmin);
  await resortWorld(target, targetAdmin);
  from = addDays(await source.operatorToday(), 20);
  to = addDays(from, 3);
}, 120_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('POST /api/bookings/import/seaberth', () => {
  it('books in one installation what another exported: same resort, rooms, guests, dates, lead and total', async () => {
    const ana = await newCustomer(source, sourceAdmin, { firstName: 'Ana Maria', lastName: 'Silva' });
    const ben = await newCustomer(source, sourceAdmin, { firstName: 'Ben', lastName: 'Berg' });
    const two = await newStay(source, sourceAdmin, {
      resort: world.resort!,
      from,
      to,
      rooms: [{ room: world.R1!, guests: [ana.id, null] }, { room: world.R2! }],
    });
    const one = await newStay(source, sourceAdmin, {
      resort: world.resort!,
      from: addDays(from, 1),
      to,
      rooms: [{ room: world.R3!, guests: [ben.id] }],
      state: 'planned',
    });
    // An offer is not moved: refused by its state.
    const offer = await newStay(source, sourceAdmin, {
      resort: world.resort!,
      from,
      to,
      rooms: [{ room: world.Dorm!, guests: [ben.id] }],
      state: 'draft',
    });

    const result = await importInto(await exported('xlsx', 'en'), 'csv-export.xlsx');
    expect(result).toMatchObject({ booked: 2, skipped: 0, refused: 1 });
    const of = (bookingNo: string) => result.lines.find((l) => l.reference === bookingNo)!;
    expect(of(offer.bookingNo)).toMatchObject({ outcome: 'refused', reason: 'badState' });
    for (const [original, state] of [
      [two, 'confirmed'],
      [one, 'planned'],
    ] as const) {
      const line = of(original.bookingNo);
      expect(line.outcome).toBe('booked');
      const copy = (
        await target.request({ method: 'GET', url: `/api/bookings/${line.booking}`, token: targetAdmin })
      ).json();
      expect(copy).toMatchObject({
        state,
        from: original.from,
        to: original.to,
        leadName: original.leadName,
        total: original.total,
        currency: original.currency,
      });
      const rooms = (b: typeof original) =>
        b.rooms
          .map((r) => [r.roomName, r.guests.length])
          .sort((x, y) => String(x[0]).localeCompare(String(y[0])));
      expect(rooms(copy)).toEqual(rooms(original));
      expect(copy.references).toEqual([
        expect.objectContaining({ kind: 'import', value: original.bookingNo }),
      ]);
    }
    expect(
      (
        await target.request({
          method: 'GET',
          url: `/api/bookings/${of(two.bookingNo).booking}`,
          token: targetAdmin,
        })
      ).json().leadName,
    ).toBe('Ana Maria Silva');

    // The German CSV of the same bookings names the same references: imported before, skipped.
    const again = await importInto(await exported('csv', 'de'), 'csv-export.csv');
    expect(again).toMatchObject({ booked: 0, skipped: 2, refused: 1 });
  });

  it('refuses a file that lacks the rooms column (a CSV of another kind) as a whole', async () => {
    const res = await target.request({
      method: 'POST',
      url: '/api/bookings/import/seaberth',
      token: targetAdmin,
      ...(() => {
        const body = multipartBody({
          bytes: Buffer.from(
            'Booking;Arrival;Departure;Lead guest;Resort or vessel\nX-1;2030-01-01;2030-01-02;A B;Coral Bay\n',
          ),
          fileName: 'old.csv',
        });
        return { payload: body.payload, headers: body.headers };
      })(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(['rooms']);
  });
});
