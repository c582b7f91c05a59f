import type { OnlineAsset, OnlineBookingView, OnlineDeparture, OnlineRoom } from '@seaberth/domain';
import { expect, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { releaseOnlineBooking } from './support/online.ts';
import { TAKE_SHOTS } from './support/shots.ts';

/**
 * Issue 40, WCAG 2.2.1 Timing Adjustable: a guest back from the payment page, four minutes before
 * the hold of the places ends, is offered more time in an alert dialog whose button has the focus;
 * Enter extends the hold, the countdown shows the new end and the server moved it. The booking is
 * made through the public API (the pages' own call), and the server's test clock and the
 * browser's clock are moved together instead of waiting eleven minutes.
 */
const PROVIDER = 'A Stripe stand-in (e2e)';

/**
 * A card provider, so the booking is an offer held while the guest pays (with only a bank account
 * it would be a reservation by transfer, held for days). Named as online-booking.spec.ts names its
 * own, which takes it over; one made here goes again at the end (its id answered).
 */
async function cardProvider(token: string): Promise<string | null> {
  const known = await apiCall<{ data: { name: string }[] }>('GET', '/api/payprovider?size=0', { token });
  if (known.data.some((p) => p.name === PROVIDER)) return null;
  const body = {
    name: PROVIDER,
    type: 'stripe',
    apiUrl: 'http://localhost:9/stripe',
    secretKey: 'sk_test_e2eHoldExtend',
    webhookSecret: 'whsec_e2eHoldExtend',
  };
  return (await apiCall<{ id: string }>('POST', '/api/payprovider', { token, body })).id;
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** One guest in a free cabin of the first departure that has one, on a vessel that holds while paying by card. */
async function bookOnline(): Promise<OnlineBookingView> {
  const assets = await apiCall<OnlineAsset[]>('GET', '/api/book/vessel?lang=en');
  for (const vessel of assets.filter((a) => a.kind === 'vessel' && a.onlinePayment !== 'transfer')) {
    // Departures are listed for up to 62 days at once: a year in windows of 60.
    const departures: OnlineDeparture[] = [];
    for (let start = 2; start < 370 && departures.length < 5; start += 60)
      departures.push(
        ...(await apiCall<OnlineDeparture[]>(
          'GET',
          `/api/book/schedules?vessel=${vessel.id}&from=${days(start)}&to=${days(start + 60)}`,
        )),
      );
    for (const departure of departures.filter((d) => d.freeBerths > 0 && d.fromPrice)) {
      const rooms = await apiCall<OnlineRoom[]>('GET', `/api/book/rooms?schedule=${departure.id}`);
      const room = rooms.find((r) => r.freeBeds > 0 && r.price);
      if (!room) continue;
      return apiCall<OnlineBookingView>('POST', '/api/book/booking/create', {
        body: {
          draft: { schedule: departure.id, rooms: [{ room: room.id, guests: 1 }], language: 'en' },
          booker: { firstName: 'Tara', lastName: 'Time', email: 'tara.time@example.test', country: 'DE' },
          guests: [{ firstName: 'Tara', lastName: 'Time' }],
          acceptTerms: true,
          idempotencyKey: `hold-extend-${Date.now()}`,
        },
      });
    }
  }
  throw new Error('No vessel departure with a free, priced cabin');
}

test('a guest extends the hold of the places with one key when the warning comes', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await adminToken();
  const provider = await cardProvider(token);
  const booking = await bookOnline();
  try {
    expect(booking.state).toBe('draft');
    expect(booking.holdUntil).not.toBeNull();
    // Four minutes before the end, on the server and in the browser alike.
    const later = new Date(Date.parse(booking.holdUntil!) - 4 * 60_000);
    await apiCall('POST', '/api/test/clock', { token, body: { now: later.toISOString() } });
    await page.clock.install({ time: later });
    await page.goto(
      `/payment/aborted?booking=${booking.id}&token=${encodeURIComponent(booking.token)}&lang=en`,
    );

    const warning = page.getByRole('alertdialog', { name: /Less than 5 minutes left/ });
    await expect(warning).toBeVisible({ timeout: 20_000 });
    const extend = warning.getByRole('button', { name: 'Extend hold' });
    await expect(extend).toBeFocused();
    // The clock is faked here, so a plain screenshot rather than the shooter's settling wait.
    if (TAKE_SHOTS) await page.screenshot({ path: '/tmp/shots/hold-extend-warning.png' });
    await page.keyboard.press('Enter');

    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/held for 1[45]:\d\d/);
    await expect(timer).toBeFocused();
    await expect(warning).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'More time' })).toHaveText(
      /now held until .*9 more times/,
    );
    // The server moved the hold: the test clock's now plus the operator's 15 minutes.
    const view = await apiCall<OnlineBookingView>(
      'POST',
      `/api/book/${booking.id}/payment/aborted?token=${encodeURIComponent(booking.token)}`,
    );
    expect(Date.parse(view.holdUntil!)).toBe(later.getTime() + 15 * 60_000);
  } finally {
    await apiCall('POST', '/api/test/clock', { token, body: { now: null } });
    await releaseOnlineBooking(token, booking.bookingNo);
    if (provider) {
      const { version } = await apiCall<{ version: number }>('GET', `/api/payprovider/${provider}`, {
        token,
      });
      await apiCall('DELETE', `/api/payprovider/${provider}?version=${version}`, { token });
    }
  }
});
