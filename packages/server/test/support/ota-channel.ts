import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { priceLists, roomTypes } from '../../src/db/schema/index.ts';
import { resortWorld } from '../booking-fixtures.ts';
import { createTestContext, type TestContext } from '../test-app.ts';
import { startChannexServer } from './channex-server.ts';

export const CHANNEX_KEY = 'channex-key-123456';
export const CHANNEX_PROPERTY = 'property-coral-bay';

/**
 * The OTA tests' world: the resort of booking-fixtures, a local Channex with a Double Room (sold
 * as our Standard, its rate plan as the resort's price list) and a Dorm Bed (not mapped), the
 * connection saved, and Channex's webhook delivered to the app in process with the secret header.
 */
export async function otaChannelWorld(ctx: TestContext, admin: string, now: () => number) {
  let secret = '';
  const channex = await startChannexServer({
    apiKey: CHANNEX_KEY,
    propertyId: CHANNEX_PROPERTY,
    now,
    webhook: (body, headers) =>
      ctx.request({
        method: 'POST',
        url: '/api/ota/webhook',
        headers: { ...headers, 'x-seaberth-webhook-secret': secret },
        payload: body as object,
      }),
  });
  const channel = { Standard: channex.addRoomType('Double Room'), Dorm: channex.addRoomType('Dorm Bed') };
  const world = await resortWorld(ctx, admin);
  const db = ctx.services.database.db;
  const types = await db.select().from(roomTypes).where(eq(roomTypes.resort, world.resort!));
  const ours = Object.fromEntries(types.map((t) => [t.name, t.id])) as Record<string, string>;
  const [list] = await db.select().from(priceLists).where(eq(priceLists.resort, world.resort!));
  const saved = await ctx.request({
    method: 'PUT',
    url: '/api/ota/connection',
    token: admin,
    payload: { enabled: true, baseUrl: channex.url, propertyId: CHANNEX_PROPERTY, apiKey: CHANNEX_KEY },
  });
  secret = saved.json().webhookSecret;
  expect(secret.length).toBeGreaterThan(20);
  const mapped = await ctx.request({
    method: 'PUT',
    url: '/api/ota/mappings',
    token: admin,
    payload: {
      roomTypes: [{ roomType: ours.Standard, channelRoomType: channel.Standard.roomType }],
      ratePlans: [
        { priceList: list!.id, roomType: ours.Standard, channelRatePlan: channel.Standard.ratePlan },
      ],
    },
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  return { channex, channel, world, ours, secret };
}

/**
 * A test app for the OTA tests: its clock reads `now`, the feature ota on, the channel world of
 * otaChannelWorld; `close` stops the local Channex and the app.
 */
export async function startOtaTest(now: () => number) {
  const ctx = await createTestContext();
  ctx.services.clock.now = () => new Date(now());
  const admin = await ctx.adminToken();
  await ctx.services.settings.put('features', 'ota', 'true');
  const made = await otaChannelWorld(ctx, admin, now);
  const close = async () => {
    await made.channex.close();
    await ctx.close();
  };
  return { ctx, admin, ...made, close };
}
