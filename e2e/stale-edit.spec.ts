import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { expectSnackbar, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { countriesGrid, createCountry, deleteCountries, gridRow, searchList } from './support/geo.ts';

// Not a reference country, and not the code geo-crud.spec.ts uses.
const CODE = 'XS';

test.beforeEach(() => deleteCountries(CODE));
test.afterEach(() => deleteCountries(CODE));

test('saving over a change made meanwhile is refused with the stale-version message', async ({ page }) => {
  const created = await createCountry(CODE, 'Staleland');

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/geo/country');
  await searchList(page, 'Staleland', 'Staleland');
  await countriesGrid(page).getByRole('menuitem', { name: 'Edit Staleland' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit country' });
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Staleland');

  // Someone else saves the same record through the API while the form is open.
  const token = await adminToken();
  const current = await apiCall<StoredRecord>('GET', `/api/country/${created.id}`, { token });
  const theirs = await apiCall<StoredRecord>('POST', `/api/country/${created.id}`, {
    token,
    body: { name: 'Staleland by API', version: current.version },
  });
  expect(theirs.version).toBeGreaterThan(current.version);

  await name.fill('Staleland by form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const stale = dialog.getByRole('alert').filter({ hasText: 'Someone else changed this record' });
  await expect(stale).toBeVisible();
  await expect(stale).toContainText('Nothing was overwritten.');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

  const stored = await apiCall<StoredRecord>('GET', `/api/country/${created.id}`, { token });
  expect(stored.name).toBe('Staleland by API');
  expect(stored.version).toBe(theirs.version);

  // Reload takes the other save in; a change on top of it then goes through.
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(stale).toBeHidden();
  await expect(name).toHaveValue('Staleland by API');
  await name.fill('Staleland merged');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, 'Staleland merged was saved.', 'success');
  await expect(dialog).toBeHidden();
  await expect(gridRow(countriesGrid(page), 'Staleland merged')).toBeVisible();
  const final = await apiCall<StoredRecord>('GET', `/api/country/${created.id}`, { token });
  expect(final.name).toBe('Staleland merged');
  expect(final.version).toBe(theirs.version + 1);
});
