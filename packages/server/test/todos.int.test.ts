import type { BookingTodo, Page } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTripBooking, tripWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';
import { versioned } from './booking-at-version.ts';

/** To-dos: every new booking takes one per active definition, due by its rule; solved; closed by a cancel. */
let ctx: TestContext;
let admin: string;
let ids: Record<string, string>;

const get = (url: string) => versioned(ctx, { method: 'GET', url, token: admin });
const post = (url: string, payload: object) => versioned(ctx, { method: 'POST', url, token: admin, payload });
const todosOf = async (booking: string) =>
  ((await get(`/api/todo/allTodos?booking=${booking}&size=0`)).json() as Page<BookingTodo>).data;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  ids = await tripWorld(ctx, admin);
  ctx.services.clock.now = () => new Date('2027-01-10T10:00:00Z');
  for (const definition of [
    { group: 'Documents', text: 'Send the voucher', rule: { calcType: 'afterBooking', value: 3 } },
    {
      group: 'Guests',
      text: 'Collect passports',
      rule: { calcType: 'beforeArrival', value: 14 },
      closeOnAbort: false,
    },
    { group: 'Old', text: 'Fax the agent', isActive: false },
  ]) {
    const res = await post('/api/tododefinition', definition);
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => ctx.close());

describe('to-dos of bookings', () => {
  it('gives a new booking the active definitions’ to-dos, due by their rules', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s1!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    const todos = await todosOf(booking.id);
    expect(todos.map((t) => [t.text, t.due, t.open, t.bookingNo])).toEqual([
      ['Send the voucher', '2027-01-13', true, booking.bookingNo],
      // Arrival 2027-03-06, fourteen days before.
      ['Collect passports', '2027-02-20', true, booking.bookingNo],
    ]);
    const names = (await get('/api/bookings/taskNames')).json();
    expect(names).toEqual([
      { group: 'Documents', text: 'Send the voucher' },
      { group: 'Guests', text: 'Collect passports' },
    ]);
    const rules = (await get('/api/todo/rules')).json() as { text: string }[];
    expect(rules.map((r) => r.text)).toEqual(['Send the voucher', 'Collect passports']);
    const dueSoon = (await get('/api/todo/open?dueBy=2027-01-31')).json() as Page<BookingTodo>;
    expect(dueSoon.data.filter((t) => t.booking === booking.id).map((t) => t.text)).toEqual([
      'Send the voucher',
    ]);
  });

  it('solves a to-do and opens it again, naming who; refuses one of another booking', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s2!,
      rooms: [{ room: ids['Cabin 2']! }],
    });
    const other = await newTripBooking(ctx, admin, { schedule: ids.s2!, rooms: [{ room: ids['Cabin 3']! }] });
    const [voucher] = await todosOf(booking.id);
    const done = await post(`/api/todo/solve/${booking.id}/${voucher!.id}`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: voucher!.id, open: false, editedByName: expect.any(String) });
    const own = (await get('/api/todo/own?size=0')).json() as Page<BookingTodo>;
    expect(own.data.filter((t) => t.booking === booking.id).map((t) => t.text)).toEqual([
      'Collect passports',
    ]);
    const again = await post(`/api/todo/solve/${booking.id}/${voucher!.id}`, { open: true });
    expect(again.json().open).toBe(true);
    const wrong = await post(`/api/todo/solve/${other.id}/${voucher!.id}`, {});
    expect(wrong.statusCode).toBe(404);
  });

  it('closes the to-dos a cancellation makes pointless, and keeps the others', async () => {
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s3!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    const cancelled = await post(`/api/bookings/${booking.id}/cancell`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await todosOf(booking.id)).map((t) => [t.text, t.open])).toEqual([
      ['Collect passports', true],
      ['Send the voucher', false],
    ]);
  });

  it('is switched off with the todo feature', async () => {
    const flag = (await post('/api/settings', { group: 'features', key: 'todo', value: 'false' })).json();
    const off = await get('/api/todo/open');
    expect(off.statusCode).toBe(404);
    expect(off.json().description).toBe('FEATURE_DISABLED');
    const booking = await newTripBooking(ctx, admin, {
      schedule: ids.s4!,
      rooms: [{ room: ids['Cabin 1']! }],
    });
    const on = await post(`/api/settings/${flag.id}`, { ...flag, value: 'true' });
    expect(on.statusCode, on.body).toBe(200);
    expect(await todosOf(booking.id)).toEqual([]);
  });
});
