import { type Page, expect, test } from '@playwright/test';
import { ROUTES } from '../packages/web/src/routes.tsx';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { login } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';

/**
 * Issue 19: every route of the route table, as the admin, on a phone and on a tablet. A page must
 * not be wider than the screen (wide tables and calendars scroll inside their own box) and must
 * not leave a blank gap of more than 200 px under its heading. New routes are checked as soon as
 * they are in the table. Screenshots of the screens a crew uses are kept as artefacts.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

/** Pages a crew reads on a tablet or a guest on a phone: their screenshots are kept. */
const SHOWN = new Set([
  '/',
  '/booking/list',
  '/booking/:id',
  '/booking/calendar',
  '/tour/:tour/schedules/:schedule',
  '/schedule/:schedule',
  '/customer/:id',
  '/booking/occupancy',
  '/booking/resort',
  '/vessellist',
]);

const MAX_GAP = 200;

type Ids = Record<string, string>;

async function firstId(resource: string, token: string, sort = ''): Promise<string | undefined> {
  const page = await apiCall<{ data: StoredRecord[] }>('GET', `/api/${resource}?page=0&size=1${sort}`, {
    token,
  }).catch(() => undefined);
  return page?.data[0]?.id;
}

/** Real records of the demo data for the routes' parameters, so pages show what they are for. */
async function demoIds(token: string): Promise<Ids> {
  const names = {
    booking: 'bookings',
    bank: 'bank',
    vessel: 'vessel',
    resort: 'resort',
    agency: 'agency',
    customer: 'customer',
    formdef: 'formdef',
    widget: 'widget',
    media: 'media',
    mailtemplate: 'mailtemplate',
    users: 'users',
    tour: 'tour',
    room: 'rooms',
    price: 'price',
    specials: 'specials',
    product: 'product',
  };
  const ids: Ids = {};
  for (const [key, resource] of Object.entries(names)) {
    const id = await firstId(resource, token);
    if (id) ids[key] = id;
  }
  // A trip with guests on board, so the trip page shows its cabins, guest list and payments.
  const trips = await apiCall<{ data: { id: string; schedule: string; tour: string }[] }>(
    'GET',
    `/api/bookings?page=0&size=1&filter=${encodeURIComponent(JSON.stringify({ type: 'vessel' }))}`,
    { token },
  ).catch(() => undefined);
  const trip = trips?.data[0];
  if (trip) Object.assign(ids, { tripBooking: trip.id, schedule: trip.schedule, scheduleTour: trip.tour });
  // An invoiced booking: its page also shows the invoices with their actions, the widest table.
  const invoices = await apiCall<{ data: { booking: string }[] }>('GET', '/api/invoice?page=0&size=1', {
    token,
  }).catch(() => undefined);
  if (invoices?.data[0]?.booking) ids.booking = invoices.data[0].booking;
  return ids;
}

/** The path to open for a route: its parameters filled from the demo data, else a made-up value. */
function pathFor(pattern: string, ids: Ids): string {
  const byRoute: Record<string, Record<string, string | undefined>> = {
    '/booking/:id': { id: ids.booking },
    '/schedules/movecabin/:id': { id: ids.tripBooking },
    '/bank/:id': { id: ids.bank },
    '/vessel/:id': { id: ids.vessel },
    '/resort/:id': { id: ids.resort },
    '/agency/:id': { id: ids.agency },
    '/customer/:id': { id: ids.customer },
    '/customer/view/:id': { id: ids.customer },
    '/formdef/:id': { id: ids.formdef },
    '/widget-admin/:id': { id: ids.widget },
    '/media/:id': { id: ids.media },
    '/config/mailtemplates/:id': { id: ids.mailtemplate },
    '/users/:id': { id: ids.users },
    '/tour/:id': { id: ids.tour },
    '/room/:id': { id: ids.room },
    '/price/:id': { id: ids.price },
    '/specials/:id': { id: ids.specials },
    '/product/:id': { id: ids.product },
    '/schedule/:schedule': { schedule: ids.schedule },
    '/tour/:tour/schedules/:schedule': { tour: ids.scheduleTour, schedule: ids.schedule },
    '/geo/:kind': { kind: 'country' },
    '/config/settings/:type': { type: 'booking' },
    '/register/:userType': { userType: 'customer' },
  };
  const values = byRoute[pattern] ?? {};
  return pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? 'e2e-unknown');
}

interface Measure {
  overflow: number;
  gap: number;
}

/**
 * How far the page runs past the screen's right edge, and the tallest blank band in the first
 * screen from its heading down: the space between one visible thing and the next (text, controls,
 * pictures, grids, cards, placeholders of content still loading). Space after the last thing is
 * the end of a short page, not a gap.
 */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    // From the page's heading; on a page without one, from the app's header bar.
    const heading = document.querySelector('h1:not([data-e2e-seen])') ?? document.querySelector('header');
    const top = heading?.getBoundingClientRect().top ?? 0;
    const end = top + window.innerHeight;
    const bands: [number, number][] = [];
    const consider = (rect: DOMRect) => {
      if (rect.width > 0 && rect.height > 0 && rect.top >= top && rect.top < end)
        bands.push([rect.top, rect.bottom]);
    };
    // Closed menus and transitions keep hidden copies of their content in the page; a snackbar or a
    // floating button stands over the page at the screen's foot, not in its flow.
    const visible = (element: Element | null) =>
      (element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ?? false) &&
      !element?.closest('.MuiSnackbar-root, .MuiFab-root');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !visible(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) consider(rect);
    }
    for (const element of document.querySelectorAll(
      'img, svg, canvas, input, select, textarea, button, hr, table, [role="progressbar"], .MuiSkeleton-root, .MuiDataGrid-root, .MuiPaper-outlined, .MuiCard-root',
    ))
      if (visible(element)) consider(element.getBoundingClientRect());
    bands.sort((a, b) => a[0] - b[0]);
    let reached = heading?.getBoundingClientRect().bottom ?? 0;
    let gap = 0;
    for (const [from, to] of bands) {
      gap = Math.max(gap, from - reached);
      reached = Math.max(reached, to);
    }
    return { overflow, gap };
  });
}

/** Loading, not a step indicator: an indeterminate progress bar (a determinate one has a value). */
const LOADING = '[role="progressbar"]:not([aria-valuenow]):not(.MuiSkeleton-root)';

/**
 * Client-side navigation, as a click in the drawer would: no reload per route. The shell remounts
 * the screen on every path, so the page is there once a heading appears that the last page did
 * not have and nothing is loading any more; a page without a heading (an error on a public link)
 * is taken as it stands once nothing has loaded for a while.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    for (const old of document.querySelectorAll('h1')) old.setAttribute('data-e2e-seen', '');
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const started = Date.now();
  await page
    .waitForFunction(
      ({ loading, since }) =>
        !document.querySelector(loading) &&
        (document.querySelector('h1:not([data-e2e-seen])') !== null || Date.now() - since > 1_200),
      { loading: LOADING, since: started },
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => undefined);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

for (const size of SIZES) {
  test(`every route fits a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
    test.setTimeout(300_000);
    const token = await adminToken();
    const ids = await demoIds(token);
    await page.setViewportSize({ width: size.width, height: size.height });
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const problems: string[] = [];
    for (const route of ROUTES) {
      const path = pathFor(route.path, ids);
      await open(page, path);
      const { overflow, gap } = await measure(page);
      if (overflow > 1) problems.push(`${path}: ${overflow} px wider than the screen`);
      if (gap > MAX_GAP) problems.push(`${path}: a blank band of ${Math.round(gap)} px under the heading`);
      if (SHOWN.has(route.path)) {
        await page.waitForLoadState('networkidle');
        const name = route.path.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'start';
        // Kept with the test's results and attached to its report.
        const file = test.info().outputPath(`${size.name}-${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await test.info().attach(`${size.name}-${name}`, { path: file, contentType: 'image/png' });
      }
    }
    expect(problems).toEqual([]);
  });
}
