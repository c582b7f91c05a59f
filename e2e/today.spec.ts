import { expect, test } from '@playwright/test';
import { login, pageHeading } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * The Today page is the start page: after the login the administrator sees the demo's day (the
 * demo resort has guests arriving today), and a figure opens the list it counts. Screenshots at
 * a laptop's and a tablet's size land in /tmp/shots/today-*.png.
 */

const shot = shooter('today', { quiet: true });

/** The figure's number: the link reads e.g. "4 arrivals today". */
const figure = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('link', { name: new RegExp(`^\\d+\\s*${label}$`) });

test('the start page shows today with the demo figures, and a figure opens its filtered list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(pageHeading(page)).toHaveText(/^Good (morning|afternoon|evening), Administrator$/);

  const arrivals = figure(page, 'arrivals today');
  await expect(arrivals).toBeVisible();
  const count = Number((await arrivals.textContent())?.match(/^\d+/)?.[0]);
  // The demo resort has four stays arriving on the day it is loaded.
  expect(count).toBeGreaterThanOrEqual(4);
  await expect(figure(page, 'guests in house')).toBeVisible();
  await expect(figure(page, 'bookings with payments overdue')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guests per night, next 14 days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Birthdays' })).toBeVisible();
  await shot(page, 'laptop');

  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, 'tablet');
  await page.setViewportSize({ width: 1366, height: 768 });

  await arrivals.click();
  await expect(page).toHaveURL(/\/booking\/list\?filter=/);
  await expect(page.getByText('Filtered by')).toBeVisible();
  // As many bookings as the figure said, each arriving today.
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(count + 1);
  await shot(page, 'arrivals-list');

  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page.getByText('Filtered by')).toHaveCount(0);

  await page.goto('/');
  await figure(page, 'bookings with payments overdue').click();
  await expect(page).toHaveURL(/\/booking\/list\?payments=overdue/);
  await expect(page.getByRole('table', { name: 'Bookings with money overdue' })).toBeVisible();
  await shot(page, 'payments');
});
