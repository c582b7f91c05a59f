import { expect, type Page, test } from '@playwright/test';
import { adminToken } from './support/api.ts';
import { axeFindings } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { releaseOnlineBooking } from './support/online.ts';
import { settle } from './support/route-visits.ts';
import { shooter } from './support/shots.ts';

/**
 * Issue 40: a guest books a trip and a resort stay on the public pages with the keyboard alone
 * (Tab, arrows, Enter, Space; no click anywhere). Each focused control shows a focus ring and is
 * not hidden under anything; the form's errors are tied to their fields; axe finds nothing at each
 * step. Screenshots of the focus: /tmp/shots/a11y-keyboard-*.png.
 */
const shot = shooter('a11y-keyboard', { full: false });

/** Arrow right through the calendar until a day that can be chosen and matches `wanted`. */
async function arrowToDay(page: Page, wanted: RegExp) {
  for (let step = 0; step < 200; step++) {
    const focused = await page.evaluate(() => ({
      label: document.activeElement?.getAttribute('aria-label') ?? '',
      disabled: document.activeElement?.getAttribute('aria-disabled') === 'true',
    }));
    if (!focused.disabled && wanted.test(focused.label)) return focused.label;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`No day like ${wanted} in 200 days`);
}

async function expectNoFindings(page: Page, route: string) {
  // The price's lines are dimmed while the price is asked again (price-explained.tsx): checked in
  // that moment on a loaded machine, their text failed contrast. The page is checked as the guest
  // reads it, settled.
  await settle(page);
  const findings = await axeFindings(page, route);
  expect.soft(findings, `axe on ${route}:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
}

/** Asset chooser: when the operator has more than one vessel or resort, the first is taken by Enter. */
async function chooseFirstAsset(page: Page) {
  const grid = page.getByRole('grid');
  const chooser = page
    .getByRole('list', { name: /^Choose a/ })
    .getByRole('button')
    .first();
  await expect(grid.or(chooser).first()).toBeVisible({ timeout: 20_000 });
  if (await grid.isVisible()) return;
  await tabTo(page, chooser);
  await page.keyboard.press('Enter');
  await expect(grid).toBeVisible();
}

/** Details by keyboard: first an empty send shows errors tied to their fields, then the real ones. */
async function fillDetails(page: Page, route: string, guest: { first: string; last: string; email: string }) {
  const book = page.getByRole('button', { name: /^(Book|Reserve)/ });
  await tabTo(page, book);
  await page.keyboard.press('Enter');
  const first = page.getByRole('textbox', { name: 'First name', exact: true });
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  // The first problem takes the focus (WCAG 3.3.1): the keyboard user is where the fix is.
  await expect(first).toBeFocused();
  const described = (await first.getAttribute('aria-describedby')) ?? '';
  expect(described).not.toBe('');
  await expect(page.locator(`[id="${described.split(' ')[0]}"]`)).toHaveText('Please fill this in');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /fix|correct|check/i })
      .first(),
  ).toBeVisible();
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expectNoFindings(page, route);

  await tabTo(page, first, { back: true, max: 120 });
  await page.keyboard.type(guest.first);
  await page.keyboard.press('Tab');
  await page.keyboard.type(guest.last);
  await page.keyboard.press('Tab');
  await page.keyboard.type(guest.email);
  const others = page.getByRole('textbox', { name: /^First name of traveller/ });
  for (let index = 0; index < (await others.count()); index++) {
    await tabTo(page, others.nth(index));
    await page.keyboard.type(`Guest${index + 2}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type(guest.last);
  }
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, book);
  await shot(page, `${route.replaceAll('/', '-').slice(1)}-details`);
  await page.keyboard.press('Enter');
}

/** The hold is given back, so the next spec's online booking from this address is not refused. */
async function releaseBooked(page: Page): Promise<void> {
  const heading = (await page.getByTestId('booking-number').textContent()) ?? '';
  const bookingNo = heading.match(/\d{4}-\d+/)?.[0];
  expect(bookingNo, heading).toBeDefined();
  await releaseOnlineBooking(await adminToken(), bookingNo!);
}

test('a guest books a trip with the keyboard alone', async ({ page }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/book/online?lang=en');
  await chooseFirstAsset(page);
  await expectNoFindings(page, '/book/online');

  // The calendar is one tab stop; the arrows walk the days until a departure with free berths.
  await tabTo(page, page.locator('[role="grid"] [tabindex="0"]'));
  await shot(page, 'trip-calendar-focus');
  await arrowToDay(page, /departs, \d+ berths? free/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-label')).toHaveText(/Step 2 of 4/);

  // Cabins: the first that takes two guests, chosen in its list by the arrow keys.
  const pickers = page.getByRole('combobox', { name: /^Guests in / });
  await expect(pickers.first()).toBeVisible();
  let picked = false;
  for (const picker of await pickers.all()) {
    if ((await picker.locator('option[value="2"]').count()) === 0) continue;
    await tabTo(page, picker);
    while ((await picker.inputValue()) !== '2') await page.keyboard.press('ArrowDown');
    picked = true;
    break;
  }
  expect(picked, 'a cabin for two').toBe(true);
  await expectNoFindings(page, '/book/online');
  const next = page.getByRole('button', { name: 'Continue' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-label')).toHaveText(/Step 3 of 4/);
  await expectNoFindings(page, '/book/online');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-label')).toHaveText(/Step 4 of 4/);

  await fillDetails(page, '/book/online', { first: 'Kim', last: 'Keys', email: 'kim.keys@example.test' });
  await expect(page.getByTestId('booking-number')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('timer').or(page.getByTestId('booking-number')).first()).toBeVisible();
  await expectNoFindings(page, '/book/online');
  await shot(page, 'trip-booked');
  await releaseBooked(page);
});

test('a guest books a resort stay with the keyboard alone, on a phone', async ({ page }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/book/resort?lang=en');
  await chooseFirstAsset(page);
  await expectNoFindings(page, '/book/resort');

  await tabTo(page, page.locator('[role="grid"] [tabindex="0"]'));
  // A stay from next month: the operator takes no online booking for the next few days.
  await page.keyboard.press('PageDown');
  const arrival = await arrowToDay(page, /rooms? free/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stay-hint')).toContainText('Now tap your day of departure');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stay-hint')).toContainText('2 nights');
  await shot(page, 'resort-calendar-focus');
  expect(arrival).not.toBe('');

  const next = page.getByRole('button', { name: 'Continue' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-label')).toHaveText(/Step 2 of 4/);
  const pickers = page.getByRole('combobox', { name: /^Guests in / });
  await expect(pickers.first()).toBeVisible();
  await tabTo(page, pickers.first());
  while ((await pickers.first().inputValue()) === '0' || (await pickers.first().inputValue()) === '')
    await page.keyboard.press('ArrowDown');
  await expectNoFindings(page, '/book/resort');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-label')).toHaveText(/Step 3 of 4/);
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-label')).toHaveText(/Step 4 of 4/);

  await fillDetails(page, '/book/resort', { first: 'Ada', last: 'Tabb', email: 'ada.tabb@example.test' });
  await expect(page.getByTestId('booking-number')).toBeVisible({ timeout: 20_000 });
  await expectNoFindings(page, '/book/resort');
  await shot(page, 'resort-booked');
  await releaseBooked(page);
});
