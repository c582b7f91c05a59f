import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * The occupancy chart's drawing time for 200 rooms × 90 days, in Chromium. A `.timed` spec runs
 * without Playwright's tracing (playwright.config.ts): its snapshots of the whole page at every
 * step, 2,600 bars included, would fall inside the timed window. A failure keeps its screenshot.
 */

const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const shot = shooter('front-desk', { full: false, settle: false });

/** A chart answer of 200 rooms with stays of 3–10 nights across the range, in the API's shape. */
function syntheticChart(resortId: string, from: string, to: string) {
  const roomTypes = ['Garden', 'Seaview', 'Bungalow', 'Suite'].map((name, i) => ({ id: `t${i}`, name }));
  const rooms = Array.from({ length: 200 }, (_, i) => ({
    id: `room-${i}`,
    name: `R${100 + i}`,
    roomType: `t${i % 4}`,
    availableBeds: 2,
    allowSharedRoom: false,
    isActive: true,
  }));
  const states = ['confirmed', 'confirmed', 'planned', 'draft'];
  const bars = [];
  let n = 0;
  for (const room of rooms) {
    let day = -((n * 3) % 7);
    while (addDaysIso(from, day) < to) {
      const nights = 3 + ((n * 7) % 8);
      bars.push({
        roomBooking: `rb-${n}`,
        booking: `b-${n}`,
        bookingNo: `2027-${String(n).padStart(5, '0')}`,
        version: 1,
        state: states[n % 4],
        room: room.id,
        beds: null,
        from: addDaysIso(from, day),
        to: addDaysIso(from, day + nights),
        leadName: `Guest ${n}`,
        guests: [`Guest ${n}`, `Partner ${n}`],
        pax: 2,
        noOfPax: 2,
        currency: 'EUR',
        total: 90000,
        paid: n % 2 ? 90000 : 27000,
        category: null,
        checkIn: null,
        checkOut: null,
        locked: n % 17 === 0,
        hasFoc: false,
      });
      day += nights + (n % 3);
      n += 1;
    }
  }
  return {
    resort: { id: resortId, name: 'Bench Resort' },
    from,
    to,
    today,
    roomTypes,
    rooms,
    bars,
    blockers: [],
    categories: [],
    display: { greyPast: true, checkInMode: 'booking', focColor: null, categoryColors: true },
    weekend: { arrivalDays: [], departureDays: [] },
  };
}

/** Bars the chart draws: those with a night inside the range. */
const visibleBars = (chart: ReturnType<typeof syntheticChart>) =>
  chart.bars.filter((bar) => bar.to > chart.from && bar.from < chart.to).length;

/**
 * Milliseconds from clicking `target` to the chart showing `range` (its lines on screen drawn
 * with their bars), timed in the browser on every animation frame.
 */
async function timeToChart(page: Page, target: Locator, range: string): Promise<number> {
  const element = await target.elementHandle();
  await page.evaluate((el) => {
    (window as unknown as { clickedAt: number }).clickedAt = performance.now();
    (el as HTMLElement).click();
  }, element);
  const handle = await page.waitForFunction(
    (expected) => {
      const grid = document.querySelector('[data-testid="occupancy-grid"]');
      if (!grid || grid.getAttribute('data-range') !== expected || !grid.querySelector('.b')) return false;
      const clickedAt = (window as unknown as { clickedAt: number }).clickedAt;
      // When the chart's answer had arrived: the rest is the browser's work.
      const answeredAt = (window as unknown as { chartAnsweredAt: number }).chartAnsweredAt;
      return { total: performance.now() - clickedAt, answer: answeredAt - clickedAt };
    },
    range,
    { polling: 'raf' },
  );
  const { total, answer } = (await handle.jsonValue()) as { total: number; answer: number };
  console.log(`  (answer in after ${Math.round(answer)} ms, drawn ${Math.round(total - answer)} ms later)`);
  return Math.round(total);
}

test('the occupancy chart draws 200 rooms × 90 days in under a second and pages in under half a second', async ({
  page,
}) => {
  // Answers are made before the clock runs, as a server would have them at hand.
  const bodies = new Map<string, string>();
  const body = (resortId: string, from: string, to: string) => {
    const key = `${from}/${to}`;
    if (!bodies.has(key)) bodies.set(key, JSON.stringify(syntheticChart(resortId, from, to)));
    return bodies.get(key)!;
  };
  await page.route('**/api/bookings/occupancy/**', async (route) => {
    const [resortId, from, to] = new URL(route.request().url()).pathname.split('/').slice(-3) as [
      string,
      string,
      string,
    ];
    await route.fulfill({ body: body(resortId, from, to), contentType: 'application/json' });
  });
  // The timed answers are handed over in the page, as from a server next door: answering through
  // Playwright's interception adds 200–300 ms of its own (the body travels over the DevTools
  // protocol) that says nothing about the app.
  await page.addInitScript(() => {
    const w = window as unknown as { chartBodies: Record<string, string>; chartAnsweredAt: number };
    w.chartBodies = {};
    const fetchFromNetwork = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const range = /\/api\/bookings\/occupancy\/[^/]+\/([^/]+)\/([^/?]+)/.exec(url);
      const body = range ? w.chartBodies[`${range[1]}/${range[2]}`] : undefined;
      if (body === undefined) return fetchFromNetwork(input, init);
      w.chartAnsweredAt = performance.now();
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    };
  });
  const preload = (key: string, json: string) =>
    page.evaluate(
      ([k, b]) => {
        (window as unknown as { chartBodies: Record<string, string> }).chartBodies[k!] = b!;
      },
      [key, json],
    );
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/booking/occupancy?span=2w');
  await expect(page.getByTestId('occupancy-grid')).toBeVisible();

  const first = `${today.slice(0, 7)}-01`;
  const threeMonths = new Date(`${first}T00:00:00Z`);
  threeMonths.setUTCMonth(threeMonths.getUTCMonth() + 3);
  const range = `${first}/${threeMonths.toISOString().slice(0, 10)}`;
  const expected = visibleBars(syntheticChart('x', first, range.split('/')[1]!));
  const resortId = new URL(page.url()).searchParams.get('resort') ?? '';
  await preload(range, body(resortId, first, range.split('/')[1]!));
  const opened = await timeToChart(page, page.getByRole('button', { name: '3 months' }), range);
  console.log(`occupancy chart: 200 rooms × 3 months (${expected} bars): ${opened} ms`);
  // Every room is there (200 rooms, 4 type lines, 1 header row of months; the day row is
  // decoration), the lines off screen drawn as the operator scrolls to them.
  await expect(page.getByTestId('occupancy-grid')).toHaveAttribute('aria-rowcount', String(200 + 4 + 1));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('[data-room="R299"] .b').first()).toBeVisible();
  test.info().annotations.push({ type: 'figure', description: `200 rooms × 90 days: ${opened} ms` });
  await shot(page, 'chart-200-rooms');

  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 3);
  const nextFirst = next.toISOString().slice(0, 10);
  const nextEnd = new Date(`${nextFirst}T00:00:00Z`);
  nextEnd.setUTCMonth(nextEnd.getUTCMonth() + 3);
  await page.evaluate(() => window.scrollTo(0, 0));
  const nextRange = `${nextFirst}/${nextEnd.toISOString().slice(0, 10)}`;
  await preload(nextRange, body(resortId, nextFirst, nextEnd.toISOString().slice(0, 10)));
  const paged = await timeToChart(page, page.getByRole('button', { name: 'Later' }), nextRange);
  console.log(`occupancy chart: page three months on: ${paged} ms`);
  test.info().annotations.push({ type: 'figure', description: `page on: ${paged} ms` });

  expect(opened).toBeLessThan(1000);
  expect(paged).toBeLessThan(500);
});
