import type { Page, Request } from '@playwright/test';
import { ROUTES } from '../../packages/web/src/routes.tsx';
import { apiCall, type StoredRecord } from './api.ts';

/**
 * Visiting every route of the route table as a person would (issues 19 and 40): real demo records
 * for the routes' parameters and client-side navigation, so a page is one screen change, not a reload.
 */

export type Ids = Record<string, string>;

/** Staff pages: not the bare public ones (the public pages' spec covers those), not the 404. */
export const BACK_OFFICE = ROUTES.filter(
  (route) =>
    !route.meta.disableDrawer &&
    route.path !== '*' &&
    // Hands the user over to another system (an external navigation): no page of its own.
    route.path !== '/jump/:system',
);

async function firstId(resource: string, token: string, sort = ''): Promise<string | undefined> {
  const page = await apiCall<{ data: StoredRecord[] }>('GET', `/api/${resource}?page=0&size=1${sort}`, {
    token,
  }).catch(() => undefined);
  return page?.data[0]?.id;
}

/** Real records of the demo data for the routes' parameters, so pages show what they are for. */
export async function demoIds(token: string): Promise<Ids> {
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
export function pathFor(pattern: string, ids: Ids): string {
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

/** Loading, not a step indicator: an indeterminate progress bar (a determinate one has a value). */
const LOADING = '[role="progressbar"]:not([aria-valuenow]):not(.MuiSkeleton-root)';

/** How long the page must not change before it counts as shown. */
const QUIET_MS = 120;
/** A page without a heading of its own (an error on a public link) is taken once quiet this long. */
const NO_HEADING_MS = 600;

declare global {
  interface Window {
    __e2eChanged?: number;
  }
}

/**
 * Waits until the page has settled: no API call or lazy screen pending (the app marks
 * `html[data-busy]` while any runs), no indeterminate progress bar, no fading panel, and the DOM
 * unchanged for a moment. `heading` also waits for an <h1> the last page did not have.
 */
export async function settle(
  page: Page,
  options: { heading?: boolean; since?: number } = {},
): Promise<string> {
  const reason = await page
    .waitForFunction(
      ({ loading, quiet, noHeading, heading }) => {
        const now = performance.now();
        const busy = document.documentElement.hasAttribute('data-busy') || document.querySelector(loading);
        // A panel still fading in has text below its final contrast; spinners run forever.
        const moving = document
          .getAnimations()
          .some(
            (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          );
        const changed = window.__e2eChanged ?? 0;
        if (busy || moving || now - changed < quiet) return false;
        if (!heading || document.querySelector('h1:not([data-e2e-seen])')) return 'heading';
        return now - changed > noHeading ? 'quiet' : false;
      },
      { loading: LOADING, quiet: QUIET_MS, noHeading: NO_HEADING_MS, heading: options.heading ?? false },
      // Every 40 ms, not every animation frame: a frame callback kept the renderer drawing frames
      // at 60 Hz while the page sat still, for a check nobody needs that often. The accessibility
      // walks: 5 % less CPU (two pairs of runs), the same time.
      { timeout: 15_000, polling: 40 },
    )
    .then((handle) => handle.jsonValue() as Promise<string>)
    .catch(() => 'timeout');
  if (reason === 'timeout') console.warn(`settle timed out on ${page.url()}: ${await whyBusy(page)}`);
  return reason;
}

/** API calls a page started and that have not answered yet, per page (see trackRequests). */
const pending = new WeakMap<Page, Set<Request>>();

/** Counts the page's API calls in and out, so a page that never settles can say what it waits for. */
function trackRequests(page: Page): void {
  if (pending.has(page)) return;
  const open = new Set<Request>();
  pending.set(page, open);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** What keeps a page from settling: its unanswered API calls (and for how long), spinners, animations. */
async function whyBusy(page: Page): Promise<string> {
  const now = Date.now();
  const calls = [...(pending.get(page) ?? [])].map((request) => {
    const started = request.timing().startTime;
    const age = started > 0 ? ` for ${Math.round((now - started) / 1000)} s` : '';
    return `${request.method()} ${new URL(request.url()).pathname}${age}`;
  });
  const state = await page
    .evaluate((loading) => {
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      return [
        document.documentElement.hasAttribute('data-busy') && 'html[data-busy]',
        document.querySelector(loading) && `a loading indicator (${loading})`,
        running.length > 0 && `${running.length} animation(s) running`,
      ].filter(Boolean);
    }, LOADING)
    .catch(() => ['the page did not answer']);
  return [...state, calls.length ? `waiting for ${calls.join(', ')}` : 'no API call pending'].join('; ');
}

/**
 * Client-side navigation, as a click in the drawer would: no reload per route. The shell remounts
 * the screen on every path, so the page is there once a heading appears that the last page did
 * not have and it has settled (see settle); a page without a heading is taken once it is quiet.
 * Answers how it knew: 'heading', 'quiet' or 'timeout'.
 *
 * The specs open their next screen this way too, where nothing the app cached can be stale: a
 * screen not shown yet in the tab, or one whose data changed only through the app itself. A
 * screen that must show a change made behind the app's back (by the API, a job, another
 * browser) is loaded in full, as its data may be cached for 30 s (`staleTime`).
 */
export async function open(page: Page, path: string): Promise<string> {
  await watchChanges(page);
  await page.evaluate((target) => {
    for (const old of document.querySelectorAll('h1')) old.setAttribute('data-e2e-seen', '');
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  return settle(page, { heading: true });
}

/** From now on every change of the DOM counts as a change for settle (once per loaded page). */
export function watchChanges(page: Page): Promise<void> {
  trackRequests(page);
  return page.evaluate(() => {
    window.__e2eChanged = performance.now();
    if (document.documentElement.hasAttribute('data-e2e-watched')) return;
    document.documentElement.setAttribute('data-e2e-watched', '');
    new MutationObserver(() => {
      window.__e2eChanged = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** The same page at another size, settled: one layout after another without loading it again. */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await watchChanges(page);
  await page.setViewportSize({ width: size.width, height: size.height });
  await settle(page);
}
