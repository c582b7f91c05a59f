import { addDays } from '@seaberth/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_PUSH_JOB } from '../src/modules/channels/index.ts';
import type { ChannexServer, OtaBookingInput } from './support/channex-server.ts';
import { otaChannelWorld } from './support/ota-channel.ts';
import { createTestContext, type TestContext } from './test-app.ts';

const TODAY = '2030-03-01';
/** Each run has its own nights, so runs sharing one app never meet. */
const WINDOW = 6;
const RUNS = 4;

let ctx: TestContext;
let admin: string;
let channex: ChannexServer;
let world: Record<string, string>;
let standard = '';
let channel = { roomType: '', ratePlan: '' };
let now = Date.parse(`${TODAY}T10:00:00Z`);

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.request({ method, url, token: admin, ...(payload === undefined ? {} : { payload }) });

type Step =
  | { kind: 'stay'; room: 0 | 1 | 2; from: number; nights: number }
  | { kind: 'cancelStay'; which: number }
  | { kind: 'blocker'; room: 0 | 1 | 2; from: number; nights: number }
  | { kind: 'ota'; from: number; nights: number; delivery: 'once' | 'twice' | 'lost' }
  | { kind: 'otaModify'; which: number; from: number; nights: number }
  | { kind: 'otaCancel'; which: number };

const room = fc.constantFrom<0 | 1 | 2>(0, 1, 2);
const from = fc.integer({ min: 0, max: WINDOW - 2 });
const nights = fc.integer({ min: 1, max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('stay' as const), room, from, nights }),
  fc.record({ kind: fc.constant('cancelStay' as const), which: fc.nat(5) }),
  fc.record({ kind: fc.constant('blocker' as const), room, from, nights }),
  fc.record({
    kind: fc.constant('ota' as const),
    from,
    nights,
    delivery: fc.constantFrom('once' as const, 'twice' as const, 'lost' as const),
  }),
  fc.record({ kind: fc.constant('otaModify' as const), which: fc.nat(5), from, nights }),
  fc.record({ kind: fc.constant('otaCancel' as const), which: fc.nat(5) }),
);

/** Lets the change feed, the pushes and the booking feed run until nothing is left to do. */
async function settle() {
  for (let round = 0; round < 30; round++) {
    await new Promise((resolve) => setTimeout(resolve, 60));
    now += 61_000;
    await ctx.services.jobs.runDue();
    const pending = await ctx.services.jobs.repository.find(CHANNEL_PUSH_JOB, 'availability');
    const lost = channex.state.revisions.some((r) => !r.acked);
    if (!pending && !lost && round > 1) return;
  }
  throw new Error('the sync did not settle');
}

/** Our free Standard rooms on one night, as the room picker counts them. */
async function oursOn(day: string): Promise<number> {
  const rooms = (
    await call('GET', `/api/rooms/available/${world.resort}?from=${day}&to=${addDays(day, 1)}`)
  ).json();
  return rooms.filter((r: { free: boolean; roomType: string }) => r.free && r.roomType === standard).length;
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.services.clock.now = () => new Date(now);
  admin = await ctx.adminToken();
  await ctx.services.settings.put('features', 'ota', 'true');
  const made = await otaChannelWorld(ctx, admin, () => now);
  ({ channex, world } = made);
  channel = made.channel.Standard;
  standard = made.ours.Standard!;
  await settle();
}, 180_000);
afterAll(async () => {
  await channex?.close();
  await ctx?.close();
});

describe('the channel and Seaberth agree', () => {
  it('after any bookings, changes, cancellations, blockers and OTA sales, once settled: the same availability, nothing booked twice', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const start = addDays(TODAY, 10 + run * (WINDOW + 2));
        run += 1;
        const day = (n: number) => addDays(start, n);
        const stays: string[] = [];
        const sales: { booking: string; input: OtaBookingInput }[] = [];
        for (const s of steps) {
          if (s.kind === 'stay') {
            const r = world[`R${s.room + 1}`]!;
            const made = await ctx.request({
              method: 'POST',
              url: '/api/bookings',
              token: admin,
              payload: {
                resort: world.resort,
                dates: { from: day(s.from), to: day(s.from + s.nights) },
                rooms: [{ room: r, guests: [null] }],
                state: 'confirmed',
              },
            });
            if (made.statusCode === 201) stays.push(made.json().id);
          } else if (s.kind === 'cancelStay' && stays.length) {
            const id = stays[s.which % stays.length]!;
            const current = (await call('GET', `/api/bookings/${id}`)).json();
            if (current.state !== 'aborted')
              await call('POST', `/api/bookings/${id}/cancell`, { version: current.version });
          } else if (s.kind === 'blocker') {
            await call('POST', '/api/rooms/addBlocker', {
              room: world[`R${s.room + 1}`],
              from: day(s.from),
              to: day(s.from + s.nights),
              reason: 'Maintanance',
            });
          } else if (s.kind === 'ota') {
            const input = {
              roomType: channel.roomType,
              ratePlan: channel.ratePlan,
              from: day(s.from),
              to: day(s.from + s.nights),
            };
            const { booking } = await channex.book(input, s.delivery);
            sales.push({ booking, input });
          } else if (s.kind === 'otaModify' && sales.length) {
            const sale = sales[s.which % sales.length]!;
            sale.input = { ...sale.input, from: day(s.from), to: day(s.from + s.nights) };
            await channex.modify(sale.booking, sale.input);
          } else if (s.kind === 'otaCancel' && sales.length) {
            const sale = sales[s.which % sales.length]!;
            await channex.cancel(sale.booking, sale.input);
          }
        }
        await settle();
        for (let n = 0; n < WINDOW + 2; n++)
          expect(channex.availabilityOn(channel.roomType, day(n)), day(n)).toBe(await oursOn(day(n)));
        // No two live holds of one room's beds on one night, whichever way the bookings came.
        const twice = await ctx.services.database.db.execute(sql`
          select count(*)::int as n from occupancies a join occupancies b
            on a.room = b.room and a.id < b.id and a.stay && b.stay and a.beds && b.beds
          where a.removed_at is null and b.removed_at is null`);
        expect((twice.rows[0] as { n: number }).n).toBe(0);
        for (const revision of channex.state.revisions) expect(channex.acksOf(revision.id)).toBe(1);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 240_000);
});
