import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall } from './support/api.ts';
import { expectSnackbar, login, pageHeading } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * Prices and specials through their screens, on the demo data: a demo price list opened and one
 * price changed in its grid, a special built with a rule and previewed on a sample booking, a
 * quote with every line explained, and the generic pricing lists. Screenshots land in
 * /tmp/shots/pricing-*.png.
 */

const RUN = Date.now().toString(36).slice(-5);

const shot = shooter('pricing');

async function pickOption(page: Page, combobox: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('pricing: a demo price list edited in its grid, a special with a rule and its preview, a quote explained', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // The season list
  await open(page, '/price');
  await expect(pageHeading(page, 'Seasons and price lists')).toBeVisible();
  // "Coral Garden 2026/2027"; in the first days of January "Coral Garden 2026–2028" (its seasons
  // reach back to the stays of late December).
  const demoList = page.getByRole('button', { name: /^Coral Garden \d{4}[/–]\d{4}$/ });
  await expect(demoList).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Active' }).first()).toBeVisible();
  await shot(page, '01-list');

  // A demo price list: timeline, grid, one price changed and saved
  await demoList.click();
  await expect(page).toHaveURL(/\/price\/[0-9a-f-]{36}$/);
  const title = page.getByRole('heading', { level: 1, name: /^Coral Garden/ });
  await expect(title).toBeVisible();
  const listName = (await title.textContent()) ?? '';
  await expect(page.getByRole('figure', { name: 'Timeline of the periods' })).toBeVisible();
  await pickOption(page, 'Season shown', 'Low');
  const grid = page.getByRole('table', { name: 'Prices for Low' });
  const cell = grid.getByRole('textbox', { name: 'Garden Double, 2 guests' });
  // A retry on the same lane finds the first attempt's price: it sets the other one.
  await expect(cell).toHaveValue(/^(65\.00|67\.50)$/);
  const price = (await cell.inputValue()) === '65.00' ? '67.50' : '65.00';
  await cell.fill(price);
  await cell.press('Enter');
  await shot(page, '02-price-list');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, `${listName} was saved.`, 'success');
  await page.reload();
  await pickOption(page, 'Season shown', 'Low');
  await expect(
    page
      .getByRole('table', { name: 'Prices for Low' })
      .getByRole('textbox', { name: 'Garden Double, 2 guests' }),
  ).toHaveValue(price);

  // A special with a rule, saved, then previewed on a sample booking
  await open(page, '/specials/list');
  await expect(pageHeading(page, 'Specials')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Early bird' })).toBeVisible();
  await shot(page, '03-specials-list');
  await page.getByRole('button', { name: 'New special' }).first().click();
  await expect(pageHeading(page, 'New special')).toBeVisible();
  const specialName = `Long stay ${RUN}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(specialName);
  await pickOption(page, /^Status/, 'Active');
  await page.getByRole('button', { name: 'Add criterion' }).click();
  const criterion = page.getByRole('group', { name: 'Criterion 1' });
  await criterion.getByRole('combobox', { name: 'Criterion' }).click();
  await page.getByRole('option', { name: 'Nights', exact: true }).click();
  await criterion.getByRole('spinbutton', { name: 'Value' }).fill('5');
  await expect(page.getByTestId('rule-summary')).toHaveText('Applies when Nights ≥ 5.');
  await page.getByRole('spinbutton', { name: 'Value' }).last().fill('5');
  await page.getByLabel('Add automatically when the rule holds').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, `${specialName} was saved.`, 'success');
  await expect(page).toHaveURL(/\/specials\/[0-9a-f-]{36}$/);
  // The sample is a week for two adults: the rule holds, the special takes 5 % of the rooms.
  const effect = page.getByTestId('special-effect');
  await expect(effect).toContainText('Applied:', { timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Calculation lines' }).getByText(specialName)).toBeVisible();
  await shot(page, '04-special');
  // Specials apply everywhere: the next specs price their own bookings without this one.
  const specialId = page.url().split('/').pop()!;
  await apiCall('DELETE', `/api/specials/${specialId}`, { token: await adminToken() });

  // The quote preview: every line explains itself
  await open(page, '/price?tab=quote');
  // Other specs add resorts; the demo's is picked by name, not by its place in the list.
  await pickOption(page, /^Resort/, 'Coral Garden Resort');
  await expect(page.getByRole('combobox', { name: 'Room type (1)' })).not.toBeEmpty();
  await page.getByRole('button', { name: 'Calculate price' }).click();
  const lines = page.getByRole('table', { name: 'Calculation lines' });
  await expect(lines).toBeVisible();
  const roomLine = lines.getByRole('button', { name: /^Why: Coral Garden/ }).first();
  await roomLine.click();
  const reason = page.getByRole('group', { name: /^Why: Coral Garden/ }).first();
  await expect(reason.getByRole('link', { name: listName })).toBeVisible();
  await expect(reason.getByText('Computation')).toBeVisible();
  await expect(reason.getByText(/nights? ×/)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Due amounts' })
      .getByText(/^(Deposit|Rest) €[\d,.]+ due \d\d\.\d\d\.\d{4}$/)
      .first(),
  ).toBeVisible();
  await shot(page, '05-quote');

  // The generic pricing lists
  for (const [path, heading, name] of [
    ['/pricevariant', 'Price variants', '06-variants'],
    ['/supplements', 'Supplements', '07-supplements'],
    ['/commission', 'Commissions', '08-commissions'],
    ['/specials/group', 'Special groups', '09-special-groups'],
  ] as const) {
    await open(page, path);
    await expect(pageHeading(page, heading)).toBeVisible();
    await shot(page, name);
  }
  await open(page, '/terms');
  await expect(pageHeading(page, 'Terms of payment')).toBeVisible();
  await page.getByRole('button', { name: /^30 % deposit/ }).click();
  const example = page.getByRole('dialog').getByRole('region', { name: 'Example' });
  await expect(example.getByText(/^Deposit €300.00 due/)).toBeVisible();
  await shot(page, '10-terms', { full: false });
});
