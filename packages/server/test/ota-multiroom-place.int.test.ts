import { addDays, type BookingDetail, type OtaUpdate } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './booking-fixtures.ts';
import type { ChannexServer, OtaBookingInput } from './support/channex-server.ts';
import { startOtaTest } from './support/ota-channel.ts';
import type { TestContext } from './test-app.ts';

/**
 * Issue 39: a sale of several rooms that found no free rooms is placed whole by the operator — one
 * of our rooms for each sold room, all checked before any is booked — or not at all.
 */
const TODAY = '2030-03-01';

let ctx: TestContext;
let admin: string;
let channex: ChannexServer;
let world: Record<string, string>;
let channel: Record<'Standard' | 'Dorm', { roomType: string; ratePlan: string }>;

const call = (url: string, payload?: object, token = admin, method: 'GET' | 'POST' = 'POST') =>
  ctx.request({ method, url, token, ...(payload ? { payload } : {}) });
const updateOf = async (revision: string): Promise<OtaUpdate> =>
  (
    (await call('/api/bookings/otaupdates?size=200', undefined, admin, 'GET')).json().data as OtaUpdate[]
  ).find((u) => u.revisionId === revision)!;
const place = (id: string, body: object, token = admin) =>
  call(`/api/bookings/otaupdates/${id}/place`, body, token);
const bookingCount = async () => (await call('/api/bookings?size=0', undefined, admin, 'GET')).json().total;

const sale = (from: string, guest: string, rooms = 1): OtaBookingInput => ({
  roomType: channel.Standard.roomType,
  ratePlan: channel.Standard.ratePlan,
  from,
  to: addDays(from, 2),
  amount: '400.00',
  rooms,
  guest: { name: guest, surname: 'Group', mail: `${guest.toLowerCase()}@group.test` },
});

/** Two of the three Standard rooms sold singly, then a sale of two rooms: a conflict. */
async function twoRoomConflict(from: string, guest: string): Promise<OtaUpdate> {
  await channex.book(sale(from, `${guest}A`));
  await channex.book(sale(from, `${guest}B`));
  const { revision } = await channex.book(sale(from, guest, 2));
  const update = await updateOf(revision);
  expect(update).toMatchObject({ state: 'conflict', booking: null });
  expect(update.rooms).toHaveLength(2);
  return update;
}

const NOW = Date.parse(`${TODAY}T10:00:00Z`);

let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, admin, channex, world, channel, close } = await startOtaTest(() => NOW));
}, 180_000);
afterAll(async () => {
  await close?.();
});

describe('placing a conflict of several rooms', () => {
  it('books every sold room into the rooms chosen, as one booking at the channel’s price', async () => {
    // Free on other dates: the placing moves the sale there.
    const from = addDays(TODAY, 10);
    const conflict = await twoRoomConflict(from, 'Pair');
    const later = addDays(from, 20);
    const placed = await place(conflict.id, {
      rooms: [world.R2, world.R3],
      from: later,
      to: addDays(later, 2),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ state: 'placed', read: true, from: later });
    const booking: BookingDetail = (
      await call(`/api/bookings/${placed.json().booking}`, undefined, admin, 'GET')
    ).json();
    expect(booking.rooms.map((r) => r.room).sort()).toEqual([world.R2, world.R3].sort());
    expect(booking.total).toBe(40000);
  });

  it('books nothing when one chosen room is taken, and names it', async () => {
    const from = addDays(TODAY, 40);
    const conflict = await twoRoomConflict(from, 'Half');
    const free = await call(
      `/api/rooms/available/${world.resort}?from=${from}&to=${addDays(from, 2)}`,
      undefined,
      admin,
      'GET',
    );
    const freeRoom = (free.json() as { id: string; free: boolean }[]).find(
      (r) => r.free && r.id !== world.Dorm,
    )!;
    const takenId = [world.R1, world.R2, world.R3].find((id) => id !== freeRoom.id)!;
    const before = await bookingCount();
    const refused = await place(conflict.id, { rooms: [freeRoom.id, takenId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ description: 'ROOM_TAKEN', params: { room: expect.any(String) } });
    const names: Record<string, string> = { [world.R1!]: 'R1', [world.R2!]: 'R2', [world.R3!]: 'R3' };
    expect(refused.json().message).toContain(names[takenId]);
    expect(await bookingCount()).toBe(before);
    expect((await updateOf(conflict.revisionId)).state).toBe('conflict');
  });

  it('places the same rooms once when asked twice at once', async () => {
    const from = addDays(TODAY, 70);
    const conflict = await twoRoomConflict(from, 'Twin');
    const later = addDays(from, 30);
    const body = { rooms: [world.R1, world.R3], from: later, to: addDays(later, 3) };
    const before = await bookingCount();
    const twice = await Promise.all([place(conflict.id, body), place(conflict.id, body)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await bookingCount()).toBe(before + 1);
  });

  it('refuses a placing that does not name one room per sold room, or names one twice (400)', async () => {
    const conflict = await twoRoomConflict(addDays(TODAY, 100), 'Odd');
    const one = await place(conflict.id, { room: world.R1 });
    expect(one.statusCode).toBe(400);
    expect(one.json().fields).toEqual([
      expect.objectContaining({ path: 'rooms', code: 'otaRoomPerSoldRoom' }),
    ]);
    const same = await place(conflict.id, { rooms: [world.R1, world.R1] });
    expect(same.json().fields).toEqual([
      expect.objectContaining({ path: 'rooms', code: 'otaRoomsDistinct' }),
    ]);
    const both = await place(conflict.id, { room: world.R1, rooms: [world.R1, world.R2] });
    expect(both.statusCode).toBe(400);
    const stray = await place(conflict.id, { rooms: [world.R1, world.Dorm, 'x'] });
    expect(stray.statusCode).toBe(400);
    const elsewhere = (await call('/api/resort', { name: 'Other shore' })).json().id;
    const foreign = (await call('/api/rooms', { type: 'Room', name: 'F1', resort: elsewhere })).json().id;
    const wrong = await place(conflict.id, { rooms: [world.R1, foreign] });
    expect(wrong.json().fields).toEqual([
      expect.objectContaining({ path: 'rooms.1', code: 'otaRoomNotOfResort' }),
    ]);
    // Who may: none without a token, a reader not (bookings.update), and nothing was booked.
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: `/api/bookings/otaupdates/${conflict.id}/place`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
    const reader = await newUser(ctx, admin, 'place-reader@test.local', ['bookings.read']);
    expect((await place(conflict.id, { rooms: [world.R1, world.R2] }, reader)).statusCode).toBe(403);
    expect((await updateOf(conflict.revisionId)).state).toBe('conflict');
  });
});
