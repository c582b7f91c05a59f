import { addDays, type LiveEvent } from '@seaberth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './booking-fixtures.ts';
import { openStream, type StreamReader } from './live-stream-client.ts';
import type { ChannexServer, OtaBookingInput } from './support/channex-server.ts';
import { startOtaTest } from './support/ota-channel.ts';
import type { TestContext } from './test-app.ts';

/**
 * Issue 39: a sale the channel sends for a room already taken lands as a conflict with an alert —
 * the bell of every reader of the resort's bookings rings (migration 0079's trigger, the live
 * stream of issue 38). On PostgreSQL the notice travels through LISTEN/NOTIFY, so the test waits
 * for it with a deadline.
 */
const TODAY = '2030-03-01';
const WAIT_MS = 5000;

let ctx: TestContext;
let admin: string;
let url: string;
let channex: ChannexServer;
let channel: Record<'Standard' | 'Dorm', { roomType: string; ratePlan: string }>;
let world: Record<string, string>;
const opened: StreamReader[] = [];

async function stream(token: string): Promise<StreamReader> {
  const reader = await openStream(url, token);
  opened.push(reader);
  expect(reader.status).toBe(200);
  await reader.next((e) => e.type === 'ready', WAIT_MS);
  return reader;
}

const sale = (from: string, guest: string, extra: Partial<OtaBookingInput> = {}): OtaBookingInput => ({
  roomType: channel.Standard.roomType,
  ratePlan: channel.Standard.ratePlan,
  from,
  to: addDays(from, 2),
  amount: '200.00',
  guest: { name: guest, surname: 'Notice', mail: `${guest.toLowerCase()}@notice.test` },
  ...extra,
});
const otaEvents = (reader: StreamReader) => reader.events.filter((e) => e.type === 'ota.conflict');
const about = (update: string) => (e: LiveEvent) => e.type === 'ota.conflict' && e.otaUpdate === update;
const updateOf = async (revision: string) => {
  const page = await ctx.request({ method: 'GET', url: '/api/bookings/otaupdates?size=200', token: admin });
  return (page.json().data as { id: string; revisionId: string; reference: string }[]).find(
    (u) => u.revisionId === revision,
  )!;
};

const NOW = Date.parse(`${TODAY}T10:00:00Z`);

let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, admin, channex, channel, world, close } = await startOtaTest(() => NOW));
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  for (const reader of opened) reader.close();
  await close?.();
});

describe('the bell for an OTA sale that needs placing', () => {
  it('rings for readers of the resort’s bookings with the channel reference and guest, not for others', async () => {
    const reader = await stream(await newUser(ctx, admin, 'ota-bell@test.local', ['bookings.read']));
    const other = await ctx.request({
      method: 'POST',
      url: '/api/resort',
      token: admin,
      payload: { name: 'Far' },
    });
    const elsewhere = await stream(
      await newUser(ctx, admin, 'ota-far@test.local', ['bookings.read'], { resorts: [other.json().id] }),
    );
    const outsider = await stream(await newUser(ctx, admin, 'ota-out@test.local', ['customers.read']));
    const from = addDays(TODAY, 20);
    // Three sales fill the three Standard rooms: booked, no alert.
    for (const guest of ['Ada', 'Bo', 'Cy']) await channex.book(sale(from, guest));
    const over = await channex.book(sale(from, 'Zoë'));
    const conflict = await updateOf(over.revision);
    const heard = await reader.next(about(conflict.id), WAIT_MS);
    expect(heard).toEqual({
      type: 'ota.conflict',
      otaUpdate: conflict.id,
      otaState: 'conflict',
      reference: conflict.reference,
      guest: 'Zoë Notice',
      bell: true,
    });
    expect(conflict.reference).not.toBe('');
    // The sales that were booked rang nothing: only the one that needs a hand.
    expect(otaEvents(reader)).toHaveLength(1);
    // The reader of another resort and the one without bookings.read hear nothing of it: the hub
    // sends each event to all its streams at once, so a moment after the reader had it is enough.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otaEvents(elsewhere)).toEqual([]);
    expect(otaEvents(outsider)).toEqual([]);
  });

  it('rings for an error with its reason’s state, and not again when a placing fails or succeeds', async () => {
    const reader = await stream(admin);
    const bad = await channex.book(
      sale(addDays(TODAY, 40), 'Una', { ratePlan: channel.Dorm.ratePlan, roomType: channel.Dorm.roomType }),
    );
    const error = await updateOf(bad.revision);
    expect(await reader.next(about(error.id), WAIT_MS)).toMatchObject({ otaState: 'error', bell: true });

    const from = addDays(TODAY, 20);
    const again = await channex.book(sale(from, 'Vic'));
    const conflict = await updateOf(again.revision);
    await reader.next(about(conflict.id), WAIT_MS);
    const taken = await ctx.request({
      method: 'POST',
      url: `/api/bookings/otaupdates/${conflict.id}/place`,
      token: admin,
      payload: { room: world.R1 },
    });
    expect(taken.statusCode).toBe(409);
    const placed = await ctx.request({
      method: 'POST',
      url: `/api/bookings/otaupdates/${conflict.id}/place`,
      token: admin,
      payload: { room: world.R1, from: addDays(from, 5), to: addDays(from, 7) },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // The placed booking's own event comes after the failed placing put the conflict back.
    await reader.next((e) => e.type.startsWith('booking') && e.booking === placed.json().booking, WAIT_MS);
    expect(otaEvents(reader).filter(about(conflict.id))).toHaveLength(1);
  });

  it('asks no one to the stream without a token', async () => {
    const refused = await openStream(url, 'nonsense');
    opened.push(refused);
    expect(refused.status).toBe(401);
  });
});
