import { expect, test } from '@playwright/test';
import { expectSnackbar, pageHeading, signIn } from './support/app.ts';
import { adminToken, apiCall, uniqueEmail } from './support/api.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';
import { open } from './support/route-visits.ts';

/**
 * The guest's record as the office keeps it on the demo (issue 37): the club members found by
 * their group, a family seen from the mother's record with her trips, her diet noted in the
 * operator's own fields,
 * and the data groups behind them. Screenshots land in /tmp/shots/customer-records-*.png.
 */
const shot = shooter('customer-records');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

test('finds the club members by group, sees a family on the record and notes a guest’s diet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/customer/group');
  await expect(pageHeading(page, 'Customer groups')).toBeVisible();
  await expect(page.getByText('Dive club members')).toBeVisible();
  await shot(page, 'groups', { full: false });
  await page.getByRole('menuitem', { name: 'Customers of Dive club members' }).click();
  await expect(pageHeading(page, 'Customers of the group Dive club members')).toBeVisible();
  const grid = page.getByRole('grid');
  await expect(grid.getByText('Daan de Vries')).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(5);

  // Sanne de Vries's record: her history, her partner and her son, each a link to their own record.
  await grid.getByRole('link', { name: 'Sanne de Vries' }).click();
  await expect(page).toHaveURL(/\/customer\/view\//);
  await expect(pageHeading(page, 'Sanne de Vries')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trips and stays' }).getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'view', { full: false });
  await page.setViewportSize(PHONE);
  await shot(page, 'view-phone', { full: false });
  await page.setViewportSize(DESKTOP);
  const relations = page.getByRole('region', { name: 'Relations' });
  await expect(relations.getByRole('link', { name: 'Daan de Vries' })).toBeVisible();
  await expect(relations.getByRole('link', { name: 'Sem de Vries' })).toBeVisible();
  await expect(relations).toContainText('Partner');

  // The operator's own fields: the diet changed and saved, kept after a reload.
  const data = page.getByRole('region', { name: 'Additional data' });
  await expect(data.getByRole('textbox', { name: 'Underwater camera' })).toHaveValue('Olympus TG-7');
  await data.getByRole('combobox', { name: /Diet/ }).click();
  await page.getByRole('option', { name: 'vegan' }).click();
  await data.getByRole('button', { name: 'Save additional data' }).click();
  await expectSnackbar(page, 'The additional data was saved.', 'success');
  await data.scrollIntoViewIfNeeded();
  await shot(page, 'record', { full: false });
  await page.setViewportSize(PHONE);
  await relations.scrollIntoViewIfNeeded();
  await shot(page, 'record-phone', { full: false });
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Additional data' }).getByRole('combobox', { name: /Diet/ }),
  ).toHaveText('vegan');

  await open(page, '/customerdatagroup');
  await expect(pageHeading(page, 'Customer data groups')).toBeVisible();
  await expect(page.getByText('Health and diet')).toBeVisible();
  await shot(page, 'data-groups', { full: false });
  await page.getByRole('button', { name: 'Health and diet' }).click();
  await expect(page.getByRole('textbox', { name: /^Label/ }).first()).toHaveValue('Diet');
  await shot(page, 'data-group-form');
  await page.goBack();
  await open(page, '/customer/relation');
  await expect(pageHeading(page, 'Customer relations')).toBeVisible();
  await expect(page.getByRole('grid').getByText('Sem de Vries').first()).toBeVisible();
  await shot(page, 'relations', { full: false });
});

test('honours a privacy request: the personal data as a PDF, then erased with the figures kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken();
  const guest = await apiCall<{ id: string }>('POST', '/api/customer', {
    token,
    body: {
      masterData: { firstName: 'Pia', lastName: 'Ahlgren', birthday: '1990-06-01', nationality: 'SE' },
      contact: { email: uniqueEmail('pia'), phone: '+46 70 123 45 67' },
      address: { city: 'Uppsala' },
      passport: { number: 'SE1234567' },
    },
  });
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/customer/view/${guest.id}`);
  await expect(pageHeading(page, 'Pia Ahlgren')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What changed' })).toContainText('Created on');

  await page.getByRole('button', { name: 'Personal data' }).click();
  const menu = page.getByRole('menu', { name: 'Privacy requests' });
  await shot(page, 'privacy-menu', { full: false });
  const downloading = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: /PDF/ }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^pia-ahlgren-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expectSnackbar(
    page,
    'The customer’s personal data was downloaded; the request is logged.',
    'success',
  );

  await page.getByRole('button', { name: 'Personal data' }).click();
  await menu.getByRole('menuitem', { name: 'Erase personal data…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase the personal data of Pia Ahlgren?' });
  await expect(dialog).toContainText('invoices keep their figures');
  await shot(page, 'erase-dialog', { full: false });
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expectSnackbar(page, /Erased: the customer is now Anonymous #/, 'success');
  await expect(pageHeading(page, /^Anonymous #[0-9A-F]{4}$/)).toBeVisible();
  await expect(page.getByText('Uppsala')).toHaveCount(0);
  const changes = page.getByRole('region', { name: 'What changed' });
  await expect(changes).toContainText('Personal data erased on');
  await expect(changes).not.toContainText('Created on');
  await page.setViewportSize(PHONE);
  await shot(page, 'erased-phone', { full: false });
});

test('merges a guest entered twice into one record and undoes it from the record', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/customer/duplicates');
  await expect(pageHeading(page, 'Duplicate customers')).toBeVisible();
  const pair = page.getByRole('listitem', { name: 'Hannah Wagner and Hannah Wagner' });
  await expect(pair).toContainText('Name and birthday');
  await shot(page, 'duplicates', { full: false });
  await page.setViewportSize(PHONE);
  await shot(page, 'duplicates-phone', { full: false });
  await page.setViewportSize(DESKTOP);

  const kept = pair.getByRole('group').first();
  const keptPath = await kept.getByRole('link', { name: 'Hannah Wagner' }).getAttribute('href');
  await kept.getByRole('button', { name: /^Keep this record/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge customers?' });
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expectSnackbar(page, 'Hannah Wagner merged into Hannah Wagner', 'success');
  await expect(pair).toHaveCount(0);

  await open(page, keptPath!);
  const merges = page.getByRole('region', { name: 'Merged records' });
  await expect(merges).toContainText('can be undone until');
  await expect(page.getByRole('region', { name: 'What changed' })).toContainText('Merged on');
  await shot(page, 'merged-record', { full: false });
  await merges.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('dialog', { name: 'Undo this merge?' }).getByRole('button', { name: 'Undo' }).click();
  await expectSnackbar(page, 'Hannah Wagner is a separate customer again', 'success');
  await expect(page.getByRole('region', { name: 'What changed' })).toContainText('Merge undone on');
  await page.goto('/customer/duplicates');
  await expect(page.getByRole('listitem', { name: 'Hannah Wagner and Hannah Wagner' })).toBeVisible();
});
