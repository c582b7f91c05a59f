import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { expectSnackbar, login, pageHeading, signIn } from './support/app.ts';
import { APP_PORT, E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { displayDate, fillDate } from './support/dates.ts';
import { open } from './support/route-visits.ts';

/**
 * Tours and schedules through their screens: a tour for a fresh vessel, a departure of it, the
 * season copied a year later (and copied again, which clashes and is reported), the copy opened,
 * and the calendar feed with its key. Screenshots land in /tmp/shots/tours-*.png.
 */

/** Names unique per run, so a retry on the same database never clashes with the first attempt. */
const RUN = Date.now().toString(36).slice(-5);

/** `YYYY-MM-DD` plus whole days, in UTC like the domain's calendar arithmetic. */
/** A day as the lists show it (DD.MM.YYYY). */
const shown = (iso: string) => iso.split('-').reverse().join('.');

function addDays(iso: string, days: number): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const shot = shooter('tours', { quiet: true });

async function pickOption(page: Page, combobox: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('tours: a tour, a departure, the season copied a year later, the copy opened', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const vesselName = `MV Seaberth ${RUN}`;
  const tourName = `Raja Ampat North ${RUN}`;
  const vessel = await apiCall<StoredRecord>('POST', '/api/vessel', { token, body: { name: vesselName } });
  for (const name of ['Cabin 1', 'Cabin 2', 'Cabin 3', 'Cabin 4']) {
    await apiCall('POST', '/api/rooms', { token, body: { type: 'Cabin', name, vessel: vessel.id } });
  }
  // A departure next year in March, on this vessel only, so the demo's season never clashes.
  const year = new Date().getFullYear() + 1;
  const from = `${year}-03-07`;
  const to = addDays(from, 7);

  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // The tour
  await open(page, '/tour/list');
  await expect(pageHeading(page, 'Tours')).toBeVisible();
  await page.getByRole('button', { name: 'New tour' }).first().click();
  await expect(pageHeading(page, 'New tour')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(tourName);
  await pickOption(page, 'Usual vessel', vesselName);
  await page.getByRole('spinbutton', { name: 'Nights' }).fill('7');
  await page.getByRole('textbox', { name: 'Destination' }).fill('Raja Ampat');
  await page.getByRole('textbox', { name: 'Embarkation port', exact: true }).fill('Sorong');
  await page.getByRole('textbox', { name: 'Disembarkation port' }).fill('Sorong');
  await shot(page, '02-tour-create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, `${tourName} was saved.`, 'success');
  await expect(pageHeading(page, tourName)).toBeVisible();
  await expect(page).toHaveURL(/\/tour\/[0-9a-f-]{36}$/);
  const tourId = page.url().split('/').pop()!;

  // A departure from the tour's schedules: tour and vessel come along, the last day follows.
  await page.getByRole('tab', { name: 'Schedules' }).click();
  await page.getByRole('button', { name: 'New schedule' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/schedules/create\\?tour=${tourId}$`));
  await expect(pageHeading(page, 'New schedule')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Tour/ })).toHaveValue(tourName);
  await expect(page.getByRole('combobox', { name: /^Vessel/ })).toHaveValue(vesselName);
  await fillDate(page.getByLabel(/^Embarkation/), from);
  await expect(page.getByLabel(/^Disembarkation/)).toHaveValue(displayDate(to));
  await expect(page.getByRole('status').filter({ hasText: 'nights aboard' })).toContainText(
    '7 nights aboard · 5 dive days',
  );
  await page.getByRole('textbox', { name: 'Note' }).fill('Manta season');
  await shot(page, '04-schedule-create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/schedule\/[0-9a-f-]{36}$/);
  await expect(pageHeading(page, `${tourName} · ${vesselName}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cabins' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('listitem', { name: 'Cabin 1: Free' })).toBeVisible();
  await shot(page, '05-schedule-page');

  // The tour now lists it
  await open(page, `/tour/${tourId}?tab=schedules`);
  await expect(page.getByRole('grid').getByText(shown(from))).toBeVisible();
  await shot(page, '03-tour-schedules');

  // Copy the season a year later
  await open(page, '/schedule');
  await expect(pageHeading(page, 'Schedules')).toBeVisible();
  await page.getByRole('button', { name: 'Copy season' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy a season' });
  await pickOption(page, 'Vessel', vesselName);
  await fillDate(dialog.getByLabel(/^From/), `${year}-01-01`);
  await fillDate(dialog.getByLabel(/^Until/), `${year + 1}-01-01`);
  await expect(dialog.getByRole('radio', { name: 'One year later, on the same weekday' })).toBeChecked();
  await shot(page, '07-copy-season', { full: false });
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('1 schedule created.')).toBeVisible();
  // One year later on the same weekday is 364 days on.
  const copiedFrom = addDays(from, 364);
  await shot(page, '08-copy-report', { full: false });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Copying again clashes with the copy just made, and says so.
  await page.getByRole('button', { name: 'Copy season' }).click();
  await pickOption(page, 'Vessel', vesselName);
  await fillDate(dialog.getByLabel(/^From/), `${year}-01-01`);
  await fillDate(dialog.getByLabel(/^Until/), `${year + 1}-01-01`);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('0 schedules created.')).toBeVisible();
  await expect(dialog.getByText('1 trip left out')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Trips left out' })).toContainText(
    `The vessel is already on "${tourName}"`,
  );
  await shot(page, '09-copy-skipped', { full: false });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The copy in the list, filtered to the vessel, and opened
  await pickOption(page, 'Vessel', vesselName);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(3);
  await shot(page, '06-schedule-list');
  await grid.getByText(shown(copiedFrom), { exact: true }).click();
  await expect(page).toHaveURL(/\/schedule\/[0-9a-f-]{36}$/);
  await expect(pageHeading(page, `${tourName} · ${vesselName}`)).toBeVisible();
  await expect(page.getByText('Manta season')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show on calendar' })).toHaveAttribute(
    'href',
    `/booking/calendar?vessel=${vessel.id}&month=${copiedFrom.slice(0, 7)}`,
  );
  await shot(page, '10-copied-schedule');

  // The copy on the vessel calendar: its trip and each of the four cabins, free.
  await page.getByRole('link', { name: 'Show on calendar' }).click();
  const onCalendar = page.getByRole('region', { name: vesselName });
  await expect(onCalendar.getByRole('gridcell', { name: new RegExp(`^${tourName}`) })).toHaveCount(1);
  await expect(onCalendar.locator('.c[data-s="free"]')).toHaveCount(4);
  await shot(page, '13-copy-on-calendar');
  await page.goBack();

  // Edit the copy under its tour
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/tour/${tourId}/schedules/[0-9a-f-]{36}$`));
  await expect(page.getByLabel(/^Embarkation/)).toHaveValue(displayDate(copiedFrom));
  await shot(page, '11-schedule-edit');
});

test('tours: the calendar feed gets a key and serves the trips to calendar programs', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/schedule');
  await page.getByRole('button', { name: 'Calendar feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
  const create = dialog.getByRole('button', { name: 'Create calendar key' });
  const address = dialog.getByRole('textbox', { name: 'Subscription address' });
  // The dialog asks whether a key exists first: only its answer tells which of the two it shows
  // (isVisible does not wait, and answered "no button" while the question was on its way).
  await expect(create.or(address)).toBeVisible();
  if (await create.isVisible()) await create.click();
  await expect(address).toHaveValue(
    new RegExp(`^http://localhost:${APP_PORT}/api/tour/ics\\?key=[0-9a-f]{64}$`),
  );
  await shot(page, '12-calendar-feed', { full: false });
  // What a calendar program does: fetch the address without logging in.
  const feed = await fetch(await address.inputValue());
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
});

test('tours: the tour list', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/tour/list');
  await expect(pageHeading(page, 'Tours')).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await shot(page, '01-tour-list');
});
