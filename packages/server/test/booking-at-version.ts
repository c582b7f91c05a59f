import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestContext } from './test-app.ts';

// A change of one booking: POST or DELETE under /api/bookings/{id} (or the cancellation fee's path).
const BOOKING_CHANGE = /^\/api\/bookings\/(?:calculation\/)?([0-9a-f-]{36})(?:[/?]|$)/;

/**
 * `ctx.request` for tests of what a booking action does: a change of a booking sent without a
 * version gets the version the booking has now, as a screen that just loaded it would send. Every
 * booking action requires its version (issue 31); booking-versions.int.test.ts proves a missing
 * or stale one is refused. A version the test names is sent as it is.
 */
export async function versioned(
  ctx: TestContext,
  options: InjectOptions & { token?: string },
): Promise<LightMyRequestResponse> {
  const url = String(options.url ?? '');
  const booking = options.method !== 'GET' ? BOOKING_CHANGE.exec(url)?.[1] : undefined;
  if (!booking) return ctx.request(options);
  if (options.method === 'DELETE') {
    if (/[?&]version=/.test(url)) return ctx.request(options);
    const version = await versionOf(ctx, booking);
    return ctx.request({ ...options, url: `${url}${url.includes('?') ? '&' : '?'}version=${version}` });
  }
  const payload = options.payload;
  const plain =
    payload === undefined ||
    (typeof payload === 'object' && payload !== null && Object.getPrototypeOf(payload) === Object.prototype);
  if (!plain || (payload !== undefined && 'version' in payload)) return ctx.request(options);
  const version = await versionOf(ctx, booking);
  return ctx.request({ ...options, payload: { ...(payload as object | undefined), version } });
}

/** The booking's version now; 1 for a booking that does not exist (the action answers 404 itself). */
async function versionOf(ctx: TestContext, id: string): Promise<number> {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/bookings/etag/${id}`,
    token: await ctx.adminToken(),
  });
  return res.statusCode === 200 ? (res.json() as { version: number }).version : 1;
}
