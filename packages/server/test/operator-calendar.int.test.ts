import type { BookingDetail, Invoice } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStay, resortWorld, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Every calendar day the server decides is the operator's (the general setting's timezone), never
 * UTC's: half an hour before midnight UTC it is already tomorrow in Berlin, and on New Year's Eve
 * already the next year.
 */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

/** A POST as the admin that must answer `status`; its JSON. */
const post = async (url: string, payload: object, status: number) => {
  const res = await ctx.request({ method: 'POST', url, token: admin, payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const at = (iso: string) => {
  ctx.services.clock.now = () => new Date(iso);
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await resortWorld(ctx, admin);
  await ctx.services.settings.put('general', 'timezone', 'Europe/Berlin');
  // An invoice needs the seller and a default tax rate.
  await post(
    '/api/company',
    {
      name: 'Blue Reef Diving GmbH',
      address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
      email: 'info@bluereef.test',
      vatId: 'DE123456789',
    },
    200,
  );
  await post('/api/tax', { name: 'Standard 19 %', percent: 19, category: 'S', isDefault: true }, 201);
});
afterAll(() => ctx.close());

describe("the operator's calendar", () => {
  it('dates a booking made at 00:30 in Berlin (23:30 UTC) that day, and so its invoice', async () => {
    at('2026-03-10T23:30:00Z');
    expect(await ctx.services.calendar.today()).toBe('2026-03-11');
    const booking: BookingDetail = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2026-04-01',
      to: '2026-04-04',
      rooms: [{ room: ids.R1! }],
    });
    expect(booking.bookingDate).toBe('2026-03-11');
    const invoice: Invoice = await post(`/api/bookings/${booking.id}/invoice`, {}, 201);
    expect(invoice.issueDate).toBe('2026-03-11');
    expect(invoice.dueDate >= '2026-03-11').toBe(true);
  });

  it("numbers a booking made at 00:30 on New Year's Day in Berlin with the new year", async () => {
    at('2026-12-31T23:30:00Z');
    const booking: BookingDetail = await newStay(ctx, admin, {
      resort: ids.resort!,
      from: '2027-02-01',
      to: '2027-02-03',
      rooms: [{ room: ids.R1! }],
    });
    expect(booking.bookingDate).toBe('2027-01-01');
    expect(booking.bookingNo).toMatch(/^2027-/);
  });

  it("lists as new only the trips from the operator's today on: one that sailed yesterday in Berlin is gone", async () => {
    const trips = await tripWorld(ctx, admin);
    // 00:30 on 7 March in Berlin; in UTC it is still the 6th, the day the first trip sails.
    at('2027-03-06T23:30:00Z');
    const res = await ctx.request({
      method: 'GET',
      url: '/api/schedule/booking?size=0&new=true',
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (res.json() as { data: { id: string }[] }).data.map((t) => t.id);
    expect(listed).not.toContain(trips.s1);
    expect(listed).toContain(trips.s2);
  });

  it('follows the setting: in UTC the same instant is still the day before', async () => {
    await ctx.services.settings.put('general', 'timezone', 'UTC');
    try {
      at('2026-03-10T23:30:00Z');
      expect(await ctx.services.calendar.today()).toBe('2026-03-10');
      expect(await ctx.services.calendar.timezone()).toBe('UTC');
    } finally {
      await ctx.services.settings.put('general', 'timezone', 'Europe/Berlin');
    }
  });
});
