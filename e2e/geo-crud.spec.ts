import { expect, test } from '@playwright/test';
import { adminToken, findRecords } from './support/api.ts';
import { expectSnackbar, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { countriesGrid, deleteCountries, gridRow, searchList } from './support/geo.ts';

// 'XK' is not among the reference countries (packages/server/src/seed/reference-data.ts).
const CODE = 'XK';

test.beforeEach(() => deleteCountries(CODE));

test('countries: validate, create, find, edit, cancel a delete, delete', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/geo/country');
  await expect(page.getByRole('tab', { name: 'Countries', selected: true })).toBeVisible();
  const grid = countriesGrid(page);
  await expect(gridRow(grid, 'Australia')).toBeVisible();

  // Create, first with a code the schema rejects
  await page.getByRole('button', { name: 'New country' }).click();
  const dialog = page.getByRole('dialog', { name: 'New country' });
  await expect(dialog).toBeVisible();
  const code = dialog.getByRole('textbox', { name: 'ISO code' });
  await code.fill('1');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Testland');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(code).toHaveAccessibleDescription('Country code must be two letters');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();

  await code.fill(CODE.toLowerCase());
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, 'Testland was saved.', 'success');
  await expect(dialog).toBeHidden();

  // Found by the search, code stored in capitals
  await searchList(page, 'Testland', 'Testland');
  await expect(gridRow(grid, 'Testland')).toContainText(CODE);
  await expect(grid.getByRole('row').filter({ hasText: 'Australia' })).toHaveCount(0);

  // Edit
  await grid.getByRole('menuitem', { name: 'Edit Testland' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit country' });
  await expect(editDialog.getByRole('textbox', { name: 'ISO code' })).toHaveValue(CODE);
  await editDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Testland Edited');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, 'Testland Edited was saved.', 'success');
  await expect(editDialog).toBeHidden();
  await expect(gridRow(grid, 'Testland Edited')).toBeVisible();

  // Delete: cancel once, then confirm
  await grid.getByRole('menuitem', { name: 'Delete Testland Edited' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete country?' });
  await expect(confirm).toContainText('Do you really want to delete “Testland Edited”?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(gridRow(grid, 'Testland Edited')).toBeVisible();

  await grid.getByRole('menuitem', { name: 'Delete Testland Edited' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectSnackbar(page, 'Testland Edited was deleted.', 'success');
  await expect(gridRow(grid, 'Testland')).toHaveCount(0);
  await expect(grid.getByText('Nothing matches your search')).toBeVisible();

  expect(await findRecords('country', { code: CODE }, await adminToken())).toHaveLength(0);
});
