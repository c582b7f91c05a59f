import { createServer, type Server } from 'node:http';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { startStripeServer, type StripeServer } from '../packages/server/test/stripe-server.ts';
import { adminToken, apiCall } from './support/api.ts';
import { signIn } from './support/app.ts';
import { APP_PORT, E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * Issue 17 end to end: a guest on a phone books two berths through the booking widget embedded in
 * a page of another origin (the demo widget allows http://localhost:8080), pays at a local Stripe
 * stand-in that sends the signed webhook, lands on the success page, and the back office has the
 * booking confirmed and paid. An abandoned checkout frees its cabin when the hold ends (the test
 * clock moves past it). Screenshots: /tmp/shots/online-booking-*.png.
 */
const shot = shooter('online-booking');
const STRIPE = { secretKey: 'sk_test_e2eOnlineBooking', webhookSecret: 'whsec_e2eOnlineBooking' };
const PARENT_PORT = APP_PORT === 3100 ? 8080 : APP_PORT + 90;

let stripe: StripeServer;
let parent: Server;
let token: string;
let widget: string;

test.beforeAll(async () => {
  token = await adminToken();
  stripe = await startStripeServer(STRIPE);
  // Named to come first: the checkout goes to the first active provider that serves the booking.
  // A retried worker finds it made already and points it at this run's stand-in.
  const name = 'A Stripe stand-in (e2e)';
  const body = { name, type: 'stripe', apiUrl: stripe.url, ...STRIPE };
  const known = await apiCall<{ data: { id: string; name: string; version: number }[] }>(
    'GET',
    '/api/payprovider?size=0',
    { token },
  );
  const earlier = known.data.find((p) => p.name === name);
  const provider = earlier
    ? await apiCall<{ id: string }>('POST', `/api/payprovider/${earlier.id}`, {
        token,
        body: { ...body, version: earlier.version },
      })
    : await apiCall<{ id: string }>('POST', '/api/payprovider', { token, body });
  stripe.deliverTo(`http://localhost:${APP_PORT}/api/payments/notify/booking/any/${provider.id}`);
  const widgets = await apiCall<{ data: { id: string; name: string }[] }>('GET', '/api/widget?size=0', {
    token,
  });
  widget = widgets.data.find((w) => w.name === 'Demo trips')!.id;
  // The demo widget allows http://localhost:8080, lane 0's parent page; another lane's parent page
  // runs on a port of its own, which its lane's widget is told to allow too.
  const record = await apiCall<{ allowedOrigins: string[]; version: number } & Record<string, unknown>>(
    'GET',
    `/api/widget/${widget}`,
    { token },
  );
  const origin = `http://localhost:${PARENT_PORT}`;
  if (!record.allowedOrigins.includes(origin))
    await apiCall('POST', `/api/widget/${widget}`, {
      token,
      body: { ...record, allowedOrigins: [...record.allowedOrigins, origin] },
    });
  // The operator's website: another origin with nothing but the pasted snippet.
  const snippet = await apiCall<{ html: string }>('GET', `/api/widget/${widget}/snippet`, { token });
  parent = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><meta name="viewport" content="width=device-width">
<title>Reef Divers</title></head><body style="margin:0;font-family:sans-serif">
<h1 style="padding:8px">Reef Divers</h1>${snippet.html}</body></html>`);
  });
  await new Promise<void>((resolve) => parent.listen(PARENT_PORT, 'localhost', resolve));
});

test.afterAll(async () => {
  await apiCall('POST', '/api/test/clock', { token, body: { now: null } }).catch(() => undefined);
  await stripe?.stop();
  parent?.closeAllConnections();
  await new Promise((resolve) => parent?.close(resolve));
});

/** The departure calendar: the first departure with free berths, this month or the next ones. */
async function chooseDeparture(frame: FrameLocator) {
  for (let month = 0; month < 4; month++) {
    // A departure fully booked (by the demo or an earlier spec) shows a disabled button.
    const departure = frame.getByRole('button', { name: /^Choose .* on /, disabled: false }).first();
    const none = frame.getByText('No departures with free berths in this month');
    await expect(departure.or(none)).toBeVisible();
    if (await departure.isVisible()) return departure.click();
    await frame.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error('No departure with free berths in four months');
}

/** Cabins: the first one that takes two guests. */
async function chooseTwoBerths(frame: FrameLocator) {
  const pickers = frame.getByRole('combobox', { name: /^Guests in / });
  await expect(pickers.first()).toBeVisible();
  for (const picker of await pickers.all()) {
    if ((await picker.locator('option[value="2"]').count()) > 0) {
      await picker.selectOption('2');
      return (await picker.getAttribute('aria-label'))?.replace('Guests in ', '') ?? '';
    }
  }
  throw new Error('No cabin takes two guests');
}

async function bookTwoBerths(
  page: Page,
  frame: FrameLocator,
  booker: { first: string; last: string; email: string },
) {
  await page.goto(`http://localhost:${PARENT_PORT}/`);
  await expect(frame.getByRole('heading', { name: 'Book your trip' })).toBeVisible({ timeout: 20_000 });
  await chooseDeparture(frame);
  const cabin = await chooseTwoBerths(frame);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.getByText('Your price')).toBeVisible();
  // A product ordered ahead: the server's price gets its line.
  await frame.getByRole('button', { name: 'One Reef-safe sunscreen more' }).click();
  await expect(frame.getByRole('region', { name: 'Your price' })).toContainText('Reef-safe sunscreen');
  await frame.getByRole('button', { name: 'Continue' }).click();
  await frame.getByRole('textbox', { name: 'First name', exact: true }).fill(booker.first);
  await frame.getByRole('textbox', { name: 'Last name', exact: true }).fill(booker.last);
  await frame.getByRole('textbox', { name: 'E-mail' }).fill(booker.email);
  await frame.getByRole('textbox', { name: 'First name of traveller 2' }).fill('Tom');
  await frame.getByRole('textbox', { name: 'Last name of traveller 2' }).fill(booker.last);
  await frame.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await frame.getByRole('button', { name: 'Book and pay by card' }).click();
  const booked = frame.getByRole('heading', { name: /^Booking .* is reserved for you$/ });
  await expect(booked).toBeVisible({ timeout: 20_000 });
  const bookingNo = (await booked.textContent())!.match(/Booking (\S+) is reserved/)![1]!;
  return { cabin, bookingNo };
}

async function bookingByNo(bookingNo: string) {
  const found = await apiCall<{ data: { id: string; bookingNo: string }[] }>(
    'GET',
    `/api/bookings?search=${encodeURIComponent(bookingNo)}`,
    { token },
  );
  const id = found.data.find((b) => b.bookingNo === bookingNo)!.id;
  return apiCall<{ id: string; state: string; total: number; paid: number; source: string }>(
    'GET',
    `/api/bookings/${id}`,
    { token },
  );
}

test('a guest books two berths through the widget on a phone, pays at Stripe and is confirmed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === String(APP_PORT) && url.pathname.startsWith('/assets/')) scripts.push(url.pathname);
  });
  const frame = page.frameLocator('iframe');
  const { bookingNo } = await bookTwoBerths(page, frame, {
    first: 'Mia',
    last: 'Sand',
    email: 'mia.sand@example.test',
  });
  await expect(frame.getByRole('timer')).toContainText('Your places are held for');
  // The widget's page is the light public entry (book.html), not the back office's bundle, and
  // every text it shows was among the translations it fetched.
  expect(scripts.some((path) => /^\/assets\/book-/.test(path))).toBe(true);
  expect(scripts.filter((path) => /^\/assets\/(index|main)-/.test(path))).toEqual([]);
  await expect(frame.locator('body')).not.toContainText(/\b(onlineBooking|errors|validation|common)\.[a-z]/);
  await shot(page, 'held-phone');
  // The widget's frame follows its page: tall for the long form, short again for the confirmation.
  const frameHeight = () =>
    page.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).getBoundingClientRect().height);
  await expect.poll(frameHeight).toBeGreaterThan(400);
  await expect.poll(frameHeight).toBeLessThan(1600);

  // With a deposit due later the guest may pay it or everything; a trip this close is due in full.
  const everything = frame.getByRole('radio', { name: /^Pay everything/ });
  if (await everything.isVisible()) await everything.check();
  await frame.getByRole('button', { name: /^Pay .* now$/ }).click();
  // The payment page refuses frames: the whole window goes to the checkout. Its address is
  // polled rather than awaited as a navigation: the frame's own navigation, cut short when the
  // window leaves, made `waitForURL` fail now and then with net::ERR_ABORTED. And it is asked of
  // the document itself: Playwright's record of the page's address (`toHaveURL`) once stayed on
  // the parent page for 30 s while the checkout showed, the window's navigation having been
  // started by the cross-origin frame.
  const address = () => page.evaluate(() => window.location.href).catch(() => '');
  const checkout = `${stripe.url}/c/pay/`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  await expect.poll(address).toMatch(new RegExp(`^${checkout}`));
  await shot(page, 'stripe-phone');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(
    page.getByRole('heading', { name: `Thank you — booking ${bookingNo} is confirmed and paid` }),
  ).toBeVisible({ timeout: 30_000 });
  await shot(page, 'success-phone');

  const booking = await bookingByNo(bookingNo);
  expect(booking).toMatchObject({ state: 'confirmed', source: 'online' });
  expect(booking.paid).toBe(booking.total);
  expect(booking.total).toBeGreaterThan(0);
});

test.describe("with the app shell's service worker", () => {
  // The suite blocks service workers (playwright.config.ts); this test checks the one the app has.
  test.use({ serviceWorkers: 'allow' });

  test('an abandoned checkout frees its cabin when the hold ends', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const frame = page.frameLocator('iframe');
    const { bookingNo } = await bookTwoBerths(page, frame, {
      first: 'Ola',
      last: 'Berg',
      email: 'ola.berg@example.test',
    });
    expect((await bookingByNo(bookingNo)).state).toBe('draft');
    // The guest walks away; the clock passes the hold (15 minutes by default) and its job runs.
    const later = new Date(Date.now() + 31 * 60_000).toISOString();
    await apiCall('POST', '/api/test/clock', { token, body: { now: later } });
    try {
      expect((await bookingByNo(bookingNo)).state).toBe('freed');
    } finally {
      await apiCall('POST', '/api/test/clock', { token, body: { now: null } });
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/book/online?widget=${widget}`);
    await expect(page.getByRole('heading', { name: 'Book your trip' })).toBeVisible();
    await shot(page, 'calendar-desktop');
    // The app shell's service worker (scope /) answers the next visit from its cache.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`http://localhost:${APP_PORT}/`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Book your trip' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('/sw.js');
  });
});

test('the operator copies the widget snippet and previews the widget', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/widget-admin/${widget}`);
  await expect(page.getByText('data-seaberth-widget')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Book your trip' })).toBeVisible({
    timeout: 20_000,
  });
  await shot(page, 'widget-edit-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'widget-edit-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
