import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { drawer, login, pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';

/**
 * The vessel calendar on the demo data plus a second vessel of 15 cabins with 52 weekly trips:
 * every cabin of every trip for a year, the time it takes to draw, paging by month, weekends.
 * A `.timed` spec runs without tracing (playwright.config.ts), whose page snapshots would fall in
 * the timed window. The measured figures are printed and attached to the report (docs/performance.md quotes them).
 */

const RUN = Date.now().toString(36).slice(-5);
const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const monthStart = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-01`;

function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
function addMonthsIso(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

interface CalendarAnswer {
  vessels: { id: string; name: string; cabins: unknown[] }[];
  schedules: { vessel: string; status: string }[];
}

/** How many cabin cells the year must show: trips × active cabins, per vessel. */
async function expectedCells(token: string, from: string, to: string): Promise<number> {
  const answer = await apiCall<CalendarAnswer>('GET', `/api/tour/calendar/${from}/${to}`, { token });
  return answer.vessels.reduce(
    (sum, vessel) =>
      sum +
      vessel.cabins.length *
        answer.schedules.filter((s) => s.vessel === vessel.id && s.status !== 'cancelled').length,
    0,
  );
}

async function figure(name: string, ms: number) {
  console.log(`vessel calendar: ${name}: ${ms} ms`);
  test.info().annotations.push({ type: 'figure', description: `${name}: ${ms} ms` });
}

const cells = (page: Page) => page.getByTestId('vessel-calendar').locator('.c');

/**
 * Milliseconds from clicking `target` to the calendar holding `count` cells for `range`, timed
 * in the browser and checked on every animation frame, so the figure is not rounded up to
 * Playwright's polling steps.
 */
async function timeToCalendar(page: Page, target: Locator, count: number, range: string): Promise<number> {
  const element = await target.elementHandle();
  await page.evaluate((el) => {
    (window as unknown as { clickedAt: number }).clickedAt = performance.now();
    (el as HTMLElement).click();
  }, element);
  const handle = await page.waitForFunction(
    ({ count, range }) => {
      const grid = document.querySelector('[data-testid="vessel-calendar"]');
      if (!grid || grid.getAttribute('data-range') !== range) return false;
      if (grid.querySelectorAll('.c').length !== count) return false;
      return performance.now() - (window as unknown as { clickedAt: number }).clickedAt;
    },
    { count, range },
    { polling: 'raf' },
  );
  return Math.round((await handle.jsonValue()) as number);
}

test.describe('vessel calendar', () => {
  let vesselName: string;

  test.beforeAll(async () => {
    const token = await adminToken();
    vesselName = `MV Pelagic ${RUN}`;
    const vessel = await apiCall<{ id: string }>('POST', '/api/vessel', {
      token,
      body: { name: vesselName },
    });
    for (let i = 1; i <= 15; i++) {
      await apiCall('POST', '/api/rooms', {
        token,
        body: { type: 'Cabin', name: `P${i}`, vessel: vessel.id },
      });
    }
    const tour = await apiCall<{ id: string }>('POST', '/api/tour', {
      token,
      body: { name: `Banda Sea ${RUN}`, vessel: vessel.id },
    });
    for (let week = 0; week < 52; week++) {
      const from = addDaysIso(monthStart, week * 7);
      await apiCall('POST', '/api/schedule', {
        token,
        body: { tour: tour.id, vessel: vessel.id, from, to: addDaysIso(from, 7) },
      });
    }
  });

  test('shows every cabin of every trip for a year, paged in under a second', async ({ page }) => {
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const token = await adminToken();
    const to = addMonthsIso(monthStart, 12);
    const expected = await expectedCells(token, monthStart, to);
    // Two vessels: the demo's 12 cabins and this run's 15, each with a year of weekly trips.
    expect(expected).toBeGreaterThanOrEqual(12 * 48 + 15 * 52);

    // From the drawer, as an operator opens it: loading the screen, one call, drawing. The start
    // page is the Today page; the calendar sits in the drawer's Bookings group.
    await drawer(page).getByRole('button', { name: 'Bookings', exact: true }).click();
    const range = `${monthStart}/${to}`;
    const opened = await timeToCalendar(
      page,
      drawer(page).getByRole('link', { name: 'Booking calendar' }),
      expected,
      range,
    );
    await figure(`open a year (${expected} cabin cells)`, opened);
    await expect(cells(page)).toHaveCount(expected);

    await expect(pageHeading(page, 'Booking calendar')).toBeVisible();
    const pelagic = page.getByRole('region', { name: vesselName });
    await expect(pelagic.locator('.c')).toHaveCount(15 * 52);
    await expect(
      pelagic.getByRole('gridcell', { name: /^Banda Sea[\s\S]*15 of 15 cabins free/ }).first(),
    ).toBeVisible();

    // Paging a month on: one call for the new range and a redraw.
    const nextRange = `${addMonthsIso(monthStart, 1)}/${addMonthsIso(monthStart, 13)}`;
    const nextCount = await expectedCells(token, addMonthsIso(monthStart, 1), addMonthsIso(monthStart, 13));
    const paged = await timeToCalendar(
      page,
      page.getByRole('button', { name: 'One month on' }),
      nextCount,
      nextRange,
    );
    await figure('page a year on by one month', paged);
    await page.screenshot({ path: test.info().outputPath('vessel-calendar-year.png'), fullPage: true });

    // Opening counts the way from the Today page (its charts torn down), the screen's chunks and
    // the call: 1.17 s here on 2026-12-01 for 1,404 cells (0.55 s on 2026-11-21, before the Today
    // page was the start page; docs/performance.md). A shared CI machine has run every step at up
    // to 2.5 times its usual time, so CI gets half as much again.
    const slack = process.env.CI ? 1.5 : 1;
    expect(opened).toBeLessThan(1500 * slack);
    expect(paged).toBeLessThan(1000 * slack);
  });

  test('pages by month, marks weekends and opens a trip from a cabin', async ({ page }) => {
    await signIn(
      page,
      E2E_ADMIN.email,
      E2E_ADMIN.password,
      `/booking/calendar?span=1&month=${monthStart.slice(0, 7)}`,
    );
    const pelagic = page.getByRole('region', { name: vesselName });
    await expect(pelagic.locator('.c').first()).toBeVisible();
    // A one-month view paints the weekend columns (SPEC §9) behind every cabin lane.
    const lane = pelagic.locator('.c').first().locator('..');
    await expect(lane).toHaveCSS('background-image', /linear-gradient/);
    await page.screenshot({ path: test.info().outputPath('vessel-calendar-month.png'), fullPage: true });

    await pelagic.locator('.c').first().click();
    await expect(page).toHaveURL(/\/schedule\/[0-9a-f-]{36}$/);
  });
});
