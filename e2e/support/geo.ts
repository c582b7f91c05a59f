import { expect, type Locator, type Page } from '@playwright/test';
import { adminToken, apiCall, findRecords } from './api.ts';

/** The countries grid of /geo/country (the DataGrid is labelled with the resource title). */
export function countriesGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Countries' });
}

export function gridRow(grid: Locator, text: string): Locator {
  return grid.getByRole('row').filter({ hasText: text });
}

/** Types into the list's search box and waits until the grid shows a row with `expectText`. */
export async function searchList(page: Page, search: string, expectText?: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(search);
  if (expectText) await expect(gridRow(page.getByRole('grid'), expectText)).toBeVisible();
}

/** Removes countries with these codes left by an earlier attempt (a retry runs on the same database). */
export async function deleteCountries(...codes: string[]): Promise<void> {
  const token = await adminToken();
  for (const code of codes) {
    for (const row of await findRecords('country', { code }, token)) {
      await apiCall('DELETE', `/api/country/${row.id}`, { token });
    }
  }
}

export async function createCountry(code: string, name: string) {
  const token = await adminToken();
  return apiCall<{ id: string; version: number; name: string }>('POST', '/api/country', {
    token,
    body: { code, name },
  });
}
