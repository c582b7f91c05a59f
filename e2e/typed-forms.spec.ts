import { expect, test } from '@playwright/test';
import { adminToken, apiCall, type StoredRecord } from './support/api.ts';
import { expectSnackbar, pageHeading, signIn } from './support/app.ts';
import { E2E_ADMIN } from './support/env.ts';
import { shooter } from './support/shots.ts';

/**
 * Issue 32: a room's beds are edited as typed rows (bed type picked from the bed types, an age
 * limit as a number), never as JSON. Screenshots land in /tmp/shots/typed-forms-*.png.
 */

const shot = shooter('typed-forms', { quiet: true });
const RUN = Date.now().toString(36).slice(-5);

interface Bed {
  no?: number;
  type: string;
  maxAge: number;
  active: boolean;
}

test("edits a room's beds as rows of typed inputs, in English and German", async ({ page }) => {
  test.setTimeout(90_000);
  const token = await adminToken();
  const resort = await apiCall<StoredRecord>('POST', '/api/resort', {
    token,
    body: { name: `Reef Lodge ${RUN}` },
  });
  const bunk = await apiCall<StoredRecord>('POST', '/api/bedtype', {
    token,
    body: { name: `Queen ${RUN}`, sleeps: 2 },
  });
  const room = await apiCall<StoredRecord>('POST', '/api/rooms', {
    token,
    body: { type: 'Room', name: `Garden ${RUN}`, resort: resort.id },
  });

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/room/${room.id}`);
  await expect(pageHeading(page, `Garden ${RUN}`)).toBeVisible();
  const beds = page.getByRole('list', { name: 'Beds' });
  await expect(beds.getByRole('listitem')).toHaveCount(2);
  // Nothing on the page asks for JSON.
  await expect(page.getByText(/JSON/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add bed' }).click();
  const added = beds.getByRole('listitem', { name: 'New bed' });
  await added.getByRole('combobox', { name: 'Bed type' }).click();
  await page.getByRole('option', { name: `Queen ${RUN}` }).click();
  await added.getByRole('spinbutton', { name: 'Max. age' }).fill('12');
  await beds.getByRole('listitem', { name: 'Bed 2' }).getByRole('checkbox', { name: 'Active' }).uncheck();
  // The new bed in the middle of the screen, with the rows above it.
  await added.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await shot(page, 'room-beds', { full: false });
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, `Garden ${RUN} was saved.`, 'success');

  const stored = await apiCall<StoredRecord>('GET', `/api/rooms/${room.id}`, { token });
  const storedBeds = (stored.configuration as { beds: Bed[] }).beds;
  expect(storedBeds).toHaveLength(3);
  expect(storedBeds[1]).toMatchObject({ no: 1, active: false });
  expect(storedBeds[2]).toMatchObject({ no: 2, type: bunk.id, maxAge: 12, active: true });
  await expect(beds.getByRole('listitem', { name: 'Bed 3' })).toBeVisible();

  // The same form in German, formally addressed.
  // Through the remembered choice of this browser, so the shared admin's own setting stays as it is.
  await page.evaluate(() =>
    localStorage.setItem('seaberth.language', JSON.stringify({ value: 'de', expires: Date.now() + 60_000 })),
  );
  await page.reload();
  const betten = page.getByRole('list', { name: 'Betten' });
  await expect(betten.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('heading', { name: 'Betten', exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'room-beds-de', { full: false });
});
