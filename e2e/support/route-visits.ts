import type { Page } from '@playwright/test';
import { apiCall, type StoredRecord } from './api.ts';

/**
 * Visiting every route of the route table as a person would (issues 19 and 40): real demo records
 * for the routes' parameters and client-side navigation, so a page is one screen change, not a reload.
 */

export type Ids = Record<string, string>;

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

/**
 * Client-side navigation, as a click in the drawer would: no reload per route. The shell remounts
 * the screen on every path, so the page is there once a heading appears that the last page did
 * not have and nothing is loading any more; a page without a heading (an error on a public link)
 * is taken as it stands once nothing has loaded for a while.
 */
export async function open(page: Page, path: string): Promise<void> {
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
