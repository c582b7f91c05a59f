import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { adminToken, findRecords } from './support/api.ts';
import { EN, login, pageHeading } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { settle } from './support/route-visits.ts';
import { TAKE_SHOTS } from './support/shots.ts';

/**
 * Every main screen once, after its data is in: no script error or unexpected console error, and
 * a full-page screenshot for a person to look at (test-results/screenshots/, kept out of git; not
 * on CI, where nobody looks: support/shots.ts).
 */

/** Failed requests the app handles itself (a guest's bootstrap, a probe for a missing record). */
const EXPECTED_CONSOLE = /Failed to load resource: the server responded with a status of (401|404)/;

interface Problems {
  pageErrors: string[];
  consoleErrors: string[];
}

function watch(page: Page): Problems {
  const problems: Problems = { pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_CONSOLE.test(message.text()))
      problems.consoleErrors.push(message.text());
  });
  return problems;
}

async function shoot(page: Page, name: string, problems: Problems): Promise<void> {
  // Fonts and the grid's column sizing settle after the data; wait for the network to go quiet.
  await settle(page);
  // By role attribute, not getByRole: a spinner inside a button or field is hidden from assistive
  // technology (its control names it) but still means the screen is loading.
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
  if (TAKE_SHOTS) {
    const file = path.join(test.info().project.outputDir, 'screenshots', `${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(name, { path: file, contentType: 'image/png' });
  }
  expect(problems.pageErrors, 'uncaught errors in the page').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
}

/** Logged in once through the form, shared by the screens below. */
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

async function loginOnce(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const state = await context.storageState();
  await context.close();
  return state;
}

test('screen: login', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/login');
  await expect(pageHeading(page, EN.loginTitle)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await shoot(page, '01-login', problems);
});

test.describe('screens of the admin', () => {
  test.beforeAll(async ({ browser }) => {
    adminState = await loginOnce(browser);
  });
  test.beforeEach(async ({ context }) => {
    // The login of beforeAll, handed to each test's own context.
    const origin = adminState.origins[0];
    if (origin) {
      await context.addInitScript((entries) => {
        if (window.localStorage.length > 0) return;
        for (const { name, value } of entries) window.localStorage.setItem(name, value);
      }, origin.localStorage);
    }
  });

  test('screen: start page', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText(/, Administrator$/);
    await expect(page.getByText(/^Server version /)).toBeVisible();
    await shoot(page, '02-start', problems);
  });

  test('screen: users list (and how long its rows take)', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Users' });

    // In-app navigation from the start page (code chunk of the list loaded on demand).
    const nav = page.getByRole('navigation', { name: EN.navigation });
    await nav.getByRole('button', { name: 'Configuration' }).click();
    let started = Date.now();
    await nav.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(grid.getByRole('row').filter({ hasText: 'Rita Reservations' })).toBeVisible();
    const inApp = Date.now() - started;

    // A full page load of /users (bootstrap, chunks, list).
    started = Date.now();
    await page.goto('/users');
    await expect(grid.getByRole('row').filter({ hasText: 'Rita Reservations' })).toBeVisible();
    const fullLoad = Date.now() - started;
    test
      .info()
      .annotations.push(
        { type: 'timing', description: `/users rows after in-app navigation: ${inApp} ms` },
        { type: 'timing', description: `/users rows after a full page load: ${fullLoad} ms` },
      );
    console.log(`timing: /users rows in-app ${inApp} ms, full load ${fullLoad} ms`);
    await expect(grid.getByRole('row').filter({ hasText: E2E_ADMIN.email })).toBeVisible();
    await shoot(page, '03-users', problems);
  });

  test('screen: edit a demo user', async ({ page }) => {
    const [rita] = await findRecords('users', { email: 'reservations@example.com' }, await adminToken());
    const problems = watch(page);
    await page.goto(`/users/${rita!.id}`);
    await expect(pageHeading(page, 'Rita Reservations')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Rita Reservations');
    await shoot(page, '04-user-edit', problems);
  });

  test('screen: user roles', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/userroles');
    await expect(pageHeading(page, 'User roles')).toBeVisible();
    await expect(
      page.getByRole('grid', { name: 'User roles' }).getByRole('row').filter({ hasText: 'Reservations' }),
    ).toBeVisible();
    await shoot(page, '05-userroles', problems);
  });

  test('screen: ports', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/geo/port');
    await expect(page.getByRole('tab', { name: 'Ports', selected: true })).toBeVisible();
    await expect(
      page.getByRole('grid', { name: 'Ports' }).getByRole('row').filter({ hasText: 'Labuan Bajo' }),
    ).toBeVisible();
    await shoot(page, '06-geo-port', problems);
  });

  test('screen: modules', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/config/modules');
    await expect(pageHeading(page, 'Modules')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Point of sale' })).toBeVisible();
    await shoot(page, '07-config-modules', problems);
  });

  test('screen: general settings', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/config/settings/general');
    await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Seaberth Demo Divers');
    await shoot(page, '08-config-settings-general', problems);
  });

  test('screen: translations', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/config/translations');
    await expect(pageHeading(page, 'Translations')).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Translations' });
    // A fresh installation has no overrides: the list says so instead of showing rows.
    // The empty message sits in a grid cell of its own (a row for screen readers), so one cell is enough.
    await expect(grid.getByRole('gridcell').first()).toBeVisible();
    await shoot(page, '09-config-translations', problems);
  });

  test('screen: my profile', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/users/profile');
    await expect(pageHeading(page, 'My profile')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Administrator');
    await shoot(page, '10-profile', problems);
  });

  // The channel manager was the last area not built (issue 39): every route has its screen now.
  test('screen: the channel manager view of vessels', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/export');
    await expect(pageHeading(page, 'Channel manager')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vessels', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming trips', level: 2 })).toBeVisible();
    await expect(page.getByText(/area is not available yet\./)).toHaveCount(0);
    await shoot(page, '11-channel-manager', problems);
  });

  test('screen: not found', async ({ page }) => {
    const problems = watch(page);
    await page.goto('/no/such/page');
    await expect(pageHeading(page, EN.notFoundTitle)).toBeVisible();
    await shoot(page, '12-not-found', problems);
  });
});
